// Forward migrations of the event file. Append a new entry to add a version; never edit an old one.
#include "migrations.hpp"

#include "errors.hpp"
#include "pack.hpp"
#include "results.hpp"

namespace jk {

namespace {

// Version 5: byes were stored 2-0 whatever the match structure; a bye scores as the structure's
// win (1-0 in best of 1, docs/events.md), so the stored ones are rescored from the game's pack.
void rescore_stored_byes(Database& db, const std::string& path) {
  // Byes stored, and byes a penalty keeps to put back when voided.
  auto st = db.prepare(
      "SELECT (SELECT count(*) FROM results WHERE kind = 'bye') + (SELECT count(*) FROM penalties WHERE json_extract(undo, '$.result.kind') = 'bye'), "
      "(SELECT game FROM event WHERE id = 1)");
  st.step();
  const int byes = st.integer(0);
  if (byes == 0) return;  // nothing to rescore: no pack needed
  const std::string game = st.opt_text(1).value_or("");
  MatchStructure ms;
  try {
    ms = load_game(games_dir(), game).match;
  } catch (const InputError& e) {
    throw InputError(path, 0,
                     Message{N_("schema version 5 scores the event's byes ({n}) as the match structure's win, but the pack of its game '{game}' "
                                "cannot be read ({why}); set JUDGEKIT_GAMES to the folder of the game packs and try again; nothing was changed"),
                             {{"n", std::to_string(byes)}, {"game", game}, arg("why", e.located_message())}});
  }
  rescore_byes(db, ms.bye_games_won, ms.bye_games_lost);
}

// Version 13: a CHECK (x IN (three or more words)) costs SQLite 3.40 a temporary b-tree built for
// every row written: a quarter of a 10,000-player round's inserts went to the audit log's. The
// same constraint written x = 'a' OR x = 'b' ... is evaluated in place. Every stored row meets
// both, so the stored definitions are edited where they are, as SQLite documents for a change
// that leaves the file's content alone: writable_schema, then a new schema_version.
struct ListCheck {
  const char* table;
  const char* column;
  std::vector<const char*> words;
};

const ListCheck kListChecks[] = {
    {"audit_log", "action", {"insert", "update", "delete"}},
    {"seat_results", "outcome", {"win", "loss", "draw"}},
    {"games", "outcome", {"win", "draw", "double-loss"}},
    {"results", "kind", {"games", "draw", "double-loss", "bye", "placement", "adjudicated", "penalty"}},
    {"penalties", "penalty", {"warning", "game-loss", "match-loss", "disqualification"}},
    {"decks", "verdict", {"legal", "illegal", "unverified"}},
    {"registrations", "status", {"entered", "waitlisted", "withdrawn"}},
    {"event", "structure", {"swiss", "single-elimination", "round-robin"}},
};

std::string in_list(const ListCheck& c) {
  std::string s = std::string("CHECK (") + c.column + " IN (";
  for (std::size_t i = 0; i < c.words.size(); ++i) s += (i ? ", '" : "'") + std::string(c.words[i]) + "'";
  return s + "))";
}

std::string or_chain(const ListCheck& c) {
  std::string s = "CHECK (";
  for (std::size_t i = 0; i < c.words.size(); ++i) s += (i ? " OR " : "") + std::string(c.column) + " = '" + c.words[i] + "'";
  return s + ")";
}

void checks_without_lists(Database& db, const std::string&) {
  std::int64_t version = 0;
  {
    auto st = db.prepare("PRAGMA schema_version");
    if (st.step()) version = st.int64(0);
  }
  db.exec("PRAGMA writable_schema = ON");
  auto update = db.prepare("UPDATE sqlite_schema SET sql = replace(sql, ?2, ?3) WHERE type = 'table' AND name = ?1");
  for (const auto& c : kListChecks) update.bind(1, c.table).bind(2, in_list(c)).bind(3, or_chain(c)).run();
  // PRAGMA takes no bound parameters; the value is SQLite's own integer.
  db.exec(("PRAGMA schema_version = " + std::to_string(version + 1)).c_str());
  db.exec("PRAGMA writable_schema = OFF");
}

// Version 1's schema, the longest entry, kept out of migrations() so the table fits on a screen.
const char* const kVersion1 = R"SQL(
CREATE TABLE event (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL,
  game TEXT NOT NULL,
  format TEXT,
  date TEXT NOT NULL,
  rounds INTEGER,
  top_cut INTEGER NOT NULL DEFAULT 0,
  seed INTEGER NOT NULL,
  settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
  created_at TEXT NOT NULL
);
CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  reading TEXT,
  name_key TEXT NOT NULL,
  external_id TEXT UNIQUE,
  joined_round INTEGER NOT NULL DEFAULT 1,
  dropped_after_round INTEGER,
  created_at TEXT NOT NULL
);
CREATE INDEX players_by_name_key ON players(name_key);
CREATE TABLE decks (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id),
  source_file TEXT NOT NULL,
  source_text TEXT NOT NULL,
  checked_date TEXT NOT NULL,
  format TEXT,
  verdict TEXT NOT NULL CHECK (verdict IN ('legal', 'illegal', 'unverified')),
  report TEXT NOT NULL CHECK (json_valid(report)),
  registered_at TEXT NOT NULL,
  superseded_by INTEGER REFERENCES decks(id)
);
CREATE INDEX decks_by_player ON decks(player_id);
CREATE TABLE rounds (
  number INTEGER PRIMARY KEY,
  stage TEXT NOT NULL DEFAULT 'swiss' CHECK (stage IN ('swiss', 'cut')),
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  paired_at TEXT NOT NULL,
  closed_at TEXT
);
CREATE TABLE matches (
  id INTEGER PRIMARY KEY,
  round INTEGER NOT NULL REFERENCES rounds(number) ON DELETE CASCADE,
  table_number INTEGER,
  is_bye INTEGER NOT NULL DEFAULT 0 CHECK (is_bye IN (0, 1)),
  UNIQUE (round, table_number)
);
CREATE TABLE seats (
  match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  player_id INTEGER NOT NULL REFERENCES players(id),
  PRIMARY KEY (match_id, seat),
  UNIQUE (match_id, player_id)
);
CREATE INDEX seats_by_player ON seats(player_id);
CREATE TABLE results (
  match_id INTEGER PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('games', 'draw', 'double-loss', 'bye', 'placement', 'adjudicated', 'penalty')),
  summary TEXT NOT NULL,
  adjudication TEXT CHECK (adjudication IS NULL OR json_valid(adjudication)),
  entered_at TEXT NOT NULL
);
CREATE TABLE seat_results (
  match_id INTEGER NOT NULL REFERENCES results(match_id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id),
  outcome TEXT NOT NULL CHECK (outcome IN ('win', 'loss', 'draw')),
  games_won INTEGER NOT NULL DEFAULT 0 CHECK (games_won >= 0),
  games_lost INTEGER NOT NULL DEFAULT 0 CHECK (games_lost >= 0),
  games_drawn INTEGER NOT NULL DEFAULT 0 CHECK (games_drawn >= 0),
  placement INTEGER CHECK (placement IS NULL OR placement >= 1),
  awards TEXT CHECK (awards IS NULL OR json_valid(awards)),
  PRIMARY KEY (match_id, player_id)
);
CREATE TABLE games (
  match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  number INTEGER NOT NULL CHECK (number >= 1),
  outcome TEXT NOT NULL CHECK (outcome IN ('win', 'draw', 'double-loss')),
  winner_id INTEGER REFERENCES players(id),
  chose_play_order_id INTEGER REFERENCES players(id),
  adjudication TEXT CHECK (adjudication IS NULL OR json_valid(adjudication)),
  PRIMARY KEY (match_id, number)
);
CREATE TABLE penalties (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id),
  round INTEGER,
  infraction TEXT NOT NULL,
  penalty TEXT NOT NULL CHECK (penalty IN ('warning', 'game-loss', 'match-loss', 'disqualification')),
  citation TEXT,
  note TEXT,
  match_id INTEGER REFERENCES matches(id),
  created_at TEXT NOT NULL
);
CREATE INDEX penalties_by_player ON penalties(player_id);
CREATE TABLE command_context (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  command TEXT NOT NULL
);
INSERT INTO command_context (id, command) VALUES (1, 'migration 1');
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  command TEXT NOT NULL,
  entity TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('insert', 'update', 'delete')),
  before TEXT,
  after TEXT
);
)SQL";

