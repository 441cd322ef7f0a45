// Public interface of the reports module (to be written).
#pragma once
