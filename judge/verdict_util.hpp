// Building verdicts: side labels and the common ways a verdict ends. Internal to jk_judge.
#pragma once
#include <string>

#include "judge.hpp"

namespace jk::judge {

std::string other_side(const std::string& side);
// "A" or "A (佐藤)".
std::string side_label(const Verdict& v, const std::string& side);
void add_step(Verdict& v, std::string rule, std::string text, std::string result);
// A translated step: the English (JSON) is the messages rendered in English.
Step make_step(std::string rule, Message text, Message result);
void add_step(Verdict& v, std::string rule, Message text, Message result);
void decide_win(Verdict& v, const std::string& side, const std::string& rule);
void decide(Verdict& v, const std::string& outcome, const std::string& rule, const std::string& summary);
void decide(Verdict& v, const std::string& outcome, const std::string& rule, Message summary);
// The summary or the next game's chooser as a message (English kept for JSON).
void set_summary(Verdict& v, Message summary);
void set_next_chooser_text(Verdict& v, Message text);

}  // namespace jk::judge
