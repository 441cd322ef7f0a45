// judgekit deck check | register | list | override | rules | setup (docs/decklint.md).
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "deck_batch.hpp"
#include "card_list.hpp"
#include "deck_registry.hpp"
#include "deck_view.hpp"
#include "overview.hpp"
#include "decklint.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "i18n.hpp"
#include "input_file.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk::cli {

using nlohmann::ordered_json;
namespace dl = jk::decklint;
// A file name need not be UTF-8: never let it make the JSON writer throw.
constexpr auto kReplace = nlohmann::ordered_json::error_handler_t::replace;

namespace {

struct Options {
  std::string game, format, date, cards, event, player, file, xml, reason, scenario, encoding, dir;
  std::vector<std::string> files;
  bool json = false, no_dice = false;
  std::size_t remove = 0;
};

int exit_for(const std::vector<dl::Report>& reports) {
  int code = ok;
  for (const auto& r : reports) {
    if (r.verdict == dl::Verdict::unreadable) return input_error;
    if (r.verdict != dl::Verdict::legal) code = finding;
  }
  return code;
}

// The rules a check uses: from --game/--format/--date, or from the event.
dl::Ruleset ruleset_for(const Options& o) {
  std::string game_id = o.game, format = o.format, date = o.date;
  std::vector<dl::Override> overrides;
  std::optional<event::EventCardList> own;
  if (!o.event.empty()) {
    Database db = open_event(o.event, OpenMode::read);
    dl::EventInfo ev = event::deck_event(db, o.event);
    own = event::read_event_card_list(db, load_game(games_dir(), ev.game));
    if (!game_id.empty() && resolve_game_id(games_dir(), game_id) != ev.game)
      throw InputError(Message{N_("--game {game} differs from the event's game ({event_game})"), {{"game", game_id}, {"event_game", ev.game}}});
    game_id = ev.game;
    if (format.empty()) format = ev.format;
    if (date.empty()) date = ev.date;
    overrides = ev.overrides;
  }
  if (game_id.empty()) throw InputError(Message{N_("which game? give --game G (see `judgekit games`) or --event E"), {}});
  if (date.empty()) date = today();
  if (!valid_date(date)) throw InputError(Message{N_("--date '{date}' is not a date YYYY-MM-DD"), {{"date", date}}});
  Game g = load_game(games_dir(), game_id);
  return dl::compile_rules(g, effective_cards(g, own ? &own->cards : nullptr, o.cards), format, date, overrides);
}

int deck_check(Context& ctx, Options& o) {
  if (!o.event.empty()) o.event = required_event_path(o.event);
  dl::Ruleset rs = ruleset_for(o);
  std::vector<std::string> paths;
  bool several = o.files.size() > 1;
  for (const auto& f : o.files) {
    std::error_code ec;
    if (f != "-" && std::filesystem::is_directory(f, ec)) {
      auto in = dl::list_files(f);
      if (in.empty()) throw InputError(f, 0, Message{N_("the folder holds no decklist files"), {}});
      paths.insert(paths.end(), in.begin(), in.end());
      several = true;
    } else {
      paths.push_back(f);
    }
  }
  std::vector<dl::Report> reports;
  if (paths.size() == 1) {
    dl::Checker checker(rs);
    reports.push_back(checker.check_file(paths[0], parse_encoding(o.encoding)));
  } else {
    bool show = isatty(STDERR_FILENO);
    reports = dl::check_files(rs, paths, 2, show ? [](std::size_t done, std::size_t total) {
      if (done < total)
        std::cerr << "\r" << format(tr("checking decklists: {done}/{total}"), {{"done", std::to_string(done)}, {"total", std::to_string(total)}})
                  << std::flush;
      else std::cerr << "\r\x1b[K" << std::flush;
    } : std::function<void(std::size_t, std::size_t)>(), parse_encoding(o.encoding));
  }
  if (o.json) {
    if (!several) {
      std::cout << dl::report_json(reports[0], rs).dump(2, ' ', false, kReplace) << "\n";
    } else {
      ordered_json arr = ordered_json::array();
      for (const auto& r : reports) arr.push_back(dl::report_json(r, rs));
      std::cout << arr.dump(2, ' ', false, kReplace) << "\n";
    }
    return exit_for(reports);
  }
  std::string out;
  std::size_t n[4] = {0, 0, 0, 0};
  for (const auto& r : reports) {
    out += dl::render_report(r, rs, ctx.color, current_lang());
    ++n[static_cast<int>(r.verdict)];
  }
  if (several)
    out += bold(ctx, format(tr("{n} decklists:"), {{"n", std::to_string(reports.size())}})) + " " +
           format(tr("{legal} legal, {illegal} illegal, {unverified} unverified, {unreadable} unreadable"),
                  {{"legal", std::to_string(n[0])}, {"illegal", std::to_string(n[1])}, {"unverified", std::to_string(n[2])},
                   {"unreadable", std::to_string(n[3])}}) +
           "\n";
  std::cout << out;
  return exit_for(reports);
}

// Every file of a folder, each named for its player; all registered in one transaction, or none.
int deck_register_dir(Context& ctx, Options& o) {
  std::string path = required_event_path(o.event);
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(o.dir, ec))
    if (entry.is_regular_file()) files.push_back(entry.path().string());
  if (ec) throw InputError(o.dir, 0, Message{N_("cannot read the folder: {error}"), {{"error", ec.message()}}});
  if (files.empty()) throw InputError(o.dir, 0, Message{N_("the folder holds no decklist files"), {}});
  std::sort(files.begin(), files.end());
  Database db = open_event(path, OpenMode::write);
  std::vector<std::int64_t> players = event::players_of_files(db, files);
  dl::Ruleset rs = event::event_rules(db, games_dir(), o.cards);
  dl::Checker checker(rs);
  std::vector<event::DeckToStore> decks;
  for (std::size_t i = 0; i < files.size(); ++i) {
    dl::Report rep = checker.check_file(files[i], parse_encoding(o.encoding));
    if (rep.verdict == dl::Verdict::unreadable) {
      std::cout << dl::render_report(rep, rs, ctx.color, current_lang());
      throw InputError(files[i], 0, Message{N_("unreadable; nothing in the folder was registered; fix this list and register the folder again"), {}});
    }
    decks.push_back({players[i], files[i], std::string(checker.last_text()), std::move(rep)});
  }
  auto regs = event::register_decks(db, decks, rs, {ctx.actor});
  int code = ok;
  std::size_t counts[4] = {0, 0, 0, 0};
  for (std::size_t i = 0; i < decks.size(); ++i) {
    ++counts[static_cast<int>(decks[i].report.verdict)];
    if (decks[i].report.verdict != dl::Verdict::legal) code = finding;
    std::cout << format(tr("{file}: deck {deck} for {player} (player {id}): {verdict}"),
                        {{"file", std::filesystem::path(files[i]).filename().string()}, {"deck", std::to_string(regs[i].deck_id)},
                         {"player", regs[i].player_name}, {"id", std::to_string(regs[i].player_id)},
                         {"verdict", dl::verdict_words(decks[i].report.verdict).str(current_lang())}})
              << "\n";
  }
  std::cout << format(tr("registered {n} decklists: {legal} legal, {illegal} illegal, {unverified} unverified"),
                      {{"n", std::to_string(decks.size())}, {"legal", std::to_string(counts[0])}, {"illegal", std::to_string(counts[1])},
                       {"unverified", std::to_string(counts[2])}})
            << "\n";
  return code;
}

