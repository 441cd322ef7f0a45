#include "strings.hpp"

#include <algorithm>
#include <utility>

namespace jk::web {

namespace {

// English key, Japanese text. Sorted by key for the lookup.
constexpr std::pair<std::string_view, std::string_view> kStrings[] = {
    {"%d min", "%d分"},
    {"All games", "すべてのゲーム"},
    {"Bracket", "決勝トーナメント"},
    {"Bye", "不戦勝"},
    {"Cited by", "この項目を引用"},
    {"Cites", "引用している項目"},
    {"Clock paused", "時計停止中"},
    {"Deck", "デッキ"},
    {"Draw", "引き分け"},
    {"Dropped", "ドロップ"},
    {"English", "English"},
    {"Event", "大会"},
    {"Extension", "延長"},
    {"Find your table: name or reading", "名前・よみがなでテーブルを探す"},
    {"Format", "フォーマット"},
    {"Game", "ゲーム"},
    {"History", "対戦履歴"},
    {"Home", "ホーム"},
    {"Illegal: see a judge", "不適正: ジャッジへ"},
    {"Inside", "下位の項目"},
    {"Loss", "負け"},
    {"Missing: see a judge", "未提出: ジャッジへ"},
    {"My page", "マイページ"},
    {"Name", "名前"},
    {"New wording", "新しい文言"},
    {"Next", "次へ"},
    {"No match.", "見つかりません。"},
    {"No round is paired yet.", "まだ対戦組み合わせがありません。"},
    {"No standings before the first round is over.", "第1回戦が終わるまで順位はありません。"},
    {"No such page.", "このページはありません。"},
    {"No such player.", "この参加者はいません。"},
    {"Not reported", "未報告"},
    {"Old wording", "以前の文言"},
    {"Opponent", "対戦相手"},
    {"Pairings", "対戦表"},
    {"Pairings by name", "名前順の対戦表"},
    {"Pairings by table", "テーブル順の対戦表"},
    {"Part of", "上位の項目"},
    {"Players", "参加者"},
    {"Points", "勝点"},
    {"Previous", "前へ"},
    {"Rank", "順位"},
    {"Record", "戦績"},
    {"Registered", "登録済み"},
    {"Result", "結果"},
    {"Round", "ラウンド"},
    {"Round %d", "第%d回戦"},
    {"Rulings", "ルール検索"},
    {"Search", "検索"},
    {"Search the rules: a word or a rule number", "ルール検索: 語句またはルール番号"},
    {"Standings", "順位"},
    {"Standings after round %d", "第%d回戦終了時の順位"},
    {"Table", "テーブル"},
    {"Tables", "テーブル"},
    {"Time", "タイム"},
    {"Time left", "残り時間"},
    {"Top %d", "トップ%d"},
    {"Unverified", "未確認"},
    {"Win", "勝ち"},
    {"You", "あなた"},
    {"cut", "決勝"},
    {"the clock is not started", "時計は未開始"},
};

constexpr bool sorted() {
  for (std::size_t i = 1; i < std::size(kStrings); ++i)
    if (!(kStrings[i - 1].first < kStrings[i].first)) return false;
  return true;
}
static_assert(sorted(), "keep kStrings sorted by key, without duplicates");

}  // namespace

std::string_view tr(Lang lang, std::string_view english) {
  if (lang == Lang::en) return english;
  auto it = std::lower_bound(std::begin(kStrings), std::end(kStrings), english,
                             [](const auto& entry, std::string_view key) { return entry.first < key; });
  if (it == std::end(kStrings) || it->first != english) return english;
  return it->second;
}

std::vector<std::string_view> untranslated() {
  std::vector<std::string_view> out;
  for (const auto& [en, ja] : kStrings)
    if (ja.empty()) out.push_back(en);
  return out;
}

std::vector<std::string_view> string_keys() {
  std::vector<std::string_view> out;
  for (const auto& entry : kStrings) out.push_back(entry.first);
  return out;
}

}  // namespace jk::web
