#include "input_file.hpp"

#include <algorithm>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <unicode/ucnv.h>
#include <unicode/ustring.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>
#include <mutex>

#include "errors.hpp"
#include "text.hpp"

namespace jk {

namespace {

std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::string hex_byte(unsigned char b) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", b);
  return buf;
}

std::string size_text(std::size_t n) { return std::to_string(n); }

// How to convert, for every refusal of the bytes: one hint, the same everywhere.
Message convert_hint(const std::string& file) {
  std::string name = file == "-" || file.empty() ? "FILE" : file;
  return Message{N_("save it as UTF-8 (a file from Japanese Windows: iconv -f CP932 -t UTF-8 {file} > utf8-{name})"),
                 {{"file", name}, {"name", name.substr(name.find_last_of('/') + 1)}}};
}
// `what` names the kind of file ("a decklist"): the catalogue's words by their static msgid (a
// Message keeps its id's pointer, and `what` may die before the error is read); other text as it is.
MessageArg what_arg(const std::string& what) {
  static const char* const known[] = {N_("a file"), N_("a text file"), N_("a decklist"), N_("a card list")};
  for (const char* k : known)
    if (what == k) return arg("what", Message{k, {}});
  return MessageArg("what", what);
}

// UTF-16 units (whole characters: ICU never splits a pair across its output) appended as UTF-8.
void append_utf16(std::string& out, const char16_t* u, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    char32_t c = u[i];
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < n && u[i + 1] >= 0xDC00 && u[i + 1] <= 0xDFFF) c = 0x10000 + ((c - 0xD800) << 10) + (u[++i] - 0xDC00);
    append_utf8(out, c);
  }
}

// Converts `in` to UTF-8 with an ICU converter, stopping at the first bad sequence, a chunk at a
// time: the memory is the input and the output (a whole-file UTF-16 copy cost five times the
// file's size). On failure `bad` is the byte offset of the bad sequence and `bad_len` its length;
// `out` holds what came before it.
// Thrown when the UTF-8 would be larger than the caller allows (1 byte of half-width katakana in
// Shift_JIS is 3 in UTF-8): the memory stays the input's and at most `max_out` more.
struct TooLarge {};

bool icu_to_utf8(const char* converter, std::string_view in, std::string& out, std::size_t& bad, std::size_t& bad_len,
                 std::size_t max_out = kMaxInputBytes) {
  UErrorCode err = U_ZERO_ERROR;
  std::unique_ptr<UConverter, void (*)(UConverter*)> cnv(ucnv_open(converter, &err), ucnv_close);
  if (U_FAILURE(err)) throw std::runtime_error(std::string("ICU has no converter ") + converter);
  ucnv_setToUCallBack(cnv.get(), UCNV_TO_U_CALLBACK_STOP, nullptr, nullptr, nullptr, &err);
  out.clear();
  out.reserve(std::min(in.size() + in.size() / 2, max_out + 1));  // Japanese text: 2 bytes become 3
  std::u16string chunk(32768, u'\0');
  std::string piece;  // a chunk in UTF-8, added only when it fits: `out` never grows past its reserve
  const char* source = in.data();
  const char* const end = in.data() + in.size();
  for (;;) {
    UChar* target = reinterpret_cast<UChar*>(chunk.data());
    err = U_ZERO_ERROR;
    ucnv_toUnicode(cnv.get(), &target, target + chunk.size(), &source, end, nullptr, true, &err);
    std::size_t units = static_cast<std::size_t>(target - reinterpret_cast<UChar*>(chunk.data()));
    piece.clear();
    append_utf16(piece, chunk.data(), units);
    if (out.size() + piece.size() > max_out) throw TooLarge{};
    out += piece;
    if (err == U_BUFFER_OVERFLOW_ERROR) continue;
    if (U_SUCCESS(err)) return true;
    char invalid[32];
    int8_t len = sizeof invalid;
    UErrorCode e2 = U_ZERO_ERROR;
    ucnv_getInvalidChars(cnv.get(), invalid, &len, &e2);
    bad_len = U_SUCCESS(e2) && len > 0 ? static_cast<std::size_t>(len) : 1;
    std::size_t consumed = static_cast<std::size_t>(source - in.data());
    bad = consumed >= bad_len ? consumed - bad_len : 0;
    return false;
  }
}

