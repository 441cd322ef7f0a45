// The index cache: built from games/<id>/rulings.xml into data_dir()/rulings-cache.sqlite,
// rebuilt whenever the fingerprint of the packs changes.
#include "index.hpp"

#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <map>

#include "errors.hpp"
#include "near.hpp"
#include "pack.hpp"
#include "query.hpp"
#include "reading.hpp"
#include "text.hpp"
#include "tokenizer.hpp"
#include "xref.hpp"

namespace jk::rulings {

namespace fs = std::filesystem;

// Bump when the tables, the tokenizer or the extraction change: old caches are then rebuilt.
static constexpr const char* kIndexVersion = "jk-rulings 9";  // 7: variants, symbols, readings, terms, near_index; 8: trigrams; 9: says' readings

void IndexDeleter::operator()(Index* index) const { delete index; }

std::string default_cache_path() { return (fs::path(data_dir()) / "rulings-cache.sqlite").string(); }

const GameRange& game_range(const Index& index, const std::string& game) {
  for (const auto& g : index.games)
    if (g.game == game) return g;
  std::string known;
  for (const auto& g : index.games) known += (known.empty() ? "" : ", ") + g.game;
  throw InputError(known.empty() ? Message{N_("no rulings for game '{game}'; no game has rulings"), {{"game", game}}}
                                 : Message{N_("no rulings for game '{game}'; games with rulings: {games}"), {{"game", game}, {"games", known}}});
}

std::vector<std::string> indexed_games(Index& index) {
  std::vector<std::string> out;
  for (const auto& g : index.games) out.push_back(g.game);
  return out;
}

Statement& cached(Index& index, const std::string& sql) {
  auto& slot = index.statements[sql];
  if (!slot) slot = std::make_unique<Statement>(index.db.prepare(sql));
  else slot->reset();
  return *slot;
}

std::string label_of(const std::string& heading, const std::string& body) {
  auto cps = to_code_points(heading.empty() ? body : heading);
  std::string out;
  for (std::size_t i = 0; i < cps.size() && i < 40; ++i) append_utf8(out, cps[i] == '\n' ? U' ' : cps[i]);
  if (cps.size() > 40) out += "…";
  return out;
}

static std::string stat_line(const fs::path& p) {
  struct stat st {};
  if (::stat(p.c_str(), &st) != 0) return "";
  return p.string() + " " + std::to_string(st.st_size) + " " + std::to_string(st.st_mtim.tv_sec) + "." +
         std::to_string(st.st_mtim.tv_nsec) + "\n";
}

std::string fingerprint(const std::string& games_dir) {
  std::error_code ec;
  fs::path dir = fs::absolute(games_dir, ec);
  std::string out = std::string(kIndexVersion) + "\n" + dir.string() + "\n";
  std::vector<fs::path> files;
  for (const auto& id : game_ids(dir.string())) {
    for (const auto& e : fs::directory_iterator(dir / id, ec))
      if (e.is_regular_file(ec)) files.push_back(e.path());
    files.push_back(fs::path(data_dir()) / "cards" / (id + ".csv"));
  }
  std::sort(files.begin(), files.end());
  for (const auto& f : files) out += stat_line(f);
  return out;
}

namespace {

const char* kSchema = R"sql(
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE games(game TEXT PRIMARY KEY, document TEXT NOT NULL, file TEXT NOT NULL,
                   first INTEGER NOT NULL, last INTEGER NOT NULL) WITHOUT ROWID;
-- id is the document order across the index (games in id order, entries in file order).
-- loose_key: the number without separators ("1042a" for 104.2a), for numbers typed without them.
CREATE TABLE entries(id INTEGER PRIMARY KEY, game TEXT NOT NULL, number TEXT NOT NULL, number_key TEXT NOT NULL, loose_key TEXT NOT NULL,
                     parent TEXT NOT NULL, kind TEXT NOT NULL, heading TEXT NOT NULL, body TEXT NOT NULL,
                     old TEXT NOT NULL, new TEXT NOT NULL, cards TEXT NOT NULL, announced TEXT NOT NULL,
                     effective TEXT NOT NULL, line INTEGER NOT NULL);
CREATE INDEX entries_number ON entries(number_key, id);
CREATE INDEX entries_loose ON entries(loose_key, id);
CREATE INDEX entries_game_number ON entries(game, number);
CREATE INDEX entries_parent ON entries(game, parent, id);
CREATE INDEX entries_announced ON entries(announced, id);
CREATE INDEX entries_effective ON entries(effective, id);
CREATE TABLE entry_cards(entry INTEGER NOT NULL, game TEXT NOT NULL, card TEXT NOT NULL, base TEXT NOT NULL);
CREATE INDEX entry_cards_base ON entry_cards(game, base, entry);
CREATE TABLE xrefs(source INTEGER NOT NULL, seq INTEGER NOT NULL, target TEXT NOT NULL, target_id INTEGER,
                   PRIMARY KEY(source, seq)) WITHOUT ROWID;
CREATE INDEX xrefs_target ON xrefs(target_id, source);
-- Kana readings (term_key form) of the rulebooks' kanji words ('text', read by kakasi) and of
-- the cards' names ('card': the card list's reading column, else kakasi's): a query term that is
-- a reading also searches for the words, since the rulebooks write them in kanji.
CREATE TABLE readings(key TEXT NOT NULL, game TEXT NOT NULL, surface TEXT NOT NULL, kind TEXT NOT NULL,
                      PRIMARY KEY(key, game, surface, kind)) WITHOUT ROWID;
-- The packs' terms (games/<id>/terms.xml): what people say (key: term_key of the say, and each
-- kana reading of a say written in kanji: じかんぎれ says 時間切れ) and the rulebook's words it means.
CREATE TABLE terms(key TEXT NOT NULL, game TEXT NOT NULL, term INTEGER NOT NULL, said TEXT NOT NULL,
                   PRIMARY KEY(key, game, term)) WITHOUT ROWID;
CREATE TABLE term_means(game TEXT NOT NULL, term INTEGER NOT NULL, seq INTEGER NOT NULL, means TEXT NOT NULL, cite TEXT NOT NULL,
                        PRIMARY KEY(game, term, seq)) WITHOUT ROWID;
-- The entry's number, heading, body, a revision's old and new wording, and its cards' numbers
-- and names (an entry saying このカード is still found by the card's name). bm25 weights them
-- in search.cpp.
CREATE VIRTUAL TABLE fts USING fts5(number, heading, body, wording, extra, tokenize='jk_ja');
-- Token counts of the fts columns per row for jk_rank (rank.hpp), one blob read at open.
CREATE TABLE column_sizes(data BLOB NOT NULL);
-- The numbers and headings of every entry for the nearest entries of a query with no hit (near.hpp).
CREATE TABLE near_index(data BLOB NOT NULL);
)sql";

// Deletes the temporary build file unless it was renamed into place.
struct TempFile {
  std::string path;
  bool keep = false;
  ~TempFile() {
    if (keep) return;
    std::error_code ec;
    fs::remove(path, ec);
    fs::remove(path + "-journal", ec);
  }
};

std::string base_of(const std::string& number) { return fold_text(number.substr(0, number.find('/'))); }

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

void store_blob(Database& db, const char* table, const std::string& blob) {
  sqlite3_stmt* st = nullptr;
  sqlite3_prepare_v2(db.handle(), (std::string("INSERT INTO ") + table + "(data) VALUES(?1)").c_str(), -1, &st, nullptr);
  sqlite3_bind_blob(st, 1, blob.data(), static_cast<int>(blob.size()), SQLITE_TRANSIENT);
  int rc = sqlite3_step(st);
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) throw SqliteError(rc, std::string("cannot store ") + table);
}

