// Text handling shared by every module: validation, normalisation for matching, display width.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace jk {

// True when `s` is well-formed UTF-8; otherwise `bad_offset` gets the byte offset of the first bad byte.
bool valid_utf8(std::string_view s, std::size_t* bad_offset = nullptr);

// NFKC, case folding and hiragana folded to katakana: the form searches and card lookups compare.
// "ｍ＆ａ" -> "m&a", "にほんかぶ" -> "ニホンカブ", "１０４．２ａ" -> "104.2a".
std::string fold_text(std::string_view s);

// fold_text, then without spaces and punctuation (& ・ . - / etc.): "M & A" = "M&A" = "Ｍ＆Ａ".
std::string name_key(std::string_view s);

// Variant kanji (異体字) folded to one representative, from Unihan and kakasi's itaijidict at
// build time (db/variants_gen.cpp): 髙 -> 高, 﨑 -> 崎, 邊 -> 辺, 对 -> 対. Two 常用漢字 never fold
// together (斎 and 斉 stay two). For comparing only: stored text is never folded.
char32_t fold_variant(char32_t c);
std::string fold_variants(std::string_view s);
// name_key, then fold_variants: what player and card lookups compare when the exact key fails.
std::string search_key(std::string_view s);

// Symbols the rulebooks use as words, searched like letters: ★ (★10 is ten stars' worth of
// land), ☆, and + before a number (価値段階が+1). Other symbols separate words.
bool is_word_symbol(char32_t c);
// What a pack's terms and a query's words are compared by: fold_text and fold_variants, without
// spaces and punctuation but with the word symbols ("Time  Limit" = "timelimit", "★" = "★").
std::string term_key(std::string_view s);

// Columns a string takes on a terminal: East Asian Wide and Fullwidth count 2, combining marks 0.
int display_width(std::string_view s);

// `s` padded with spaces (or cut with "…") to exactly `width` columns.
std::string pad_right(std::string_view s, int width);
std::string pad_left(std::string_view s, int width);
std::string fit_width(std::string_view s, int width);  // cut with "…" when wider, never padded
std::string fit_width_keeping_end(std::string_view s, int width);  // "…" and the end: a path keeps its file name

// Levenshtein distance over code points, for "did you mean" suggestions.
int edit_distance(std::string_view a, std::string_view b);

// Decodes UTF-8 into code points (invalid bytes become U+FFFD).
std::vector<char32_t> to_code_points(std::string_view s);
void append_utf8(std::string& out, char32_t c);

std::string trim(std::string_view s);

// Text that came from a file (a card name in a decklist, a file name), made safe to print on a
// terminal: control characters (C0 with ESC, DEL, C1), the bidi embeddings, overrides and isolates
// (U+202A-202E, U+2066-2069) and bytes that are not UTF-8 become visible escapes: "\x1b[2J" for
// ESC [2J, "\u202e", "\xff". `keep_newlines`: a newline stays one (messages of several lines).
// Everything else, backslashes included, is as it was. JSON output needs none of this.
std::string terminal_text(std::string_view s, bool keep_newlines = false);

// The first character terminal_text would escape in valid UTF-8 `s` (a control character or a
// bidi override), written for a message: "27" for ESC (C0 and DEL by their code, as people
// typing them see them), "U+009B", "U+202E"; empty when there is none. What a person types into
// a name or a card list may hold none of them.
std::string control_character(std::string_view s);

}  // namespace jk
