// Reading the ROE UP! end-of-game table (CSV or JSON): one row per player, every column required.
#include <array>
#include <set>

#include "columns.hpp"
#include "csv.hpp"
#include "errors.hpp"
#include "json_fields.hpp"
#include "judge.hpp"
#include "text.hpp"

namespace jk::judge {

namespace {

enum Col { kPlayer, kCash, kAssets, kRating, kLoans, kInterest, kProfit, kSales, kPremium, kCols };

// Aliases are the rulebook's words, matched as every header is (db/columns.hpp).
const std::vector<ColumnSpec>& columns() {
  static const std::vector<ColumnSpec> c = {
      {"player", {"name", "プレーヤー", "プレイヤー", "名前", "氏名"}, true, N_("the player's name")},
      {"cash", {"現金"}, true, N_("現金 (cash)")},
      {"assets", {"アセット", "アセットの資産", "アセットの資産の合計"}, true, N_("the sum of the 資産 of the player's asset cards")},
      {"rating", {"財務格付の向上"}, true, N_("the amounts of the player's 財務格付の向上 cards (0 if none)")},
      {"loans", {"融資の成立"}, true, N_("the amounts of the player's 融資の成立 cards (0 if none)")},
      {"interest", {"金利", "融資の成立の金利"}, true, N_("the interest of the player's 融資の成立 cards (0 if none)")},
      {"operating_profit", {"営業利益"}, true, N_("the operating profit of the last period's 決算")},
      {"sales", {"売上", "売上高"}, true, N_("the sum of the 売上 of the business unit cards in the player's open deck")},
      {"premium", {"プレミアム", "プレミアムカード", "イノベーション", "イノベーションの数"}, true, N_("the premium cards in the player's open deck")},
  };
  return c;
}

int column_of(std::string_view header) { return find_column(header, columns()); }

std::string column_list() {
  std::string s;
  for (const auto& c : columns()) s += (s.empty() ? "" : ", ") + c.id;
  return s;
}

// Checks one cell and stores it. `where` is "column cash" or "players[1].cash" for messages.
void store(RoeRow& r, int col, const std::string& cell, const std::string& file, int line, const Message& where) {
  auto fail = [&](Message why) { throw InputError(file, line, Message{N_("{field}: {what}"), {arg("field", where), arg("what", std::move(why))}}); };
  auto what = [&] { return Message{columns()[col].what.c_str(), {}}; };
  std::string t = trim(cell);
  if (t.empty()) fail(Message{N_("missing: give {what}"), {arg("what", what())}});
  if (col == kPlayer) {
    r.player = t;
    return;
  }
  auto amount = parse_amount(t);
  if (!amount) fail(Message{N_("'{value}' is not an amount (a number such as 120 or 7.5)"), {{"value", t}}});
  if (col == kPremium) {
    if (!amount->is_integer() || amount->sign() < 0) fail(Message{N_("'{value}': the number of premium cards is a whole number >= 0"), {{"value", t}}});
    r.premium = static_cast<long>(amount->num);
    return;
  }
  if (col == kCash && amount->sign() < 0)
    fail(Message{N_("cash {value} is negative: after the 決算 a player sells assets at half their 資産 until cash is 0 or more, "
                    "or defaults (check it with `adjudicate roeup --settlement`)"),
                 {{"value", t}}});
  if (col != kProfit && amount->sign() < 0) fail(Message{N_("{value} is negative; {what} cannot be"), {{"value", t}, arg("what", what())}});
  Rational* fields[] = {nullptr, &r.cash, &r.assets, &r.rating, &r.loans, &r.interest, &r.operating_profit, &r.sales};
  *fields[col] = *amount;
}

void check_rows(std::vector<RoeRow>& rows, const std::string& file, bool csv) {
  if (rows.empty()) throw InputError(file, 0, Message{N_("no players: give one row per player"), {}});
  std::set<std::string> seen;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const RoeRow& r = rows[i];
    std::string at = csv ? "" : "players[" + std::to_string(i) + "].";
    if (!seen.insert(name_key(r.player)).second)
      throw InputError(file, r.line, Message{N_("{at}player: '{player}' appears twice; give each player one row"), {{"at", at}, {"player", r.player}}});
    if (r.interest.sign() > 0 && r.loans.sign() == 0)
      throw InputError(file, r.line,
                       Message{N_("{at}interest: {value} of interest without a 融資の成立 amount (loans 0): interest comes from 融資の成立 cards"),
                               {{"at", at}, {"value", r.interest.text()}}});
  }
}

std::vector<RoeRow> parse_csv_table(std::string_view text, const std::string& file) {
  auto rows = parse_csv(text, file);
  if (rows.empty()) throw InputError(file, 0, Message{N_("empty file: give a header row ({columns}) and one row per player"), {{"columns", column_list()}}});
  const auto& header = rows[0];
  std::vector<int> at = match_columns(header, columns(), file);
  std::vector<RoeRow> out;
  for (std::size_t r = 1; r < rows.size(); ++r) {
    const auto& row = rows[r];
    bool blank = true;
    for (const auto& f : row.fields) blank = blank && trim(f).empty();
    if (blank) continue;
    if (row.fields.size() != header.fields.size())
      throw InputError(file, row.line, Message{N_("{n} fields, the header has {header}"),
                                               {{"n", std::to_string(row.fields.size())}, {"header", std::to_string(header.fields.size())}}});
    RoeRow x;
    x.line = row.line;
    for (int c = 0; c < kCols; ++c) store(x, c, row.fields[static_cast<std::size_t>(at[static_cast<std::size_t>(c)])], file, row.line,
                                    Message{N_("column {column}"), {{"column", columns()[c].id}}});
    out.push_back(x);
  }
  check_rows(out, file, true);
  return out;
}

std::vector<RoeRow> parse_json_table(std::string_view text, const std::string& file) {
  json root = parse_json_input(text, file);
  Fields top(root, "", file);
  top.only({"game", "players"});
  check_game(top, "roeup");
  if (!top.has("players") || !top.raw("players").is_array()) top.fail("players", Message{N_("must be a list of players [{{\"player\": ..., \"cash\": ...}}, ...]"), {}});
  const json& list = top.raw("players");
  std::vector<RoeRow> out;
  for (std::size_t i = 0; i < list.size(); ++i) {
    std::string path = "players[" + std::to_string(i) + "]";
    Fields p(list[i], path, file);
    RoeRow x;
    for (auto it = list[i].begin(); it != list[i].end(); ++it)
      if (column_of(it.key()) < 0) p.fail(it.key(), Message{N_("unknown field; the fields are {fields}"), {{"fields", column_list()}}});
    for (int c = 0; c < kCols; ++c) {
      const json* cell = nullptr;
      for (auto it = list[i].begin(); it != list[i].end(); ++it)
        if (column_of(it.key()) == c) {
          // "cash" and "現金" are one column: as in the CSV reader, giving it twice is an error.
          if (cell) p.fail(it.key(), Message{N_("given twice (as {column})"), {{"column", columns()[c].id}}});
          cell = &it.value();
        }
      std::string text_value;
      if (cell && cell->is_string()) text_value = cell->get<std::string>();
      else if (cell && cell->is_number()) text_value = cell->dump();
      else if (cell && !cell->is_null()) p.fail(columns()[c].id, Message{N_("is {value}; give a number"), {{"value", cell->dump()}}});
      store(x, c, text_value, file, 0, verbatim(path + "." + columns()[c].id));
    }
    out.push_back(x);
  }
  check_rows(out, file, false);
  return out;
}

}  // namespace

std::vector<RoeRow> parse_roeup_table(std::string_view text, const std::string& file) {
  std::size_t i = 0;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") i = 3;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t')) ++i;
  if (i < text.size() && text[i] == '{') return parse_json_table(text, file);
  return parse_csv_table(text, file);
}

}  // namespace jk::judge
