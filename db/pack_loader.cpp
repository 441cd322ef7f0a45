// Loads and validates games/<id>/game.xml: every problem is reported as file:line: what.
#include <pugixml.hpp>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

#include "build_paths.hpp"
#include "errors.hpp"
#include "i18n.hpp"
#include "input_file.hpp"
#include "line_table.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk {

namespace fs = std::filesystem;

bool valid_date(std::string_view d) {
  if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
  for (int i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (d[i] < '0' || d[i] > '9') return false;
  int y = std::atoi(std::string(d.substr(0, 4)).c_str());
  unsigned m = static_cast<unsigned>(std::atoi(std::string(d.substr(5, 2)).c_str()));
  unsigned day = static_cast<unsigned>(std::atoi(std::string(d.substr(8, 2)).c_str()));
  return std::chrono::year_month_day{std::chrono::year{y}, std::chrono::month{m}, std::chrono::day{day}}.ok();
}

std::string today() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
  return buf;
}

std::string games_dir() {
  if (const char* env = std::getenv("JUDGEKIT_GAMES"); env && *env) return env;
  // An installed binary finds the packs beside it (<prefix>/bin/../share/judgekit/games),
  // wherever the prefix was moved; a build-tree binary uses the source tree's games/. Found once:
  // the web server asks at every report.
  static const std::string found = [] {
    std::error_code ec;
    fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
      fs::path installed = exe.parent_path().parent_path() / "share/judgekit/games";
      if (fs::exists(installed, ec)) return installed.string();
    }
    if (fs::exists(JUDGEKIT_GAMES_DIR, ec)) return std::string(JUDGEKIT_GAMES_DIR);
    return std::string(JUDGEKIT_INSTALLED_GAMES_DIR);
  }();
  return found;
}

const Format* Game::find_format(std::string_view fid) const {
  for (const auto& f : formats)
    if (f.id == fid) return &f;
  return nullptr;
}

const Format* Game::default_format() const {
  for (const auto& f : formats)
    if (f.is_default) return &f;
  return formats.empty() ? nullptr : &formats.front();
}

namespace {

// What each element may hold: attributes (required ones marked with '*') and child elements.
struct ElementSpec {
  std::vector<std::string> attrs;
  std::vector<std::string> children;
  bool text = false;
};

const std::vector<std::string> kRuleAttrs = {"id*",  "kind*",   "cite*", "part", "where", "card",     "key",
                                             "field", "neutral", "min",   "max",  "exact", "any", "severity"};

const std::map<std::string, ElementSpec>& schema() {
  static const std::map<std::string, ElementSpec> s = {
      {"game",
       {{"id*", "schema*", "deck-building"},
        {"name", "alias", "source", "cards", "identity", "fields", "parts", "match", "pods", "tiebreakers", "adjudication", "infractions",
         "format", "revision", "setup", "starting", "notes"}}},
      {"name", {{"lang*"}, {}, true}},
      {"alias", {{}, {}, true}},
      {"source", {{"document*"}, {}, true}},
      {"cards", {{"file*"}, {}}},
      {"identity", {{"key*", "numbers-per-name", "cite", "note", "note-ja"}, {}}},
      {"fields", {{}, {"field"}}},
      {"field", {{"name*"}, {"value"}}},
      {"value", {{"id*", "ja", "en"}, {}}},
      {"parts", {{}, {"part"}}},
      {"part", {{"id*", "ja*", "en*", "where"}, {}}},
      {"match", {{"players*", "best-of*", "best-of-choices", "draws*", "one-game-draw", "one-game-draw-cite", "win*", "draw*", "loss*", "bye-points", "bye-games", "cite",
                 "note", "note-ja"},
                {}}},
      {"pods", {{"min*", "max*", "placement-points*", "cite", "note"}, {}}},
      {"tiebreakers", {{"byes-in-win-percent", "dropped-win-cap", "freeze-dropped"}, {"tiebreaker"}}},
      {"tiebreaker", {{"id*", "floor", "note"}, {}}},
      {"adjudication", {{}, {"procedure"}}},
      {"procedure", {{"id*", "cite*", "ja", "en"}, {}}},
      {"infractions", {{}, {"infraction"}}},
      {"infraction", {{"id*", "alias*", "cite", "loss", "needs-note", "ja*", "en*"}, {"procedure"}}},
      // An infraction's <procedure> is the rulebook's text in one language, not an adjudication procedure.
      {"infraction>procedure", {{"lang*"}, {}, true}},
      {"format", {{"id*", "base", "official", "default"}, {"name", "rule", "add", "change", "remove", "notes"}}},
      {"rule", {kRuleAttrs, {}, true}},
      {"add", {{"reason"}, {"rule"}}},
      {"change",
       {{"rule*", "reason", "part", "where", "card", "key", "field", "neutral", "min", "max", "exact", "any", "severity", "cite"},
        {}}},
      {"remove", {{"rule*", "reason"}, {}}},
      {"revision", {{"id*", "announced*", "effective*", "cite*", "title", "formats"}, {"add", "change", "remove"}}},
      {"setup", {{"id*", "ja*", "en*", "cite*"}, {"remove-cards"}}},
      {"remove-cards", {{"where*"}, {}, true}},
      {"starting", {{"id*", "where*", "value*", "cite*"}, {}, true}},
      {"notes", {{"lang"}, {}, true}},
  };
  return s;
}

struct Loader {
  std::string file;
  std::string text;
  LineTable lines;  // of text

