// judgekit games, games show G.
#include <iostream>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk::cli {

using nlohmann::ordered_json;

static ordered_json rule_json(const Game& g, const Rule& r) {
  ordered_json j = {{"id", r.id}, {"kind", rule_kind_name(r.kind)}, {"cite", r.cite}, {"severity", severity_name(r.severity)},
                    {"summary", describe_rule(g, r)}};
  if (!r.part.empty()) j["part"] = r.part;
  if (!r.where.text.empty()) j["where"] = r.where.text;
  if (!r.card.empty()) j["card"] = r.card;
  if (r.min) j["min"] = *r.min;
  if (r.max) j["max"] = *r.max;
  if (r.exact) j["exact"] = *r.exact;
  if (r.any_number) j["any"] = true;
  if (!r.text.empty()) j["text"] = r.text;
  if (!r.revision_id.empty()) j["revision"] = {{"id", r.revision_id}, {"announced", r.announced}, {"effective", r.effective}};
  return j;
}


static int games_list(Context& ctx, bool json) {
  auto games = load_all_games(games_dir());
  if (json) {
    ordered_json out = ordered_json::array();
    for (const auto& g : games)
      out.push_back({{"id", g.id}, {"name", {{"ja", g.name_ja}, {"en", g.name_en}}}, {"deck_building", g.deck_building},
                     {"formats", [&] {
                        ordered_json f = ordered_json::array();
                        for (const auto& fm : g.formats) f.push_back(fm.id);
                        return f;
                      }()}});
    std::cout << out.dump(2) << "\n";
    return ok;
  }
  std::vector<std::vector<std::string>> rows = {{tr("id"), "名前", "name", tr("formats"), tr("cards")}};
  for (const auto& g : games) {
    std::string formats;
    for (const auto& f : g.formats) formats += (formats.empty() ? "" : ", ") + f.id;
    rows.push_back({g.id, g.name_ja, g.name_en, formats.empty() ? tr("(no deck building)") : formats, std::to_string(g.cards.cards.size())});
  }
  std::cout << bold(ctx, tr("Game packs")) << " (" << games_dir() << ")\n" << render_table(rows, {'l', 'l', 'l', 'l', 'r'}, true, 60);
  return ok;
}

// Whether one name may be under several card numbers (<identity numbers-per-name>), and why.
static void print_numbers_per_name(const Game& g, Lang lang) {
  std::cout << "  " << (g.one_number_per_name ? tr("one card number per name: different numbers are different cards")
                                              : tr("one name may be under several card numbers: a name rule is not checked for cards of unknown name"));
  if (!g.identity_cite.empty()) std::cout << " [" << g.id << " " << g.identity_cite << "]";
  std::cout << "\n";
  if (!g.identity_note.empty()) std::cout << "  " << format(tr("note: {note}"), {{"note", in_lang(lang, g.identity_note, g.identity_note_ja)}}) << "\n";
}

// `games show --json`: the pack as scripts read it, rules as in force on `on`.
static void print_game_json(const Game& g, const std::string& on) {
  const MatchStructure& m = g.match;
  ordered_json j = {{"id", g.id},
                    {"name", {{"ja", g.name_ja}, {"en", g.name_en}}},
                    {"source", {{"document", g.source_document}, {"title", g.source_title}}},
                    {"deck_building", g.deck_building},
                    {"identity", g.identity},
                    {"numbers_per_name", {{"value", g.one_number_per_name ? "one" : "many"}, {"cite", g.identity_cite}, {"note", g.identity_note}}},
                    {"rules_on", on}};
  j["parts"] = ordered_json::array();
  for (const auto& p : g.parts) j["parts"].push_back({{"id", p.id}, {"ja", p.name_ja}, {"en", p.name_en}, {"where", p.where.text}});
  j["formats"] = ordered_json::array();
  for (const auto& f : g.formats) {
    ordered_json fj = {{"id", f.id}, {"name", {{"ja", f.name_ja}, {"en", f.name_en}}}, {"base", f.base}, {"official", f.official}, {"rules", ordered_json::array()}};
    for (const auto& r : rules_in_force(g, f.id, on)) fj["rules"].push_back(rule_json(g, r));
    j["formats"].push_back(fj);
  }
  j["revisions"] = ordered_json::array();
  for (const auto& rv : g.revisions) {
    ordered_json rj = {{"id", rv.id}, {"announced", rv.announced}, {"effective", rv.effective}, {"cite", rv.cite}, {"changes", ordered_json::array()}};
    for (const auto& c : rv.changes)
      rj["changes"].push_back({{"op", c.op == RuleChange::Op::add ? "add" : c.op == RuleChange::Op::change ? "change" : "remove"},
                               {"rule", c.target},
                               {"summary", c.op == RuleChange::Op::add ? describe_rule(g, c.rule) : c.reason}});
    j["revisions"].push_back(rj);
  }
  j["match"] = {{"players_per_table", m.players_per_table}, {"best_of", m.best_of}, {"best_of_choices", m.best_of_choices}, {"draws", m.draws_allowed},
                {"points", {{"win", m.points_win}, {"draw", m.points_draw}, {"loss", m.points_loss}, {"bye", m.bye_points}}},
                {"bye_games", std::to_string(m.bye_games_won) + "-" + std::to_string(m.bye_games_lost)}, {"one_game_draw", one_game_draw_name(m.one_game_draw)},
                {"cite", m.cite}, {"note", m.note}};
  if (m.players_per_table > 2) j["match"]["pods"] = {{"min", m.pod_min}, {"max", m.pod_max}, {"placement_points", m.placement_points}};
  j["tiebreakers"] = ordered_json::array();
  for (const auto& t : g.tiebreakers) j["tiebreakers"].push_back({{"id", tiebreak_name(t.id)}, {"floor", t.floor}});
  j["adjudication"] = ordered_json::array();
  for (const auto& p : g.procedures) j["adjudication"].push_back({{"id", procedure_name(p.id)}, {"cite", p.cite}, {"ja", p.name_ja}, {"en", p.name_en}});
  j["cards"] = g.cards.cards.size();
  std::cout << j.dump(2) << "\n";
}

