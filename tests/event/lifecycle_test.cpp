// Create and import are atomic (no file, or a complete event, whatever moment a kill lands), and
// files that are not judgekit events are refused by reads and writes alike without a byte changed.
#include <catch2/catch.hpp>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <random>
#include <thread>

#include <nlohmann/json.hpp>

#include "event_file.hpp"
#include "run.hpp"
#include "sqlite.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

// Starts judgekit with `args` (output discarded) and returns its pid.
pid_t spawn(const std::vector<std::string>& args, const char* fault = nullptr) {
  pid_t pid = fork();
  if (pid == 0) {
    int null = open("/dev/null", O_RDWR);
    dup2(null, 1);
    dup2(null, 2);
    if (fault) setenv("JUDGEKIT_FAULT", fault, 1);
    std::vector<char*> argv = {const_cast<char*>(JK_BINARY)};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(JK_BINARY, argv.data());
    _exit(127);
  }
  return pid;
}

struct Ended {
  bool killed = false;
  int exit_code = -1;
};
Ended wait_for(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return {WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}

bool temporary_left(const std::string& dir) {
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().find(".creating-") != std::string::npos) return true;
  return false;
}

// A complete event: every read command works and it holds what was written.
void require_complete(const std::string& file, const std::string& name, std::size_t players) {
  auto r = judgekit({"event", "export", "--event", file});
  INFO(file << ": " << r.err);
  REQUIRE(r.exit_code == 0);
  json j = json::parse(r.out);
  REQUIRE(j["event"]["name"] == name);
  REQUIRE(j["players"].size() == players);
}

