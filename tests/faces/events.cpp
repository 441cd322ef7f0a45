#include "events.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run.hpp"

namespace jk::faces {

using nlohmann::json;
using test::judgekit;

namespace {

void ok(const std::vector<std::string>& args) {
  auto r = judgekit(args);
  INFO("judgekit " << [&] {
    std::string s;
    for (const auto& a : args) s += a + " ";
    return s;
  }() << "\n" << r.out << r.err);
  REQUIRE(r.exit_code == 0);
}

json round_json(const Built& b) {
  auto r = judgekit({"round", "show", "--event", b.path, "--json"});
  REQUIRE(r.exit_code == 0);
  return json::parse(r.out);
}

// Every table of the open round still without a result, with its players' ids in seat order.
std::vector<std::pair<int, std::vector<std::int64_t>>> open_tables(const Built& b) {
  std::vector<std::pair<int, std::vector<std::int64_t>>> out;
  const json round = round_json(b);
  for (const auto& t : round["tables"]) {
    if (t["bye"].get<bool>() || !t["result"].is_null()) continue;
    std::vector<std::int64_t> seats;
    for (const auto& p : t["players"]) seats.push_back(p["id"].get<std::int64_t>());
    out.emplace_back(t["table"].get<int>(), seats);
  }
  return out;
}

Built create(TempDirRef dir, const std::string& file, const std::vector<std::string>& args, const std::vector<std::string>& players) {
  Built b;
  b.path = dir.file(file);
  std::vector<std::string> create = {"event", "create", b.path};
  create.insert(create.end(), args.begin(), args.end());
  ok(create);
  std::vector<std::string> add = {"player", "add", "--event", b.path};
  add.insert(add.end(), players.begin(), players.end());
  ok(add);
  for (std::size_t i = 0; i < players.size(); ++i) b.ids[players[i]] = static_cast<std::int64_t>(i + 1);
  return b;
}

std::string id(std::int64_t n) { return std::to_string(n); }

}  // namespace

// Economica (best of 1): a time-limit result (2-5-1), a game loss that decides a match, a drop, a
// late entry, warnings repeated and one voided, three Swiss rounds and a top 4.
Built economica_event(TempDirRef dir) {
  Built b = create(dir, "economica.jkevent",
                   {"--game", "economica", "--name", "経済杯", "--date", "2015-08-08", "--seed", "5", "--rounds", "3", "--top-cut", "4"},
                   {"赤井", "青木", "黄瀬", "緑川", "紫藤", "橙山", "白石", "黒田"});
  b.name = "economica";
  ok({"round", "pair", "--event", b.path});
  auto tables = open_tables(b);
  ok({"result", "--event", b.path, id(tables[0].first), "--time-limit", "--stock", "3:2", "--flow", "1:1", "--value", "1:1"});
  ok({"penalty", "add", id(tables[1].second[0]), "--infraction", "6-2", "--penalty", "game-loss", "--event", b.path});
  ok({"result", "--event", b.path, id(tables[2].first), "1-0"});
  ok({"result", "--event", b.path, id(tables[3].first), "0-1"});
  ok({"penalty", "add", "青木", "--infraction", "5-2-2", "--penalty", "warning", "--event", b.path});
  ok({"player", "drop", "--event", b.path, "緑川"});
  ok({"player", "late-add", "--event", b.path, "金子"});
  b.ids["金子"] = 9;
  for (int round = 2; round <= 3; ++round) {
    ok({"round", "pair", "--event", b.path});
    int n = 0;
    for (const auto& [table, seats] : open_tables(b)) ok({"result", "--event", b.path, id(table), n++ % 3 == 2 ? "0-1" : "1-0"});
  }
  // 青木 5-2-2 three times, the third voided; 黒田 an unsporting warning.
  ok({"penalty", "add", "青木", "--infraction", "5-2-2", "--penalty", "warning", "--event", b.path});
  ok({"penalty", "add", "青木", "--infraction", "5-2-2", "--penalty", "warning", "--note", "二度目の確認", "--event", b.path});
  ok({"penalty", "add", "黒田", "--infraction", "6-1", "--penalty", "warning", "--event", b.path});
  ok({"penalty", "void", "4", "--reason", "別の卓の話だった", "--event", b.path});
  ok({"cut", "--event", b.path});
  for (const auto& [table, seats] : open_tables(b)) ok({"result", "--event", b.path, id(table), table == 1 ? "0-1" : "1-0"});
  ok({"round", "pair", "--event", b.path});
  for (const auto& [table, seats] : open_tables(b)) ok({"result", "--event", b.path, id(table), "1-0"});
  return b;
}

// SCP-TCG-JP-J (best of 3, draws): seven players (a bye each round), 2-1, 2-0, 0-2 and a drawn
// match, three Swiss rounds, no cut.
Built scp_event(TempDirRef dir) {
  Built b = create(dir, "scp.jkevent", {"--game", "scp-tcg-jp-j", "--name", "財団杯", "--date", "2026-05-01", "--seed", "11", "--rounds", "3"},
                   {"山田", "川口", "森下", "林田", "石井", "松本", "竹内"});
  b.name = "scp";
  const char* scores[] = {"2-1", "1-1-1", "0-2", "2-0"};
  for (int round = 1; round <= 3; ++round) {
    ok({"round", "pair", "--event", b.path});
    int n = round;
    for (const auto& [table, seats] : open_tables(b)) ok({"result", "--event", b.path, id(table), scores[n++ % 4]});
  }
  ok({"penalty", "add", "川口", "--infraction", "other", "--penalty", "warning", "--note", "遅刻", "--event", b.path});
  return b;
}

// ROE UP! (pods of four, placement points): eight players, two rounds, a shared place.
Built roeup_event(TempDirRef dir) {
  Built b = create(dir, "roeup.jkevent", {"--game", "roeup", "--name", "ROE交流会", "--date", "2026-06-01", "--seed", "3", "--rounds", "2"},
                   {"春野", "夏目", "秋山", "冬木", "東野", "西村", "南雲", "北原"});
  b.name = "roeup";
  b.pods = true;
  for (int round = 1; round <= 2; ++round) {
    ok({"round", "pair", "--event", b.path});
    int n = 0;
    for (const auto& [table, seats] : open_tables(b)) {
      std::string order;
      for (std::size_t i = 0; i < seats.size(); ++i) order += (i == 0 ? "" : (n % 2 && i == 2) ? "=" : ",") + id(seats[(i + round) % seats.size()]);
      ok({"result", "--event", b.path, id(table), "--placement", order});
      ++n;
    }
  }
  return b;
}

}  // namespace jk::faces
