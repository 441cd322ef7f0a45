// Public interface of the rulings module (to be written).
#pragma once
