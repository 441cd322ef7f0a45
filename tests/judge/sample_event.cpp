// Writes the sample event docs/judge.md uses (docs/examples/judge/cup.jkevent):
//   build/tests/judge/judge_sample_event docs/examples/judge/cup.jkevent
// Until the event commands exist this is how the file is made; rerun it after a schema change.
#include <filesystem>
#include <iostream>

#include "event_file.hpp"
#include "results.hpp"
#include "text.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: judge_sample_event FILE\n";
    return 2;
  }
  std::filesystem::remove(argv[1]);
  using namespace jk;
  Database db = open_event(argv[1], OpenMode::create_new);
  Change c(db, "sample event for docs/judge.md");
  const char* at = "2015-08-08T10:00:00Z";
  db.prepare("INSERT INTO event (id, name, game, format, date, rounds, seed, created_at) "
             "VALUES (1, 'エコノミカ夏の陣', 'economica', 'official', '2015-08-08', 3, 8, ?1)")
      .bind(1, at)
      .run();
  for (const char* n : {"佐藤 一郎", "鈴木 花子", "高橋 健", "田中 美咲"})
    db.prepare("INSERT INTO players (name, name_key, created_at) VALUES (?1, ?2, ?3)").bind(1, n).bind(2, name_key(n)).bind(3, at).run();
  db.prepare("INSERT INTO rounds (number, status, paired_at, closed_at) VALUES (1, 'closed', ?1, ?1)").bind(1, at).run();
  db.prepare("INSERT INTO rounds (number, status, paired_at) VALUES (2, 'open', ?1)").bind(1, at).run();
  // Round 1: 佐藤 beat 鈴木, 田中 beat 高橋. Round 2: 佐藤 v 田中 (table 1), 鈴木 v 高橋 (table 2), playing.
  db.exec("INSERT INTO matches (id, round, table_number) VALUES (1, 1, 1), (2, 1, 2), (3, 2, 1), (4, 2, 2)");
  db.exec("INSERT INTO seats (match_id, seat, player_id) VALUES (1, 1, 1), (1, 2, 2), (2, 1, 3), (2, 2, 4), (3, 1, 1), (3, 2, 4), (4, 1, 2), (4, 2, 3)");
  ResultRecord r;
  r.kind = ResultKind::games;
  r.summary = "1-0-0";
  r.seats = {{1, SeatOutcome::win, 1, 0, 0, {}, {}}, {2, SeatOutcome::loss, 0, 1, 0, {}, {}}};
  write_result(db, 1, r);
  r.summary = "0-1-0";
  r.seats = {{3, SeatOutcome::loss, 0, 1, 0, {}, {}}, {4, SeatOutcome::win, 1, 0, 0, {}, {}}};
  write_result(db, 2, r);
  c.commit();
  std::cout << "wrote " << argv[1] << "\n";
  return 0;
}
