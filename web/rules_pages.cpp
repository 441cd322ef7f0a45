// The rulings pages: the same search as `judgekit rules search`, and one entry with its
// neighbourhood as `judgekit rules show` prints it.
#include "errors.hpp"
#include "html.hpp"
#include "pages.hpp"
#include "rulings.hpp"

namespace jk::web {

namespace rl = jk::rulings;

std::string rule_href(const PageContext& c, const std::string& game, const std::string& number) {
  return c.href("/rules/" + url_encode(game) + "/" + url_encode(number));
}

std::string rule_link(const PageContext& c, const std::string& game, const std::string& number) {
  return "<a href=\"" + esc(rule_href(c, game, number)) + "\">" + esc(number) + "</a>";
}

std::string game_name(const PageContext& c, const GameNames& names, const std::string& id) {
  auto it = names.find(id);
  if (it == names.end()) return id;
  return in_lang(c.lang, it->second.en.empty() ? it->second.ja : it->second.en, it->second.ja);
}

namespace {

std::string ref_item(const PageContext& c, const rl::EntryRef& r) {
  std::string label = "<span class=\"num\">" + esc(r.number) + "</span> " + esc(r.label);
  if (r.id == 0) return "<li>" + label + "</li>";  // cited but not in the rulebook
  return "<li><a href=\"" + esc(rule_href(c, r.game, r.number)) + "\">" + label + "</a></li>";
}

std::string refs(const PageContext& c, const char* title, const std::vector<rl::EntryRef>& list) {
  if (list.empty()) return "";
  std::string h = "<h2>" + esc(c.t(title)) + "</h2><ul class=\"refs\">";
  for (const auto& r : list) h += ref_item(c, r);
  return h + "</ul>";
}

std::string paragraphs(std::string_view text) {
  std::string h;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = std::min(text.find('\n', start), text.size());
    if (end > start) h += "<p>" + esc(text.substr(start, end - start)) + "</p>";
    start = end + 1;
  }
  return h;
}

std::string hit_list(const PageContext& c, const GameNames& names, const std::vector<rl::Hit>& hits, bool every_game) {
  std::string h = "<ol class=\"hits\">";
  for (const auto& hit : hits) {
    h += "<li><a href=\"" + esc(rule_href(c, hit.game, hit.number)) + "\"><span class=\"num\">" + esc(hit.number) + "</span> " +
         marked_html(hit.heading) + "</a>";
    if (every_game) h += " <small>" + esc(game_name(c, names, hit.game)) + "</small>";
    if (!hit.snippet.empty()) h += "<p>" + marked_html(hit.snippet) + "</p>";
    h += "</li>";
  }
  return h + "</ol>";
}

}  // namespace

