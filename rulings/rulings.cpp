#include "rulings.hpp"
