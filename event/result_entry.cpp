#include "result_entry.hpp"

#include "result_build.hpp"

#include <algorithm>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "columns.hpp"
#include "csv.hpp"
#include "errors.hpp"
#include "event.hpp"
#include "event_file.hpp"
#include "opened.hpp"
#include "players.hpp"
#include "result_change.hpp"
#include "result_text.hpp"
#include "match_lengths.hpp"
#include "record.hpp"
#include "text.hpp"

namespace jk::event {


namespace {

// `column`: the CSV's column ("round", "table"), as the file names it.
int parse_number(const std::string& text, const std::string& column) {
  std::string t = trim(text);
  if (t.empty() || t.size() > 9 || !std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw InputError(Message{N_("{column} '{text}' is not a number"), {{"column", column}, {"text", text}}});
  return std::stoi(t);
}

std::string name_of(const pairing::Event& ev, std::int64_t id) {
  const pairing::Player* p = ev.player(id);
  return p ? p->name : "#" + std::to_string(id);
}

std::vector<std::vector<std::int64_t>> parse_placement(const pairing::Event& ev, const std::string& text, std::vector<std::string>& names) {
  std::vector<std::vector<std::int64_t>> places;
  std::stringstream ss(text);
  std::string place;
  while (std::getline(ss, place, ',')) {
    std::vector<std::int64_t> group;
    std::stringstream ps(place);
    std::string who;
    while (std::getline(ps, who, '=')) {
      if (trim(who).empty()) throw InputError(Message{N_("--placement '{text}' has an empty name; write it like \"A,B=C,D\""), {{"text", text}}});
      const pairing::Player& p = pairing::resolve_player(ev, who);
      group.push_back(p.id);
      names.push_back(p.name);
    }
    places.push_back(group);
  }
  return places;
}

// A PLAYER at this table: two players of one name are told apart by where they sit (`result 16
// --winner "中村 蓮"` means the 中村 蓮 of table 16). Nobody here by that name: the event-wide
// reading, so the error says who was meant and that they sit elsewhere.
std::int64_t seated_player(const pairing::Event& ev, const pairing::MatchRef& m, const std::string& who) {
  std::vector<PlayerName> seated;
  for (auto id : m.players)
    if (const pairing::Player* p = ev.player(id)) seated.push_back({id, p->name, p->name_key, p->external_id, name_key(p->reading)});
  try {
    return seated[pick_player(seated, who)].id;
  } catch (const InputError&) {
    return pairing::resolve_player(ev, who).id;
  }
}

// The time-limit adjudication (Economica 2-5) of a best-of-1 match.
judge::Verdict time_limit_verdict(const ResultRequest& a, const Game& game) {
  if (!game.has_procedure(ProcedureId::time_limit))
    throw InputError(Message{N_("--time-limit: {game} has no time-limit adjudication; enter the result as a score, --draw or --winner"), {{"game", game.id, game.name_ja}}});
  if (game.match.best_of != 1)
    throw InputError(Message{N_("--time-limit settles one game; this match is best of {best_of}: enter the games as a score"),
                             {{"best_of", std::to_string(game.match.best_of)}}});
  if (a.stock.empty() || a.flow.empty() || a.value.empty())
    throw InputError(Message{N_("--time-limit needs --stock A:B, --flow A:B and --value A:B (A is the table's first player)"), {}});
  return judge::economica_time_limit(judge::time_limit_input(a.stock, a.flow, a.value, a.janken));
}

// A pod's result from its end-of-game table (ROE UP! ゲームの終了): each row's player must sit at
// the table; places follow the awards won (ties share a place), and each seat keeps its awards.
ResultRecord roeup_result(const ResultRequest& a, const pairing::Event& ev, const Game& game, const pairing::MatchRef& m) {
  auto rows = judge::parse_roeup_table(a.roeup_text, a.roeup_file);
  judge::RoeResult res = judge::roeup_end_of_game(rows);
  std::vector<PlayerName> seated;
  for (auto id : m.players) {
    const pairing::Player* p = ev.player(id);
    seated.push_back({id, p ? p->name : std::to_string(id), p ? p->name_key : "", p ? p->external_id : "", p ? name_key(p->reading) : ""});
  }
  std::map<int, std::vector<std::int64_t>> by_place;
  std::map<std::int64_t, std::vector<judge::AwardId>> awards;
  for (const auto& pr : res.players) {
    std::int64_t id;
    try {
      id = seated[pick_player(seated, pr.in.player)].id;
    } catch (const InputError& e) {
      throw InputError(a.roeup_file, pr.in.line,
                       Message{N_("{what} (at round {round} table {table})"),
                               {arg("what", e.message()), {"round", std::to_string(m.round)}, {"table", std::to_string(m.table)}}});
    }
    by_place[pr.placement].push_back(id);
    awards[id] = pr.awards;
  }
  std::vector<std::vector<std::int64_t>> places;
  std::vector<std::string> names;
  for (auto& [place, ids] : by_place) {
    places.push_back(ids);
    for (auto id : ids) names.push_back(name_of(ev, id));
  }
  ResultRecord r = pairing::placement_result(game, m, places, names);
  r.adjudication_json = judge::to_json(res);
  for (auto& seat : r.seats) {
    nlohmann::json ids = nlohmann::json::array();
    for (auto a : awards[seat.player_id]) ids.push_back(std::string(judge::award_id_name(a)));
    seat.awards_json = ids.dump();
  }
  return r;
}

}  // namespace

// For reports from a pod's phones (table_reports.cpp): the same placements and awards as `--roeup`.
ResultRecord roeup_result_of(const std::string& table_text, const std::string& where, const pairing::Event& ev, const Game& game,
                             const pairing::MatchRef& m) {
  ResultRequest a;
  a.roeup_text = table_text;
  a.roeup_file = where;
  return roeup_result(a, ev, game, m);
}

namespace {

// The one place where the ways of giving a result are told apart.
ResultRecord build_result(const ResultRequest& a, const pairing::Event& ev, const Game& game, const pairing::MatchRef& m,
                          const judge::Verdict* adjudicated = nullptr) {
  if (!a.roeup_file.empty()) {
    if (!a.score.empty() || !a.winner.empty() || a.draw || a.double_loss || !a.placement.empty())
      throw InputError(Message{N_("--roeup decides the placements; give no score, --winner, --draw or --placement with it"), {}});
    // The pack's awards procedure (ROE UP! ゲームの終了) places a pod by its end-of-game figures.
    if (!game.has_procedure(ProcedureId::awards))
      throw InputError(Message{N_("--roeup reads a ROE UP! end-of-game table; this event plays {game}"), {{"game", game.id, game.name_ja}}});
    return roeup_result(a, ev, game, m);
  }
  if (adjudicated) {
    std::int64_t winner = m.players.at(adjudicated->winner == judge::Side::a ? 0 : 1);
    ResultRecord r = pairing::winner_result(game, m, winner);
    r.kind = ResultKind::adjudicated;
    r.summary += " (time limit, " + adjudicated->decided_by + ")";  // for scripts; people get result_text
    r.adjudication_json = judge::to_stored_json(*adjudicated);
    // The one game of the match, with the rules that decided it.
    GameRecord g;
    g.number = 1;
    g.outcome = GameOutcome::win;
    g.winner_id = winner;
    g.adjudication_json = r.adjudication_json;
    r.games = {g};
    return r;
  }
  int given = !a.score.empty() + !a.winner.empty() + a.draw + a.double_loss + !a.placement.empty();
  if (given != 1)
    throw InputError(Message{given == 0 ? N_("give the result: a score such as 2-1, --winner P, --draw, --double-loss, --placement \"A,B,C,D\" or --time-limit")
                                        : N_("give only one of: a score, --winner, --draw, --double-loss, --placement, --time-limit"),
                             {}});
  if (!a.score.empty()) {
    auto g = pairing::parse_games(a.score);
    if (!g)
      throw InputError(Message{N_("'{score}' is not a score; write games won-lost[-drawn] for the first player, e.g. 2-1 or 1-1-1"), {{"score", a.score}}});
    return pairing::games_result(game, m, (*g)[0], (*g)[1], (*g)[2]);
  }
  if (!a.winner.empty() && !a.winner_games.empty()) return winner_games_result(game, m, seated_player(ev, m, a.winner), a.winner_games);
  if (!a.winner.empty()) return pairing::winner_result(game, m, seated_player(ev, m, a.winner));
  if (a.draw) return pairing::draw_result(game, m);
  if (a.double_loss) return pairing::double_loss_result(m);
  std::vector<std::string> names;
  auto places = parse_placement(ev, a.placement, names);
  return pairing::placement_result(game, m, places, names);
}

// The result in a line, in the reader's language.
Message describe(const pairing::Event& ev, const Game& game, const pairing::MatchRef& m, const ResultRecord& r) {
  const MatchStructure played = pairing::round_structure(game, m.best_of);
  // "佐藤 対 鈴木": the names joined in the reader's language, as the pages' "vs".
  Message who = verbatim(m.players.empty() ? std::string() : name_of(ev, m.players.front()));
  for (std::size_t i = 1; i < m.players.size(); ++i) who = Message{N_("{a} vs {b}"), {arg("a", who), {"b", name_of(ev, m.players[i])}}};
  return Message{N_("round {round} table {table} ({players}): {result}"),
                 {{"round", std::to_string(m.round)}, {"table", std::to_string(m.table)}, arg("players", who),
                  arg("result", result_text(r, [&](std::int64_t id) { return name_of(ev, id); }, &played))}};
}

}  // namespace

ResultOutcome enter_result(Database& db, const ResultRequest& a, const Actor& actor) {
  // BEGIN IMMEDIATE: a second terminal waits here, then sees this result.
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  Game game = game_of(ev.info);
  pairing::MatchRef m = pairing::find_match(db, a.table, a.round > 0 ? std::optional<int>(a.round) : std::nullopt);
  ResultOutcome out;
  out.game = game.id;
  if (a.time_limit) {
    if (!a.score.empty() || !a.winner.empty() || a.draw || a.double_loss || !a.placement.empty())
      throw InputError(Message{N_("--time-limit decides the result; give no score, --winner, --draw or --placement with it"), {}});
    out.verdict = time_limit_verdict(a, game);
    out.first_player = name_of(ev, m.players.at(0));
    for (auto id : m.players) out.seat_names.push_back(name_of(ev, id));
    // 2-5-4: nothing is recorded until the judge enters who won the janken.
    if (judge::needs_person(*out.verdict)) {
      out.status = ResultOutcome::Status::needs_janken;
      return out;
    }
  }
  ResultRecord r = build_result(a, ev, game, m, out.verdict ? &*out.verdict : nullptr);
  auto done = record_result(db, m, r, a.correct, a.keep_pairings, &out.notes);  // event/result_change.hpp
  change.commit();
  out.description = describe(ev, game, m, r);
  if (done == pairing::Recorded::unchanged) out.status = ResultOutcome::Status::unchanged;
  else if (m.result) {
    out.status = ResultOutcome::Status::corrected;
    const MatchStructure played = pairing::round_structure(game, m.best_of);
    out.previous_text = result_text(*m.result, [&](std::int64_t id) { return name_of(ev, id); }, &played);
  }
  return out;
}

BatchOutcome enter_results_csv(Database& db, const std::string& text, const std::string& file, bool correct, const Actor& actor,
                               bool keep_pairings) {
  auto rows = parse_csv(text, file);
  if (rows.empty()) throw InputError(file, 1, Message{N_("empty file; the first line must name the columns: round,table,result"), {}});
  static const std::vector<ColumnSpec> spec = {
      {"round", {"回戦", "ラウンド"}, true, N_("the columns must be round,table,result")},
      {"table", {"卓", "テーブル", "卓番号"}, true, N_("the columns must be round,table,result")},
      {"result", {"結果"}, true, N_("the columns must be round,table,result")},
  };
  std::vector<int> cols = match_columns(rows[0], spec, file);
  int c_round = cols[0], c_table = cols[1], c_result = cols[2];
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  Game game = game_of(ev.info);
  BatchOutcome out;
  std::map<std::pair<int, int>, int> seen;
  for (std::size_t k = 1; k < rows.size(); ++k) {
    const auto& row = rows[k];
    auto field = [&](int c) { return static_cast<std::size_t>(c) < row.fields.size() ? trim(row.fields[static_cast<std::size_t>(c)]) : std::string(); };
    try {
      int round = parse_number(field(c_round), "round"), table = parse_number(field(c_table), "table");
      auto [it, fresh] = seen.emplace(std::make_pair(round, table), row.line);
      if (!fresh)
        throw InputError(Message{N_("round {round} table {table} is given twice (line {line})"),
                                 {{"round", std::to_string(round)}, {"table", std::to_string(table)}, {"line", std::to_string(it->second)}}});
      pairing::MatchRef m = pairing::find_match(db, table, round);
      ResultRequest one;
      std::string result = field(c_result);
      // A word in the column is a result kind as the event file names it ("double loss" too).
      std::string folded = fold_text(result);
      std::replace(folded.begin(), folded.end(), ' ', '-');
      const std::optional<ResultKind> word = parse_result_kind(folded);
      if (game.match.players_per_table > 2) one.placement = result;
      else if (word == ResultKind::draw) one.draw = true;
      else if (word == ResultKind::double_loss) one.double_loss = true;
      else one.score = result;
      ResultRecord r = build_result(one, ev, game, m);
      (record_result(db, m, r, correct, keep_pairings, &out.notes) == pairing::Recorded::written ? out.written : out.unchanged)++;
    } catch (const InputError& e) {
      throw InputError(file, row.line, e.message());  // nothing is written: the Change rolls back
    }
  }
  change.commit();
  return out;
}

}  // namespace jk::event
