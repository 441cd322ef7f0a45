// Build-time generator of the variant-kanji (異体字) folding table, db/variants.cpp's data.
//
//   variants_gen Unihan_Variants.txt.bz2 Unihan_OtherMappings.txt.bz2 itaijidict OUT.inc
//
// Sources, all Debian packages (scripts/setup), read where Debian installs them:
// - Unihan (unicode-data, /usr/share/unicode): kZVariant, kSemanticVariant, kSimplifiedVariant,
//   kTraditionalVariant, and the kyūjitai -> shinjitai pairs of kJinmeiyoKanji / kJoyoKanji.
// - kakasi's itaijidict (kakasi-dic): Japanese old and new forms Unihan does not link (對 -> 対,
//   邊 -> 辺, 澤 -> 沢), so the rulebook's 对 reaches 対 through 對.
//
// Characters linked by these are one class; every member folds to one representative. Two
// characters that are both 常用漢字 are never put in one class: they are two words in Japanese
// (斎 and 斉, 系 and 係, 後 and 后), whatever a Chinese simplification says. Strong links (the
// Japanese pairs, kZVariant, Morohashi's Z) come first and may join two JIS X 0208 characters;
// weak ones (other semantic variants, then one-to-one simplified and traditional pairs whose
// simplified form JIS X 0208 lacks) only bring a character JIS lacks to one it has. The
// representative is the class's 常用漢字, else its 人名用漢字, else a JIS X 0208 character, else
// the lowest code point. VARIANTS_REPORT=1 lists the classes holding two JIS characters.
#include <bzlib.h>
#include <iconv.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

[[noreturn]] void die(const std::string& what) {
  std::cerr << "variants_gen: " << what << "\n";
  std::exit(1);
}

std::string read_bz2(const std::string& path) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) die("cannot read " + path + " (install unicode-data: scripts/setup)");
  int err = BZ_OK;
  BZFILE* bz = BZ2_bzReadOpen(&err, f, 0, 0, nullptr, 0);
  if (err != BZ_OK) die("not bzip2: " + path);
  std::string out;
  char buf[1 << 16];
  while (err == BZ_OK) {
    int n = BZ2_bzRead(&err, bz, buf, sizeof buf);
    if (n > 0) out.append(buf, static_cast<std::size_t>(n));
  }
  if (err != BZ_STREAM_END) die("damaged bzip2: " + path);
  BZ2_bzReadClose(&err, bz);
  std::fclose(f);
  return out;
}

std::string read_euc_jp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) die("cannot read " + path + " (install kakasi-dic: scripts/setup)");
  std::string raw((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  iconv_t cd = iconv_open("UTF-8", "EUC-JP");
  if (cd == reinterpret_cast<iconv_t>(-1)) die("no EUC-JP converter");
  std::string out(raw.size() * 2 + 16, '\0');
  char* src = raw.data();
  std::size_t left = raw.size(), room = out.size();
  char* dst = out.data();
  if (iconv(cd, &src, &left, &dst, &room) == static_cast<std::size_t>(-1)) die("not EUC-JP: " + path);
  iconv_close(cd);
  out.resize(out.size() - room);
  return out;
}

std::vector<char32_t> decode(const std::string& s) {
  std::vector<char32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    unsigned char b = static_cast<unsigned char>(s[i]);
    int len = b < 0x80 ? 1 : (b & 0xE0) == 0xC0 ? 2 : (b & 0xF0) == 0xE0 ? 3 : 4;
    char32_t c = len == 1 ? b : len == 2 ? (b & 0x1F) : len == 3 ? (b & 0x0F) : (b & 0x07);
    for (int k = 1; k < len && i + static_cast<std::size_t>(k) < s.size(); ++k) c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(c);
    i += static_cast<std::size_t>(len);
  }
  return out;
}

char32_t code(const std::string& u) {  // "U+5BF9" or "U+5BF9<kMatthews"
  if (u.size() < 3 || u[0] != 'U' || u[1] != '+') die("not a code point: " + u);
  return static_cast<char32_t>(std::strtoul(u.c_str() + 2, nullptr, 16));
}