  int line(const pugi::xml_node& n) const {
    auto off = n.offset_debug();
    return off < 0 ? 0 : lines.line_at(off);
  }
  [[noreturn]] void fail(const pugi::xml_node& n, Message what) const { throw InputError(file, line(n), std::move(what)); }

  void validate(const pugi::xml_node& n) const {
    const auto& specs = schema();
    auto it = specs.find(std::string(n.parent().name()) + ">" + n.name());
    if (it == specs.end()) it = specs.find(n.name());
    if (it == specs.end()) fail(n, Message{N_("unknown element <{element}>"), {{"element", n.name()}}});
    const ElementSpec& spec = it->second;
    std::set<std::string> allowed, required;
    for (const auto& a : spec.attrs) {
      if (a.back() == '*') {
        allowed.insert(a.substr(0, a.size() - 1));
        required.insert(a.substr(0, a.size() - 1));
      } else {
        allowed.insert(a);
      }
    }
    for (auto a : n.attributes())
      if (!allowed.count(a.name())) fail(n, Message{N_("unknown attribute '{attribute}' on <{element}>"), {{"attribute", a.name()}, {"element", n.name()}}});
    for (const auto& r : required)
      if (!n.attribute(r.c_str())) fail(n, Message{N_("<{element}> is missing the attribute '{attribute}'"), {{"element", n.name()}, {"attribute", r}}});
    for (auto c : n.children()) {
      if (c.type() == pugi::node_element) {
        if (std::find(spec.children.begin(), spec.children.end(), c.name()) == spec.children.end())
          fail(c, Message{N_("unknown element <{element}> in <{parent}>"), {{"element", c.name()}, {"parent", n.name()}}});
        validate(c);
      } else if (c.type() == pugi::node_pcdata && !spec.text && !trim(c.value()).empty()) {
        fail(n, Message{N_("<{element}> holds no text"), {{"element", n.name()}}});
      }
    }
  }

  long integer(const pugi::xml_node& n, const char* attr, long lo, long hi) const {
    std::string s = n.attribute(attr).value();
    long v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size() || v < lo || v > hi)
      fail(n, Message{N_("attribute '{attribute}' must be a whole number from {lo} to {hi}, not '{value}'"),
                      {{"attribute", attr}, {"lo", std::to_string(lo)}, {"hi", std::to_string(hi)}, {"value", s}}});
    return v;
  }
  std::optional<long> opt_integer(const pugi::xml_node& n, const char* attr, long lo, long hi) const {
    if (!n.attribute(attr)) return std::nullopt;
    return integer(n, attr, lo, hi);
  }
  bool boolean(const pugi::xml_node& n, const char* attr, bool dflt) const {
    if (!n.attribute(attr)) return dflt;
    std::string s = n.attribute(attr).value();
    if (const std::optional<bool> b = parse_bool(s)) return *b;
    fail(n, Message{N_("attribute '{attribute}' must be true or false, not '{value}'"), {{"attribute", attr}, {"value", s}}});
  }
  std::string date(const pugi::xml_node& n, const char* attr) const {
    std::string s = n.attribute(attr).value();
    if (!valid_date(s)) fail(n, Message{N_("attribute '{attribute}' is not a date YYYY-MM-DD: '{value}'"), {{"attribute", attr}, {"value", s}}});
    return s;
  }
  Predicate predicate(const pugi::xml_node& n, const char* attr) const {
    try {
      return parse_predicate(n.attribute(attr).value());
    } catch (const InputError& e) {
      fail(n, Message{N_("attribute '{attribute}': {problem}"), {{"attribute", attr}, arg("problem", e.message())}});
    }
  }
  void names(const pugi::xml_node& n, std::string& ja, std::string& en) const {
    for (auto c : n.children("name")) {
      std::string lang = c.attribute("lang").value();
      if (lang == "ja") ja = trim(c.text().get());
      else if (lang == "en") en = trim(c.text().get());
      else fail(c, Message{N_("lang must be ja or en, not '{lang}'"), {{"lang", lang}}});
    }
  }

  void limits(const pugi::xml_node& n, Rule& r) const {
    r.min = opt_integer(n, "min", 0, 100000);
    r.max = opt_integer(n, "max", 0, 100000);
    r.exact = opt_integer(n, "exact", 0, 100000);
    if (r.min && r.max && *r.min > *r.max) fail(n, Message{N_("min is greater than max"), {}});
  }