// CRLF and a lone CR become LF.
void normalise_line_ends(std::string& s) {
  if (s.find('\r') == std::string::npos) return;
  std::size_t w = 0;
  for (std::size_t r = 0; r < s.size(); ++r) {
    if (s[r] == '\r') {
      s[w++] = '\n';
      if (r + 1 < s.size() && s[r + 1] == '\n') ++r;
    } else {
      s[w++] = s[r];
    }
  }
  s.resize(w);
}

void refuse_nul(std::string_view text, const std::string& file, const std::string& what) {
  std::size_t nul = text.find('\0');
  if (nul == std::string_view::npos) return;
  // Every other byte NUL: UTF-16 written without a byte-order mark.
  std::size_t even = 0, odd = 0, n = std::min<std::size_t>(text.size(), 4096);
  for (std::size_t i = 0; i < n; ++i)
    if (text[i] == '\0') ++(i % 2 ? odd : even);
  if (n >= 4 && (odd * 3 >= n || even * 3 >= n))
    throw InputError(file, 0, Message{N_("this looks like UTF-16 without a byte-order mark; give --encoding utf-16, or {hint}"), {arg("hint", convert_hint(file))}});
  throw InputError(file, line_of_offset(text, nul), Message{N_("binary data (a NUL byte), not {what}"), {what_arg(what)}});
}

std::string decode_utf16(std::string& bytes, const std::string& file, const std::string& what, std::size_t max_out) {
  bool le;
  std::size_t skip = 0;
  if (bytes.size() >= 2 && bytes[0] == '\xFF' && bytes[1] == '\xFE') le = true, skip = 2;
  else if (bytes.size() >= 2 && bytes[0] == '\xFE' && bytes[1] == '\xFF') le = false, skip = 2;
  else {
    // Forced without a BOM: ASCII text has its NUL bytes second in little-endian.
    std::size_t even = 0, odd = 0;
    for (std::size_t i = 0; i < bytes.size() && i < 4096; ++i)
      if (bytes[i] == '\0') ++(i % 2 ? odd : even);
    le = odd >= even;
  }
  std::string_view body(bytes);
  body.remove_prefix(skip);
  std::string out;
  std::size_t bad = 0, bad_len = 0;
  const char* name = le ? "UTF-16LE" : "UTF-16BE";
  const bool odd = body.size() % 2 != 0;
  if (odd || !icu_to_utf8(name, body, out, bad, bad_len, max_out)) {
    if (odd) icu_to_utf8(name, body.substr(0, body.size() - 1), out, bad, bad_len, max_out);  // the line of the end, or of a bad pair before it
    throw InputError(file, line_of_offset(out, out.size()),
                     Message{odd ? N_("an odd number of bytes in {encoding}; save it again as UTF-8 (iconv -f UTF-16 -t UTF-8)")
                                 : N_("an unpaired surrogate in {encoding}; save it again as UTF-8 (iconv -f UTF-16 -t UTF-8)"),
                             {{"encoding", name}}});
  }
  if (std::size_t nul = out.find('\0'); nul != std::string::npos)
    throw InputError(file, line_of_offset(out, nul), Message{N_("binary data (a NUL character), not {what}"), {what_arg(what)}});
  bytes.swap(out);
  normalise_line_ends(bytes);
  return name;
}

// Japanese text in UTF-8 (a kana or kanji, U+3000-U+9FFF or a full-width form) on a line that
// is all valid UTF-8.
bool utf8_japanese_line(std::string_view line) {
  if (!valid_utf8(line)) return false;
  for (char32_t c : to_code_points(line))
    if ((c >= 0x3000 && c <= 0x9FFF) || (c >= 0xFF00 && c <= 0xFFEF)) return true;
  return false;
}

