// judgekit report / export in Japanese and English (issue 12): messages and help follow the
// language, what scripts read (--json, CSV, JSON exports) is the same bytes in both.
#include <catch2/catch.hpp>
#include <cstdlib>

#include "event_file.hpp"
#include "fixture_event.hpp"
#include "pdf_tools.hpp"
#include "run.hpp"
#include "text.hpp"

using namespace jk::test;

namespace {

// judgekit with exactly this locale variable (LC_ALL and LC_MESSAGES unset).
RunResult in_lang(const std::string& lang, std::vector<std::string> args) {
  std::vector<std::string> argv = {"env", "-u", "LC_ALL", "-u", "LC_MESSAGES", "LANG=" + lang, JK_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  return run(argv);
}
RunResult ja(std::vector<std::string> args) { return in_lang("ja_JP.UTF-8", std::move(args)); }
RunResult en(std::vector<std::string> args) { return in_lang("C", std::move(args)); }

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

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

  auto bad_ja = ja({"report", "-e", ev, "-k", "bracket", "-o", dir.file("x.pdf")});
  CHECK(bad_ja.exit_code == 2);
  CHECK(bad_ja.err ==
        "judgekit: --kind 'bracket' というレポートはありません。次のどれかを指定してください: "
        "summary、standings、pairings、slips、decklists、penalties、player-codes、qr\n");
  auto bad_en = en({"report", "-e", ev, "-k", "bracket", "-o", dir.file("x.pdf")});
  CHECK(bad_en.err == "judgekit: --kind 'bracket' is not a report; use summary, standings, pairings, slips, decklists, penalties, player-codes or qr\n");
  CHECK(ja({"report", "-e", ev, "-k", "standings", "--url", "http://x/", "-o", dir.file("x.pdf")}).err ==
        "judgekit: --url は slips、player-codes、qr にだけ指定できます。standings では外してください\n");
  CHECK(ja({"export", "-e", ev, "-k", "players", "-f", "csv"}).err ==
        "judgekit: --kind 'players' は書き出せません。次のどれかを指定してください: standings、pairings、results、decks\n");
  CHECK(en({"export", "-e", ev, "-k", "players", "-f", "csv"}).err ==
        "judgekit: --kind 'players' cannot be exported; use standings, pairings, results or decks\n");
  CHECK(ja({"export", "-e", ev, "-k", "decks", "-f", "xml"}).err == "judgekit: --format 'xml' は csv でも json でもありません\n");

  auto wrote_ja = ja({"report", "-e", ev, "-k", "pairings", "-r", "3", "--date", "2025-03-16", "-o", dir.file("p.pdf")});
  CHECK(wrote_ja.exit_code == 0);
  CHECK(wrote_ja.out == dir.file("p.pdf") + " に書き出しました（2ページ）\n");
  CHECK(has(wrote_ja.err, "judgekit: 警告: player 6"));
  auto wrote_en = en({"report", "-e", ev, "-k", "pairings", "-r", "3", "--date", "2025-03-16", "-o", dir.file("p.pdf")});
  CHECK(wrote_en.out == "wrote " + dir.file("p.pdf") + " (2 pages)\n");
  CHECK(has(wrote_en.err, "judgekit: warning: player 6"));
}

TEST_CASE("report --json and every export are the same bytes in Japanese and English", "[reports][cli][i18n]") {
  TempDir dir;
  build_fixture_event(dir.file("e.jkevent"));
  const std::string ev = dir.file("e.jkevent");
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
  // English: the finding, its citation and the summary as decklint wrote them.
  CHECK(has(pen, "at most 1"));
  CHECK(has(pen, "illegal: 1 error"));
  // Japanese: the same finding and summary in Japanese, no English finding left.
  CHECK(has(pja, "上限は1枚"));
  CHECK(has(pja, "不適正: エラー1件"));
  CHECK_FALSE(has(pja, "at most"));
  CHECK_FALSE(has(pja, "error,"));
  CHECK_FALSE(has(pja, "illegal:"));
  // --lang en wins over LANG=ja, as for every command.
  CHECK(has(pdf_text(dir.file("flag.pdf")), "at most 1"));
}