int deck_register(Context& ctx, Options& o) {
  if (!o.dir.empty()) {
    if (!o.player.empty() || !o.file.empty()) throw InputError(Message{N_("give PLAYER FILE, or --dir, not both"), {}});
    return deck_register_dir(ctx, o);
  }
  if (o.player.empty() || o.file.empty()) throw InputError(Message{N_("give PLAYER FILE, or --dir D (each file named for its player)"), {}});
  std::string path = required_event_path(o.event);
  Database db = open_event(path, OpenMode::write);
  dl::Ruleset rs = event::event_rules(db, games_dir(), o.cards);
  std::string name;
  std::int64_t player = dl::find_player(db, o.player, &name);
  dl::Checker checker(rs);
  dl::Report rep = checker.check_file(o.file, parse_encoding(o.encoding));
  if (rep.verdict == dl::Verdict::unreadable) {
    if (o.json) std::cout << dl::report_json(rep, rs).dump(2, ' ', false, kReplace) << "\n";
    else std::cout << dl::render_report(rep, rs, ctx.color, current_lang());
    std::cerr << "judgekit: " << o.file << ": " << format(tr("nothing registered for {player}; fix the list and register it again"), {{"player", name}})
              << "\n";
    return input_error;
  }
  dl::Registration reg = event::register_deck(db, player, o.file, checker.last_text(), rep, rs, {ctx.actor});
  if (o.json) {
    ordered_json j = {{"deck_id", reg.deck_id}, {"player_id", reg.player_id}, {"player", reg.player_name}, {"supersedes", reg.superseded},
                      {"report", dl::report_json(rep, rs)}};
    std::cout << j.dump(2, ' ', false, kReplace) << "\n";
  } else {
    std::cout << dl::render_report(rep, rs, ctx.color, current_lang());
    std::string replaces;
    for (auto id : reg.superseded) replaces += (replaces.empty() ? "" : ", ") + std::to_string(id);
    std::cout << format(tr("registered as deck {deck} for {player} (player {id})"),
                        {{"deck", std::to_string(reg.deck_id)}, {"player", reg.player_name}, {"id", std::to_string(reg.player_id)}})
              << (replaces.empty() ? "" : format(tr("; replaces deck {decks}"), {{"decks", replaces}})) << "\n";
  }
  return rep.verdict == dl::Verdict::legal ? ok : finding;
}