// Whether a game can be drawn, and what a drawn game does in a best of 1 (one-game-draw) where
// one can be played.
static void print_draws(const Game& g) {
  const MatchStructure& m = g.match;
  std::cout << "  " << (m.draws_allowed ? tr("draws: possible") : tr("draws: not possible")) << "\n";
  if (m.players_per_table != 2 || !m.draws_allowed || !m.allows_best_of(1)) return;
  const std::string cite = m.one_game_draw_cite.empty() ? "" : "  [" + g.id + " " + m.one_game_draw_cite + "]";
  std::cout << "  "
            << (m.one_game_draw == OneGameDraw::ends_match ? tr("best of 1: one game; a drawn game ends the match")
                                                           : tr("best of 1: a drawn game does not count; another game is played"))
            << cite << "\n";
}

// The match section's lines under its heading: players, length, points, draws, rules, note.
static void print_match(const Game& g) {
  const MatchStructure& m = g.match;
  auto S = [](auto v) { return std::to_string(v); };
  std::cout << "  " << format(tr("players per table: {n}"), {{"n", S(m.players_per_table)}});
  if (m.players_per_table > 2) std::cout << format(tr(" (pods of {min} to {max})"), {{"min", S(m.pod_min)}, {"max", S(m.pod_max)}});
  std::cout << "\n  " << format(tr("games per match: best of {n}"), {{"n", S(m.best_of)}});
  if (m.best_of_choices.size() > 1) {
    std::string choices;
    for (int c : m.best_of_choices) choices += (choices.empty() ? "" : ", ") + S(c);
    std::cout << format(tr(" (an event may choose best of {choices}: --best-of)"), {{"choices", choices}});
  }
  std::cout << "\n";
  std::cout << "  "
            << format(tr("points: win {win}, draw {draw}, loss {loss}; bye {bye} ({won}-{lost})"),
                      {{"win", S(m.points_win)}, {"draw", S(m.points_draw)}, {"loss", S(m.points_loss)}, {"bye", S(m.bye_points)},
                       {"won", S(m.bye_games_won)}, {"lost", S(m.bye_games_lost)}})
            << "\n";
  if (m.players_per_table > 2) {
    std::string pts;
    for (int p : m.placement_points) pts += (pts.empty() ? "" : " / ") + std::to_string(p);
    std::cout << "  " << format(tr("placement points: {points}"), {{"points", pts}}) << "\n";
  }
  print_draws(g);
  if (!m.cite.empty()) std::cout << "  " << format(tr("rules: {cite}"), {{"cite", g.id + " " + m.cite}}) << "\n";
  if (!m.note.empty()) std::cout << "  " << format(tr("note: {note}"), {{"note", in_lang(current_lang(), m.note, m.note_ja)}}) << "\n";
}

