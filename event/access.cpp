#include "access.hpp"

#include <sys/random.h>

#include <array>
#include <cctype>
#include <cerrno>
#include <cstring>

#include "crypto.hpp"
#include "errors.hpp"
#include "event_checks.hpp"
#include "event_file.hpp"
#include "pack.hpp"

namespace jk::event {

namespace {

constexpr std::array<std::pair<Role, std::string_view>, 2> kRoles = {{{Role::judge, "judge"}, {Role::organiser, "organiser"}}};

// Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper survives.
constexpr std::string_view kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::size_t kCodeChars = 10;  // 50 bits; guessing is throttled by the server

std::string base32(const unsigned char* bytes, std::size_t n, std::size_t chars) {
  std::string out;
  unsigned buffer = 0;
  int bits = 0;
  for (std::size_t i = 0; i < n && out.size() < chars; ++i) {
    buffer = (buffer << 8) | bytes[i];
    bits += 8;
    while (bits >= 5 && out.size() < chars) {
      out += kAlphabet[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0 && out.size() < chars) out += kAlphabet[(buffer << (5 - bits)) & 31];  // the last bits, zero-padded
  return out;
}

// What a person typed, as the alphabet writes it: upper case, O read as 0, I and L as 1.
std::string normalise_code(std::string_view typed) {
  std::string out;
  for (char c : typed) {
    if (c == ' ' || c == '-') continue;
    c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (c == 'O') c = '0';
    if (c == 'I' || c == 'L') c = '1';
    out += c;
  }
  return out;
}

std::string event_secret(Database& db) {
  if (!db.secret_is_the_files())
    throw InputError(db.path(), 0,
                     Message{N_("this event file was written by an older judgekit and has no codes yet; upgrade it first: `judgekit event upgrade {file}`"),
                             {{"file", db.path()}}});
  auto st = db.prepare("SELECT hex(secret), secret IS secret_copy FROM event_secret WHERE id = 1");
  if (!st.step()) throw InputError(db.path(), 0, Message{N_("the event file has lost its secret; codes cannot be made"), {}});
  // A damaged page would otherwise change every table and player code without a word.
  if (st.int64(1) == 0) throw_damaged(db.path(), Message{N_("the event's secret differs from its copy"), {}});
  return st.text(0);
}

std::string code_for(Database& db, const std::string& message) {
  const std::string mac = hmac_sha256(event_secret(db), message);
  return base32(reinterpret_cast<const unsigned char*>(mac.data()), mac.size(), kCodeChars);
}

std::string random_secret() {
  unsigned char bytes[32];
  std::size_t got = 0;
  while (got < sizeof bytes) {
    ssize_t n = getrandom(bytes + got, sizeof bytes - got, 0);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error(std::string("getrandom: ") + std::strerror(errno));
    }
    got += static_cast<std::size_t>(n);
  }
  return base32(bytes, sizeof bytes, 52);  // 256 bits in 52 characters (the last one carries 1 bit)
}

TokenInfo token_from(const Statement& st) {
  TokenInfo t;
  t.id = st.int64(0);
  t.role = parse_role(st.text(1)).value_or(Role::judge);  // the schema CHECKs the word
  t.name = st.text(2);
  t.created_at = st.text(3);
  t.revoked_at = st.opt_text(4);
  return t;
}

constexpr const char* kTokenColumns = "SELECT id, role, name, created_at, revoked_at FROM access_tokens";

std::string table_message(int round, int table, std::int64_t match, const std::vector<std::int64_t>& players) {
  std::string m = "table:" + std::to_string(round) + ":" + std::to_string(table) + ":" + std::to_string(match);
  for (auto p : players) m += ":" + std::to_string(p);
  return m;
}

// The code of the match at (round, table) as it is seated now; nullopt when there is no such table.
// A round unpaired and paired again gets a new salt (db/migrations.cpp), so the slips printed for
// the first pairing stop working even when the new one seats the same players at the same tables.
std::string round_salt(Database& db, int round) {
  auto st = db.prepare("SELECT salt FROM round_salts WHERE round = ?1");
  st.bind(1, round);
  return st.step() ? ":" + st.text(0) : std::string();
}

std::optional<std::string> current_table_code(Database& db, int round, int table) {
  auto st = db.prepare("SELECT m.id, s.player_id FROM matches m JOIN seats s ON s.match_id = m.id WHERE m.round = ?1 AND m.table_number = ?2 ORDER BY s.seat");
  st.bind(1, round).bind(2, table);
  std::int64_t match = 0;
  std::vector<std::int64_t> players;
  while (st.step()) {
    match = st.int64(0);
    players.push_back(st.int64(1));
  }
  if (players.empty()) return std::nullopt;
  return code_for(db, table_message(round, table, match, players) + round_salt(db, round));
}

}  // namespace

std::string sha256_text(const std::string& text) { return sha256_hex(text); }

std::string_view role_name(Role r) { return r == Role::organiser ? "organiser" : "judge"; }

Message role_words(Role r) { return Message{r == Role::organiser ? N_("Organiser") : N_("Judge"), {}}; }

std::optional<Role> parse_role(std::string_view name) {
  for (const auto& [r, n] : kRoles)
    if (n == name) return r;
  return std::nullopt;
}

NewToken add_token(Database& db, Role role, const std::string& name, const Actor& actor) {
  if (name.empty()) throw InputError(Message{N_("a token needs --name: who holds it (a judge's name, shown in the audit log)"), {}});
  for (unsigned char c : name)
    if (c < 0x20 || c == 0x7f)
      throw InputError(Message{N_("the name contains a control character (code {code}); type it again without it"), {{"code", std::to_string(c)}}});
  Change change(db, actor.label);
  NewToken t;
  t.secret = random_secret();
  db.prepare("INSERT INTO access_tokens (role, name, secret_sha256, created_at) VALUES (?1, ?2, ?3, ?4)")
      .bind(1, role_name(role))
      .bind(2, name)
      .bind(3, sha256_hex(t.secret))
      .bind(4, utc_now())
      .run();
  t.id = db.last_insert_id();
  change.commit();
  return t;
}

std::vector<TokenInfo> list_tokens(Database& db) {
  ReadSnapshot snapshot(db);
  std::vector<TokenInfo> out;
  auto st = db.prepare(std::string(kTokenColumns) + " ORDER BY id");
  while (st.step()) out.push_back(token_from(st));
  return out;
}

TokenInfo revoke_token(Database& db, std::int64_t id, const Actor& actor) {
  Change change(db, actor.label);
  auto st = db.prepare(std::string(kTokenColumns) + " WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) throw InputError(Message{N_("no token #{id}; `judgekit serve token list` shows them"), {{"id", std::to_string(id)}}});
  TokenInfo t = token_from(st);
  if (t.revoked_at)
    throw InputError(Message{N_("token #{id} ({name}) was already revoked at {time}"), {{"id", std::to_string(id)}, {"name", t.name}, {"time", *t.revoked_at}}});
  t.revoked_at = utc_now();
  db.prepare("UPDATE access_tokens SET revoked_at = ?1 WHERE id = ?2").bind(1, *t.revoked_at).bind(2, id).run();
  change.commit();
  return t;
}

std::optional<TokenInfo> check_token(Database& db, const std::string& secret) {
  if (secret.empty() || secret.size() > 200) return std::nullopt;
  const std::string hash = sha256_hex(secret);
  ReadSnapshot snapshot(db);
  // Looked up by the hash of the secret (an attacker cannot steer it); compared again in constant time.
  auto st = db.prepare("SELECT id, role, name, created_at, revoked_at, secret_sha256 FROM access_tokens WHERE secret_sha256 = ?1");
  st.bind(1, hash);
  if (!st.step()) return std::nullopt;
  if (!same_bytes(st.text(5), hash)) return std::nullopt;
  TokenInfo t = token_from(st);
  if (t.revoked_at) return std::nullopt;
  return t;
}

std::string player_code(Database& db, std::int64_t player_id) {
  auto st = db.prepare("SELECT 1 FROM players WHERE id = ?1");
  st.bind(1, player_id);
  if (!st.step()) throw InputError(Message{N_("no player #{id}"), {{"id", std::to_string(player_id)}}});
  return std::to_string(player_id) + "-" + code_for(db, "player:" + std::to_string(player_id));
}

std::vector<std::pair<std::int64_t, std::string>> all_player_codes(Database& db) {
  ReadSnapshot snapshot(db);
  std::vector<std::pair<std::int64_t, std::string>> out;
  auto st = db.prepare("SELECT id FROM players ORDER BY id");
  while (st.step()) out.emplace_back(st.int64(0), "");
  for (auto& [id, code] : out) code = std::to_string(id) + "-" + code_for(db, "player:" + std::to_string(id));
  return out;
}

std::optional<std::int64_t> check_player_code(Database& db, const std::string& typed) {
  // "12-7KQ3M9XA2B", or typed without the dash: the id is what comes before the code's length.
  if (typed.size() > 64) return std::nullopt;
  const std::string code = normalise_code(typed);
  const std::size_t length = kCodeChars;
  if (code.size() <= length || code.size() - length > 12) return std::nullopt;
  const std::size_t dash = code.size() - length;
  std::int64_t id = 0;
  for (std::size_t i = 0; i < dash; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(code[i]))) return std::nullopt;
    id = id * 10 + (code[i] - '0');
  }
  auto st = db.prepare("SELECT 1 FROM players WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  const std::string expected = code_for(db, "player:" + std::to_string(id));
  if (!same_bytes(code.substr(dash), expected)) return std::nullopt;
  return id;
}

std::string entry_code(Database& db, std::int64_t entry_id) {
  return "E" + std::to_string(entry_id) + "-" + code_for(db, "entry:" + std::to_string(entry_id));
}

std::optional<std::int64_t> check_entry_code(Database& db, const std::string& typed) {
  if (typed.size() > 64) return std::nullopt;
  const std::string code = normalise_code(typed);
  if (code.size() <= kCodeChars + 1 || code.size() - kCodeChars > 13 || code[0] != 'E') return std::nullopt;
  const std::size_t end = code.size() - kCodeChars;
  std::int64_t id = 0;
  for (std::size_t i = 1; i < end; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(code[i]))) return std::nullopt;
    id = id * 10 + (code[i] - '0');
  }
  auto st = db.prepare("SELECT 1 FROM registrations WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  if (!same_bytes(code.substr(end), code_for(db, "entry:" + std::to_string(id)))) return std::nullopt;
  return id;
}

std::string table_code(Database& db, int round, int table) {
  auto code = current_table_code(db, round, table);
  if (!code) throw InputError(Message{N_("round {round} has no table {table}"), {{"round", std::to_string(round)}, {"table", std::to_string(table)}}});
  return "R" + std::to_string(round) + "-T" + std::to_string(table) + "-" + *code;
}

std::optional<TableAt> check_table_code(Database& db, const std::string& typed) {
  // "R3-T12-XXXXXXXXXX", or typed without dashes in any case ("r3t12xxxxxxxxxx"): the numbers
  // come first, the code is the last characters of its fixed length.
  if (typed.size() > 64) return std::nullopt;
  std::string all;
  for (char c : typed)
    if (c != '-' && c != ' ') all += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const std::size_t length = kCodeChars;
  if (all.size() < length + 4) return std::nullopt;  // "R1T1" and the code at least
  const std::string numbers = all.substr(0, all.size() - length);
  std::size_t i = 0;
  auto number = [&](char letter, int& out) {
    if (i >= numbers.size() || numbers[i] != letter) return false;
    std::size_t start = ++i;
    out = 0;
    while (i < numbers.size() && std::isdigit(static_cast<unsigned char>(numbers[i])) && i - start < 6) out = out * 10 + (numbers[i++] - '0');
    return i > start;
  };
  TableAt at;
  if (!number('R', at.round) || !number('T', at.table) || i != numbers.size()) return std::nullopt;
  auto expected = current_table_code(db, at.round, at.table);
  if (!expected || !same_bytes(normalise_code(all.substr(numbers.size())), *expected)) return std::nullopt;
  return at;
}

}  // namespace jk::event
