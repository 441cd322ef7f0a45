#include "fixture_event.hpp"

#include <cstdio>

#include "event_file.hpp"
#include "results.hpp"
#include "text.hpp"

namespace jk::test {

namespace {

struct Builder {
  Database& db;

  void round(int number, const char* stage) {
    db.prepare("INSERT INTO rounds (number, stage, status, paired_at, closed_at) VALUES (?1, ?2, 'closed', '2025-03-16T10:00:00Z', '2025-03-16T11:00:00Z')")
        .bind(1, number)
        .bind(2, stage)
        .run();
  }
  std::int64_t match(int round, std::optional<int> table, std::vector<std::int64_t> players) {
    db.prepare("INSERT INTO matches (round, table_number, is_bye) VALUES (?1, ?2, ?3)")
        .bind(1, round)
        .bind(2, table)
        .bind(3, table ? 0 : 1)
        .run();
    const std::int64_t id = db.last_insert_id();
    int seat = 1;
    for (auto p : players) db.prepare("INSERT INTO seats (match_id, seat, player_id) VALUES (?1, ?2, ?3)").bind(1, id).bind(2, seat++).bind(3, p).run();
    return id;
  }
  // A best-of-3 result from player a's side: a won `w`, lost `l`, drew `d` games.
  void games(std::int64_t match, std::int64_t a, std::int64_t b, int w, int l, int d) {
    ResultRecord r;
    r.kind = ResultKind::games;
    r.summary = std::to_string(w) + "-" + std::to_string(l) + "-" + std::to_string(d);
    const SeatOutcome oa = w > l ? SeatOutcome::win : w < l ? SeatOutcome::loss : SeatOutcome::draw;
    const SeatOutcome ob = w > l ? SeatOutcome::loss : w < l ? SeatOutcome::win : SeatOutcome::draw;
    r.seats = {{a, oa, w, l, d, std::nullopt, std::nullopt}, {b, ob, l, w, d, std::nullopt, std::nullopt}};
    write_result(db, match, r);
  }
  void bye(int round, std::int64_t p) {
    const auto m = match(round, std::nullopt, {p});
    ResultRecord r;
    r.kind = ResultKind::bye;
    r.summary = "bye";
    r.seats = {{p, SeatOutcome::win, 2, 0, 0, std::nullopt, std::nullopt}};
    write_result(db, m, r);
  }
};

const char* kLegalReport = R"({"verdict":"legal","game":"scp-tcg-jp-j","format":"standard","date":"2025-03-16",
 "cards":[{"line":1,"count":1,"number":"SCP-173","name":"彫刻 - オリジナル","part":"main"},
          {"line":2,"count":1,"number":"SCP-999","name":"くすぐりオバケ","part":"main"}],
 "diagnostics":[],"summary":"legal: 0 errors, 0 warnings"})";
const char* kIllegalReport = R"({"verdict":"illegal","game":"scp-tcg-jp-j","format":"standard","date":"2025-03-16",
 "cards":[{"line":1,"count":2,"number":"SCP-173","name":"彫刻 - オリジナル","part":"main"},
          {"line":2,"count":1,"number":"SCP-682","name":"不死身の爬虫類","part":"main"}],
 "diagnostics":[{"severity":"error","line":1,"message":"彫刻 - オリジナル ×2, at most 1","rule":"copies","cite":"scp-tcg-jp-j 100.2a","cards":["SCP-173"],"count":2,"limit":1},
                {"severity":"error","line":0,"message":"3 cards in main, exactly 16","rule":"sb-size","cite":"scp-tcg-jp-j 100.2c"}],
 "summary":"illegal: 2 errors, 0 warnings"})";
const char* kUnverifiedReport = R"({"verdict":"unverified","game":"scp-tcg-jp-j","format":"standard","date":"2025-03-16",
 "cards":[{"line":1,"count":1,"number":"SCP-049","name":"ペスト医師","part":"main"}],
 "diagnostics":[{"severity":"unverified","line":0,"message":"class unknown for SCP-049: the Safe count cannot be checked","rule":"safe","cite":"scp-tcg-jp-j 100.2c"}],
 "summary":"unverified: 1 rule could not be checked"})";

}  // namespace