  Rule rule(const pugi::xml_node& n) const {
    Rule r;
    r.id = n.attribute("id").value();
    const std::string kind = n.attribute("kind").value();
    const std::optional<RuleKind> parsed = parse_rule_kind(kind);
    if (!parsed) fail(n, Message{N_("unknown rule kind '{kind}' (size, copies, card-limit, count, sum, banned, leader)"), {{"kind", kind}}});
    r.kind = *parsed;
    r.cite = n.attribute("cite").value();
    r.part = n.attribute("part").value();
    r.card = n.attribute("card").value();
    r.key = n.attribute("key").value();
    r.field = n.attribute("field").value();
    r.neutral = n.attribute("neutral").value();
    r.text = trim(n.text().get());
    r.where = predicate(n, "where");
    limits(n, r);
    r.any_number = boolean(n, "any", false);
    std::string sev = n.attribute("severity").as_string("error");
    const std::optional<Severity> severity = parse_severity(sev);
    if (!severity) fail(n, Message{N_("severity must be error or warning, not '{value}'"), {{"value", sev}}});
    r.severity = *severity;
    r.source_file = file;
    r.source_line = line(n);
    bool has_limit = r.min || r.max || r.exact;
    auto needs = [&](const char* what) { fail(n, Message{what, {{"rule", r.id}, {"kind", kind}}}); };
    switch (r.kind) {
      case RuleKind::size:
      case RuleKind::count:
        if (!has_limit) needs(N_("rule '{rule}' ({kind}) needs min, max or exact"));
        break;
      case RuleKind::sum:
        if (!has_limit) needs(N_("rule '{rule}' ({kind}) needs min, max or exact"));
        if (auto f = parse_card_field(r.field); !f || !is_numeric(*f)) needs(N_("rule '{rule}' ({kind}) needs field=\"stars\" or \"cost\""));
        break;
      case RuleKind::copies:
        if (!r.max) needs(N_("rule '{rule}' ({kind}) needs max"));
        if (r.key.empty()) r.key = "identity";  // as JSON shows it (parse_copies_key reads both)
        break;
      case RuleKind::card_limit:
        if (r.card.empty() || (!r.max && !r.any_number)) needs(N_("rule '{rule}' ({kind}) needs card and max (or any=\"true\")"));
        break;
      case RuleKind::banned:
        if (r.where.all.empty()) needs(N_("rule '{rule}' ({kind}) needs where"));
        break;
      case RuleKind::leader:
        if (r.part.empty() || r.field.empty()) needs(N_("rule '{rule}' ({kind}) needs part and field"));
        break;
    }
    return r;
  }

  RuleChange change(const pugi::xml_node& n) const {
    RuleChange c;
    c.source_file = file;
    c.source_line = line(n);
    c.reason = n.attribute("reason").value();
    std::string kind = n.name();
    if (kind == "add") {
      c.op = RuleChange::Op::add;
      auto r = n.child("rule");
      if (!r || r.next_sibling("rule")) fail(n, Message{N_("<add> holds exactly one <rule>"), {}});
      c.rule = rule(r);
      c.target = c.rule.id;
    } else if (kind == "remove") {
      c.op = RuleChange::Op::remove;
      c.target = n.attribute("rule").value();
    } else {
      c.op = RuleChange::Op::change;
      c.target = n.attribute("rule").value();
      for (auto a : n.attributes())
        if (std::string(a.name()) != "rule" && std::string(a.name()) != "reason") c.attrs[a.name()] = a.value();
      if (c.attrs.empty()) fail(n, Message{N_("<change> changes nothing: give the attributes that replace the rule's"), {}});
      // Check the values now so a bad one is reported at its own line.
      Rule probe;
      limits(n, probe);
      if (n.attribute("where")) predicate(n, "where");
      if (n.attribute("any")) boolean(n, "any", false);
    }
    return c;
  }
};

// Text wrapped in the XML, unwrapped: a line break and its indent become one space between
// ASCII (English words), nothing between Japanese characters.
std::string join_lines(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] != '\n' && s[i] != '\r') {
      out += s[i++];
      continue;
    }
    while (!out.empty() && (out.back() == ' ' || out.back() == '\t')) out.pop_back();
    while (i < s.size() && (s[i] == '\n' || s[i] == '\r' || s[i] == ' ' || s[i] == '\t')) ++i;
    auto ascii = [](char c) { return static_cast<unsigned char>(c) < 0x80; };
    if (!out.empty() && i < s.size() && ascii(out.back()) && ascii(s[i])) out += ' ';
  }
  return trim(out);
}

