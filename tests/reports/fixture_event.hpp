// Event files for the reports tests, built with the shared event-file API and plain SQL.
#pragma once
#include <string>

#include "reports.hpp"

namespace jk::test {

// "第5回 判定キット杯 東京", SCP-TCG-JP-J (best of 3, draws), 9 players with Japanese names and
// readings, among them 𠮷田 (outside the BMP), an emoji, a name with a comma and quotes and a very
// long one; 3 closed Swiss rounds with a bye each, a top-4 cut (semi-finals, final), three decks
// (legal, illegal, unverified), three penalties and two format overrides.
void build_fixture_event(const std::string& path);

// Player ids in the fixture.
enum FixturePlayer : int { sato = 1, suzuki, takahashi, tanaka, ito, yoshida, yamamoto, obrien, jugemu };

// Standings for the fixture after round 3, as jk::pairing::compute_standings would give them
// (worked out by hand from the fixture's results); reports tests use them instead of the
// pairing module so they test only the rendering.
// (then in the final order of its top 4, which keeps the Swiss order: 佐藤 won, 𠮷田 was finalist).
event::StandingsView fixture_standings();
// A view of Swiss standings (no cut): places are the ranks.
event::StandingsView swiss_standings(std::vector<pairing::StandingRow> rows, std::vector<std::string> columns);

// An in-memory event of `players` players "Player 0001"… (no readings) with one paired Swiss
// round of 2-player tables (an odd player out gets a bye) and standings in id order.
reports::EventReport large_event(int players);

}  // namespace jk::test