struct Line {
  char32_t cp;
  std::string field;
  std::vector<std::string> values;
};

std::vector<Line> lines_of(const std::string& text) {
  std::vector<Line> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ls(line);
    Line l;
    std::string cp;
    ls >> cp >> l.field;
    l.cp = code(cp);
    for (std::string v; ls >> v;) l.values.push_back(v);
    out.push_back(std::move(l));
  }
  return out;
}

struct Classes {
  std::map<char32_t, char32_t> parent;
  std::map<char32_t, std::pair<int, int>> count;  // per root: 常用漢字, JIS X 0208 characters in the class
  const std::set<char32_t>* joyo = nullptr;
  const std::set<char32_t>* jis = nullptr;
  int refused = 0;

  char32_t find(char32_t c) {
    auto it = parent.find(c);
    if (it == parent.end()) {
      parent[c] = c;
      count[c] = {joyo->count(c) ? 1 : 0, jis->count(c) ? 1 : 0};
      return c;
    }
    if (it->second == c) return c;
    char32_t r = find(it->second);
    parent[c] = r;
    return r;
  }
  // A strong link (a Japanese pair, a z-variant) may join two JIS X 0208 characters; a weak one
  // (a Chinese dictionary's semantic variant, a simplification) only brings a character JIS
  // does not have to one it has: 榛 is not 親, 鮎 is not 鯰, 冴 is not 濾.
  void link(char32_t a, char32_t b, bool strong) {
    char32_t ra = find(a), rb = find(b);
    if (ra == rb) return;
    auto [ja, xa] = count[ra];
    auto [jb, xb] = count[rb];
    if ((ja > 0 && jb > 0) || (!strong && xa > 0 && xb > 0)) {
      ++refused;
      return;
    }
    parent[rb] = ra;
    count[ra] = {ja + jb, xa + xb};
  }
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) die("usage: variants_gen Unihan_Variants.txt.bz2 Unihan_OtherMappings.txt.bz2 itaijidict OUT.inc");
  auto variants = lines_of(read_bz2(argv[1]));
  auto mappings = lines_of(read_bz2(argv[2]));
  std::set<char32_t> joyo, jinmeiyo, jis0208;
  std::vector<std::pair<char32_t, char32_t>> japanese;  // (old, new) pairs
  for (const auto& l : mappings) {
    if (l.values.empty()) continue;
    if (l.field == "kJoyoKanji") {
      if (l.values[0].rfind("U+", 0) == 0) japanese.push_back({l.cp, code(l.values[0])});
      else joyo.insert(l.cp);
    } else if (l.field == "kJinmeiyoKanji") {
      auto colon = l.values[0].find(':');
      if (colon != std::string::npos) japanese.push_back({l.cp, code(l.values[0].substr(colon + 1))});
      else jinmeiyo.insert(l.cp);
    } else if (l.field == "kJis0") {
      jis0208.insert(l.cp);
    }
  }
  // itaijidict: one pair per line, a variant and the form kakasi reads.
  for (const auto& line : [&] {
         std::vector<std::string> v;
         std::istringstream in(read_euc_jp(argv[3]));
         for (std::string s; std::getline(in, s);) v.push_back(s);
         return v;
       }()) {
    auto cps = decode(line);
    if (cps.size() >= 2) japanese.push_back({cps[0], cps[1]});
  }
  Classes classes;
  classes.joyo = &joyo;
  classes.jis = &jis0208;
  for (auto [a, b] : japanese) classes.link(b, a, true);
  for (const auto& l : variants)
    if (l.field == "kZVariant")
      for (const auto& v : l.values) classes.link(l.cp, code(v), true);
  // Semantic variants by Morohashi's mark: Z (same character), T (interchangeable), unmarked.
  for (const char* mark : {":Z", ":T", ""})
    for (const auto& l : variants) {
      if (l.field != "kSemanticVariant") continue;
      for (const auto& v : l.values) {
        auto colon = v.find(':');  // "U+5D0E<kMorohashi:Z", ":T", ":TZ"; the B mark (not the same meaning) is left out
        std::string marks = colon == std::string::npos ? "" : v.substr(colon + 1, v.find(',', colon) - colon - 1);
        if (marks.find('B') != std::string::npos) continue;
        bool z = marks.find('Z') != std::string::npos, t = marks.find('T') != std::string::npos;
        bool take = std::string(mark) == ":Z" ? z : std::string(mark) == ":T" ? (t && !z) : (!t && !z);
        // Only Morohashi's (Dai Kan-Wa Jiten, a Japanese dictionary) Z joins two JIS characters:
        // a Cantonese source's Z calls 鮎 and 鯰 one character, as Chinese writes catfish.
        if (take) classes.link(l.cp, code(v), z && v.find("kMorohashi") != std::string::npos);
      }
    }
  // Simplified and traditional forms, one to one only (后 is the simplified form of 後 and a
  // character of its own; 干 stands for 乾 and 幹).
  std::map<char32_t, std::set<char32_t>> simp, trad;
  for (const auto& l : variants) {
    if (l.field != "kSimplifiedVariant" && l.field != "kTraditionalVariant") continue;
    auto& m = l.field == "kSimplifiedVariant" ? simp : trad;
    for (const auto& v : l.values)
      if (code(v) != l.cp) m[l.cp].insert(code(v));
  }
  for (const auto& [t, ss] : simp) {
    if (ss.size() != 1) continue;
    char32_t s = *ss.begin();
    auto back = trad.find(s);
    // A simplified form that JIS X 0208 holds is a character of Japanese in its own right
    // (叶 is not 葉, 云 is not 雲): only the Chinese-only forms (对, 边) fold.
    if (back != trad.end() && back->second == std::set<char32_t>{t} && !jis0208.count(s)) classes.link(t, s, false);
  }
  // One representative per class.
  std::map<char32_t, std::vector<char32_t>> members;
  for (const auto& [c, p] : classes.parent) members[classes.find(c)].push_back(c);
  auto rank = [&](char32_t c) { return joyo.count(c) ? 0 : jinmeiyo.count(c) ? 1 : jis0208.count(c) ? 2 : 3; };
  std::map<char32_t, char32_t> fold;
  for (auto& [root, list] : members) {
    if (list.size() < 2) continue;
    char32_t best = *std::min_element(list.begin(), list.end(), [&](char32_t a, char32_t b) {
      return rank(a) != rank(b) ? rank(a) < rank(b) : a < b;
    });
    for (char32_t c : list)
      if (c != best) fold[c] = best;
  }
  if (std::getenv("VARIANTS_REPORT"))  // classes holding two JIS X 0208 characters, to review by eye
    for (auto& [root, list] : members) {
      int jis = 0;
      for (char32_t c : list) jis += jis0208.count(c) ? 1 : 0;
      if (jis < 2) continue;
      std::string line;
      for (char32_t c : list) {
        if (!jis0208.count(c)) continue;
        if (c < 0x10000) {
          line += static_cast<char>(0xE0 | (c >> 12));
          line += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
          line += static_cast<char>(0x80 | (c & 0x3F));
        }
      }
      std::cerr << line << " ";
    }
  std::ofstream out(argv[4]);
  out << "// Generated by db/variants_gen.cpp from Unihan (unicode-data) and kakasi's itaijidict: do not edit.\n";
  out << "// " << fold.size() << " characters fold; " << classes.refused << " links refused (two 常用漢字).\n";
  for (auto [from, to] : fold) out << "{0x" << std::hex << static_cast<unsigned>(from) << ", 0x" << static_cast<unsigned>(to) << "},\n";
  std::cerr << "variants_gen: " << fold.size() << " characters fold to " << std::dec << "their representative\n";
  return out ? 0 : 1;
}
