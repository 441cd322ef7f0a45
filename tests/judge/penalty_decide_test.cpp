// What a penalty does, decided without a database: judge::decide and judge::decide_void over a
// table of cases, one row each (in the manner of SQLite's test tables). The event's reads and
// writes around them are tested in penalty_test.cpp and tests/event/.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "penalty_decision.hpp"
#include "result_words.hpp"
#include "run.hpp"

using namespace jk;
using namespace jk::judge;

namespace {

constexpr std::int64_t A = 1, B = 2, C = 3;  // A gets the penalty; B is A's opponent

MatchStructure structure_best_of(int n) {
  MatchStructure m;
  m.best_of = n;
  m.bye_games_won = m.wins_needed();
  return m;
}

// A's games won and lost, B's the mirror; the outcome follows the games.
ResultRecord result_of(ResultKind kind, int a_won, int a_lost) {
  ResultRecord r;
  r.kind = kind;
  r.summary = std::to_string(a_won) + "-" + std::to_string(a_lost) + "-0";
  auto outcome = [](int won, int lost) { return won > lost ? SeatOutcome::win : won < lost ? SeatOutcome::loss : SeatOutcome::draw; };
  r.seats = {{A, outcome(a_won, a_lost), a_won, a_lost, 0, {}, {}}, {B, outcome(a_lost, a_won), a_lost, a_won, 0, {}, {}}};
  return r;
}

struct Before {
  ResultKind kind;
  int a_won, a_lost;
};

struct Want {
  bool changes = false;  // a new result
  int a_won = 0, a_lost = 0, b_won = 0, b_lost = 0;
  SeatOutcome a = SeatOutcome::loss, b = SeatOutcome::win;
  ResultKind kind = ResultKind::penalty;
  std::optional<int> drop = std::nullopt;  // a disqualification's drop
  const char* note = "";     // the start of one of the notes, when given
};

struct Case {
  const char* name;
  PenaltyKind kind;
  int best_of;
  std::optional<Before> before;  // the match's result now (none: no result)
  Want want;
  const char* refused = "";  // the start of the refusal, when refused
  bool bye = false, pod = false, b_match_loss = false, no_match = false;
  std::optional<int> dropped = std::nullopt;  // A's drop before the penalty
};

PenaltyFacts facts_of(const Case& c) {
  PenaltyFacts f;
  f.kind = c.kind;
  f.infraction.id = "6-1";
  f.infraction.cite = "6-1";
  f.infraction.rulebook_loss = jk::RulebookLoss::game_loss_allowed;  // no rulebook note: the notes checked are the decision's
  f.game = "economica";
  f.player_id = A;
  f.player_name = "甲";
  f.round = 2;
  f.match = structure_best_of(c.best_of);
  f.dropped_after = c.dropped;
  if (c.no_match) return f;
  f.match_id = 10;
  f.bye = c.bye;
  if (!c.bye) f.table = 3;
  f.seats = c.bye ? std::vector<std::int64_t>{A} : c.pod ? std::vector<std::int64_t>{A, B, C} : std::vector<std::int64_t>{A, B};
  if (c.before) f.result = result_of(c.before->kind, c.before->a_won, c.before->a_lost);
  if (c.bye) f.result = ResultRecord{ResultKind::bye, "bye", std::nullopt, {{A, SeatOutcome::win, f.match.bye_games_won, 0, 0, {}, {}}}, {}, ""};
  if (c.b_match_loss) f.match_losers = {B};
  return f;
}

bool has_note(const PenaltyDecision& d, const std::string& start) {
  for (const auto& m : d.notes)
    if (m.str(Lang::en).rfind(start, 0) == 0) return true;
  return false;
}

const SeatResult& seat(const ResultRecord& r, std::int64_t id) {
  for (const auto& s : r.seats)
    if (s.player_id == id) return s;
  throw std::runtime_error("no seat");
}

using K = PenaltyKind;
using RK = ResultKind;
using O = SeatOutcome;

// Each row: the facts, and what the penalty must do to A's match and to A.
const std::vector<Case> cases = {
    {"warning: nothing changes", K::warning, 1, Before{RK::games, 1, 0}, {}},
    {"game loss, best of 1, no result: 0-1", K::game_loss, 1, std::nullopt, {true, 0, 1, 1, 0}},
    {"game loss, best of 1, A won 1-0: 0-1, never 1-1", K::game_loss, 1, Before{RK::games, 1, 0},
     {true, 0, 1, 1, 0, O::loss, O::win, RK::penalty, std::nullopt, "best of 1: the game is the match, so the game loss decides it (was 1-0-0)"}},
    {"game loss, best of 1, A already lost: unchanged", K::game_loss, 1, Before{RK::games, 0, 1},
     {false, 0, 0, 0, 0, O::loss, O::win, RK::penalty, std::nullopt, "best of 1: 甲 already lost this match"}},
    {"game loss, best of 3, 0 games: 0-1, not over", K::game_loss, 3, std::nullopt,
     {true, 0, 1, 1, 0, O::loss, O::win, RK::penalty, std::nullopt, "the match is not over (best of 3)"}},
    {"game loss, best of 3, 1 game (a penalty's 0-1): 0-2, decided", K::game_loss, 3, Before{RK::penalty, 0, 1}, {true, 0, 2, 2, 0}},
    {"game loss, best of 3, 2 games (a penalty's 1-1): 1-2, decided", K::game_loss, 3, Before{RK::penalty, 1, 1}, {true, 1, 2, 2, 1}},
    {"game loss, best of 3, B's penalty game: 1-1, a draw so far", K::game_loss, 3, Before{RK::penalty, 1, 0},
     {true, 1, 1, 1, 1, O::draw, O::draw, RK::penalty, std::nullopt, "the match is not over (best of 3)"}},
    {"game loss, best of 3, entered 2-1: over, unchanged", K::game_loss, 3, Before{RK::games, 2, 1},
     {false, 0, 0, 0, 0, O::loss, O::win, RK::penalty, std::nullopt, "the match is over (2-1-0, best of 3)"}},
    {"game loss after B's match loss: decided, unchanged", K::game_loss, 1, Before{RK::penalty, 1, 0},
     {false, 0, 0, 0, 0, O::loss, O::win, RK::penalty, std::nullopt, "the match is already decided by a match loss"}, "", false, false, true},
    {"match loss, best of 1, no result: 0-1", K::match_loss, 1, std::nullopt, {true, 0, 1, 1, 0}},
    {"match loss, best of 3, over A's 2-0 win: 0-2", K::match_loss, 3, Before{RK::games, 2, 0}, {true, 0, 2, 2, 0}},
    {"match loss with B's match loss: a double loss", K::match_loss, 3, Before{RK::penalty, 2, 0},
     {true, 0, 0, 0, 0, O::loss, O::loss, RK::double_loss}, "", false, false, true},
    {"disqualification, no result: lost, dropped after the round", K::disqualification, 1, std::nullopt,
     {true, 0, 1, 1, 0, O::loss, O::win, RK::penalty, 2, "dropped from the event after round 2"}},
    {"disqualification, a result: it stands, dropped", K::disqualification, 3, Before{RK::games, 2, 1},
     {false, 0, 0, 0, 0, O::loss, O::win, RK::penalty, 2, "round 2 already has a result (2-1-0); it stands"}},
    {"disqualification of a player dropped earlier: the earlier drop stays", K::disqualification, 1, Before{RK::games, 1, 0},
     {false, 0, 0, 0, 0, O::loss, O::win, RK::penalty, 1, "dropped from the event after round 1"}, "", false, false, false, false, 1},
    {"match loss on a bye: the bye lost, no games", K::match_loss, 1, std::nullopt, {true, 0, 0, 0, 0}, "", true},
    {"game loss on a bye: refused", K::game_loss, 1, std::nullopt, {}, "round 2: 甲 has a bye, so there is no game to lose", true},
    {"game loss in a pod: refused", K::game_loss, 1, std::nullopt, {}, "round 2: 甲 plays in a pod of 3", false, true},
    {"match loss, no match in the round: refused", K::match_loss, 1, std::nullopt, {}, "甲 has no match in round 2", false, false, false, true},
};

}  // namespace

