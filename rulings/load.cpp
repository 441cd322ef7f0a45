// Loads and validates games/<id>/rulings.xml (schema "1"): every problem is file:line: what.
#include <pugixml.hpp>
#include <sys/stat.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>
#include <set>

#include "errors.hpp"
#include "input_file.hpp"
#include "line_table.hpp"
#include "pack.hpp"
#include "query.hpp"
#include "rulings.hpp"
#include "text.hpp"

namespace jk::rulings {

namespace {

const std::set<std::string> kKinds = {"rule", "faq", "example", "revision", "note"};

struct Loader {
  std::string file, text;
  LineTable lines;  // of text

  int line(const pugi::xml_node& n) const {
    auto off = n.offset_debug();
    return off < 0 ? 0 : lines.line_at(off);
  }
  [[noreturn]] void fail(const pugi::xml_node& n, Message what) const { throw InputError(file, line(n), std::move(what)); }

  void attributes(const pugi::xml_node& n, const std::set<std::string>& allowed, const std::vector<std::string>& required) const {
    for (auto a : n.attributes())
      if (!allowed.count(a.name())) fail(n, Message{N_("unknown attribute '{attribute}' on <{element}>"), {{"attribute", a.name()}, {"element", n.name()}}});
    for (const auto& r : required)
      if (!n.attribute(r.c_str())) fail(n, Message{N_("<{element}> is missing the attribute '{attribute}'"), {{"element", n.name()}, {"attribute", r}}});
  }

  // The text of an element that may hold only text: an element inside is a mistake.
  std::string text_of(const pugi::xml_node& n) const {
    if (n.first_attribute())
      fail(n, Message{N_("unknown attribute '{attribute}' on <{element}>"), {{"attribute", n.first_attribute().name()}, {"element", n.name()}}});
    std::string out;
    for (auto c : n.children()) {
      if (c.type() == pugi::node_element)
        fail(c, Message{N_("unknown element <{element}> in <{parent}>; it holds text only"), {{"element", c.name()}, {"parent", n.name()}}});
      if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) out += c.value();
    }
    // XML 1.0 has no control characters; &#2; would still get through pugixml, and search
    // results use two of them to mark matches.
    for (char ch : out)
      if (static_cast<unsigned char>(ch) < 0x20 && ch != '\n' && ch != '\t' && ch != '\r')
        fail(n, Message{N_("a control character (U+00{hex}) in <{element}>"),
                        {{"hex", std::string(1, "0123456789ABCDEF"[(ch >> 4) & 0xF]) + "0123456789ABCDEF"[ch & 0xF]}, {"element", n.name()}}});
    return trim(out);
  }

  std::string date(const pugi::xml_node& n, const char* attr) const {
    if (!n.attribute(attr)) return "";
    std::string s = n.attribute(attr).value();
    if (!valid_date(s)) fail(n, Message{N_("attribute '{attribute}' is not a date YYYY-MM-DD: '{value}'"), {{"attribute", attr}, {"value", s}}});
    return s;
  }

  Entry entry(const pugi::xml_node& n) const {
    attributes(n, {"number", "parent", "kind", "cards", "announced", "effective"}, {"number", "kind"});
    Entry e;
    e.line = line(n);
    e.number = trim(n.attribute("number").value());
    if (e.number.empty()) fail(n, Message{N_("attribute 'number' is empty; give the rule number as written, or a path id for an unnumbered heading"), {}});
    e.parent = trim(n.attribute("parent").value());
    if (n.attribute("parent") && e.parent.empty()) fail(n, Message{N_("attribute 'parent' is empty; leave it out for a top-level entry"), {}});
    e.kind = n.attribute("kind").value();
    if (!kKinds.count(e.kind)) fail(n, Message{N_("kind must be rule, faq, example, revision or note, not '{kind}'"), {{"kind", e.kind}}});
    e.announced = date(n, "announced");
    e.effective = date(n, "effective");
    if (!e.announced.empty() && !e.effective.empty() && e.effective < e.announced)
      fail(n, Message{N_("effective {effective} is before announced {announced}"), {{"effective", e.effective}, {"announced", e.announced}}});
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
      if (c.type() == pugi::node_pcdata && !trim(c.value()).empty()) fail(n, Message{N_("text outside <heading>, <body>, <old>, <new> in <entry>"), {}});
      if (c.type() != pugi::node_element) continue;
      std::string name = c.name();
      if (name != "heading" && name != "body" && name != "old" && name != "new")
        fail(c, Message{N_("unknown element <{element}> in <entry>; expected heading, body, old, new"), {{"element", name}}});
      if (!children.insert(name).second) fail(c, Message{N_("a second <{element}> in one <entry>"), {{"element", name}}});
      std::string t = text_of(c);
      if (name == "heading") e.heading = t;
      else if (name == "body") { e.body = t; has_body = true; }
      else if (name == "old") e.old_text = t;
      else e.new_text = t;
    }
    if (!has_body) fail(n, Message{N_("entry {number} has no <body>"), {{"number", e.number}}});
    // A section that is only a heading in the rulebook ("3. デッキの組み方") has an empty body.
    if (e.body.empty() && e.heading.empty()) fail(n, Message{N_("entry {number} has neither a heading nor any text in <body>"), {{"number", e.number}}});
    if (children.count("old") != children.count("new"))
      fail(n, Message{N_("entry {number} has <{present}> without <{missing}>: a revised wording needs both"),
                      {{"number", e.number}, {"present", children.count("old") ? "old" : "new"}, {"missing", children.count("old") ? "new" : "old"}}});
    return e;
  }
};

}  // namespace