// Bytes that read as CP932 but are not UTF-8 are Shift_JIS only if they look like Japanese text:
// a double-byte character led by 0x81-0x9F (punctuation, kana, the common kanji), which EUC-JP
// text, broken UTF-8 (overlong, cut short) and other encodings lack. And no line may be Japanese
// in UTF-8: a line pasted from a UTF-8 file would become mojibake (鈴木 -> 驤ｴ譛ｨ).
void check_shift_jis(std::string_view bytes, const std::string& file, std::size_t utf8_bad) {
  bool common_lead = false;
  for (std::size_t i = 0; i < bytes.size() && !common_lead; ++i) {
    auto b = static_cast<unsigned char>(bytes[i]);
    if (b < 0x81 || (b >= 0xA0 && b < 0xE0) || i + 1 >= bytes.size()) continue;
    auto t = static_cast<unsigned char>(bytes[i + 1]);
    // 0x8E before 0xA1-0xDF and 0x8F are EUC-JP's prefixes too: no evidence either way.
    common_lead = b <= 0x9F && b != 0x8F && !(b == 0x8E && t >= 0xA1 && t <= 0xDF);
    ++i;
  }
  if (!common_lead) {
    std::size_t first = 0;
    while (first < bytes.size() && static_cast<unsigned char>(bytes[first]) < 0x80) ++first;
    std::string scratch;
    std::size_t bad = 0, bad_len = 0;
    if (icu_to_utf8("EUC-JP", bytes, scratch, bad, bad_len))
      throw InputError(file, line_of_offset(bytes, first),
                       Message{N_("this looks like EUC-JP, which judgekit does not read; save it as UTF-8 (iconv -f EUC-JP -t UTF-8 {file} > utf8-{name})"),
                               {{"file", file}, {"name", file.substr(file.find_last_of('/') + 1)}}});
    throw InputError(file, line_of_offset(bytes, utf8_bad),
                     Message{N_("invalid UTF-8 (byte {byte}), and not Japanese in Shift_JIS (CP932) either; retype the line, or give --encoding "
                                "shift_jis if the file is Shift_JIS"),
                             {{"byte", hex_byte(static_cast<unsigned char>(bytes[utf8_bad]))}}});
  }
  std::size_t start = 0;
  while (start < bytes.size()) {
    std::size_t end = bytes.find_first_of("\r\n", start);
    if (end == std::string_view::npos) end = bytes.size();
    if (utf8_japanese_line(bytes.substr(start, end - start)))
      throw InputError(file, line_of_offset(bytes, start),
                       Message{N_("a line in UTF-8 in a file that is Shift_JIS (CP932) elsewhere (a line from a UTF-8 file?); retype the line, "
                                  "or save the whole file as UTF-8"),
                               {}});
    start = end + 1;
  }
}

}  // namespace

namespace {
std::string decode_bytes(std::string& bytes, const std::string& file, Encoding enc, const std::string& what, std::size_t max_bytes);
}  // namespace

Encoding parse_encoding(std::string_view name) {
  std::string n = lower_ascii(trim(name));
  if (n.empty() || n == "auto" || n == "detect") return Encoding::detect;
  if (n == "utf-8" || n == "utf8") return Encoding::utf8;
  if (n == "shift_jis" || n == "shift-jis" || n == "sjis" || n == "cp932" || n == "windows-31j" || n == "ms932")
    return Encoding::shift_jis;
  if (n == "utf-16" || n == "utf16" || n == "utf-16le" || n == "utf-16be") return Encoding::utf16;
  throw InputError(Message{N_("--encoding '{name}' is not one judgekit reads ({names})"), {{"name", std::string(name)}, {"names", kEncodingNames}}});
}

int line_of_offset(std::string_view text, std::size_t offset) {
  int line = 1;
  offset = std::min(offset, text.size());
  for (std::size_t i = 0; i < offset; ++i)
    if (text[i] == '\n' || (text[i] == '\r' && !(i + 1 < text.size() && text[i + 1] == '\n'))) ++line;
  return line;
}

