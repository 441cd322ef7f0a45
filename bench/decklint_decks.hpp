// Shared by the decklint benchmarks: varied fifty-card Economica lists for the test card list
// (tests/fixtures/decklint/economica-cards.csv). One in ten has 16 assets (illegal, 3-4).
#pragma once
#include <algorithm>
#include <random>
#include <string>
#include <vector>

inline std::vector<std::string> bench_decks(int count) {
  // Lists: 15 assets (3+ of cost 0) and 35 others, at most 4 of a name, written by
  // name or number, "4 X", "X x4", "X ×4", "X 4枚", full-width digits; one in ten breaks a rule.
  std::mt19937 rng(42);
  struct C { const char* name; const char* number; };
  std::vector<C> cost0 = {{"日本株", "A0003/V1S"}, {"定期預金", "A0002/V1S"}};
  std::vector<C> assets = {{"日本国債", "A0004/V1S"}, {"新興国株", "A0006/V1S"}};
  std::vector<C> others = {{"振り込め詐欺", "E0002/V1S"}, {"国家財政破綻", "E0004"}, {"巨大災害", "E0008/V1S"}, {"産業の空洞化", "E0010"},
                           {"年金未納問題", "E0018/V1S"}, {"相場操縦", "E0030/V1B"}, {"預金利息", "E0033"}, {"保障停止", "E0034/V1B"},
                           {"M&A", "E0029/V1B"}, {"生命保険", "R0003/V1S"}, {"ビルトインスタビライザー", "R0002/V1S"}};
  auto write = [&](std::string& out, const C& c, int n) {
    const char* card = rng() % 2 ? c.name : c.number;
    std::string count = std::to_string(n);
    if (rng() % 5 == 0) count = std::string("\xEF\xBC") + static_cast<char>(0x90 + n);  // full-width digit
    switch (rng() % 4) {
      case 0: out += count + " " + card + "\n"; break;
      case 1: out += std::string(card) + " x" + count + "\n"; break;
      case 2: out += std::string(card) + " ×" + count + "\n"; break;
      default: out += std::string(card) + " " + count + "枚\n"; break;
    }
  };
  std::vector<std::string> decks;
  for (int d = 0; d < count; ++d) {
    std::string t = "# deck " + std::to_string(d) + "\n[アセット]\n";
    write(t, cost0[0], 4);
    write(t, cost0[1], 4);
    write(t, assets[0], 4);
    write(t, assets[1], d % 10 == 0 ? 4 : 3);  // 16 assets: illegal
    t += "[イベント・リスクヘッジ]\n";
    std::vector<C> pool = others;
    std::shuffle(pool.begin(), pool.end(), rng);
    int left = d % 10 == 0 ? 34 : 35;
    for (const auto& c : pool) {
      if (left == 0) break;
      int n = std::min(left, std::string(c.number) == "R0002/V1S" ? 2 : 4);
      write(t, c, n);
      left -= n;
    }
    decks.push_back(t);
  }

  return decks;
}
