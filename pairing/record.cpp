#include "record.hpp"

#include <algorithm>

#include "errors.hpp"
#include "match_lengths.hpp"

namespace jk::pairing {

MatchRef find_match(Database& db, int table, std::optional<int> round) {
  MatchRef m;
  if (round) {
    m.round = *round;
  } else {
    auto st = db.prepare("SELECT max(number) FROM rounds");
    st.step();
    if (st.is_null(0)) throw InputError(Message{N_("no round has been paired yet; pair one with `judgekit round pair`"), {}});
    m.round = st.integer(0);
  }
  {
    auto st = db.prepare("SELECT stage, status, best_of FROM rounds WHERE number = ?1");
    st.bind(1, m.round);
    if (!st.step()) throw InputError(Message{N_("there is no round {round}"), {{"round", std::to_string(m.round)}}});
    m.stage = parse_stage(st.text(0), db.path());
    m.round_closed = parse_round_status(st.text(1)) == RoundStatus::closed;
    if (auto n = st.opt_int64(2)) m.best_of = static_cast<int>(*n);
  }
  {
    auto st = db.prepare("SELECT id FROM matches WHERE round = ?1 AND table_number = ?2");
    st.bind(1, m.round).bind(2, table);
    if (!st.step()) {
      auto count = db.prepare("SELECT count(*) FROM matches WHERE round = ?1 AND table_number IS NOT NULL");
      count.bind(1, m.round);
      count.step();
      throw InputError(Message{N_("round {round} has no table {table} (tables 1-{last})"),
                               {{"round", std::to_string(m.round)}, {"table", std::to_string(table)}, {"last", std::to_string(count.integer(0))}}});
    }
    m.match_id = st.int64(0);
  }
  m.table = table;
  auto seats = db.prepare("SELECT player_id FROM seats WHERE match_id = ?1 ORDER BY seat");
  seats.bind(1, m.match_id);
  while (seats.step()) m.players.push_back(seats.int64(0));
  m.result = read_result(db, m.match_id);
  return m;
}

std::optional<std::vector<int>> parse_games(const std::string& text) {
  std::vector<int> parts;
  std::string cur;
  for (char c : text + "-") {
    if (c == '-') {
      if (cur.empty() || cur.size() > 2) return std::nullopt;
      parts.push_back(std::stoi(cur));
      cur.clear();
    } else if (c >= '0' && c <= '9') {
      cur += c;
    } else {
      return std::nullopt;
    }
  }
  if (parts.size() == 2) parts.push_back(0);
  if (parts.size() != 3) return std::nullopt;
  return parts;
}

static Message table_at(int round, int table) {
  return Message{N_("round {round} table {table}"), {{"round", std::to_string(round)}, {"table", std::to_string(table)}}};
}
static MessageArg where(const MatchRef& m) { return arg("where", table_at(m.round, m.table)); }

static void require_two(const MatchRef& m) {
  if (m.players.size() != 2)
    throw InputError(Message{N_("{where} seats {n} players; enter its result with --placement"), {where(m), {"n", std::to_string(m.players.size())}}});
}

static Message draw_refusal(const Game& game) {
  if (game.match.cite.empty())
    return Message{N_("{game} has no drawn games; settle the game as the rules say and enter the winner"), {{"game", game.id, game.name_ja}}};
  return Message{N_("{game} has no drawn games ({cite}); settle the game as the rules say and enter the winner"),
                 {{"game", game.id, game.name_ja}, {"cite", game.match.cite}}};
}

// A best of 1 that is its one game (the pack's one-game-draw, SCP 100.3) has no second game.
static Message single_game_refusal(const Game& game, const MatchStructure& ms, const std::string& score) {
  if (ms.one_game_draw_cite.empty())
    return Message{N_("{score} is not a possible score in a best-of-1 match ({game}): the match is one game, and a drawn game ends it"),
                   {{"score", score}, {"game", game.id, game.name_ja}}};
  return Message{N_("{score} is not a possible score in a best-of-1 match ({game}): the match is one game, and a drawn game ends it ({cite})"),
                 {{"score", score}, {"game", game.id, game.name_ja}, {"cite", ms.one_game_draw_cite}}};
}

ResultRecord games_result(const Game& game, const MatchRef& m, int won, int lost, int drawn) {
  require_two(m);
  const MatchStructure ms = round_structure(game, m.best_of);
  int need = ms.wins_needed();
  std::string text = std::to_string(won) + "-" + std::to_string(lost) + "-" + std::to_string(drawn);
  if (won > need || lost > need || (won == need && lost == need) || won + lost > ms.best_of)
    throw InputError(Message{N_("{score} is not a possible score in a best-of-{best_of} match ({game})"),
                             {{"score", text}, {"best_of", std::to_string(ms.best_of)}, {"game", game.id, game.name_ja}}});
  if (ms.single_game() && won + lost + drawn > 1) throw InputError(single_game_refusal(game, ms, text));
  if (drawn > ms.best_of + 2 || drawn < 0) throw InputError(Message{N_("{score}: too many drawn games"), {{"score", text}}});
  if (drawn > 0 && !ms.draws_allowed) throw InputError(Message{N_("{score}: {refusal}"), {{"score", text}, arg("refusal", draw_refusal(game))}});
  if (won == lost && !ms.draws_allowed)
    throw InputError(Message{N_("{score} is a drawn match: {refusal}"), {{"score", text}, arg("refusal", draw_refusal(game))}});
  if (won == lost && m.stage == Stage::cut)
    throw InputError(Message{N_("{score} is a draw; a top cut match needs a winner"), {{"score", text}}});
  ResultRecord r;
  r.kind = ResultKind::games;
  r.summary = text;
  const SeatOutcome first = won > lost ? SeatOutcome::win : won < lost ? SeatOutcome::loss : SeatOutcome::draw;
  const SeatOutcome second = won > lost ? SeatOutcome::loss : won < lost ? SeatOutcome::win : SeatOutcome::draw;
  r.seats.push_back({m.players[0], first, won, lost, drawn, std::nullopt, std::nullopt});
  r.seats.push_back({m.players[1], second, lost, won, drawn, std::nullopt, std::nullopt});
  return r;
}

ResultRecord winner_result(const Game& game, const MatchRef& m, std::int64_t winner) {
  require_two(m);
  int need = round_structure(game, m.best_of).wins_needed();
  if (winner == m.players[0]) return games_result(game, m, need, 0, 0);
  if (winner == m.players[1]) return games_result(game, m, 0, need, 0);
  throw InputError(Message{N_("the winner does not play at {where}"), {where(m)}});
}

ResultRecord draw_result(const Game& game, const MatchRef& m) {
  require_two(m);
  if (!game.match.draws_allowed) throw InputError(draw_refusal(game));
  if (m.stage == Stage::cut) throw InputError(Message{N_("a top cut match needs a winner; it cannot be drawn"), {}});
  ResultRecord r;
  r.kind = ResultKind::draw;
  r.summary = "draw";
  for (auto p : m.players) r.seats.push_back({p, SeatOutcome::draw, 0, 0, 0, std::nullopt, std::nullopt});
  return r;
}

ResultRecord double_loss_result(const MatchRef& m) {
  if (m.stage == Stage::cut) throw InputError(Message{N_("a top cut match needs a winner; it cannot end in a double loss"), {}});
  ResultRecord r;
  r.kind = ResultKind::double_loss;
  r.summary = "double loss";
  for (auto p : m.players) r.seats.push_back({p, SeatOutcome::loss, 0, 0, 0, std::nullopt, std::nullopt});
  return r;
}

static std::string ordinal(int n) {
  int t = n % 100;
  const char* suffix = (t >= 11 && t <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
  return std::to_string(n) + suffix;
}

ResultRecord placement_result(const Game& game, const MatchRef& m, const std::vector<std::vector<std::int64_t>>& places,
                              const std::vector<std::string>& names) {
  if (game.match.players_per_table <= 2)
    throw InputError(Message{N_("{game} plays one against one; enter a score such as 2-1 or --winner"), {{"game", game.id, game.name_ja}}});
  std::vector<std::int64_t> seen;
  for (const auto& place : places)
    for (auto p : place) {
      if (std::find(m.players.begin(), m.players.end(), p) == m.players.end())
        throw InputError(Message{N_("a player in --placement does not sit at {where}"), {where(m)}});
      if (std::find(seen.begin(), seen.end(), p) != seen.end()) throw InputError(Message{N_("a player appears twice in --placement"), {}});
      seen.push_back(p);
    }
  if (seen.size() != m.players.size())
    throw InputError(Message{N_("--placement names {n} of the {total} players at {where}; list them all"),
                             {{"n", std::to_string(seen.size())}, {"total", std::to_string(m.players.size())}, where(m)}});
  ResultRecord r;
  r.kind = ResultKind::placement;
  int place = 1;
  std::size_t name_at = 0;
  for (const auto& group : places) {
    const SeatOutcome outcome = place == 1 ? (group.size() == 1 ? SeatOutcome::win : SeatOutcome::draw) : SeatOutcome::loss;
    std::string part = ordinal(place) + " ";
    for (std::size_t i = 0; i < group.size(); ++i) {
      r.seats.push_back({group[i], outcome, 0, 0, 0, place, std::nullopt});
      part += (i ? "=" : "") + (name_at < names.size() ? names[name_at] : std::to_string(group[i]));
      ++name_at;
    }
    r.summary += (r.summary.empty() ? "" : ", ") + part;
    place += static_cast<int>(group.size());
  }
  return r;
}

// The same result entered again (two judges, one slip): everything stored must match, the
// reasons of an adjudication and a pod's awards included.
static bool same_result(const ResultRecord& a, const ResultRecord& b) {
  if (a.kind != b.kind || a.summary != b.summary || a.adjudication_json != b.adjudication_json || a.seats.size() != b.seats.size())
    return false;
  for (const auto& s : a.seats) {
    auto it = std::find_if(b.seats.begin(), b.seats.end(), [&](const SeatResult& t) { return t.player_id == s.player_id; });
    if (it == b.seats.end() || it->outcome != s.outcome || it->games_won != s.games_won || it->games_lost != s.games_lost ||
        it->games_drawn != s.games_drawn || it->placement != s.placement || it->awards_json != s.awards_json)
      return false;
  }
  return true;
}

Recorded vet_result(const MatchRef& m, const ResultRecord& r, bool correct) {
  // Every seat of the table, and nobody else, must have a result.
  if (r.seats.size() != m.players.size())
    throw InputError(Message{N_("{where}: the result names {n} players, the table seats {seats}"),
                             {where(m), {"n", std::to_string(r.seats.size())}, {"seats", std::to_string(m.players.size())}}});
  for (const auto& s : r.seats)
    if (std::find(m.players.begin(), m.players.end(), s.player_id) == m.players.end())
      throw InputError(Message{N_("{where}: the result names a player who does not sit there"), {where(m)}});
  if (m.stage == Stage::cut && std::count_if(r.seats.begin(), r.seats.end(), [](const SeatResult& s) { return s.outcome == SeatOutcome::win; }) != 1)
    throw InputError(Message{N_("{where} is a top cut match: it needs exactly one winner"), {where(m)}});
  if (m.result && same_result(*m.result, r)) return Recorded::unchanged;
  // A closed cut round's winners already play on in the next round: changing one would leave
  // the bracket holding the wrong player.
  if (m.stage == Stage::cut && m.round_closed)
    throw InputError(Message{
        N_("{where} is a top cut match whose winner already plays in the next round; unpair that round first (`judgekit round unpair`)"),
        {where(m)}});
  if (m.round_closed && !correct)
    throw InputError(Message{N_("round {round} is closed (the next round is paired); add --correct to change {where}"),
                             {{"round", std::to_string(m.round)}, where(m)}});
  if (m.result && !correct)
    throw InputError(Message{N_("{where} already has a result ({result}); add --correct to replace it"), {where(m), {"result", m.result->summary}}});
  return Recorded::written;
}

Recorded record_result(Database& db, const Game& game, const MatchRef& m, const ResultRecord& r) {
  (void)game;
  if (vet_result(m, r, false) == Recorded::unchanged) return Recorded::unchanged;
  write_result(db, m.match_id, r);
  return Recorded::written;
}

}  // namespace jk::pairing
