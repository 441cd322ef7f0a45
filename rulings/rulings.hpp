// jk_rulings: every rule and FAQ entry of the games' rulebooks (games/<id>/rulings.xml),
// searchable in Japanese through an SQLite FTS5 index with a tokenizer of ours (docs/rulings.md).
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "i18n.hpp"

namespace jk::rulings {

// ---- The data: one games/<id>/rulings.xml
struct Entry {
  std::string number;  // as the rulebook writes it: "2-5-3", "4-5-6 例2", "104.2a", "7 / E0043 投資信託"
  std::string parent;  // number of the enclosing entry, "" at the top
  std::string kind;    // rule | faq | example | revision | note
  std::string heading, body;
  std::string old_text, new_text;  // a revision's wording before and after ("" when none)
  std::vector<std::string> cards;  // card numbers the entry is about: "E0043/V1SM"
  std::string announced, effective;  // YYYY-MM-DD or ""
  int line = 0;
};

struct Rulebook {
  std::string game, document, path;
  std::vector<Entry> entries;  // in document order
};

// Validates like the pack loader: unknown element or attribute, missing attribute, bad kind or
// date, duplicate number, unknown parent -> InputError(path, line, what).
Rulebook load_rulings(const std::string& path);
Rulebook parse_rulings(std::string_view xml, const std::string& path);

// ---- The index: a cache file rebuilt when any games/<id>/rulings.xml (or card list) changes
using Progress = std::function<void(const std::string& what)>;

struct Index;  // an open cache file
struct IndexDeleter {
  void operator()(Index*) const;
};
using IndexPtr = std::unique_ptr<Index, IndexDeleter>;

// jk::data_dir() + "/rulings-cache.sqlite".
std::string default_cache_path();

struct BuildStats {
  int games = 0, entries = 0, xrefs = 0;
  std::vector<std::string> without_rulings;  // packs that have no rulings.xml yet
  double seconds = 0;
};
// Builds into a temporary file beside `cache_path`, then renames it over (two processes
// rebuilding at once each leave a whole file). Throws InputError for bad data; the old cache stays.
BuildStats rebuild_index(const std::string& games_dir, const std::string& cache_path, const Progress& progress = {});

// Opens the cache, rebuilding it first when it is missing, of another version, or stale.
IndexPtr open_index(const std::string& games_dir, const std::string& cache_path, const Progress& progress = {});

// Games that have rulings in the index, in index order.
std::vector<std::string> indexed_games(Index& index);

// ---- Search
// Highlighted text comes back with these around each match: control characters no rulebook
// text can hold (XML 1.0 forbids them), turned into reverse video or dropped by the caller.
inline constexpr char kMarkOpen = '\x02';
inline constexpr char kMarkClose = '\x03';
std::string strip_marks(std::string_view s);

// A word of the query found as other words (docs/rulings.md, "Words as judges say them"): a
// pack's term (時間切れ -> 制限時間), a kana reading (とうししんたく -> 投資信託), another form of
// its kanji (対戦相手 -> the rulebook's 对戦相手).
struct ReadAs {
  enum class How { term, reading, variant };
  How how = How::term;
  std::string typed;       // the query's word
  std::string found;       // as the rulebook writes it
  std::string game, cite;  // a term's pack and the entry it cites ("" when none)
  bool operator==(const ReadAs& o) const { return how == o.how && typed == o.typed && found == o.found && game == o.game; }
};
std::string how_name(ReadAs::How how);  // "term", "reading", "variant": what --json says
// The lines a person reads for them, one per word and what found it:
// "時間切れ: searched as 制限時間 (economica 2-5)", "とうししんたく: read as 投資信託".
std::vector<Message> describe(const std::vector<ReadAs>& list);
// The line for a search or `rules show` that fell through to every game.
Message fell_through(const std::string& query, const std::string& game);

struct Hit {
  std::int64_t id = 0;  // document order across the index
  std::string game, number, kind;
  std::string heading;  // marked
  std::string snippet;  // marked: the part of the text around the first matches
  bool by_number = false;  // the query is this entry's rule number
  double score = 0;        // bm25 (lower is better); 0 for a number match
  bool by_date = false;    // a revision announced or in force on the query's date
  std::vector<ReadAs> read_as;  // the marked words found as other words than typed
};

struct SearchOptions {
  std::string query;
  std::string game;  // "" = every game
  int limit = 10;
};

struct SearchResult {
  std::vector<std::string> terms;  // the terms searched, as typed ("M & A" is one term)
  std::vector<std::string> dropped;  // terms over the limit of terms, not searched
  std::vector<Hit> hits;
  std::size_t total = 0;  // entries matching before --limit
  // No hit: the query with one term dropped that finds most, and how many it finds.
  std::string suggestion;
  std::size_t suggestion_hits = 0;
  // The query as a number without separators ("251") when it is that of several entries:
  // none is taken as meant; all are offered.
  std::vector<Hit> numbers_like;
  // No hit: up to three entries whose number or heading is closest to the query.
  std::vector<Hit> nearest;
  // Every ReadAs of the hits listed, once each, in order.
  std::vector<ReadAs> read_as;
  // The query's date ("2013-11-04", or a month "2013-11"), "" when it holds none.
  std::string date;
  // The game asked for when the query is a rule number of another game only: the hits are then
  // from every game (options.game is not searched alone).
  std::string fell_through_from;
};

// Throws InputError for an unknown game. The query's words are also searched as the packs'
// terms say them and as the kana readings of the rulebooks' kanji; a date finds the revisions
// announced or in force on it; a rule number that is not the game's falls through to every game.
SearchResult search(Index& index, const SearchOptions& options);

// ---- One entry with its neighbourhood (judgekit rules show)
struct EntryRef {
  std::int64_t id = 0;  // 0 when the number is not in the rulebook (a citation of a missing rule)
  std::string game, number, kind, heading, label;  // label: the heading, or the body's start
};
struct EntryView {
  std::string fell_through_from;  // the game asked for, when the number is another game's only
  EntryRef ref;
  Entry entry;
  std::string document, file;  // source document of the rulebook; games/<id>/rulings.xml
  std::optional<EntryRef> parent;
  std::vector<EntryRef> children, cites, cited_by;
};
// NUMBER is matched after NFKC and without spaces ("１０４．２ａ" = "104.2a"), else without
// separators when that names one entry ("1042a"). An empty `game` looks in every game: the
// number must then be one game's; a number that is not `game`'s but one other game's is shown
// from there (fell_through_from). Throws InputError when there is no such entry, suggesting
// entries by their number's last part ("例2" -> 4-5-6 例2), their heading's words ("資本" ->
// 資本の決定, ゲームの終了/資本), their number's family ("2-5-9" -> 2-5-1) and near typos; and
// with the games when several have it.
EntryView show(Index& index, const std::string& game, const std::string& number);

// ---- Every entry about a card (judgekit rules card)
struct CardHit {
  EntryRef ref;
  bool listed = false;  // the entry's cards attribute holds the card
  bool named = false;   // the entry's text names the card (number or name)
};
struct CardEntries {
  std::string card;  // the card as resolved: "投資信託 (E0043/V1SM)"
  std::string how;   // number | base_number | name | normalised_name | reading
  std::vector<std::string> printings;  // every printing of the card: "A0003/V1S", "A0003/V1B"
  std::vector<CardHit> hits;
};
// Resolves CARD with jk::find_card over jk::effective_cards(game); InputError with "did you
// mean" suggestions when it is unknown or names several cards.
CardEntries card_entries(Index& index, const std::string& games_dir, const std::string& game, const std::string& card);

}  // namespace jk::rulings
