// judgekit: the command-line entry point. Wiring only; the work is in the module libraries.
#include <cstring>
#include <iostream>
#include <memory>
#include <regex>

#include "actor.hpp"
#include "commands.hpp"
#include "i18n.hpp"
#include "process_heap.hpp"
#include "text.hpp"

namespace {

// The command word (`report`, `event`, …): the first argument that is neither an option nor
// --lang's value.
std::string command_word(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--lang") ++i;
    else if (a.empty() || a[0] != '-') return a;
  }
  return "";
}

// --lang must be known before the commands are built: their help texts are translated then.
// Returns false (and says why) for a language judgekit does not speak. Two languages ("ja,en")
// are for `report` only (bilingual headings in a PDF); its messages take the first.
bool apply_lang_option(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--") break;
    std::string value;
    if (a == "--lang" && i + 1 < argc) value = argv[i + 1];
    else if (a.rfind("--lang=", 0) == 0) value = a.substr(7);
    else continue;
    std::string first = value.substr(0, value.find(','));
    if (value.find(',') != std::string::npos) {
      const bool pair = value == "ja,en" || value == "en,ja";
      if (pair && command_word(argc, argv) != "report") {
        std::cerr << "judgekit: "
                  << jk::format(jk::tr("--lang '{value}': two languages are for `judgekit report` only (bilingual PDF headings); give ja or en"),
                                {{"value", value}})
                  << "\n";
        return false;
      }
      if (!pair) first = value;  // refused below, as typed
    }
    auto lang = jk::parse_lang(first);
    if (!lang || (first != "ja" && first != "en")) {
      std::cerr << "judgekit: " << jk::format(jk::tr("--lang '{value}' is not a language judgekit speaks; give ja or en"), {{"value", value}})
                << "\n";
      return false;
    }
    jk::set_lang(*lang);
    jk::cli::set_lang_option(value);
  }
  return true;
}

// CLI11 pads the option column by bytes: 文字列 (9 bytes, 6 columns) pushed a Japanese help's
// descriptions out of line. This pads by display width (the same for ASCII).
struct WidthFormatter : CLI::Formatter {
  std::string make_option(const CLI::Option* opt, bool is_positional) const override {
    const std::string name = "  " + make_option_name(opt, is_positional) + make_option_opts(opt);
    const std::string desc = make_option_desc(opt);
    const int wid = static_cast<int>(get_column_width()), w = jk::display_width(name);
    std::string out = name + std::string(w < wid ? wid - w : 0, ' ');
    if (!desc.empty()) {
      if (w >= wid) out += "\n" + std::string(wid, ' ');
      for (char c : desc) {
        out += c;
        if (c == '\n') out += std::string(wid, ' ');
      }
    }
    return out + "\n";
  }
};

void translate_help_labels(CLI::App& app) {
  using jk::N_;
  auto f = app.get_formatter();
  for (const char* key : {N_("Usage"), N_("OPTIONS"), N_("SUBCOMMAND"), N_("SUBCOMMANDS"), N_("REQUIRED"), N_("Positionals"),
                          N_("Options"), N_("Subcommands"), N_("TEXT"), N_("INT"), N_("UINT"), N_("Env"), N_("Needs"), N_("Excludes")})
    f->label(key, jk::tr(key));
}

// CLI11 2.1 prints an option's group and a subcommand's group as they are named ("Options",
// "Subcommands"), not through the formatter's labels: name them in the reader's language.
void translate_help_groups(CLI::App* app) {
  for (CLI::Option* opt : app->get_options()) {
    if (opt->get_group() == "Options") opt->group(jk::tr("Options"));
    // An option checked against a set prints its type with the set ("TEXT:{ja,en}"), which the
    // formatter's labels do not reach: the type word in the reader's language, the set as it is.
    if (opt->get_type_name().rfind("TEXT:", 0) == 0) opt->type_name(jk::tr("TEXT"));
  }
  for (CLI::App* sub : app->get_subcommands([](CLI::App*) { return true; })) {
    if (sub->get_group() == "Subcommands") sub->group(jk::tr("Subcommands"));  // "" (hidden) stays hidden
    translate_help_groups(sub);
  }
}

// The known name nearest to `typed` (edit distance at most a third of its length, at least 2).
std::string nearest(const std::string& typed, const std::vector<std::string>& names) {
  std::string best;
  int best_d = std::max(2, static_cast<int>(typed.size()) / 3) + 1;
  for (const auto& n : names) {
    int d = jk::edit_distance(typed, n);
    if (d < best_d) {
      best_d = d;
      best = n;
    }
  }
  return best;
}