// <infractions>: ids and aliases are what judges type and event files store, so each names one
// infraction; both languages are required so no reader gets the other's text.
void load_infractions(const Loader& L, const pugi::xml_node& list, Game& g) {
  std::set<std::string> typed;  // ids and aliases, folded as find_infraction compares them
  for (auto n : list.children("infraction")) {
    Infraction inf;
    inf.game = g.id;
    inf.id = trim(n.attribute("id").value());
    inf.alias = trim(n.attribute("alias").value());
    inf.cite = trim(n.attribute("cite").value());
    inf.name_ja = trim(n.attribute("ja").value());
    inf.name = trim(n.attribute("en").value());
    const std::string loss = n.attribute("loss").value();
    const std::optional<RulebookLoss> rulebook_loss = parse_rulebook_loss(loss);
    inf.needs_note = L.boolean(n, "needs-note", false);
    if (inf.id.empty() || inf.alias.empty()) L.fail(n, Message{N_("<infraction> needs an id and an alias"), {}});
    if (inf.name_ja.empty() || inf.name.empty()) L.fail(n, Message{N_("infraction '{id}' needs its name in ja and en"), {{"id", inf.id}}});
    if (!rulebook_loss || (n.attribute("loss") && *rulebook_loss == RulebookLoss::none))
      L.fail(n, Message{N_("loss must be game-loss, game-loss-allowed or game-loss-if-repeated (or left out), not '{value}'"), {{"value", loss}}});
    inf.rulebook_loss = rulebook_loss.value_or(RulebookLoss::none);
    for (const std::string& word : std::set<std::string>{inf.id, inf.alias})
      if (!typed.insert(fold_text(word)).second)
        L.fail(n, Message{N_("infraction '{id}': '{word}' already names another infraction of this pack"), {{"id", inf.id}, {"word", word}}});
    for (auto p : n.children("procedure")) {
      std::string lang = p.attribute("lang").value();
      if (lang != "ja" && lang != "en") L.fail(p, Message{N_("lang must be ja or en, not '{lang}'"), {{"lang", lang}}});
      std::string& text = lang == "ja" ? inf.procedure_ja : inf.procedure;
      if (!text.empty()) L.fail(p, Message{N_("infraction '{id}' has two <procedure lang=\"{lang}\">"), {{"id", inf.id}, {"lang", lang}}});
      text = join_lines(p.text().get());
      if (text.empty()) L.fail(p, Message{N_("infraction '{id}': <procedure lang=\"{lang}\"> holds no text"), {{"id", inf.id}, {"lang", lang}}});
    }
    if (inf.procedure_ja.empty() || inf.procedure.empty())
      L.fail(n, Message{N_("infraction '{id}' needs <procedure lang=\"ja\"> and <procedure lang=\"en\">"), {{"id", inf.id}}});

    g.infractions.push_back(std::move(inf));
  }
}

std::string read_text(const std::string& path) { return read_data_file(path); }

// The document, checked: UTF-8, well-formed XML, a <game> root of schema 1 whose every element
// and attribute is known (schema()). `doc` keeps the nodes alive.
pugi::xml_node parse_pack(const Loader& L, pugi::xml_document& doc) {
  const std::string& xml_path = L.file;
  std::size_t bad = 0;
  if (!valid_utf8(L.text, &bad))
    throw InputError(xml_path, L.lines.line_at(static_cast<std::ptrdiff_t>(bad)),
                     Message{N_("invalid UTF-8"), {}});
  auto res = doc.load_buffer(L.text.data(), L.text.size());
  if (!res) {
    int line = L.lines.line_at(res.offset);
    throw InputError(xml_path, line, Message{N_("malformed XML: {problem}"), {{"problem", res.description()}}});
  }
  auto root = doc.document_element();
  if (std::string(root.name()) != "game") L.fail(root, Message{N_("the root element must be <{expected}>, not <{element}>"), {{"expected", "game"}, {"element", root.name()}}});
  L.validate(root);
  if (std::string(root.attribute("schema").value()) != "1") L.fail(root, Message{N_("unsupported schema version (this judgekit reads schema=\"1\")"), {}});
  return root;
}

// <game id> (its folder's name), deck-building, <name>, <alias>, <source>, <notes>, <identity>.
void read_header(const Loader& L, const pugi::xml_node& root, Game& g) {
  g.id = root.attribute("id").value();
  std::string folder = fs::path(g.dir).filename().string();
  if (g.id != folder) L.fail(root, Message{N_("pack id '{id}' differs from its folder name '{folder}'"), {{"id", g.id}, {"folder", folder}}});
  g.deck_building = L.boolean(root, "deck-building", true);
  L.names(root, g.name_ja, g.name_en);
  if (g.name_ja.empty() || g.name_en.empty()) L.fail(root, Message{N_("<game> needs <name lang=\"ja\"> and <name lang=\"en\">"), {}});
  for (auto a : root.children("alias")) {
    std::string alias = trim(a.text().get());
    if (name_key(alias).empty()) L.fail(a, Message{N_("an <alias> needs a name (letters or digits), such as <alias>エコノミカ</alias>"), {}});
    g.aliases.push_back(alias);
  }
  if (auto s = root.child("source")) {
    g.source_document = s.attribute("document").value();
    g.source_title = trim(s.text().get());
  }
  if (auto n = root.child("notes")) g.notes = trim(n.text().get());
  if (auto id = root.child("identity")) {
    g.identity = id.attribute("key").value();
    if (const auto key = parse_card_field(g.identity); key != CardField::name && key != CardField::number)
      L.fail(id, Message{N_("identity key must be name or number"), {}});
    const std::string per_name = id.attribute("numbers-per-name").value();
    if (!per_name.empty() && per_name != "one" && per_name != "many")
      L.fail(id, Message{N_("numbers-per-name must be one or many, not '{value}'"), {{"value", per_name}}});
    g.one_number_per_name = per_name == "one";
    g.identity_cite = id.attribute("cite").value();
    g.identity_note = id.attribute("note").value();
    g.identity_note_ja = id.attribute("note-ja").value();
  }
}

