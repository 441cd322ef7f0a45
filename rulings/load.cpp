// Loads and validates games/<id>/rulings.xml (schema "1"): every problem is file:line: what.
#include <pugixml.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>
#include <set>

#include "errors.hpp"
#include "pack.hpp"
#include "query.hpp"
#include "rulings.hpp"
#include "text.hpp"

namespace jk::rulings {

namespace {

const std::set<std::string> kKinds = {"rule", "faq", "example", "revision", "note"};

struct Loader {
  std::string file, text;
  std::vector<std::size_t> newlines;  // offsets of every '\n', for line numbers in O(log n)

  void index_lines() {
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n') newlines.push_back(i);
  }
  int line_at(std::size_t offset) const {
    return 1 + static_cast<int>(std::lower_bound(newlines.begin(), newlines.end(), offset) - newlines.begin());
  }
  int line(const pugi::xml_node& n) const {
    auto off = n.offset_debug();
    return off < 0 ? 0 : line_at(static_cast<std::size_t>(off));
  }
  [[noreturn]] void fail(const pugi::xml_node& n, const std::string& what) const { throw InputError(file, line(n), what); }

  void attributes(const pugi::xml_node& n, const std::set<std::string>& allowed, const std::vector<std::string>& required) const {
    for (auto a : n.attributes())
      if (!allowed.count(a.name())) fail(n, std::string("unknown attribute '") + a.name() + "' on <" + n.name() + ">");
    for (const auto& r : required)
      if (!n.attribute(r.c_str())) fail(n, "<" + std::string(n.name()) + "> is missing the attribute '" + r + "'");
  }

  // The text of an element that may hold only text: an element inside is a mistake.
  std::string text_of(const pugi::xml_node& n) const {
    if (n.first_attribute()) fail(n, std::string("unknown attribute '") + n.first_attribute().name() + "' on <" + n.name() + ">");
    std::string out;
    for (auto c : n.children()) {
      if (c.type() == pugi::node_element) fail(c, std::string("unknown element <") + c.name() + "> in <" + n.name() + ">; it holds text only");
      if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) out += c.value();
    }
    // XML 1.0 has no control characters; &#2; would still get through pugixml, and search
    // results use two of them to mark matches.
    for (char ch : out)
      if (static_cast<unsigned char>(ch) < 0x20 && ch != '\n' && ch != '\t' && ch != '\r')
        fail(n, "a control character (U+00" + std::string(1, "0123456789ABCDEF"[(ch >> 4) & 0xF]) + "0123456789ABCDEF"[ch & 0xF] +
                    ") in <" + n.name() + ">");
    return trim(out);
  }

  std::string date(const pugi::xml_node& n, const char* attr) const {
    if (!n.attribute(attr)) return "";
    std::string s = n.attribute(attr).value();
    if (!valid_date(s)) fail(n, std::string("attribute '") + attr + "' is not a date YYYY-MM-DD: '" + s + "'");
    return s;
  }

  Entry entry(const pugi::xml_node& n) const {
    attributes(n, {"number", "parent", "kind", "cards", "announced", "effective"}, {"number", "kind"});
    Entry e;
    e.line = line(n);
    e.number = trim(n.attribute("number").value());
    if (e.number.empty()) fail(n, "attribute 'number' is empty; give the rule number as written, or a path id for an unnumbered heading");
    e.parent = trim(n.attribute("parent").value());
    if (n.attribute("parent") && e.parent.empty()) fail(n, "attribute 'parent' is empty; leave it out for a top-level entry");
    e.kind = n.attribute("kind").value();
    if (!kKinds.count(e.kind)) fail(n, "kind must be rule, faq, example, revision or note, not '" + e.kind + "'");
    e.announced = date(n, "announced");
    e.effective = date(n, "effective");
    if (!e.announced.empty() && !e.effective.empty() && e.effective < e.announced)
      fail(n, "effective " + e.effective + " is before announced " + e.announced);
    std::string cards = n.attribute("cards").value();
    std::set<std::string> seen;
    for (std::size_t i = 0; i < cards.size();) {
      std::size_t j = cards.find(' ', i);
      if (j == std::string::npos) j = cards.size();
      std::string c = cards.substr(i, j - i);
      if (!c.empty() && seen.insert(c).second) e.cards.push_back(c);
      i = j + 1;
    }
    bool has_body = false;
    std::set<std::string> children;
    for (auto c : n.children()) {
      if (c.type() == pugi::node_pcdata && !trim(c.value()).empty()) fail(n, "text outside <heading>, <body>, <old>, <new> in <entry>");
      if (c.type() != pugi::node_element) continue;
      std::string name = c.name();
      if (name != "heading" && name != "body" && name != "old" && name != "new")
        fail(c, "unknown element <" + name + "> in <entry>; expected heading, body, old, new");
      if (!children.insert(name).second) fail(c, "a second <" + name + "> in one <entry>");
      std::string t = text_of(c);
      if (name == "heading") e.heading = t;
      else if (name == "body") { e.body = t; has_body = true; }
      else if (name == "old") e.old_text = t;
      else e.new_text = t;
    }
    if (!has_body) fail(n, "entry " + e.number + " has no <body>");
    // A section that is only a heading in the rulebook ("3. デッキの組み方") has an empty body.
    if (e.body.empty() && e.heading.empty()) fail(n, "entry " + e.number + " has neither a heading nor any text in <body>");
    if (children.count("old") != children.count("new"))
      fail(n, "entry " + e.number + " has <" + std::string(children.count("old") ? "old" : "new") + "> without <" +
                  (children.count("old") ? "new" : "old") + ">: a revised wording needs both");
    return e;
  }
};

}  // namespace

