// Why pairing, unpairing or starting the cut was refused, as data beside the message: the CLI
// prints the message (it names the command to run); a phone words the refusal for a phone.
#pragma once
#include <string>

#include "errors.hpp"

namespace jk::pairing {

enum class RoundRefusal {
  results_missing,      // the last round has tables without a result (round, n, tables)
  swiss_done,           // every planned Swiss round is paired: next is the cut (rounds)
  too_few_players,      // fewer than 2 can play (round, n)
  no_round,             // nothing paired to unpair
  round_has_results,    // the round to unpair has a result (round, table)
  penalty_names_table,  // a penalty names a table of the round to unpair (round, penalty, table)
  not_swiss,            // a single-elimination event has no cut
  cut_started,          // the cut has started (round)
  no_swiss_round,       // the cut needs a Swiss round first
  cut_too_big,          // fewer players still in than the cut's size (size, n)
  cut_size,             // a size the game's cut cannot have (size)
};

struct RoundRefused : InputError {
  RoundRefused(Message message, RoundRefusal why_) : InputError(std::move(message)), why(why_) {}
  RoundRefusal why;
  // The message's own placeholders (round, table, tables, n, size, rounds, penalty), for the face.
  std::string fact(const std::string& name) const {
    for (const auto& a : message().args)
      if (a.name == name) return a.text;
    return "";
  }
};

}  // namespace jk::pairing
