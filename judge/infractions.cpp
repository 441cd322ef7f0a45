// The infraction kinds of a game: the pack's <infractions> (the rulebook's, with its procedure),
// and "other", which every game has.
#include "errors.hpp"
#include "judge.hpp"
#include "text.hpp"

namespace jk::judge {

namespace {

// "other" for a pack whose rulebook names no such catch-all. Its Japanese comes from the
// catalogue, so it reads like every other kind.
Infraction shared_other(const Game& game) {
  const char* name = N_("anything else (say what happened in the note)");
  const char* procedure = N_("the rulebook gives no procedure: the judge decides");
  Infraction o;
  o.game = game.id;
  o.id = o.alias = "other";
  o.name = name;
  o.name_ja = tr(Lang::ja, name);
  o.procedure = procedure;
  o.procedure_ja = tr(Lang::ja, procedure);
  o.needs_note = true;
  return o;
}

// "5-2-1 (hand-not-visible: …)" for each kind of a group, in one language.
std::string members_text(const std::vector<const Infraction*>& members, Lang lang) {
  std::string out;
  for (const Infraction* i : members) out += (out.empty() ? "" : ", ") + i->id + " (" + i->alias + ": " + infraction_name(*i, lang) + ")";
  return out;
}

}  // namespace

std::vector<Infraction> infractions_for(const Game& game) {
  std::vector<Infraction> out = game.infractions;
  if (!infraction_by_id(out, "other")) out.push_back(shared_other(game));
  return out;
}

const Infraction* infraction_by_id(const std::vector<Infraction>& kinds, std::string_view id) {
  for (const auto& k : kinds)
    if (k.id == id) return &k;
  return nullptr;
}

std::string infraction_name(const Infraction& k, Lang lang) { return in_lang(lang, k.name, k.name_ja); }

std::string infraction_label(const Infraction& k, Lang lang) {
  const bool numbered = !k.id.empty() && std::isdigit(static_cast<unsigned char>(k.id[0]));
  return numbered ? k.id + " " + infraction_name(k, lang) : infraction_name(k, lang);
}

std::string infraction_procedure(const Infraction& k, Lang lang) {
  return in_lang(lang, k.procedure, k.procedure_ja);
}

Infraction find_infraction(const Game& game, std::string_view kind) {
  auto kinds = infractions_for(game);
  std::string k = fold_text(trim(kind));
  for (const auto& i : kinds)
    if (fold_text(i.id) == k || fold_text(i.alias) == k) return i;
  // A group number ("5-2", "5-4") names its rules.
  std::vector<const Infraction*> members;
  for (const auto& i : kinds)
    if (i.id.size() > k.size() && i.id.compare(0, k.size(), k) == 0 && i.id[k.size()] == '-') members.push_back(&i);
  if (!members.empty())
    throw InputError(Message{N_("--infraction {kind}: {kind} has several rules; name one: {rules}"),
                             {{"kind", std::string(kind)}, MessageArg("rules", members_text(members, Lang::en), members_text(members, Lang::ja))}});
  std::string list;
  for (const auto& i : kinds) list += (list.empty() ? "" : ", ") + i.id + (i.alias != i.id ? " (" + i.alias + ")" : "");
  throw InputError(Message{N_("--infraction {kind}: not an infraction of {game}; the kinds are {kinds} (`judgekit penalty kinds` describes them)"),
                           {{"kind", std::string(kind)}, {"game", game.id}, {"kinds", list}}});
}

}  // namespace jk::judge