void build_fixture_event(const std::string& path) {
  Database db = open_event(path, OpenMode::create_new);
  Change change(db, "test fixture");
  db.prepare(
        "INSERT INTO event (id, name, game, format, date, rounds, top_cut, seed, settings, created_at) "
        "VALUES (1, ?1, 'scp-tcg-jp-j', 'standard', '2025-03-16', 3, 4, 42, ?2, '2025-03-16T09:00:00Z')")
      .bind(1, "第5回 判定キット杯 東京")
      .bind(2, R"({"overrides":[{"xml":"<change rule=\"copies\" max=\"2\"/>","reason":"大会独自: 同名カード2枚まで"},"<remove rule=\"partner\" reason=\"パートナー不要\"/>"],"time_limit_minutes":50})")
      .run();
  const std::vector<std::pair<std::string, std::string>> players = {
      {"佐藤 太郎", "さとう たろう"}, {"鈴木 花子", "すずき はなこ"}, {"高橋 健", "たかはし けん"},
      {"田中 美咲", "たなか みさき"}, {"伊藤 翔", "いとう しょう"}, {"𠮷田 一郎", "よしだ いちろう"},
      {"山本 ゲーマー🎮", "やまもと げーまー"}, {"O'Brien, \"Ace\" 中村", ""},
      {"寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末食う寝る処に住む処藪ら柑子の藪柑子パイポパイポパイポのシューリンガン", "じゅげむ"}};
  for (const auto& [name, reading] : players)
    db.prepare("INSERT INTO players (name, reading, name_key, created_at) VALUES (?1, ?2, ?3, '2025-03-16T09:00:00Z')")
        .bind(1, name)
        .bind(2, reading.empty() ? std::optional<std::string>() : std::optional<std::string>(reading))
        .bind(3, name_key(name))
        .run();

  Builder b{db};
  // Round 1: 佐藤 2-1 鈴木, 高橋 1-1-1 田中, 伊藤 0-2 𠮷田, 山本 0-2 O'Brien; 寿限無 bye.
  b.round(1, "swiss");
  b.games(b.match(1, 1, {sato, suzuki}), sato, suzuki, 2, 1, 0);
  b.games(b.match(1, 2, {takahashi, tanaka}), takahashi, tanaka, 1, 1, 1);
  b.games(b.match(1, 3, {ito, yoshida}), ito, yoshida, 0, 2, 0);
  b.games(b.match(1, 4, {yamamoto, obrien}), yamamoto, obrien, 0, 2, 0);
  b.bye(1, jugemu);
  // Round 2: 佐藤 2-0 𠮷田, O'Brien 2-1 寿限無, 高橋 2-0 鈴木, 田中 1-2 伊藤; 山本 bye.
  b.round(2, "swiss");
  b.games(b.match(2, 1, {sato, yoshida}), sato, yoshida, 2, 0, 0);
  b.games(b.match(2, 2, {obrien, jugemu}), obrien, jugemu, 2, 1, 0);
  b.games(b.match(2, 3, {takahashi, suzuki}), takahashi, suzuki, 2, 0, 0);
  b.games(b.match(2, 4, {tanaka, ito}), tanaka, ito, 1, 2, 0);
  b.bye(2, yamamoto);
  // Round 3: 佐藤 2-0 O'Brien, 高橋 0-2 𠮷田, 伊藤 2-1 寿限無, 鈴木 2-0 山本; 田中 bye.
  b.round(3, "swiss");
  b.games(b.match(3, 1, {sato, obrien}), sato, obrien, 2, 0, 0);
  b.games(b.match(3, 2, {takahashi, yoshida}), takahashi, yoshida, 0, 2, 0);
  b.games(b.match(3, 3, {ito, jugemu}), ito, jugemu, 2, 1, 0);
  b.games(b.match(3, 4, {suzuki, yamamoto}), suzuki, yamamoto, 2, 0, 0);
  b.bye(3, tanaka);
  // Top 4 (1 v 4, 2 v 3): 佐藤 2-0 伊藤, 𠮷田 2-1 O'Brien; final 佐藤 2-1 𠮷田.
  b.round(4, "cut");
  b.games(b.match(4, 1, {sato, ito}), sato, ito, 2, 0, 0);
  b.games(b.match(4, 2, {yoshida, obrien}), yoshida, obrien, 2, 1, 0);
  b.round(5, "cut");
  b.games(b.match(5, 1, {sato, yoshida}), sato, yoshida, 2, 1, 0);

  auto deck = [&](std::int64_t player, const char* verdict, const char* report) {
    db.prepare(
          "INSERT INTO decks (player_id, source_file, source_text, checked_date, format, verdict, report, registered_at) "
          "VALUES (?1, 'deck.txt', '...', '2025-03-16', 'standard', ?2, ?3, '2025-03-16T09:10:00Z')")
        .bind(1, player)
        .bind(2, verdict)
        .bind(3, report)
        .run();
  };
  deck(sato, "legal", kLegalReport);
  deck(suzuki, "illegal", kIllegalReport);
  deck(yoshida, "unverified", kUnverifiedReport);

  auto penalty = [&](std::int64_t player, int round, const char* infraction, const char* kind, const char* cite, const char* note) {
    db.prepare(
          "INSERT INTO penalties (player_id, round, infraction, penalty, citation, note, created_at) "
          "VALUES (?1, ?2, ?3, ?4, ?5, ?6, '2025-03-16T10:30:00Z')")
        .bind(1, player)
        .bind(2, round)
        .bind(3, infraction)
        .bind(4, kind)
        .bind(5, cite)
        .bind(6, note)
        .run();
  };
  penalty(suzuki, 1, "デッキリストの誤記 decklist error", "game-loss", "event policy 2.1", "SCP-173 を2枚登録");
  penalty(sato, 2, "遅刻 tardiness", "warning", "event policy 1.3", "3分遅刻");
  penalty(yoshida, 3, "非紳士的行為 unsporting conduct", "match-loss", "event policy 4.2", "");
  change.commit();
}

