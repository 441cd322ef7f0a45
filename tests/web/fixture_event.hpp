// A small event for the web tests, made with the pairing library: six players (one named
// <script>alert(1)</script>), round 1 paired, a penalty and a deck registered for 佐藤.
#pragma once
#include <string>

namespace jk::test {

// Creates `path` (scp-tcg-jp-j, seed 7) with round 1 paired.
void make_web_event(const std::string& path);

}  // namespace jk::test
