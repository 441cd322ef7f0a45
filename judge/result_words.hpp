// A stored result as a person reads it, in their language, made from its structured fields (kind,
// seats, games, adjudication), never from the stored summary: the summary ("1-0-0 (time limit,
// 2-5-3)") stays English for scripts, CSV and the audit log. Every face words results here (the
// event library as event::result_text, the PDFs directly).
#pragma once
#include <cstdint>
#include <functional>
#include <string>

#include "i18n.hpp"
#include "pack.hpp"
#include "results.hpp"

namespace jk::judge {

// `name` gives a player's name (a pod's placements, a penalty's player). `match`, when given,
// lets a penalty's provisional result say "match not over" (a best of 3 nobody has won yet).
Message result_text(const ResultRecord& r, const std::function<std::string(std::int64_t)>& name, const MatchStructure* match = nullptr);

}  // namespace jk::judge
