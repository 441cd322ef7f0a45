// A query's words as judges say them (internal to jk_rulings): the packs' terms and the kana
// readings of the rulebooks' kanji become alternatives of a term, and a hit's marked words tell
// which of them it was found by.
#pragma once
#include <string>
#include <vector>

#include "index.hpp"
#include "query.hpp"

namespace jk::rulings {

// Consecutive words that are one say of a pack ("time limit", "deck out") become one term; every
// term that is a say gets the words it means, and a term in kana the kanji words read so.
// `game` "" takes every game's terms and readings.
void expand(Index& index, Query& q, const std::string& game);

// Whether a hit of `q` may hold words found as other than typed: a term with alternatives, or
// a kanji (its other forms fold to it). When not, read_as_of finds nothing and need not look.
bool may_read_as(const Query& q);

// What the marked stretches of `hit` (its heading, and `marked`: its whole text, else its snippet)
// were found by, besides the words as typed: a term's words, a reading's kanji, or another form
// of the typed kanji.
std::vector<ReadAs> read_as_of(const Hit& hit, const Query& q, const std::string& marked);

}  // namespace jk::rulings