// The deadline for lists players submit from their phones (`judgekit serve`, /d/CODE).
int deck_deadline(Context& ctx, Options& o, const std::string& time, bool clear) {
  std::string path = required_event_path(o.event);
  if (time.empty() && !clear) {
    Database db = open_event(path, OpenMode::read);
    std::string d = event::deck_deadline(db);
    std::cout << (d.empty() ? std::string(tr("no deadline: players may submit their lists until one is set")) : format(tr("deadline: {time}"), {{"time", d}}))
              << "\n";
    return ok;
  }
  if (clear && !time.empty()) throw InputError(Message{N_("give a time or --clear, not both"), {}});
  Database db = open_event(path, OpenMode::write);
  std::string d = event::set_deck_deadline(db, time, {ctx.actor});
  std::cout << (d.empty() ? std::string(tr("deadline cleared: players may submit their lists again"))
                          : format(tr("deadline set: from {time} only judges register lists"), {{"time", d}}))
            << "\n";
  return ok;
}

int deck_unregister(Context& ctx, Options& o) {
  Database db = open_event(required_event_path(o.event), OpenMode::write);
  event::Unregistered u = event::unregister_deck(db, o.player, {ctx.actor});
  std::cout << format(u.lists == 1 ? tr("unregistered 1 list of {player} (player {id}); the player's deck is missing again")
                                   : tr("unregistered {n} lists of {player} (player {id}); the player's deck is missing again"),
                      {{"n", std::to_string(u.lists)}, {"player", u.player_name}, {"id", std::to_string(u.player_id)}})
            << "\n";

  return ok;
}

int deck_list(Context& ctx, Options& o) {
  std::string path = required_event_path(o.event);
  Database db = open_event(path, OpenMode::read);
  dl::EventInfo ev = event::deck_event(db, path);
  auto decks = event::list_decks(db);
  if (o.json) {
    ordered_json arr = ordered_json::array();
    for (const auto& d : decks)
      arr.push_back({{"player_id", d.player_id}, {"name", d.name}, {"dropped", d.dropped}, {"verdict", dl::deck_verdict_name(d.verdict)},
                     {"deck_id", d.deck_id ? ordered_json(*d.deck_id) : ordered_json(nullptr)},
                     {"file", d.deck_id ? ordered_json(d.file) : ordered_json(nullptr)},
                     {"registered_at", d.deck_id ? ordered_json(d.registered_at) : ordered_json(nullptr)},
                     {"summary", d.deck_id ? ordered_json(dl::summary(d, Lang::en)) : ordered_json(nullptr)},
                     {"errors", d.deck_id ? ordered_json(d.errors) : ordered_json(nullptr)},
                     {"warnings", d.deck_id ? ordered_json(d.warnings) : ordered_json(nullptr)},
                     {"unverified", d.deck_id ? ordered_json(d.unverified) : ordered_json(nullptr)},
                     {"card_lists", d.card_lists ? dl::card_lists_json(*d.card_lists) : ordered_json(nullptr)}});
    std::cout << arr.dump(2, ' ', false, kReplace) << "\n";
    return ok;
  }
  // The findings in columns of their own, so no verdict is cut short; a long path keeps its file name.
  constexpr int kWidest = 40;
  std::vector<std::vector<std::string>> rows = {{tr("id"), tr("player"), tr("deck"), tr("verdict"), tr("errors"), tr("warnings"), tr("unverified"), tr("file")}};
  std::map<dl::DeckVerdict, int> n;
  for (const auto& d : decks) {
    const bool has = d.deck_id.has_value();
    auto count = [&](int k) { return has ? std::to_string(k) : std::string(); };
    rows.push_back({std::to_string(d.player_id), d.name + (d.dropped ? tr(" (dropped)") : ""), has ? std::to_string(*d.deck_id) : "-",
                    dl::deck_verdict_words(d.verdict).str(current_lang()), count(d.errors), count(d.warnings), count(d.unverified),
                    has ? fit_width_keeping_end(terminal_text(d.file), kWidest) : ""});
    ++n[d.verdict];
  }
  std::cout << bold(ctx, ev.name) << " (" << ev.game << (ev.format.empty() ? "" : " " + ev.format) << ", " << ev.date << ")\n";
  std::cout << render_table(rows, {'r', 'l', 'r', 'l', 'r', 'r', 'r', 'l'}, true, kWidest);
  std::cout << format(tr("{n} players: {legal} legal, {illegal} illegal, {unverified} unverified, {missing} missing"),
                      {{"n", std::to_string(decks.size())}, {"legal", std::to_string(n[dl::DeckVerdict::legal])},
                       {"illegal", std::to_string(n[dl::DeckVerdict::illegal])}, {"unverified", std::to_string(n[dl::DeckVerdict::unverified])},
                       {"missing", std::to_string(n[dl::DeckVerdict::missing])}})
            << "\n";
  return ok;
}

