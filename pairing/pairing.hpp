// Public interface of the pairing module (to be written).
#pragma once
