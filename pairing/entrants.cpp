// Registration: players from names or a CSV, late entries, drops.
#include "event.hpp"
#include "players.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <unordered_map>

#include "columns.hpp"
#include "csv.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "fault.hpp"
#include "pods.hpp"
#include "text.hpp"

namespace jk::pairing {

using nlohmann::json;

// ---------------------------------------------------------------- changes



std::vector<NewPlayer> read_players_csv(const std::string& text, const std::string& file) {
  auto rows = parse_csv(text, file);
  if (rows.empty()) throw InputError(file, 1, Message{N_("empty file; the first line must name the columns: id,name,reading"), {}});
  // Japanese spreadsheets head the columns 会員番号, 氏名, ふりがな (docs/events.md).
  static const std::vector<ColumnSpec> spec = {
      {"id", {"会員番号", "ID", "番号"}, false, ""},
      {"name", {"氏名", "名前", "プレイヤー名"}, true, N_("the first line must name the columns: id,name,reading")},
      {"reading", {"ふりがな", "フリガナ", "読み", "よみ"}, false, ""},
      {"seed", {"シード", "シード順"}, false, ""},
  };
  std::vector<int> cols = match_columns(rows[0], spec, file);
  if (rows.size() == 1) throw InputError(file, 1, Message{N_("no players in the file, only its header line; add a line for each player below it"), {}});
  int col_id = cols[0], col_name = cols[1], col_reading = cols[2], col_seed = cols[3];
  std::vector<NewPlayer> out;
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const auto& f = rows[r].fields;
    auto field = [&](int c) { return c >= 0 && static_cast<std::size_t>(c) < f.size() ? trim(f[static_cast<std::size_t>(c)]) : std::string(); };
    NewPlayer p{field(col_name), field(col_reading), field(col_id), rows[r].line, std::nullopt};
    if (std::string seed = field(col_seed); !seed.empty()) {
      if (seed.size() > 6 || seed.find_first_not_of("0123456789") != std::string::npos || std::stoi(seed) < 1)
        throw InputError(file, rows[r].line, Message{N_("seed '{seed}' is not a whole number from 1"), {{"seed", seed}}});
      p.seed = std::stoi(seed);
    }
    if (f.size() > rows[0].fields.size())
      throw InputError(file, rows[r].line,
                       Message{N_("more fields than columns ({n} for {columns})"), {{"n", std::to_string(f.size())}, {"columns", std::to_string(rows[0].fields.size())}}});
    out.push_back(std::move(p));
  }
  return out;
}

// A name, reading or id a person typed: valid UTF-8 with no control characters (ESC, newline, NUL,
// C1 and bidi overrides would reach terminals, CSV cells and PDFs as they are).
// One message per field, so a translation words each whole.
enum class TypedField { name, reading, id };
static void check_text(const std::string& text, TypedField field, const std::string& where, int line) {
  static const char* const bad_utf8[] = {N_("the name is not valid UTF-8"), N_("the reading is not valid UTF-8"), N_("the id is not valid UTF-8")};
  static const char* const control[] = {N_("the name contains a control character (code {code}); type it again without it"),
                                        N_("the reading contains a control character (code {code}); type it again without it"),
                                        N_("the id contains a control character (code {code}); type it again without it")};
  const auto f = static_cast<std::size_t>(field);
  if (!valid_utf8(text)) throw InputError(where, line, Message{bad_utf8[f], {}});
  // C1 controls (U+009B is a terminal's CSI) and bidi overrides (U+202E turns a name around) too.
  if (std::string code = control_character(text); !code.empty()) throw InputError(where, line, Message{control[f], {{"code", code}}});
}

// A "note: …" for each face to word in its reader's language.
static Message same_name_note(const std::string& name, const std::string& other) {
  return Message{N_("note: {name} has the same name as {other}; refer to them by id"), {{"name", name}, {"other", other}}};
}