event::StandingsView swiss_standings(std::vector<pairing::StandingRow> rows, std::vector<std::string> columns) {
  event::StandingsView v;
  v.columns = std::move(columns);
  event::set_rows(v, std::move(rows), {});
  for (const auto& r : v.rows) {
    v.external_ids.emplace_back();
    v.labels.push_back(r.name);
  }
  return v;
}

event::StandingsView fixture_standings() {
  // Worked out from the fixture's results: 3/1/0 points, a bye is a 2-0 win, MTR appendix C
  // tiebreakers (byes left out of the opponents, 33% floor), to 4 places.
  auto row = [](int rank, std::int64_t id, const char* name, const char* reading, int pts, int w, int l, int d, double omw, double gw,
                double ogw) {
    pairing::StandingRow r;
    r.rank = rank;
    r.player_id = id;
    r.name = name;
    r.reading = reading;
    r.points = pts;
    r.wins = w, r.losses = l, r.draws = d;
    r.tiebreakers = {{"omw", omw}, {"gw", gw}, {"ogw", ogw}, {"random", 0.5}};
    return r;
  };
  event::StandingsView v = swiss_standings({row(1, sato, "佐藤 太郎", "さとう たろう", 9, 3, 0, 0, 0.5556, 0.8571, 0.5556),
          row(2, yoshida, "𠮷田 一郎", "よしだ いちろう", 6, 2, 1, 0, 0.7037, 0.6667, 0.6111),
          row(3, obrien, "O'Brien, \"Ace\" 中村", "", 6, 2, 1, 0, 0.5556, 0.5714, 0.5635),
          row(4, ito, "伊藤 翔", "いとう しょう", 6, 2, 1, 0, 0.4815, 0.5000, 0.5694),
          row(5, tanaka, "田中 美咲", "たなか みさき", 4, 1, 1, 1, 0.5556, 0.5417, 0.4881),
          row(6, takahashi, "高橋 健", "たかはし けん", 4, 1, 1, 1, 0.4815, 0.4762, 0.5456),
          row(7, jugemu, "寿限無寿限無五劫の擦り切れ海砂利水魚の水行末雲来末風来末食う寝る処に住む処藪ら柑子の藪柑子パイポパイポパイポのシューリンガン", "じゅげむ", 3, 1, 2, 0, 0.6667,
              0.5000, 0.5357),
          row(8, suzuki, "鈴木 花子", "すずき はなこ", 3, 1, 2, 0, 0.5926, 0.4286, 0.5556),
          row(9, yamamoto, "山本 ゲーマー🎮", "やまもと げーまー", 3, 1, 2, 0, 0.5000, 0.3333, 0.5000)}, {"omw", "gw", "ogw"});
  // The top 4 as played: 佐藤 beat 伊藤 and 𠮷田 beat O'Brien, then 佐藤 won the final.
  const pairing::CutRounds cut = {{{{sato, ito}, {sato}, {}}, {{yoshida, obrien}, {yoshida}, {}}}, {{{sato, yoshida}, {sato}, {}}}};
  std::vector<pairing::StandingRow> swiss = v.rows;
  event::set_rows(v, std::move(swiss), cut);
  v.counted_rounds = 3;  // the fixture's three Swiss rounds
  return v;
}

reports::EventReport large_event(int players) {
  reports::EventReport r;
  r.event.name = "大規模テスト大会";
  r.event.date = "2025-03-16";
  r.event.game_id = "scp-tcg-jp-j";
  r.event.game_name_ja = "SCP-TCG-JP-J";
  r.event.best_of = 3;
  r.event.tiebreakers = {jk::TiebreakId::omw, jk::TiebreakId::gw, jk::TiebreakId::ogw, jk::TiebreakId::random};
  r.event.file = "/tmp/large.jkevent";
  std::vector<pairing::StandingRow> rows;
  for (int i = 1; i <= players; ++i) {
    char name[32];
    std::snprintf(name, sizeof name, "Player %04d", i);
    r.players.push_back({i, name, "", "", 1, std::nullopt, ""});
    pairing::StandingRow s;
    s.rank = i;
    s.player_id = i;
    s.name = name;
    s.points = 3 * ((players - i) * 4 / players);
    s.wins = s.points / 3;
    s.losses = 4 - s.wins;
    s.tiebreakers = {{"omw", 0.5 + 0.0001 * (i % 997)}, {"gw", 0.4}, {"ogw", 0.55}};
    rows.push_back(s);
  }
  r.standings = swiss_standings(std::move(rows), {"omw", "gw", "ogw"});
  reports::Round round;
  round.number = 1;
  int table = 1;
  for (int i = 1; i + 1 <= players; i += 2) {
    reports::Match m;
    m.id = table;
    m.table = table++;
    m.players = {i, i + 1};
    round.matches.push_back(m);
  }
  if (players % 2) {
    reports::Match m;
    m.id = table;
    m.bye = true;
    m.players = {players};
    round.matches.push_back(m);
  }
  r.rounds.push_back(round);
  return r;
}

}  // namespace jk::test
