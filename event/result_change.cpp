#include "result_change.hpp"

#include "errors.hpp"

namespace jk::event {

namespace {

// Where the match's players sit in rounds after its own, in round and table order (byes last).
struct Later {
  int round = 0;  // the match's own round
  std::vector<Message> places;
};

Later later_places(Database& db, std::int64_t match_id) {
  Later out;
  auto own = db.prepare("SELECT round FROM matches WHERE id = ?1");
  own.bind(1, match_id);
  if (!own.step()) return out;
  out.round = own.integer(0);
  auto st = db.prepare(
      "SELECT DISTINCT x.round, x.table_number FROM matches x JOIN seats s ON s.match_id = x.id "
      "WHERE x.round > ?1 AND s.player_id IN (SELECT player_id FROM seats WHERE match_id = ?2) "
      "ORDER BY x.round, x.table_number IS NULL, x.table_number");
  st.bind(1, out.round).bind(2, match_id);
  while (st.step()) {
    const std::string round = std::to_string(st.integer(0));
    out.places.push_back(st.is_null(1) ? Message{N_("round {round} bye"), {{"round", round}}}
                                       : Message{N_("round {round} table {table}"), {{"round", round}, {"table", std::to_string(st.integer(1))}}});
  }
  return out;
}

}  // namespace

std::optional<Message> allow_result_change(Database& db, std::int64_t match_id, bool keep_pairings) {
  Later later = later_places(db, match_id);
  if (later.places.empty()) return std::nullopt;
  MessageArg list{"tables", ""};  // "round 4 table 2, round 5 table 1"
  for (const auto& t : later.places) {
    if (!list.nested.empty()) list.nested.push_back(Message{N_(", "), {}});
    list.nested.push_back(t);
  }
  if (!keep_pairings)
    throw InputError(Message{N_("round {round} is closed and {tables} were paired on its result; unpair the later rounds first "
                                "(`judgekit round unpair`), or add --keep-pairings to keep them as they are"),
                             {{"round", std::to_string(later.round)}, list}});
  return Message{N_("kept as paired on the old result: {tables}"), {list}};
}

pairing::Recorded record_result(Database& db, const pairing::MatchRef& m, const ResultRecord& r, bool correct, bool keep_pairings,
                                std::vector<Message>* notes) {
  if (pairing::vet_result(m, r, correct) == pairing::Recorded::unchanged) return pairing::Recorded::unchanged;
  if (auto kept = allow_result_change(db, m.match_id, keep_pairings); kept && notes) notes->push_back(*kept);
  write_result(db, m.match_id, r);
  return pairing::Recorded::written;
}

}  // namespace jk::event
