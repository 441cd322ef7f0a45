#include "cards.hpp"

#include <pugixml.hpp>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <tuple>

#include "columns.hpp"
#include "csv.hpp"
#include "errors.hpp"
#include "input_file.hpp"
#include "line_table.hpp"
#include "text.hpp"

namespace jk {

std::string Card::label() const { return name.empty() ? number + " (name unknown)" : name + " (" + number + ")"; }

bool Card::has_tag(std::string_view tag) const { return std::find(tags.begin(), tags.end(), tag) != tags.end(); }

void CardList::index() {
  by_number.clear();
  by_base_number.clear();
  by_name.clear();
  by_name_key.clear();
  by_reading_key.clear();
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const Card& c = cards[i];
    by_number.emplace(fold_text(c.number), i);
    by_base_number.emplace(fold_text(c.base_number), i);
    if (!c.name.empty()) {
      by_name.emplace(c.name, i);
      by_name_key.emplace(name_key(c.name), i);
    }
    if (c.reading && !c.reading->empty()) by_reading_key.emplace(name_key(*c.reading), i);
  }
}

// Distinct cards among the candidates: printings of one base number with one name are one card.
static std::vector<std::size_t> distinct_cards(const CardList& list, std::vector<std::size_t> idx) {
  std::sort(idx.begin(), idx.end());
  std::vector<std::size_t> out;
  std::set<std::pair<std::string, std::string>> seen;
  for (std::size_t i : idx)
    if (seen.insert({list.cards[i].base_number, list.cards[i].name}).second) out.push_back(i);
  return out;
}

template <class Map>
static std::vector<std::size_t> lookup(const Map& m, const std::string& key) {
  std::vector<std::size_t> out;
  auto [b, e] = m.equal_range(key);
  for (auto it = b; it != e; ++it) out.push_back(it->second);
  return out;
}

CardMatch find_card(const CardList& list, std::string_view query_raw) {
  CardMatch m;
  std::string query = trim(query_raw);
  if (query.empty()) return m;
  std::string folded = fold_text(query);
  if (auto it = list.by_number.find(folded); it != list.by_number.end()) {
    m.kind = CardMatch::Kind::number;
    m.cards = {it->second};
    return m;
  }
  auto try_kind = [&](std::vector<std::size_t> found, CardMatch::Kind kind) {
    found = distinct_cards(list, std::move(found));
    if (found.empty()) return false;
    m.kind = found.size() == 1 ? kind : CardMatch::Kind::ambiguous;
    m.cards = std::move(found);
    return true;
  };
  if (try_kind(lookup(list.by_base_number, folded), CardMatch::Kind::base_number)) return m;
  if (try_kind(lookup(list.by_name, query), CardMatch::Kind::name)) return m;
  std::string key = name_key(query);
  if (!key.empty() && try_kind(lookup(list.by_name_key, key), CardMatch::Kind::normalised_name)) return m;
  if (!key.empty() && try_kind(lookup(list.by_reading_key, key), CardMatch::Kind::reading)) return m;
  // Unknown: the nearest names by edit distance on the normalised form.
  // One suggestion per card: printings of one base number and name are one card (its first printing).
  std::vector<std::tuple<int, std::size_t, std::string>> scored;
  std::map<std::pair<std::string, std::string>, std::size_t> best;  // (base number, name) -> index in scored
  int limit = std::max(1, static_cast<int>(to_code_points(key).size()) / 2);
  for (const auto& [k, i] : list.by_name_key) {
    int d = edit_distance(key, k);
    if (d > limit) continue;
    auto [it, fresh] = best.emplace(std::pair(list.cards[i].base_number, list.cards[i].name), scored.size());
    if (fresh) scored.push_back({d, i, list.cards[i].label()});
    else if (i < std::get<1>(scored[it->second])) scored[it->second] = {d, i, list.cards[i].label()};
  }
  std::sort(scored.begin(), scored.end());
  for (std::size_t i = 0; i < scored.size() && i < 3; ++i) m.suggestions.push_back(std::get<2>(scored[i]));
  return m;
}

static std::string read_whole(const std::string& path) {
  InputOptions opt;
  opt.what = N_("a card list");
  return read_input_file(path, opt);
}

static std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start <= s.size()) {
    std::size_t at = s.find(';', start);
    std::string item = trim(s.substr(start, at == std::string::npos ? std::string::npos : at - start));
    if (!item.empty()) out.push_back(item);
    if (at == std::string::npos) break;
    start = at + 1;
  }
  return out;
}

