// ROE UP! ゲームの終了: the figures each player computes, the three awards (ties share: the rules
// name no tie-break) and the overall winner, who has the most awards (ゲームの概要).
#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "judge.hpp"
#include "name_table.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

using nlohmann::ordered_json;

namespace {

const char* kEnd = "ゲームの終了";
const char* kOverview = "ゲームの概要";

std::string roe_text(const Rational& r) {
  std::string s = (r * Rational(100)).decimal(2) + "%";
  return s + " (" + (r.is_integer() ? r.text() : std::to_string(r.num) + "/" + std::to_string(r.den)) + ")";
}

Message names(const RoeResult& res, const std::vector<std::size_t>& who) {
  std::vector<std::string> v;
  for (auto i : who) v.push_back(res.players[i].in.player);
  return name_list(v);
}

ordered_json award_ids(const std::vector<AwardId>& awards) {
  ordered_json out = ordered_json::array();
  for (auto a : awards) out.push_back(std::string(award_id_name(a)));
  return out;
}

ordered_json money(const Rational& r) {
  if (r.is_integer()) return r.num;
  return static_cast<double>(r.num) / static_cast<double>(r.den);  // only halves and decimals reach here
}

}  // namespace

namespace {
// ゲームの終了: the top ROE, 売上高 and number of イノベーション each win an award.
constexpr NameTable<AwardId, 3> kAwardIds = {{{AwardId::roe, "roe"}, {AwardId::sales, "sales"}, {AwardId::innovation, "innovation"}}};
constexpr NameTable<AwardId, 3> kAwardNames = {{{AwardId::roe, "ROE賞"}, {AwardId::sales, "売上高賞"}, {AwardId::innovation, "イノベーション賞"}}};
}  // namespace

std::string_view award_id_name(AwardId a) { return name_in(kAwardIds, a); }
std::optional<AwardId> parse_award_id(std::string_view name) { return parse_in(kAwardIds, name); }
std::string award_name(AwardId id) { return std::string(name_in(kAwardNames, id)); }
std::string award_name(std::string_view id) {
  const std::optional<AwardId> a = parse_award_id(id);
  return a ? award_name(*a) : std::string(id);
}

RoeResult roeup_end_of_game(const std::vector<RoeRow>& rows) try {
  RoeResult res;
  for (const auto& row : rows) {
    RoeFigures f;
    f.in = row;
    f.total_assets = row.cash + row.assets;        // 資産 = 現金 + アセットの資産の合計
    f.liabilities = row.rating + row.loans;        // 負債 = 財務格付の向上 + 融資の成立
    f.interest = row.interest;                     // 支払利息 = 融資の成立の金利の合計
    f.equity = f.total_assets - f.liabilities;     // 資本 = 資産 - 負債
    f.profit = row.operating_profit - f.interest;  // 利益 = 最後の期の営業利益 - 支払利息
    f.sales = row.sales;                           // 売上高
    f.innovations = row.premium;                   // イノベーションの数
    if (f.equity.sign() > 0) f.roe = f.profit / f.equity;  // ROE = 利益 / 資本
    else if (f.equity.sign() == 0)
      f.roe_undefined = Message{N_("資本 is 0: ROE = 利益/資本 would divide by zero"), {}};
    else
      f.roe_undefined = Message{N_("資本 is {equity}: the rules give ROE = 利益/資本 and say nothing of negative equity; judgekit leaves the player out of the ROE賞 (a loss would show as a positive ROE)"),
                                {{"equity", f.equity.text()}}};
    res.players.push_back(f);
  }

  // top: "{award}: top ROE {best}" and the like, one whole message per award.
  auto give = [&](AwardId id, const char* top, auto eligible, auto less, auto show) {
    Award a;
    a.id = id;
    const std::string name = award_name(id);
    for (std::size_t i = 0; i < res.players.size(); ++i) {
      if (!eligible(res.players[i])) continue;
      if (a.winners.empty() || less(res.players[a.winners[0]], res.players[i])) a.winners = {i};
      else if (!less(res.players[i], res.players[a.winners[0]])) a.winners.push_back(i);
    }
    if (a.winners.empty()) {
      // Only the ROE賞 has players out of it.
      a.note = Message{N_("not given: no player has a defined ROE (every 資本 is 0 or below)"), {}};
      res.steps.push_back(make_step(kEnd, Message{N_("{award}: no player has 資本 above 0"), {{"award", name}}}, Message{N_("not given"), {}}));
    } else {
      a.best = show(res.players[a.winners[0]]);
      if (a.winners.size() > 1)
        a.note = Message{N_("shared by {n} players, tied at {best}: the rules name no tie-break"),
                         {{"n", std::to_string(a.winners.size())}, {"best", a.best}}};
      res.steps.push_back(make_step(kEnd, Message{top, {{"award", name}, {"best", a.best}}},
                                    a.winners.size() > 1 ? Message{N_("{names} (shared)"), {arg("names", names(res, a.winners))}}
                                                         : names(res, a.winners)));
      for (auto w : a.winners) res.players[w].awards.push_back(id);
    }
    res.awards.push_back(a);
  };

  for (const auto& p : res.players)
    if (!p.roe)
      res.steps.push_back(make_step(kEnd, Message{N_("{player}: 資本 {equity} (0 or below), ROE undefined"), {{"player", p.in.player}, {"equity", p.equity.text()}}},
                                    Message{N_("out of the ROE賞"), {}}));
  give(AwardId::roe, N_("{award}: top ROE {best}"), [](const RoeFigures& p) { return p.roe.has_value(); },
       [](const RoeFigures& x, const RoeFigures& y) { return *x.roe < *y.roe; }, [](const RoeFigures& p) { return roe_text(*p.roe); });
  give(AwardId::sales, N_("{award}: top 売上高 {best}"), [](const RoeFigures&) { return true; },
       [](const RoeFigures& x, const RoeFigures& y) { return x.sales < y.sales; }, [](const RoeFigures& p) { return p.sales.text(); });
  give(AwardId::innovation, N_("{award}: top イノベーションの数 {best}"), [](const RoeFigures&) { return true; },
       [](const RoeFigures& x, const RoeFigures& y) { return x.innovations < y.innovations; },
       [](const RoeFigures& p) { return std::to_string(p.innovations); });

  for (std::size_t i = 0; i < res.players.size(); ++i) {
    long n = static_cast<long>(res.players[i].awards.size());
    if (n > res.most_awards || res.overall.empty()) {
      res.most_awards = n;
      res.overall = {i};
    } else if (n == res.most_awards) {
      res.overall.push_back(i);
    }
  }
  for (auto& p : res.players)
    for (const auto& q : res.players) p.placement += q.awards.size() > p.awards.size();
  std::vector<std::string> counts;  // "佐藤 1": a name and a number, the same in every language
  for (const auto& p : res.players) counts.push_back(p.in.player + " " + std::to_string(p.awards.size()));
  Message most{N_("総合優勝: most awards ({counts})"), {arg("counts", name_list(counts, false))}};
  std::string n = std::to_string(res.most_awards);
  if (res.overall.size() == 1) {
    const std::string& winner = res.players[res.overall[0]].in.player;
    res.summary = Message{res.most_awards == 1 ? N_("{player} wins overall with {n} award (賞が最も多い人が総合優勝)")
                                     : N_("{player} wins overall with {n} awards (賞が最も多い人が総合優勝)"),
                {{"player", winner}, {"n", n}}};
    res.steps.push_back(make_step(kOverview, std::move(most), Message{N_("{player} wins"), {{"player", winner}}}));
  } else {
    res.summary = Message{res.most_awards == 1 ? N_("a tie for the overall win: {names} have {n} award each; the rules name no tie-break")
                                     : N_("a tie for the overall win: {names} have {n} awards each; the rules name no tie-break"),
                {arg("names", names(res, res.overall)), {"n", n}}};
    res.steps.push_back(make_step(kOverview, std::move(most), Message{N_("tie: {names}"), {arg("names", names(res, res.overall))}}));
  }
  return res;
} catch (const std::overflow_error&) {
  throw InputError(Message{N_("the amounts are too large to compute exactly; check the table"), {}});
}

