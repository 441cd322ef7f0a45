// A small event for the web tests, made with the pairing library: six players (one named
// <script>alert(1)</script>), round 1 paired, a penalty and a deck registered for 佐藤.
#pragma once
#include <string>

namespace jk::test {

// Creates `path` (scp-tcg-jp-j, seed 7) with round 1 paired.
void make_web_event(const std::string& path);

// A team event (scp-tcg-jp-j, teams of 3, seed 8) through the CLI: five teams (one with a long
// name), round 1 played (a bye), the team 黒組 dropped after it, round 2 paired with every seat
// reported but its last table (seat C of the last team table).
void make_team_web_event(const std::string& path);

}  // namespace jk::test