// <fields>: the values a type, class, faction or tag field may take, with their spellings.
void read_fields(const Loader& L, const pugi::xml_node& root, Game& g) {
  for (auto f : root.child("fields").children("field")) {
    FieldValues fv;
    fv.field = f.attribute("name").value();
    static const std::set<std::string> declarable = {"type", "class", "faction", "tag"};
    if (!declarable.count(fv.field)) L.fail(f, Message{N_("field '{field}' cannot declare values (type, class, faction, tag can)"), {{"field", fv.field}}});
    for (auto v : f.children("value")) {
      fv.values.push_back({v.attribute("id").value(), v.attribute("ja").value(), v.attribute("en").value()});
    }
    g.fields.push_back(std::move(fv));
  }
}

// <parts>: the deck's parts; exactly one takes the remaining cards (no 'where').
void read_parts(const Loader& L, const pugi::xml_node& root, Game& g) {
  for (auto p : root.child("parts").children("part")) {
    Part part;
    part.id = p.attribute("id").value();
    part.name_ja = p.attribute("ja").value();
    part.name_en = p.attribute("en").value();
    part.where = L.predicate(p, "where");
    g.parts.push_back(std::move(part));
  }
  if (g.parts.empty()) g.parts.push_back(Part{"main", "デッキ", "deck", {}});
  if (std::count_if(g.parts.begin(), g.parts.end(), [](const Part& p) { return p.where.all.empty(); }) != 1)
    L.fail(root.child("parts") ? root.child("parts") : root, Message{N_("exactly one part must have no 'where' (it takes the remaining cards)"), {}});
}

// best-of-choices="1 3 5": the lengths an event may choose; odd (a match needs a winner of
// wins_needed games), 1 to 9, and including best-of, the pack's default.
void read_best_of_choices(const Loader& L, const pugi::xml_node& m, MatchStructure& ms) {
  ms.best_of_choices = {ms.best_of};
  if (!m.attribute("best-of-choices")) return;
  ms.best_of_choices.clear();
  std::istringstream in(m.attribute("best-of-choices").value());
  std::string part;
  while (in >> part) {
    char* end = nullptr;
    long v = std::strtol(part.c_str(), &end, 10);
    if (*end || v < 1 || v > 9 || v % 2 == 0 || ms.allows_best_of(static_cast<int>(v)))
      L.fail(m, Message{N_("best-of-choices: '{value}' is not an odd number of games from 1 to 9 given once"), {{"value", part}}});
    ms.best_of_choices.push_back(static_cast<int>(v));
  }
  std::sort(ms.best_of_choices.begin(), ms.best_of_choices.end());
  if (ms.players_per_table > 2 && ms.best_of_choices.size() > 1)
    L.fail(m, Message{N_("best-of-choices: a pod game plays one game a table"), {}});
  if (!ms.allows_best_of(ms.best_of))
    L.fail(m, Message{N_("best-of-choices must include best-of ({best_of})"), {{"best_of", std::to_string(ms.best_of)}}});
}

// one-game-draw: what a drawn game does in a best of 1; only a two-player game with draws has it.
void read_one_game_draw(const Loader& L, const pugi::xml_node& m, MatchStructure& ms) {
  ms.one_game_draw_cite = m.attribute("one-game-draw-cite").value();
  if (!m.attribute("one-game-draw")) {
    if (m.attribute("one-game-draw-cite")) L.fail(m, Message{N_("one-game-draw-cite cites one-game-draw; give both"), {}});
    return;
  }
  const std::string v = m.attribute("one-game-draw").value();
  const std::optional<OneGameDraw> d = parse_one_game_draw(v);
  if (!d) L.fail(m, Message{N_("one-game-draw must be another-game or ends-match (or left out), not '{value}'"), {{"value", v}}});
  if (ms.players_per_table > 2 || !ms.draws_allowed)
    L.fail(m, Message{N_("one-game-draw is for a game of two players with drawn games; leave it out"), {}});
  ms.one_game_draw = *d;
}

// <match>: players per table, best-of, points, the bye.
void read_match(const Loader& L, const pugi::xml_node& root, Game& g) {
  auto m = root.child("match");
  if (!m) L.fail(root, Message{N_("<game> needs a <match> element (players, best-of, points)"), {}});
  g.match.players_per_table = static_cast<int>(L.integer(m, "players", 2, 8));
  g.match.best_of = static_cast<int>(L.integer(m, "best-of", 1, 9));
  g.match.draws_allowed = L.boolean(m, "draws", true);
  g.match.points_win = static_cast<int>(L.integer(m, "win", 0, 100));
  g.match.points_draw = static_cast<int>(L.integer(m, "draw", 0, 100));
  g.match.points_loss = static_cast<int>(L.integer(m, "loss", 0, 100));
  g.match.bye_points = static_cast<int>(m.attribute("bye-points") ? L.integer(m, "bye-points", 0, 100) : g.match.points_win);
  // A bye scores as the match structure's win (docs/events.md): 1-0 in best of 1, 2-0 in best of 3.
  g.match.bye_games_won = g.match.wins_needed();
  g.match.bye_games_lost = 0;
  if (m.attribute("bye-games")) {
    std::string s = m.attribute("bye-games").value();
    std::string win = std::to_string(g.match.wins_needed()) + "-0";
    if (s != win)
      L.fail(m, Message{N_("bye-games=\"{games}\": a bye scores as the match's win, {win} in a best of {best_of}; leave bye-games out"),
                        {{"games", s}, {"win", win}, {"best_of", std::to_string(g.match.best_of)}}});
  }
  read_best_of_choices(L, m, g.match);
  read_one_game_draw(L, m, g.match);
  g.match.cite = m.attribute("cite").value();
  g.match.note = m.attribute("note").value();
  g.match.note_ja = m.attribute("note-ja").value();
}