// A list's cards; a list of two parts or more as a table a part, headed as the pack names it with
// its total (as the console and the decklists PDF show them).
void print_deck_cards(const event::DeckFact& d, const std::string& path, Database& db, Lang lang) {
  std::vector<event::DeckPart> parts = event::deck_parts(d);
  std::optional<Game> game;
  if (parts.size() > 1) game = load_game(games_dir(), event::deck_event(db, path).game);
  else parts = {event::DeckPart{}};  // one table, every card
  for (const auto& part : parts) {
    std::vector<std::vector<std::string>> rows = {{tr("line"), tr("count"), tr("number"), tr("name")}};
    for (const auto& c : d.cards) {
      if (game && c.part != part.id) continue;
      rows.push_back({std::to_string(c.line), std::to_string(c.count), terminal_text(c.number), c.name.empty() ? tr("unknown") : terminal_text(c.name)});
    }
    if (game) std::cout << event::part_heading(game->parts, part).str(lang) << "\n";
    std::cout << render_table(rows, {'r', 'r', 'l', 'l'}, true, 40);
  }
}

// One player's current list: its verdict, the card list it was checked against, cards, findings.
int deck_show(Context& ctx, Options& o) {
  std::string path = required_event_path(o.event);
  Database db = open_event(path, OpenMode::read);
  std::string name;
  const std::int64_t player = dl::find_player(db, o.player, &name);
  const std::optional<event::DeckFact> d = event::player_deck(db, player);
  if (!d) throw InputError(Message{N_("{player} has no registered decklist"), {{"player", name}}});
  if (o.json) {
    ordered_json j = {{"deck_id", d->id}, {"player_id", d->player_id}, {"player", name}, {"verdict", dl::verdict_name(d->verdict)},
                      {"file", d->source_file}, {"checked_date", d->checked_date},
                      {"summary", dl::summary(d->verdict, d->errors, d->warnings, d->unverified, Lang::en)},
                      {"card_lists", d->card_lists ? dl::card_lists_json(*d->card_lists) : ordered_json(nullptr)},
                      {"report", ordered_json::parse(d->report_json, nullptr, false)}};
    std::cout << j.dump(2, ' ', false, kReplace) << "\n";
    return ok;
  }
  const Lang lang = current_lang();
  std::cout << bold(ctx, format(tr("deck {deck} of {player} (player {id})"), {{"deck", std::to_string(d->id)}, {"player", terminal_text(name)}, {"id", std::to_string(player)}}))
            << "\n";
  std::cout << "  " << format(tr("verdict: {summary}"), {{"summary", dl::summary(d->verdict, d->errors, d->warnings, d->unverified, lang)}}) << "\n";
  std::cout << "  " << format(tr("checked: {date}, file {file}"), {{"date", d->checked_date}, {"file", terminal_text(d->source_file)}}) << "\n";
  std::cout << "  " << format(tr("card list: {list}"), {{"list", dl::card_lists_words(d->card_lists, lang)}}) << "\n";
  print_deck_cards(*d, path, db, lang);
  for (const auto& g : d->diagnostics) {
    const std::string cite = terminal_text(g.citation.str(lang));
    std::cout << (g.line ? std::to_string(g.line) + ": " : "") << dl::level_words(g.severity).str(lang) << ": "
              << terminal_text(g.finding.str(lang)) << (cite.empty() ? "" : " [" + cite + "]") << "\n";
  }
  return d->verdict == dl::Verdict::legal ? ok : finding;
}