TEST_CASE("decide: what each penalty does to the match and the player (a table of cases)") {
  for (const Case& c : cases) {
    INFO(c.name);
    const PenaltyFacts f = facts_of(c);
    if (*c.refused) {
      CHECK(test::error_of([&] { decide(f); }).rfind(c.refused, 0) == 0);
      continue;
    }
    const PenaltyDecision d = decide(f);
    CHECK(d.drop_after == c.want.drop);
    if (*c.want.note) CHECK(has_note(d, c.want.note));
    REQUIRE(d.result.has_value() == c.want.changes);
    if (!d.result) continue;
    const ResultRecord& r = *d.result;
    CHECK(r.summary.empty());  // no English made here: the faces word the record (result_words.hpp)
    CHECK(r.kind == c.want.kind);
    CHECK(seat(r, A).outcome == c.want.a);
    CHECK(seat(r, A).games_won == c.want.a_won);
    CHECK(seat(r, A).games_lost == c.want.a_lost);
    if (c.bye) {
      CHECK(r.seats.size() == 1);
      const auto name = [](std::int64_t) { return std::string("甲"); };
      CHECK(result_text(r, name).str(Lang::en) == "bye lost");
      CHECK(result_text(r, name).str(Lang::ja) != "bye lost");  // worded in the reader's language
      continue;
    }
    CHECK(seat(r, B).outcome == c.want.b);
    CHECK(seat(r, B).games_won == c.want.b_won);
    CHECK(seat(r, B).games_lost == c.want.b_lost);
    CHECK(r.seats[0].player_id == A);  // seat order kept
    if (c.kind == PenaltyKind::game_loss) {
      REQUIRE_FALSE(r.games.empty());
      CHECK(r.games.back().winner_id == B);
      CHECK(r.games.back().number == c.want.a_won + c.want.a_lost);  // the game it adds is the next one
    }
  }
}

