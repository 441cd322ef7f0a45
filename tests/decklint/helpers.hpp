// Shared by the decklint tests: rulesets built from the test card lists (tests/fixtures/decklint,
// TEST DATA) and small helpers to write lists and find diagnostics.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include "decklint.hpp"

namespace dlt {

namespace dl = jk::decklint;

// The pack `game` with the fixture list `cards_csv` (file name under tests/fixtures/decklint/;
// "" = the pack's shipped list only), as in force on `date`.
dl::Ruleset rules(const std::string& game, const std::string& cards_csv, const std::string& date, const std::string& format = "",
                  const std::vector<dl::Override>& overrides = {});

// Checks `text` as a list named deck.txt.
dl::Report check(const dl::Ruleset& rs, const std::string& text);

// "4 日本株\n..." from (count, card) pairs.
using Lines = std::vector<std::pair<int, std::string>>;
std::string list_text(const Lines& lines);

// Diagnostics of a rule id (empty when none).
std::vector<dl::Diagnostic> of_rule(const dl::Report& r, const std::string& rule);
// Rule ids of every diagnostic, sorted, without repeats; ids() sorts an expectation the same way.
std::vector<std::string> rule_ids(const dl::Report& r);
std::vector<std::string> ids(std::vector<std::string> v);
// Every rendered diagnostic and the summary line, as the CLI prints them (no colour).
std::string rendered(const dl::Report& r, const dl::Ruleset& rs);

// Child processes (the CLI tests) must not see the user's imported card lists.
void isolate_environment();

}  // namespace dlt