// Schema 8: doors open (check-in, fixed tables, awarded byes, restrictions, registrations, card list).
const char* const kVersion8 = R"SQL(
ALTER TABLE players ADD COLUMN checked_in_at TEXT;
ALTER TABLE players ADD COLUMN fixed_table INTEGER CHECK (fixed_table IS NULL OR fixed_table >= 1);
CREATE TABLE awarded_byes (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  round INTEGER NOT NULL CHECK (round >= 1),
  PRIMARY KEY (player_id, round)
);
CREATE TABLE pairing_avoids (
  player_a INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  player_b INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  last_round INTEGER CHECK (last_round IS NULL OR last_round >= 1),
  CHECK (player_a < player_b),
  PRIMARY KEY (player_a, player_b)
);
CREATE TABLE registrations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  reading TEXT,
  external_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('entered', 'waitlisted', 'withdrawn')),
  source TEXT NOT NULL CHECK (source IN ('phone', 'import')),
  player_id INTEGER UNIQUE REFERENCES players(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE event_cards (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  source TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  list TEXT NOT NULL,
  imported_at TEXT NOT NULL
);
)SQL";

// Schema 11: team events (issue 27). A team's seed is its registration order; a member keeps one
// seat (0 = A, 1 = B, 2 = C) and is in one team only; event.team_size NULL is an individual event.
const char* const kVersion11 = R"SQL(
ALTER TABLE event ADD COLUMN team_size INTEGER CHECK (team_size IS NULL OR team_size IN (2, 3));
CREATE TABLE teams (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  seed INTEGER NOT NULL UNIQUE CHECK (seed >= 1),
  dropped_after_round INTEGER CHECK (dropped_after_round IS NULL OR dropped_after_round >= 0),
  created_at TEXT NOT NULL
);
CREATE TABLE team_members (
  team_id INTEGER NOT NULL REFERENCES teams(id) ON DELETE CASCADE,
  seat INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 2),
  player_id INTEGER NOT NULL UNIQUE REFERENCES players(id),
  PRIMARY KEY (team_id, seat)
);
)SQL";

