// Memory: reading any input takes at most a small multiple of its size, and never more than
// 256 MB. Each case runs under an address-space limit (ulimit -v) of 256 MB beyond what the
// program takes to start; an input that would need more is refused in one line, not killed by
// the allocator. The peak resident size is read from the child's rusage.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "hostile.hpp"

using jk::test::judgekit;
using jk::test::TempDir;
using jk::test::write_file;

namespace {

constexpr long kMiB = 1024 * 1024;
// What judgekit maps before it reads a byte of input (code, ICU's data, SQLite, the heap's first
// arenas): about 90 MB of address space on Debian 12, rounded up.
constexpr long kStartMiB = 160;

struct Limited {
  int exit_code = -1;
  std::string err;
  long max_rss_kib = 0;
};

// judgekit `args` with its address space capped at kStartMiB + `mib` MB (stdout dropped).
Limited run_limited(const std::vector<std::string>& args, std::string games = JK_SOURCE_DIR "/games", long mib = 256) {
  int err[2];
  REQUIRE(pipe(err) == 0);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    rlimit as{static_cast<rlim_t>((kStartMiB + mib) * kMiB), static_cast<rlim_t>((kStartMiB + mib) * kMiB)};
    setrlimit(RLIMIT_AS, &as);
    int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(err[1], 2);
    close(err[0]);
    setenv("JUDGEKIT_GAMES", games.c_str(), 1);
    setenv("NO_COLOR", "1", 1);
    std::vector<char*> argv{const_cast<char*>(JK_BINARY)};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(JK_BINARY, argv.data());
    _exit(127);
  }
  close(err[1]);
  Limited r;
  char buf[4096];
  for (ssize_t n; (n = read(err[0], buf, sizeof buf)) > 0;) r.err.append(buf, static_cast<std::size_t>(n));
  close(err[0]);
  int status = 0;
  rusage use{};
  wait4(pid, &status, 0, &use);
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.max_rss_kib = use.ru_maxrss;
  return r;
}

}  // namespace

