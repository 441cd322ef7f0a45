#include "strings.hpp"

#include <algorithm>
#include <utility>

namespace jk::web {

namespace {

// English key, Japanese text. Sorted by key for the lookup.
constexpr std::pair<std::string_view, std::string_view> kStrings[] = {
    {"%d min", "%d分"},
    {"2-5-4: the figures are equal; janken decides. Enter who won the janken and send again.", "2-5-4: ここまで同数です。じゃんけんで決まります。じゃんけんの勝者を選んでもう一度送信してください。"},
    {"A judge corrects a recorded result.", "記録済みの結果の訂正はジャッジが行います。"},
    {"A judge is called", "ジャッジを呼んでいます"},
    {"A pod's placements and end-of-game figures are entered with `judgekit result --placement` or `--roeup`.", "卓の順位とゲーム終了時の数値は `judgekit result --placement` または `--roeup` で入力します。"},
    {"A pod's placements and figures are entered by a judge: call one when your game ends.", "卓の順位と数値はジャッジが入力します。ゲームが終わったらジャッジを呼んでください。"},
    {"Adjudicate and record", "判定して記録"},
    {"All games", "すべてのゲーム"},
    {"Another phone already reported for this player. If it was not yours, call a judge.", "この参加者の報告は別の端末から届いています。心当たりがなければジャッジを呼んでください。"},
    {"Approve what both reported", "両者の報告どおり承認"},
    {"Assets: the 資産 of your asset cards", "アセットの資産の合計"},
    {"Both agree: waiting for a judge to approve", "両者一致: ジャッジの承認待ち"},
    {"Both lose", "両者敗北"},
    {"Both players report from their own phones. Equal reports are recorded; different ones go to a judge. You can change your report until it is recorded.", "両プレイヤーがそれぞれ自分の端末から報告します。報告が一致すれば記録され、食い違えばジャッジが判断します。記録されるまでは報告を変更できます。"},
    {"Bracket", "決勝トーナメント"},
    {"Bye", "不戦勝"},
    {"Cash (現金)", "現金"},
    {"Check", "チェック"},
    {"Check the code on your card, or ask a judge.", "カードのコードを確認するか、ジャッジに聞いてください。"},
    {"Check the code on your slip. A code from an earlier round, or from before the pairings changed, no longer works: ask a judge.", "結果記入票のコードを確認してください。前の回戦や、組み合わせ変更前のコードは使えません。ジャッジに聞いてください。"},
    {"Choose the result.", "結果を選んでください。"},
    {"Choose who you are.", "あなたの名前を選んでください。"},
    {"Cited by", "この項目を引用"},
    {"Cites", "引用している項目"},
    {"Clock paused", "時計停止中"},
    {"Correct the result", "結果を訂正"},
    {"Deadline", "提出期限"},
    {"Deck", "デッキ"},
    {"Decklist", "デッキリスト"},
    {"Draw", "引き分け"},
    {"Drop", "ドロップ"},
    {"Drop this player", "この参加者をドロップ"},
    {"Dropped", "ドロップ"},
    {"Dropped:", "ドロップしました:"},
    {"Each player enters their own figures. When every player of the pod has, judgekit computes ROE and the awards as the rules say, and records the places.", "各プレーヤーが自分の数値を入力します。卓の全員がそろうと、ルールどおりにROEと各賞を計算して順位を記録します。"},
    {"English", "English"},
    {"Enter the result", "結果を入力"},
    {"Event", "大会"},
    {"Extension", "延長"},
    {"Figures entered", "数値入力済み"},
    {"Find your table: name or reading", "名前・よみがなでテーブルを探す"},
    {"Flow-zone assets (2-5-2)", "フローゾーンのアセット枚数 (2-5-2)"},
    {"Format", "フォーマット"},
    {"Game", "ゲーム"},
    {"Games (the winner's first)", "ゲーム数 (勝者を先に)"},
    {"Give a penalty", "罰則を与える"},
    {"Go back, reload the page and send it again.", "前のページに戻り、再読み込みしてからもう一度送信してください。"},
    {"History", "対戦履歴"},
    {"Home", "ホーム"},
    {"Illegal: see a judge", "不適正: ジャッジへ"},
    {"Infraction", "違反"},
    {"Inside", "下位の項目"},
    {"Janken (2-5-4), if it came to that", "じゃんけん (2-5-4) になった場合の勝者"},
    {"Judge", "ジャッジ"},
    {"Judge console", "ジャッジ画面"},
    {"Judges only", "ジャッジ専用"},
    {"Judges' sign-in", "ジャッジのサインイン"},
    {"Loss", "負け"},
    {"Missing: see a judge", "未提出: ジャッジへ"},
    {"My page", "マイページ"},
    {"Name", "名前"},
    {"New wording", "新しい文言"},
    {"Next", "次へ"},
    {"No match.", "見つかりません。"},
    {"No penalties.", "罰則はありません。"},
    {"No report yet", "未報告"},
    {"No round is paired yet.", "まだ対戦組み合わせがありません。"},
    {"No standings before the first round is over.", "第1回戦が終わるまで順位はありません。"},
    {"No such page.", "このページはありません。"},
    {"No such player.", "この参加者はいません。"},
    {"Not done", "実行できませんでした"},
    {"Not reported", "未報告"},
    {"Note", "メモ"},
    {"Old wording", "以前の文言"},
    {"One card a line: the count, then the name", "1行に1種類: 枚数、続けてカード名"},
    {"Only an organiser pairs the next round.", "次の回戦の組み合わせは主催者だけが作れます。"},
    {"Operating profit (営業利益) of the last 決算", "最後の期の決算の営業利益"},
    {"Opponent", "対戦相手"},
    {"Organiser", "主催者"},
    {"Pair the next round", "次の回戦の組み合わせを作る"},
    {"Pairings", "対戦表"},
    {"Pairings by name", "名前順の対戦表"},
    {"Pairings by table", "テーブル順の対戦表"},
    {"Part of", "上位の項目"},
    {"Penalty", "罰則"},
    {"Penalty history", "罰則の履歴"},
    {"Penalty recorded:", "罰則を記録しました:"},
    {"Players", "参加者"},
    {"Points", "勝点"},
    {"Premium cards in your open deck", "オープンデッキのプレミアムカードの枚数"},
    {"Previous", "前へ"},
    {"Rank", "順位"},
    {"Record", "戦績"},
    {"Record the penalty", "罰則を記録"},
    {"Record the result", "結果を記録"},
    {"Recorded", "記録済み"},
    {"Recorded. Thank you!", "記録しました。ありがとうございました!"},
    {"Recorded:", "記録しました:"},
    {"Registered", "登録済み"},
    {"Registered list", "登録済みのリスト"},
    {"Result", "結果"},
    {"Round", "ラウンド"},
    {"Round %d", "第%d回戦"},
    {"Round %d is paired.", "第%d回戦の組み合わせを作りました。"},
    {"Rulings", "ルール検索"},
    {"Sales (売上) of the business units in your open deck", "オープンデッキの事業部カードの売上の合計"},
    {"Search", "検索"},
    {"Search the rules: a word or a rule number", "ルール検索: 語句またはルール番号"},
    {"Send my figures", "数値を送信"},
    {"Send report", "報告を送信"},
    {"Send the form from its page.", "フォームはそのページから送信してください。"},
    {"Sign in", "サインイン"},
    {"Sign in with the QR code the organiser gave you.", "主催者から渡されたQRコードでサインインしてください。"},
    {"Sign out", "サインアウト"},
    {"Sign-in code", "サインインコード"},
    {"Signed in as", "サインイン中:"},
    {"Standings", "順位"},
    {"Standings after round %d", "第%d回戦終了時の順位"},
    {"Still playing", "対戦中"},
    {"Stock (2-5-1)", "ストックの枚数 (2-5-1)"},
    {"Submit", "提出"},
    {"Submitted as deck %d.", "デッキ%dとして提出しました。"},
    {"Table", "テーブル"},
    {"Table %d", "テーブル%d"},
    {"Tables", "テーブル"},
    {"The reports differ: a judge will decide", "報告が食い違っています: ジャッジが判断します"},
    {"The rules for the end of a game", "ゲーム終了時のルール"},
    {"This code opens no decklist", "このコードのデッキリストはありません"},
    {"This code opens no table", "このコードのテーブルはありません"},
    {"This form could not be read", "フォームを読み取れません"},
    {"This form has expired", "フォームの有効期限が切れています"},
    {"This phone already reported for your opponent. Each player reports from their own phone.", "この端末からは対戦相手の報告が届いています。報告は各自の端末から行ってください。"},
    {"This sign-in code does not work (mistyped, or revoked). Ask the organiser for a new one.", "このサインインコードは使えません (入力ミスか取り消し済み)。主催者に新しいコードを頼んでください。"},
    {"Time", "タイム"},
    {"Time left", "残り時間"},
    {"Time limit (2-5)", "制限時間経過時の勝敗判定 (2-5)"},
    {"Too many wrong codes", "誤ったコードが多すぎます"},
    {"Too many wrong codes were tried from here. Wait %d seconds, or ask a judge.", "この端末から誤ったコードが続けて入力されました。%d秒待つか、ジャッジに聞いてください。"},
    {"Top %d", "トップ%d"},
    {"Unverified", "未確認"},
    {"Value levels in the flow zone (2-5-3)", "フローゾーンのアセットの価値段階の合計 (2-5-3)"},
    {"Waiting for a judge", "ジャッジ待ち"},
    {"Waiting for the other player's report", "相手の報告待ち"},
    {"We need a judge", "ジャッジを呼ぶ"},
    {"What the rulebook says", "ルールブックの処置"},
    {"Who are you?", "あなたはどちらですか?"},
    {"Win", "勝ち"},
    {"You", "あなた"},
    {"Your end-of-game figures", "ゲーム終了時のあなたの数値"},
    {"Your report is in.", "報告を受け付けました。"},
    {"as the match needs", "マッチの勝利に必要なゲーム数"},
    {"closed: ask a judge to register your list", "締め切りました。リストの登録はジャッジに頼んでください"},
    {"cut", "決勝"},
    {"penalties, drop", "罰則・ドロップ"},
    {"the clock is not started", "時計は未開始"},
    {"void", "取り消し"},
    {"won", "の勝ち"},
    {"融資の成立: the amounts (0 if none)", "融資の成立の金額 (なければ0)"},
    {"融資の成立: the interest (0 if none)", "融資の成立の金利 (なければ0)"},
    {"財務格付の向上: the amounts (0 if none)", "財務格付の向上の金額 (なければ0)"},
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
