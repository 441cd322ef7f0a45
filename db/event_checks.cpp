#include "event_checks.hpp"

#include <sqlite3.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>
#include <regex>
#include <set>

#include "event_file.hpp"
#include "migrations.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk {

namespace {

[[noreturn]] void not_an_event(const std::string& path, Message why) {
  throw InputError(path, 0, Message{N_("not a judgekit event file ({why}); nothing was changed"), {arg("why", std::move(why))}});
}

std::int64_t scalar(Database& db, const char* sql) {
  auto st = db.prepare(sql);
  return st.step() ? st.int64(0) : 0;
}

bool has_judgekit_tables(Database& db) {
  return scalar(db,
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN "
                "('event', 'players', 'rounds', 'matches', 'seats', 'results', 'command_context', 'audit_log')") == 8;
}

// The tables the migrations up to this build's version create, read from their SQL.
const std::set<std::string>& schema_tables() {
  static const std::set<std::string> tables = [] {
    std::set<std::string> out;
    static const std::regex create(R"(CREATE TABLE (\w+))");
    for (const auto& m : migrations()) {
      std::string sql = m.sql;
      for (std::sregex_iterator it(sql.begin(), sql.end(), create), end; it != end; ++it) out.insert((*it)[1]);
    }
    return out;
  }();
  return tables;
}

// "rounds are numbered 1 to 4736, but there are 3".
void check_rounds(Database& db, const std::string& path) {
  auto st = db.prepare("SELECT count(*), coalesce(min(number), 1), coalesce(max(number), 0) FROM rounds");
  st.step();
  if (st.int64(1) != 1 || st.int64(2) != st.int64(0))
    throw_damaged(path, Message{N_("its rounds are numbered {first} to {last}, but there are {count}"),
                                {{"first", std::to_string(st.int64(1))}, {"last", std::to_string(st.int64(2))}, {"count", std::to_string(st.int64(0))}}});
  // The distinct round values, each the next one up the (round, table_number) index: a seek a
  // round instead of reading all 70,000 entries of a big event. Text and fractions sort after or
  // between the numbers, so they are found too.
  if (std::int64_t n = scalar(db,
                              "WITH RECURSIVE r(v) AS (SELECT min(round) FROM matches UNION ALL "
                              "SELECT (SELECT min(round) FROM matches WHERE round > r.v) FROM r WHERE r.v IS NOT NULL) "
                              "SELECT coalesce(sum((SELECT count(*) FROM matches m WHERE m.round = r.v)), 0) FROM r "
                              "WHERE r.v IS NOT NULL AND r.v NOT IN (SELECT number FROM rounds)"))
    throw_damaged(path, Message{n == 1 ? N_("{count} match belongs to no round") : N_("{count} matches belong to no round"), {{"count", std::to_string(n)}}});
}

void check_seats(Database& db, const std::string& path) {
  // The players seated, read from the seats_by_player index (one entry a player, not a seat),
  // each looked up: a third of the time of a lookup per seat on 140,000 seats.
  auto st = db.prepare("SELECT player_id FROM (SELECT DISTINCT player_id FROM seats) WHERE player_id NOT IN (SELECT id FROM players) LIMIT 1");
  if (!st.step()) return;
  auto seat = db.prepare("SELECT match_id FROM seats WHERE player_id = ?1 ORDER BY match_id LIMIT 1");
  seat.bind(1, st.int64(0));
  seat.step();
  throw_damaged(path, Message{N_("a seat of match {match} names player {player}, who is not in the event"),
                              {{"match", std::to_string(seat.int64(0))}, {"player", std::to_string(st.int64(0))}}});
}

// Names are valid UTF-8 when they come in: one that is not is a damaged page, which would
// otherwise be printed as it is. (A control character is not damage: an import before issue 28
// let them in; the terminal shows them escaped.)
void check_names(Database& db, const std::string& path) {
  auto bad = [](std::string_view text) { return !valid_utf8(text); };
  auto st = db.prepare("SELECT id, name, coalesce(reading, ''), name_key FROM players");
  while (st.step())
    if (bad(st.text_view(1)) || bad(st.text_view(2)) || bad(st.text_view(3)))
      throw_damaged(path, Message{N_("player {id}'s name is not readable text"), {{"id", std::to_string(st.int64(0))}}});
  auto ev = db.prepare("SELECT name FROM event");
  if (ev.step() && bad(ev.text(0))) throw_damaged(path, Message{N_("the event's name is not readable text"), {}});
}

std::uint32_t big_endian(const unsigned char* p) {
  return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | p[3];
}

// Page 1 as the last transaction committed to `path`-wal left it, when that WAL holds one: the
// file's own page 1 may be older (a writer in this process that has not checkpointed yet, or a
// program that died). Read from the -wal file directly, which SQLite never locks, so closing it
// drops no lock; frames of an older WAL generation (other salts) and after the last commit are
// not the database's.
std::optional<std::string> wal_page_one(const std::string& path) {
  std::ifstream in(path + "-wal", std::ios::binary);
  unsigned char header[32];
  if (!in.read(reinterpret_cast<char*>(header), sizeof header)) return std::nullopt;
  const std::uint32_t magic = big_endian(header), page_size = big_endian(header + 8);
  if ((magic & 0xFFFFFFFE) != 0x377F0682 || page_size < 512 || page_size > 65536 || (page_size & (page_size - 1))) return std::nullopt;
  std::optional<std::string> committed, pending;
  std::string page(page_size, '\0');
  unsigned char frame[24];
  while (in.read(reinterpret_cast<char*>(frame), sizeof frame) && in.read(page.data(), page_size)) {
    if (std::memcmp(frame + 8, header + 16, 8) != 0) break;  // salts: a frame of an older generation
    if (big_endian(frame) == 1) pending = page;
    if (big_endian(frame + 4) != 0 && pending) committed = pending;  // a commit frame
  }
  return committed;
}

// Whether a row of a table the scans read was written after audit row `from`, up to `to`.
bool scanned_tables_written(Database& db, std::int64_t from, std::int64_t to) {
  auto st = db.prepare("SELECT 1 FROM audit_log WHERE id > ?1 AND id <= ?2 AND (entity = 'seats' OR entity = 'players' OR entity = 'event') LIMIT 1");
  st.bind(1, from).bind(2, to);
  return st.step();
}

std::optional<std::int64_t> stored_mark(Database& db) {
  auto st = db.prepare("SELECT checked_through FROM command_context WHERE id = 1");
  return st.step() ? st.opt_int64(0) : std::nullopt;
}

}  // namespace