// One build: the statements, the running entry id and what is kept for the blobs.
struct Builder {
  Database& db;
  Statement ins_entry, ins_fts, ins_card, ins_xref, ins_reading, ins_game, ins_term, ins_means;
  std::int64_t next_id = 1;
  ColumnSizes sizes;
  NearIndex near;
  BuildStats stats;

  explicit Builder(Database& d)
      : db(d),
        ins_entry(d.prepare("INSERT INTO entries(id, game, number, number_key, parent, kind, heading, body, old, new, cards, announced, effective, line, loose_key)"
                            " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)")),
        ins_fts(d.prepare("INSERT INTO fts(rowid, number, heading, body, wording, extra) VALUES(?1, ?2, ?3, ?4, ?5, ?6)")),
        ins_card(d.prepare("INSERT INTO entry_cards(entry, game, card, base) VALUES(?1, ?2, ?3, ?4)")),
        ins_xref(d.prepare("INSERT INTO xrefs(source, seq, target, target_id) VALUES(?1, ?2, ?3, ?4)")),
        ins_reading(d.prepare("INSERT OR IGNORE INTO readings(key, game, surface, kind) VALUES(?1, ?2, ?3, ?4)")),
        ins_game(d.prepare("INSERT INTO games(game, document, file, first, last) VALUES(?1, ?2, ?3, ?4, ?5)")),
        ins_term(d.prepare("INSERT OR IGNORE INTO terms(key, game, term, said) VALUES(?1, ?2, ?3, ?4)")),
        ins_means(d.prepare("INSERT INTO term_means(game, term, seq, means, cite) VALUES(?1, ?2, ?3, ?4, ?5)")) {
    sizes.sizes.assign(kColumns, 0);  // row 0: no entry
  }

