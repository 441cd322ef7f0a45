// Who may write from a phone, with no accounts and no internet: judges and organisers sign in with a
// token the organiser prints; players prove their seat with the code on their table's slip and their
// own code on a cut-out card. Tokens are 256 random bits (getrandom) stored as SHA-256 only; codes
// are derived from the event's secret (HMAC-SHA256), so they can be printed again at any time and a
// table's code is bound to its round, table number and players (it dies with an unpair or a swap).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "actor.hpp"
#include "i18n.hpp"
#include "sqlite.hpp"

namespace jk::event {

enum class Role { judge, organiser };
std::string_view role_name(Role r);  // "judge" | "organiser"
Message role_words(Role r);          // for people: ジャッジ / 主催者
std::optional<Role> parse_role(std::string_view name);

struct NewToken {
  std::int64_t id = 0;
  std::string secret;  // shown once (in the sign-in URL); the file keeps only its SHA-256
};
// InputError for an empty or control-character name.
NewToken add_token(Database& db, Role role, const std::string& name, const Actor& actor);

struct TokenInfo {
  std::int64_t id = 0;
  Role role = Role::judge;
  std::string name, created_at;
  std::optional<std::string> revoked_at;
};
std::vector<TokenInfo> list_tokens(Database& db);
// InputError for an unknown id; revoking twice says so.
TokenInfo revoke_token(Database& db, std::int64_t id, const Actor& actor);
// The live (not revoked) token with this secret, compared in constant time; nullopt otherwise.
std::optional<TokenInfo> check_token(Database& db, const std::string& secret);

// A player's personal code ("12-7KQ3M9XA2B": the player id, then 50 bits). InputError when the
// event file predates codes (it must be upgraded by a writer first) or the player is unknown.
std::string player_code(Database& db, std::int64_t player_id);
// Every player's code, by player id (one snapshot; for `player list --codes` and the cut-out cards).
std::vector<std::pair<std::int64_t, std::string>> all_player_codes(Database& db);
// The player the code belongs to; nullopt for a wrong code (constant-time comparison).
std::optional<std::int64_t> check_player_code(Database& db, const std::string& code);

// An entry's own code ("E12-7KQ3M9XA2B": registrations' id, then 50 bits), for the confirmation
// page of a sign-up (event/entries.hpp); nullopt for a wrong code or an unknown entry.
std::string entry_code(Database& db, std::int64_t entry_id);
std::optional<std::int64_t> check_entry_code(Database& db, const std::string& code);

// The code of a round's table, printed as a QR code on its result slip ("R3-T12-…").
std::string table_code(Database& db, int round, int table);
struct TableAt {
  int round = 0, table = 0;
};
// Which table the code opens; nullopt for a wrong or outdated code.
std::optional<TableAt> check_table_code(Database& db, const std::string& code);

// SHA-256 of `text` as lowercase hex (tokens and phones' sessions are kept only as this).
std::string sha256_text(const std::string& text);

}  // namespace jk::event