TEST_CASE("memory: hostile inputs are refused in one line within 256 MB") {
  TempDir tmp;
  std::string e = tmp.file("e.jkevent");
  REQUIRE(judgekit({"event", "create", e, "--game", "economica", "--name", "h", "--date", "2015-08-08", "--seed", "1"}).exit_code == 0);
  Limited floor = run_limited({"player", "list", "-e", e});
  REQUIRE(floor.exit_code == 0);

  SECTION("a 60 MB CSV of commas (took 2.1 GB before it was refused)") {
    write_file(tmp.file("commas.csv"), "name\n" + std::string(60 * kMiB, ','));
    auto r = run_limited({"player", "add", "-e", e, "--csv", tmp.file("commas.csv")});
    CHECK(r.exit_code == 2);
    CHECK(r.err == "judgekit: " + tmp.file("commas.csv") + ":2: more than 1000000 cells; no judgekit CSV is that large (is this the right file?)\n");
  }
  SECTION("a 60 MB player list of one letter a line") {
    write_file(tmp.file("letters.csv"), "name\n" + jk::test::repeated("a\n", 60 * kMiB));
    auto r = run_limited({"player", "add", "-e", e, "--csv", tmp.file("letters.csv")});
    CHECK(r.exit_code == 2);
    CHECK(r.err == "judgekit: " + tmp.file("letters.csv") + ":1000001: more than 1000000 cells; no judgekit CSV is that large (is this the right file?)\n");
  }
  SECTION("60 MB of half-width katakana in Shift_JIS (each byte 3 in UTF-8: 180 MB)") {
    write_file(tmp.file("kana.csv"), "name\n\x8D\xB2\x93\xA1\n" + jk::test::repeated("\xB1\xB2\xB3\xB4\xB5,", 60 * kMiB));
    auto r = run_limited({"player", "add", "-e", e, "--csv", tmp.file("kana.csv")});
    CHECK(r.exit_code == 2);
    CHECK(r.err == "judgekit: " + tmp.file("kana.csv") +
                       ": the file is more than 67108864 bytes once converted to UTF-8; a text file is at most 67108864 bytes (is this the right file?)\n");
  }
  SECTION("a 30 MB event state of empty objects (32 times its size as a document)") {
    write_file(tmp.file("objects.json"), "[" + jk::test::repeated("{},", 30 * kMiB) + "{}]");
    auto r = run_limited({"event", "import", tmp.file("new.jkevent"), tmp.file("objects.json")});
    CHECK(r.exit_code == 2);
    CHECK(r.err.rfind("judgekit: " + tmp.file("objects.json") + ": reading this JSON would take about ", 0) == 0);
    CHECK(r.err.find(" MB of memory, more than the 160 MB judgekit allows (is this the right file?)\n") != std::string::npos);
    CHECK(!std::filesystem::exists(tmp.file("new.jkevent")));
  }
  SECTION("a 66 MB event state, past the 64 MB other files may be, comes back in") {
    // The event's own export with 3,000 players and a 22 KB decklist each.
    nlohmann::json state = nlohmann::json::parse(judgekit({"event", "export", "-e", e}).out);
    const std::string list = jk::test::repeated("4 市場調査\n", 22 * 1024);
    for (int i = 1; i <= 3000; ++i) {
      state["players"].push_back({{"id", i}, {"name", "選手" + std::to_string(i)}, {"joined_round", 1}, {"created_at", "2015-08-08T09:00:00Z"}});
      state["decks"].push_back({{"id", i}, {"player", i}, {"source_file", "deck.txt"}, {"source_text", list}, {"checked_date", "2015-08-08"},
                                {"verdict", "unverified"}, {"report", nlohmann::json::object()}, {"registered_at", "2015-08-08T09:00:00Z"}});
    }
    const std::string text = state.dump();
    REQUIRE(text.size() > 66 * kMiB);
    write_file(tmp.file("big.json"), text);
    auto r = run_limited({"event", "import", tmp.file("new.jkevent"), tmp.file("big.json")});
    INFO(r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.err.empty());
    CHECK(judgekit({"player", "list", "-e", tmp.file("new.jkevent"), "--json"}).out.find("\"選手3000\"") != std::string::npos);
  }
  SECTION("a 100 MB event state whose one round would take more than the memory its text leaves") {
    // 95 MB of padding, then a round of 1.5 million empty matches: about 140 MB as a document.
    std::string text = R"({"format":"judgekit-event","padding":")" + std::string(95 * kMiB, 'x') + R"(","rounds":[[{})";
    text += jk::test::repeated(",{}", 1500000 * 3) + "]]}";
    write_file(tmp.file("round.json"), text);
    auto r = run_limited({"event", "import", tmp.file("new.jkevent"), tmp.file("round.json")});
    CHECK(r.exit_code == 2);
    CHECK(r.err.rfind("judgekit: " + tmp.file("round.json") + ": reading this JSON would take about ", 0) == 0);
    CHECK(r.err.find(" MB of memory, more than the 124 MB judgekit allows (is this the right file?)\n") != std::string::npos);
    CHECK(!std::filesystem::exists(tmp.file("new.jkevent")));
  }
  SECTION("a game pack's game.xml that is /dev/zero (grew by 100 MB a second)") {
    std::string games = tmp.file("games");
    std::filesystem::create_directories(games + "/zero");
    std::filesystem::create_symlink("/dev/zero", games + "/zero/game.xml");
    auto r = run_limited({"games", "show", "zero"}, games);
    CHECK(r.exit_code == 2);
    CHECK(r.err == "judgekit: " + games + "/zero/game.xml: is a device, not a regular file; give a saved file\n");
  }
  SECTION("a 10,000-player list is read within a small multiple of its size") {
    std::string csv = "id,name,reading\n";
    for (int i = 1; i <= 10000; ++i) csv += "M" + std::to_string(i) + ",佐藤 花子" + std::to_string(i) + ",さとう はなこ\n";
    write_file(tmp.file("players.csv"), csv);
    auto r = run_limited({"player", "add", "-e", e, "--csv", tmp.file("players.csv")});
    INFO(r.err);
    CHECK(r.exit_code == 0);
    long grew_kib = r.max_rss_kib - floor.max_rss_kib;
    INFO("file " << csv.size() / 1024 << " KiB, resident growth " << grew_kib << " KiB");
    CHECK(grew_kib < static_cast<long>(16 * csv.size() / 1024) + 8 * 1024);
  }
}