// When the event publishes its lists: shown, or set.
int deck_publish_lists(Options& o, Context& ctx) {
  std::string path = required_event_path(o.event);
  if (!o.scenario.empty()) {
    const auto p = parse_decklist_publication(o.scenario);
    if (!p) throw InputError(Message{N_("'{value}' is not a choice; use {known}"), {{"value", o.scenario}, {"known", known_decklist_publications()}}});
    Database db = open_event(path, OpenMode::write);
    event::set_decklist_publication(db, *p, {ctx.actor});
  }
  Database db = open_event(path, OpenMode::read);
  const auto p = event::read_header(db).settings.decklists;
  const char* words = p == DecklistPublication::none ? N_("decklists: not published")
                      : p == DecklistPublication::top_cut ? N_("decklists: the top cut's lists are published once the cut is paired")
                                                          : N_("decklists: every list is published once the event is over");
  std::cout << tr(words) << " (" << decklist_publication_name(p) << ")\n";
  return ok;
}

void print_overrides(const dl::EventInfo& ev) {
  if (ev.overrides.empty()) {
    std::cout << tr("no overrides: the event plays the format as published") << "\n";
    return;
  }
  std::vector<std::vector<std::string>> rows = {{"#", tr("override"), tr("reason")}};
  for (std::size_t i = 0; i < ev.overrides.size(); ++i)
    rows.push_back({std::to_string(i + 1), ev.overrides[i].xml, ev.overrides[i].reason});
  std::cout << render_table(rows, {'r', 'l', 'l'}, true, 60);
}

int deck_override(Context& ctx, Options& o) {
  std::string path = required_event_path(o.event);
  Database db = open_event(path, OpenMode::write);
  dl::EventInfo ev = event::deck_event(db, path);
  if (!o.xml.empty() && o.remove) throw InputError(Message{N_("give either --xml (add an override) or --remove N, not both"), {}});
  if (!o.xml.empty()) {
    std::size_t n = event::add_override(db, ev, {o.xml, o.reason}, {ctx.actor});
    std::cout << format(tr("added override {n}: {xml} ({reason})"), {{"n", std::to_string(n)}, {"xml", o.xml}, {"reason", o.reason}}) << "\n";
    return ok;
  }
  if (!o.reason.empty()) throw InputError(Message{N_("--reason goes with --xml"), {}});
  if (o.remove) {
    dl::Override gone = event::remove_override(db, ev, o.remove, {ctx.actor});
    std::cout << format(tr("removed override {n}: {xml}"), {{"n", std::to_string(o.remove)}, {"xml", gone.xml}}) << "\n";
    return ok;
  }
  if (o.json) {
    ordered_json arr = ordered_json::array();
    for (std::size_t i = 0; i < ev.overrides.size(); ++i)
      arr.push_back({{"n", i + 1}, {"xml", ev.overrides[i].xml}, {"reason", ev.overrides[i].reason}});
    std::cout << arr.dump(2, ' ', false, kReplace) << "\n";
    return ok;
  }
  print_overrides(ev);
  return ok;
}