// Each kept round is what the seat results of its matches say: any change to them, their
// match or a player's id drops it (the next pairing keeps it again).
constexpr const char* kVersion15 = R"SQL(
CREATE TABLE round_scores (
  round INTEGER PRIMARY KEY REFERENCES rounds(number) ON DELETE CASCADE,
  seats BLOB NOT NULL
);
CREATE TRIGGER round_scores_seat_insert AFTER INSERT ON seat_results BEGIN
  DELETE FROM round_scores WHERE round = (SELECT round FROM matches WHERE id = NEW.match_id);
END;
CREATE TRIGGER round_scores_seat_update AFTER UPDATE ON seat_results BEGIN
  DELETE FROM round_scores WHERE round IN (SELECT round FROM matches WHERE id IN (OLD.match_id, NEW.match_id));
END;
CREATE TRIGGER round_scores_seat_delete AFTER DELETE ON seat_results BEGIN
  DELETE FROM round_scores WHERE round = (SELECT round FROM matches WHERE id = OLD.match_id);
END;
CREATE TRIGGER round_scores_match_update AFTER UPDATE OF id, round, is_bye ON matches BEGIN
  DELETE FROM round_scores WHERE round IN (OLD.round, NEW.round);
END;
CREATE TRIGGER round_scores_match_delete AFTER DELETE ON matches BEGIN
  DELETE FROM round_scores WHERE round = OLD.round;
END;
CREATE TRIGGER round_scores_result_delete AFTER DELETE ON results BEGIN
  DELETE FROM round_scores WHERE round = (SELECT round FROM matches WHERE id = OLD.match_id);
END;
CREATE TRIGGER round_scores_player_update AFTER UPDATE OF id ON players BEGIN
  DELETE FROM round_scores;
END;
)SQL";

}  // namespace

