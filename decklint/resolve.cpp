// Card resolution (find_card: number, base number, name, normalised name, reading) and its messages.
#include "resolve.hpp"

#include "text.hpp"

namespace jk::decklint {

static std::string or_list(const std::vector<std::string>& items) {
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i) s += (i == 0 ? "" : i + 1 == items.size() ? " or " : ", ") + items[i];
  return s;
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
        r.error = "unknown card " + quoted + "; did you mean " + or_list(m.suggestions) + "?";
      } else {
        r.error = "unknown card " + quoted + ": not in the card list (" + std::to_string(list_.cards.size()) +
                  " cards); give the organiser's list with --cards FILE or `judgekit cards import`";
      }
      break;
    case CardMatch::Kind::ambiguous: {
      std::vector<std::string> labels;
      for (std::size_t i : m.cards) {
        labels.push_back(list_.cards[i].label());
        r.candidates.push_back(list_.cards[i].number);
      }
      std::string all;
      for (std::size_t i = 0; i < labels.size(); ++i) all += (i ? ", " : "") + labels[i];
      r.error = "ambiguous card " + quoted + ": it could be " + all + "; write the card number";
      break;
    }
    default:
      r.card = static_cast<int>(m.cards.front());
      break;
  }
  return cache_.emplace(std::string(text), std::move(r)).first->second;
}

}  // namespace jk::decklint
