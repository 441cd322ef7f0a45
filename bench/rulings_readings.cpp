// MeCab (IPADIC) against kakasi for the kana readings of the rulebooks' kanji (issue 25): how
// often each reads a rule term right, how fast each reads the five rulebooks, how big each is.
//   build/bench/rulings_readings [--runs R]
// Right: the tool's first reading is the term's (top-1), or one of its first 8 (MeCab's 8-best,
// kakasi's -p alternatives). The terms and their readings are the rulebooks' words, by hand.
#include <mecab.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "pack.hpp"
#include "reading.hpp"
#include "rulings.hpp"
#include "text.hpp"

namespace fs = std::filesystem;
namespace rl = jk::rulings;

namespace {

struct Known {
  const char* game;
  const char* term;
  std::vector<const char*> readings;  // every right one, in katakana
};

const std::vector<Known> kTerms = {
    {"economica", "投資信託", {"トウシシンタク"}}, {"economica", "山札", {"ヤマフダ"}}, {"economica", "手札", {"テフダ"}},
    {"economica", "先攻", {"センコウ"}}, {"economica", "後攻", {"コウコウ"}}, {"economica", "勝利条件", {"ショウリジョウケン"}},
    {"economica", "制限時間", {"セイゲンジカン"}}, {"economica", "価値段階", {"カチダンカイ"}}, {"economica", "捨て札", {"ステフダ"}},
    {"economica", "反則負け", {"ハンソクマケ"}}, {"economica", "遅延行為", {"チエンコウイ"}}, {"economica", "対戦相手", {"タイセンアイテ"}},
    {"economica", "日本国債", {"ニホンコクサイ", "ニッポンコクサイ"}}, {"economica", "国家財政破綻", {"コッカザイセイハタン"}},
    {"economica", "定期預金", {"テイキヨキン"}}, {"economica", "新興国株", {"シンコウコクカブ"}}, {"economica", "振り込め詐欺", {"フリコメサギ"}},
    {"economica", "巨大災害", {"キョダイサイガイ"}}, {"economica", "株式配当", {"カブシキハイトウ"}}, {"economica", "相場操縦", {"ソウバソウジュウ"}},
    {"economica", "赤字国債発行", {"アカジコクサイハッコウ"}}, {"economica", "預金利息", {"ヨキンリソク"}}, {"economica", "保障停止", {"ホショウテイシ"}},
    {"economica", "都市鉱山", {"トシコウザン"}}, {"economica", "預金積立", {"ヨキンツミタテ"}}, {"economica", "生命保険", {"セイメイホケン"}},
    {"economica", "遺産相続", {"イサンソウゾク"}}, {"economica", "共産党宣言", {"キョウサントウセンゲン"}}, {"economica", "日本株", {"ニホンカブ", "ニッポンカブ"}},
    {"economica", "年金未納問題", {"ネンキンミノウモンダイ"}}, {"economica", "産業の空洞化", {"サンギョウノクウドウカ"}}, {"economica", "公式戦", {"コウシキセン"}},
    {"economica", "審判", {"シンパン"}}, {"economica", "上側", {"ウワガワ", "ウエガワ"}}, {"economica", "強制力", {"キョウセイリョク"}},
    {"economica", "破棄", {"ハキ"}}, {"economica", "捨て札置き場", {"ステフダオキバ"}}, {"economica", "同数", {"ドウスウ"}},
    {"roeup", "決算", {"ケッサン"}}, {"roeup", "現金", {"ゲンキン"}}, {"roeup", "資本", {"シホン"}}, {"roeup", "負債", {"フサイ"}},
    {"roeup", "支払利息", {"シハライリソク"}}, {"roeup", "営業利益", {"エイギョウリエキ"}}, {"roeup", "売上高", {"ウリアゲダカ"}},
    {"roeup", "総合優勝", {"ソウゴウユウショウ"}}, {"roeup", "研究開発", {"ケンキュウカイハツ"}}, {"roeup", "債務不履行", {"サイムフリコウ"}},
    {"roeup", "融資の成立", {"ユウシノセイリツ"}}, {"roeup", "時計回り", {"トケイマワリ"}}, {"roeup", "捨て山", {"ステヤマ"}},
    {"roeup", "業界", {"ギョウカイ"}}, {"roeup", "売却", {"バイキャク"}},
    {"imitation-world", "勢力", {"セイリョク"}}, {"imitation-world", "曖昧", {"アイマイ"}}, {"imitation-world", "目印", {"メジルシ"}},
    {"imitation-world", "召喚酔い", {"ショウカンヨイ"}}, {"imitation-world", "生存判定", {"セイゾンハンテイ"}}, {"imitation-world", "防御力", {"ボウギョリョク"}},
    {"imitation-world", "攻撃力", {"コウゲキリョク"}}, {"imitation-world", "同名", {"ドウメイ"}}, {"imitation-world", "罰則", {"バッソク"}},
    {"imitation-world", "切り札", {"キリフダ"}}, {"imitation-world", "実存", {"ジツゾン"}}, {"imitation-world", "幻想", {"ゲンソウ"}},
    {"imitation-world", "握手", {"アクシュ"}},
    {"scp-tcg-jp-j", "投了", {"トウリョウ"}}, {"scp-tcg-jp-j", "引き分け", {"ヒキワケ"}}, {"scp-tcg-jp-j", "連鎖", {"レンサ"}},
    {"scp-tcg-jp-j", "優先権", {"ユウセンケン"}}, {"scp-tcg-jp-j", "人事", {"ジンジ"}}, {"scp-tcg-jp-j", "収容違反", {"シュウヨウイハン"}},
    {"scp-tcg-jp-j", "裏向き", {"ウラムキ"}}, {"scp-tcg-jp-j", "表向き", {"オモテムキ"}}, {"scp-tcg-jp-j", "財団", {"ザイダン"}},
    {"scp-tcg-jp-j", "対象", {"タイショウ"}}, {"scp-tcg-jp-j", "確保力", {"カクホリョク"}}, {"scp-tcg-jp-j", "誘発", {"ユウハツ"}},
    {"scp-tcg-jp-j", "解決", {"カイケツ"}}, {"scp-tcg-jp-j", "切り直し", {"キリナオシ"}},
    {"tochi-jinbutsu", "土地", {"トチ"}}, {"tochi-jinbutsu", "人物", {"ジンブツ"}}, {"tochi-jinbutsu", "登用", {"トウヨウ"}},
    {"tochi-jinbutsu", "放浪", {"ホウロウ"}}, {"tochi-jinbutsu", "籠城", {"ロウジョウ"}}, {"tochi-jinbutsu", "戦果", {"センカ"}},
    {"tochi-jinbutsu", "内政", {"ナイセイ"}}, {"tochi-jinbutsu", "狩猟", {"シュリョウ"}}, {"tochi-jinbutsu", "商業", {"ショウギョウ"}},
    {"tochi-jinbutsu", "智力", {"チリョク"}}, {"tochi-jinbutsu", "占領", {"センリョウ"}}, {"tochi-jinbutsu", "枯渇", {"コカツ"}},
    {"tochi-jinbutsu", "未行動", {"ミコウドウ"}}, {"tochi-jinbutsu", "行動済み", {"コウドウズミ"}}, {"tochi-jinbutsu", "帰還", {"キカン"}},
    {"tochi-jinbutsu", "修復", {"シュウフク"}}, {"tochi-jinbutsu", "得意能力", {"トクイノウリョク"}},
};

double ms(std::chrono::steady_clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

// MeCab's readings of a term: its n best parses, each joined, in term_key form.
std::vector<std::string> mecab_readings(mecab_t* m, const std::string& term, int n) {
  std::vector<std::string> out;
  const char* all = mecab_nbest_sparse_tostr(m, static_cast<std::size_t>(n), term.c_str());
  if (!all) return out;
  std::string text = all, cur;
  for (char c : text) {
    if (c != '\n') {
      cur += c;
      continue;
    }
    if (cur != "EOS" && !cur.empty()) {
      std::string key = jk::term_key(cur);
      if (std::find(out.begin(), out.end(), key) == out.end()) out.push_back(key);
    }
    cur.clear();
  }
  return out;
}

bool right(const std::string& reading, const Known& k) {
  return std::any_of(k.readings.begin(), k.readings.end(), [&](const char* r) { return reading == r; });
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

std::uintmax_t size_of(const fs::path& p) {
  std::error_code ec;
  if (fs::is_regular_file(p, ec)) return fs::file_size(p, ec);
  std::uintmax_t total = 0;
  for (const auto& e : fs::recursive_directory_iterator(p, ec))
    if (e.is_regular_file(ec)) total += e.file_size(ec);
  return total;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 5;
  for (int i = 1; i + 1 < argc; i += 2)
    if (std::string(argv[i]) == "--runs") runs = std::atoi(argv[i + 1]);
  mecab_t* yomi = mecab_new2("-Oyomi");  // the system dictionary: mecab-ipadic-utf8
  if (!yomi) {
    std::fprintf(stderr, "MeCab: %s\n", mecab_strerror(nullptr));
    return 1;
  }
  int mecab_top = 0, mecab_any = 0, kakasi_top = 0, kakasi_any = 0;
  std::printf("%-14s %-16s %-24s %-24s\n", "game", "term", "MeCab (first of 8-best)", "kakasi (first of -p)");
  for (const auto& k : kTerms) {
    auto m = mecab_readings(yomi, k.term, 8);
    auto r = rl::name_readings(k.term);
    bool mt = !m.empty() && right(m.front(), k), kt = !r.empty() && right(r.front(), k);
    bool ma = std::any_of(m.begin(), m.end(), [&](const std::string& s) { return right(s, k); });
    bool ka = std::any_of(r.begin(), r.end(), [&](const std::string& s) { return right(s, k); });
    mecab_top += mt, mecab_any += ma, kakasi_top += kt, kakasi_any += ka;
    if (!mt || !kt)
      std::printf("%-14s %-16s %-24s %-24s\n", k.game, k.term, (m.empty() ? "-" : m.front() + (ma ? " (8-best: yes)" : "")).c_str(),
                  (r.empty() ? "-" : r.front() + (ka ? " (-p: yes)" : "")).c_str());
  }
  std::size_t n = kTerms.size();
  std::printf("\n%zu rule terms: MeCab first reading right %d (%.0f%%), in its 8 best %d (%.0f%%);"
              " kakasi first reading right %d (%.0f%%), among its readings %d (%.0f%%)\n",
              n, mecab_top, 100.0 * mecab_top / n, mecab_any, 100.0 * mecab_any / n, kakasi_top, 100.0 * kakasi_top / n, kakasi_any,
              100.0 * kakasi_any / n);

  // Speed: every entry's text of the five rulebooks read once.
  std::vector<std::string> texts;
  for (const auto& id : jk::game_ids(JUDGEKIT_SOURCE_GAMES)) {
    fs::path file = fs::path(JUDGEKIT_SOURCE_GAMES) / id / "rulings.xml";
    if (!fs::exists(file)) continue;
    for (const auto& e : rl::load_rulings(file.string()).entries)
      for (const std::string* t : {&e.heading, &e.body, &e.old_text, &e.new_text})
        if (!t->empty()) texts.push_back(*t);
  }
  std::size_t bytes = 0;
  for (const auto& t : texts) bytes += t.size();
  std::vector<double> mecab_ms, kakasi_ms;
  std::size_t words = 0;
  for (int r = 0; r < runs; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    for (const auto& t : texts) mecab_sparse_tostr(yomi, t.c_str());
    mecab_ms.push_back(ms(std::chrono::steady_clock::now() - t0));
    t0 = std::chrono::steady_clock::now();
    words = rl::kanji_readings(texts).size();
    kakasi_ms.push_back(ms(std::chrono::steady_clock::now() - t0));
  }
  std::printf("reading the five rulebooks (%zu texts, %zu KB), median of %d: MeCab -Oyomi %.1f ms (%.1f-%.1f);"
              " kakasi (-w, then -p per distinct word; %zu readings) %.1f ms (%.1f-%.1f)\n",
              texts.size(), bytes / 1024, runs, median(mecab_ms), *std::min_element(mecab_ms.begin(), mecab_ms.end()),
              *std::max_element(mecab_ms.begin(), mecab_ms.end()), words, median(kakasi_ms),
              *std::min_element(kakasi_ms.begin(), kakasi_ms.end()), *std::max_element(kakasi_ms.begin(), kakasi_ms.end()));
  std::printf("size: MeCab library %.1f MB + IPADIC %.1f MB; kakasi library %.2f MB + dictionaries %.1f MB\n",
              size_of("/usr/lib/x86_64-linux-gnu/libmecab.so.2.0.0") / 1e6, size_of("/var/lib/mecab/dic/ipadic-utf8") / 1e6,
              size_of("/usr/lib/x86_64-linux-gnu/libkakasi.so.2.1.0") / 1e6, size_of("/usr/share/kakasi") / 1e6);
  mecab_destroy(yomi);
  return 0;
}