const std::vector<Migration>& migrations() {
  static const std::vector<Migration> all = {
      {1, "event, players, decks, rounds, matches, results, penalties, audit log", kVersion1,
       {"event", "players", "decks", "rounds", "matches", "seats", "results", "seat_results", "games", "penalties"}},
      {2, "round clock and per-table extensions", R"SQL(
CREATE TABLE round_clock (
  round INTEGER PRIMARY KEY REFERENCES rounds(number) ON DELETE CASCADE,
  minutes INTEGER NOT NULL CHECK (minutes > 0),
  started_at INTEGER NOT NULL,
  added_seconds INTEGER NOT NULL DEFAULT 0,
  paused_at INTEGER,
  paused_seconds INTEGER NOT NULL DEFAULT 0 CHECK (paused_seconds >= 0)
);
CREATE TABLE table_extensions (
  round INTEGER NOT NULL REFERENCES round_clock(round) ON DELETE CASCADE,
  table_number INTEGER NOT NULL,
  minutes INTEGER NOT NULL CHECK (minutes > 0),
  PRIMARY KEY (round, table_number)
);
)SQL",
       {"round_clock", "table_extensions"}},
      {3, "penalties can be voided: what a penalty replaced, when and why it was voided", R"SQL(
ALTER TABLE penalties ADD COLUMN undo TEXT CHECK (undo IS NULL OR json_valid(undo));
ALTER TABLE penalties ADD COLUMN voided_at TEXT;
ALTER TABLE penalties ADD COLUMN void_reason TEXT;
)SQL",
       {}},
      {4, "access for the phones: the event's secret for table and player codes, judges' tokens, reports from the tables", R"SQL(
CREATE TABLE event_secret (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret BLOB NOT NULL CHECK (length(secret) = 32)
);
INSERT INTO event_secret (id, secret) VALUES (1, randomblob(32));
CREATE TABLE access_tokens (
  id INTEGER PRIMARY KEY,
  role TEXT NOT NULL CHECK (role IN ('judge', 'organiser')),
  name TEXT NOT NULL,
  secret_sha256 TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE TABLE table_reports (
  match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id),
  claim TEXT NOT NULL CHECK (json_valid(claim)),
  reported_at TEXT NOT NULL,
  PRIMARY KEY (match_id, player_id)
);
)SQL",
       {"access_tokens", "table_reports"}},
      {5, "a bye scores as the match structure's win (1-0 in best of 1), not 2-0", R"SQL(
UPDATE command_context SET command = 'migration 5: byes score as the match structure''s win' WHERE id = 1;
)SQL",
       {}, rescore_stored_byes},
      {6, "integrity: a copy of the event's secret, so a damaged page cannot silently change every code; a salt per unpaired round, so its old slips stop working", R"SQL(
ALTER TABLE event_secret ADD COLUMN secret_copy BLOB;
UPDATE event_secret SET secret_copy = secret;
CREATE TABLE round_salts (
  round INTEGER PRIMARY KEY,
  salt TEXT NOT NULL
);
CREATE TRIGGER rounds_unpaired_salt AFTER DELETE ON rounds BEGIN
  INSERT OR REPLACE INTO round_salts (round, salt) VALUES (OLD.number, lower(hex(randomblob(8))));
END;
)SQL",
       {}},
      {7, "phones: which report came with the player's own code; which phone holds each seat of a table (one phone, one seat, across restarts)", R"SQL(
ALTER TABLE table_reports ADD COLUMN proven INTEGER NOT NULL DEFAULT 1 CHECK (proven IN (0, 1));
CREATE TABLE seat_claims (
  match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
  player_id INTEGER NOT NULL REFERENCES players(id),
  holder_sha256 TEXT NOT NULL,
  claimed_at TEXT NOT NULL,
  PRIMARY KEY (match_id, player_id)
);
)SQL",
       {"seat_claims"}},
      {8, "doors open: check-in and fixed tables of players, awarded byes, pairing restrictions, registrations from phones, the event's card list", kVersion8,
       {"awarded_byes", "pairing_avoids", "registrations", "event_cards"}},
      {9, "formats besides Swiss: the event's structure, each player's seed for a bracket and group for a round robin", R"SQL(
ALTER TABLE event ADD COLUMN structure TEXT NOT NULL DEFAULT 'swiss' CHECK (structure IN ('swiss', 'single-elimination', 'round-robin'));
ALTER TABLE players ADD COLUMN seed INTEGER CHECK (seed IS NULL OR seed > 0);
ALTER TABLE players ADD COLUMN group_number INTEGER CHECK (group_number IS NULL OR group_number > 0);
)SQL",
       {}},
      {10, "a phone's sign-up remembers its form, so a second tap, even after a restart, finds the first entry", R"SQL(
ALTER TABLE registrations ADD COLUMN form_nonce TEXT CHECK (form_nonce IS NULL OR length(form_nonce) = 32);
CREATE UNIQUE INDEX registrations_by_form ON registrations(form_nonce) WHERE form_nonce IS NOT NULL;
)SQL",
       {}},
      {11, "team events: teams with a seed and a drop, each member's fixed seat (A, B, C), the event's team size", kVersion11,
       {"teams", "team_members"}},
      {12, "match lengths: each round keeps the best of N it is played as (an event's choice, a bracket's final); none: the pack's", R"SQL(
ALTER TABLE rounds ADD COLUMN best_of INTEGER CHECK (best_of IS NULL OR (best_of BETWEEN 1 AND 9 AND best_of % 2 = 1));
)SQL",
       {}},
      {13, "constraints of a list of words checked word by word, without a temporary table for every row written (same constraints)", "", {},
       checks_without_lists},
      {14, "the audit log's time taken once a change, not formatted again for every row it writes (the triggers read it)", R"SQL(
ALTER TABLE command_context ADD COLUMN at TEXT;
)SQL",
       {}},
      {15, "a round's seat results kept as one row, so a command reads the scores of a long event in a few rows (dropped by triggers whenever a seat result, a result or a match of the round changes, or a player's id)", kVersion15,
       {}},
      {16, "the audit row through which the open's scans of every seat and every name are known to hold, moved by each change judgekit makes, so an open after judgekit's own changes need not scan again", R"SQL(
ALTER TABLE command_context ADD COLUMN checked_through INTEGER;
)SQL",
       {}},
  };
  return all;
}

}  // namespace jk
