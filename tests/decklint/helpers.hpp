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
// `base`'s card list with the names of the cards `numbers` blanked (a list lacking them), compiled
// for `game` on `base`'s date.
dl::Ruleset without_names(const dl::Ruleset& base, const std::vector<std::string>& numbers, const jk::Game& game,
                          const std::vector<dl::Override>& overrides = {});
// Checks `r`'s verdict and that `rule` has exactly the one finding `message` ("" = none); that finding.
std::vector<dl::Diagnostic> check_finding(const dl::Report& r, dl::Verdict verdict, const std::string& rule, const std::string& message);
// Every rendered diagnostic and the summary line, as the CLI prints them (no colour).
std::string rendered(const dl::Report& r, const dl::Ruleset& rs);

// Economica's pack with the test card list, as in force on 2015-08-08, built once.
inline const dl::Ruleset& eco() {
  static dl::Ruleset rs = rules("economica", "economica-cards.csv", "2015-08-08");
  return rs;
}

// The test card list's path, and a legal 50-card Economica list of its cards.
inline const std::string kCards = JK_FIXTURES "/decklint/economica-cards.csv";
inline const char* const kLegal =
    "4 日本株\n4 定期預金\n4 日本国債\n3 新興国株\n4 振り込め詐欺\n4 国家財政破綻\n4 巨大災害\n4 産業の空洞化\n4 年金未納問題\n4 相場操縦\n4 預金利息\n4 保障停止\n3 生命保険\n";

// Child processes (the CLI tests) must not see the user's imported card lists.
void isolate_environment();

}  // namespace dlt
