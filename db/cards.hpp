// Cards and card lists: the shipped lists of games/<id>/ and organisers' CSV/XML lists.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace jk {

struct Card {
  std::string number;       // as printed: "A0003/V1S"
  std::string base_number;  // the card the printing belongs to: "A0003" (number before the '/')
  std::string name;         // empty when no document gives it ("unknown")
  // Fields a document may or may not give: nullopt / empty means unknown.
  std::optional<std::string> type;
  std::optional<std::string> card_class;     // SCP object class: Safe, Euclid, Keter
  std::optional<int> cost;
  std::optional<int> stars;                  // tochi-jinbutsu land value (★)
  std::optional<std::string> object_number;  // SCP object number
  std::optional<std::string> reading;        // kana reading of the name
  std::vector<std::string> factions;         // empty = unknown
  std::vector<std::string> tags;             // promo, partner, product, commodity, premium...; empty = none
  bool tags_known = true;                    // false: the card's list has no tags column (a rule on tags stays open)
  std::string note;                          // where the data comes from (rule number of the source)
  // Where the card was defined, for messages.
  std::string source_file;
  int source_line = 0;

  // "日本株 (A0003/V1S)", or the number alone when the name is unknown.
  std::string label() const;
  bool has_tag(std::string_view tag) const;
};

// Where a layer of a card list came from, as a verdict records it (docs/decklint.md, "Card lists").
enum class CardListKind { pack, event, imported, file };  // the pack's shipped list, the event's
                                                          // snapshot, this machine's `cards import`, --cards
std::string_view card_list_kind_name(CardListKind k);     // "pack" | "event" | "imported" | "file"
std::optional<CardListKind> parse_card_list_kind(std::string_view name);
struct CardListSource {
  CardListKind kind = CardListKind::pack;
  std::string source;  // the pack's id, or the file as the organiser named it
  std::string sha256;  // of the list's text; "" for the pack's shipped list
};

struct CardList {
  std::vector<Card> cards;
  std::string source;  // file(s) the list came from
  std::vector<CardListSource> sources;  // the layers, the pack's first

  // Indices, rebuilt by index(): keys are fold_text() of the number / name and name_key() of the name.
  std::unordered_map<std::string, std::size_t> by_number;
  std::unordered_multimap<std::string, std::size_t> by_base_number;
  std::unordered_multimap<std::string, std::size_t> by_name;
  std::unordered_multimap<std::string, std::size_t> by_name_key;
  std::unordered_multimap<std::string, std::size_t> by_reading_key;
  void index();
};

// How a card reference in a decklist or a search resolved.
struct CardMatch {
  enum class Kind { number, base_number, name, normalised_name, reading, ambiguous, unknown } kind = Kind::unknown;
  std::vector<std::size_t> cards;        // one for a match, several when ambiguous
  std::vector<std::string> suggestions;  // up to three "did you mean" labels when unknown
};

// Exact card number, else base number (all printings of one card: the first printing stands
// for it), else exact name, else normalised name (NFKC, case, kana, spaces and punctuation),
// else kana reading. A name is never resolved to a different card: several candidates are ambiguous.
CardMatch find_card(const CardList& list, std::string_view query);

// Field declarations of a pack, used to validate and translate values of an imported list.
struct FieldValues {
  std::string field;  // "type", "class", "faction", "tag"
  struct Value {
    std::string id;                      // canonical: what card lists and rules store
    std::string ja, en;  // the pack's names for it (either may be empty); a list may use any of the three
  };
  std::vector<Value> values;
};

// Reads a CSV card list (header row; number,name required; type,cost,class,faction,stars,
// object_number,tags,reading optional; tags and factions ';'-separated). All or nothing:
// throws InputError naming the file and line of the first bad row.
CardList load_cards_csv(const std::string& path, const std::vector<FieldValues>& fields);
CardList parse_cards_csv(std::string_view text, const std::string& file, const std::vector<FieldValues>& fields);

// Reads <cards><card number="" name="" type="" cost="" .../></cards>, same fields as the CSV.
CardList load_cards_xml(const std::string& path, const std::vector<FieldValues>& fields);

}  // namespace jk
