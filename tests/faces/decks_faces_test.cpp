// A registered list's verdict and its findings by severity read the same on every face that shows
// them: `deck list` (table in Japanese and English, --json), `deck show` (text, --json) and the
// decklists PDF's index, each against the event library's view (event::player_deck). Four players:
// a legal list, an illegal one (E0043 twice, economica 3-3), one left unverified (no card list: the
// costs of 3-4 unknown) and one with no list.
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "deck_view.hpp"
#include "event_file.hpp"
#include "pdf_tools.hpp"
#include "run.hpp"

using jk::test::has;
using jk::test::in_order;
using jk::test::judgekit;
using jk::test::line_with;

namespace {

const char* const kLegal =
    "4 日本株\n4 定期預金\n4 日本国債\n3 新興国株\n4 振り込め詐欺\n4 国家財政破綻\n4 巨大災害\n4 産業の空洞化\n4 年金未納問題\n4 相場操縦\n4 預金利息\n4 保障停止\n3 生命保険\n";
const char* const kTwoE0043 =
    "4 日本株\n4 定期預金\n4 日本国債\n3 新興国株\n4 振り込め詐欺\n2 国家財政破綻\n2 投資信託\n4 巨大災害\n4 産業の空洞化\n4 年金未納問題\n4 相場操縦\n4 預金利息\n4 保障停止\n3 生命保険\n";
const char* const kCards = JK_FIXTURES "/decklint/economica-cards.csv";

struct Counted {
  std::string verdict;  // verdict_name: legal, illegal, unverified
  int errors = 0, warnings = 0, unverified = 0;
};

std::string event_with_decks(const jk::test::TempDir& dir) {
  const std::string ev = dir.file("decks.jkevent");
  REQUIRE(judgekit({"event", "create", ev, "--game", "economica", "--name", "デッキ確認", "--date", "2015-08-08", "--rounds", "3"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", ev, "青木", "石田", "上野", "江藤"}).exit_code == 0);
  jk::test::write_file(dir.file("legal.txt"), kLegal);
  jk::test::write_file(dir.file("e0043.txt"), kTwoE0043);
  REQUIRE(judgekit({"deck", "register", "--event", ev, "--cards", kCards, "1", dir.file("legal.txt")}).exit_code == 0);
  REQUIRE(judgekit({"deck", "register", "--event", ev, "--cards", kCards, "2", dir.file("e0043.txt")}).exit_code == 1);
  REQUIRE(judgekit({"deck", "register", "--event", ev, "3", dir.file("legal.txt")}).exit_code == 1);  // no card list: unverified
  return ev;
}

// The event library's view: what every face must say.
std::map<std::int64_t, Counted> reference(const std::string& ev) {
  jk::Database db = jk::open_event(ev, jk::OpenMode::read);
  std::map<std::int64_t, Counted> out;
  for (std::int64_t id = 1; id <= 4; ++id)
    if (auto d = jk::event::player_deck(db, id)) out[id] = {jk::decklint::verdict_name(d->verdict), d->errors, d->warnings, d->unverified};
  return out;
}

std::string words(const Counted& c, jk::Lang lang) {
  return jk::decklint::summary(*jk::decklint::parse_verdict(c.verdict), c.errors, c.warnings, c.unverified, lang);
}

}  // namespace

TEST_CASE("faces agree: a list's verdict and its findings by severity on deck list, deck show and the decklists PDF", "[faces][decks]") {
  jk::test::TempDir dir;
  const std::string ev = event_with_decks(dir);
  const auto ref = reference(ev);
  // What the event must hold for the comparison to mean anything.
  REQUIRE(ref.size() == 3);
  CHECK(ref.at(1).verdict == "legal");
  CHECK((ref.at(2).verdict == "illegal" && ref.at(2).errors == 1));
  CHECK((ref.at(3).verdict == "unverified" && ref.at(3).unverified > 0));
  const std::map<std::int64_t, std::string> name = {{1, "青木"}, {2, "石田"}, {3, "上野"}, {4, "江藤"}};

  const auto list = nlohmann::json::parse(judgekit({"deck", "list", "--event", ev, "--json"}).out);
  REQUIRE(list.size() == 4);
  CHECK(list[3]["verdict"] == "missing");
  CHECK(list[3]["errors"].is_null());
  for (const auto& [id, c] : ref) {
    INFO(name.at(id));
    const auto& row = list[static_cast<std::size_t>(id - 1)];
    CHECK(row["verdict"] == c.verdict);
    CHECK(row["errors"] == c.errors);
    CHECK(row["warnings"] == c.warnings);
    CHECK(row["unverified"] == c.unverified);
    CHECK(row["summary"] == words(c, jk::Lang::en));
    const auto shown = nlohmann::json::parse(judgekit({"deck", "show", "--event", ev, std::to_string(id), "--json"}).out);
    CHECK(shown["verdict"] == c.verdict);
    CHECK(shown["summary"] == words(c, jk::Lang::en));
  }
  for (jk::Lang lang : {jk::Lang::ja, jk::Lang::en}) {
    const std::string code = lang == jk::Lang::ja ? "ja" : "en";
    const std::string table = judgekit({"--lang", code, "deck", "list", "--event", ev}).out;
    const std::string pdf = dir.file("decks-" + code + ".pdf");
    REQUIRE(judgekit({"report", "--event", ev, "--kind", "decklists", "--lang", code, "--date", "2015-08-08", "-o", pdf}).exit_code == 0);
    const std::string index = jk::test::pdf_text(pdf);
    for (const auto& [id, c] : ref) {
      INFO(name.at(id) << " in " << code);
      const std::string verdict = jk::decklint::verdict_words(*jk::decklint::parse_verdict(c.verdict)).str(lang);
      const std::vector<std::string> counts = {std::to_string(c.errors), std::to_string(c.warnings), std::to_string(c.unverified)};
      CHECK(in_order(line_with(table, name.at(id)), {name.at(id), verdict, counts[0], counts[1], counts[2]}));
      CHECK(in_order(line_with(index, name.at(id)), {name.at(id), "2015-08-08", counts[0], counts[1], counts[2]}));
      CHECK(has(judgekit({"--lang", code, "deck", "show", "--event", ev, std::to_string(id)}).out, words(c, lang)));
    }
  }
}
