// Two players with one name: the tag that tells them apart, and where the PDFs print it.
#include <catch2/catch.hpp>

#include "fixture_event.hpp"
#include "pdf_tools.hpp"
#include "player_names.hpp"
#include "run.hpp"

using namespace jk::test;
using namespace jk::reports;

namespace {

Player person(std::int64_t id, const char* name, const char* external_id = "") {
  Player p;
  p.id = id;
  p.name = name;
  p.external_id = external_id;
  return p;
}

}  // namespace

TEST_CASE("tag_same_names: membership id, else #id, only where names collide", "[reports][names]") {
  std::vector<Player> ps = {person(1, "中村 蓮", "A-1024"), person(2, "佐藤 太郎"), person(3, "中村蓮"), person(4, "ナカムラ", "X"),
                            person(5, "鈴木", "S-1"), person(6, "鈴木", "S-1")};
  tag_same_names(ps);
  CHECK(ps[0].tag == "A-1024");  // "中村 蓮" and "中村蓮" collide once spaces are dropped
  CHECK(ps[1].tag.empty());      // unique name: no tag
  CHECK(ps[2].tag == "#3");      // no membership id
  CHECK(ps[3].tag.empty());
  CHECK(ps[4].tag == "#5");  // the same membership id twice tells nothing apart
  CHECK(ps[5].tag == "#6");
  EventReport r;
  r.players = ps;
  CHECK(r.shown_name(1) == "中村 蓮 [A-1024]");
  CHECK(r.shown_name(2) == "佐藤 太郎");
  CHECK(r.shown_name(77) == "player #77");
  // A rename that ends the collision clears the tag.
  ps[2].name = "中村 蓮二";
  tag_same_names(ps);
  CHECK(ps[0].tag.empty());
}

TEST_CASE("every PDF a person reads tells two players of one name apart", "[reports][names][pdf]") {
  TempDir dir;
  EventReport r = large_event(4);  // Player 0001 v 0002, 0003 v 0004
  r.players[0].name = r.standings.rows[0].name = "中村 蓮";
  r.players[0].external_id = "A-1024";
  r.players[3].name = r.standings.rows[3].name = "中村 蓮";
  tag_same_names(r.players);
  Deck d;
  d.id = 1, d.player_id = 4, d.verdict = jk::decklint::Verdict::legal, d.checked_date = "2025-03-16";
  r.decks = {d};
  Penalty pen;
  pen.id = 1, pen.player_id = 1, pen.round = 1, pen.infraction = "遅刻", pen.penalty = jk::PenaltyKind::warning;
  r.penalties = {pen};
  RenderOptions o;
  o.generated_date = "2025-03-16";
  auto text = [&](Kind k) {
    write_file_atomically(dir.file("n.pdf"), render(r, k, o).pdf);
    return pdf_text(dir.file("n.pdf"));
  };
  for (Kind k : {Kind::pairings, Kind::slips, Kind::standings, Kind::summary}) {
    INFO(kind_name(k));
    const std::string t = text(k);
    CHECK(t.find("中村 蓮 [A-1024]") != std::string::npos);
    CHECK(t.find("中村 蓮 [#4]") != std::string::npos);
  }
  CHECK(text(Kind::decklists).find("中村 蓮 [#4]") != std::string::npos);
  CHECK(text(Kind::penalties).find("中村 蓮 [A-1024]") != std::string::npos);
  // Names that do not collide stay as they are.
  CHECK(text(Kind::standings).find("Player 0002 [") == std::string::npos);
}