TEST_CASE("decide: the rulebook's word and the procedure come first among the notes") {
  Case c{"", PenaltyKind::warning, 1, std::nullopt, {}};
  PenaltyFacts f = facts_of(c);
  f.infraction.procedure = "the deck is shuffled again";
  f.infraction.rulebook_loss = jk::RulebookLoss::game_loss;
  PenaltyDecision d = decide(f);
  REQUIRE(d.notes.size() == 2);
  CHECK(d.notes[0].str(Lang::en) == "procedure (6-1): the deck is shuffled again");
  CHECK(d.notes[1].str(Lang::en) == "6-1: the rulebook says the player loses (反則負け); a warning gives less");
  // A game loss where the rulebook gives a procedure only: the pack's own "other" is named.
  f.kind = PenaltyKind::game_loss;
  f.infraction.rulebook_loss = jk::RulebookLoss::none;
  f.other_cite = "6-4";
  d = decide(f);
  CHECK(has_note(d, "6-1: the rulebook gives a procedure, not a loss; 6-4 leaves what it does not cover to the judge"));
}

TEST_CASE("decide: the rulebook's word beside each penalty, for each kind of rulebook loss (a table of cases)") {
  // A disqualification is more than a loss: where the rulebook gives a procedure only, it says so
  // as it does for a game or match loss.
  const char* procedure_only = "6-1: the rulebook gives a procedure, not a loss; 6-4 leaves what it does not cover to the judge";
  const char* says_loses = "6-1: the rulebook says the player loses (反則負け); a warning gives less";
  struct Row {
    jk::RulebookLoss loss;
    PenaltyKind kind;
    const char* note;  // the rulebook note expected ("" for none)
  };
  const Row rows[] = {
      {jk::RulebookLoss::none, PenaltyKind::warning, ""},
      {jk::RulebookLoss::none, PenaltyKind::game_loss, procedure_only},
      {jk::RulebookLoss::none, PenaltyKind::match_loss, procedure_only},
      {jk::RulebookLoss::none, PenaltyKind::disqualification, procedure_only},
      {jk::RulebookLoss::game_loss, PenaltyKind::warning, says_loses},
      {jk::RulebookLoss::game_loss, PenaltyKind::game_loss, ""},
      {jk::RulebookLoss::game_loss, PenaltyKind::disqualification, ""},
      {jk::RulebookLoss::game_loss_allowed, PenaltyKind::warning, ""},
      {jk::RulebookLoss::game_loss_allowed, PenaltyKind::disqualification, ""},
      {jk::RulebookLoss::game_loss_if_repeated, PenaltyKind::warning, ""},
  };
  for (const auto& row : rows) {
    Case c{"", row.kind, 1, std::nullopt, {}};
    PenaltyFacts f = facts_of(c);
    f.infraction.rulebook_loss = row.loss;
    f.other_cite = "6-4";
    const PenaltyDecision d = decide(f);
    INFO(penalty_name(row.kind) << " with rulebook loss " << static_cast<int>(row.loss));
    CHECK(has_note(d, procedure_only) == (std::string(row.note) == procedure_only));
    CHECK(has_note(d, says_loses) == (std::string(row.note) == says_loses));
  }
}