int deck_rules(Context& ctx, Options& o) {
  dl::EventInfo ev;
  std::string title;
  if (!o.event.empty() || (o.game.empty() && std::getenv("JUDGEKIT_EVENT"))) {
    std::string path = required_event_path(o.event);
    Database db = open_event(path, OpenMode::read);
    ev = event::deck_event(db, path);
    o.event = path;
    title = ev.name;
  }
  dl::Ruleset rs = ruleset_for(o);
  // The same format and date without the event's overrides, to show what the event changed.
  std::vector<Rule> published = rules_in_force(rs.game, rs.format, rs.date);
  auto in = [](const std::vector<Rule>& v, const std::string& id) -> const Rule* {
    for (const auto& r : v)
      if (r.id == id) return &r;
    return nullptr;
  };
  auto event_mark = [&](const Rule& r) -> std::string {
    if (!dl::override_reason(rs, r.id)) return "";
    return in(published, r.id) ? "changed" : "added";
  };
  std::vector<const Rule*> lifted;
  for (const auto& r : published)
    if (!in(rs.rules, r.id)) lifted.push_back(&r);
  if (o.json) {
    ordered_json j = {{"game", rs.game.id}, {"format", rs.format}, {"date", rs.date}, {"rules", ordered_json::array()}};
    for (const auto& r : rs.rules) {
      std::string mark = event_mark(r);
      j["rules"].push_back({{"id", r.id}, {"kind", rule_kind_name(r.kind)}, {"summary", describe_rule(rs.game, r)},
                            {"severity", severity_name(r.severity)}, {"cite", dl::citation(rs, r)},
                            {"text", r.text},
                            {"event", mark.empty() ? ordered_json(nullptr)
                                                   : ordered_json({{"change", mark}, {"reason", dl::override_reason(rs, r.id).value_or("")}})}});
    }
    j["lifted"] = ordered_json::array();
    for (const Rule* r : lifted)
      j["lifted"].push_back({{"id", r->id}, {"summary", describe_rule(rs.game, *r)}, {"cite", rs.game.id + " " + r->cite},
                             {"reason", dl::override_reason(rs, r->id).value_or("")}});
    j["overrides"] = ordered_json::array();
    for (std::size_t i = 0; i < rs.overrides.size(); ++i)
      j["overrides"].push_back({{"n", i + 1}, {"xml", rs.overrides[i].xml}, {"reason", rs.overrides[i].reason}});
    std::cout << j.dump(2, ' ', false, kReplace) << "\n";
    return ok;
  }
  const Lang lang = current_lang();
  std::cout << bold(ctx, title.empty() ? tr("Rules in force") : format(tr("Rules in force for {event}"), {{"event", title}})) << " ("
            << rs.game.id << " " << rs.format << ", " << rs.date << ")\n";
  std::vector<std::vector<std::string>> rows;
  for (const auto& r : rs.rules) {
    std::string mark = event_mark(r);
    std::string what = describe_rule(rs.game, r, lang) + (r.severity == Severity::warning ? tr(" (advice)") : "");
    if (!mark.empty()) what = "* " + what;
    rows.push_back({"  " + r.id, what, "[" + dl::citation(rs, r, lang) + "]"});
  }
  std::cout << render_table(rows, {'l', 'l', 'l'}, false, 70);
  if (!lifted.empty()) {
    std::cout << bold(ctx, tr("Lifted by the event")) << "\n";
    rows.clear();
    for (const Rule* r : lifted)
      rows.push_back({"  " + r->id, describe_rule(rs.game, *r, lang),
                      "[" + rs.game.id + " " + r->cite + format(tr("; event override: {reason}"), {{"reason", dl::override_reason(rs, r->id).value_or("")}}) +
                          "]"});
    std::cout << render_table(rows, {'l', 'l', 'l'}, false, 70);
  }
  if (!rs.overrides.empty()) {
    std::cout << bold(ctx, tr("Event overrides")) << " " << tr("(* marks the rules they add or change)") << "\n";
    print_overrides(ev);
  }
  return ok;
}

