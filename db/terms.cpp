// games/<id>/terms.xml: what people say for the rulebook's words. Every mistake is file:line: what.
#include "terms.hpp"

#include <pugixml.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>

#include "errors.hpp"
#include "line_table.hpp"
#include "text.hpp"

namespace jk {

namespace {

struct Reader {
  std::string file;
  LineTable lines;
  int line(const pugi::xml_node& n) const {
    auto off = n.offset_debug();
    return off < 0 ? 0 : lines.line_at(off);
  }
  [[noreturn]] void fail(const pugi::xml_node& n, Message what) const { throw InputError(file, line(n), std::move(what)); }
  void only(const pugi::xml_node& n, std::initializer_list<const char*> allowed) const {
    for (auto a : n.attributes())
      if (std::none_of(allowed.begin(), allowed.end(), [&](const char* x) { return std::string(x) == a.name(); }))
        fail(n, Message{N_("unknown attribute '{attribute}' on <{element}>"), {{"attribute", a.name()}, {"element", n.name()}}});
  }
  // The words of a <means> or <say>: text only, something to search for.
  std::string words(const pugi::xml_node& n) const {
    for (auto c : n.children())
      if (c.type() == pugi::node_element)
        fail(c, Message{N_("unknown element <{element}> in <{parent}>; it holds text only"), {{"element", c.name()}, {"parent", n.name()}}});
    std::string t = trim(n.text().get());
    if (term_key(t).empty())
      fail(n, Message{N_("<{element}> needs words (letters, digits or kana), such as <{element}>時間切れ</{element}>"), {{"element", n.name()}}});
    return t;
  }
};

PackTerm term_of(const Reader& r, const pugi::xml_node& n, std::map<std::string, int>& said) {
  r.only(n, {"cite"});
  PackTerm t;
  t.line = r.line(n);
  t.cite = trim(n.attribute("cite").value());
  for (auto c : n.children()) {
    if (c.type() == pugi::node_pcdata && !trim(c.value()).empty()) r.fail(n, Message{N_("text outside <means> and <say> in <term>"), {}});
    if (c.type() != pugi::node_element) continue;
    std::string name = c.name();
    if (name == "means") {
      r.only(c, {});
      t.means.push_back(r.words(c));
      t.means_lines.push_back(r.line(c));
    } else if (name == "say") {
      r.only(c, {"lang"});
      std::string lang = c.attribute("lang") ? c.attribute("lang").value() : "ja";
      if (lang != "ja" && lang != "en") r.fail(c, Message{N_("lang must be ja or en, not '{lang}'"), {{"lang", lang}}});
      Say s{r.words(c), lang, r.line(c)};
      // One say, one place: two terms answering the same words would hide each other's cite.
      if (auto [it, fresh] = said.emplace(term_key(s.text), s.line); !fresh)
        r.fail(c, Message{N_("'{say}' is said already (line {line}); give each say once and list every word it means in that <term>"),
                          {{"say", s.text}, {"line", std::to_string(it->second)}}});
      t.says.push_back(std::move(s));
    } else {
      r.fail(c, Message{N_("unknown element <{element}> in <term>; expected means, say"), {{"element", name}}});
    }
  }
  if (t.means.empty()) r.fail(n, Message{N_("a <term> needs at least one <means>: the rulebook's own words"), {}});
  if (t.says.empty()) r.fail(n, Message{N_("a <term> needs at least one <say>: what people say for it"), {}});
  return t;
}

}  // namespace

std::vector<PackTerm> parse_terms(const std::string& xml, const std::string& path, const std::string& game) {
  Reader r{path, LineTable(xml)};
  std::size_t bad = 0;
  if (!valid_utf8(xml, &bad))
    throw InputError(path, 1 + static_cast<int>(std::count(xml.begin(), xml.begin() + static_cast<std::ptrdiff_t>(bad), '\n')), Message{N_("invalid UTF-8"), {}});
  pugi::xml_document doc;
  auto res = doc.load_buffer(xml.data(), xml.size());
  if (!res) {
    int line = 1 + static_cast<int>(std::count(xml.begin(), xml.begin() + std::min<std::ptrdiff_t>(res.offset, static_cast<std::ptrdiff_t>(xml.size())), '\n'));
    throw InputError(path, line, Message{N_("malformed XML: {problem}"), {{"problem", res.description()}}});
  }
  auto root = doc.document_element();
  if (std::string(root.name()) != "terms")
    r.fail(root, Message{N_("the root element must be <{expected}>, not <{element}>"), {{"expected", "terms"}, {"element", root.name()}}});
  r.only(root, {"game", "schema"});
  if (std::string(root.attribute("schema").value()) != "1") r.fail(root, Message{N_("unsupported schema version (this judgekit reads schema=\"1\")"), {}});
  if (root.attribute("game").value() != game)
    r.fail(root, Message{N_("<terms game=\"{game}\"> is in the folder of game '{folder}'"), {{"game", root.attribute("game").value()}, {"folder", game}}});
  std::vector<PackTerm> out;
  std::map<std::string, int> said;
  for (auto c : root.children()) {
    if (c.type() == pugi::node_pcdata && !trim(c.value()).empty()) r.fail(root, Message{N_("text outside <term> in <terms>"), {}});
    if (c.type() != pugi::node_element) continue;
    if (std::string(c.name()) != "term") r.fail(c, Message{N_("unknown element <{element}> in <terms>; expected <term>"), {{"element", c.name()}}});
    out.push_back(term_of(r, c, said));
  }
  return out;
}

std::vector<PackTerm> load_terms(const std::string& path, const std::string& game) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path, 0, Message{N_("cannot read the terms file (does it exist?)"), {}});
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return parse_terms(text, path, game);
}

}  // namespace jk
