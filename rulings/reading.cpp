// kakasi at index build, and for a query word half converted (時間ぎれ): the library keeps its
// options in globals, so every call holds one lock (the server searches from several threads),
// and its dictionary is EUC-JP (JIS X 0208), so only runs of Japanese it can encode reach it.
#include "reading.hpp"

extern "C" {
#include <libkakasi.h>
}
#include <iconv.h>
#include <unicode/normalizer2.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <mutex>
#include <set>
#include <stdexcept>

#include "text.hpp"
#include "tokenizer.hpp"

namespace jk::rulings {

namespace {

std::mutex kakasi_lock;

enum class Mode { none, words, readings };
Mode mode = Mode::none;

void set_mode(Mode m) {
  if (mode == m) return;
  // -w: cut into words; -p -JK -HK: every reading, kanji and hiragana to katakana.
  static const char* words[] = {"kakasi", "-w"};
  static const char* readings[] = {"kakasi", "-p", "-JK", "-HK"};
  int rc = m == Mode::words ? kakasi_getopt_argv(2, const_cast<char**>(words)) : kakasi_getopt_argv(4, const_cast<char**>(readings));
  if (rc != 0) throw std::runtime_error("kakasi: cannot set its options (is kakasi-dic installed?)");
  mode = m;
}

struct Iconv {
  iconv_t cd;
  Iconv(const char* to, const char* from) : cd(iconv_open(to, from)) {
    if (cd == reinterpret_cast<iconv_t>(-1)) throw std::runtime_error("iconv: no EUC-JP converter");
  }
  ~Iconv() { iconv_close(cd); }
  // Empty when `s` holds a character the target cannot encode.
  std::string operator()(const std::string& s) const {
    std::string in = s, out(s.size() * 3 + 8, '\0');
    char* ip = in.data();
    char* op = out.data();
    std::size_t il = in.size(), ol = out.size();
    iconv(cd, nullptr, nullptr, nullptr, nullptr);
    if (iconv(cd, &ip, &il, &op, &ol) == static_cast<std::size_t>(-1)) return "";
    out.resize(out.size() - ol);
    return out;
  }
};

// kakasi on one EUC-JP-encodable string, in UTF-8. Called with kakasi_lock held.
std::string run(const std::string& utf8) {
  static const Iconv to_euc("EUC-JP", "UTF-8"), from_euc("UTF-8", "EUC-JP");
  std::string euc = to_euc(utf8);
  if (euc.empty()) return "";
  char* r = kakasi_do(euc.data());
  if (!r) return "";
  std::string out = from_euc(r);
  kakasi_free(r);
  return out;
}

bool is_kanji(char32_t c) { return (c >= 0x3400 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) || c == 0x3005; }

// The runs of Japanese in `text`, NFKC (half-width kana made whole) and variants folded (kakasi
// knows 対, not 对), kana kept as written: okurigana tell kakasi where a word ends.
std::vector<std::string> japanese_runs(const std::string& text) {
  static const icu::Normalizer2* nfkc = [] {
    UErrorCode status = U_ZERO_ERROR;
    const icu::Normalizer2* n = icu::Normalizer2::getNFKCInstance(status);
    if (U_FAILURE(status)) throw std::runtime_error("ICU: NFKC normaliser unavailable");
    return n;
  }();
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString u = nfkc->normalize(icu::UnicodeString::fromUTF8(text), status);
  std::string norm;
  u.toUTF8String(norm);
  std::vector<std::string> runs;
  std::string cur;
  for (char32_t c : to_code_points(norm)) {
    c = fold_variant(c);
    if (is_japanese(c) && c < 0x20000) {
      append_utf8(cur, c);
    } else if (!cur.empty()) {
      runs.push_back(std::move(cur));
      cur.clear();
    }
  }
  if (!cur.empty()) runs.push_back(std::move(cur));
  return runs;
}

bool has_kanji(const std::string& s) {
  auto cps = to_code_points(s);
  return std::any_of(cps.begin(), cps.end(), is_kanji);
}

// "{ニホンコク|ニッポンコク}サイ" -> ニホンコクサイ, ニッポンコクサイ (at most kMaxReadings).
std::vector<std::string> expand(const std::string& braces) {
  std::vector<std::string> out = {""};
  for (std::size_t i = 0; i < braces.size();) {
    if (braces[i] == '{') {
      std::size_t close = braces.find('}', i);
      if (close == std::string::npos) break;
      std::vector<std::string> choices;
      std::string body = braces.substr(i + 1, close - i - 1);
      for (std::size_t a = 0; a <= body.size();) {
        std::size_t bar = std::min(body.find('|', a), body.size());
        choices.push_back(body.substr(a, bar - a));
        a = bar + 1;
      }
      std::vector<std::string> next;
      for (const auto& o : out)
        for (const auto& c : choices)
          if (next.size() < kMaxReadings) next.push_back(o + c);
      out = std::move(next);
      i = close + 1;
    } else {
      std::size_t next = std::min(braces.find('{', i), braces.size());
      for (auto& o : out) o += braces.substr(i, next - i);
      i = next;
    }
  }
  return out;
}

// Readings of one surface, term_key form, without those that are the surface itself.
std::vector<std::string> read(const std::string& surface) {
  set_mode(Mode::readings);
  std::vector<std::string> out;
  std::string own = term_key(surface);
  for (const auto& r : expand(run(surface))) {
    std::string key = term_key(r);
    if (!key.empty() && key != own && !has_kanji(key) && std::find(out.begin(), out.end(), key) == out.end()) out.push_back(key);
  }
  return out;
}

}  // namespace

std::vector<Reading> kanji_readings(const std::vector<std::string>& texts) {
  std::lock_guard<std::mutex> hold(kakasi_lock);
  std::set<std::string> surfaces;
  set_mode(Mode::words);
  for (const auto& text : texts)
    for (const auto& run_text : japanese_runs(text)) {
      if (!has_kanji(run_text)) continue;
      std::vector<std::string> words;
      std::string cut = run(run_text);
      for (std::size_t i = 0; i < cut.size();) {
        std::size_t sp = std::min(cut.find(' ', i), cut.size());
        if (sp > i) words.push_back(cut.substr(i, sp - i));
        i = sp + 1;
      }
      for (std::size_t i = 0; i < words.size(); ++i) {
        if (!has_kanji(words[i])) continue;
        std::string joined;
        for (std::size_t k = i; k < words.size() && k < i + 3 && has_kanji(words[k]); ++k) {
          joined += words[k];
          surfaces.insert(joined);
        }
      }
    }
  std::vector<Reading> out;
  for (const auto& s : surfaces)
    for (auto& key : read(s)) out.push_back({std::move(key), s});
  return out;
}

std::vector<std::string> name_readings(const std::string& name) {
  std::lock_guard<std::mutex> hold(kakasi_lock);
  std::vector<std::string> out;
  std::string joined;
  for (const auto& r : japanese_runs(name)) joined += r;
  if (!has_kanji(joined)) return out;
  // The name's runs read as one ("M & A" has none; 日本国債 is one run).
  return read(joined);
}

}  // namespace jk::rulings
