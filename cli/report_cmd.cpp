#include "commands.hpp"

namespace jk::cli {

void add_report_commands(CLI::App& /*app*/, Context& /*ctx*/) {}

}  // namespace jk::cli
