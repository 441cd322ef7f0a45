// The bytes of a kept round, format 1, little-endian: the format byte, then each match as its id
// (8 bytes), bye flag (1) and seat count (1) followed by its seats, each a player id (8), outcome
// (1: 0 loss, 1 win, 2 draw), games won, lost and drawn (1 each) and placement (2, 0 none, at
// most 32,767).
#include "round_scores.hpp"

#include <bit>
#include <cstring>

namespace jk::pairing {

namespace {

constexpr char kFormat = 1;
constexpr std::size_t kMatchBytes = 10, kSeatBytes = 14;

void put(std::string& out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((value >> (8 * i)) & 0xff));
}

// One load, not a shift a byte: the bytes are little-endian, as this machine's words are (a
// quarter of `round pair`'s reading of 13 kept rounds went to the byte loop).
template <typename Word>
std::uint64_t get(const unsigned char* at) {
  Word value;
  std::memcpy(&value, at, sizeof value);
  if constexpr (std::endian::native == std::endian::big) {
    Word swapped = 0;
    for (std::size_t i = 0; i < sizeof value; ++i) swapped |= static_cast<Word>((value >> (8 * i)) & 0xff) << (8 * (sizeof value - 1 - i));
    value = swapped;
  }
  return value;
}

bool fits(int value, int limit) { return value >= 0 && value <= limit; }

}  // namespace

std::optional<std::string> kept_round_bytes(const Scores& s, const std::vector<std::int64_t>& match_ids,
                                            const std::vector<std::int64_t>& player_ids, std::size_t first, std::size_t last) {
  std::string out;
  out.push_back(kFormat);
  for (std::size_t m = first; m < last; ++m) {
    const ScoreMatch& match = s.matches[m];
    if (!fits(match.seat_count, 255)) return std::nullopt;
    put(out, static_cast<std::uint64_t>(match_ids[m]), 8);
    put(out, match.bye ? 1 : 0, 1);
    put(out, static_cast<std::uint64_t>(match.seat_count), 1);
    for (int i = match.first_seat; i < match.first_seat + match.seat_count; ++i) {
      const ScoreSeat& seat = s.seats[static_cast<std::size_t>(i)];
      if (!fits(seat.games_won, 255) || !fits(seat.games_lost, 255) || !fits(seat.games_drawn, 255) || !fits(seat.placement, 32767))
        return std::nullopt;
      put(out, static_cast<std::uint64_t>(player_ids[static_cast<std::size_t>(seat.player)]), 8);
      put(out, seat.outcome == 'W' ? 1 : seat.outcome == 'D' ? 2 : 0, 1);
      put(out, static_cast<std::uint64_t>(seat.games_won), 1);
      put(out, static_cast<std::uint64_t>(seat.games_lost), 1);
      put(out, static_cast<std::uint64_t>(seat.games_drawn), 1);
      put(out, static_cast<std::uint64_t>(seat.placement), 2);
    }
  }
  return out;
}

bool append_kept_round(std::string_view bytes, int round, const IdIndex& players, const MatchStructure& ms, Scores& s,
                       std::vector<std::int64_t>& match_ids) {
  if (bytes.empty() || bytes[0] != kFormat) return false;
  const auto* at = reinterpret_cast<const unsigned char*>(bytes.data()) + 1;
  const auto* end = reinterpret_cast<const unsigned char*>(bytes.data()) + bytes.size();
  const std::size_t matches_before = s.matches.size(), seats_before = s.seats.size(), ids_before = match_ids.size();
  auto undo = [&] {
    s.matches.resize(matches_before);
    s.seats.resize(seats_before);
    match_ids.resize(ids_before);
    return false;
  };
  while (at != end) {
    if (static_cast<std::size_t>(end - at) < kMatchBytes) return undo();
    const auto id = static_cast<std::int64_t>(get<std::uint64_t>(at));
    const bool bye = at[8] != 0;
    const int seats = at[9];
    at += kMatchBytes;
    if (static_cast<std::size_t>(end - at) < kSeatBytes * static_cast<std::size_t>(seats) || at[-2] > 1) return undo();
    bool opened = false;
    for (int i = 0; i < seats; ++i, at += kSeatBytes) {
      const int player = players(static_cast<std::int64_t>(get<std::uint64_t>(at)));
      if (at[8] > 2) return undo();
      if (player < 0) continue;  // a scan leaves it out too
      if (!opened) {
        s.matches.push_back({round, bye, static_cast<int>(s.seats.size()), 0});
        match_ids.push_back(id);
        opened = true;
      }
      ScoreSeat seat;
      seat.player = player;
      seat.outcome = at[8] == 1 ? 'W' : at[8] == 2 ? 'D' : 'L';
      seat.games_won = at[9];
      seat.games_lost = at[10];
      seat.games_drawn = at[11];
      const auto placement = get<std::uint16_t>(at + 12);
      if (placement > 32767) return undo();
      seat.placement = static_cast<std::int16_t>(placement);
      seat.points = seat_points(ms, bye, seat.outcome, seat.placement ? std::optional<int>(seat.placement) : std::nullopt);
      s.seats.push_back(seat);
      ++s.matches.back().seat_count;
    }
  }
  return true;
}

}  // namespace jk::pairing
