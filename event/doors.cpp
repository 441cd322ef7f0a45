#include "doors.hpp"

#include <algorithm>

#include "entries.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "event_store.hpp"

namespace jk::event {

static CheckinEntry check_in_one(Database& db, const pairing::Event& ev, const pairing::Player& p, bool undo) {
  if (undo) {
    if (ev.last_round() > 0)
      throw InputError(Message{N_("round {round} is paired; a check-in can no longer be taken back"), {{"round", std::to_string(ev.last_round())}}});
    pairing::set_checked_in(db, p, false);
    return {p, CheckinOutcome::taken_back, 1};
  }
  if (p.dropped_after && *p.dropped_after == 0 && player_withdrew(db, p.id))
    throw CheckinRefused(Message{N_("{player} withdrew their entry before round 1 and is not in the event; a withdrawn entry cannot check in"),
                                 {{"player", p.name}}},
                         CheckinRefusal::withdrawn, p, 0);
  if (p.dropped_after && *p.dropped_after > 0)
    throw CheckinRefused(Message{N_("{player} dropped after round {round}; take the drop back with `judgekit player undrop` first"),
                                 {{"player", p.name}, {"round", std::to_string(*p.dropped_after)}}},
                         CheckinRefusal::dropped, p, *p.dropped_after);
  if (p.dropped_after) {  // a no-show dropped before round 1, arriving late: back in the event
    pairing::undrop_player(db, ev, p);
    pairing::set_checked_in(db, p, true);
    if (ev.last_round() == 0) return {p, CheckinOutcome::back, 1};
    return {p, CheckinOutcome::joins_late, pairing::next_round(ev)};
  }
  if (p.checked_in_at) return {p, CheckinOutcome::already, 1};
  pairing::set_checked_in(db, p, true);
  return {p, CheckinOutcome::checked_in, 1};
}

std::vector<CheckinEntry> check_in(Database& db, const std::vector<std::string>& who, bool undo, const Actor& actor) {
  if (who.empty()) throw InputError(Message{N_("name the players to check in (id, name or membership id), or give --list"), {}});
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  std::vector<const pairing::Player*> players;
  for (const auto& w : who) players.push_back(&pairing::resolve_player(ev, w));
  std::vector<CheckinEntry> out;
  for (const auto* p : players) out.push_back(check_in_one(db, ev, *p, undo));
  change.commit();
  return out;
}

CheckinListing checkin_listing(Database& db) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  CheckinListing out;
  out.event_name = ev.info.name;
  out.required = ev.info.settings.checkin_required;
  out.last_round = ev.last_round();
  for (auto& p : ev.players) {
    if (p.dropped_after) continue;
    (p.checked_in_at ? out.checked_in : out.not_checked_in).push_back(p);
  }
  return out;
}

void set_checkin_required(Database& db, bool required, const Actor& actor) {
  Change change(db, actor.label);
  EventSettings s = read_event_header(db).settings;
  s.checkin_required = required;
  write_event_settings(db, s);
  change.commit();
}

NoShows no_shows(Database& db, bool drop, const Actor& actor) {
  std::optional<Change> change;
  std::optional<ReadSnapshot> snapshot;
  if (drop) change.emplace(db, actor.label);
  else snapshot.emplace(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  NoShows out;
  std::vector<const pairing::Player*> absent;
  for (const auto& p : ev.players)
    if (!p.dropped_after && !p.checked_in_at) absent.push_back(&p), out.players.push_back(p);
  if (drop && !absent.empty()) {
    pairing::drop_before_round_one(db, ev, absent);
    out.dropped = true;
    change->commit();
  }
  return out;
}

// What a team event does not take yet: a player's own bye, restriction or table (they pair teams).
static void refuse_in_team_event(const pairing::Event& ev) {
  if (ev.info.team_size)
    throw InputError(Message{N_("a team event pairs teams, not players: awarded byes, restrictions and fixed tables of players do not apply to it"), {}});
}

pairing::Player seat_player(Database& db, const std::string& who, std::optional<int> table, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  refuse_in_team_event(ev);
  pairing::Player p = pairing::resolve_player(ev, who);
  pairing::set_fixed_table(db, ev, p, table);
  p.fixed_table = table;
  change.commit();
  return p;
}

TableNumbering set_table_numbering(Database& db, const TableNumbering& numbering, const Actor& actor) {
  if (numbering.first < 1 || numbering.first > 100000) throw InputError(Message{N_("--from must be a number from 1 to 100000"), {}});
  for (int n : numbering.skip)
    if (n < 1 || n > 100000) throw InputError(Message{N_("--skip takes table numbers from 1 to 100000, such as 5,6"), {}});
  Change change(db, actor.label);
  EventSettings s = read_event_header(db).settings;
  s.tables = numbering;
  std::sort(s.tables.skip.begin(), s.tables.skip.end());
  s.tables.skip.erase(std::unique(s.tables.skip.begin(), s.tables.skip.end()), s.tables.skip.end());
  write_event_settings(db, s);
  change.commit();
  return s.tables;
}

TableNumbering table_numbering(Database& db) {
  ReadSnapshot snapshot(db);
  return read_event_header(db).settings.tables;
}

ByesAwarded award_byes(Database& db, const std::string& who, int first, int last, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  refuse_in_team_event(ev);
  ByesAwarded out{pairing::resolve_player(ev, who), {}};
  out.rounds = pairing::award_byes(db, ev, out.player, first, last);
  change.commit();
  return out;
}

ByesAwarded clear_awarded_byes(Database& db, const std::string& who, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  ByesAwarded out{pairing::resolve_player(ev, who), {}};
  int n = pairing::clear_awarded_byes(db, ev, out.player);
  if (n == 0) throw InputError(Message{N_("{player} has no awarded bye in a round not yet paired; nothing to take back"), {{"player", out.player.name}}});
  out.rounds.assign(static_cast<std::size_t>(n), 0);
  change.commit();
  return out;
}

AvoidFact add_avoid(Database& db, const std::string& p, const std::string& q, std::optional<int> last_round, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  refuse_in_team_event(ev);
  AvoidFact out{pairing::resolve_player(ev, p), pairing::resolve_player(ev, q), last_round};
  pairing::add_avoid(db, out.a, out.b, last_round);
  change.commit();
  return out;
}

AvoidFact remove_avoid(Database& db, const std::string& p, const std::string& q, const Actor& actor) {
  Change change(db, actor.label);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  AvoidFact out{pairing::resolve_player(ev, p), pairing::resolve_player(ev, q), std::nullopt};
  if (!pairing::remove_avoid(db, out.a, out.b))
    throw InputError(Message{N_("{a} and {b} have no pairing restriction; nothing to remove"), {{"a", out.a.name}, {"b", out.b.name}}});
  change.commit();
  return out;
}

DoorsView doors_view(Database& db) {
  ReadSnapshot snapshot(db);
  pairing::Event ev = pairing::load_event(db, pairing::Load::header);
  DoorsView out;
  for (const auto& b : pairing::read_awarded_byes(db))
    if (const auto* p = ev.player(b.player)) out.byes.push_back({*p, b.round});
  for (const auto& a : pairing::read_avoids(db)) out.avoids.push_back({*ev.player(a.a), *ev.player(a.b), a.last_round});
  for (const auto& p : ev.players)
    if (p.fixed_table) out.seated.push_back(p);
  out.numbering = ev.info.settings.tables;
  return out;
}

}  // namespace jk::event
