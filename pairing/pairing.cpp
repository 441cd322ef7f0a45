#include "pairing.hpp"