double median_ms(const std::function<void()>& run, int times) {
  std::vector<double> ms;
  for (int i = 0; i < times; ++i) {
    auto t0 = std::chrono::steady_clock::now();
    run();
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

std::string big_state(TempDir& dir) {
  // 600 players and three paired rounds with results: an import that takes a while.
  std::string e = dir.file("source.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "大きな大会", "--date", "2015-08-08", "--seed", "5"}).exit_code == 0);
  std::string csv = "id,name,reading\n";
  for (int i = 1; i <= 600; ++i) csv += "M" + std::to_string(i) + ",選手" + std::to_string(i) + ",せんしゅ\n";
  jk::test::write_file(dir.file("players.csv"), csv);
  REQUIRE(judgekit({"player", "add", "--event", e, "--csv", dir.file("players.csv")}).exit_code == 0);
  for (int round = 1; round <= 3; ++round) {
    REQUIRE(judgekit({"round", "pair", "--event", e}).exit_code == 0);
    std::string results = "round,table,result\n";
    for (int t = 1; t <= 300; ++t) results += std::to_string(round) + "," + std::to_string(t) + "," + (t % 2 ? "1-0" : "0-1") + "\n";
    jk::test::write_file(dir.file("results.csv"), results);
    REQUIRE(judgekit({"result", "--event", e, "--csv", dir.file("results.csv")}).exit_code == 0);
  }
  auto r = judgekit({"event", "export", "--event", e});
  REQUIRE(r.exit_code == 0);
  std::string state = dir.file("state.json");
  jk::test::write_file(state, r.out);
  return state;
}

// Kills `args` (which create `file`) at random moments across its run time; every outcome must be
// no file or a complete event. Returns how many kills landed while the command was writing.
int kill_at_random(TempDir& dir, const std::vector<std::string>& base_args, const std::string& name, std::size_t players, int kills) {
  auto args_for = [&](const std::string& file) {
    std::vector<std::string> a = base_args;
    for (auto& x : a)
      if (x == "@FILE") x = file;
    return a;
  };
  static int probe = 0;  // one name per probe across calls
  double ms = median_ms([&] {
    auto r = judgekit(args_for(dir.file("probe" + std::to_string(probe++) + ".jkevent")));
    INFO(r.err);
    REQUIRE(r.exit_code == 0);
  }, 5);
  std::mt19937 rng(42);
  std::uniform_real_distribution<double> when(0.0, ms * 1.1);
  int mid_write = 0, none = 0, complete = 0;
  static int runs = 0;
  ++runs;
  for (int i = 0; i < kills; ++i) {
    std::string sub = dir.file("k" + std::to_string(runs) + "-" + std::to_string(i));
    fs::create_directory(sub);
    std::string file = sub + "/e.jkevent";
    pid_t pid = spawn(args_for(file));
    std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(when(rng)));
    kill(pid, SIGKILL);
    Ended end = wait_for(pid);
    if (end.killed && temporary_left(sub)) ++mid_write;
    if (!fs::exists(file)) {
      ++none;
      continue;
    }
    require_complete(file, name, players);
    ++complete;
  }
  INFO("kills " << kills << ", no file " << none << ", complete " << complete << ", mid-write " << mid_write << ", run " << ms << " ms");
  CHECK(none + complete == kills);
  return mid_write;
}

}  // namespace

TEST_CASE("event create killed at named points: no file, or a complete event") {
  TempDir dir;
  std::vector<std::string> args = {"event", "create", "", "--game", "economica", "--name", "テスト", "--date", "2015-08-08"};
  args[2] = dir.file("a.jkevent");
  CHECK(wait_for(spawn(args, "create-after-fill:kill")).killed);
  CHECK(!fs::exists(args[2]));
  CHECK(temporary_left(dir.path));  // the kill landed inside the command, after the event was written
  args[2] = dir.file("b.jkevent");
  CHECK(wait_for(spawn(args, "create-after-link:kill")).killed);
  require_complete(args[2], "テスト", 0);
  // The next create in the folder clears what killed creates left behind.
  args[2] = dir.file("c.jkevent");
  REQUIRE(judgekit(args).exit_code == 0);
  CHECK(!temporary_left(dir.path));
}

TEST_CASE("event create and import under 100 random kills each: never a torn file") {
  TempDir dir;
  int created = kill_at_random(dir, {"event", "create", "@FILE", "--game", "economica", "--name", "テスト", "--date", "2015-08-08"}, "テスト", 0, 100);
  std::string state = big_state(dir);
  int imported = kill_at_random(dir, {"event", "import", "@FILE", state}, "大きな大会", 600, 100);
  // The kills did land inside the commands, while they were writing, not only before or after.
  // `event create` writes for a small part of its run (most of it is starting and reading the
  // pack), so few of its 100 kills land mid-write: once only 4, on a busy machine.
  CHECK(created >= 2);
  CHECK(imported >= 10);
}

TEST_CASE("a failing import next to a create never removes the created file") {
  TempDir dir;
  std::string file = dir.file("e.jkevent");
  jk::test::write_file(dir.file("bad.json"), R"({"format": "judgekit-event", "version": 1, "event": {"name": "x"}})");
  auto bad = judgekit({"event", "import", file, dir.file("bad.json")});
  CHECK(bad.exit_code == 2);
  CHECK(!fs::exists(file));
  REQUIRE(judgekit({"event", "create", file, "--game", "economica", "--name", "本物", "--date", "2015-08-08"}).exit_code == 0);
  CHECK(judgekit({"event", "import", file, dir.file("bad.json")}).exit_code == 2);
  require_complete(file, "本物", 0);
  auto again = judgekit({"event", "create", file, "--game", "economica", "--name", "二つ目", "--date", "2015-08-08"});
  CHECK(again.exit_code == 2);
  CHECK(again.err.find("already exists") != std::string::npos);
  require_complete(file, "本物", 0);
}

TEST_CASE("two creates of one file at once: one wins, the other is told, never a raw SQL error") {
  TempDir dir;
  for (int i = 0; i < 10; ++i) {
    std::string file = dir.file("race" + std::to_string(i) + ".jkevent");
    jk::test::RunResult a, b;
    std::thread t([&] { a = judgekit({"event", "create", file, "--game", "economica", "--name", "A", "--date", "2015-08-08"}); });
    b = judgekit({"event", "create", file, "--game", "economica", "--name", "B", "--date", "2015-08-08"});
    t.join();
    CHECK(((a.exit_code == 0) + (b.exit_code == 0)) == 1);
    const auto& loser = a.exit_code == 0 ? b : a;
    CHECK(loser.exit_code == 2);
    CHECK(loser.err.find("already exists") != std::string::npos);
    CHECK(loser.err.find("UNIQUE") == std::string::npos);
  }
}

namespace {

std::string bytes_of(const std::string& path) { return jk::test::read_file(path); }

// Every command kind refuses `file` with exit 2, one line naming it, and leaves its bytes alone.
void refused_untouched(const std::string& file, const std::string& says) {
  std::string before = fs::is_regular_file(file) ? bytes_of(file) : "";
  for (const std::vector<std::string>& cmd : std::vector<std::vector<std::string>>{
           {"standings", "--event", file}, {"round", "show", "--event", file}, {"event", "export", "--event", file},
           {"player", "add", "--event", file, "佐藤"}, {"round", "pair", "--event", file}, {"report", "--event", file, "--kind", "standings", "-o", "/dev/null"}}) {
    auto r = judgekit(cmd);
    INFO(cmd[0] << " " << cmd[1] << ": " << r.err);
    CHECK(r.exit_code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find(file) != std::string::npos);
    CHECK(r.err.find(says) != std::string::npos);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
  if (fs::is_regular_file(file)) CHECK(bytes_of(file) == before);
  CHECK(!fs::exists(file + "-wal"));
}

}  // namespace

TEST_CASE("files that are not judgekit events are refused and never modified") {
  TempDir dir;
  SECTION("another program's SQLite database (user_version 0 with tables)") {
    std::string f = dir.file("other.sqlite");
    { jk::Database raw(f, true); raw.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('hello')"); }
    refused_untouched(f, "not a judgekit event file");
  }
  SECTION("an empty file") {
    std::string f = dir.file("empty.jkevent");
    jk::test::write_file(f, "");
    refused_untouched(f, "empty");
  }
  SECTION("a negative schema version") {
    std::string f = dir.file("negative.jkevent");
    { jk::Database raw(f, true); raw.exec("CREATE TABLE event (id INTEGER); PRAGMA user_version = -3"); }
    refused_untouched(f, "schema version -3");
  }
  SECTION("a database of another application id") {
    std::string f = dir.file("app.db");
    { jk::Database raw(f, true); raw.exec("PRAGMA application_id = 1234; CREATE TABLE t (x); PRAGMA user_version = 1"); }
    refused_untouched(f, "another program's SQLite database");
  }
  SECTION("tables of the same version but not ours") {
    std::string f = dir.file("foreign.db");
    { jk::Database raw(f, true); raw.exec("CREATE TABLE event (x); PRAGMA user_version = 1"); }
    refused_untouched(f, "other tables");
  }
  SECTION("text, a folder and a FIFO") {
    std::string t = dir.file("text.jkevent");
    jk::test::write_file(t, std::string(200, 'x'));
    refused_untouched(t, "not an SQLite database");
    fs::create_directory(dir.file("folder.jkevent"));
    refused_untouched(dir.file("folder.jkevent"), "is a folder");
    std::string fifo = dir.file("pipe.jkevent");
    REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
    refused_untouched(fifo, "not a regular file");
  }
  SECTION("/dev/zero") { refused_untouched("/dev/zero", "not a regular file"); }
}

TEST_CASE("a read command never writes: no migration, no WAL switch, query_only") {
  TempDir dir;
  std::string f = dir.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", f, "--game", "economica", "--name", "読むだけ", "--date", "2015-08-08"}).exit_code == 0);
  std::string before = bytes_of(f);
  REQUIRE(judgekit({"standings", "--event", f}).exit_code == 0);
  REQUIRE(judgekit({"event", "export", "--event", f}).exit_code == 0);
  CHECK(bytes_of(f) == before);
  jk::Database db = jk::open_event(f, jk::OpenMode::read);
  CHECK_THROWS(db.exec("UPDATE event SET name = 'x'"));
}
