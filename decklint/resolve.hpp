// Internal: card resolution with a cache per distinct card text, so ICU normalisation runs once
// per spelling, not once per line.
#pragma once
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cards.hpp"
#include "i18n.hpp"

namespace jk::decklint {

struct Resolution {
  int card = -1;          // index into the card list; -1 when unknown or ambiguous
  Message error;          // "unknown card '…'; did you mean …?" / "ambiguous card '…': …"
  std::vector<std::string> candidates;  // card numbers of an ambiguous name
};

class Resolver {
 public:
  explicit Resolver(const CardList& list) : list_(list) {}
  const Resolution& resolve(std::string_view text);

 private:
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  struct Eq {
    using is_transparent = void;
    bool operator()(std::string_view a, std::string_view b) const { return a == b; }
  };
  const CardList& list_;
  std::unordered_map<std::string, Resolution, Hash, Eq> cache_;
};

}  // namespace jk::decklint