// After a parse error: walks the arguments down the command tree and names the first word or
// flag that is not known there, with the nearest known one (`standing` -> `standings`).
// Returns "" when every word was known (the error is about something else).
std::string unknown_word_message(CLI::App& app, int argc, char** argv) {
  CLI::App* at = &app;
  std::string path = "judgekit";
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--") break;
    if (a.size() > 1 && a[0] == '-') {
      std::string flag = a.substr(0, a.find('='));
      std::vector<std::string> names;
      bool known = false;
      for (CLI::App* scope = at; scope && !known; scope = scope->get_parent())
        for (const CLI::Option* opt : scope->get_options()) {
          for (const auto& l : opt->get_lnames()) names.push_back("--" + l), known = known || flag == "--" + l;
          for (const auto& s : opt->get_snames()) names.push_back("-" + s), known = known || flag == "-" + s;
        }
      if (flag == "--lang") known = true;
      if (known) {
        // Skip an option's value so it is not taken for a command.
        const CLI::Option* opt = nullptr;
        for (CLI::App* scope = at; scope && !opt; scope = scope->get_parent()) {
          try {
            opt = scope->get_option(flag);
          } catch (const CLI::OptionNotFound&) {
          }
        }
        if ((flag == "--lang" || (opt && opt->get_type_size() != 0)) && a.find('=') == std::string::npos) ++i;
        continue;
      }
      std::string near = nearest(flag, names);
      std::string msg = jk::format(jk::tr("unknown option '{option}' for `{command}`"), {{"option", flag}, {"command", path}});
      if (!near.empty()) return msg + "; " + jk::format(jk::tr("did you mean {name}?"), {{"name", near}});
      return msg + "; " + jk::tr("see `judgekit --help`");
    }
    auto subs = at->get_subcommands({});
    if (subs.empty()) continue;  // a positional argument
    CLI::App* next = nullptr;
    std::vector<std::string> names;
    for (CLI::App* s : subs) {
      names.push_back(s->get_name());
      if (s->get_name() == a) next = s;
    }
    if (next) {
      at = next;
      path += " " + a;
      continue;
    }
    // A command that also takes positional arguments (games [show]) may take this word.
    if (!at->get_options([](const CLI::Option* o) { return o->get_positional(); }).empty()) continue;
    std::string near = nearest(a, names);
    std::string msg = jk::format(jk::tr("unknown command '{word}' for `{command}`"), {{"word", a}, {"command", path}});
    if (!near.empty()) return msg + "; " + jk::format(jk::tr("did you mean `{name}`?"), {{"name", path + " " + near}});
    return msg + "; " + jk::tr("see `judgekit --help`");
  }
  return "";
}

