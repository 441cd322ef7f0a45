#include <catch2/catch.hpp>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>

#include "errors.hpp"
#include "helpers.hpp"
#include "sqlite.hpp"
#include "text.hpp"

using namespace jk::rulings;
namespace fs = std::filesystem;
using jk::test::Packs;
using jk::test::TempDir;

namespace {

std::size_t hits(Index& index, const std::string& query) { return search(index, {query, "", 10}).total; }

}  // namespace

TEST_CASE("building the test packs: every entry, the cross-references, games in id order") {
  Packs p;
  BuildStats s = rebuild_index(p.games, p.cache);
  CHECK(s.games == 2);
  CHECK(s.entries == 21 + 7);
  CHECK(s.xrefs == 6);  // 2-3 -> 2-1, 2-2; 3-3 -> 3-2; 100.2d -> 204; 102.4b -> 101.4a; 105.4 -> 106.3
  CHECK(s.without_rulings.empty());
  auto index = open_index(p.games, p.cache);
  CHECK(indexed_games(*index) == std::vector<std::string>{"economica", "scp-tcg-jp-j"});
}

TEST_CASE("the cache is rebuilt when a rulings.xml changes, and only then") {
  Packs p;
  auto first = open_index(p.games, p.cache);
  CHECK(hits(*first, "追加ルール") == 0);
  auto built = fs::last_write_time(p.cache);
  first.reset();
  // Unchanged data: the same file is used.
  open_index(p.games, p.cache);
  CHECK(fs::last_write_time(p.cache) == built);
  p.append_entry("economica", "<entry number=\"6-3\" kind=\"rule\"><body>各大会ごとの事情により、追加ルールが設定されることがある。</body></entry>");
  auto second = open_index(p.games, p.cache);
  CHECK(hits(*second, "追加ルール") == 1);
  CHECK(show(*second, "economica", "6-3").entry.body == "各大会ごとの事情により、追加ルールが設定されることがある。");
}

TEST_CASE("a damaged cache or one of another version is rebuilt") {
  Packs p;
  fs::create_directories(fs::path(p.cache).parent_path());
  jk::test::write_file(p.cache, "not a database at all");
  auto index = open_index(p.games, p.cache);
  CHECK(hits(*index, "国債") == 3);
  index.reset();
  {
    jk::Database db(p.cache, false);
    db.exec("UPDATE meta SET value = 'jk-rulings 0' WHERE key = 'version'");
  }
  auto again = open_index(p.games, p.cache);
  CHECK(hits(*again, "国債") == 3);
}

TEST_CASE("bad data stops the build with file:line and leaves the old cache and no temporary file") {
  Packs p;
  open_index(p.games, p.cache);
  std::string before = jk::test::read_file(p.cache);
  p.append_entry("economica", "<entry number=\"2-1\" kind=\"rule\"><body>重複</body></entry>");
  try {
    open_index(p.games, p.cache);
    FAIL("no error");
  } catch (const jk::InputError& e) {
    CHECK(e.file == p.rulings("economica"));
    CHECK(e.line == 81);
    CHECK(std::string(e.what()) == "duplicate number '2-1' (first at line 8)");
  }
  CHECK(jk::test::read_file(p.cache) == before);
  int files = 0;
  for (const auto& e : fs::directory_iterator(fs::path(p.cache).parent_path())) files += e.is_regular_file();
  CHECK(files == 1);
}

TEST_CASE("a rulings.xml naming another game than its folder is refused") {
  Packs p;
  std::string text = jk::test::read_file(p.rulings("scp-tcg-jp-j"));
  text.replace(text.find("game=\"scp-tcg-jp-j\""), 19, "game=\"economica\"");
  jk::test::write_file(p.rulings("scp-tcg-jp-j"), text);
  CHECK_THROWS_WITH(rebuild_index(p.games, p.cache), "<rulings game=\"economica\"> is in the folder of game 'scp-tcg-jp-j'");
}

TEST_CASE("a pack without rulings.xml is listed, not an error") {
  Packs p;
  fs::remove(p.rulings("scp-tcg-jp-j"));
  BuildStats s = rebuild_index(p.games, p.cache);
  CHECK(s.games == 1);
  CHECK(s.without_rulings == std::vector<std::string>{"scp-tcg-jp-j"});
  auto index = open_index(p.games, p.cache);
  CHECK_THROWS_WITH(search(*index, {"SB", "scp-tcg-jp-j", 10}), "no rulings for game 'scp-tcg-jp-j'; games with rulings: economica");
}

TEST_CASE("two processes rebuilding at once while a third searches: every one succeeds") {
  Packs p;
  open_index(p.games, p.cache);
  std::vector<pid_t> children;
  for (int c = 0; c < 2; ++c) {
    pid_t pid = fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
      int rc = 0;
      try {
        for (int i = 0; i < 8; ++i) rebuild_index(p.games, p.cache);
      } catch (...) {
        rc = 1;
      }
      _exit(rc);
    }
    children.push_back(pid);
  }
  int failures = 0;
  for (int i = 0; i < 30; ++i) {
    try {
      auto index = open_index(p.games, p.cache);
      if (hits(*index, "国債") != 3) ++failures;
    } catch (...) {
      ++failures;
    }
  }
  for (pid_t pid : children) {
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
  }
  CHECK(failures == 0);
  int files = 0;
  for (const auto& e : fs::directory_iterator(fs::path(p.cache).parent_path())) files += e.is_regular_file();
  CHECK(files == 1);
}
