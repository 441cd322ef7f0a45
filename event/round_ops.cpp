#include "round_ops.hpp"
#include "match_lengths.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "event_file.hpp"
#include "opened.hpp"
#include "result_text.hpp"
#include "views_in.hpp"

namespace jk::event {

RoundView round_view(const pairing::Event& ev, const Game& game, const pairing::Scores& scores, const std::map<std::int64_t, std::string>& labels,
                     int number) {
  const pairing::Round* r = ev.round(number);
  if (!r)
    throw InputError(Message{N_("there is no round {round} (last: {last})"), {{"round", std::to_string(number)}, {"last", std::to_string(ev.last_round())}}});
  const std::vector<int> points = pairing::points_before(scores, number);  // by position in ev.players
  RoundView v;
  v.event_name = ev.info.name;
  v.number = number;
  v.stage = r->stage;
  v.structure = ev.info.structure;
  v.closed = r->closed;
  v.pods = game.match.players_per_table > 2;
  v.best_of = r->best_of.value_or(game.match.best_of);
  v.best_of_chosen = r->best_of.has_value();
  const MatchStructure played = pairing::round_structure(game, r->best_of);
  v.tables.reserve(static_cast<std::size_t>(std::count_if(ev.matches.begin(), ev.matches.end(), [&](const auto& m) { return m.round == number; })));
  for (const auto& m : ev.matches) {
    if (m.round != number) continue;
    TableView t;
    t.table = m.table;
    t.bye = m.bye;
    t.awarded = m.awarded;
    for (auto id : m.players) {
      const pairing::Player* p = ev.player(id);
      auto label = labels.find(id);
      SeatView seat;
      seat.id = id;
      seat.name = p ? p->name : "#" + std::to_string(id);
      seat.reading = p ? p->reading : "";
      seat.label = label == labels.end() ? "" : label->second;
      const auto at = p ? static_cast<std::size_t>(p - ev.players.data()) : points.size();
      seat.points = at < points.size() ? points[at] : 0;
      if (m.result)
        for (const auto& s : m.result->seats) {
          if (s.player_id != id) continue;
          seat.outcome = s.outcome;
          seat.games_won = s.games_won;
          seat.games_lost = s.games_lost;
          seat.games_drawn = s.games_drawn;
          if (!s.awards_json) continue;
          auto a = nlohmann::json::parse(*s.awards_json, nullptr, false);
          if (a.is_array())
            for (const auto& x : a)
              if (x.is_string()) seat.awards.push_back(x.get<std::string>());
        }
      t.players.push_back(std::move(seat));
    }
    if (m.result) {
      t.result = m.result;
      t.result_text = result_text(*m.result, [&](std::int64_t id) {
        const pairing::Player* p = ev.player(id);
        return p ? p->name : "#" + std::to_string(id);
      }, &played);
    }
    v.tables.push_back(std::move(t));
  }
  return v;
}

void name_bracket_round(RoundView& round, const BracketView& bracket) {
  for (const auto& b : bracket.rounds)
    if (b.number == round.number) round.bracket_stage = b.stage, round.bracket_players = b.players;
}

namespace {

// The round's tables with everyone's points before it; inside a snapshot or the transaction that
// wrote the round.
RoundView view_in(Database& db, const Game& game, int number) {
  pairing::Event ev = pairing::load_round(db, number);
  RoundView v = round_view(ev, game, pairing::read_scores(db, ev, game), people_labels(ev.players), number);
  if (v.stage == Stage::cut) {
    pairing::Event cut = pairing::load_event(db, pairing::Load::header);
    pairing::load_cut_matches(db, cut);
    name_bracket_round(v, bracket_of(cut, {}));
  }
  v.teams = team_tables(db, number);
  return v;
}

}  // namespace

RoundView show_round(Database& db, std::optional<int> number) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  int n = number.value_or(ev.last_round());
  if (n == 0) throw InputError(Message{N_("no round has been paired yet; pair one with `judgekit round pair`"), {}});
  Game game = game_of(ev.info);
  return view_in(db, game, n);
}

PairedRoundView pair_round(Database& db, const Actor& actor) {
  Change change(db, actor.label);
  Game game = game_of(read_event_header(db));
  PairedRoundView out;
  pairing::PairingRead read;  // read once: the standings the pairing used give the tables their points
  out.paired = pairing::pair_next_round(db, game, &read);
  const bool swiss = out.paired.stage == Stage::swiss && !read.players.empty() && read.scores.players == static_cast<int>(read.players.size());
  pairing::Event ev;
  if (swiss) {
    // The header and rounds; the players as the pairing read them, the round as it wrote it.
    ev = pairing::load_event(db, pairing::Load::rounds);
    ev.players = std::move(read.players);
    ev.matches = std::move(read.matches);
  } else {
    ev = pairing::load_round(db, out.paired.number);
  }
  out.labels = people_labels(ev.players);
  out.round = swiss ? round_view(ev, game, read.scores, out.labels, out.paired.number) : view_in(db, game, out.paired.number);
  if (out.round.teams.empty()) out.round.teams = team_tables(db, out.paired.number);
  change.commit();
  return out;
}

Message paired_although_kept_apart(const std::string& a, const std::string& b, int round) {
  return Message{N_("note: {a} and {b} are paired although they are to be kept apart: no pairing of round {round} keeps them apart "
                    "(the players left, the byes and the other restrictions allow none)"),
                 {{"a", a}, {"b", b}, {"round", std::to_string(round)}}};
}

PairedRoundView start_cut(Database& db, pairing::CutRequest request, const Actor& actor) {
  Change change(db, actor.label);
  EventHeader header = read_event_header(db);
  if (header.team_size) throw InputError(Message{N_("a team event has no top cut yet: its standings are final"), {}});
  Game game = game_of(header);
  if (request.size == 0 && request.from_groups == 0) request.size = header.top_cut ? header.top_cut : 8;
  PairedRoundView out;
  out.paired = pairing::start_cut(db, game, request);
  for (auto id : out.paired.seeds) out.seeds.emplace(id, static_cast<int>(out.seeds.size()) + 1);
  pairing::Event ev = pairing::load_round(db, out.paired.number);
  out.round = round_view(ev, game, pairing::read_scores(db, ev, game), people_labels(ev.players), out.paired.number);
  change.commit();
  return out;
}

int unpair_round(Database& db, const Actor& actor) {
  Change change(db, actor.label);
  int r = pairing::unpair_last_round(db);
  change.commit();
  return r;
}

Swapped swap_pairings(Database& db, const SwapRequest& req, const Actor& actor) {
  Change change(db, actor.label);
  const EventHeader header = read_event_header(db);
  if (header.team_size)
    throw InputError(Message{N_("a team event's tables are paired team against team, seat against seat; a swap would split a team match (`judgekit round unpair` and pair again instead)"), {}});
  Game game = game_of(header);
  Swapped out;
  if (!req.players.empty()) {
    if (!req.tables.empty() || req.players.size() != 2) throw InputError(Message{N_("give two tables, or --players P Q"), {}});
    out.warnings = pairing::swap_players(db, game, req.players[0], req.players[1]);
  } else {
    if (req.tables.size() != 2) throw InputError(Message{N_("give two tables (TABLE_A TABLE_B), or --players P Q"), {}});
    out.warnings = pairing::swap_tables(db, game, req.tables[0], req.tables[1]);
  }
  int last = pairing::load_event(db, pairing::Load::header).last_round();
  out.round = view_in(db, game, last);
  change.commit();
  return out;
}

}  // namespace jk::event