// <pods>: pod sizes and placement points; required when a table seats more than 2.
void read_pods(const Loader& L, const pugi::xml_node& root, Game& g) {
  auto m = root.child("match");
  if (auto pods = root.child("pods")) {
    g.match.pod_min = static_cast<int>(L.integer(pods, "min", 2, 8));
    g.match.pod_max = static_cast<int>(L.integer(pods, "max", 2, 8));
    if (g.match.pod_min > g.match.players_per_table || g.match.pod_max < g.match.players_per_table)
      L.fail(pods, Message{N_("pods min..max must include the match's players per table"), {}});
    std::string pts = pods.attribute("placement-points").value();
    for (const auto& part : [&] {
           std::vector<std::string> v;
           std::size_t s = 0;
           while (s <= pts.size()) {
             auto e = pts.find(' ', s);
             v.push_back(pts.substr(s, e == std::string::npos ? std::string::npos : e - s));
             if (e == std::string::npos) break;
             s = e + 1;
           }
           return v;
         }()) {
      if (part.empty()) continue;
      char* end = nullptr;
      long v = std::strtol(part.c_str(), &end, 10);
      if (*end || v < 0 || v > 100) L.fail(pods, Message{N_("placement-points must be whole numbers separated by spaces"), {}});
      g.match.placement_points.push_back(static_cast<int>(v));
    }
    if (static_cast<int>(g.match.placement_points.size()) < g.match.pod_max)
      L.fail(pods, Message{N_("placement-points needs a value for every place up to max"), {}});
  } else if (g.match.players_per_table > 2) {
    L.fail(m, Message{N_("a game with more than 2 players per table needs <pods>"), {}});
  }
}

// <tiebreakers>: the win-% settings and the chain.
void read_tiebreakers(const Loader& L, const pugi::xml_node& root, Game& g) {
  if (auto tbs = root.child("tiebreakers")) {
    if (tbs.attribute("byes-in-win-percent")) g.win_percent.byes_played = L.boolean(tbs, "byes-in-win-percent", true);
    if (tbs.attribute("freeze-dropped")) g.win_percent.freeze_dropped = L.boolean(tbs, "freeze-dropped", false);
    if (tbs.attribute("dropped-win-cap")) {
      g.win_percent.dropped_cap = tbs.attribute("dropped-win-cap").as_double(-1);
      if (*g.win_percent.dropped_cap < 0 || *g.win_percent.dropped_cap > 1)
        L.fail(tbs, Message{N_("{attribute} must be a fraction from 0 to 1"), {{"attribute", "dropped-win-cap"}}});
    }
  }
  for (auto t : root.child("tiebreakers").children("tiebreaker")) {
    Tiebreaker tb;
    try {
      tb.id = parse_tiebreak(t.attribute("id").value());
    } catch (const InputError& e) {
      L.fail(t, e.message());
    }
    if (t.attribute("floor")) {
      tb.floor = t.attribute("floor").as_double(-1);
      if (tb.floor < 0 || tb.floor > 1) L.fail(t, Message{N_("{attribute} must be a fraction from 0 to 1"), {{"attribute", "floor"}}});
    }
    tb.note = t.attribute("note").value();
    g.tiebreakers.push_back(tb);
  }
}

// <adjudication>: the procedures a judge may follow. A procedure is a capability commands and
// pages ask for: one judgekit does not know is refused.
void read_adjudication(const Loader& L, const pugi::xml_node& root, Game& g) {
  for (auto p : root.child("adjudication").children("procedure")) {
    const std::string id = p.attribute("id").value();
    const std::optional<ProcedureId> known = parse_procedure(id);
    if (!known) L.fail(p, Message{N_("unknown procedure '{id}' ({procedures})"), {{"id", id}, {"procedures", known_procedures()}}});
    if (g.has_procedure(*known)) L.fail(p, Message{N_("procedure '{id}' is given twice"), {{"id", id}}});
    g.procedures.push_back({*known, p.attribute("cite").value(), p.attribute("ja").value(), p.attribute("en").value()});
  }
}

// <setup>: the deck set-up choices and the cards each removes.
void read_setups(const Loader& L, const pugi::xml_node& root, Game& g) {
  for (auto s : root.children("setup")) {
    SetupChoice sc;
    sc.id = s.attribute("id").value();
    sc.name_ja = s.attribute("ja").value();
    sc.name_en = s.attribute("en").value();
    sc.cite = s.attribute("cite").value();
    for (auto r : s.children("remove-cards")) {
      sc.remove.push_back(L.predicate(r, "where"));
      sc.remove_text.push_back(trim(r.text().get()));
    }
    g.setups.push_back(std::move(sc));
  }
}

