// What a rule demands and where the rulebook says it, in words a judge reads (games show,
// deck rules, diagnostics).
#include "pack.hpp"

namespace jk {

static std::string bounds(const Rule& r) {
  if (r.any_number) return "any number";
  if (r.exact) return "exactly " + std::to_string(*r.exact);
  if (r.min && r.max) return std::to_string(*r.min) + " to " + std::to_string(*r.max);
  if (r.min) return "at least " + std::to_string(*r.min);
  if (r.max) return "at most " + std::to_string(*r.max);
  return "";
}

static const Part* find_part(const Game& g, const std::string& id) {
  for (const auto& p : g.parts)
    if (p.id == id) return &p;
  return nullptr;
}

static std::string part_name(const Game& g, const std::string& id) {
  if (id.empty()) {
    for (const auto& p : g.parts)
      if (p.where.all.empty()) return p.name_en;
  }
  const Part* p = find_part(g, id);
  return p ? p->name_en : id;
}

std::string describe_rule(const Game& g, const Rule& r) {
  std::string b = bounds(r);
  if (r.kind == "size") return "cards in the " + part_name(g, r.part) + ": " + b;
  if (r.kind == "copies")
    return "copies per " + (r.key == "identity" ? "card " + g.identity : r.key) + (r.where.text.empty() ? "" : " among " + r.where.text) + ": " + b;
  if (r.kind == "card-limit") return "copies of " + r.card + ": " + b;
  if (r.kind == "count")
    return "cards with " + r.where.text + (r.part.empty() || g.parts.size() < 2 ? "" : " in the " + part_name(g, r.part)) + ": " + b;
  if (r.kind == "sum") return "total " + r.field + " of the " + part_name(g, r.part) + ": " + b;
  if (r.kind == "banned") return "not allowed: " + r.where.text;
  if (r.kind == "leader")
    return "every card's " + r.field + " within the " + part_name(g, r.part) + "'s" + (r.neutral.empty() ? "" : " (" + r.neutral + " always allowed)");
  return r.kind;
}

std::string cite_rule(const Game& g, const Rule& r) {
  std::string s = g.id + " " + r.cite;
  if (!r.revision_id.empty()) s += "; revised " + r.announced + ", in force from " + r.effective;
  return s;
}

}  // namespace jk