TEST_CASE("decide: a loss for an act the rulebook makes a loss only when repeated (5-4-2) says so the first time") {
  // 5-4-2: 繰り返し同様の行為を行った場合、遅延行為として反則負けになることがある.
  const char* first = "5-4-2: the rulebook allows a loss only when the act is repeated (繰り返し同様の行為を行った場合); the log has no earlier 5-4-2 for 甲";
  struct Row {
    PenaltyKind kind;
    int repeat;  // the nth 5-4-2 of the player in the log, this one included
    bool noted;
  };
  const Row rows[] = {
      {PenaltyKind::warning, 1, false},          // a warning is within the rule
      {PenaltyKind::game_loss, 1, true},         // the first: under
      {PenaltyKind::game_loss, 2, false},        // repeated: at
      {PenaltyKind::game_loss, 3, false},        // over
      {PenaltyKind::match_loss, 1, true},
      {PenaltyKind::disqualification, 1, true},
      {PenaltyKind::disqualification, 2, false},
  };
  for (const auto& row : rows) {
    Case c{"", row.kind, 1, std::nullopt, {}};
    PenaltyFacts f = facts_of(c);
    f.infraction.id = f.infraction.cite = "5-4-2";
    f.infraction.rulebook_loss = jk::RulebookLoss::game_loss_if_repeated;
    f.other_cite = "6-4";
    f.repeat = row.repeat;
    const PenaltyDecision d = decide(f);
    INFO(penalty_name(row.kind) << " #" << row.repeat);
    CHECK(has_note(d, first) == row.noted);
    CHECK_FALSE(has_note(d, "5-4-2: the rulebook gives a procedure, not a loss"));
  }
  // In Japanese, for the judge at the table.
  Case c{"", PenaltyKind::game_loss, 1, std::nullopt, {}};
  PenaltyFacts f = facts_of(c);
  f.infraction.id = f.infraction.cite = "5-4-2";
  f.infraction.rulebook_loss = jk::RulebookLoss::game_loss_if_repeated;
  bool ja = false;
  for (const auto& m : decide(f).notes)
    ja = ja || m.str(Lang::ja) == "5-4-2: ルールブックで反則負けになりうるのは、繰り返し同様の行為を行った場合だけです。甲 にはこれより前の 5-4-2 の記録がありません";
  CHECK(ja);
}

