// The events the "faces agree" test builds through the CLI, one per match structure. A new
// structure (single elimination, teams) joins by adding a builder here and to kEvents.
#pragma once
#include <cstdint>
#include <map>
#include <string>

#include "run.hpp"

namespace jk::faces {

struct Built {
  std::string name, path;
  std::map<std::string, std::int64_t> ids;  // player name -> id (names are single words, unique in every face's text)
  bool pods = false;
};
using TempDirRef = const test::TempDir&;

Built economica_event(TempDirRef dir);
Built scp_event(TempDirRef dir);
Built roeup_event(TempDirRef dir);

}  // namespace jk::faces
