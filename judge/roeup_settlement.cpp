// ROE UP! 決算: cash after the period's profit and interest; assets sold at half their 資産;
// default (デフォルト) when even that leaves cash negative.
#include <nlohmann/json.hpp>

#include "errors.hpp"
#include "json_fields.hpp"
#include "text.hpp"
#include "verdict_util.hpp"

namespace jk::judge {

using nlohmann::ordered_json;

namespace {

const char* kSettle = "決算";

Rational amount_field(const Fields& p, const char* key, bool may_be_negative, const char* what) {
  if (!p.has(key)) p.fail(key, Message{N_("missing: give {what}"), {arg("what", Message{what, {}})}});
  const json& v = p.raw(key);
  std::string t = v.is_string() ? v.get<std::string>() : v.is_number() ? v.dump() : "";
  auto a = parse_amount(t);
  if (!a) p.fail(key, Message{N_("is {value}; give a number such as 120 or 7.5"), {{"value", v.dump()}}});
  if (!may_be_negative && a->sign() < 0) p.fail(key, Message{N_("is {value}; {what} cannot be negative"), {{"value", a->text()}, arg("what", Message{what, {}})}});
  return *a;
}

}  // namespace

std::vector<SettlementRow> parse_settlement(std::string_view text, const std::string& file) {
  json root = parse_json_input(text, file);
  Fields top(root, "", file);
  top.only({"game", "players"});
  check_game(top, "roeup");
  if (!top.has("players") || !top.raw("players").is_array() || top.raw("players").empty())
    top.fail("players", Message{N_("give a list of players [{{\"player\": ..., \"cash\": ..., \"operating_profit\": ..., \"interest\": ..., \"assets\": [...]}}]"), {}});
  std::vector<SettlementRow> out;
  const json& list = top.raw("players");
  for (std::size_t i = 0; i < list.size(); ++i) {
    Fields p(list[i], "players[" + std::to_string(i) + "]", file);
    p.only({"player", "cash", "operating_profit", "interest", "assets"});
    SettlementRow r;
    auto name = p.opt_text("player");
    if (!name || trim(*name).empty()) p.fail("player", Message{N_("missing: give the player's name"), {}});
    r.player = trim(*name);
    r.cash = amount_field(p, "cash", false, N_("the cash before the 決算 (no action may take it below 0)"));
    r.operating_profit = amount_field(p, "operating_profit", true, N_("this period's operating profit (営業利益)"));
    r.interest = amount_field(p, "interest", false, N_("the interest of the player's 融資の成立 cards (0 if none)"));
    if (!p.has("assets") || !p.raw("assets").is_array())
      p.fail("assets", Message{N_("missing: give the 資産 of each asset card as a list, e.g. [60, 40] ([] if none)"), {}});
    const json& assets = p.raw("assets");
    for (std::size_t k = 0; k < assets.size(); ++k) {
      std::string t = assets[k].is_number() ? assets[k].dump() : assets[k].is_string() ? assets[k].get<std::string>() : "";
      auto a = parse_amount(t);
      std::string at = "assets[" + std::to_string(k) + "]";
      if (!a) p.fail(at, Message{N_("is {value}; give the asset card's 資産 as a number"), {{"value", assets[k].dump()}}});
      if (a->sign() < 0) p.fail(at, Message{N_("is {value}; an asset's 資産 cannot be negative"), {{"value", a->text()}}});
      r.assets.push_back(*a);
    }
    out.push_back(r);
  }
  return out;
}

std::vector<SettlementFigures> roeup_settlement(const std::vector<SettlementRow>& rows) try {
  std::vector<SettlementFigures> out;
  for (const auto& r : rows) {
    SettlementFigures f;
    f.in = r;
    f.after = r.cash + r.operating_profit - r.interest;
    f.steps.push_back(make_step(kSettle,
                                Message{N_("現金 {cash} + 営業利益 {profit} - 融資の成立の金利 {interest} = {after}"),
                                        {{"cash", r.cash.text()}, {"profit", r.operating_profit.text()}, {"interest", r.interest.text()}, {"after", f.after.text()}}},
                                f.after.sign() >= 0 ? Message{N_("0 or more: nothing to sell"), {}} : Message{N_("negative: assets must be sold"), {}}));
    Rational total;
    Rational smallest;
    for (std::size_t k = 0; k < r.assets.size(); ++k) {
      total = total + r.assets[k];
      if (k == 0 || r.assets[k] < smallest) smallest = r.assets[k];
    }
    f.sale_all = total / Rational(2);
    if (f.after.sign() < 0) {
      f.shortfall = Rational(0) - f.after;
      f.must_sell = true;
      f.steps.push_back(make_step(kSettle, Message{N_("short by {n}; an asset sells for half its 資産"), {{"n", f.shortfall.text()}}},
                                  Message{N_("sell assets with 資産 totalling at least {n}"), {{"n", (f.shortfall * Rational(2)).text()}}}));
      Rational best = f.after + f.sale_all;
      f.defaulted = best.sign() < 0;
      f.steps.push_back(make_step(kSettle,
                                  Message{N_("selling every asset (資産 {total}) brings {sale}: cash {cash}"),
                                          {{"total", total.text()}, {"sale", f.sale_all.text()}, {"cash", best.text()}}},
                                  f.defaulted ? Message{N_("still negative: default (デフォルト), game over"), {}}
                                              : Message{N_("0 or more: no default"), {}}));
      if (!f.defaulted && !r.assets.empty() && (total - smallest) / Rational(2) < f.shortfall) {
        f.must_sell_all = true;
        f.steps.push_back(make_step(kSettle, Message{N_("keeping any one asset leaves cash negative"), {}},
                                    Message{N_("every asset is sold: with no cash for a new asset and business unit it is effectively game over"), {}}));
      }
    }
    out.push_back(f);
  }
  return out;
} catch (const std::overflow_error&) {
  throw InputError(Message{N_("the amounts are too large to compute exactly; check the settlement file"), {}});
}

std::string to_json(const std::vector<SettlementFigures>& s, int indent) {
  auto money = [](const Rational& r) -> ordered_json {
    if (r.is_integer()) return r.num;
    return static_cast<double>(r.num) / static_cast<double>(r.den);
  };
  ordered_json j = {{"game", "roeup"}, {"procedure", "default"}};
  j["players"] = ordered_json::array();
  std::vector<std::string> defaulted;
  for (const auto& f : s) {
    ordered_json assets = ordered_json::array();
    for (const auto& a : f.in.assets) assets.push_back(money(a));
    ordered_json steps = ordered_json::array();
    for (const auto& st : f.steps) steps.push_back({{"rule", st.rule}, {"text", step_what(st).str(Lang::en)}, {"result", step_found(st).str(Lang::en)}});
    j["players"].push_back({{"player", f.in.player}, {"cash", money(f.in.cash)}, {"operating_profit", money(f.in.operating_profit)},
                            {"interest", money(f.in.interest)}, {"assets", assets}, {"cash_after", money(f.after)},
                            {"shortfall", money(f.shortfall)}, {"sale_value_all", money(f.sale_all)}, {"must_sell", f.must_sell},
                            {"must_sell_all", f.must_sell_all}, {"default", f.defaulted}, {"steps", steps}});
    if (f.defaulted) defaulted.push_back(f.in.player);
  }
  j["defaulted"] = defaulted;
  return j.dump(indent);
}

}  // namespace jk::judge