  static std::uint16_t length(const std::string& text) {
    std::size_t n = 0;
    for (const auto& t : tokenize(text, TokenizeMode::document)) n += !t.colocated;
    return static_cast<std::uint16_t>(std::min<std::size_t>(n, 65535));
  }

  void reading(const std::string& key, const std::string& game, const std::string& surface, const char* kind) {
    if (key.empty()) return;
    ins_reading.bind(1, key).bind(2, game).bind(3, surface).bind(4, kind);
    ins_reading.run();
  }

  void entry(const std::string& game, const Entry& e, const CardList& cards, const std::map<std::string, std::pair<std::string, std::int64_t>>& by_key);
  void book(const std::string& games_dir, const std::string& id, const Rulebook& book, const Game& pack);
  void readings_of(const std::string& game, const Rulebook& book, const CardList& cards);
  void terms_of(const Game& pack, std::int64_t first, std::int64_t last, const std::map<std::string, std::pair<std::string, std::int64_t>>& by_key);
};

void Builder::entry(const std::string& game, const Entry& e, const CardList& cards,
                    const std::map<std::string, std::pair<std::string, std::int64_t>>& by_key) {
  std::int64_t eid = next_id++;
  std::string key = number_key(e.number), loose = loose_number_key(e.number);
  ins_entry.bind(1, eid).bind(2, game).bind(3, e.number).bind(4, key).bind(5, e.parent).bind(6, e.kind).bind(7, e.heading)
      .bind(8, e.body).bind(9, e.old_text).bind(10, e.new_text).bind(11, join(e.cards, " ")).bind(12, e.announced)
      .bind(13, e.effective).bind(14, e.line).bind(15, loose);
  ins_entry.run();
  near.add(eid, loose, e.heading.empty() ? "" : number_key(e.heading));
  std::string extra;
  for (const auto& c : e.cards) {
    extra += (extra.empty() ? "" : "\n") + c;
    ins_card.bind(1, eid).bind(2, game).bind(3, c).bind(4, base_of(c));
    ins_card.run();
    auto it = cards.by_number.find(fold_text(c));
    if (it == cards.by_number.end()) continue;
    if (!cards.cards[it->second].name.empty()) extra += "\n" + cards.cards[it->second].name;
  }
  std::string wording = e.old_text + (e.old_text.empty() ? "" : "\n") + e.new_text;
  ins_fts.bind(1, eid).bind(2, e.number).bind(3, e.heading).bind(4, e.body).bind(5, wording).bind(6, extra);
  ins_fts.run();
  for (const std::string* col : std::initializer_list<const std::string*>{&e.number, &e.heading, &e.body, &wording, &extra}) sizes.sizes.push_back(length(*col));
  int seq = 0;
  auto exists = [&](const std::string& k) {
    auto it = by_key.find(k);
    return it == by_key.end() ? std::string() : it->second.first;
  };
  for (const auto& c : citations(e.heading + "\n" + e.body + "\n" + e.old_text + "\n" + e.new_text, exists)) {
    if (c.number == e.number) continue;
    auto it = by_key.find(number_key(c.number));
    ins_xref.bind(1, eid).bind(2, seq++).bind(3, c.number);
    if (it != by_key.end()) ins_xref.bind(4, it->second.second);
    else ins_xref.bind_null(4);
    ins_xref.run();
    ++stats.xrefs;
  }
  ++stats.entries;
}

// A say written in kanji is said by its readings too, as a judge types before converting:
// じかんぎれ for 時間切れ. Left out: a say of one character and readings under kMinSayMorae
// morae (a small ャ, ュ, ョ or vowel joins the kana before it): じょう and ば for 場 would turn
// a stray syllable into the flow zone.
constexpr std::size_t kMinSayMorae = 3;

std::size_t morae(const std::string& katakana) {
  std::size_t n = 0;
  for (char32_t c : to_code_points(katakana))
    if (c != U'ャ' && c != U'ュ' && c != U'ョ' && c != U'ァ' && c != U'ィ' && c != U'ゥ' && c != U'ェ' && c != U'ォ' && c != U'ヮ') ++n;
  return n;
}