Rulebook parse_rulings(std::string_view xml, const std::string& path) {
  Loader L;
  L.file = path;
  L.text = std::string(xml);
  L.lines = LineTable(L.text);
  std::size_t bad = 0;
  if (!valid_utf8(L.text, &bad)) throw InputError(path, L.lines.line_at(static_cast<std::ptrdiff_t>(bad)), Message{N_("not UTF-8 (byte {byte})"), {{"byte", std::to_string(bad)}}});
  pugi::xml_document doc;
  auto r = doc.load_buffer(L.text.data(), L.text.size(), pugi::parse_default, pugi::encoding_utf8);
  if (!r) throw InputError(path, L.lines.line_at(r.offset), Message{N_("not well-formed XML: {problem}"), {{"problem", r.description()}}});
  auto root = doc.document_element();
  if (std::string(root.name()) != "rulings")
    L.fail(root, Message{N_("the root element must be <{expected}>, not <{element}>"), {{"expected", "rulings"}, {"element", root.name()}}});
  L.attributes(root, {"game", "document", "schema"}, {"game", "document", "schema"});
  if (std::string(root.attribute("schema").value()) != "1")
    L.fail(root, Message{N_("schema \"{schema}\" is not one this judgekit reads (\"1\")"), {{"schema", root.attribute("schema").value()}}});
  Rulebook book;
  book.path = path;
  book.game = root.attribute("game").value();
  book.document = root.attribute("document").value();
  std::map<std::string, int> lines;  // number -> line
  std::map<std::string, int> keys;   // number_key -> line
  for (auto c : root.children()) {
    if (c.type() == pugi::node_pcdata && !trim(c.value()).empty()) L.fail(root, Message{N_("text outside <entry> in <rulings>"), {}});
    if (c.type() != pugi::node_element) continue;
    if (std::string(c.name()) != "entry") L.fail(c, Message{N_("unknown element <{element}> in <rulings>; expected <entry>"), {{"element", c.name()}}});
    Entry e = L.entry(c);
    // Numbers are looked up by number_key (NFKC, no spaces): two that differ only in spacing or
    // width would be one entry to `rules show`, so they are duplicates too.
    if (auto [it, fresh] = keys.emplace(number_key(e.number), e.line); !fresh)
      throw InputError(path, e.line, Message{N_("duplicate number '{number}' (first at line {line})"), {{"number", e.number}, {"line", std::to_string(it->second)}}});
    lines.emplace(e.number, e.line);
    book.entries.push_back(std::move(e));
  }
  // Parents may come after their children in the file; check once every number is known.
  for (const auto& e : book.entries) {
    if (e.parent.empty()) continue;
    if (e.parent == e.number) throw InputError(path, e.line, Message{N_("entry {number} is its own parent"), {{"number", e.number}}});
    if (!lines.count(e.parent)) throw InputError(path, e.line, Message{N_("unknown parent '{parent}' of entry {number}"), {{"parent", e.parent}, {"number", e.number}}});
  }
  std::map<std::string, const Entry*> by_number;
  for (const auto& e : book.entries) by_number[e.number] = &e;
  for (const auto& e : book.entries) {
    std::set<std::string> chain = {e.number};
    for (const Entry* p = &e; !p->parent.empty();) {
      p = by_number[p->parent];
      if (!chain.insert(p->number).second) throw InputError(path, e.line, Message{N_("entry {number} is its own ancestor (parent loop)"), {{"number", e.number}}});
    }
  }
  return book;
}

Rulebook load_rulings(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw InputError(path, 0, Message{N_("cannot read the rulings file (does it exist?)"), {}});
  // A FIFO, a device or a folder is refused without blocking, as every file judgekit reads.
  return parse_rulings(read_data_file(path), path);
}

}  // namespace jk::rulings