Page rules_search_page(const PageContext& c, rl::Index& index, const GameNames& names, const std::string& event_game) {
  Page p;
  p.section = "rules";
  p.title = std::string(c.t("Rulings"));
  std::string q = c.arg("q");
  std::string game = c.query && c.query->count("game") ? c.arg("game") : event_game;
  if (game == "all") game.clear();
  std::vector<std::string> games = rl::indexed_games(index);
  if (!game.empty() && std::find(games.begin(), games.end(), game) == games.end()) game.clear();
  std::string& h = p.main;
  h += "<h1>" + esc(c.t("Rulings")) + "</h1>";
  h += "<form class=\"search\" action=\"" + esc(c.rules_only ? "/" : "/rules") + "\" method=\"get\" role=\"search\">";
  h += "<label for=\"q\">" + esc(c.t("Search the rules: a word or a rule number")) + "</label><div class=\"row\">";
  h += "<input id=\"q\" name=\"q\" type=\"search\" value=\"" + esc(q) + "\" autocomplete=\"off\">";
  h += "<button type=\"submit\">" + esc(c.t("Search")) + "</button></div><select name=\"game\" aria-label=\"" + esc(c.t("Game")) + "\">";
  h += std::string("<option value=\"all\"") + (game.empty() ? " selected" : "") + ">" + esc(c.t("All games")) + "</option>";
  for (const auto& g : games) h += "<option value=\"" + esc(g) + "\"" + (g == game ? " selected" : "") + ">" + esc(game_name(c, names, g)) + "</option>";
  h += "</select>";
  if (!c.lang_param.empty()) h += "<input type=\"hidden\" name=\"lang\" value=\"" + esc(c.lang_param) + "\">";
  h += "</form>";
  if (q.empty()) return p;
  rl::SearchResult res;
  try {
    res = rl::search(index, {q, game, 20});
  } catch (const InputError& e) {
    h += "<p class=\"empty\">" + esc(e.what()) + "</p>";
    return p;
  }
  // 104.2a asked of Economica: SCP's rule, from every game, said; and what the words were read as.
  // Games named as the picker names them, in the reader's language.
  if (!res.fell_through_from.empty()) {
    h += "<p class=\"note\">" + esc(rl::fell_through(q, game_name(c, names, res.fell_through_from)).str(c.lang)) + "</p>";
    game.clear();
  }
  for (auto& r : res.read_as) r.game = game_name(c, names, r.game);
  // What the words were read as: information, not a warning (a note is the warning's red).
  for (const auto& line : rl::describe(res.read_as)) h += "<p class=\"read-as\">" + esc(line.str(c.lang)) + "</p>";
  if (res.hits.empty()) {
    h += "<p class=\"empty\">" + esc(c.t("No match.")) + "</p>";
    if (!res.suggestion.empty())
      h += "<p><a href=\"" + esc(c.href((c.rules_only ? "/?q=" : "/rules?q=") + url_encode(res.suggestion) + "&game=" + url_encode(game.empty() ? "all" : game))) +
           "\">" + esc(res.suggestion) + "</a> (" + std::to_string(res.suggestion_hits) + ")</p>";
    else if (!res.nearest.empty())
      h += "<p>" + esc(c.t("Nearest entries:")) + "</p>" + hit_list(c, names, res.nearest, game.empty());
    return p;
  }
  h += hit_list(c, names, res.hits, game.empty());
  return p;
}

Page rules_entry_page(const PageContext& c, rl::Index& index, const GameNames& names, const std::string& game, const std::string& number) {
  rl::EntryView e;
  try {
    e = rl::show(index, game, number);
  } catch (const InputError& err) {
    Page p = not_found(c);
    p.main = "<h1>404</h1><p>" + esc(err.what()) + "</p>";
    return p;
  }
  Page p;
  p.section = "rules";
  // Headed by the rule's number and title (its heading, else the start of its text).
  const std::string title = e.entry.heading.empty() ? e.ref.label : e.entry.heading;
  p.title = e.entry.number + " " + title;
  std::string& h = p.main;
  // Under the game's name: the rulebook's file name is the pack's business, not a reader's.
  h += "<p class=\"crumb\">" + esc(game_name(c, names, e.ref.game.empty() ? game : e.ref.game)) + "</p>";
  h += "<h1><span class=\"num\">" + esc(e.entry.number) + "</span> " + esc(title) + "</h1>";
  h += "<div class=\"body\">" + paragraphs(e.entry.body) + "</div>";
  if (!e.entry.old_text.empty() || !e.entry.new_text.empty()) {
    h += "<div class=\"revision\"><h2>" + esc(c.t("Old wording")) + "</h2>" + paragraphs(e.entry.old_text);
    h += "<h2>" + esc(c.t("New wording")) + "</h2>" + paragraphs(e.entry.new_text) + "</div>";
  }
  if (e.parent) h += refs(c, N_("Part of"), {*e.parent});
  h += refs(c, N_("Inside"), e.children);
  h += refs(c, N_("Cites"), e.cites);
  h += refs(c, N_("Cited by"), e.cited_by);
  return p;
}

}  // namespace jk::web