std::vector<std::string> say_readings(const std::string& say) {
  std::vector<std::string> out;
  if (to_code_points(say).size() < 2) return out;
  for (auto& key : name_readings(say))
    if (morae(key) >= kMinSayMorae) out.push_back(std::move(key));
  return out;
}

// Kana readings: the rulebook's kanji words, and every card's name (its list's reading first).
void Builder::readings_of(const std::string& game, const Rulebook& book, const CardList& cards) {
  std::vector<std::string> texts;
  for (const auto& e : book.entries)
    for (const std::string* t : {&e.heading, &e.body, &e.old_text, &e.new_text})
      if (!t->empty()) texts.push_back(*t);
  for (const auto& r : kanji_readings(texts)) reading(r.key, game, r.surface, "text");
  for (const auto& c : cards.cards) {
    if (c.name.empty()) continue;
    if (c.reading && !c.reading->empty()) reading(term_key(*c.reading), game, c.name, "card");
    for (const auto& key : name_readings(c.name)) reading(key, game, c.name, "card");
  }
}

// The pack's terms, each <means> checked to be the rulebook's words and each cite its number.
void Builder::terms_of(const Game& pack, std::int64_t first, std::int64_t last,
                       const std::map<std::string, std::pair<std::string, std::int64_t>>& by_key) {
  std::string file = (fs::path(pack.dir) / "terms.xml").string();
  auto count = db.prepare("SELECT count(*) FROM fts WHERE fts MATCH ?1 AND rowid BETWEEN ?2 AND ?3");
  for (std::size_t t = 0; t < pack.terms.size(); ++t) {
    const PackTerm& term = pack.terms[t];
    if (!term.cite.empty() && !by_key.count(number_key(term.cite)))
      throw InputError(file, term.line, Message{N_("cite '{cite}' is no entry of {game}'s rulings; give an entry's number as rulings.xml writes it"),
                                                {{"cite", term.cite}, {"game", pack.id}}});
    for (std::size_t m = 0; m < term.means.size(); ++m) {
      std::string folded = fold_text(term.means[m]);
      Term phrase{folded, term.means[m], is_prefix(folded), {}};
      count.bind(1, match_expression({phrase})).bind(2, first).bind(3, last);
      std::int64_t n = count.step() ? count.int64(0) : 0;
      count.reset();
      if (n == 0)
        throw InputError(file, term.means_lines[m], Message{N_("<means>{means}</means> is in no entry of {game}'s rulings; write the rulebook's own words"),
                                                            {{"means", term.means[m]}, {"game", pack.id}}});
      ins_means.bind(1, pack.id).bind(2, static_cast<std::int64_t>(t)).bind(3, static_cast<std::int64_t>(m)).bind(4, term.means[m]).bind(5, term.cite);
      ins_means.run();
    }
    for (const auto& say : term.says) {
      ins_term.bind(1, term_key(say.text)).bind(2, pack.id).bind(3, static_cast<std::int64_t>(t)).bind(4, say.text);
      ins_term.run();
      for (const auto& key : say_readings(say.text)) {
        ins_term.bind(1, key).bind(2, pack.id).bind(3, static_cast<std::int64_t>(t)).bind(4, say.text);
        ins_term.run();
      }
    }
  }
}

void Builder::book(const std::string& games_dir, const std::string& id, const Rulebook& book, const Game& pack) {
  CardList cards = effective_cards(pack);
  std::int64_t first = next_id;
  std::map<std::string, std::pair<std::string, std::int64_t>> by_key;  // number_key -> number, id
  for (const auto& e : book.entries) by_key.emplace(number_key(e.number), std::make_pair(e.number, first + (&e - book.entries.data())));
  for (const auto& e : book.entries) entry(id, e, cards, by_key);
  readings_of(id, book, cards);
  terms_of(pack, first, next_id - 1, by_key);
  ins_game.bind(1, id).bind(2, book.document).bind(3, (fs::path("games") / id / "rulings.xml").string()).bind(4, first).bind(5, next_id - 1);
  ins_game.run();
  ++stats.games;
  (void)games_dir;
}

Database create_build_file(const std::string& path) {
  try {
    return Database(path, true);
  } catch (const SqliteError& e) {
    throw InputError(path, 0, Message{N_("cannot write the rulings cache: {error}; set JUDGEKIT_DATA to a folder you can write"), {{"error", e.what()}}});
  }
}

}  // namespace

