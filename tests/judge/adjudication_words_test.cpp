// Issue 22: a verdict is data, worded when shown. A stored adjudication is read back and worded in
// the reader's language with the players' names; a stored result is worded from its kind, seats
// and adjudication, never from its English summary. Expected words worked out from po/ja.po.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "judge.hpp"
#include "result_words.hpp"

using namespace jk;
using namespace jk::judge;

namespace {

Verdict time_limit(const char* stock, const char* flow, const char* value, const char* janken = "") {
  return economica_time_limit(time_limit_input(stock, flow, value, janken));
}

// As an event file keeps it, read back.
Verdict stored(const Verdict& v) { return verdict_from_json(to_stored_json(v)); }

const SeatNames kNames = {"佐藤", "鈴木"};

}  // namespace

TEST_CASE("a stored time-limit adjudication is worded in the reader's language with the players' names") {
  // 2-5-1 and 2-5-2 equal, 2-5-3 7 to 5: the first seat wins.
  const Verdict v = stored(time_limit("3:3", "4:4", "7:5"));
  CHECK(v.outcome == Outcome::win);
  CHECK(v.winner == Side::a);
  CHECK(v.decided_by == "2-5-3");
  REQUIRE(v.steps.size() == 3);
  CHECK(v.steps[2].measure == "value");
  CHECK(v.steps[2].a == "7");
  CHECK(v.steps[2].b == "5");
  CHECK(v.steps[2].finding == Finding::wins);
  CHECK(v.steps[2].seat == Side::a);
  CHECK(steps_text(v, Lang::ja, kNames) ==
        std::vector<std::string>{"2-5-1 ストックの枚数 3 対 3: 同数", "2-5-2 フローゾーンのアセットの枚数 4 対 4: 同数",
                                 "2-5-3 フローゾーンのアセットの価値段階の合計 7 対 5: 佐藤の勝ち"});
  CHECK(steps_text(v, Lang::en, kNames).back() == "2-5-3 flow-zone value levels 7 vs 5: 佐藤 wins");
  CHECK(summary_text(v, kNames).str(Lang::ja) == "佐藤の勝利（2-5-3）");
  // Without names a seat is its letter, as --json has it.
  CHECK(steps_text(v, Lang::en).back() == "2-5-3 flow-zone value levels 7 vs 5: A wins");
  // One under: 2-5-3 6 to 7 goes to the second seat.
  CHECK(steps_text(stored(time_limit("3:3", "4:4", "6:7")), Lang::ja, kNames).back() ==
        "2-5-3 フローゾーンのアセットの価値段階の合計 6 対 7: 鈴木の勝ち");
}

TEST_CASE("janken (2-5-4) and the note that it was not needed read back with names") {
  const Verdict j = stored(time_limit("2:2", "3:3", "8:8", "B"));
  CHECK(steps_text(j, Lang::ja, kNames).back() == "2-5-4 じゃんけんの勝者 鈴木: 鈴木の勝ち");
  CHECK(summary_text(j, kNames).str(Lang::en) == "鈴木 wins (2-5-4)");
  const Verdict early = stored(time_limit("1:0", "4:4", "12:12", "B"));
  REQUIRE(early.notes.size() == 1);
  // The note names the janken's winner as the steps name seats: by the player, else the letter.
  CHECK(notes_text(early, kNames)[0].str(Lang::en) == "janken (鈴木) was not needed: 2-5-1 decided");
  CHECK(notes_text(early, kNames)[0].str(Lang::ja) == "じゃんけん（鈴木）は不要でした: 2-5-1 で決まりました");
  CHECK(notes_text(early)[0].str(Lang::en) == "janken (B) was not needed: 2-5-1 decided");
  // Not read back: the same, straight from the adjudication.
  CHECK(notes_text(time_limit("1:0", "4:4", "12:12", "A"), kNames)[0].str(Lang::en) == "janken (佐藤) was not needed: 2-5-1 decided");
}