// Translates a value to the pack's canonical id ("アセット" -> "asset"); values of undeclared
// fields pass unchanged. Throws InputError when the field is declared and the value is not.
static std::string canonical(const std::vector<FieldValues>& fields, const std::string& field, const std::string& value,
                             const std::string& file, int line) {
  for (const auto& fv : fields) {
    if (fv.field != field) continue;
    std::string key = name_key(value);
    std::string known;
    for (const auto& v : fv.values) {
      for (const std::string* s : {&v.id, &v.ja, &v.en})
        if (!s->empty() && name_key(*s) == key) return v.id;
      known += (known.empty() ? "" : ", ") + v.id;
    }
    throw InputError(file, line, Message{N_("{field} '{value}' is not one this game knows ({known})"), {{"field", field}, {"value", value}, {"known", known}}});
  }
  return value;
}

static std::optional<int> parse_int_field(const std::string& raw, const char* field, const std::string& file, int line) {
  std::string s = trim(raw);
  if (s.empty()) return std::nullopt;
  std::string folded = fold_text(s);  // full-width digits
  int v = 0;
  auto [p, ec] = std::from_chars(folded.data(), folded.data() + folded.size(), v);
  if (ec != std::errc() || p != folded.data() + folded.size() || v < 0 || v > 1000000)
    throw InputError(file, line, Message{N_("{field} '{value}' is not a whole number from 0 to 1000000"), {{"field", std::string(field)}, {"value", s}}});
  return v;
}

// Fills a card from named values; shared by the CSV and XML readers.
static Card make_card(const std::map<std::string, std::string>& v, const std::vector<FieldValues>& fields,
                      const std::string& file, int line) {
  auto get = [&](const char* k) -> std::string {
    auto it = v.find(k);
    return it == v.end() ? std::string() : trim(it->second);
  };
  // A card's words reach terminals and PDFs: no control characters (a note may run over lines).
  for (const auto& [field, value] : v) {
    std::string text = value;
    if (field == "note") std::replace_if(text.begin(), text.end(), [](char ch) { return ch == '\n' || ch == '\t'; }, ' ');
    if (std::string code = control_character(text); !code.empty())
      throw InputError(file, line, Message{N_("the card's {field} contains a control character (code {code}); type it again without it"),
                                           {{"field", field}, {"code", code}}});
  }
  Card c;
  c.source_file = file;
  c.source_line = line;
  c.number = get("number");
  if (c.number.empty()) throw InputError(file, line, Message{N_("card has no number; every card needs one"), {}});
  c.base_number = c.number.substr(0, c.number.find('/'));
  c.name = get("name");
  if (auto s = get("type"); !s.empty()) c.type = canonical(fields, "type", s, file, line);
  if (auto s = get("class"); !s.empty()) c.card_class = canonical(fields, "class", s, file, line);
  c.cost = parse_int_field(get("cost"), "cost", file, line);
  c.stars = parse_int_field(get("stars"), "stars", file, line);
  if (auto s = get("object_number"); !s.empty()) c.object_number = fold_text(s);
  if (auto s = get("reading"); !s.empty()) c.reading = s;
  for (const auto& f : split_list(get("faction"))) c.factions.push_back(canonical(fields, "faction", f, file, line));
  for (const auto& t : split_list(get("tags"))) {
    std::string tag = canonical(fields, "tag", t, file, line);
    if (!c.has_tag(tag)) c.tags.push_back(tag);  // "promo;プロモ" is one tag
  }
  c.note = get("note");
  return c;
}

static void check_unique(CardList& list) {
  std::map<std::string, const Card*> seen;
  for (const Card& c : list.cards) {
    auto [it, fresh] = seen.emplace(fold_text(c.number), &c);
    if (!fresh)
      throw InputError(c.source_file, c.source_line,
                       Message{N_("card number {number} appears twice (first on line {line})"), {{"number", c.number}, {"line", std::to_string(it->second->source_line)}}});
  }
}