namespace {

// The result a penalty wrote: its adjudication names the penalty.
ResultRecord written_by(std::int64_t penalty, int a_won, int a_lost) {
  ResultRecord r = result_of(ResultKind::penalty, a_won, a_lost);
  r.adjudication_json = nlohmann::json{{"penalty", {{"id", penalty}}}}.dump();
  return r;
}

}  // namespace

TEST_CASE("decide_void: a voided penalty's restore (a table of cases)") {
  struct VoidCase {
    const char* name;
    PenaltyKind kind;
    std::optional<ResultRecord> now, replaced;
    bool match = true, closed = false, drop = false;
    std::optional<int> dropped_before = std::nullopt;
    const char* refused = "";
    const char* note = "";
  };
  const std::vector<VoidCase> void_cases = {
      {"the result it replaced is put back", PenaltyKind::game_loss, written_by(5, 0, 1), result_of(ResultKind::games, 1, 0)},
      {"no result before: none again", PenaltyKind::game_loss, written_by(5, 0, 1), std::nullopt},
      {"no result before, in a closed round: none again, and the judge is told", PenaltyKind::game_loss, written_by(5, 0, 1), std::nullopt, true, true,
       false, std::nullopt, "", "round 2 table 3 has no result now, in a closed round"},
      {"a result entered since is the judge's later word: refused", PenaltyKind::match_loss, result_of(ResultKind::games, 1, 0), std::nullopt, true,
       false, false, std::nullopt, "the result penalty #5 changed was entered again since (now 1-0-0)"},
      {"another penalty's result since: refused", PenaltyKind::game_loss, written_by(6, 0, 2), written_by(5, 0, 1), true, false, false, std::nullopt,
       "the result penalty #5 changed was entered again since"},
      {"a warning: nothing to put back", PenaltyKind::warning, std::nullopt, std::nullopt, false},
      {"a disqualification: in the event again", PenaltyKind::disqualification, std::nullopt, std::nullopt, false, false, true, std::nullopt, "",
       "甲 is in the event again"},
      {"a disqualification of a player dropped before: dropped as before", PenaltyKind::disqualification, std::nullopt, std::nullopt, false, false, true,
       1, "", "甲 is dropped after round 1 again, as before"},
  };
  for (const auto& c : void_cases) {
    INFO(c.name);
    VoidFacts f;
    f.id = 5;
    f.kind = c.kind;
    f.player_name = "甲";
    if (c.match) {
      f.match_id = 10;
      f.round = 2;
      f.table = 3;
      f.round_closed = c.closed;
      f.result = c.now;
      f.replaced = c.replaced;
    }
    f.drop_recorded = c.drop;
    f.dropped_before = c.dropped_before;
    if (*c.refused) {
      CHECK(test::error_of([&] { decide_void(f); }).rfind(c.refused, 0) == 0);
      continue;
    }
    VoidDecision d = decide_void(f);
    CHECK(d.result_changes == c.match);
    CHECK(d.result.has_value() == c.replaced.has_value());
    if (d.result) CHECK(d.result->summary == c.replaced->summary);
    CHECK(d.drop_changes == c.drop);
    CHECK(d.dropped_after == c.dropped_before);
    bool told = !*c.note;
    for (const auto& m : d.notes) told = told || m.str(Lang::en).rfind(c.note, 0) == 0;
    CHECK(told);
    if (!c.closed) CHECK(d.notes.size() == (c.drop ? 1u : 0u));
  }
  VoidFacts done;
  done.id = 5;
  done.voided_at = "2015-08-08T10:00:00Z";
  CHECK(test::error_of([&] { decide_void(done); }) == "penalty #5 was already voided at 2015-08-08T10:00:00Z");
}