// CLI11's own parse errors in the reader's language: the kind of error picks the message, the
// option names stay as CLI11 quotes them (as typed). An error of a shape not known here keeps
// CLI11's English.
std::string parse_error_message(const CLI::ParseError& e) {
  using jk::N_;
  const std::string what = e.what(), kind = e.get_name();
  std::smatch m;
  auto msg = [](const char* id, jk::FormatArgs args) { return jk::format(jk::tr(id), args); };
  if (kind == "RequiredError") {
    if (what == "A subcommand is required" || std::regex_match(what, std::regex("Requires at least \\d+ subcommands")))
      return msg(N_("a command is required"), {});
    if (std::regex_match(what, m, std::regex("(.+) is required"))) return msg(N_("{option} is required"), {{"option", m[1]}});
  }
  if (kind == "ConversionError") {
    if (std::regex_match(what, m, std::regex("The value (.*) is not an allowed value for (.+)")))
      return msg(N_("'{value}' is not an allowed value for {option}"), {{"value", m[1]}, {"option", m[2]}});
    if (std::regex_match(what, m, std::regex("Could not convert: (.+) = (.*)")))
      return msg(N_("{option}: '{value}' is not a value of the right type"), {{"option", m[1]}, {"value", m[2]}});
    if (std::regex_match(what, m, std::regex("(.+): too many inputs for a flag"))) return msg(N_("{option} takes no value"), {{"option", m[1]}});
  }
  if (kind == "ValidationError") {
    if (std::regex_match(what, m, std::regex("(.+): (.*) not in \\{(.*)\\}")))
      return msg(N_("{option}: '{value}' is not one of {values}"), {{"option", m[1]}, {"value", m[2]}, {"values", m[3]}});
    // CLI::PositiveNumber is a range from the smallest positive double (printed as 0.000000).
    if (std::regex_match(what, m, std::regex("(.+): Value (.*) not in range 0\\.0+ to \\d{100,}.*")))
      return msg(N_("{option}: '{value}' is not a positive number"), {{"option", m[1]}, {"value", m[2]}});
    if (std::regex_match(what, m, std::regex("(.+): Value (.*) not in range (.*) to (.*)")))
      return msg(N_("{option}: {value} is not from {min} to {max}"), {{"option", m[1]}, {"value", m[2]}, {"min", m[3]}, {"max", m[4]}});
    if (std::regex_match(what, m, std::regex("(.+): Value (.*) could not be converted.*")))
      return msg(N_("{option}: '{value}' is not a value of the right type"), {{"option", m[1]}, {"value", m[2]}});
  }
  if (kind == "ArgumentMismatch") {
    if (std::regex_match(what, m, std::regex("(.+): \\d+ required .* missing")) ||
        std::regex_match(what, m, std::regex("Expected (?:exactly|at least) \\d+ arguments? to (.+), got 0")))
      return msg(N_("{option} needs a value"), {{"option", m[1]}});
    if (std::regex_match(what, m, std::regex("Expected exactly (\\d+) arguments? to (.+), got (\\d+)")))
      return msg(N_("{option} takes {n} values, got {got}"), {{"option", m[2]}, {"n", m[1]}, {"got", m[3]}});
  }
  // ExtrasError names itself after the command when a subcommand threw it: match the text alone.
  {
    if (std::regex_match(what, m, std::regex("The following argument was not expected: (.*)")))
      return msg(N_("unexpected argument: {args}"), {{"args", m[1]}});
    if (std::regex_match(what, m, std::regex("The following arguments were not expected: (.*)")))
      return msg(N_("unexpected arguments: {args}"), {{"args", m[1]}});
  }
  if (kind == "ExcludesError" && std::regex_match(what, m, std::regex("(.+) excludes (.+)")))
    return msg(N_("{option} cannot be given with {other}"), {{"option", m[1]}, {"other", m[2]}});
  if (kind == "RequiresError" && std::regex_match(what, m, std::regex("(.+) requires (.+)")))
    return msg(N_("{option} needs {other}"), {{"option", m[1]}, {"other", m[2]}});
  return what;
}

}  // namespace

int main(int argc, char** argv) {
  jk::tune_process_heap();
  if (!apply_lang_option(argc, argv)) return jk::cli::input_error;
  using jk::tr;
  CLI::App app{tr("judgekit: decklists, Swiss pairings, adjudication, rulings and reports for Japanese card games")};
  app.formatter(std::make_shared<WidthFormatter>());  // before the subcommands: they take their parent's
  translate_help_labels(app);
  // Subcommands copy the help flag from their parent when added: translate it first.
  app.set_help_flag("-h,--help", tr("Print this help message and exit"));
  app.require_subcommand(1);
  app.fallthrough();  // --lang may come after the command too (subcommands inherit this)
  app.set_version_flag("--version", "judgekit 0.1.0", tr("Display program version information and exit"));
  std::string lang_option;
  app.add_option("--lang", lang_option, tr("language of messages and help: ja or en (default: from LANG); report also takes ja,en or en,ja"));
  jk::cli::Context ctx;
  ctx.color = jk::cli::stdout_is_terminal();
  ctx.actor = jk::event::command_line_actor(argc, argv).label;
  jk::cli::add_games_commands(app, ctx);
  jk::cli::add_cards_commands(app, ctx);
  jk::cli::add_deck_commands(app, ctx);
  jk::cli::add_event_commands(app, ctx);
  jk::cli::add_player_commands(app, ctx);
  jk::cli::add_round_commands(app, ctx);
  jk::cli::add_pairing_commands(app, ctx);
  jk::cli::add_result_commands(app, ctx);
  jk::cli::add_standings_commands(app, ctx);
  jk::cli::add_team_commands(app, ctx);
  jk::cli::add_cut_commands(app, ctx);
  jk::cli::add_bracket_commands(app, ctx);
  jk::cli::add_groups_commands(app, ctx);
  jk::cli::add_simulate_commands(app, ctx);
  jk::cli::add_judge_commands(app, ctx);
  jk::cli::add_rules_commands(app, ctx);
  jk::cli::add_report_commands(app, ctx);
  jk::cli::add_serve_commands(app, ctx);
  translate_help_groups(&app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::string unknown = unknown_word_message(app, argc, argv);
    if (unknown.empty()) unknown = parse_error_message(e) + "; " + tr("see `judgekit --help`");
    std::cerr << "judgekit: " << unknown << "\n";
    return jk::cli::input_error;
  }
  return ctx.exit_code;
}
