// Organisers' imported card lists, kept per game in the user's data folder.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "crypto.hpp"
#include "errors.hpp"
#include "input_file.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk {

namespace fs = std::filesystem;

std::string data_dir() {
  if (const char* d = std::getenv("JUDGEKIT_DATA"); d && *d) return d;
  if (const char* x = std::getenv("XDG_DATA_HOME"); x && *x) return (fs::path(x) / "judgekit").string();
  const char* home = std::getenv("HOME");
  return (fs::path(home ? home : ".") / ".local/share/judgekit").string();
}

static fs::path imported_path(const Game& game) { return fs::path(data_dir()) / "cards" / (game.id + ".csv"); }

CardList read_full_card_list(const Game& game, const std::string& csv_path, Encoding encoding, std::string& text) {
  // Read once: the text validated is the text stored (as UTF-8).
  InputOptions opt;
  opt.encoding = encoding;
  opt.what = N_("a card list");
  text = read_input_file(csv_path, opt);
  CardList list = parse_cards_csv(text, csv_path, game.fields);  // throws before anything is written
  // A pack may list a card the rulebook shows only as a picture; a list for an event names every
  // card, since decklists name cards by name.
  for (const Card& c : list.cards)
    if (c.name.empty()) throw InputError(csv_path, c.source_line, Message{N_("card {number} has no name; give every card its name"), {{"number", c.number}}});
  return list;
}

std::size_t import_cards(const Game& game, const std::string& csv_path, Encoding encoding) {
  std::string text;
  CardList list = read_full_card_list(game, csv_path, encoding, text);
  fs::path target = imported_path(game);
  std::error_code ec;
  fs::create_directories(target.parent_path(), ec);
  if (ec) throw InputError(target.parent_path().string(), 0, Message{N_("cannot create the folder: {error}"), {{"error", ec.message()}}});
  // Write beside, then rename: a crash never leaves half a list.
  fs::path tmp = target;
  tmp += ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) {
      fs::remove(tmp, ec);
      throw InputError(tmp.string(), 0, Message{N_("cannot write the imported card list"), {}});
    }
  }
  fs::rename(tmp, target, ec);
  if (ec) throw InputError(target.string(), 0, Message{N_("cannot store the imported card list: {error}"), {{"error", ec.message()}}});
  return list.cards.size();
}

std::string sha256_hex(std::string_view text) {
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (unsigned char b : sha256(text)) out += {hex[b >> 4], hex[b & 15]};
  return out;
}

// A card found again: what the later list states, over what the earlier one knew.
static void lay_over(Card& earlier, const Card& later) {
  Card c = later;
  if (c.name.empty()) c.name = earlier.name;
  if (!c.type) c.type = earlier.type;
  if (!c.card_class) c.card_class = earlier.card_class;
  if (!c.cost) c.cost = earlier.cost;
  if (!c.stars) c.stars = earlier.stars;
  if (!c.object_number) c.object_number = earlier.object_number;
  if (!c.reading) c.reading = earlier.reading;
  if (c.factions.empty()) c.factions = earlier.factions;
  for (const auto& t : earlier.tags)
    if (!c.has_tag(t)) c.tags.push_back(t);
  c.tags_known = later.tags_known || earlier.tags_known;
  earlier = std::move(c);
}

void add_card_layer(CardList& into, const CardList& from) {
  for (const Card& c : from.cards) {
    auto it = into.by_number.find(fold_text(c.number));
    if (it != into.by_number.end()) lay_over(into.cards[it->second], c);
    else into.cards.push_back(c);
  }
  into.source += (into.source.empty() ? "" : " + ") + from.source;
  into.sources.insert(into.sources.end(), from.sources.begin(), from.sources.end());
  into.index();
}

// A CSV list read once: the text parsed is the text hashed.
static CardList file_layer(const Game& game, const std::string& path, CardListKind kind) {
  InputOptions opt;
  opt.what = N_("a card list");
  const std::string text = read_input_file(path, opt);
  CardList list = parse_cards_csv(text, path, game.fields);
  list.sources = {{kind, path, sha256_hex(text)}};
  return list;
}

CardList effective_cards(const Game& game, const CardList* event_list, const std::string& extra_csv) {
  CardList list = game.cards;
  list.sources = {{CardListKind::pack, game.id, ""}};
  list.index();
  fs::path imported = imported_path(game);
  if (event_list) add_card_layer(list, *event_list);
  else if (fs::exists(imported)) add_card_layer(list, file_layer(game, imported.string(), CardListKind::imported));
  if (!extra_csv.empty()) add_card_layer(list, file_layer(game, extra_csv, CardListKind::file));
  return list;
}

CardList effective_cards(const Game& game, const std::string& extra_csv) { return effective_cards(game, nullptr, extra_csv); }

}  // namespace jk