std::int64_t last_audit_id(Database& db) { return scalar(db, "SELECT coalesce(max(id), 0) FROM audit_log"); }

void advance_checked_through(Database& db, std::int64_t first) {
  const auto mark = stored_mark(db), opened = db.checked_through();
  if (!mark && !opened) return;
  const std::int64_t held = std::max(mark.value_or(0), opened.value_or(0));
  if (scanned_tables_written(db, held, first)) return;  // by another program: the next open scans
  const std::int64_t last = last_audit_id(db);
  db.prepare("UPDATE command_context SET checked_through = ?1 WHERE id = 1").bind(1, last).run();
  db.set_checked_through(last);
}

[[noreturn]] void throw_damaged(const std::string& path, Message why) {
  throw InputError(path, 0,
                   Message{N_("the event file is damaged ({why}); nothing was changed; go on from a backup copy of it"), {arg("why", std::move(why))}});
}

void identify_event_file(const std::string& path) {
  try {
    std::uint32_t app_id = 0;
    std::int64_t version = 0;
    if (auto header = read_file_head(path, 100)) {
      if (header->size() < 100 || header->compare(0, 16, std::string("SQLite format 3\0", 16)) != 0)
        not_an_event(path, Message{N_("not an SQLite database"), {}});
      const auto* h = reinterpret_cast<const unsigned char*>(header->data());
      app_id = big_endian(h + 68);
      version = static_cast<std::int32_t>(big_endian(h + 60));
    }
    if (auto page = wal_page_one(path)) {
      const auto* h = reinterpret_cast<const unsigned char*>(page->data());
      app_id = big_endian(h + 68);
      version = static_cast<std::int32_t>(big_endian(h + 60));
    }
    if (app_id != 0 && app_id != static_cast<std::uint32_t>(kEventApplicationId)) {
      char hex[16];
      std::snprintf(hex, sizeof hex, "0x%08x", app_id);
      not_an_event(path, Message{N_("another program's SQLite database, application id {id}"), {{"id", hex}}});
    }
    if (version <= 0) not_an_event(path, Message{N_("schema version {version}"), {{"version", std::to_string(version)}}});
    if (version > latest_schema_version())
      throw InputError(path, 0,
                       Message{N_("written by a newer judgekit (schema version {version}, this build knows up to {latest}); upgrade judgekit to open it"),
                               {{"version", std::to_string(version)}, {"latest", std::to_string(latest_schema_version())}}});
    // Files from before application ids were set are recognised by their tables.
    if (app_id == 0) {
      Database probe(path, false, Database::Access::immutable);
      if (!has_judgekit_tables(probe)) not_an_event(path, Message{N_("an SQLite database with other tables"), {}});
    }
  } catch (const SqliteError& e) {
    if ((e.code & 0xff) == SQLITE_NOTADB) not_an_event(path, Message{N_("not an SQLite database"), {}});
    throw explain_sqlite_error(e, path);
  }
}