int deck_setup(Context& ctx, Options& o) {
  Game g = load_game(games_dir(), o.game);
  CardList cards = effective_cards(g, o.cards);
  dl::SetupPlan plan = dl::plan_setup(g, cards, o.scenario, o.no_dice);
  auto label = [&](std::size_t i) { return terminal_text(cards.cards[i].label()); };  // names from a card list file
  if (o.json) {
    ordered_json j = {{"game", g.id}, {"scenario", o.scenario}, {"dice", !o.no_dice}, {"steps", ordered_json::array()}};
    for (const auto& s : plan.steps)
      j["steps"].push_back({{"id", s.id}, {"ja", s.name_ja}, {"en", s.name_en}, {"cite", g.id + " " + s.cite}, {"remove", s.remove_text}});
    j["cards_listed"] = plan.listed;
    j["remove"] = ordered_json::array();
    for (auto i : plan.remove) j["remove"].push_back({{"number", cards.cards[i].number}, {"name", cards.cards[i].name}});
    j["undecided"] = ordered_json::array();
    for (const auto& [i, f] : plan.undecided)
      j["undecided"].push_back({{"number", cards.cards[i].number}, {"name", cards.cards[i].name}, {"missing", f}});
    j["starting_capital"] = ordered_json::array();
    for (const auto& c : plan.capital) {
      ordered_json chars = ordered_json::array();
      for (auto i : c.characters) chars.push_back(cards.cards[i].number);
      j["starting_capital"].push_back({{"id", c.id}, {"value", c.value}, {"where", c.where}, {"text", c.text}, {"cite", g.id + " " + c.cite},
                                       {"characters", chars}});
    }
    std::cout << j.dump(2, ' ', false, kReplace) << "\n";
    return ok;
  }
  std::cout << bold(ctx, g.name_ja + ": " + plan.steps[0].name_ja + " / " + plan.steps[0].name_en) << (o.no_dice ? tr(", without dice") : tr(", with dice"))
            << "\n\n";
  std::cout << bold(ctx, tr("Take out of the box")) << "\n";
  bool any = false;
  for (const auto& s : plan.steps)
    for (const auto& t : s.remove_text) {
      std::cout << "  - " << t << "  [" << g.id << " " << s.cite << "]\n";
      any = true;
    }
  if (!any) std::cout << "  " << tr("nothing: every card is used") << "  [" << g.id << " " << plan.steps[0].cite << "]\n";
  const Lang lang = current_lang();
  if (plan.listed == 0) {
    std::cout << "  "
              << format(tr("(no card list: the rulebook numbers no {game} cards; give --cards FILE to list them by card)"),
                        {{"game", lang == Lang::ja ? g.name_ja : g.name_en}})
              << "\n";
  } else {
    std::cout << "\n" << bold(ctx, tr("Cards to take out")) << " "
              << format(tr("({n} of {listed} in the list)"), {{"n", std::to_string(plan.remove.size())}, {"listed", std::to_string(plan.listed)}})
              << "\n";
    for (auto i : plan.remove) std::cout << "  " << label(i) << "\n";
    if (!plan.undecided.empty()) {
      std::cout << bold(ctx, tr("Check by hand")) << " " << tr("(the list lacks a field the rule reads)") << "\n";
      for (const auto& [i, f] : plan.undecided)
        std::cout << "  " << label(i) << ": " << format(tr("{field} unknown"), {{"field", lang == Lang::ja ? field_word(f, lang) : f}}) << "\n";
    }
  }
  std::cout << "\n" << bold(ctx, tr("Starting capital")) << "\n";
  for (const auto& c : plan.capital) {
    std::cout << "  " << c.value << "  " << c.text << "  [" << g.id << " " << c.cite << "]\n";
    for (auto i : c.characters) std::cout << "       " << label(i) << "\n";
  }
  return ok;
}

}  // namespace