// <starting>: starting values of cards matched by 'where'.
void read_starting(const Loader& L, const pugi::xml_node& root, Game& g) {
  for (auto s : root.children("starting"))
    g.starting_values.push_back({s.attribute("id").value(), L.predicate(s, "where"), L.integer(s, "value", 0, 100000000),
                                 trim(s.text().get()), s.attribute("cite").value()});
}

// <format>s, each after its base; returns the ids declared.
std::set<std::string> read_formats(const Loader& L, const pugi::xml_node& root, Game& g) {
  std::set<std::string> format_ids;
  for (auto f : root.children("format")) {
    Format fmt;
    fmt.id = f.attribute("id").value();
    fmt.base = f.attribute("base").value();
    fmt.official = L.boolean(f, "official", false);
    fmt.is_default = L.boolean(f, "default", false);
    fmt.source_line = L.line(f);
    L.names(f, fmt.name_ja, fmt.name_en);
    for (auto n : f.children("notes")) {
      const std::string lang = n.attribute("lang").as_string("en");
      if (lang != "ja" && lang != "en") L.fail(n, Message{N_("lang must be ja or en, not '{lang}'"), {{"lang", lang}}});
      (lang == "ja" ? fmt.note_ja : fmt.note) = trim(n.text().get());
    }
    if (!format_ids.insert(fmt.id).second) L.fail(f, Message{N_("format '{format}' is declared twice"), {{"format", fmt.id}}});
    if (!fmt.base.empty() && !format_ids.count(fmt.base))
      L.fail(f, Message{N_("base format '{base}' is not declared before '{format}'"), {{"base", fmt.base}, {"format", fmt.id}}});
    std::set<std::string> rule_ids;
    for (auto c : f.children()) {
      std::string name = c.name();
      if (name == "rule") {
        Rule r = L.rule(c);
        if (!rule_ids.insert(r.id).second) L.fail(c, Message{N_("rule id '{rule}' is used twice in format '{format}'"), {{"rule", r.id}, {"format", fmt.id}}});
        fmt.rules.push_back(std::move(r));
      } else if (name == "add" || name == "change" || name == "remove") {
        if (fmt.base.empty()) L.fail(c, Message{N_("<{element}> needs a base format to change"), {{"element", name}}});
        fmt.changes.push_back(L.change(c));
      }
    }
    g.formats.push_back(std::move(fmt));
  }
  if (g.deck_building && g.formats.empty()) L.fail(root, Message{N_("a deck-building game needs at least one <format>"), {}});
  return format_ids;
}

// <revision>s (changes to formats from a date), in the order they take effect.
void read_revisions(const Loader& L, const pugi::xml_node& root, const std::set<std::string>& format_ids, Game& g) {
  for (auto r : root.children("revision")) {
    Revision rev;
    rev.id = r.attribute("id").value();
    rev.announced = L.date(r, "announced");
    rev.effective = L.date(r, "effective");
    if (rev.effective < rev.announced) L.fail(r, Message{N_("a revision cannot take effect before it is announced"), {}});
    rev.cite = r.attribute("cite").value();
    rev.title = r.attribute("title").value();
    rev.source_line = L.line(r);
    std::string fl = r.attribute("formats").value();
    for (std::size_t s = 0; !fl.empty() && s <= fl.size();) {
      auto e = fl.find(' ', s);
      std::string id = fl.substr(s, e == std::string::npos ? std::string::npos : e - s);
      if (!id.empty()) {
        if (!format_ids.count(id)) L.fail(r, Message{N_("revision names unknown format '{format}'"), {{"format", id}}});
        rev.formats.push_back(id);
      }
      if (e == std::string::npos) break;
      s = e + 1;
    }
    for (auto c : r.children()) {
      RuleChange ch = L.change(c);
      ch.rule.revision_id = rev.id;
      ch.rule.announced = rev.announced;
      ch.rule.effective = rev.effective;
      rev.changes.push_back(std::move(ch));
    }
    g.revisions.push_back(std::move(rev));
  }
  std::stable_sort(g.revisions.begin(), g.revisions.end(), [](const Revision& a, const Revision& b) { return a.effective < b.effective; });
}

// <cards file>: the card list, .csv or .xml.
void read_cards(const Loader& L, const pugi::xml_node& root, Game& g) {
  if (auto c = root.child("cards")) {
    std::string cards_file = (fs::path(g.dir) / c.attribute("file").value()).string();
    std::string ext = fs::path(cards_file).extension().string();
    if (ext == ".csv") g.cards = load_cards_csv(cards_file, g.fields);
    else if (ext == ".xml") g.cards = load_cards_xml(cards_file, g.fields);
    else L.fail(c, Message{N_("card list must be a .csv or .xml file"), {}});
  }
}

}  // namespace

