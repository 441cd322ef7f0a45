// Reading a decklist: `COUNT CARD`, `CARD xCOUNT`, `CARD ×COUNT`, `CARD COUNT枚` lines, CSV
// (count,card) or XML (<deck><card count="4">日本株</card></deck>). Byte-level on the hot path:
// full-width digits and spaces are recognised without normalising the whole line.
#include "read_list.hpp"

#include <pugixml.hpp>

#include <algorithm>
#include <cctype>

#include "csv.hpp"
#include "errors.hpp"
#include "line_table.hpp"
#include "text.hpp"

namespace jk::decklint {

Diagnostic input_error(int line, const Message& message) {
  Diagnostic d;
  d.level = Level::error;
  d.line = line;
  d.rule = "input";
  d.message = message.str(Lang::en);
  d.text = message;
  return d;
}

namespace {

using sv = std::string_view;

// Keeps the first kMaxInputErrors; read_list says how many more there were.
void add_error(RawList& out, Diagnostic d) {
  if (out.errors.size() < kMaxInputErrors) {
    out.errors.push_back(std::move(d));
    return;
  }
  if (out.more_errors++ == 0) out.more_from_line = d.line;
}

using namespace std::string_view_literals;

// Byte-level tests for the few non-ASCII characters a list line may hold: no strlen, no ICU.
inline bool at(sv s, std::size_t i, sv lit) { return s.size() >= i + lit.size() && s.compare(i, lit.size(), lit) == 0; }
inline bool ends(sv s, std::size_t e, sv lit) { return e >= lit.size() && e <= s.size() && s.compare(e - lit.size(), lit.size(), lit) == 0; }
inline unsigned char byte(sv s, std::size_t i) { return static_cast<unsigned char>(s[i]); }

constexpr sv kIdeographicSpace = "\u3000"sv, kNoBreakSpace = "\u00A0"sv, kTimes = "\u00D7"sv, kFullX = "\uFF58"sv,
             kFullXUpper = "\uFF38"sv, kMinusSign = "\u2212"sv, kFullMinus = "\uFF0D"sv, kMai = "枚"sv, kFullHash = "＃"sv;

// Bytes of a space (ASCII, tab, ideographic U+3000, no-break U+00A0) starting at i, else 0.
std::size_t space_at(sv s, std::size_t i) {
  if (i >= s.size()) return 0;
  unsigned char c = byte(s, i);
  if (c == ' ' || c == '\t') return 1;
  if (c == 0xE3) return at(s, i, kIdeographicSpace) ? 3 : 0;
  if (c == 0xC2) return at(s, i, kNoBreakSpace) ? 2 : 0;
  return 0;
}
std::size_t space_before(sv s, std::size_t e) {
  if (e == 0) return 0;
  unsigned char c = byte(s, e - 1);
  if (c == ' ' || c == '\t') return 1;
  if (c == 0x80) return ends(s, e, kIdeographicSpace) ? 3 : 0;
  if (c == 0xA0) return ends(s, e, kNoBreakSpace) ? 2 : 0;
  return 0;
}

sv trim_sv(sv s) {
  std::size_t b = 0, e = s.size(), k;
  while ((k = space_at(s, b)) != 0) b += k;
  while (e > b && (k = space_before(s, e)) != 0) e -= k;
  return s.substr(b, e - b);
}

// A digit (ASCII or full-width) at i: its byte length and value; 0 when none.
std::size_t digit_at(sv s, std::size_t i, int& v) {
  if (i >= s.size()) return 0;
  unsigned char c = byte(s, i);
  if (c >= '0' && c <= '9') {
    v = c - '0';
    return 1;
  }
  if (c == 0xEF && i + 2 < s.size() && byte(s, i + 1) == 0xBC && byte(s, i + 2) >= 0x90 && byte(s, i + 2) <= 0x99) {
    v = byte(s, i + 2) - 0x90;
    return 3;
  }
  return 0;
}
std::size_t digit_before(sv s, std::size_t e, int& v) {
  if (e == 0) return 0;
  unsigned char c = byte(s, e - 1);
  if (c >= '0' && c <= '9') {
    v = c - '0';
    return 1;
  }
  if (c >= 0x90 && c <= 0x99 && e >= 3 && byte(s, e - 3) == 0xEF && byte(s, e - 2) == 0xBC) {
    v = c - 0x90;
    return 3;
  }
  return 0;
}

// x X × ｘ Ｘ
std::size_t times_at(sv s, std::size_t i) {
  if (i >= s.size()) return 0;
  unsigned char c = byte(s, i);
  if (c == 'x' || c == 'X') return 1;
  if (c == 0xC3) return at(s, i, kTimes) ? 2 : 0;
  if (c == 0xEF) return at(s, i, kFullX) || at(s, i, kFullXUpper) ? 3 : 0;
  return 0;
}
std::size_t times_before(sv s, std::size_t e) {
  if (e == 0) return 0;
  unsigned char c = byte(s, e - 1);
  if (c == 'x' || c == 'X') return 1;
  if (c == 0x97) return ends(s, e, kTimes) ? 2 : 0;
  if (c == 0x98 || c == 0xB8) return ends(s, e, kFullX) || ends(s, e, kFullXUpper) ? 3 : 0;
  return 0;
}
std::size_t minus_before(sv s, std::size_t e) {
  if (e == 0) return 0;
  if (s[e - 1] == '-') return 1;
  if (ends(s, e, kMinusSign) || ends(s, e, kFullMinus)) return 3;
  return 0;
}
std::size_t minus_at(sv s, std::size_t i) {
  if (i >= s.size()) return 0;
  if (s[i] == '-') return 1;
  if (at(s, i, kMinusSign) || at(s, i, kFullMinus)) return 3;
  return 0;
}

struct Number {
  long long value = 0;
  std::string digits;  // ASCII, as written
};

// Digits starting at i; returns bytes used (0 when none).
std::size_t read_number(sv s, std::size_t i, Number& n) {
  std::size_t p = i, k;
  int d = 0;
  n = {};
  while ((k = digit_at(s, p, d)) != 0) {
    if (n.value < 1'000'000'000'000'000LL) n.value = n.value * 10 + d;
    n.digits += static_cast<char>('0' + d);
    p += k;
  }
  return p - i;
}
// Digits ending at e; returns bytes used.
std::size_t read_number_before(sv s, std::size_t e, Number& n) {
  std::size_t p = e, k;
  int d = 0;
  std::string rev;
  while ((k = digit_before(s, p, d)) != 0) {
    rev += static_cast<char>('0' + d);
    p -= k;
  }
  n = {};
  n.digits.assign(rev.rbegin(), rev.rend());
  for (char c : n.digits)
    if (n.value < 1'000'000'000'000'000LL) n.value = n.value * 10 + (c - '0');
  return e - p;
}

std::string clip(sv s) { return fit_width(s, 40); }  // the messages put it in quotes

// Checks the count; adds the entry or an error.
void add_entry(RawList& out, int line, const Number& n, bool negative, sv card) {
  if (negative) {
    add_error(out, input_error(line, Message{N_("negative count -{count} for '{card}'; give the number of copies (1 to {max})"),
                                             {{"count", n.digits}, {"card", clip(card)}, {"max", std::to_string(kMaxCount)}}}));
    return;
  }
  if (n.value == 0) {
    add_error(out, input_error(line, Message{N_("count 0 for '{card}'; leave the line out, or give at least 1"), {{"card", clip(card)}}}));
    return;
  }
  if (n.value > kMaxCount || n.digits.size() > 6) {
    add_error(out, input_error(line, Message{N_("count {count} for '{card}' is out of range (1 to {max} copies on a line)"),
                                             {{"count", n.digits}, {"card", clip(card)}, {"max", std::to_string(kMaxCount)}}}));
    return;
  }
  out.entries.push_back({line, n.value, card});
}

bool is_header(sv t) {
  if ((t.front() == '[' && t.back() == ']') || (at(t, 0, "【"sv) && ends(t, t.size(), "】"sv)) ||
      (at(t, 0, "［"sv) && ends(t, t.size(), "］"sv)))
    return true;
  return t.back() == ':' || ends(t, t.size(), "："sv);
}

void read_line(RawList& out, int line, sv raw) {
  sv t = trim_sv(raw);
  if (t.empty() || t[0] == '#' || at(t, 0, kFullHash)) return;
  // A comment after the entry: '#' (or '＃') after a space.
  for (sv mark : {"#"sv, kFullHash}) {
    for (std::size_t i = t.find(mark); i != sv::npos; i = t.find(mark, i + 1)) {
      if (space_before(t, i)) {
        t = trim_sv(t.substr(0, i));
        break;
      }
    }
  }
  if (is_header(t)) return;

  Number n;
  // COUNT CARD, COUNTx CARD, COUNT× CARD, COUNT枚 CARD, COUNT x CARD
  if (std::size_t k = read_number(t, 0, n); k) {
    std::size_t p = k, m;
    bool leading = false;
    if ((m = times_at(t, p)) || (m = at(t, p, kMai) ? 3 : 0)) {
      p += m;
      leading = true;
    } else if (space_at(t, p)) {
      leading = true;
    }
    if (leading) {
      while ((m = space_at(t, p))) p += m;
      // "4 x 日本株"
      if ((m = times_at(t, p)) && space_at(t, p + m)) {
        p += m;
        while ((m = space_at(t, p))) p += m;
      }
      sv card = t.substr(p);
      if (card.empty()) {
        add_error(out, input_error(line, Message{N_("count {count} without a card"), {{"count", n.digits}}}));
        return;
      }
      add_entry(out, line, n, false, card);
      return;
    }
  }
  if (std::size_t m = minus_at(t, 0)) {
    if (std::size_t k = read_number(t, m, n); k && (space_at(t, m + k) || times_at(t, m + k))) {
      std::size_t p = m + k, s;
      if ((s = times_at(t, p))) p += s;
      add_entry(out, line, n, true, trim_sv(t.substr(p)));
      return;
    }
  }
  // CARD xCOUNT, CARD ×COUNT, CARD x COUNT, CARD COUNT枚, CARD ×COUNT枚
  std::size_t e = t.size();
  bool mai = ends(t, e, kMai);
  if (mai) e -= 3;
  while (std::size_t s = space_before(t, e)) e -= s;
  if (std::size_t k = read_number_before(t, e, n)) {
    std::size_t p = e - k, m;
    bool negative = false;
    if ((m = minus_before(t, p))) {
      negative = true;
      p -= m;
    }
    std::size_t q = p;
    while (std::size_t s = space_before(t, q)) q -= s;
    m = times_before(t, q);
    if (m) p = q - m;  // "CARD x4"; without a marker only "CARD 4枚" is a count
    if (m || mai) {
      sv card = trim_sv(t.substr(0, p));
      if (card.empty()) {
        add_error(out, input_error(line, Message{N_("count {count} without a card"), {{"count", n.digits}}}));
        return;
      }
      add_entry(out, line, n, negative, card);
      return;
    }
  }
  std::string card(fit_width(t, 40));
  add_error(out, input_error(line, Message{N_("cannot read '{line}': no count; write `1 {card}` or `{card} x1` (an entry is COUNT CARD, CARD xCOUNT, "
                                              "CARD ×COUNT or CARD COUNT枚)"),
                                           {{"line", clip(t)}, {"card", card}}}));
}

int line_at(sv text, std::size_t offset) { return LineTable(text.substr(0, std::min(offset, text.size()))).line_at(static_cast<std::ptrdiff_t>(offset)); }

void read_text(sv text, RawList& out) {
  int line = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find_first_of("\r\n", start);
    read_line(out, ++line, text.substr(start, end == sv::npos ? sv::npos : end - start));
    if (end == sv::npos) break;
    start = end + (text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n' ? 2 : 1);
  }
}

// A count from a CSV field or an XML attribute.
bool count_field(RawList& out, int line, const std::string& field, sv card) {
  sv f = trim_sv(field);
  Number n;
  std::size_t m = minus_at(f, 0);
  std::size_t k = read_number(f, m, n);
  if (!k || m + k != f.size()) {
    add_error(out, input_error(line, Message{N_("count '{count}' for '{card}' is not a whole number"), {{"count", clip(field)}, {"card", clip(card)}}}));
    return false;
  }
  add_entry(out, line, n, m != 0, card);
  return true;
}

void read_csv(sv text, const std::string& file, RawList& out) {
  std::vector<CsvRow> rows;
  try {
    rows = parse_csv(text, file);
  } catch (const InputError& e) {
    add_error(out, input_error(e.line, e.message()));
    return;
  }
  std::size_t count_col = 0, card_col = 1, first = 0;
  if (!rows.empty()) {
    const auto& h = rows[0].fields;
    auto col = [&](std::initializer_list<const char*> names) -> int {
      for (std::size_t i = 0; i < h.size(); ++i)
        for (const char* nm : names)
          if (fold_text(trim(h[i])) == nm) return static_cast<int>(i);
      return -1;
    };
    int cc = col({"count", "qty", "quantity", "枚数"}), kc = col({"card", "name", "number", "カード", "カード名"});
    if (cc >= 0 && kc >= 0 && h.size() == 2) {
      count_col = static_cast<std::size_t>(cc);
      card_col = static_cast<std::size_t>(kc);
      first = 1;
    }
  }
  for (std::size_t r = first; r < rows.size(); ++r) {
    const auto& row = rows[r];
    if (row.fields.size() == 1 && trim(row.fields[0]).empty()) continue;
    if (!row.fields.empty() && !row.fields[0].empty() && (row.fields[0][0] == '#')) continue;
    if (row.fields.size() != 2) {
      add_error(out, input_error(row.line, Message{N_("a CSV row is count,card; this one has {n} fields"), {{"n", std::to_string(row.fields.size())}}}));
      continue;
    }
    out.owned.push_back(std::string(trim_sv(row.fields[card_col])));
    sv card = out.owned.back();
    if (card.empty()) {
      add_error(out, input_error(row.line, Message{N_("no card after the count"), {}}));
      continue;
    }
    count_field(out, row.line, row.fields[count_col], card);
  }
}

void read_xml(sv text, RawList& out) {
  pugi::xml_document doc;
  auto res = doc.load_buffer(text.data(), text.size());
  LineTable lines(text);
  if (!res) {
    add_error(out, input_error(lines.line_at(res.offset), Message{N_("malformed XML: {error}"), {{"error", res.description()}}}));
    return;
  }
  auto root = doc.document_element();
  auto line_of = [&](const pugi::xml_node& n) { return lines.line_at(n.offset_debug()); };
  if (std::string(root.name()) != "deck") {
    add_error(out, input_error(line_of(root), Message{N_("the root element must be <deck>, not <{name}>"), {{"name", root.name()}}}));
    return;
  }
  auto read_cards = [&](const pugi::xml_node& parent, auto& self) -> void {
    for (auto n : parent.children()) {
      if (n.type() == pugi::node_pcdata && !trim(n.value()).empty()) {
        add_error(out, input_error(line_of(parent), Message{N_("text outside a <card> element"), {}}));
        continue;
      }
      if (n.type() != pugi::node_element) continue;
      std::string name = n.name();
      if (name == "part" && parent == root) {
        for (auto a : n.attributes())
          if (std::string(a.name()) != "name") add_error(out, input_error(line_of(n), Message{N_("unknown attribute '{name}' on <part>"), {{"name", a.name()}}}));
        self(n, self);
        continue;
      }
      if (name != "card") {
        add_error(out, input_error(line_of(n), Message{N_("unknown element <{name}>; a deck holds <card count=\"N\">CARD</card> (optionally inside <part name=\"…\">)"),
                                                       {{"name", name}}}));
        continue;
      }
      bool ok = true;
      for (auto a : n.attributes())
        if (std::string(a.name()) != "count") {
          add_error(out, input_error(line_of(n), Message{N_("unknown attribute '{name}' on <card>"), {{"name", a.name()}}}));
          ok = false;
        }
      out.owned.push_back(trim(n.text().get()));
      sv card = out.owned.back();
      if (card.empty()) {
        add_error(out, input_error(line_of(n), Message{N_("<card> without a card number or name"), {}}));
        continue;
      }
      if (!n.attribute("count")) {
        add_error(out, input_error(line_of(n), Message{N_("<card> for '{card}' has no count attribute"), {{"card", clip(card)}}}));
        continue;
      }
      if (ok) count_field(out, line_of(n), n.attribute("count").value(), card);
    }
  };
  read_cards(root, read_cards);
}

bool ends_with_ci(const std::string& s, const char* suffix) {
  std::string_view x(suffix);
  if (s.size() < x.size()) return false;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[s.size() - x.size() + i])) != x[i]) return false;
  return true;
}

}  // namespace