static int games_show(Context& ctx, const std::string& id, const std::string& date, bool json) {
  Game g = load_game(games_dir(), id);
  std::string on = date.empty() ? today() : date;
  if (!valid_date(on)) throw InputError(Message{N_("--date '{date}' is not a date YYYY-MM-DD"), {{"date", date}}});
  if (json) {
    print_game_json(g, on);
    return ok;
  }
  const Lang lang = current_lang();
  auto S = [](auto v) { return std::to_string(v); };
  std::cout << bold(ctx, g.name_ja + " / " + g.name_en) << "  [" << g.id << "]\n";
  if (!g.source_title.empty())
    std::cout << format(tr("source: {title} ({document})"), {{"title", g.source_title}, {"document", g.source_document}}) << "\n";
  std::cout << format(tr("cards in the pack: {n} (only those the rulebook names; load a full list with `judgekit cards import`)"),
                      {{"n", S(g.cards.cards.size())}})
            << "\n";
  if (g.deck_building) {
    std::cout << format(tr("copies counted by: card {field}"), {{"field", lang == Lang::ja ? field_word(g.identity, lang) : g.identity}}) << "\n";
    print_numbers_per_name(g, lang);
    std::cout << "\n" << bold(ctx, tr("Formats")) << " " << format(tr("(rules in force on {date})"), {{"date", on}}) << "\n";
    for (const auto& f : g.formats) {
      std::cout << "\n  " << bold(ctx, f.id) << "  " << f.name_ja << " / " << f.name_en << (f.official ? tr("  (official)") : "")
                << (f.base.empty() ? "" : format(tr("  based on {base}"), {{"base", f.base}})) << "\n";
      if (!f.note.empty()) std::cout << "  " << in_lang(lang, f.note, f.note_ja) << "\n";
      std::vector<std::vector<std::string>> rows;
      for (const auto& r : rules_in_force(g, f.id, on))
        rows.push_back({"  " + r.id, describe_rule(g, r, lang) + (r.severity == Severity::warning ? tr(" (advice)") : ""),
                        "[" + cite_rule(g, r, lang) + "]"});
      std::cout << render_table(rows, {'l', 'l', 'l'}, false, 70);
    }
  } else {
    std::cout << tr("no deck construction: played from the box") << "\n";
  }
  if (!g.revisions.empty()) {
    std::cout << "\n" << bold(ctx, tr("Revisions")) << "\n";
    for (const auto& rv : g.revisions) {
      std::cout << "  "
                << format(tr("announced {announced}, in force from {effective}: {cite}"),
                          {{"announced", rv.announced}, {"effective", rv.effective}, {"cite", rv.cite}})
                << "\n";
      for (const auto& c : rv.changes) {
        std::string what = c.op == RuleChange::Op::add
                               ? format(tr("adds {rule} ({what})"), {{"rule", c.target}, {"what", describe_rule(g, c.rule, lang)}})
                           : c.op == RuleChange::Op::change ? format(tr("changes {rule}"), {{"rule", c.target}})
                                                            : format(tr("removes {rule}"), {{"rule", c.target}});
        std::cout << "    " << what << "\n";
      }
    }
  }
  if (!g.setups.empty()) {
    std::cout << "\n" << bold(ctx, tr("Set-up choices")) << "\n";
    for (const auto& s : g.setups) std::cout << "  " << s.id << "  " << s.name_ja << " / " << s.name_en << "  [" << g.id << " " << s.cite << "]\n";
  }
  std::cout << "\n" << bold(ctx, tr("Match")) << "\n";
  print_match(g);
  std::string tb;
  for (const auto& t : g.tiebreakers) {
    tb += (tb.empty() ? "" : ", ") + std::string(tiebreak_name(t.id));
    if (t.floor > 0) tb += format(tr(" (floor {percent}%)"), {{"percent", S(static_cast<int>(t.floor * 100 + 0.5))}});
  }
  std::cout << "  " << format(tr("tiebreakers: {list}"), {{"list", tb}}) << "\n";
  if (!g.procedures.empty()) {
    std::cout << "\n" << bold(ctx, tr("Adjudication")) << "\n";
    for (const auto& p : g.procedures) std::cout << "  " << procedure_name(p.id) << "  " << p.name_ja << "  [" << g.id << " " << p.cite << "]\n";
  }
  return ok;
}

void add_games_commands(CLI::App& app, Context& ctx) {
  auto* games = app.add_subcommand("games", tr("list the game packs, or show one"));
  static bool json = false;
  games->add_flag("--json", json, tr("machine-readable output"));
  auto* show = games->add_subcommand("show", tr("a pack's formats, rules with citations, revisions and match structure"));
  static std::string id, date;
  static bool show_json = false;
  show->add_option("game", id, tr("pack id (see `judgekit games`)"))->required();
  show->add_option("--date", date, tr("show the rules in force on this date (YYYY-MM-DD; default today)"));
  show->add_flag("--json", show_json, tr("machine-readable output"));
  show->callback([&ctx] { run_command(ctx, [&] { return games_show(ctx, id, date, show_json); }); });
  games->callback([&ctx, games] {
    if (games->get_subcommands().empty()) run_command(ctx, [&] { return games_list(ctx, json); });
  });
}

}  // namespace jk::cli
