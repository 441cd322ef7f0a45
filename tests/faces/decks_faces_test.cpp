// A registered list's verdict and its findings by severity read the same on every face that shows
// them: `deck list` (table in Japanese and English, --json), `deck show` (text, --json) and the
// decklists PDF's index, each against the event library's view (event::player_deck). Four players:
// a legal list, an illegal one (E0043 twice, economica 3-3), one left unverified (no card list: the
// costs of 3-4 unknown) and one with no list.
#include <catch2/catch.hpp>

#include <functional>

#include <nlohmann/json.hpp>

#include "deck_view.hpp"
#include "event_file.hpp"
#include "faces.hpp"
#include "html.hpp"
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

namespace {

// A registered list's report as stored, changed by `edit` (a file from before the findings' data
// was kept, or edited by hand).
void edit_report(const std::string& ev, std::int64_t player, const std::function<void(nlohmann::json&)>& edit) {
  jk::Database db = jk::open_event(ev, jk::OpenMode::write);
  auto read = db.prepare("SELECT id, report FROM decks WHERE player_id = ?1 AND superseded_by IS NULL");
  read.bind(1, player);
  REQUIRE(read.step());
  const std::int64_t id = read.int64(0);
  nlohmann::json report = nlohmann::json::parse(read.text(1));
  read.reset();
  edit(report);
  auto write = db.prepare("UPDATE decks SET report = ?1 WHERE id = ?2");
  write.bind(1, report.dump()).bind(2, id);
  write.step();
}

// `deck show`'s line for a finding, as the event library's view words it in `lang`.
std::string shown_line(const jk::event::DiagnosticFact& g, jk::Lang lang) {
  const std::string cite = g.citation.str(lang);
  return (g.line ? std::to_string(g.line) + ": " : "") + jk::decklint::level_words(g.severity).str(lang) + ": " + g.finding.str(lang) +
         (cite.empty() ? "" : " [" + cite + "]");
}

std::vector<jk::event::DiagnosticFact> findings_of(const std::string& ev, std::int64_t player) {
  jk::Database db = jk::open_event(ev, jk::OpenMode::read);
  auto d = jk::event::player_deck(db, player);
  REQUIRE(d);
  return d->diagnostics;
}

const jk::event::DiagnosticFact& on_line(const std::vector<jk::event::DiagnosticFact>& all, int line) {
  for (const auto& g : all)
    if (g.line == line) return g;
  FAIL("no finding on line " << line);
  return all.front();
}

}  // namespace

