#include "decklint.hpp"