// The columns of a card list, with the names a Japanese spreadsheet gives them.
static const std::vector<ColumnSpec>& card_columns() {
  static const std::vector<ColumnSpec> spec = {
      {"number", {"番号", "カード番号"}, true, N_("the card number as printed")},
      {"name", {"名前", "カード名", "名称"}, true, N_("the card name")},
      {"type", {"種類", "種別", "タイプ"}, false, ""},
      {"cost", {"コスト"}, false, ""},
      {"class", {"クラス", "オブジェクトクラス"}, false, ""},
      {"faction", {"勢力"}, false, ""},
      {"stars", {"星"}, false, ""},
      {"object_number", {"オブジェクト番号"}, false, ""},
      {"tags", {"タグ"}, false, ""},
      {"reading", {"読み", "ふりがな", "フリガナ", "よみがな"}, false, ""},
      {"note", {"備考", "出典"}, false, ""},
  };
  return spec;
}

CardList parse_cards_csv(std::string_view text, const std::string& file, const std::vector<FieldValues>& fields) {
  auto rows = parse_csv(text, file);
  if (rows.empty()) throw InputError(file, 1, Message{N_("empty card list; the first row must be a header such as number,name,type,cost"), {}});
  const auto& spec = card_columns();
  std::vector<int> at = match_columns(rows[0], spec, file);
  std::size_t width = rows[0].fields.size();
  // A list without a tags column says nothing of them: not "no tags" (economica 3-5's promo).
  bool has_tags = false;
  for (std::size_t c = 0; c < spec.size(); ++c) has_tags = has_tags || (spec[c].id == std::string_view("tags") && at[c] >= 0);
  CardList list;
  list.source = file;
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const auto& row = rows[r];
    if (row.fields.size() != width)
      throw InputError(file, row.line, Message{N_("row has {n} fields, the header has {header}"), {{"n", std::to_string(row.fields.size())}, {"header", std::to_string(width)}}});
    std::map<std::string, std::string> values;
    for (std::size_t c = 0; c < spec.size(); ++c)
      if (at[c] >= 0) values[spec[c].id] = row.fields[static_cast<std::size_t>(at[c])];
    list.cards.push_back(make_card(values, fields, file, row.line));
    list.cards.back().tags_known = has_tags;
  }
  check_unique(list);
  list.index();
  return list;
}

CardList load_cards_csv(const std::string& path, const std::vector<FieldValues>& fields) {
  return parse_cards_csv(read_whole(path), path, fields);
}

CardList load_cards_xml(const std::string& path, const std::vector<FieldValues>& fields) {
  std::string text = read_whole(path);
  const LineTable lines(text);
  std::size_t bad = 0;
  if (!valid_utf8(text, &bad)) throw InputError(path, lines.line_at(static_cast<std::ptrdiff_t>(bad)), Message{N_("invalid UTF-8"), {}});
  pugi::xml_document doc;
  auto res = doc.load_buffer(text.data(), text.size());
  if (!res) throw InputError(path, lines.line_at(res.offset), Message{N_("malformed XML: {error}"), {{"error", res.description()}}});
  auto root = doc.child("cards");
  if (!root) throw InputError(path, 1, Message{N_("the root element must be <cards>"), {}});
  static const std::set<std::string> known = {"number", "name",          "type", "cost",    "class", "faction",
                                              "stars",  "object_number", "tags", "reading", "note"};
  CardList list;
  list.source = path;
  for (auto node : root.children()) {
    if (node.type() != pugi::node_element) continue;
    int line = lines.line_at(node.offset_debug());
    if (std::string(node.name()) != "card") throw InputError(path, line, Message{N_("unknown element <{name}> in <cards>"), {{"name", node.name()}}});
    std::map<std::string, std::string> values;
    for (auto a : node.attributes()) {
      if (!known.count(a.name())) throw InputError(path, line, Message{N_("unknown attribute '{name}' on <card>"), {{"name", a.name()}}});
      values[a.name()] = a.value();
    }
    list.cards.push_back(make_card(values, fields, path, line));
  }
  check_unique(list);
  list.index();
  return list;
}

}  // namespace jk

namespace jk {

namespace {
constexpr std::pair<CardListKind, std::string_view> kCardListKinds[] = {
    {CardListKind::pack, "pack"}, {CardListKind::event, "event"}, {CardListKind::imported, "imported"}, {CardListKind::file, "file"}};
}

std::string_view card_list_kind_name(CardListKind k) {
  for (const auto& [kind, name] : kCardListKinds)
    if (kind == k) return name;
  return "pack";
}

std::optional<CardListKind> parse_card_list_kind(std::string_view name) {
  for (const auto& [kind, n] : kCardListKinds)
    if (n == name) return kind;
  return std::nullopt;
}

}  // namespace jk
