// Which sections make each report kind, the options they take, and where the file goes.
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "errors.hpp"
#include "font_metrics.hpp"
#include "pack.hpp"
#include "sections.hpp"

namespace jk::reports {

namespace fs = std::filesystem;

std::optional<Kind> parse_kind(std::string_view s) {
  if (s == "summary") return Kind::summary;
  if (s == "standings") return Kind::standings;
  if (s == "pairings") return Kind::pairings;
  if (s == "slips") return Kind::slips;
  if (s == "decklists") return Kind::decklists;
  if (s == "penalties") return Kind::penalties;
  if (s == "player-codes") return Kind::player_codes;
  if (s == "qr") return Kind::qr;
  if (s == "bracket") return Kind::bracket;
  if (s == "groups") return Kind::groups;
  return std::nullopt;
}

std::string kind_name(Kind k) {
  switch (k) {
    case Kind::summary: return "summary";
    case Kind::standings: return "standings";
    case Kind::pairings: return "pairings";
    case Kind::slips: return "slips";
    case Kind::decklists: return "decklists";
    case Kind::penalties: return "penalties";
    case Kind::player_codes: return "player-codes";
    case Kind::qr: return "qr";
    case Kind::bracket: return "bracket";
    case Kind::groups: return "groups";
  }
  return "report";
}

std::string default_font_path() {
  if (const char* env = std::getenv("JUDGEKIT_FONT"); env && *env) return env;
  return "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf";
}

namespace {

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

// What a warning names, in the reader's language: `player 6 "𠮷田 一郎"`.
Message named(const char* what, FormatArgs args) {
  Message m{what, {}};
  for (auto& [k, v] : args) m.args.emplace_back(k, v);
  return m;
}

// Warns about every piece of the event's data the report prints that the font cannot print,
// named so the organiser can find it (libharu would print nothing for it, silently).
void check_data(PdfDocument& doc, const EventReport& r, Kind kind, const Round* round, std::optional<int> penalty_round) {
  doc.check_printable(named(N_("event name {name}"), {{"name", quoted(r.event.name)}}), r.event.name);
  std::vector<std::int64_t> ids;
  if (round) {
    for (const auto& m : round->matches) ids.insert(ids.end(), m.players.begin(), m.players.end());
  } else if (kind == Kind::penalties) {
    for (const auto& p : r.penalties)
      if (!penalty_round || p.round == penalty_round) ids.push_back(p.player_id);
  } else if (kind != Kind::qr) {  // the poster names no player
    for (const auto& p : r.players) ids.push_back(p.id);
  }
  for (auto id : ids)
    if (const Player* p = r.player(id)) {
      const std::string n = std::to_string(p->id);
      doc.check_printable(named(N_("player {id} {name}"), {{"id", n}, {"name", quoted(p->name)}}), p->name);
      doc.check_printable(named(N_("player {id} {name} reading {reading}"), {{"id", n}, {"name", quoted(p->name)}, {"reading", quoted(p->reading)}}),
                          p->reading);
    }
  if (r.team_standings)
    for (const auto& t : r.team_standings->teams) doc.check_printable(named(N_("team {name}"), {{"name", quoted(t.name)}}), t.name);
  if (kind == Kind::standings || kind == Kind::summary)
    for (const auto& s : r.standings.rows)
      doc.check_printable(named(N_("player {id} {name}"), {{"id", std::to_string(s.player_id)}, {"name", quoted(s.name)}}), s.name);
  if (kind == Kind::summary) {
    for (const auto& m : r.event.overrides) {
      const std::string o = say(doc.lang, m);  // as the document prints it
      doc.check_printable(named(N_("format override {text}"), {{"text", quoted(o)}}), o);
    }
    for (const auto& [k, v] : r.event.settings) doc.check_printable(named(N_("setting {key} {value}"), {{"key", k}, {"value", quoted(v)}}), v);
  }
  if (kind == Kind::decklists || kind == Kind::summary)
    for (const auto& d : r.decks) {
      const std::string who = r.player_name(d.player_id);
      auto deck = [&](const char* what, const std::string& text) {
        doc.check_printable(named(what, {{"player", who}, {"text", quoted(text)}}), text);
      };
      for (const auto& c : d.cards) {
        deck(N_("deck of {player}, card {text}"), c.name);
        deck(N_("deck of {player}, card number {text}"), c.number);
      }
      for (const auto& g : d.diagnostics) {
        deck(N_("deck of {player}, finding {text}"), say(doc.lang, g.finding));
        deck(N_("deck of {player}, citation {text}"), say(doc.lang, g.citation));
      }
      deck(N_("deck of {player}, file {text}"), d.source_file);
    }
  if (kind == Kind::penalties || kind == Kind::summary)
    for (const auto& p : r.penalties) {
      if (kind == Kind::penalties && penalty_round && p.round != penalty_round) continue;
      auto pen = [&](const char* what, const std::string& text) {
        doc.check_printable(named(what, {{"id", std::to_string(p.id)}, {"player", r.player_name(p.player_id)}, {"text", quoted(text)}}), text);
      };
      pen(N_("penalty {id} of {player}, infraction {text}"), p.infraction);
      pen(N_("penalty {id} of {player}, citation {text}"), p.citation);
      pen(N_("penalty {id} of {player}, note {text}"), p.note);
    }
}

}  // namespace

static bool has_cut(const EventReport& r) {
  for (const auto& rd : r.rounds)
    if (rd.stage == Stage::cut) return true;
  return false;
}

Rendered render(const EventReport& r, Kind kind, const RenderOptions& options) {
  const bool takes_round = kind == Kind::pairings || kind == Kind::slips || kind == Kind::penalties;
  if (options.round && !takes_round)
    throw InputError(Message{N_("--round applies to pairings, slips and penalties, not to {kind}; leave it out"), {{"kind", kind_name(kind)}}});
  // Check the round before the (slower) font so a mistyped round is reported at once.
  const Round* round = nullptr;
  if (kind == Kind::pairings || kind == Kind::slips) round = &pick_round(r, options.round);
  if (kind == Kind::penalties && options.round) pick_round(r, options.round);
  const bool phones = kind == Kind::player_codes || kind == Kind::qr || (kind == Kind::slips && !options.table_codes.empty());
  if (phones && options.base_url.empty())
    throw InputError(Message{N_("{kind} needs the address phones open (RenderOptions::base_url)"), {{"kind", kind_name(kind)}}});

  const FontMetrics font = load_font_metrics(options.font_path.empty() ? default_font_path() : options.font_path);
  PdfDocument doc(font, r.event.name, options.generated_date.empty() ? today() : options.generated_date);
  doc.lang = options.lang;
  check_data(doc, r, kind, round, options.round);
  switch (kind) {
    case Kind::standings:
      standings_section(doc, r);
      bracket_section(doc, r);
      break;
    case Kind::bracket:
      if (!has_cut(r)) throw InputError(Message{N_("no bracket yet: start one with `judgekit cut` (or pair round 1 of a single-elimination event)"), {}});
      bracket_section(doc, r);
      break;
    case Kind::groups:
      if (r.groups.empty()) throw InputError(Message{N_("no groups yet: a round-robin event makes them when round 1 is paired (`judgekit round pair`)"), {}});
      groups_section(doc, r);
      break;
    case Kind::pairings: pairings_section(doc, r, *round); break;
    case Kind::slips: slips_section(doc, r, *round, options); break;
    case Kind::player_codes: player_codes_section(doc, r, options); break;
    case Kind::qr: qr_poster_section(doc, r, options); break;
    case Kind::decklists:
      if (options.published) published_decklists_section(doc, r);
      else decklists_section(doc, r);
      break;
    case Kind::penalties: penalties_section(doc, r, options.round); break;
    case Kind::summary: {
      bool cut = false;
      for (const auto& rd : r.rounds) cut |= rd.stage == Stage::cut;
      std::vector<std::string> contents = {doc.t(N_("Standings"))};
      if (cut) contents.push_back(doc.t(N_("Top cut")));
      auto counted = [&](const char* what, std::size_t n) { return doc.t(what) + " (" + std::to_string(n) + ")"; };
      if (!r.rounds.empty()) contents.push_back(counted(N_("Results by round"), r.rounds.size()));
      if (!r.decks.empty()) contents.push_back(counted(N_("Decklists"), r.decks.size()));
      // Only penalties in force count; voided ones are listed, marked, in the section.
      if (!r.penalties.empty()) contents.push_back(counted(N_("Penalties"), event::in_force(r.penalties)));
      if (!r.groups.empty()) contents.push_back(doc.t(N_("Group tables")));
      cover_section(doc, r, contents);
      standings_section(doc, r);
      if (!r.groups.empty()) groups_section(doc, r);
      bracket_section(doc, r);
      for (std::size_t i = 0; i < r.rounds.size(); ++i) results_section(doc, r, r.rounds[i], i == 0);
      if (!r.decks.empty()) decklists_section(doc, r);
      if (!r.penalties.empty()) penalties_section(doc, r, std::nullopt);
      break;
    }
  }
  Rendered out;
  out.pdf = doc.finish();
  out.pages = doc.page_count();
  out.warnings = doc.warnings();
  return out;
}

std::string default_output_path(const EventReport& r, Kind kind) {
  std::string name = r.event.name.empty() ? "event" : r.event.name;
  for (char& c : name)
    if (c == '/' || c == '\\' || c == ':' || c == '*' || c == '?' || c == '"' || c == '<' || c == '>' || c == '|' ||
        static_cast<unsigned char>(c) < 0x20)
      c = '_';
  const fs::path dir = fs::path(r.event.file).parent_path();
  return (dir / (name + "-" + kind_name(kind) + ".pdf")).string();
}

void write_file_atomically(const std::string& path, const std::string& bytes) {
  const fs::path target(path);
  const fs::path tmp = target.parent_path() / ("." + target.filename().string() + ".tmp-" + std::to_string(getpid()));
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw InputError(path, 0, Message{N_("cannot write here (does the folder exist, may you write to it?)"), {}});
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) {
      std::error_code ec;
      fs::remove(tmp, ec);
      throw InputError(path, 0, Message{N_("writing failed (is the disk full?)"), {}});
    }
  }
  std::error_code ec;
  fs::rename(tmp, target, ec);
  if (ec) {
    fs::remove(tmp, ec);
    throw InputError(path, 0, Message{N_("cannot replace the file: {problem}"), {{"problem", ec.message()}}});

  }
}

}  // namespace jk::reports
