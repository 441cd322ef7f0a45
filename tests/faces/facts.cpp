#include "facts.hpp"

#include <regex>

#include <catch2/catch.hpp>

#include "event_file.hpp"
#include "event_views.hpp"
#include "pack.hpp"

namespace jk::faces {

Facts reference(const Built& b) {
  Database db = open_event(b.path, OpenMode::read);
  const event::EventViews v = event::event_views(db);
  Facts f;
  f.has_standings = f.has_seats = f.has_penalties = true;
  for (std::size_t i = 0; i < v.standings.rows.size(); ++i) {
    const auto& r = v.standings.rows[i];
    f.standings[r.player_id] = {v.standings.places[i], r.points,
                                std::to_string(r.wins) + "-" + std::to_string(r.losses) + "-" + std::to_string(r.draws)};
  }
  for (const auto& rd : v.rounds)
    for (const auto& m : rd.matches) {
      if (!m.result) continue;
      for (const auto& s : m.result->seats)
        f.seats[{rd.number, s.player_id}] = {std::string(seat_outcome_name(s.outcome)),
                                             std::to_string(s.games_won) + "-" + std::to_string(s.games_lost) + "-" + std::to_string(s.games_drawn),
                                             s.placement};
    }
  std::vector<event::PenaltyFact> by_id = v.penalties;
  std::sort(by_id.begin(), by_id.end(), [](const auto& x, const auto& y) { return x.id < y.id; });
  for (const auto& p : by_id) f.penalties[p.player_id].push_back({p.infraction, std::string(penalty_name(p.penalty)), p.voided(), p.times});
  f.penalties_in_force = event::in_force(v.penalties);
  f.counted_rounds = v.standings.counted_rounds;
  return f;
}

void compare(const Facts& ref, const Facts& face, const std::string& name, bool last_round_only) {
  INFO("face: " << name);
  if (face.counted_rounds) CHECK(*face.counted_rounds == *ref.counted_rounds);
  if (face.has_standings) {
    CHECK(face.standings.size() == ref.standings.size());  // every player, once
    for (const auto& [id, s] : ref.standings) {
      INFO("standing of player " << id);
      auto it = face.standings.find(id);
      REQUIRE(it != face.standings.end());
      CHECK(it->second.place == s.place);
      CHECK(it->second.points == s.points);
      CHECK(it->second.record == s.record);
    }
  }
  if (face.has_seats) {
    int last = 0;
    for (const auto& [key, s] : ref.seats) last = std::max(last, key.first);
    std::size_t expected = 0;
    for (const auto& [key, s] : ref.seats) {
      if (last_round_only && key.first != last) continue;
      ++expected;
      INFO("round " << key.first << ", player " << key.second);
      auto it = face.seats.find(key);
      REQUIRE(it != face.seats.end());
      if (!it->second.outcome.empty()) CHECK(it->second.outcome == s.outcome);
      if (it->second.games) CHECK(*it->second.games == *s.games);
      if (it->second.placement) CHECK(it->second.placement == s.placement);
    }
    CHECK(face.seats.size() == expected);  // no result the event does not have
  }
  if (face.has_penalties) {
    std::size_t players = 0;
    for (const auto& [id, list] : ref.penalties) {
      INFO("penalties of player " << id);
      ++players;
      auto it = face.penalties.find(id);
      REQUIRE(it != face.penalties.end());
      REQUIRE(it->second.size() == list.size());
      for (std::size_t i = 0; i < list.size(); ++i) {
        INFO("penalty " << i + 1);
        CHECK(it->second[i].infraction == list[i].infraction);
        CHECK(it->second[i].kind == list[i].kind);
        CHECK(it->second[i].voided == list[i].voided);
        CHECK(it->second[i].times == list[i].times);
      }
    }
    CHECK(face.penalties.size() == players);
  }
  if (face.penalties_in_force) CHECK(*face.penalties_in_force == *ref.penalties_in_force);
}

std::int64_t id_of(const Built& b, const std::string& token) {
  for (const auto& [name, id] : b.ids)
    if (token.rfind(name, 0) == 0) return id;
  return 0;
}

std::vector<std::string> tokens(const std::string& line) {
  std::vector<std::string> out;
  std::string cur;
  for (std::size_t i = 0; i < line.size();) {
    if (line[i] == ' ' || line[i] == '\t') {
      if (!cur.empty()) out.push_back(cur), cur.clear();
      ++i;
    } else if (line.compare(i, 3, "\xE3\x80\x80") == 0) {  // an ideographic space
      if (!cur.empty()) out.push_back(cur), cur.clear();
      i += 3;
    } else {
      cur += line[i++];
    }
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = std::min(text.find('\n', start), text.size());
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

bool is_record(const std::string& t) {
  int dashes = 0;
  bool digit = false;
  for (char c : t) {
    if (c == '-') {
      if (!digit) return false;
      ++dashes, digit = false;
    } else if (c >= '0' && c <= '9') {
      digit = true;
    } else {
      return false;
    }
  }
  return dashes == 2 && digit;
}

std::string lang_of(Lang lang) { return lang == Lang::ja ? "ja" : "en"; }

std::optional<int> rounds_in_heading(const std::string& text) {
  static const std::regex heading(R"(after round (\d+)|after (\d+) rounds?|(\d+)回戦終了時)");
  std::smatch m;
  if (!std::regex_search(text, m, heading)) return std::nullopt;
  for (std::size_t i = 1; i < m.size(); ++i)
    if (m[i].matched) return std::stoi(m[i]);
  return std::nullopt;
}

}  // namespace jk::faces
