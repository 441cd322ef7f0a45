// Kana readings of the rulebooks' kanji, so a judge may type what they hear: とうししんたく finds
// 投資信託, とうりょう 投了, やまふだ 山札. Made with kakasi (Debian kakasi, libkakasi2) when the
// index is built, and for a search word of kanji and kana (時間ぎれ) when it is searched;
// docs/rulings.md ("Kana readings") says why kakasi and not MeCab.
#pragma once
#include <string>
#include <vector>

namespace jk::rulings {

inline constexpr std::size_t kMaxReadings = 32;  // per word: 智力 has 20 in kakasi's dictionary, チリョク 14th

struct Reading {
  std::string key;      // the reading, term_key form (katakana, no spaces): "トウシシンタク"
  std::string surface;  // the words as the text writes them: "投資信託"
};

// The words of `texts` that hold a kanji, with their readings: kakasi cuts each text into words
// and reads every such word, and every run of two or three of them (日本国 + 債 = 日本国債), with
// each reading its dictionary knows (ニホンコクサイ and ニッポンコクサイ). Distinct pairs.
std::vector<Reading> kanji_readings(const std::vector<std::string>& texts);

// The readings of a whole name (a card's), in katakana, term_key form; empty when it has no kanji.
std::vector<std::string> name_readings(const std::string& name);

}  // namespace jk::rulings