Rulebook parse_rulings(std::string_view xml, const std::string& path) {
  Loader L;
  L.file = path;
  L.text = std::string(xml);
  L.index_lines();
  std::size_t bad = 0;
  if (!valid_utf8(L.text, &bad)) throw InputError(path, L.line_at(bad), "not UTF-8 (byte " + std::to_string(bad) + ")");
  pugi::xml_document doc;
  auto r = doc.load_buffer(L.text.data(), L.text.size(), pugi::parse_default, pugi::encoding_utf8);
  if (!r) throw InputError(path, L.line_at(static_cast<std::size_t>(r.offset)), std::string("not well-formed XML: ") + r.description());
  auto root = doc.document_element();
  if (std::string(root.name()) != "rulings") L.fail(root, std::string("the root element must be <rulings>, not <") + root.name() + ">");
  L.attributes(root, {"game", "document", "schema"}, {"game", "document", "schema"});
  if (std::string(root.attribute("schema").value()) != "1")
    L.fail(root, std::string("schema \"") + root.attribute("schema").value() + "\" is not one this judgekit reads (\"1\")");
  Rulebook book;
  book.path = path;
  book.game = root.attribute("game").value();
  book.document = root.attribute("document").value();
  std::map<std::string, int> lines;  // number -> line
  std::map<std::string, int> keys;   // number_key -> line
  for (auto c : root.children()) {
    if (c.type() == pugi::node_pcdata && !trim(c.value()).empty()) L.fail(root, "text outside <entry> in <rulings>");
    if (c.type() != pugi::node_element) continue;
    if (std::string(c.name()) != "entry") L.fail(c, std::string("unknown element <") + c.name() + "> in <rulings>; expected <entry>");
    Entry e = L.entry(c);
    // Numbers are looked up by number_key (NFKC, no spaces): two that differ only in spacing or
    // width would be one entry to `rules show`, so they are duplicates too.
    if (auto [it, fresh] = keys.emplace(number_key(e.number), e.line); !fresh)
      throw InputError(path, e.line, "duplicate number '" + e.number + "' (first at line " + std::to_string(it->second) + ")");
    lines.emplace(e.number, e.line);
    book.entries.push_back(std::move(e));
  }
  // Parents may come after their children in the file; check once every number is known.
  for (const auto& e : book.entries) {
    if (e.parent.empty()) continue;
    if (e.parent == e.number) throw InputError(path, e.line, "entry " + e.number + " is its own parent");
    if (!lines.count(e.parent)) throw InputError(path, e.line, "unknown parent '" + e.parent + "' of entry " + e.number);
  }
  std::map<std::string, const Entry*> by_number;
  for (const auto& e : book.entries) by_number[e.number] = &e;
  for (const auto& e : book.entries) {
    std::set<std::string> chain = {e.number};
    for (const Entry* p = &e; !p->parent.empty();) {
      p = by_number[p->parent];
      if (!chain.insert(p->number).second) throw InputError(path, e.line, "entry " + e.number + " is its own ancestor (parent loop)");
    }
  }
  return book;
}

Rulebook load_rulings(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, "cannot read the rulings file (does it exist?)");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return parse_rulings(text, path);
}

}  // namespace jk::rulings