// A list's findings and their citations are stored as the data they were worded from: `deck show`
// and the decklists PDF word them in their reader's language (the level too: エラー, not error),
// and say what the event library's view says. Player 1's list breaks the event's override of 3-2
// (copies, at most 3: "同名3枚まで") and 3-3 as revised on 2015-08-05; player 2's is also unverified.
TEST_CASE("faces agree: a stored list's findings and citations in each reader's language", "[faces][decks]") {
  jk::test::TempDir dir;
  const std::string ev = dir.file("findings.jkevent");
  REQUIRE(judgekit({"event", "create", ev, "--game", "economica", "--name", "所見", "--date", "2015-08-08", "--rounds", "3"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", ev, "石田", "上野", "江藤"}).exit_code == 0);
  REQUIRE(judgekit({"deck", "override", "--event", ev, "--xml", "<change rule=\"copies\" max=\"3\"/>", "--reason", "同名3枚まで"}).exit_code == 0);
  jk::test::write_file(dir.file("e0043.txt"), kTwoE0043);
  REQUIRE(judgekit({"deck", "register", "--event", ev, "--cards", kCards, "1", dir.file("e0043.txt")}).exit_code == 1);
  REQUIRE(judgekit({"deck", "register", "--event", ev, "2", dir.file("e0043.txt")}).exit_code == 1);

  // The view's words, checked by hand against po/ja.po.
  const auto first = findings_of(ev, 1);
  REQUIRE(first.size() == 11);  // ten cards ×4 over the override's 3, and E0043 ×2
  const auto& e0043 = on_line(first, 7);
  CHECK(e0043.finding.str(jk::Lang::ja) == "投資信託 (E0043) ×2、上限は1枚");
  CHECK(e0043.finding.str(jk::Lang::en) == "投資信託 (E0043) ×2, at most 1");
  CHECK(e0043.citation.str(jk::Lang::ja) == "economica 3-3; 2015-08-05改定、2015-08-06施行");
  CHECK(e0043.citation.str(jk::Lang::en) == "economica 3-3; revised 2015-08-05, in force from 2015-08-06");
  const auto& kabu = on_line(first, 1);
  CHECK(kabu.finding.str(jk::Lang::ja) == "日本株 (A0003) ×4、上限は3枚");
  CHECK(kabu.citation.str(jk::Lang::ja) == "economica 3-2; イベントによる変更: 同名3枚まで");
  CHECK(kabu.citation.str(jk::Lang::en) == "economica 3-2; event override: 同名3枚まで");
  const auto second = findings_of(ev, 2);
  REQUIRE(second.size() == 12);
  CHECK(second.front().severity == jk::decklint::Level::unverified);

  for (jk::Lang lang : {jk::Lang::ja, jk::Lang::en}) {
    const std::string code = lang == jk::Lang::ja ? "ja" : "en";
    const std::string pdf = dir.file("findings-" + code + ".pdf");
    REQUIRE(judgekit({"report", "--event", ev, "--kind", "decklists", "--lang", code, "--date", "2015-08-08", "-o", pdf}).exit_code == 0);
    const std::string printed = jk::test::pdf_text(pdf);
    for (std::int64_t player : {1, 2}) {
      const std::string shown = judgekit({"--lang", code, "deck", "show", "--event", ev, std::to_string(player)}).out;
      for (const auto& g : player == 1 ? first : second) {
        INFO("player " << player << ", line " << g.line << ", " << code);
        CHECK(has(shown, shown_line(g, lang) + "\n"));
        if (g.severity == jk::decklint::Level::unverified) continue;  // its long finding wraps in the PDF
        const std::string kind = lang == jk::Lang::ja ? "エラー" : "error";
        CHECK(in_order(line_with(printed, g.finding.str(lang)), {kind, std::to_string(g.line), g.finding.str(lang), "economica 3-"}));
      }
    }
    CHECK(has(printed, lang == jk::Lang::ja ? "イベントによる" : "event"));
  }

  // The judge console's page of each player (a deck check on the floor): the same verdict,
  // findings and cards; 江藤 has none registered.
  for (jk::Lang lang : {jk::Lang::ja, jk::Lang::en}) {
    for (std::int64_t player : {1, 2}) {
      INFO("player " << player << " in " << (lang == jk::Lang::ja ? "ja" : "en"));
      const std::string page = jk::faces::console_player_html(ev, player, lang);
      jk::Database db = jk::open_event(ev, jk::OpenMode::read);
      const auto d = jk::event::player_deck(db, player);
      REQUIRE(d);
      CHECK(has(page, jk::web::esc(jk::decklint::summary(d->verdict, d->errors, d->warnings, d->unverified, lang))));
      for (const auto& g : d->diagnostics) {
        const std::string what = g.line ? (lang == jk::Lang::ja ? std::to_string(g.line) + "行目: " : "Line " + std::to_string(g.line) + ": ") : "";
        CHECK(has(page, "<strong>" + jk::decklint::level_words(g.severity).str(lang) + "</strong> " + jk::web::esc(what + g.finding.str(lang)) +
                            " <small>" + jk::web::esc(g.citation.str(lang)) + "</small>"));
      }
      for (const auto& card : d->cards)
        CHECK(has(page, "<td class=\"num\">" + std::to_string(card.line) + "</td><td class=\"num\">" + std::to_string(card.count) + "</td><td>" +
                            jk::web::esc(card.number) + "</td><td>" + jk::web::esc(card.name) + "</td>"));
    }
    const std::string none = jk::faces::console_player_html(ev, 3, lang);
    CHECK(has(none, "<p class=\"deck missing\">" + jk::event::deck_status_words(jk::event::DeckStatus::missing).str(lang) + "</p>"));
    CHECK(!has(none, "class=\"findings\""));
  }

  // A list stored before the data was kept: its words as stored then (Japanese where kept).
  edit_report(ev, 1, [](nlohmann::json& r) {
    for (auto& g : r["diagnostics"]) {
      g.erase("messages");
      if (g["line"] == 7) g["message_ja"] = "投資信託 (E0043) 2枚（旧）", g["cite_ja"] = "economica 3-3（旧）";
    }
  });
  const auto old = findings_of(ev, 1);
  CHECK(on_line(old, 7).finding.str(jk::Lang::ja) == "投資信託 (E0043) 2枚（旧）");
  CHECK(on_line(old, 7).citation.str(jk::Lang::ja) == "economica 3-3（旧）");
  CHECK(on_line(old, 7).finding.str(jk::Lang::en) == "投資信託 (E0043) ×2, at most 1");
  CHECK(on_line(old, 1).finding.str(jk::Lang::ja) == "日本株 (A0003) ×4, at most 3");  // no Japanese kept: the English
  CHECK(has(judgekit({"--lang", "ja", "deck", "show", "--event", ev, "1"}).out, "7: エラー: 投資信託 (E0043) 2枚（旧） [economica 3-3（旧）]\n"));

  // A list stored with its data: the English kept beside it for scripts is not what people read.
  edit_report(ev, 2, [](nlohmann::json& r) {
    for (auto& g : r["diagnostics"]) g["message"] = "garbage", g["cite"] = "garbage";
  });
  for (const char* code : {"ja", "en"}) {
    INFO(code);
    const std::string shown = judgekit({"--lang", code, "deck", "show", "--event", ev, "2"}).out;
    CHECK(!has(shown, "garbage"));
    CHECK(has(shown, std::string("7: ") + (code == std::string("ja") ? "エラー: 投資信託 (E0043) ×2、上限は1枚" : "error: 投資信託 (E0043) ×2, at most 1")));
  }

  // A stored report that is not an object: the console says it cannot be read, in the phone's words.
  edit_report(ev, 2, [](nlohmann::json& r) { r = nlohmann::json::array(); });
  CHECK(has(jk::faces::console_player_html(ev, 2, jk::Lang::ja), "<p class=\"notice error\">判定の記録を読めません: "));
  CHECK(has(jk::faces::console_player_html(ev, 2, jk::Lang::en), "<p class=\"notice error\">the stored verdict cannot be read: "));
}

// A game played from the box has no decklists: the console's player page has no section for one.
TEST_CASE("the judge console shows no decklist for a game without decklists", "[faces][decks]") {
  jk::test::TempDir dir;
  const std::string ev = dir.file("roeup.jkevent");
  REQUIRE(judgekit({"event", "create", ev, "--game", "roeup", "--name", "箱", "--date", "2026-12-06", "--rounds", "2"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", ev, "石田"}).exit_code == 0);
  const std::string page = jk::faces::console_player_html(ev, 1, jk::Lang::ja);
  CHECK(has(page, "<h1>石田</h1>"));
  CHECK(!has(page, "registered-list"));
}

// A game whose lists have two parts (Imitation World: the aga, then the deck): the console and
// deck show head each part with the pack's name for it and its total, one card or more.
TEST_CASE("the judge console heads each part of a list with the pack's name and its total", "[faces][decks]") {
  jk::test::TempDir dir;
  const std::string ev = dir.file("iw.jkevent");
  REQUIRE(judgekit({"event", "create", ev, "--game", "imitation-world", "--name", "二部", "--date", "2026-12-06"}).exit_code == 0);
  REQUIRE(judgekit({"player", "add", "--event", ev, "青木"}).exit_code == 0);
  jk::test::write_file(dir.file("l.txt"), "1 試験アガ実存\n2 試験実存01\n");
  REQUIRE(judgekit({"deck", "register", "--event", ev, "--cards", JK_FIXTURES "/decklint/iw-cards.csv", "1", dir.file("l.txt")}).exit_code == 1);
  const std::string ja = jk::faces::console_player_html(ev, 1, jk::Lang::ja), en = jk::faces::console_player_html(ev, 1, jk::Lang::en);
  CHECK(in_order(ja, {"カード（3枚）", "<th colspan=\"4\">アガ（1枚）</th>", "AGA-01", "<th colspan=\"4\">デッキ（2枚）</th>", "R-0001"}));
  CHECK(in_order(en, {"Cards (3)", "<th colspan=\"4\">aga (leader) (1 card)</th>", "AGA-01", "<th colspan=\"4\">deck (2 cards)</th>", "R-0001"}));
  // deck show heads them alike.
  CHECK(in_order(judgekit({"--lang", "ja", "deck", "show", "--event", ev, "1"}).out, {"\nアガ（1枚）\n", "AGA-01", "\nデッキ（2枚）\n", "R-0001", "エラー"}));
  CHECK(in_order(judgekit({"--lang", "en", "deck", "show", "--event", ev, "1"}).out, {"\naga (leader) (1 card)\n", "AGA-01", "\ndeck (2 cards)\n", "R-0001"}));
}
