// Standings as every front end shows them: the rows, the chain's columns, the rounds counted, and
// after a top cut the final order (pairing/final_order.hpp, as the standings PDF prints it).
#pragma once
#include <string>
#include <vector>

#include "final_order.hpp"
#include "sqlite.hpp"
#include "standings.hpp"

namespace jk::pairing {
struct Event;
struct Player;
}  // namespace jk::pairing

namespace jk::event {

// How far a player went in a top cut: data every face words for its reader (the CLI "top 4",
// the PDF "Top 4", a script the stable word of finish_name). runner_up is the loser of a final
// that has its result (準優勝); finalist a player in a final not yet played or through to it (決勝進出), or at a
// pod's final table placed below second: no face says 準優勝 before the final is over.
enum class FinishKind { swiss, winner, runner_up, finalist, top };
struct Finish {
  FinishKind kind = FinishKind::swiss;  // swiss: not in the cut, or no cut
  int top = 0;                          // top: out in the cut round of this many players (4, 8 …)
  bool operator==(const Finish&) const = default;
};
Finish finish_of(const pairing::CutPlace& p);
// "winner" | "runner-up" | "finalist" | "top4" | "top8" … | "swiss": the word `--json` and the
// exports write.
std::string finish_name(Finish f);

// A Swiss round a late entrant was not in (before pairing::Player::joined_round), and whether the
// event counts it as a match lost (setting late_entry_losses, docs/events.md "Drops and late
// entries"): what a face says beside a record with a loss the player never played.
struct MissedRound {
  int round = 0;
  bool loss = false;
  bool operator==(const MissedRound&) const = default;
};
// The Swiss rounds of `ev` paired so far that `p` missed by joining late (empty for most players).
std::vector<MissedRound> missed_rounds(const pairing::Event& ev, const pairing::Player& p);

struct StandingsView {
  std::string event_name;
  Structure structure = Structure::swiss;  // a single-elimination event's "Swiss rank" is its seed
  int counted_rounds = 0;             // Swiss rounds closed or fully reported
  std::vector<std::string> columns;   // tiebreaker ids shown, in the event's chain order (no "random" nor "h2h")
  // Before a cut: by Swiss rank. After one (or during it): the final order, the players who went
  // furthest in the cut first, then everyone else by Swiss rank; rows[i].rank stays the Swiss rank.
  std::vector<pairing::StandingRow> rows;
  bool after_cut = false;                 // a cut round has been paired
  int cut_size = 0;                       // players seated in the cut's first round: the cut made (`cut --size`
                                          // may differ from the event's --top-cut); 0 before a cut
  std::vector<int> places;                // per row: 1, 2, 3 … (the Swiss rank when there is no cut)
  std::vector<Finish> finishes;           // per row: how far the player went (swiss for everyone before a cut)
  std::vector<std::string> external_ids;  // membership id per row ("" when none)
  std::vector<std::string> labels;        // for people: the name, with the id where two players share it
};
// The cut has its winner: only then are the standings final (最終順位).
bool cut_over(const StandingsView& v);

// Read in one snapshot.
StandingsView standings(Database& db);

// Sets the rows, places and finishes of `v` from the Swiss standings (by rank) and the cut rounds
// played (empty: no cut). Pure: the views and the report tests' hand-made events use it.
void set_rows(StandingsView& v, std::vector<pairing::StandingRow> swiss, const pairing::CutRounds& cut);

}  // namespace jk::event