// The name's key; refuses a name a person could not tell apart or that reads as an id.
static std::string checked_key(const std::string& name, const std::string& where, int line) {
  if (name.empty()) throw InputError(where, line, Message{N_("a player needs a name"), {}});
  check_text(name, TypedField::name, where, line);
  std::string key = name_key(name);
  if (key.empty()) throw InputError(where, line, Message{N_("the name '{name}' has no letters or digits"), {{"name", name}}});
  if (std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw InputError(where, line, Message{N_("the name '{name}' is only digits, which reads as a player id; add a letter"), {{"name", name}}});
  return key;
}

std::string checked_player_key(const NewPlayer& p, const std::string& where) {
  std::string key = checked_key(p.name, where, p.line);
  check_text(p.reading, TypedField::reading, where, p.line);
  check_text(p.external_id, TypedField::id, where, p.line);
  return key;
}

std::vector<std::int64_t> add_players(Database& db, const std::vector<NewPlayer>& players, int joined_round, const std::string& source,
                                      std::vector<Message>& notes) {
  std::map<std::string, std::string> seen_keys;  // name_key -> name, existing players first
  std::set<std::string> seen_ids;
  {
    auto st = db.prepare("SELECT name, name_key, external_id FROM players");
    while (st.step()) {
      seen_keys.emplace(st.text(1), st.text(0));
      if (auto e = st.opt_text(2)) seen_ids.insert(*e);
    }
  }
  std::vector<std::int64_t> ids;
  auto insert = db.prepare(
      "INSERT INTO players (name, reading, name_key, external_id, joined_round, created_at, seed) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  for (const auto& p : players) {
    std::string where = p.line ? source : "";
    std::string key = checked_player_key(p, where);
    if (!p.external_id.empty() && !seen_ids.insert(p.external_id).second)
      throw InputError(where, p.line, Message{N_("id '{id}' is already registered"), {{"id", p.external_id}}});
    auto [it, fresh] = seen_keys.emplace(key, p.name);
    if (!fresh) notes.push_back(same_name_note(p.name, it->second));
    insert.bind(1, p.name)
        .bind(2, p.reading.empty() ? std::optional<std::string>() : std::optional<std::string>(p.reading))
        .bind(3, key)
        .bind(4, p.external_id.empty() ? std::optional<std::string>() : std::optional<std::string>(p.external_id))
        .bind(5, joined_round)
        .bind(6, utc_now())
        .bind(7, p.seed ? std::optional<std::int64_t>(*p.seed) : std::nullopt);
    insert.run();
    ids.push_back(db.last_insert_id());
  }
  return ids;
}

int next_round(const Event& ev) { return ev.last_round() + 1; }

void drop_player(Database& db, const Event& ev, const Player& p) {
  if (p.dropped_after)
    throw InputError(Message{N_("{player} already dropped after round {round}"), {{"player", p.name}, {"round", std::to_string(*p.dropped_after)}}});
  // Dropping takes effect from the next pairing; results of the current round still count.
  db.prepare("UPDATE players SET dropped_after_round = ?1 WHERE id = ?2").bind(1, ev.last_round()).bind(2, p.id).run();
}

void undrop_player(Database& db, const Event& ev, const Player& p) {
  if (!p.dropped_after) throw InputError(Message{N_("{player} has not dropped; nothing to undo"), {{"player", p.name}}});
  // A no-show dropped before round 1 played no round: back after round 1 is paired, it is a late entry.
  const int joins = *p.dropped_after == 0 && ev.last_round() > 0 ? std::max(p.joined_round, next_round(ev)) : p.joined_round;
  db.prepare("UPDATE players SET dropped_after_round = NULL, joined_round = ?2 WHERE id = ?1").bind(1, p.id).bind(2, joins).run();
}

std::vector<Message> rename_player(Database& db, const Player& p, const PlayerEdit& edit) {
  std::vector<Message> notes;
  if (!edit.name && !edit.reading && !edit.external_id) throw InputError(Message{N_("give --name, --reading or --id to change"), {}});
  std::string name = edit.name.value_or(p.name), key = checked_key(name, "", 0);
  std::string reading = edit.reading.value_or(p.reading), external = edit.external_id.value_or(p.external_id);
  check_text(reading, TypedField::reading, "", 0);
  check_text(external, TypedField::id, "", 0);
  auto st = db.prepare("SELECT id, name, name_key, external_id FROM players WHERE id <> ?1");
  st.bind(1, p.id);
  while (st.step()) {
    if (!external.empty() && st.opt_text(3).value_or("") == external)
      throw InputError(Message{N_("id '{id}' is already {player}'s (player {player_id})"),
                               {{"id", external}, {"player", st.text(1)}, {"player_id", std::to_string(st.int64(0))}}});
    if (st.text(2) == key) notes.push_back(same_name_note(name, st.text(1)));
  }
  auto opt = [](const std::string& v) { return v.empty() ? std::optional<std::string>() : std::optional<std::string>(v); };
  db.prepare("UPDATE players SET name = ?1, name_key = ?2, reading = ?3, external_id = ?4 WHERE id = ?5")
      .bind(1, name)
      .bind(2, key)
      .bind(3, opt(reading))
      .bind(4, opt(external))
      .bind(5, p.id)
      .run();
  return notes;
}

void remove_player(Database& db, const Event& ev, const Player& p) {
  if (ev.last_round() > 0)
    throw InputError(Message{N_("round {round} is paired: {player} is part of the event now; drop them instead (`judgekit player drop`)"),
                             {{"round", std::to_string(ev.last_round())}, {"player", p.name}}});
  auto count = [&](const char* sql) {
    auto st = db.prepare(sql);
    st.bind(1, p.id);
    st.step();
    return st.integer(0);
  };
  if (count("SELECT count(*) FROM decks WHERE player_id = ?1"))
    throw InputError(Message{N_("{player} has a registered decklist; remove it first (`judgekit deck unregister`)"), {{"player", p.name}}});
  if (count("SELECT count(*) FROM penalties WHERE player_id = ?1"))
    throw InputError(Message{N_("{player} has penalties in the log, which stays complete; drop the player instead (`judgekit player drop`)"),
                             {{"player", p.name}}});
  if (count("SELECT count(*) FROM team_members WHERE player_id = ?1"))
    throw InputError(Message{N_("{player} plays for a team; a team is registered whole: drop the team instead (`judgekit team drop`)"),
                             {{"player", p.name}}});
  db.prepare("DELETE FROM players WHERE id = ?1").bind(1, p.id).run();
}

}  // namespace jk::pairing