Game load_game_file(const std::string& xml_path) {
  Loader L;
  L.file = xml_path;
  L.text = read_text(xml_path);
  L.lines = LineTable(L.text);
  pugi::xml_document doc;
  auto root = parse_pack(L, doc);

  Game g;
  g.xml_path = xml_path;
  g.dir = fs::path(xml_path).parent_path().string();
  read_header(L, root, g);
  read_fields(L, root, g);
  read_parts(L, root, g);
  read_match(L, root, g);
  read_pods(L, root, g);
  read_tiebreakers(L, root, g);
  read_adjudication(L, root, g);
  load_infractions(L, root.child("infractions"), g);
  // What people say for the rulebook's words: terms.xml beside game.xml (db/terms.hpp).
  if (fs::path terms = fs::path(g.dir) / "terms.xml"; fs::exists(terms)) g.terms = load_terms(terms.string(), g.id);
  read_setups(L, root, g);
  read_starting(L, root, g);
  std::set<std::string> format_ids = read_formats(L, root, g);
  read_revisions(L, root, format_ids, g);
  read_cards(L, root, g);
  // Every format must resolve on every date: checks that changes name existing rules.
  for (const auto& f : g.formats) {
    rules_in_force(g, f.id, "0001-01-01");
    rules_in_force(g, f.id, "9999-12-31");
  }
  return g;
}

std::vector<std::string> game_ids(const std::string& dir) {
  std::vector<std::string> ids;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.is_directory() && fs::exists(e.path() / "game.xml")) ids.push_back(e.path().filename().string());
  if (ec) throw InputError(dir, 0, Message{N_("cannot list the game packs folder: {problem}"), {{"problem", ec.message()}}});
  std::sort(ids.begin(), ids.end());
  return ids;
}

// The <alias> texts of a pack, read without loading the whole pack (nor its cards).
static std::vector<std::string> pack_aliases(const fs::path& xml) {
  std::vector<std::string> out;
  pugi::xml_document doc;
  std::string text;
  try {
    text = read_data_file(xml.string());  // never blocks on a FIFO nor grows on /dev/zero
  } catch (const InputError&) {
    return out;  // load_game_file reports a broken pack
  }
  if (!doc.load_buffer(text.data(), text.size())) return out;
  for (auto a : doc.document_element().children("alias")) out.push_back(a.text().get());
  return out;
}

std::string resolve_game_id(const std::string& dir, std::string_view typed) {
  auto ids = game_ids(dir);
  if (std::find(ids.begin(), ids.end(), typed) != ids.end()) return std::string(typed);
  // Any spelling of the id or of an alias: name_key folds width, case and kana ("ＳＣＰ", "scp", "えこのみか").
  std::string key = name_key(typed);
  std::vector<std::string> found, names;
  for (const auto& id : ids) {
    bool match = name_key(id) == key;
    names.push_back(id);
    for (const auto& a : pack_aliases(fs::path(dir) / id / "game.xml")) {
      names.push_back(a);
      match = match || (!key.empty() && name_key(a) == key);
    }
    if (match) found.push_back(id);
  }
  // A judge types the start of an id: "scp", "roe", "imi".
  if (found.empty() && !key.empty())
    for (const auto& id : ids)
      if (name_key(id).rfind(key, 0) == 0) found.push_back(id);
  if (found.size() == 1) return found.front();
  std::string known;
  for (const auto& k : (found.empty() ? ids : found)) known += (known.empty() ? "" : ", ") + k;
  if (!found.empty())
    throw InputError(Message{N_("game '{game}' could be any of {packs}; give the pack id"), {{"game", std::string(typed)}, {"packs", known}}});
  std::string best;
  int best_d = std::max(2, static_cast<int>(typed.size()) / 3) + 1;
  for (const auto& n : names)
    if (int d = edit_distance(fold_text(typed), fold_text(n)); d < best_d) {
      best_d = d;
      best = n;
    }
  if (!best.empty())
    throw InputError(Message{N_("unknown game '{game}'; known packs: {packs}; did you mean {name}?"), {{"game", std::string(typed)}, {"packs", known}, {"name", best}}});
  throw InputError(Message{N_("unknown game '{game}'; known packs: {packs}"), {{"game", std::string(typed)}, {"packs", known}}});
}

Game load_game(const std::string& dir, std::string_view id) {
  std::string real = resolve_game_id(dir, id);
  return load_game_file((fs::path(dir) / real / "game.xml").string());
}

std::vector<Game> load_all_games(const std::string& dir) {
  std::vector<Game> games;
  for (const auto& id : game_ids(dir)) games.push_back(load_game(dir, id));
  return games;
}

RuleChange parse_rule_change(std::string_view xml, const std::string& where) {
  Loader L;
  L.file = where;
  L.text = std::string(xml);
  L.lines = LineTable(L.text);
  pugi::xml_document doc;
  auto res = doc.load_buffer(L.text.data(), L.text.size());
  if (!res) throw InputError(where, 0, Message{N_("malformed XML: {problem}"), {{"problem", res.description()}}});
  auto n = doc.document_element();
  std::string name = n.name();
  if (name != "add" && name != "change" && name != "remove")
    throw InputError(where, 0, Message{N_("an override is <add>, <change> or <remove>, not <{element}>"), {{"element", name}}});

  L.validate(n);
  return L.change(n);
}

}  // namespace jk
