#include "reports.hpp"
