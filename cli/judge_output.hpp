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

}  // namespace jk::cli
