// libFuzzer: a decklist (text, CSV or XML, chosen by the first byte) checked against Economica's
// rules, as `deck check` does after reading a file. A refusal is a diagnostic in the report.
#include <cstdint>
#include <memory>
#include <string>

#include "decklint.hpp"
#include "errors.hpp"
#include "input_file.hpp"
#include "pack.hpp"

namespace {

jk::decklint::Checker& checker() {
  static const jk::Game game = jk::load_game(JK_GAMES_DIR, "economica");
  static const jk::decklint::Ruleset rules = jk::decklint::compile_rules(game, game.cards, "official", "2015-08-08");
  static jk::decklint::Checker c(rules);
  return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static const char* const names[] = {"deck.txt", "deck.csv", "deck.xml"};
  const char* name = names[data[0] % 3];
  std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  try {
    jk::decode_input(text, name, jk::Encoding::detect, jk::N_("a decklist"));
  } catch (const jk::InputError&) {
    return 0;
  }
  checker().check_text(text, name);
  return 0;
}
