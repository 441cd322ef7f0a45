// A refusal to pair, unpair or start the cut, worded for the organiser's phone: what is in the
// way and what to do on the phone, never a command line (the CLI prints the library's message).
// Internal to jk_web.
#pragma once
#include <string>

#include "pages.hpp"
#include "round_refusal.hpp"

namespace jk::web {

// What the organiser asked for: the words of a refusal depend on it.
enum class RoundStep { pair, unpair, cut };
std::string refusal_words(const PageContext& c, const pairing::RoundRefused& e, RoundStep step);

}  // namespace jk::web