std::string to_json(const RoeResult& r, int indent) {
  ordered_json j = {{"game", "roeup"}, {"procedure", "awards"}, {"outcome", r.overall.size() == 1 ? "win" : "tie"}};
  j["winner"] = r.overall.size() == 1 ? ordered_json(r.players[r.overall[0]].in.player) : ordered_json(nullptr);
  j["winners"] = ordered_json::array();
  for (auto i : r.overall) j["winners"].push_back(r.players[i].in.player);
  j["most_awards"] = r.most_awards;
  j["decided_by"] = kOverview;
  j["summary"] = r.summary.str(Lang::en);
  j["players"] = ordered_json::array();
  for (const auto& p : r.players) {
    ordered_json roe = nullptr;
    if (p.roe) roe = {{"num", p.roe->num}, {"den", p.roe->den}, {"percent", (*p.roe * Rational(100)).decimal(2)}};
    j["players"].push_back({{"player", p.in.player},
                            {"input", {{"cash", money(p.in.cash)}, {"assets", money(p.in.assets)}, {"rating", money(p.in.rating)},
                                       {"loans", money(p.in.loans)}, {"interest", money(p.in.interest)},
                                       {"operating_profit", money(p.in.operating_profit)}, {"sales", money(p.in.sales)},
                                       {"premium", p.in.premium}}},
                            {"total_assets", money(p.total_assets)},
                            {"liabilities", money(p.liabilities)},
                            {"interest", money(p.interest)},
                            {"equity", money(p.equity)},
                            {"profit", money(p.profit)},
                            {"roe", roe},
                            {"roe_undefined", p.roe ? ordered_json(nullptr) : ordered_json(p.roe_undefined.str(Lang::en))},
                            {"sales", money(p.sales)},
                            {"innovations", p.innovations},
                            {"awards", award_ids(p.awards)},
                            {"placement", p.placement}});
  }
  j["awards"] = ordered_json::array();
  for (const auto& a : r.awards) {
    ordered_json w = ordered_json::array();
    for (auto i : a.winners) w.push_back(r.players[i].in.player);
    j["awards"].push_back({{"id", std::string(award_id_name(a.id))}, {"name", award_name(a.id)}, {"winners", w}, {"shared", a.winners.size() > 1},
                           {"best", a.best.empty() ? ordered_json(nullptr) : ordered_json(a.best)},
                           {"note", a.note.empty() ? ordered_json(nullptr) : ordered_json(a.note.str(Lang::en))}});
  }
  j["steps"] = ordered_json::array();
  for (const auto& s : r.steps) j["steps"].push_back({{"rule", s.rule}, {"text", step_what(s).str(Lang::en)}, {"result", step_found(s).str(Lang::en)}});
  return j.dump(indent);
}

}  // namespace jk::judge
