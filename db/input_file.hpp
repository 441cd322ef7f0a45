// Reading a file a person gives a command: only regular files of a sane size, decoded to UTF-8.
// Files from Japanese Windows (Shift_JIS / CP932) and UTF-16 with a BOM are converted with ICU;
// line ends become LF. Every refusal is one InputError naming the file (and line when there is one).
#pragma once
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

#include "i18n.hpp"

namespace jk {

enum class Encoding { detect, utf8, shift_jis, utf16 };

// "utf-8", "utf8", "shift_jis", "sjis", "cp932", "windows-31j", "utf-16" (any case); "" or
// "auto" is detect (an option not given); throws
// InputError naming the accepted names otherwise.
Encoding parse_encoding(std::string_view name);
// The values --encoding accepts, for help texts: "utf-8|shift_jis|cp932|utf-16".
inline constexpr const char* kEncodingNames = "utf-8|shift_jis|cp932|utf-16";

constexpr std::size_t kMaxInputBytes = 64u << 20;  // larger than any player list or card list
// An event state grows with its event (10,000 players after 14 rounds: 68 MB) and is read a round
// at a time (json_stream.hpp). Only as UTF-8: a conversion holds the input and its UTF-8 at once,
// so it stays within kMaxInputBytes.
constexpr std::size_t kMaxEventStateBytes = 160u << 20;

struct InputOptions {
  Encoding encoding = Encoding::detect;
  std::size_t max_bytes = kMaxInputBytes;
  // N_() msgids, translated where they are said.
  std::string what = N_("a file");        // named in the size message: "a decklist is at most …"
  std::string kind = N_("a text file");   // named for binary data: "binary data (a NUL byte), not a decklist"
};

// The bytes of `path` ("-" or /dev/stdin = standard input, read up to max_bytes), refusing a
// folder, a device, a named pipe or socket (never blocks on them), and a file over max_bytes.
// Throws InputError(path, 0, …).
void read_input_bytes(const std::string& path, std::string& out, const InputOptions& opt = {});

// Turns `bytes` into UTF-8 with LF line ends, in place. Detects (BOM, else UTF-8, else
// Shift_JIS/CP932) unless `enc` forces one. Returns how it was read when that was not UTF-8
// ("Shift_JIS (CP932)", "UTF-16LE"), else "". Throws InputError(file, line, …) for a NUL
// or bytes invalid in the encoding(s) tried, saying how to convert the file.
// The UTF-8 is at most `max_bytes` (half-width katakana triples in size): the memory a decode
// takes is the input's and at most that.
std::string decode_input(std::string& bytes, const std::string& file, Encoding enc = Encoding::detect,
                         const std::string& kind = N_("a text file"),  // an N_() msgid
                         std::size_t max_bytes = kMaxInputBytes);

// The bytes of a data file judgekit reads as they are (a pack's game.xml, a rulings file): the
// same refusals as read_input_bytes, so a FIFO, /dev/zero or a folder in a pack is refused.
std::string read_data_file(const std::string& path);

// read_input_bytes + decode_input + a note (see set_input_note_sink) when not read as UTF-8.
std::string read_input_file(const std::string& path, const InputOptions& opt = {});

// Where "judgekit: players.csv: read as Shift_JIS (CP932)" goes; stderr unless set (tests capture it).
void set_input_note_sink(std::function<void(const std::string&)> sink);
void note_input_encoding(const std::string& file, const std::string& read_as);

// Line (1-based) of byte `offset` counting LF, CRLF and a lone CR as line ends.
int line_of_offset(std::string_view text, std::size_t offset);

}  // namespace jk