TEST_CASE("an adjudication stored before the data was kept (English only) reads back into data") {
  // What result --time-limit stored before issue 22: to_json's English, nothing more.
  const std::string old =
      R"J({"game":"economica","procedure":"time-limit","outcome":"win","winner":"B","decided_by":"2-5-4","summary":"B wins (2-5-4)",)J"
      R"J("sides":[{"id":"A","name":null},{"id":"B","name":null}],"steps":[{"rule":"2-5-1","text":"stock 2 vs 2","result":"equal"},)J"
      R"J({"rule":"2-5-2","text":"flow-zone assets 3 vs 3","result":"equal"},{"rule":"2-5-3","text":"flow-zone value levels 9 vs 9","result":"equal"},)J"
      R"J({"rule":"2-5-4","text":"janken won by B","result":"B wins"}],"notes":[]})J";
  const Verdict v = verdict_from_json(old);
  CHECK(v.procedure == ProcedureId::time_limit);
  CHECK(v.winner == Side::b);
  CHECK(v.steps[2].measure == "value");
  CHECK(steps_text(v, Lang::ja, kNames) ==
        std::vector<std::string>{"2-5-1 ストックの枚数 2 対 2: 同数", "2-5-2 フローゾーンのアセットの枚数 3 対 3: 同数",
                                 "2-5-3 フローゾーンのアセットの価値段階の合計 9 対 9: 同数", "2-5-4 じゃんけんの勝者 鈴木: 鈴木の勝ち"});
  CHECK(summary_text(v, kNames).str(Lang::ja) == "鈴木の勝利（2-5-4）");
  // Read back, it is stored again the same: the English for scripts is what it was.
  CHECK(to_json(v) == old);
  // A step this reader does not know keeps its words as stored rather than vanishing.
  const Verdict odd = verdict_from_json(R"J({"game":"economica","procedure":"time-limit","outcome":"none","winner":null,"decided_by":null,)J"
                                        R"J("summary":"?","sides":[],"steps":[{"rule":"2-5-9","text":"something new","result":"who knows"}],"notes":[]})J");
  CHECK(steps_text(odd, Lang::ja).at(0) == "2-5-9 something new: who knows");
}

TEST_CASE("the stored form keeps the --json keys and values for scripts") {
  const Verdict v = time_limit("3:2", "4:4", "12:10");
  const auto j = nlohmann::json::parse(to_stored_json(v));
  const auto out = nlohmann::json::parse(to_json(v));
  for (const char* key : {"game", "procedure", "outcome", "winner", "decided_by", "summary", "sides", "notes"}) CHECK(j[key] == out[key]);
  CHECK(j["steps"][0]["text"] == "stock 3 vs 2");
  CHECK(j["steps"][0]["result"] == "A wins");
  CHECK(j["steps"][0]["measure"] == "stock");
}

namespace {

ResultRecord two_seats(ResultKind kind, int won, int lost) {
  ResultRecord r;
  r.kind = kind;
  r.summary = "an English summary no person should read";
  SeatResult a, b;
  a.player_id = 1, a.games_won = won, a.games_lost = lost, a.outcome = won > lost ? SeatOutcome::win : SeatOutcome::loss;
  b.player_id = 2, b.games_won = lost, b.games_lost = won, b.outcome = won > lost ? SeatOutcome::loss : SeatOutcome::win;
  r.seats = {a, b};
  return r;
}

std::string name(std::int64_t id) { return id == 1 ? "佐藤" : id == 2 ? "小林" : "#" + std::to_string(id); }

}  // namespace

TEST_CASE("a stored result is worded from its data, never from the stored English summary") {
  ResultRecord adjudicated = two_seats(ResultKind::adjudicated, 0, 1);
  adjudicated.adjudication_json = to_stored_json(time_limit("3:3", "4:4", "5:7"));
  CHECK(result_text(adjudicated, name).str(Lang::ja) == "0-1-0（制限時間、2-5-3）");
  CHECK(result_text(adjudicated, name).str(Lang::en) == "0-1-0 (time limit, 2-5-3)");
  // A penalty's result from the penalty the adjudication names (kind, player, rule).
  ResultRecord penalty = two_seats(ResultKind::penalty, 1, 0);
  penalty.adjudication_json =
      R"J({"penalty":{"id":1,"player_id":2,"player":"小林","infraction":"5-1-1","citation":"economica 5-1-1","kind":"game-loss"},"previous":null})J";
  CHECK(result_text(penalty, name).str(Lang::ja) == "1-0-0 · ゲームロス: 小林 (5-1-1)");
  // Best of 3 at 1-0 is not over (2 wins needed); at 2-0 it is; unknown structure: not said.
  MatchStructure bo3;
  bo3.best_of = 3;
  CHECK(result_text(penalty, name, &bo3).str(Lang::en) == "1-0-0 · game loss: 小林 (5-1-1) · match not over");
  ResultRecord decided = penalty;
  decided.seats[0].games_won = 2;
  decided.seats[1].games_lost = 2;
  CHECK(result_text(decided, name, &bo3).str(Lang::en) == "2-0-0 · game loss: 小林 (5-1-1)");
  // A match loss on a player with a bye: the one seat's bye is lost.
  ResultRecord bye;
  bye.kind = ResultKind::penalty;
  bye.summary = "bye lost · match-loss: 佐藤";
  SeatResult s;
  s.player_id = 1;
  bye.seats = {s};
  bye.adjudication_json = R"J({"penalty":{"id":2,"player_id":1,"player":"佐藤","infraction":"other","citation":null,"kind":"match-loss"},"previous":null})J";
  CHECK(result_text(bye, name).str(Lang::ja) == "不戦勝の取り消し · マッチロス: 佐藤");
}