void add_deck_commands(CLI::App& app, Context& ctx) {
  static Options o;
  auto* deck = app.add_subcommand("deck", tr("decklists: check, register, list; event overrides; ROE UP! set-up"));
  deck->require_subcommand(1);

  auto* check = deck->add_subcommand("check", tr("check decklists against the construction rules in force on a date"));
  check->add_option("--game,-g", o.game, tr("pack id (see `judgekit games`)"));
  check->add_option("--format,-f", o.format, tr("format (default: the pack's default, or the event's)"));
  check->add_option("--date,-d", o.date, tr("judge by the rules in force on this date (YYYY-MM-DD; default today, or the event's date)"));
  check->add_option("--cards", o.cards, tr("the organiser's card list (CSV), added to the pack's and the imported list"));
  check->add_option("--event,-e", o.event, tr("take game, format, date and overrides from this event file"));
  check->add_flag("--json", o.json, tr("the decks.report object per file (an array for several)"));
  check->add_option("--encoding", o.encoding, format(tr("read the lists as {encodings} (default: detect)"), {{"encodings", kEncodingNames}}));
  check->add_option("files", o.files, tr("decklist files, folders (every file in them) or - for stdin"))->required();
  check->callback([&ctx] { run_command(ctx, [&] { return deck_check(ctx, o); }); });

  {
    auto* dl_cmd = deck->add_subcommand("deadline", tr("show or set the deadline for lists submitted from phones"));
    auto time = std::make_shared<std::string>();
    auto clear = std::make_shared<bool>(false);
    add_event_option(dl_cmd, o.event);
    dl_cmd->add_option("TIME", *time, tr("YYYY-MM-DD HH:MM, the venue's time"));
    dl_cmd->add_flag("--clear", *clear, tr("remove the deadline"));
    dl_cmd->callback([&ctx, time, clear] { run_command(ctx, [&] { return deck_deadline(ctx, o, *time, *clear); }); });
  }
  auto* unreg = deck->add_subcommand("unregister", tr("remove a player's registered lists (the player shows as missing again)"));
  add_event_option(unreg, o.event);
  unreg->add_option("player", o.player, tr("player id or name"))->required();
  unreg->callback([&ctx] { run_command(ctx, [&] { return deck_unregister(ctx, o); }); });

  auto* reg = deck->add_subcommand("register", tr("check a player's list and store it with its verdict in the event"));
  add_event_option(reg, o.event);
  reg->add_option("--cards", o.cards, tr("the organiser's card list (CSV)"));
  reg->add_flag("--json", o.json, tr("machine-readable output"));
  reg->add_option("--encoding", o.encoding, format(tr("read the list as {encodings} (default: detect)"), {{"encodings", kEncodingNames}}));
  reg->add_option("player", o.player, tr("player id or name"));
  reg->add_option("file", o.file, tr("decklist file (- for stdin)"));
  reg->add_option("--dir", o.dir, tr("a folder of lists, each file named for its player (code, id, membership id or name): all registered at once"));
  reg->callback([&ctx] { run_command(ctx, [&] { return deck_register(ctx, o); }); });

  auto* list = deck->add_subcommand("list", tr("per player: legal, illegal, unverified or missing"));
  add_event_option(list, o.event);
  list->add_flag("--json", o.json, tr("machine-readable output"));
  list->callback([&ctx] { run_command(ctx, [&] { return deck_list(ctx, o); }); });

  auto* show = deck->add_subcommand("show", tr("a player's registered list: verdict, the card list it was checked against, cards, findings"));
  show->add_option("player", o.player, tr("player id or name"))->required();
  add_event_option(show, o.event);
  show->add_flag("--json", o.json, tr("machine-readable output"));
  show->callback([&ctx] { run_command(ctx, [&] { return deck_show(ctx, o); }); });
  auto* pub = deck->add_subcommand("publish-lists", tr("when the phone pages, `publish` and the PDF show the decklists: none, top-cut or all"));
  pub->add_option("when", o.scenario, tr("none | top-cut (after the cut is paired) | all (after the event)"));
  add_event_option(pub, o.event);
  pub->callback([&ctx] { run_command(ctx, [&] { return deck_publish_lists(o, ctx); }); });
  auto* ov = deck->add_subcommand("override", tr("the event's changes to the format (SCP 100.2e): list, add (--xml --reason), remove"));
  add_event_option(ov, o.event);
  ov->add_option("--xml", o.xml, tr("a <change rule=\"…\" …/>, <add><rule …/></add> or <remove rule=\"…\"/> element"));
  ov->add_option("--reason", o.reason, tr("why (shown in reports); required with --xml"));
  ov->add_option("--remove", o.remove, tr("remove override N (see the list)"))->check(CLI::PositiveNumber);
  ov->add_flag("--json", o.json, tr("machine-readable list"));
  ov->callback([&ctx] { run_command(ctx, [&] { return deck_override(ctx, o); }); });

  auto* rules = deck->add_subcommand("rules", tr("the construction rules in force for an event (overrides marked) or a game, format and date"));
  add_event_option(rules, o.event);
  rules->add_option("--game,-g", o.game, tr("pack id"));
  rules->add_option("--format,-f", o.format, tr("format"));
  rules->add_option("--date,-d", o.date, tr("date YYYY-MM-DD"));
  rules->add_flag("--json", o.json, tr("machine-readable output"));
  rules->callback([&ctx] { run_command(ctx, [&] { return deck_rules(ctx, o); }); });

  auto* setup = deck->add_subcommand("setup", tr("ROE UP!: which cards leave the box for a scenario, and the starting capital"));
  setup->add_option("--game,-g", o.game, tr("pack id"))->required();
  setup->add_option("--scenario,-s", o.scenario, tr("product, commodity or mixed"))->required();
  setup->add_flag("--no-dice", o.no_dice, tr("play without dice (the Compulsion! cards go back too)"));
  setup->add_option("--cards", o.cards, tr("a card list (CSV) to name the cards"));
  setup->add_flag("--json", o.json, tr("machine-readable output"));
  setup->callback([&ctx] { run_command(ctx, [&] { return deck_setup(ctx, o); }); });
}

}  // namespace jk::cli
