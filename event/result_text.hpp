// A stored result as a person reads it, in their language. The stored summary ("1-0-0",
// "double loss", "1st 佐藤, 2nd 鈴木") stays English: scripts and the audit log read it; people
// get this, built from the result's structured fields (kind, seats, adjudication).
#pragma once
#include <cstdint>
#include <functional>
#include <string>

#include "i18n.hpp"
#include "results.hpp"

namespace jk::event {

// `name` gives a player's name for a pod's placements.
Message result_text(const ResultRecord& r, const std::function<std::string(std::int64_t)>& name);

}  // namespace jk::event
