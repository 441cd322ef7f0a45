// What every command shares: exit codes, error reporting, the event file option, output helpers.
#pragma once
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "event_file.hpp"
#include "input_file.hpp"

namespace jk::cli {

// Exit codes: 0 ok, 1 a finding (illegal deck, rule violated), 2 usage or input error,
// 3 a person must act (janken decides).
enum Exit { ok = 0, finding = 1, input_error = 2, needs_person = 3 };

struct Context {
  int exit_code = ok;
  bool color = false;  // stdout is a terminal and NO_COLOR is unset
  std::string actor;   // the command line as typed, for the audit log (built once in main)
};

// Wraps a command body: InputError -> "judgekit: file:line: what" on stderr and exit 2;
// any other exception -> "judgekit: internal error: ..." and exit 2 (never a crash).
void run_command(Context& ctx, const std::function<int()>& body);

// Adds --event FILE (default $JUDGEKIT_EVENT) to a subcommand; required() checks it was given.
void add_event_option(CLI::App* cmd, std::string& path);
std::string required_event_path(const std::string& path);
// The event file named by --event (or $JUDGEKIT_EVENT), opened.
Database open_for(const std::string& event_path, OpenMode mode);

// A whole number typed as an argument (a table, a round, a seed); refuses anything else, naming `what`.
int parse_int(const std::string& text, const std::string& what);
// v with `places` decimals ("%.*f").
std::string fixed(double v, int places);
// A percentage kept to 4 decimals, shown with 2, halves up (as the standings print it).
std::string two_places(double v);
// The same kept figure with its 4 decimals (CSV).
std::string four_places(double v);
// The items with sep between them.
std::string join(const std::vector<std::string>& items, std::string_view sep);

// The addresses phones can open: this machine's IPv4 addresses when listening on all of them
// (host 0.0.0.0 or ::), loopback last; "http://HOST:PORT/" each. serve prints them, report uses the first.
std::vector<std::string> urls(const std::string& host, int port);

// --lang as typed ("ja", "en", or for `report` a pair "ja,en"), when it was given: a report's
// language follows it before the event's default (main reads it before the commands are built).
void set_lang_option(const std::string& value);
const std::optional<std::string>& lang_option();

bool stdout_is_terminal();
// ANSI styling only when ctx.color.
std::string bold(const Context& ctx, const std::string& s);
std::string red(const Context& ctx, const std::string& s);
std::string yellow(const Context& ctx, const std::string& s);
std::string green(const Context& ctx, const std::string& s);

// Reads a whole text file (or stdin for "-") as UTF-8 (db/input_file.hpp: Shift_JIS and UTF-16
// converted, folders, devices and FIFOs refused); throws InputError when it cannot.
std::string read_file(const std::string& path, Encoding encoding = Encoding::detect);

// tr() for an English word with more than one meaning ("name" of a card, of a player): the
// context tells them apart in po/ja.po (msgctxt, as gettext's pgettext; xgettext --keyword=trc:1c,2).
const char* trc(const char* context, const char* msgid);

}  // namespace jk::cli

namespace jk::cli {

// Rows laid out in columns by East Asian width; align is 'l' or 'r' per column; the first row
// is a header when `header` is true (underlined with a rule). Widths never exceed `max_width`.
std::string render_table(const std::vector<std::vector<std::string>>& rows, const std::vector<char>& align,
                         bool header = true, int max_width = 40);

}  // namespace jk::cli
