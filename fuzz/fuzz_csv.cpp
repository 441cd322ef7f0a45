// libFuzzer: the bytes of a CSV file a person gives judgekit (players, results, cards): decoded as
// any file is (UTF-8, Shift_JIS, UTF-16), parsed, then read as a player list and as a card list.
// Every refusal must be an InputError; anything else (a crash, a sanitizer report) is a bug.
#include <cstdint>
#include <string>

#include "cards.hpp"
#include "csv.hpp"
#include "errors.hpp"
#include "event.hpp"
#include "input_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  try {
    jk::decode_input(text, "fuzz.csv");
    jk::parse_csv(text, "fuzz.csv");
  } catch (const jk::InputError&) {
    return 0;
  }
  try {
    jk::pairing::read_players_csv(text, "fuzz.csv");
  } catch (const jk::InputError&) {
  }
  try {
    jk::parse_cards_csv(text, "fuzz.csv", {});
  } catch (const jk::InputError&) {
  }
  return 0;
}