void read_list(std::string_view text, const std::string& file, InputKind kind, RawList& out) {
  out.clear();
  if (text.size() > kMaxListBytes) {
    add_error(out, input_error(0, Message{N_("the file is {size} bytes; a decklist is at most {max} bytes (is this the right file?)"),
                                          {{"size", std::to_string(text.size())}, {"max", std::to_string(kMaxListBytes)}}}));
    return;
  }
  if (text.size() >= 2 && ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF'))) {
    add_error(out, input_error(0, Message{N_("the file is UTF-16; save the list as UTF-8"), {}}));
    return;
  }
  if (std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
    add_error(out, input_error(line_at(text, nul), Message{N_("binary data (a NUL byte), not {what}"), {arg("what", Message{N_("a decklist"), {}})}}));
    return;
  }
  std::size_t bad = 0;
  if (!valid_utf8(text, &bad)) {
    add_error(out, input_error(line_at(text, bad), Message{N_("invalid UTF-8 (byte {byte} of the file); save the list as UTF-8 (a Shift_JIS list must be converted)"),
                                                           {{"byte", std::to_string(bad)}}}));
    return;
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  if (kind == InputKind::guess) {
    sv t = text;
    std::size_t b = t.find_first_not_of(" \t\r\n");
    sv first_line = b == sv::npos ? sv() : t.substr(b, t.find_first_of("\r\n", b) - b);
    // Normalise only a line that may be a CSV header: no ICU for plain lists.
    std::string head = first_line.find(',') != sv::npos ? fold_text(trim(first_line)) : std::string();
    if (b != sv::npos && t[b] == '<') kind = InputKind::xml;
    else if (ends_with_ci(file, ".csv") || head == "count,card" || head == "card,count" || head == "枚数,カード" || head == "枚数,カード名")
      kind = InputKind::csv;
    else kind = InputKind::text;
  }
  switch (kind) {
    case InputKind::xml: read_xml(text, out); break;
    case InputKind::csv: read_csv(text, file, out); break;
    default: read_text(text, out); break;
  }
  if (out.more_errors > 0)
    out.errors.push_back(input_error(out.more_from_line, Message{N_("and {n} more problems from here on (the first {shown} are shown; fix those first)"),
                                                                 {{"n", std::to_string(out.more_errors)}, {"shown", std::to_string(kMaxInputErrors)}}}));
  if (out.entries.empty() && out.errors.empty())
    add_error(out, input_error(0, Message{N_("no card entries (an entry is a line such as `4 日本株`)"), {}}));
}

}  // namespace jk::decklint