BuildStats rebuild_index(const std::string& games_dir, const std::string& cache_path, const Progress& progress) {
  auto t0 = std::chrono::steady_clock::now();
  // Taken before reading: a file changed while we build makes the next open build again.
  std::string fp = fingerprint(games_dir);
  fs::path target(cache_path);
  std::error_code ec;
  if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
  if (ec) throw InputError(target.parent_path().string(), 0, Message{N_("cannot create the folder for the rulings cache: {error}; set JUDGEKIT_DATA to a folder you can write"), {{"error", ec.message()}}});
  static std::atomic<unsigned> counter{0};
  TempFile tmp{cache_path + ".tmp." + std::to_string(::getpid()) + "." + std::to_string(counter++)};
  BuildStats stats;
  {
    Database db = create_build_file(tmp.path);
    register_tokenizer(db.handle());
    // A private file until renamed into place: no journal needed.
    db.exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF;");
    db.exec(kSchema);
    Transaction tx(db);
    Builder b(db);
    for (const auto& id : game_ids(games_dir)) {
      fs::path file = fs::path(games_dir) / id / "rulings.xml";
      if (!fs::exists(file)) {
        b.stats.without_rulings.push_back(id);
        continue;
      }
      if (progress) progress(format(tr("indexing {file}"), {{"file", file.string()}}));
      Rulebook book = load_rulings(file.string());
      if (book.game != id)
        throw InputError(file.string(), 0, Message{N_("<rulings game=\"{game}\"> is in the folder of game '{folder}'"), {{"game", book.game}, {"folder", id}}});
      b.book(games_dir, id, book, load_game(games_dir, id));
    }
    db.prepare("INSERT INTO meta(key, value) VALUES('version', ?1), ('fingerprint', ?2)").bind(1, kIndexVersion).bind(2, fp).run();
    store_blob(db, "column_sizes", b.sizes.to_blob());
    store_blob(db, "near_index", b.near.to_blob());
    db.exec("INSERT INTO fts(fts) VALUES('optimize')");
    tx.commit();
    stats = b.stats;
  }
  fs::rename(tmp.path, target, ec);
  if (ec) throw InputError(cache_path, 0, Message{N_("cannot put the rulings cache in place: {error}"), {{"error", ec.message()}}});
  tmp.keep = true;
  stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return stats;
}

// What every lookup needs besides the connection: the tokenizer, the games, jk_rank's sizes.
static void load(Index& index) {
  // The file is never written once in place (a rebuild renames a new file over it): hold the
  // shared lock for the connection's life instead of taking it for every statement.
  index.db.exec("PRAGMA locking_mode=EXCLUSIVE");
  register_tokenizer(index.db.handle());
  auto g = index.db.prepare("SELECT game, document, file, first, last FROM games ORDER BY first");
  while (g.step()) index.games.push_back({g.text(0), g.text(1), g.text(2), g.int64(3), g.int64(4)});
  auto s = index.db.prepare("SELECT data FROM column_sizes");
  if (s.step()) index.sizes = ColumnSizes::from_blob(s.text(0));
  register_rank(index.db.handle(), &index.sizes);
}

const NearIndex& near_index(Index& index) {
  if (!index.near) {
    auto s = index.db.prepare("SELECT data FROM near_index");
    index.near = std::make_unique<NearIndex>(s.step() ? NearIndex::from_blob(s.text(0)) : NearIndex{});
  }
  return *index.near;
}

static IndexPtr open_cache(const std::string& cache_path, const std::string& fp) {
  if (!fs::exists(cache_path)) return nullptr;
  try {
    IndexPtr index(new Index{Database(cache_path, false), cache_path, {}, {}, {}, {}});
    auto q = index->db.prepare("SELECT value FROM meta WHERE key = ?1");
    q.bind(1, "version");
    if (!q.step() || q.text(0) != kIndexVersion) return nullptr;
    q.reset();
    q.bind(1, "fingerprint");
    if (!q.step() || q.text(0) != fp) return nullptr;
    load(*index);
    return index;
  } catch (const SqliteError&) {
    return nullptr;  // not a cache of ours, or damaged: rebuild it
  }
}

IndexPtr open_index(const std::string& games_dir, const std::string& cache_path, const Progress& progress) {
  std::string fp = fingerprint(games_dir);
  if (IndexPtr index = open_cache(cache_path, fp)) return index;
  rebuild_index(games_dir, cache_path, progress);
  // Opened whatever the fingerprint is now: a pack edited during the build is picked up next time.
  IndexPtr index(new Index{Database(cache_path, false), cache_path, {}, {}, {}, {}});
  load(*index);
  return index;
}

}  // namespace jk::rulings
