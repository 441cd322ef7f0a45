// A game pack's terms (games/<id>/terms.xml): the words judges and players say for the words its
// rulebook writes (時間切れ for 制限時間, deck out for 山札がゼロ), so a search finds the rule
// however it is asked (docs/game-packs.md, "Terms").
#pragma once
#include <string>
#include <vector>

namespace jk {

struct Say {
  std::string text;  // as people say it: "時間切れ", "time limit"
  std::string lang;  // "ja" or "en"
  int line = 0;
};

struct PackTerm {
  std::vector<std::string> means;  // the rulebook's own words, each found in its rulings.xml
  std::vector<int> means_lines;    // where each <means> is, for the index build's check
  std::vector<Say> says;           // what people say for them
  std::string cite;                // an entry number of the rulebook where the words stand ("" when none)
  int line = 0;
};

// Reads and checks terms.xml: the root <terms game="ID" schema="1">, each <term> with one or more
// <means> and <say lang="ja|en"> (lang defaults to ja), text only, a say given once per game.
// Throws InputError(file, line, what). The rulings index checks the rest against the rulebook:
// every <means> is in some entry, every cite is an entry's number.
std::vector<PackTerm> load_terms(const std::string& path, const std::string& game);
std::vector<PackTerm> parse_terms(const std::string& xml, const std::string& path, const std::string& game);

}  // namespace jk
