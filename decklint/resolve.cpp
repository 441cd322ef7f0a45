// Card resolution (find_card: number, base number, name, normalised name, reading) and its messages.
#include "resolve.hpp"

#include "text.hpp"

namespace jk::decklint {

// "A, B or C" (English) and "A、B、C" (Japanese).
static MessageArg or_list(std::string name, const std::vector<std::string>& items) {
  MessageArg a{std::move(name), "", "", {}};
  for (std::size_t i = 0; i < items.size(); ++i) {
    a.text += (i == 0 ? "" : i + 1 == items.size() ? " or " : ", ") + items[i];
    a.ja += (i == 0 ? "" : "、") + items[i];
  }
  return a;
}

const Resolution& Resolver::resolve(std::string_view text) {
  if (auto it = cache_.find(text); it != cache_.end()) return it->second;
  if (cache_.size() > 100000) cache_.clear();  // hostile input: unbounded distinct spellings
  Resolution r;
  CardMatch m = find_card(list_, text);
  std::string quoted = "'" + fit_width(text, 40) + "'";
  switch (m.kind) {
    case CardMatch::Kind::unknown:
      if (!m.suggestions.empty()) {
        r.error = {N_("unknown card {card}; did you mean {suggestions}?"), {{"card", quoted}, or_list("suggestions", m.suggestions)}};
      } else {
        r.error = {N_("unknown card {card}: not in the card list ({count} cards); give the organiser's list with --cards FILE or "
                      "`judgekit cards import`"),
                   {{"card", quoted}, {"count", std::to_string(list_.cards.size())}}};
      }
      break;
    case CardMatch::Kind::ambiguous: {
      std::vector<std::string> labels;
      for (std::size_t i : m.cards) {
        labels.push_back(list_.cards[i].label());
        r.candidates.push_back(list_.cards[i].number);
      }
      MessageArg all{"cards", "", "", {}};
      for (std::size_t i = 0; i < labels.size(); ++i) all.text += (i ? ", " : "") + labels[i];
      r.error = {N_("ambiguous card {card}: it could be {cards}; write the card number"), {{"card", quoted}, all}};
      break;
    }
    default:
      r.card = static_cast<int>(m.cards.front());
      break;
  }
  return cache_.emplace(std::string(text), std::move(r)).first->second;
}

}  // namespace jk::decklint
