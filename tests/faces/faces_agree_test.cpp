// "Faces agree" (issue 22): one event, every face. For each event built here (Economica with a
// time-limit result, a penalty's game loss, a drop, a late entry, repeated and voided penalties and
// a top cut; SCP best of 3 with a bye and a drawn match; a ROE UP! pod event) every player's place,
// points and record, every match result and every penalty must read the same on every face that
// shows it, in Japanese and in English: the CLI's standings (table, --json, --csv) and penalty
// list, the exports (standings, results, penalties; CSV and JSON), the PDFs, the phone pages, the
// judge console and publish. Facts are compared, not bytes. The public pages never show
// penalties (a deck is only its status, a penalty's match only who won): the console does.
#include <catch2/catch.hpp>

#include "faces.hpp"

using namespace jk::faces;

namespace {

void every_face_agrees(const Built& b) {
  jk::test::TempDir dir;
  const Facts ref = reference(b);
  REQUIRE(!ref.standings.empty());
  REQUIRE(!ref.seats.empty());
  compare(ref, cli_standings_json(b), "standings --json");
  compare(ref, cli_standings_csv(b), "standings --csv");
  compare(ref, cli_penalty_list_json(b), "penalty list --json");
  for (const std::string format : {"csv", "json"}) {
    compare(ref, export_standings(b, format), "export standings " + format);
    compare(ref, export_results(b, format), "export results " + format);
    compare(ref, export_penalties(b, format), "export penalties " + format);
  }
  for (jk::Lang lang : {jk::Lang::ja, jk::Lang::en}) {
    const std::string in = " (" + lang_of(lang) + ")";
    compare(ref, cli_standings_table(b, lang), "standings" + in);
    compare(ref, pdf_standings(b, lang, dir), "standings PDF" + in);
    compare(ref, pdf_summary(b, lang, dir), "summary PDF" + in);
    compare(ref, pdf_penalties(b, lang, dir), "penalties PDF" + in);
    compare(ref, phone_pages(b, lang, dir), "phone pages" + in);
    compare(ref, judge_console(b, lang, dir), "judge console" + in);
    compare(ref, published_pages(b, lang, dir), "publish pages" + in);
  }
  compare(ref, published_json(b, dir), "publish event.json", true);
}

}  // namespace

TEST_CASE("faces agree: Economica with drops, a late entry, a time-limit result, penalties and a top cut", "[faces]") {
  jk::test::TempDir dir;
  const Built b = economica_event(dir);
  const Facts ref = reference(b);
  // What this event must hold for the test to mean anything.
  CHECK(ref.penalties.at(b.ids.at("青木")).size() == 3);
  CHECK(ref.penalties.at(b.ids.at("青木"))[1].times == 2);
  CHECK(ref.penalties.at(b.ids.at("青木"))[2].voided);
  CHECK(*ref.penalties_in_force == 4);
  CHECK(ref.standings.count(b.ids.at("金子")));  // the late entry
  CHECK(ref.standings.at(1).place > 0);
  every_face_agrees(b);
}

TEST_CASE("faces agree: SCP-TCG-JP-J best of 3 with a bye and a drawn match", "[faces]") {
  jk::test::TempDir dir;
  const Built b = scp_event(dir);
  int draws = 0;
  for (const auto& [key, s] : reference(b).seats) draws += s.outcome == "draw";
  CHECK(draws >= 2);
  every_face_agrees(b);
}

TEST_CASE("faces agree: a ROE UP! pod event", "[faces]") {
  jk::test::TempDir dir;
  const Built b = roeup_event(dir);
  bool shared = false;
  for (const auto& [key, s] : reference(b).seats) shared |= s.placement == 2 && s.outcome == "loss";
  CHECK(shared);
  every_face_agrees(b);
}
