// judgekit rules search|show|card|rebuild: the rulebooks at the table (docs/rulings.md).
#include <unistd.h>

#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "pack.hpp"
#include "rulings.hpp"
#include "text.hpp"

namespace jk::cli {

using nlohmann::ordered_json;
namespace rl = jk::rulings;

namespace {

// Building the index is announced on a terminal only: piped output stays exactly the results.
rl::Progress progress() {
  if (!isatty(STDERR_FILENO)) return {};
  return [](const std::string& what) { std::cerr << "judgekit: " << format(tr("{what} (building the rulings index)"), {{"what", what}}) << "\n"; };
}

rl::IndexPtr open() { return rl::open_index(games_dir(), rl::default_cache_path(), progress()); }

// Marked text (rl::kMarkOpen/kMarkClose around matches) cut to `width` columns with "…" and,
// when `pad`, padded to exactly `width`: widths count only what is visible, so the columns
// line up by East Asian width whether or not the marks become reverse video.
std::string cell(const Context& ctx, std::string_view marked, int width, bool pad) {
  std::string plain = rl::strip_marks(marked);
  bool cut = display_width(plain) > width;
  std::string out;
  int used = 0;
  bool open_mark = false;
  for (char32_t c : to_code_points(marked)) {
    if (c == static_cast<char32_t>(rl::kMarkOpen) || c == static_cast<char32_t>(rl::kMarkClose)) {
      open_mark = c == static_cast<char32_t>(rl::kMarkOpen);
      if (ctx.color) out += open_mark ? "\x1b[7m" : "\x1b[0m";
      continue;
    }
    std::string ch;
    append_utf8(ch, c);
    int w = display_width(ch);
    if (cut && used + w > width - 1) break;
    out += ch;
    used += w;
  }
  if (ctx.color && open_mark) out += "\x1b[0m";
  if (cut) {
    out += "…";
    used += 1;
  }
  if (pad) out.append(static_cast<std::size_t>(std::max(0, width - used)), ' ');
  return out;
}

// [start, end) code point ranges of the marks in `marked`, as offsets into the plain text.
ordered_json mark_ranges(std::string_view marked) {
  ordered_json out = ordered_json::array();
  int pos = 0, start = 0;
  for (char32_t c : to_code_points(marked)) {
    if (c == static_cast<char32_t>(rl::kMarkOpen)) start = pos;
    else if (c == static_cast<char32_t>(rl::kMarkClose)) out.push_back({start, pos});
    else ++pos;
  }
  return out;
}


// "scp" for scp-tcg-jp-j, as `judgekit adjudicate` accepts; "" stays "" (every game).
std::string game_id(const std::string& typed) { return typed.empty() ? typed : resolve_game_id(games_dir(), typed); }

// A hit's or the search's ReadAs list: what the query's words were found as.
ordered_json read_as_json(const std::vector<rl::ReadAs>& list) {
  ordered_json out = ordered_json::array();
  for (const auto& ra : list)
    out.push_back({{"typed", ra.typed}, {"found", ra.found}, {"how", rl::how_name(ra.how)},
                   {"game", ra.game.empty() ? ordered_json(nullptr) : ordered_json(ra.game)},
                   {"cite", ra.cite.empty() ? ordered_json(nullptr) : ordered_json(ra.cite)}});
  return out;
}

// "economica 2-5-1 (heading)" lines for entries offered instead of a hit.
std::string offered(const std::vector<rl::Hit>& hits) {
  std::string out;
  for (const auto& h : hits)
    out += "  " + h.game + " " + h.number + (h.heading.empty() ? "" : "  " + rl::strip_marks(h.heading)) + "\n";
  return out;
}

int search_cmd(Context& ctx, const std::vector<std::string>& words, const std::string& game_typed, int limit, bool json) {
  if (limit < 1) throw InputError(Message{N_("--limit must be 1 or more, not {n}"), {{"n", std::to_string(limit)}}});
  std::string query = join(words, " ");
  std::string game = game_id(game_typed);
  auto index = open();
  rl::SearchResult r = rl::search(*index, {query, game, limit});
  if (json) {
    ordered_json j = {{"query", query}, {"game", game.empty() ? ordered_json(nullptr) : ordered_json(game)}, {"terms", r.terms},
                      {"total", r.total}, {"hits", ordered_json::array()}};
    int rank = 0;
    for (const auto& h : r.hits)
      j["hits"].push_back({{"rank", ++rank}, {"game", h.game}, {"number", h.number}, {"kind", h.kind},
                           {"match", h.by_number ? "number" : h.by_date ? "date" : "text"}, {"heading", rl::strip_marks(h.heading)},
                           {"snippet", rl::strip_marks(h.snippet)}, {"heading_marks", mark_ranges(h.heading)},
                           {"snippet_marks", mark_ranges(h.snippet)}, {"read_as", read_as_json(h.read_as)}});
    j["suggestion"] = r.suggestion.empty() ? ordered_json(nullptr) : ordered_json{{"query", r.suggestion}, {"total", r.suggestion_hits}};
    for (const char* key : {"numbers_like", "nearest"}) {
      j[key] = ordered_json::array();
      for (const auto& h : std::string(key) == "nearest" ? r.nearest : r.numbers_like)
        j[key].push_back({{"game", h.game}, {"number", h.number}, {"kind", h.kind}, {"heading", rl::strip_marks(h.heading)}});
    }
    j["not_searched"] = r.dropped;
    j["read_as"] = read_as_json(r.read_as);
    j["date"] = r.date.empty() ? ordered_json(nullptr) : ordered_json(r.date);
    j["fell_through_from"] = r.fell_through_from.empty() ? ordered_json(nullptr) : ordered_json(r.fell_through_from);
    std::cout << j.dump(2) << "\n";
    return r.hits.empty() ? finding : ok;
  }
  if (!r.dropped.empty())
    std::cerr << "judgekit: "
              << format(tr("only the first {n} terms are searched; not searched: {dropped}"),
                        {{"n", std::to_string(r.terms.size())}, {"dropped", join(r.dropped, " ")}})
              << "\n";
  if (!r.fell_through_from.empty()) std::cout << rl::fell_through(query, r.fell_through_from).str(current_lang()) << "\n";
  for (const auto& line : rl::describe(r.read_as)) std::cout << line.str(current_lang()) << "\n";
  if (r.hits.empty()) {
    if (r.terms.empty() && trim(query).empty())
      std::cout << tr("nothing to search for: give a word, a rule number or a card") << "\n";
    else if (r.terms.empty())
      std::cout << format(tr("no entry matches '{query}': it holds no letter, digit or kana to search for"), {{"query", query}}) << "\n";
    else
      std::cout << format(game.empty() ? tr("no entry matches {terms}") : tr("no entry matches {terms} in {game}"), {{"terms", join(r.terms, " ")}, {"game", game}})
                << "\n";
    if (!r.suggestion.empty())
      std::cout << format(r.suggestion_hits == 1 ? tr("try dropping a term: `judgekit rules search {query}` finds {n} entry")
                                                 : tr("try dropping a term: `judgekit rules search {query}` finds {n} entries"),
                          {{"query", (game.empty() ? "" : "--game " + game + " ") + r.suggestion}, {"n", std::to_string(r.suggestion_hits)}})
                << "\n";
    if (!r.numbers_like.empty())
      std::cout << format(tr("'{query}' without separators is the number of several entries; type the one you mean as written:"), {{"query", query}})
                << "\n"
                << offered(r.numbers_like);
    if (!r.nearest.empty() && r.suggestion.empty()) std::cout << tr("nearest entries:") << "\n" << offered(r.nearest);
    if (r.suggestion.empty() && r.nearest.empty() && r.numbers_like.empty())
      std::cout << tr("try fewer characters, another word, or a rule number") << "\n";
    return finding;
  }
  // Columns: game, number, heading, text; widths by East Asian width. Headings and text are
  // capped for a terminal; numbers never are: they are what a judge copies.
  const std::string h_game = tr("game"), h_number = trc("rule", "number"), h_heading = tr("heading");
  int wg = display_width(h_game), wn = display_width(h_number), wh = display_width(h_heading);
  for (const auto& h : r.hits) {
    wg = std::max(wg, display_width(h.game));
    wn = std::max(wn, display_width(h.number));
    wh = std::min(28, std::max(wh, display_width(rl::strip_marks(h.heading))));
  }
  std::cout << bold(ctx, pad_right(h_game, wg) + "  " + pad_right(h_number, wn) + "  " + pad_right(h_heading, wh) + "  " + tr("text")) << "\n";
  for (const auto& h : r.hits) {
    std::string number = h.by_number ? std::string(1, rl::kMarkOpen) + h.number + rl::kMarkClose : h.number;
    std::cout << cell(ctx, h.game, wg, true) << "  " << cell(ctx, number, wn, true) << "  " << cell(ctx, h.heading, wh, true) << "  "
              << cell(ctx, h.snippet, 60, false) << "\n";
  }
  if (r.total > r.hits.size())
    std::cout << format(tr("{shown} of {total} entries; see more with --limit {total}"),
                        {{"shown", std::to_string(r.hits.size())}, {"total", std::to_string(r.total)}})
              << "\n";
  return ok;
}

// An entry's kind as people read it; JSON keeps the data's word.
std::string kind_label(const std::string& kind) {
  if (kind == "rule") return trc("entry kind", "rule");
  if (kind == "faq") return trc("entry kind", "faq");
  if (kind == "example") return trc("entry kind", "example");
  if (kind == "note") return trc("entry kind", "note");
  if (kind == "revision") return trc("entry kind", "revision");
  return kind;
}

ordered_json ref_json(const rl::EntryRef& r) {
  return {{"game", r.game}, {"number", r.number}, {"found", r.id != 0}, {"kind", r.kind}, {"heading", r.heading}, {"label", r.label}};
}

// `rules show [GAME] NUMBER`: with two words the first is the game when it names one ("scp");
// otherwise every word is the number ("4-5-6 例2"), looked up in every game.
int show_cmd(Context& ctx, const std::vector<std::string>& args, bool json) {
  std::string game, number = join(args, " ");
  if (args.size() >= 2) {
    try {
      game = resolve_game_id(games_dir(), args[0]);
      number = join(std::vector<std::string>(args.begin() + 1, args.end()), " ");
    } catch (const InputError&) {
      game.clear();
    }
  }
  auto index = open();
  rl::EntryView v = rl::show(*index, game, number);
  const rl::Entry& e = v.entry;
  if (json) {
    ordered_json j = {{"game", v.ref.game}, {"number", e.number}, {"kind", e.kind}, {"heading", e.heading}, {"body", e.body},
                      {"old", e.old_text.empty() ? ordered_json(nullptr) : ordered_json(e.old_text)},
                      {"new", e.new_text.empty() ? ordered_json(nullptr) : ordered_json(e.new_text)},
                      {"cards", e.cards},
                      {"announced", e.announced.empty() ? ordered_json(nullptr) : ordered_json(e.announced)},
                      {"effective", e.effective.empty() ? ordered_json(nullptr) : ordered_json(e.effective)},
                      {"source", {{"document", v.document}, {"file", v.file}, {"line", e.line}}},
                      {"parent", v.parent ? ref_json(*v.parent) : ordered_json(nullptr)}};
    for (const char* key : {"children", "cites", "cited_by"}) j[key] = ordered_json::array();
    for (const auto& r : v.children) j["children"].push_back(ref_json(r));
    for (const auto& r : v.cites) j["cites"].push_back(ref_json(r));
    for (const auto& r : v.cited_by) j["cited_by"].push_back(ref_json(r));
    j["fell_through_from"] = v.fell_through_from.empty() ? ordered_json(nullptr) : ordered_json(v.fell_through_from);
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  if (!v.fell_through_from.empty()) std::cout << rl::fell_through(number, v.fell_through_from).str(current_lang()) << "\n";
  std::string title = v.ref.game + " " + e.number;
  std::cout << bold(ctx, title) << "  (" << kind_label(e.kind) << ")";
  if (!e.announced.empty() || !e.effective.empty()) {
    FormatArgs dates = {{"announced", e.announced}, {"effective", e.effective}};
    std::cout << "  "
              << format(e.effective.empty()   ? tr("announced {announced}")
                        : e.announced.empty() ? tr("in force from {effective}")
                                              : tr("announced {announced}, in force from {effective}"),
                        dates);
  }
  std::cout << "\n";
  if (!e.heading.empty()) std::cout << bold(ctx, e.heading) << "\n";
  std::cout << e.body << "\n";
  if (!e.old_text.empty() || !e.new_text.empty()) {
    std::cout << "\n" << bold(ctx, tr("old (旧)")) << "\n" << e.old_text << "\n";
    std::cout << bold(ctx, tr("new (新)")) << "\n" << e.new_text << "\n";
  }
  std::cout << "\n";
  if (!e.cards.empty()) std::cout << format(tr("cards: {cards}"), {{"cards", join(e.cards, ", ")}}) << "\n";
  std::cout << format(tr("source: {file}:{line} ({document})"), {{"file", v.file}, {"line", std::to_string(e.line)}, {"document", v.document}})
            << "\n\n";
  std::vector<std::vector<std::string>> rows;
  auto add = [&](const std::string& what, const std::vector<rl::EntryRef>& refs) {
    if (refs.empty()) rows.push_back({what, "-", ""});
    for (std::size_t i = 0; i < refs.size(); ++i)
      rows.push_back({i == 0 ? what : "", refs[i].number, fit_width(refs[i].id ? refs[i].label : std::string(tr("(not in the transcribed rulebook)")), 44)});
  };
  add(tr("parent"), v.parent ? std::vector<rl::EntryRef>{*v.parent} : std::vector<rl::EntryRef>{});
  add(tr("children"), v.children);
  add(tr("cites"), v.cites);
  add(tr("cited by"), v.cited_by);
  std::cout << render_table(rows, {'l', 'l', 'l'}, false, 1000);  // labels fitted above; numbers never cut
  return ok;
}

int card_cmd(Context& ctx, const std::string& game_typed, const std::string& card, bool json) {
  std::string game = game_id(game_typed);
  auto index = open();
  rl::CardEntries c = rl::card_entries(*index, games_dir(), game, card);
  if (json) {
    ordered_json j = {{"game", game}, {"card", c.card}, {"matched_by", c.how}, {"printings", c.printings}, {"entries", ordered_json::array()}};
    for (const auto& h : c.hits) {
      ordered_json why = ordered_json::array();
      if (h.listed) why.push_back("cards");
      if (h.named) why.push_back("text");
      j["entries"].push_back({{"number", h.ref.number}, {"kind", h.ref.kind}, {"heading", h.ref.heading}, {"label", h.ref.label}, {"why", why}});
    }
    std::cout << j.dump(2) << "\n";
    return c.hits.empty() ? finding : ok;
  }
  std::cout << bold(ctx, c.card) << "  " << format(tr("[{game}; printings {printings}]"), {{"game", game}, {"printings", join(c.printings, ", ")}}) << "\n";
  if (c.hits.empty()) {
    std::cout << format(tr("no entry of the {game} rulings is about this card"), {{"game", game}}) << "\n";
    return finding;
  }
  std::vector<std::vector<std::string>> rows = {{trc("rule", "number"), tr("entry"), tr("why")}};
  for (const auto& h : c.hits)
    rows.push_back({h.ref.number, fit_width(h.ref.label, 44),
                    h.listed && h.named ? tr("cards, text") : h.listed ? tr("cards") : h.named ? tr("text") : ""});
  std::cout << render_table(rows, {'l', 'l', 'l'}, true, 1000);  // labels fitted above; numbers never cut
  return ok;
}

int rebuild_cmd(bool json) {
  std::string path = rl::default_cache_path();
  rl::BuildStats s = rl::rebuild_index(games_dir(), path, progress());
  if (isatty(STDERR_FILENO))
    std::cerr << "judgekit: " << format(tr("built in {ms} ms"), {{"ms", std::to_string(static_cast<int>(s.seconds * 1000 + 0.5))}}) << "\n";
  if (json) {
    ordered_json j = {{"games", s.games}, {"entries", s.entries}, {"cross_references", s.xrefs}, {"without_rulings", s.without_rulings}, {"cache", path}};
    std::cout << j.dump(2) << "\n";
    return ok;
  }
  FormatArgs counts = {{"games", std::to_string(s.games)}, {"entries", std::to_string(s.entries)}, {"xrefs", std::to_string(s.xrefs)}};
  std::cout << format(s.games == 1 ? tr("rulings index rebuilt: {games} game, {entries} entries, {xrefs} cross-references")
                                   : tr("rulings index rebuilt: {games} games, {entries} entries, {xrefs} cross-references"),
                      counts)
            << "\n";
  if (!s.without_rulings.empty()) std::cout << format(tr("no rulings.xml yet: {games}"), {{"games", join(s.without_rulings, ", ")}}) << "\n";
  std::cout << format(tr("cache: {path}"), {{"path", path}}) << "\n";
  return ok;
}

}  // namespace

void add_rules_commands(CLI::App& app, Context& ctx) {
  auto* rules = app.add_subcommand("rules", tr("search the rulebooks: rules, FAQ, examples and revisions of every game"));
  rules->require_subcommand(1);

  auto* search = rules->add_subcommand("search", tr("find entries by words, a rule number or a card (Japanese or English)"));
  static std::vector<std::string> words;
  static std::string search_game;
  static int limit = 10;
  static bool search_json = false;
  search->add_option("query", words, tr("words (all must match), a rule number or a card"))->required();
  search->add_option("--game,-g", search_game, tr("only this game's rulings (a unique start will do: scp)"));
  search->add_option("--limit,-n", limit, tr("at most N entries (default 10)"));
  search->add_flag("--json", search_json, tr("machine-readable output"));
  search->callback([&ctx] { run_command(ctx, [&] { return search_cmd(ctx, words, search_game, limit, search_json); }); });

  auto* show = rules->add_subcommand("show", tr("one entry with its parent, children, what it cites and what cites it"));
  static std::vector<std::string> show_args;
  static bool show_json = false;
  show->add_option("game_and_number", show_args,
                   tr("[GAME] NUMBER: the game (a unique start will do: scp) may be left out when the number is one game's; "
                      "the number as written (\"2-5-3\", \"104.2a\") or without separators when that is one entry (\"1042a\")"))
      ->required()
      ->expected(1, -1);
  show->add_flag("--json", show_json, tr("machine-readable output"));
  show->callback([&ctx] { run_command(ctx, [&] { return show_cmd(ctx, show_args, show_json); }); });

  auto* card = rules->add_subcommand("card", tr("every entry about a card (by number, name or kana reading)"));
  static std::string card_game, card_name;
  static bool card_json = false;
  card->add_option("game", card_game, tr("pack id (a unique start will do: scp)"))->required();
  card->add_option("card", card_name, tr("card number, name or reading"))->required();
  card->add_flag("--json", card_json, tr("machine-readable output"));
  card->callback([&ctx] { run_command(ctx, [&] { return card_cmd(ctx, card_game, card_name, card_json); }); });

  auto* rebuild = rules->add_subcommand("rebuild", tr("rebuild the rulings index now (it is rebuilt by itself when the data changes)"));
  static bool rebuild_json = false;
  rebuild->add_flag("--json", rebuild_json, tr("machine-readable output"));
  rebuild->callback([&ctx] { run_command(ctx, [&] { return rebuild_cmd(rebuild_json); }); });
}

}  // namespace jk::cli