void quick_check(Database& db, const std::string& path) {
  auto st = db.prepare("PRAGMA quick_check(1)");
  if (st.step() && st.text(0) != "ok") throw_damaged(path, verbatim(st.text(0)));
}

void check_event_invariants(Database& db, const std::string& path) {
  std::set<std::string> present;
  {
    auto st = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'");
    while (st.step()) present.insert(st.text(0));
  }
  for (const auto& t : schema_tables())
    if (!present.count(t)) throw_damaged(path, Message{N_("its table {table} is missing"), {{"table", t}}});
  {
    auto st = db.prepare("SELECT count(*), max(date) FROM event");
    st.step();
    // No row yet is a file made without an event (the event store says so); two cannot be.
    if (st.int64(0) > 1) throw_damaged(path, Message{N_("it holds {count} event rows, not one"), {{"count", std::to_string(st.int64(0))}}});
    if (st.int64(0) == 1 && !valid_date(st.text(1))) throw_damaged(path, Message{N_("the event's date '{date}' is not a date"), {{"date", st.text(1)}}});
  }
  check_rounds(db, path);
  // Every audit row takes its command and time from this row: without it, writes would go unrecorded.
  if (scalar(db, "SELECT count(*) FROM command_context WHERE id = 1") != 1)
    throw_damaged(path, Message{N_("its command context row is missing: changes could not be recorded in the audit log"), {}});
  // Read before the scans: whatever is written after this row is not vouched for by them.
  const std::int64_t last = last_audit_id(db);
  const auto mark = stored_mark(db);
  if (!mark || *mark > last || scanned_tables_written(db, *mark, last)) {
    check_seats(db, path);
    check_names(db, path);
  }
  db.set_checked_through(last);
  if (scalar(db, "SELECT count(*) FROM event_secret WHERE secret IS NOT secret_copy") != 0)
    throw_damaged(path, Message{N_("the event's secret differs from its copy"), {}});
}

InputError explain_sqlite_error(const SqliteError& e, const std::string& path) {
  const std::string file = path.empty() ? e.file : path;
  const int primary = e.code & 0xff;
  if (primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB) {
    try {
      throw_damaged(file, verbatim(e.what()));
    } catch (const InputError& damaged) {
      return damaged;
    }
  }
  if (primary == SQLITE_FULL || (primary == SQLITE_IOERR && e.system_errno == ENOSPC))
    return InputError(file, 0, Message{N_("the disk is full; nothing was changed (free some space, then run the command again)"), {}});
  if (primary == SQLITE_READONLY || primary == SQLITE_PERM || primary == SQLITE_CANTOPEN)
    return InputError(file, 0, Message{N_("cannot open the event file ({what}); nothing was changed"), {{"what", e.what()}}});
  if (primary == SQLITE_IOERR)
    return InputError(file, 0, Message{N_("cannot read or write the event file: {what} ({error}); nothing was changed"),
                                       {{"what", e.what()}, {"error", std::strerror(e.system_errno)}}});
  if (e.code == SQLITE_CONSTRAINT_FOREIGNKEY)
    return InputError(file, 0, Message{N_("the change would leave a row of the event file naming one that is gone ({what}); nothing was changed; "
                                          "please report it with the command you ran"),
                                       {{"what", e.what()}}});
  return InputError(file, 0, Message{N_("event file error: {what}"), {{"what", e.what()}}});
}

}  // namespace jk
