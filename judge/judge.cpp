#include "judge.hpp"
