#include "common.hpp"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "errors.hpp"
#include "event_checks.hpp"
#include "i18n.hpp"
#include "read_as.hpp"
#include "sqlite.hpp"
#include "text.hpp"

namespace jk::cli {

namespace {
std::optional<std::string>& given_lang() {
  static std::optional<std::string> value;
  return value;
}
}  // namespace

void set_lang_option(const std::string& value) { given_lang() = value; }
const std::optional<std::string>& lang_option() { return given_lang(); }

void run_command(Context& ctx, const std::function<int()>& body) {
  // A player (or card) found only through variant kanji is named on stderr: "高橋: read as 髙橋".
  ReadAsScope read_as([](const Message& m) { std::cerr << "judgekit: " << terminal_text(m.str(current_lang())) << "\n"; });
  try {
    ctx.exit_code = body();
  } catch (const InputError& e) {
    // The message may quote the file (a name, a cell): shown escaped on the terminal.
    std::cerr << "judgekit: " << terminal_text(e.located(), true) << "\n";
    ctx.exit_code = input_error;
  } catch (const SqliteError& e) {
    // SQLite names the file by its full path: shown as the person gave it when under this folder.
    std::string file = e.file;
    if (char* cwd = ::getcwd(nullptr, 0)) {
      std::string here = std::string(cwd) + "/";
      if (file.rfind(here, 0) == 0) file = file.substr(here.size());
      std::free(cwd);
    }
    std::cerr << "judgekit: " << terminal_text(explain_sqlite_error(e, file).located(), true) << "\n";
    ctx.exit_code = input_error;
  } catch (const std::exception& e) {
    std::cerr << "judgekit: "
              << format(tr("internal error: {what}; please report it with the command you ran"), {{"what", e.what()}}) << "\n";
    ctx.exit_code = input_error;
  }
}

void add_event_option(CLI::App* cmd, std::string& path) {
  cmd->add_option("--event,-e", path, tr("event file (default: $JUDGEKIT_EVENT)"));
}

std::string required_event_path(const std::string& path) {
  if (!path.empty()) return path;
  if (const char* env = std::getenv("JUDGEKIT_EVENT"); env && *env) return env;
  throw InputError(Message{N_("no event file given; pass --event FILE or set JUDGEKIT_EVENT"), {}});
}

Database open_for(const std::string& event_path, OpenMode mode) { return open_event(required_event_path(event_path), mode); }

int parse_int(const std::string& text, const std::string& what) {
  std::string t = trim(text);
  if (t.empty() || t.size() > 9 || !std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw InputError(Message{N_("{what} '{text}' is not a number"), {{"what", what}, {"text", text}}});
  return std::stoi(t);
}

std::string fixed(double v, int places) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*f", places, v);
  return buf;
}

std::string two_places(double v) {
  const double kept = std::round(v * 10000.0) / 10000.0;
  return fixed(std::floor(kept * 100.0 + 0.5 + 1e-9) / 100.0, 2);
}

std::string four_places(double v) { return fixed(std::round(v * 10000.0) / 10000.0, 4); }

std::string join(const std::vector<std::string>& items, std::string_view sep) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += sep;
    out += items[i];
  }
  return out;
}

std::vector<std::string> urls(const std::string& host, int port) {
  std::vector<std::string> out;
  std::string p = ":" + std::to_string(port) + "/";
  if (host != "0.0.0.0" && host != "::") return {"http://" + (host.find(':') != std::string::npos ? "[" + host + "]" : host) + p};
  ifaddrs* list = nullptr;
  if (getifaddrs(&list) == 0) {
    for (ifaddrs* a = list; a; a = a->ifa_next) {
      if (!a->ifa_addr || a->ifa_addr->sa_family != AF_INET) continue;
      char buf[INET_ADDRSTRLEN];
      inet_ntop(AF_INET, &reinterpret_cast<sockaddr_in*>(a->ifa_addr)->sin_addr, buf, sizeof buf);
      std::string ip = buf;
      if (ip.rfind("127.", 0) != 0) out.push_back("http://" + ip + p);
    }
    freeifaddrs(list);
  }
  out.push_back("http://127.0.0.1" + p);
  return out;
}

bool stdout_is_terminal() {
  const char* no_color = std::getenv("NO_COLOR");
  return isatty(STDOUT_FILENO) && !(no_color && *no_color);
}

static std::string sgr(const Context& ctx, const char* code, const std::string& s) {
  return ctx.color ? std::string("\x1b[") + code + "m" + s + "\x1b[0m" : s;
}
std::string bold(const Context& ctx, const std::string& s) { return sgr(ctx, "1", s); }
std::string red(const Context& ctx, const std::string& s) { return sgr(ctx, "1;31", s); }
std::string yellow(const Context& ctx, const std::string& s) { return sgr(ctx, "1;33", s); }
std::string green(const Context& ctx, const std::string& s) { return sgr(ctx, "1;32", s); }

std::string read_file(const std::string& path, Encoding encoding) {
  InputOptions opt;
  opt.encoding = encoding;
  return read_input_file(path, opt);
}

const char* trc(const char* context, const char* msgid) {
  // A .mo file keys a message with a context as "context\004msgid".
  std::string key = std::string(context) + '\004' + msgid;
  const char* t = tr(key.c_str());
  return t == key.c_str() ? msgid : t;
}

}  // namespace jk::cli

#include "text.hpp"

namespace jk::cli {

std::string render_table(const std::vector<std::vector<std::string>>& in, const std::vector<char>& align, bool header,
                         int max_width) {
  // Cells hold names and card names from files and forms: escaped, so no ESC or bidi override in
  // an event file reaches the terminal (registration refuses them; an older or edited file may hold them).
  struct Cell {
    std::string text;
    int width;
  };
  std::vector<std::vector<Cell>> rows(in.size());
  std::vector<int> widths;
  for (std::size_t r = 0; r < in.size(); ++r) {
    rows[r].reserve(in[r].size());
    for (std::size_t i = 0; i < in[r].size(); ++i) {
      std::string text = terminal_text(in[r][i]);
      const int width = display_width(text);
      if (widths.size() <= i) widths.push_back(0);
      widths[i] = std::min(max_width, std::max(widths[i], width));
      rows[r].push_back({std::move(text), width});
    }
  }
  std::string out;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const std::size_t line_start = out.size();
    for (std::size_t i = 0; i < rows[r].size(); ++i) {
      const Cell& cell = rows[r][i];
      const bool last = i + 1 == rows[r].size();
      const char a = i < align.size() ? align[i] : 'l';
      const int room = widths[i];
      if (cell.width > room) out += a == 'r' ? pad_left(cell.text, room) : last ? fit_width(cell.text, room) : pad_right(cell.text, room);
      else if (a == 'r') out.append(static_cast<std::size_t>(room - cell.width), ' ').append(cell.text);
      else out.append(cell.text).append(last ? 0 : static_cast<std::size_t>(room - cell.width), ' ');
      if (!last) out += "  ";
    }
    while (out.size() > line_start && out.back() == ' ') out.pop_back();
    out += '\n';
    if (r == 0 && header) {
      int total = 0;
      for (std::size_t i = 0; i < widths.size(); ++i) total += widths[i] + (i ? 2 : 0);
      std::string rule;
      rule.assign(static_cast<std::size_t>(total), '-');
      out += rule + "\n";
    }
  }
  return out;
}

}  // namespace jk::cli
