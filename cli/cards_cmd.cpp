// judgekit cards import | list: organisers' full card lists, on this machine or in an event
// (docs/decklint.md, "Card lists").
#include <cstdlib>
#include <functional>
#include <iostream>

#include <nlohmann/json.hpp>

#include "card_list.hpp"
#include "commands.hpp"
#include "errors.hpp"
#include "event_file.hpp"
#include "deck_registry.hpp"
#include "i18n.hpp"
#include "pack.hpp"
#include "text.hpp"

namespace jk::cli {

using nlohmann::ordered_json;

namespace {

struct CardsOptions {
  std::string game, file, encoding, event;
  bool json = false;
  // --event, or $JUDGEKIT_EVENT when no --game says otherwise.
  bool in_event() const { return !event.empty() || (game.empty() && std::getenv("JUDGEKIT_EVENT") != nullptr); }
};

// The event's game; --game, when given too, must name it.
Game event_game(Database& db, const std::string& game_option) {
  const std::string id = event::deck_event(db, db.path()).game;
  if (!game_option.empty() && resolve_game_id(games_dir(), game_option) != id)
    throw InputError(Message{N_("--game {game} differs from the event's game ({event_game})"), {{"game", game_option}, {"event_game", id}}});
  return load_game(games_dir(), id);
}

int cards_import(Context& ctx, const CardsOptions& o) {
  if (!o.in_event()) {
    if (o.game.empty()) throw InputError(Message{N_("which game? give --game G, or --event E to give the event its own list"), {}});
    Game g = load_game(games_dir(), o.game);
    std::size_t n = import_cards(g, o.file, parse_encoding(o.encoding));
    std::cout << format(tr("imported {n} cards for {game} from {file} (stored in {stored})"),
                        {{"n", std::to_string(n)}, {"game", g.id}, {"file", o.file}, {"stored", data_dir() + "/cards/" + g.id + ".csv"}})
              << "\n";
    return ok;
  }
  const std::string path = required_event_path(o.event);
  Database db = open_event(path, OpenMode::write);
  const Game g = event_game(db, o.game);
  const event::ImportedCards got = event::import_event_cards(db, g, o.file, parse_encoding(o.encoding), {ctx.actor});
  std::cout << format(tr("imported {n} cards into the event's card list from {file} (sha256 {hash})"),
                      {{"n", std::to_string(got.cards)}, {"file", terminal_text(o.file)}, {"hash", got.sha256.substr(0, 12)}});
  if (got.replaced) std::cout << format(tr("; replaces the list sha256 {hash} (decklists registered before keep their verdicts)"), {{"hash", got.replaced->substr(0, 12)}});
  std::cout << "\n";
  return ok;
}

ordered_json card_json(const Card& c) {
  auto opt = [](const auto& v) { return v ? ordered_json(*v) : ordered_json(nullptr); };
  ordered_json j = {{"number", c.number}, {"name", c.name.empty() ? ordered_json(nullptr) : ordered_json(c.name)}, {"type", opt(c.type)},
                    {"class", opt(c.card_class)}, {"cost", opt(c.cost)}, {"stars", opt(c.stars)}, {"object_number", opt(c.object_number)},
                    {"factions", c.factions.empty() ? ordered_json(nullptr) : ordered_json(c.factions)}, {"tags", c.tags},
                    {"reading", opt(c.reading)}};
  return j;
}

// A column per field some card of the list gives; a card without it says "unknown".
std::string cards_table(const CardList& list) {
  const std::string unknown = tr("unknown");
  auto opt_s = [&](const std::optional<std::string>& v) { return v ? *v : unknown; };
  auto opt_i = [&](const std::optional<int>& v) { return v ? std::to_string(*v) : unknown; };
  struct Column {
    const char* title;
    std::function<bool(const Card&)> has;
    std::function<std::string(const Card&)> show;
  };
  const std::vector<Column> all = {
      {N_("type"), [](const Card& c) { return c.type.has_value(); }, [&](const Card& c) { return opt_s(c.type); }},
      {N_("class"), [](const Card& c) { return c.card_class.has_value(); }, [&](const Card& c) { return opt_s(c.card_class); }},
      {N_("cost"), [](const Card& c) { return c.cost.has_value(); }, [&](const Card& c) { return opt_i(c.cost); }},
      {N_("stars"), [](const Card& c) { return c.stars.has_value(); }, [&](const Card& c) { return opt_i(c.stars); }},
      {N_("object number"), [](const Card& c) { return c.object_number.has_value(); }, [&](const Card& c) { return opt_s(c.object_number); }},
      {N_("factions"), [](const Card& c) { return !c.factions.empty(); }, [&](const Card& c) { return c.factions.empty() ? unknown : join(c.factions, ";"); }},
      {N_("tags"), [](const Card& c) { return !c.tags.empty(); }, [](const Card& c) { return join(c.tags, ";"); }},
  };
  std::vector<const Column*> shown;
  for (const auto& col : all)
    for (const auto& c : list.cards)
      if (col.has(c)) {
        shown.push_back(&col);
        break;
      }
  std::vector<std::vector<std::string>> rows{{tr("number"), tr("name")}};
  std::vector<char> align{'l', 'l'};
  for (const Column* col : shown) rows[0].push_back(tr(col->title)), align.push_back('l');
  for (const auto& c : list.cards) {
    std::vector<std::string> row{terminal_text(c.number), c.name.empty() ? unknown : terminal_text(c.name)};
    for (const Column* col : shown) row.push_back(terminal_text(col->show(c)));
    rows.push_back(std::move(row));
  }
  return render_table(rows, align);
}

int cards_list(Context&, const CardsOptions& o) {
  Game g;
  std::optional<event::EventCardList> own;
  const bool in_event = o.in_event();
  if (in_event) {
    const std::string path = required_event_path(o.event);
    Database db = open_event(path, OpenMode::read);
    g = event_game(db, o.game);
    own = event::read_event_card_list(db, g);
  } else {
    if (o.game.empty()) throw InputError(Message{N_("which list? give --game G (the pack's shipped list) or --event E (the event's)"), {}});
    g = load_game(games_dir(), o.game);
  }
  const CardList& list = own ? own->cards : g.cards;
  const std::vector<CardListSource> source = own ? own->cards.sources : std::vector<CardListSource>{{CardListKind::pack, g.id, ""}};
  if (o.json) {
    ordered_json j = {{"game", g.id}, {"card_list", decklint::card_lists_json(source)[0]},
                      {"imported_at", own ? ordered_json(own->imported_at) : ordered_json(nullptr)}, {"cards", ordered_json::array()}};
    for (const auto& c : list.cards) j["cards"].push_back(card_json(c));
    std::cout << j.dump(2, ' ', false, ordered_json::error_handler_t::replace) << "\n";
    return ok;
  }
  std::cout << format(tr("card list: {list}, {n} cards"), {{"list", decklint::card_lists_words(source, current_lang())}, {"n", std::to_string(list.cards.size())}});
  if (own) std::cout << format(tr(", imported {at}"), {{"at", own->imported_at}});
  else if (in_event) std::cout << tr("; the event has no list of its own (`judgekit cards import FILE --event E`)");
  std::cout << "\n" << cards_table(list);
  return ok;
}

}  // namespace

void add_cards_commands(CLI::App& app, Context& ctx) {
  auto* cards = app.add_subcommand("cards", tr("organisers' card lists: on this machine, or an event's own"));
  cards->require_subcommand(1);
  static CardsOptions o;
  auto* import = cards->add_subcommand("import", tr("load a game's full card list from CSV (number,name[,type,cost,...]), into an event with --event"));
  import->add_option("--game,-g", o.game, tr("pack id"));
  import->add_option("--event,-e", o.event, tr("store the list in this event file (its checks use it)"));
  import->add_option("file", o.file, tr("CSV file"))->required();
  import->add_option("--encoding", o.encoding, format(tr("read the file as {encodings} (default: detect)"), {{"encodings", kEncodingNames}}));
  import->callback([&ctx] { run_command(ctx, [&] { return cards_import(ctx, o); }); });
  auto* list = cards->add_subcommand("list", tr("the cards of the event's list (--event) or of a game pack's shipped list (--game)"));
  list->add_option("--game,-g", o.game, tr("pack id"));
  list->add_option("--event,-e", o.event, tr("event file"));
  list->add_flag("--json", o.json, tr("machine-readable output"));
  list->callback([&ctx] { run_command(ctx, [&] { return cards_list(ctx, o); }); });
}

}  // namespace jk::cli