void read_input_bytes(const std::string& path, std::string& out, const InputOptions& opt) {
  out.clear();
  auto limit = [&](const char* id, FormatArgs args) {
    Message m{id, {}};
    for (auto& [k, v] : args) m.args.emplace_back(k, v);
    m.args.push_back(what_arg(opt.what));
    m.args.emplace_back("max", size_text(opt.max_bytes));
    return m;
  };
  // Standard input may be a pipe: it is read, but never past the limit.
  if (path == "-" || path == "/dev/stdin") {
    char chunk[65536];
    while (std::cin.read(chunk, sizeof chunk) || std::cin.gcount() > 0) {
      out.append(chunk, static_cast<std::size_t>(std::cin.gcount()));
      if (out.size() > opt.max_bytes)
        throw InputError(path == "-" ? "<stdin>" : path, 0,
                         limit(N_("more than {max} bytes on standard input; {what} is at most {max} bytes (is this the right file?)"), {}));
    }
    return;
  }
  // O_NONBLOCK: opening a FIFO with no writer must not wait; regular files ignore it.
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (fd < 0) {
    int e = errno;
    if (e == ENOENT) throw InputError(path, 0, Message{N_("cannot read the file: there is no such file"), {}});
    if (e == EISDIR) throw InputError(path, 0, Message{N_("is a folder; give a file"), {}});
    throw InputError(path, 0, Message{N_("cannot read the file: {error}"), {{"error", std::strerror(e)}}});
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw InputError(path, 0, Message{N_("cannot read the file: {error}"), {{"error", std::strerror(errno)}}});
  if (S_ISDIR(st.st_mode)) throw InputError(path, 0, Message{N_("is a folder; give a file"), {}});
  if (!S_ISREG(st.st_mode))
    throw InputError(path, 0, Message{S_ISFIFO(st.st_mode)   ? N_("is a named pipe, not a regular file; give a saved file")
                                      : S_ISSOCK(st.st_mode) ? N_("is a socket, not a regular file; give a saved file")
                                                             : N_("is a device, not a regular file; give a saved file"),
                                      {}});
  if (static_cast<std::size_t>(st.st_size) > opt.max_bytes)
    throw InputError(path, 0, limit(N_("the file is {size} bytes; {what} is at most {max} bytes (is this the right file?)"), {{"size", std::to_string(st.st_size)}}));
  out.resize(static_cast<std::size_t>(st.st_size) + 1);  // one more: a file still growing is seen
  std::size_t got = 0;
  for (;;) {
    if (got == out.size()) {
      if (out.size() > opt.max_bytes)
        throw InputError(path, 0, limit(N_("the file grew past {max} bytes; {what} is at most {max} bytes (is this the right file?)"), {}));
      out.resize(std::min(out.size() * 2, opt.max_bytes + 1));
    }
    ssize_t k = ::read(fd, out.data() + got, out.size() - got);
    if (k < 0 && errno == EINTR) continue;
    if (k < 0) throw InputError(path, 0, Message{N_("cannot read the file: {error}"), {{"error", std::strerror(errno)}}});
    if (k == 0) break;
    got += static_cast<std::size_t>(k);
  }
  out.resize(got);
}

std::string decode_input(std::string& bytes, const std::string& file, Encoding enc, const std::string& what, std::size_t max_bytes) {
  try {
    return decode_bytes(bytes, file, enc, what, max_bytes);
  } catch (const TooLarge&) {
    throw InputError(file, 0, Message{N_("the file is more than {max} bytes once converted to UTF-8; {what} is at most {max} bytes (is this the right file?)"),
                                      {what_arg(what), {"max", size_text(max_bytes)}}});
  }
}

namespace {

std::string decode_bytes(std::string& bytes, const std::string& file, Encoding enc, const std::string& what, std::size_t max_bytes) {
  bool bom16 = bytes.size() >= 2 && ((bytes[0] == '\xFF' && bytes[1] == '\xFE') || (bytes[0] == '\xFE' && bytes[1] == '\xFF'));
  bool bom8 = bytes.compare(0, 3, "\xEF\xBB\xBF") == 0;
  if (enc == Encoding::utf16 || (enc == Encoding::detect && bom16)) return decode_utf16(bytes, file, what, max_bytes);
  if (bom8 && enc != Encoding::shift_jis) bytes.erase(0, 3);
  refuse_nul(bytes, file, what);
  std::size_t utf8_bad = 0;
  if (enc != Encoding::shift_jis) {
    if (valid_utf8(bytes, &utf8_bad)) {
      normalise_line_ends(bytes);
      return "";
    }
    // UTF-8 characters before the bad byte: a UTF-8 file with a line from elsewhere. Reading it
    // as Shift_JIS would turn the good lines into mojibake (日本株 -> 譌･譛ｬ譬ｪ).
    bool utf8_before = false;
    for (std::size_t i = 0; i < utf8_bad && !utf8_before; ++i) utf8_before = static_cast<unsigned char>(bytes[i]) >= 0x80;
    if (enc == Encoding::detect && utf8_before)
      throw InputError(file, line_of_offset(bytes, utf8_bad),
                       Message{N_("invalid UTF-8 (byte {byte}) in a file that is UTF-8 before it (a line from a Shift_JIS file?); retype the "
                                  "line, or save the file again as UTF-8"),
                               {{"byte", hex_byte(static_cast<unsigned char>(bytes[utf8_bad]))}}});
    if (enc == Encoding::utf8)
      throw InputError(file, line_of_offset(bytes, utf8_bad),
                       Message{N_("invalid UTF-8 (byte {byte}, read as UTF-8 because of --encoding); {hint}"),
                               {{"byte", hex_byte(static_cast<unsigned char>(bytes[utf8_bad]))}, arg("hint", convert_hint(file))}});
  }
  std::string out;
  std::size_t sjis_bad = 0, bad_len = 0;
  if (icu_to_utf8("windows-31j", bytes, out, sjis_bad, bad_len, max_bytes)) {
    if (enc == Encoding::detect) check_shift_jis(bytes, file, utf8_bad);
    bytes.swap(out);
    normalise_line_ends(bytes);
    return "Shift_JIS (CP932)";
  }
  std::string byte = hex_byte(static_cast<unsigned char>(bytes[sjis_bad]));
  if (enc == Encoding::shift_jis)
    throw InputError(file, line_of_offset(bytes, sjis_bad),
                     Message{N_("invalid Shift_JIS (CP932) (byte {byte}, read as Shift_JIS because of --encoding); is the file UTF-8? then give "
                                "--encoding utf-8"),
                             {{"byte", byte}}});
  // Neither: name the line where the likelier encoding broke (the one that read further).
  if (sjis_bad > utf8_bad)
    throw InputError(file, line_of_offset(bytes, sjis_bad),
                     Message{N_("not UTF-8, and invalid as Shift_JIS (CP932) here (byte {byte}); fix this line or {hint}"),
                             {{"byte", byte}, arg("hint", convert_hint(file))}});
  throw InputError(file, line_of_offset(bytes, utf8_bad),
                   Message{N_("invalid UTF-8 (byte {byte}) and not Shift_JIS (CP932) or UTF-16 either; {hint}"),
                           {{"byte", hex_byte(static_cast<unsigned char>(bytes[utf8_bad]))}, arg("hint", convert_hint(file))}});
}

}  // namespace

namespace {
std::mutex sink_mutex;
std::function<void(const std::string&)>& sink() {
  static std::function<void(const std::string&)> s;
  return s;
}
}  // namespace

void set_input_note_sink(std::function<void(const std::string&)> s) {
  std::lock_guard<std::mutex> lock(sink_mutex);
  sink() = std::move(s);
}

void note_input_encoding(const std::string& file, const std::string& read_as) {
  if (read_as.empty()) return;
  std::string line = format(tr("{file}: read as {encoding}"), {{"file", file == "-" ? std::string("<stdin>") : file}, {"encoding", read_as}});
  std::lock_guard<std::mutex> lock(sink_mutex);  // decklists are read on several threads
  if (sink()) sink()(line);
  else std::cerr << "judgekit: " + line + "\n" << std::flush;
}

std::string read_data_file(const std::string& path) {
  std::string bytes;
  read_input_bytes(path, bytes);
  return bytes;
}

std::string read_input_file(const std::string& path, const InputOptions& opt) {
  std::string text;
  read_input_bytes(path, text, opt);
  std::string name = path == "-" ? "<stdin>" : path;
  // UTF-8 is checked in place; a conversion's output is capped at the usual size even where a
  // larger UTF-8 file is let in.
  note_input_encoding(name, decode_input(text, name, opt.encoding, opt.kind, std::min(opt.max_bytes, kMaxInputBytes)));
  return text;
}

}  // namespace jk
