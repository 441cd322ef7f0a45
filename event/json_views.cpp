#include "json_views.hpp"

#include <cmath>

#include "judge.hpp"

namespace jk::event {

using nlohmann::ordered_json;

double round4(double v) { return std::round(v * 10000.0) / 10000.0; }

namespace {

ordered_json text_or_null(const std::string& s) { return s.empty() ? ordered_json(nullptr) : ordered_json(s); }
template <class T>
ordered_json value_or_null(const std::optional<T>& v) {
  return v ? ordered_json(*v) : ordered_json(nullptr);
}

// A stored awards list (a JSON array of ids), as data.
ordered_json awards_of(const std::optional<std::string>& stored) {
  if (!stored) return nullptr;
  auto a = ordered_json::parse(*stored, nullptr, false);
  return a.is_array() ? a : ordered_json(nullptr);
}

// What decided an adjudicated or penalty result, from its adjudication: the rule (time limit) or
// the penalty's kind and player. Null for a result entered as played.
ordered_json decided_by(const ResultRecord& r) {
  if (!r.adjudication_json) return nullptr;
  if (r.kind == ResultKind::adjudicated) {
    try {
      return {{"rule", judge::verdict_from_json(*r.adjudication_json).decided_by}};
    } catch (const std::exception&) {
      return nullptr;
    }
  }
  auto a = ordered_json::parse(*r.adjudication_json, nullptr, false);
  if (r.kind != ResultKind::penalty || !a.is_object() || !a.contains("penalty") || !a["penalty"].is_object()) return nullptr;
  const auto& p = a["penalty"];
  return {{"penalty", p.value("kind", "")}, {"player_id", p.value("player_id", std::int64_t(0))}, {"citation", p.contains("citation") ? p["citation"] : ordered_json(nullptr)}};
}

}  // namespace

ordered_json to_json(const ResultRecord& r) {
  ordered_json seats = ordered_json::array(), games = ordered_json::array();
  for (const auto& s : r.seats)
    seats.push_back({{"player_id", s.player_id}, {"outcome", seat_outcome_name(s.outcome)}, {"games_won", s.games_won}, {"games_lost", s.games_lost},
                     {"games_drawn", s.games_drawn}, {"placement", value_or_null(s.placement)}, {"awards", awards_of(s.awards_json)}});
  for (const auto& g : r.games)
    games.push_back({{"number", g.number}, {"outcome", game_outcome_name(g.outcome)}, {"winner_id", value_or_null(g.winner_id)}});
  return {{"kind", result_kind_name(r.kind)}, {"seats", seats}, {"games", games}, {"decided_by", decided_by(r)}};
}

ordered_json to_json(const RoundView& r) {
  ordered_json j = {{"round", r.number}, {"stage", stage_name(r.stage)}, {"status", r.closed ? "closed" : "open"}, {"best_of", r.best_of}, {"tables", ordered_json::array()}};
  for (const auto& t : r.tables) {
    ordered_json players = ordered_json::array();
    for (const auto& p : t.players) players.push_back({{"id", p.id}, {"name", p.name}, {"points", p.points}});
    j["tables"].push_back({{"table", value_or_null(t.table)}, {"bye", t.bye}, {"awarded", t.awarded}, {"players", players}, {"result", t.result ? to_json(*t.result) : ordered_json(nullptr)}});
  }
  if (!r.teams.empty()) j["teams"] = team_tables_json(r.teams);
  return j;
}

ordered_json to_json(const StandingsView& v) {
  ordered_json out = ordered_json::array();
  for (std::size_t i = 0; i < v.rows.size(); ++i) {
    const auto& r = v.rows[i];
    ordered_json tb = ordered_json::object();
    for (const auto& id : v.columns)
      for (const auto& [k, x] : r.tiebreakers)
        if (k == id) tb[id] = round4(x);
    out.push_back({{"rank", r.rank}, {"player_id", r.player_id}, {"name", r.name}, {"reading", text_or_null(r.reading)},
                   {"external_id", text_or_null(v.external_ids[i])}, {"points", r.points}, {"wins", r.wins}, {"losses", r.losses},
                   {"draws", r.draws}, {"tiebreakers", tb}, {"rounds", r.rounds}, {"byes", r.byes}, {"dropped", r.dropped},
                   {"place", v.places[i]}, {"finish", finish_name(v.finishes[i])}});
  }
  return out;
}

ordered_json to_json(const PenaltyFact& e) {
  return {{"id", e.id},
          {"created_at", e.created_at},
          {"round", value_or_null(e.round)},
          {"infraction", e.infraction},
          {"times", e.times},
          {"citation", text_or_null(e.citation)},
          {"penalty", penalty_name(e.penalty)},
          {"note", text_or_null(e.note)},
          {"match_id", value_or_null(e.match_id)},
          {"table", value_or_null(e.table)},
          {"voided", e.voided() ? ordered_json({{"at", e.voided_at}, {"reason", e.void_reason}}) : ordered_json(nullptr)}};
}

ordered_json to_json(const PlayerListing& l) {
  ordered_json out = ordered_json::array();
  for (const auto& p : l.players) {
    auto pts = l.points.find(p.id);
    out.push_back({{"id", p.id}, {"name", p.name}, {"reading", text_or_null(p.reading)}, {"external_id", text_or_null(p.external_id)},
                   {"joined_round", p.joined_round}, {"dropped_after_round", value_or_null(p.dropped_after)},
                   {"points", pts == l.points.end() ? 0 : pts->second}, {"checked_in_at", value_or_null(p.checked_in_at)},
                   {"fixed_table", value_or_null(p.fixed_table)}});
  }
  return out;
}

ordered_json to_json(const RoundPlan& p) {
  auto record = [&](int losses) { return std::to_string(p.rounds - losses) + "-" + std::to_string(losses); };
  ordered_json j = {{"players", p.players}, {"rounds", p.rounds}, {"top_cut", p.top_cut}, {"expected_by_losses", ordered_json::array()}};
  for (int l = 0; l <= p.rounds; ++l)
    j["expected_by_losses"].push_back({{"record", record(l)}, {"players", round4(p.expected_by_losses[static_cast<std::size_t>(l)])}});
  if (p.cut_losses) j["cut_record"] = record(*p.cut_losses);
  return j;
}

ordered_json to_json(const BracketView& v) {
  static const char* const stages[] = {"final", "semi-final", "quarter-final", "top"};
  ordered_json j = {{"event", v.event_name}, {"size", v.size}, {"pods", v.pods}, {"rounds_total", v.rounds_total}, {"rounds", ordered_json::array()},
                    {"champion", value_or_null(v.champion)}};
  for (const auto& r : v.rounds) {
    ordered_json rj = {{"round", r.number}, {"stage", stages[static_cast<int>(r.stage)]}, {"players", r.players},
                       {"status", r.closed ? "closed" : "open"}, {"matches", ordered_json::array()}};
    for (const auto& m : r.matches) {
      ordered_json players = ordered_json::array();
      for (const auto& s : m.players)
        players.push_back({{"id", s.id}, {"name", s.name}, {"seed", s.seed}, {"place", value_or_null(s.place)}, {"won", s.won}});
      rj["matches"].push_back({{"table", value_or_null(m.table)}, {"bye", m.bye}, {"decided", m.decided}, {"third_place", m.third_place}, {"players", players}});
    }
    j["rounds"].push_back(rj);
  }
  return j;
}

std::string_view meeting_name(Meeting m) {
  static const char* const names[] = {"to-play", "playing", "won", "lost", "drawn", "walkover-won", "walkover-lost", "not-played"};
  return names[static_cast<int>(m)];
}

ordered_json to_json(const GroupsView& v) {
  ordered_json j = {{"event", v.event_name}, {"rounds_total", v.rounds_total}, {"rounds_paired", v.rounds_paired}, {"groups", ordered_json::array()}};
  for (const auto& g : v.groups) {
    ordered_json gj = {{"group", g.number}, {"rounds", g.rounds}, {"rows", ordered_json::array()}, {"sitting_out", ordered_json::array()}};
    for (const auto& r : g.rows) {
      ordered_json tb = ordered_json::object(), matches = ordered_json::array();
      for (const auto& [name, value] : r.tiebreakers) tb[name] = round4(value);
      for (const auto& c : r.cells)
        if (c.opponent != r.player_id)
          matches.push_back({{"opponent", c.opponent}, {"round", c.round}, {"meeting", meeting_name(c.meeting)}, {"games_won", c.games_won}, {"games_lost", c.games_lost}});
      gj["rows"].push_back({{"rank", r.rank}, {"player_id", r.player_id}, {"name", r.name}, {"points", r.points}, {"wins", r.wins}, {"losses", r.losses},
                            {"draws", r.draws}, {"dropped", r.dropped}, {"tiebreakers", tb}, {"matches", matches}});
    }
    for (const auto& s : g.sitting_out) gj["sitting_out"].push_back(value_or_null(s));
    j["groups"].push_back(gj);
  }
  return j;
}

}  // namespace jk::event
