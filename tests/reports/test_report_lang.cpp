// judgekit report / export in Japanese and English (issue 12): messages and help follow the
// language, what scripts read (--json, CSV, JSON exports) is the same bytes in both.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "event_file.hpp"
#include "fixture_event.hpp"
#include "pdf_tools.hpp"
#include "run.hpp"
#include "text.hpp"

using namespace jk::test;
using jk::test::has;

namespace {

// judgekit with exactly this locale variable (LC_ALL and LC_MESSAGES unset).
RunResult in_lang(const std::string& lang, std::vector<std::string> args) {
  std::vector<std::string> argv = {"env", "-u", "LC_ALL", "-u", "LC_MESSAGES", "LANG=" + lang, JK_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  return run(argv);
}
RunResult ja(std::vector<std::string> args) { return in_lang("ja_JP.UTF-8", std::move(args)); }
RunResult en(std::vector<std::string> args) { return in_lang("C", std::move(args)); }

}  // namespace

TEST_CASE("report and export: help and messages in Japanese under LANG=ja, English under LANG=C", "[reports][cli][i18n]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  const std::string ev = dir.file("e.jkevent");

  auto help_ja = ja({"report", "--help"}), help_en = en({"report", "--help"});
  CHECK(has(help_ja.out, "大会のレポートを PDF（A4）で出力する"));
  CHECK(has(help_ja.out, "書き出した内容を JSON で表示する"));
  CHECK_FALSE(has(help_ja.out, "print what was written as JSON"));
  CHECK(has(help_en.out, "print what was written as JSON"));
  CHECK(has(ja({"export", "--help"}).out, "CSV の先頭に UTF-8 の BOM を付ける（Excel 用）"));

  auto bad_ja = ja({"report", "-e", ev, "-k", "league", "-o", dir.file("x.pdf")});
  CHECK(bad_ja.exit_code == 2);
  CHECK(bad_ja.err ==
        "judgekit: --kind 'league' というレポートはありません。次のどれかを指定してください: "
        "summary、standings、bracket、groups、pairings、slips、decklists、penalties、player-codes、qr\n");
  auto bad_en = en({"report", "-e", ev, "-k", "league", "-o", dir.file("x.pdf")});
  CHECK(bad_en.err == "judgekit: --kind 'league' is not a report; use summary, standings, bracket, groups, pairings, slips, decklists, penalties, player-codes or qr\n");
  CHECK(ja({"report", "-e", ev, "-k", "standings", "--url", "http://x/", "-o", dir.file("x.pdf")}).err ==
        "judgekit: --url は slips、player-codes、qr にだけ指定できます。standings では外してください\n");
  CHECK(ja({"export", "-e", ev, "-k", "players", "-f", "csv"}).err ==
        "judgekit: --kind 'players' は書き出せません。次のどれかを指定してください: standings、pairings、results、decks、penalties\n");
  CHECK(en({"export", "-e", ev, "-k", "players", "-f", "csv"}).err ==
        "judgekit: --kind 'players' cannot be exported; use standings, pairings, results, decks or penalties\n");
  CHECK(ja({"export", "-e", ev, "-k", "decks", "-f", "xml"}).err == "judgekit: --format 'xml' は csv でも json でもありません\n");

  auto wrote_ja = ja({"report", "-e", ev, "-k", "pairings", "-r", "3", "--date", "2025-03-16", "-o", dir.file("p.pdf")});
  CHECK(wrote_ja.exit_code == 0);
  CHECK(wrote_ja.out == dir.file("p.pdf") + " に書き出しました（2ページ）\n");
  CHECK(has(wrote_ja.err, "judgekit: 警告: 参加者 6"));  // warnings in the report's language
  auto wrote_en = en({"report", "-e", ev, "-k", "pairings", "-r", "3", "--date", "2025-03-16", "-o", dir.file("p.pdf")});
  CHECK(wrote_en.out == "wrote " + dir.file("p.pdf") + " (2 pages)\n");
  CHECK(has(wrote_en.err, "judgekit: warning: player 6"));
}

TEST_CASE("report --json and every export are the same bytes in Japanese and English", "[reports][cli][i18n]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  const std::string ev = dir.file("e.jkevent");
  // The same document (the event's language) read by a Japanese and an English reader: the
  // JSON, warnings included, is the same bytes.
  REQUIRE(en({"event", "report-lang", "-e", ev, "ja"}).exit_code == 0);
  auto j = ja({"report", "-e", ev, "-k", "standings", "--date", "2025-03-16", "-o", dir.file("s.pdf"), "--json"});
  auto e = en({"report", "-e", ev, "-k", "standings", "--date", "2025-03-16", "-o", dir.file("s.pdf"), "--json"});
  CHECK(j.exit_code == 0);
  CHECK(has(e.out, "\"kind\": \"standings\""));
  CHECK(j.out == e.out);
  for (const std::string kind : {"standings", "pairings", "results", "decks"})
    for (const std::string format : {"csv", "json"}) {
      auto a = ja({"export", "-e", ev, "-k", kind, "-f", format}), b = en({"export", "-e", ev, "-k", kind, "-f", format});
      INFO(kind << " " << format);
      CHECK(b.exit_code == 0);
      CHECK(b.out.size() > 20);
      CHECK(a.out == b.out);
    }
}

TEST_CASE("decklists PDF: a registered deck's findings in the document's language", "[reports][cli][i18n]") {
  setenv("JUDGEKIT_DATA", "/nonexistent/judgekit-test-data", 1);  // no imported card list of the machine's
  TempDir dir;
  const std::string ev = dir.file("e.jkevent");
  {
    jk::Database db = jk::open_event(ev, jk::OpenMode::create_new);
    db.prepare("INSERT INTO event (id, name, game, date, seed, created_at) VALUES (1, 'テスト大会', 'economica', '2015-08-06', 7, "
               "'2015-08-01T00:00:00Z')")
        .run();
    auto st = db.prepare("INSERT INTO players (name, name_key, created_at) VALUES ('佐藤 花子', ?1, '2015-08-01T00:00:00Z')");
    st.bind(1, jk::name_key("佐藤 花子"));
    st.run();
  }
  // Two E0043: illegal from 2015-08-06 (economica 3-3). Registered on an English machine.
  write_file(dir.file("deck.txt"),
             "4 日本株\n4 定期預金\n4 日本国債\n3 新興国株\n4 振り込め詐欺\n2 国家財政破綻\n2 投資信託\n4 巨大災害\n4 産業の空洞化\n"
             "4 年金未納問題\n4 相場操縦\n4 預金利息\n4 保障停止\n3 生命保険\n");
  auto reg = en({"deck", "register", "--event", ev, "--cards", JK_FIXTURES "/decklint/economica-cards.csv", "1", dir.file("deck.txt")});
  REQUIRE(reg.exit_code == 1);  // registered, illegal

  REQUIRE(ja({"report", "-e", ev, "-k", "decklists", "--date", "2015-08-06", "-o", dir.file("ja.pdf")}).exit_code == 0);
  REQUIRE(en({"report", "-e", ev, "-k", "decklists", "--date", "2015-08-06", "-o", dir.file("en.pdf")}).exit_code == 0);
  REQUIRE(ja({"report", "-e", ev, "-k", "decklists", "--lang", "en", "--date", "2015-08-06", "-o", dir.file("flag.pdf")}).exit_code == 0);
  const std::string pja = pdf_text(dir.file("ja.pdf")), pen = pdf_text(dir.file("en.pdf"));
  keep_pdf(dir.file("ja.pdf"), "decklists-ja.pdf");
  INFO(pja);
  INFO(pen);
  // English: the finding and its citation as decklint wrote them; the index counts the findings
  // by severity in columns of their own.
  CHECK(has(pen, "at most 1"));
  CHECK(in_order(pen, {"Errors", "Warnings", "Unverified"}));
  CHECK(in_order(line_with(pen, "2015-08-06"), {"ILLEGAL", "2015-08-06", "1", "0", "0"}));
  // Japanese: the same finding and headings in Japanese, no English finding left.
  CHECK(has(pja, "上限は1枚"));
  CHECK(has(pja, "エラー"));
  CHECK(has(pja, "警告"));
  CHECK_FALSE(has(pja, "at most"));
  CHECK_FALSE(has(pja, "Errors"));
  CHECK_FALSE(has(pja, "illegal"));
  // --lang en wins over LANG=ja, as for every command.
  CHECK(has(pdf_text(dir.file("flag.pdf")), "at most 1"));
}

namespace {

// Text of a report of the fixture, as `judgekit report` writes it with these extra arguments.
std::string report_text(const std::string& ev, const std::string& kind, const std::vector<std::string>& more, const std::string& locale = "C") {
  const std::string pdf = ev + "-" + kind + ".pdf";
  std::vector<std::string> args = {"report", "-e", ev, "-k", kind, "--date", "2025-03-16", "-o", pdf, "--url", "http://192.168.1.5:8080/"};
  if (kind != "slips" && kind != "player-codes" && kind != "qr") args.resize(args.size() - 2);
  args.insert(args.end(), more.begin(), more.end());
  auto r = in_lang(locale, args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return pdf_text(pdf);
}

}  // namespace

TEST_CASE("every report kind in one language: no English heading in Japanese, none Japanese in English; both on request",
          "[reports][cli][i18n]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  const std::string ev = dir.file("e.jkevent");
  // A heading, label or fixed text of each kind in each language (data such as names stays as it is).
  struct Words {
    std::string kind, ja, en;
  };
  const std::vector<Words> words = {
      {"summary", "大会報告書", "Event report"},   {"summary", "内容", "Contents"},
      {"standings", "最終順位", "Final standings"},                {"standings", "決勝トーナメント", "Top cut"},
      {"pairings", "対戦表", "Pairings"},           {"pairings", "対戦相手", "Opponent"},
      {"slips", "結果記入票", "Result slips"},       {"slips", "署名", "Signature"},
      {"decklists", "デッキリスト", "Decklists"},    {"decklists", "カード番号", "Number"},
      {"penalties", "ペナルティ", "Penalties"},      {"penalties", "違反", "Infraction"},
      {"player-codes", "対戦・デッキリスト用コード", "your code: match and decklist"},
      {"qr", "対戦表・順位・ルール検索", "Event pages"},
  };
  for (const std::string kind : {"summary", "standings", "pairings", "slips", "decklists", "penalties", "player-codes", "qr"}) {
    INFO(kind);
    const std::string tja = report_text(ev, kind, {"--lang", "ja"}), ten = report_text(ev, kind, {"--lang", "en"});
    const std::string both = report_text(ev, kind, {"--lang", "ja,en"}), reversed = report_text(ev, kind, {"--lang", "en,ja"});
    for (const auto& w : words) {
      if (w.kind != kind) continue;
      INFO(w.ja << " / " << w.en);
      CHECK(has(tja, w.ja));
      CHECK_FALSE(has(tja, w.en));
      CHECK(has(ten, w.en));
      CHECK_FALSE(has(ten, w.ja));
      CHECK(has(both, w.ja));
      CHECK(has(both, w.en));
      CHECK(in_order(both, {w.ja, w.en}));  // the first language first
      CHECK(in_order(reversed, {w.en, w.ja}));
    }
    // The page furniture follows too.
    CHECK(has(tja, "作成 2025-03-16"));
    CHECK(has(ten, "generated 2025-03-16"));
    CHECK_FALSE(has(ten, "作成"));
  }
  // Round headings: 第3回戦 alone, Round 3 alone, or both with a slash.
  const std::string p_ja = report_text(ev, "pairings", {"--lang", "ja", "-r", "3"});
  CHECK(has(p_ja, "第3回戦"));
  CHECK_FALSE(has(p_ja, "Round 3"));
  CHECK(has(report_text(ev, "pairings", {"--lang", "ja,en", "-r", "3"}), "対戦表 — 第3回戦 / Pairings — Round 3"));
}

TEST_CASE("report language: the event's default unless --lang; set with event report-lang or event create --report-lang",
          "[reports][cli][i18n]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  const std::string ev = dir.file("e.jkevent");
  auto shown = en({"event", "report-lang", "-e", ev});
  CHECK(shown.exit_code == 0);
  CHECK(shown.out == "no report language set: reports follow --lang, else LANG\n");
  // No default: the reader's language.
  CHECK(has(report_text(ev, "standings", {}, "ja_JP.UTF-8"), "勝ち点"));  // one word, as the CLI and the pages say it
  CHECK(has(report_text(ev, "standings", {}, "C"), "Pts"));
  // A default: an English reader gets the Japanese document, --lang still wins.
  auto set = en({"event", "report-lang", "-e", ev, "ja,en"});
  CHECK(set.exit_code == 0);
  CHECK(set.out == "report language set: ja,en (--lang still wins for one report)\n");
  CHECK(en({"event", "report-lang", "-e", ev}).out == "report language: ja,en\n");
  const std::string by_default = report_text(ev, "standings", {}, "C");
  CHECK(has(by_default, "最終順位"));
  CHECK(has(by_default, "Final standings"));
  const std::string overridden = report_text(ev, "standings", {"--lang", "en"}, "ja_JP.UTF-8");
  CHECK(has(overridden, "Pts"));
  CHECK_FALSE(has(overridden, "勝ち点"));
  // Audited like every setting, carried by export and import, never in the exports.
  {
    jk::Database db = jk::open_event(ev, jk::OpenMode::read);
    auto st = db.prepare("SELECT command FROM audit_log WHERE after LIKE '%report_lang%' ORDER BY id DESC LIMIT 1");
    REQUIRE(st.step());
    CHECK(has(st.text(0), "report-lang"));
  }
  auto state = en({"event", "export", "-e", ev});
  REQUIRE(state.exit_code == 0);
  CHECK(has(state.out, "report_lang"));
  write_file(dir.file("state.json"), state.out);
  REQUIRE(en({"event", "import", dir.file("copy.jkevent"), dir.file("state.json")}).exit_code == 0);
  CHECK(en({"event", "report-lang", "-e", dir.file("copy.jkevent")}).out == "report language: ja,en\n");
  for (const std::string kind : {"standings", "pairings", "results", "decks"})
    CHECK_FALSE(has(en({"export", "-e", ev, "-k", kind, "-f", "json"}).out, "report_lang"));
  // Cleared: the reader's language again.
  CHECK(en({"event", "report-lang", "-e", ev, "--clear"}).out == "report language cleared: reports follow --lang, else LANG\n");
  CHECK(has(report_text(ev, "standings", {}, "C"), "Pts"));
  CHECK_FALSE(has(report_text(ev, "standings", {}, "C"), "勝ち点"));
  // event create --report-lang stores it from the start.
  const std::string made = dir.file("made.jkevent");
  REQUIRE(en({"event", "create", made, "--game", "economica", "--name", "春の大会", "--date", "2026-05-01", "--seed", "3", "--report-lang", "en"})
              .exit_code == 0);
  CHECK(en({"event", "report-lang", "-e", made}).out == "report language: en\n");
}

TEST_CASE("report language refusals: a bad value, two languages for another command, exit 2 and nothing changed", "[reports][cli][i18n][errors]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  const std::string ev = dir.file("e.jkevent");
  auto pair_elsewhere = en({"standings", "-e", ev, "--lang", "ja,en"});
  CHECK(pair_elsewhere.exit_code == 2);
  CHECK(pair_elsewhere.err ==
        "judgekit: --lang 'ja,en': two languages are for `judgekit report` only (bilingual PDF headings); give ja or en\n");
  CHECK(ja({"export", "-e", ev, "-k", "standings", "-f", "csv", "--lang", "en,ja"}).exit_code == 2);
  auto bad = en({"report", "-e", ev, "-k", "standings", "--lang", "ja,fr", "-o", dir.file("x.pdf")});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err == "judgekit: --lang 'ja,fr' is not a language judgekit speaks; give ja or en\n");
  CHECK(en({"report", "-e", ev, "-k", "standings", "--lang", "ja,ja", "-o", dir.file("x.pdf")}).exit_code == 2);
  CHECK_FALSE(std::filesystem::exists(dir.file("x.pdf")));
  const std::string before = en({"event", "export", "-e", ev}).out;
  auto set_bad = en({"event", "report-lang", "-e", ev, "fr"});
  CHECK(set_bad.exit_code == 2);
  CHECK(set_bad.err == "judgekit: report-lang 'fr' is not a report language; give ja, en, or both as ja,en or en,ja (the first one first)\n");
  CHECK(en({"event", "report-lang", "-e", ev, "ja", "--clear"}).exit_code == 2);
  CHECK(en({"event", "export", "-e", ev}).out == before);  // nothing stored
  auto create_bad = en({"event", "create", dir.file("n.jkevent"), "--game", "economica", "--name", "x", "--date", "2026-05-01", "--report-lang", "de"});
  CHECK(create_bad.exit_code == 2);
  CHECK(has(create_bad.err, "--report-lang 'de' is not a report language"));
  CHECK_FALSE(std::filesystem::exists(dir.file("n.jkevent")));
}

TEST_CASE("penalties report: a kind the game knows is named in the document's language", "[reports][cli][i18n]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  const std::string ev = dir.file("e.jkevent");
  {
    jk::Database db = jk::open_event(ev, jk::OpenMode::write);
    jk::Change change(db, "test: penalty");
    db.prepare("INSERT INTO penalties (player_id, round, infraction, penalty, note, created_at) VALUES (1, 1, 'other', 'warning', 'x', '2025-03-16T10:30:00Z')")
        .run();
    change.commit();
  }
  const std::string tja = report_text(ev, "penalties", {"--lang", "ja"}), ten = report_text(ev, "penalties", {"--lang", "en"});
  CHECK(has(tja, "その他"));
  CHECK_FALSE(has(tja, "anything else"));
  CHECK(has(ten, "anything else"));
  CHECK_FALSE(has(ten, "その他"));
  CHECK(has(tja, "遅刻 tardiness"));  // an event's own word is printed as stored
  CHECK(has(report_text(ev, "penalties", {"--lang", "ja,en"}), "anything else"));
}
