// Printing a verdict, shared by `judgekit adjudicate` and `judgekit result --time-limit`.
#pragma once
#include "common.hpp"
#include "i18n.hpp"
#include "judge.hpp"
#include "pack.hpp"

namespace jk::cli {

// The chain of rules applied, each with its rule number, then the verdict; returns the exit
// code (needs_person when janken or a judge must decide).
int print_verdict(const Context& ctx, const Game& g, const judge::Verdict& v, bool json);

// A step's text or result, or a summary, in the reader's language where the judge module gives
// it as a message; its English otherwise (JSON always takes the English). A message that no
// longer says what the English says (the English was rewritten after it) is not used.
inline std::string for_people(const std::string& english, const Message& m) {
  if (m.empty() || m.str(Lang::en) != english) return english;
  return m.str(current_lang());
}

}  // namespace jk::cli
