#include <sys/stat.h>

#include <catch2/catch.hpp>

#include "errors.hpp"
#include "input_file.hpp"
#include "run.hpp"

using namespace jk;
using jk::test::error_of;
using jk::test::TempDir;
using jk::test::write_file;

namespace {

// "氏名,ふりがな\n佐藤 花子,さとうはなこ\n" as Japanese Windows saves it (CP932).
const std::string kSjis =
    "\x8E\x81\x96\xBC\x2C\x82\xD3\x82\xE8\x82\xAA\x82\xC8\x0A"
    "\x8D\xB2\x93\xA1\x20\x89\xD4\x8E\x71\x2C\x82\xB3\x82\xC6\x82\xA4\x82\xCD\x82\xC8\x82\xB1\x0A";
const std::string kUtf8 = "氏名,ふりがな\n佐藤 花子,さとうはなこ\n";

std::string decoded(std::string bytes, Encoding enc = Encoding::detect, std::string* read_as = nullptr) {
  std::string as = decode_input(bytes, "f.csv", enc);
  if (read_as) *read_as = as;
  return bytes;
}

std::string read_error(const std::string& path, const InputOptions& opt = {}) {
  return error_of([&] {
    std::string out;
    read_input_bytes(path, out, opt);
  });
}

}  // namespace

TEST_CASE("input: UTF-8 passes through, without a BOM, with LF line ends, and no note") {
  std::string as = "?";
  CHECK(decoded(kUtf8, Encoding::detect, &as) == kUtf8);
  CHECK(as.empty());
  CHECK(decoded("\xEF\xBB\xBF" "a,b\n") == "a,b\n");
  CHECK(decoded("a\r\nb\rc\n\rd") == "a\nb\nc\n\nd");  // CRLF, CR, LF and LF+CR are each a line end
}

TEST_CASE("input: Shift_JIS (CP932) is detected and converted, with CP932's own characters") {
  std::string as;
  CHECK(decoded(kSjis, Encoding::detect, &as) == kUtf8);
  CHECK(as == "Shift_JIS (CP932)");
  // ① (NEC row 13) and 髙 (IBM extension) exist in CP932, not in plain Shift_JIS; half-width ｱ.
  CHECK(decoded("\x87\x40\xEE\xE0\x8B\xB4\xB1") == "①髙橋ｱ");
  // Forced: the same bytes, the same text.
  CHECK(decoded(kSjis, parse_encoding("cp932")) == kUtf8);
  // CRLF from Windows becomes LF after the conversion too.
  CHECK(decoded("\x93\xFA\x96\x7B\x8A\x94\r\n") == "日本株\n");
}

TEST_CASE("input: UTF-16 with a BOM, little- and big-endian") {
  std::string as;
  CHECK(decoded(std::string("\xFF\xFE\x0D\x54\x4D\x52\x0D\x00\x0A\x00", 10), Encoding::detect, &as) == "名前\n");
  CHECK(as == "UTF-16LE");
  CHECK(decoded(std::string("\xFE\xFF\x54\x0D\x52\x4D", 6), Encoding::detect, &as) == "名前");
  CHECK(as == "UTF-16BE");
  // Forced without a BOM: the NULs tell the byte order.
  CHECK(decoded(std::string("a\0,\0b\0", 6), Encoding::utf16) == "a,b");
  // Without a BOM and not forced: refused, saying what to give.
  CHECK(error_of([] { decoded(std::string("a\0,\0b\0\n\0", 8)); }).find("f.csv: this looks like UTF-16 without a byte-order mark; give --encoding utf-16") == 0);
  // An odd number of bytes cannot be UTF-16.
  CHECK(error_of([] { decoded(std::string("\xFF\xFE" "a\0\n\0b", 7)); }).find("f.csv:2: an odd number of bytes in UTF-16LE") == 0);
}

TEST_CASE("input: bytes invalid in every encoding name the line and how to convert") {
  std::string e = error_of([] { decoded("a,b\r1,2\n3,\x80\n"); });
  CHECK(e.find("f.csv:3: invalid UTF-8 (byte 0x80) and not Shift_JIS (CP932) or UTF-16 either") == 0);
  CHECK(e.find("iconv -f CP932 -t UTF-8 f.csv") != std::string::npos);
  // Mostly Shift_JIS with one bad byte: the Shift_JIS reading went further, so its line is named.
  std::string sj = error_of([&] { decoded(kSjis + kSjis + "\x8D\xB2\xFF\n"); });
  CHECK(sj.find("f.csv:5: not UTF-8, and invalid as Shift_JIS (CP932) here (byte 0xFF)") == 0);
  // UTF-8 lines, then one in Shift_JIS: never read as Shift_JIS (the UTF-8 lines would be mojibake).
  CHECK(error_of([] { decoded("4 日本株\n2 \x93\xFA\x96\x7B\x8A\x94\n"); }) ==
        "f.csv:2: invalid UTF-8 (byte 0x93) in a file that is UTF-8 before it (a line from a Shift_JIS file?); retype the line, or save "
        "the file again as UTF-8");
  // Forced UTF-8 on a Shift_JIS file: the line and the option named.
  CHECK(error_of([&] { decoded("ok\n" + kSjis, Encoding::utf8); }).find("f.csv:2: invalid UTF-8 (byte 0x8E, read as UTF-8 because of --encoding)") == 0);
  CHECK(error_of([] { decoded("ok\n\xFF", Encoding::shift_jis); }).find("f.csv:2: invalid Shift_JIS (CP932) (byte 0xFF") == 0);
}

TEST_CASE("input: a NUL byte is refused with its line, never cut into a message") {
  CHECK(error_of([] { decoded(std::string("a,b\n1,x\0y\n", 10)); }) == "f.csv:2: binary data (a NUL byte), not a text file");
  CHECK(error_of([] { decoded(std::string("a\rb\rc\0", 6)); }).find("f.csv:3: binary data (a NUL byte)") == 0);  // CR-only lines counted
}

TEST_CASE("input: --encoding names") {
  CHECK(parse_encoding("UTF-8") == Encoding::utf8);
  CHECK(parse_encoding("utf8") == Encoding::utf8);
  CHECK(parse_encoding("Shift_JIS") == Encoding::shift_jis);
  CHECK(parse_encoding("sjis") == Encoding::shift_jis);
  CHECK(parse_encoding("cp932") == Encoding::shift_jis);
  CHECK(parse_encoding("windows-31j") == Encoding::shift_jis);
  CHECK(parse_encoding("utf-16") == Encoding::utf16);
  CHECK(parse_encoding("") == Encoding::detect);
  CHECK(error_of([] { parse_encoding("latin1"); }) == "--encoding 'latin1' is not one judgekit reads (utf-8|shift_jis|cp932|utf-16)");
}

TEST_CASE("input: folders, FIFOs, devices and missing files are refused at once") {
  TempDir dir;
  CHECK(read_error(dir.path) == dir.path + ": is a folder; give a file");
  std::string fifo = dir.file("pipe");
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK(read_error(fifo) == fifo + ": is a named pipe, not a regular file; give a saved file");  // returns: no writer needed
  CHECK(read_error("/dev/zero") == "/dev/zero: is a device, not a regular file; give a saved file");
  CHECK(read_error(dir.file("none.csv")) == dir.file("none.csv") + ": cannot read the file: there is no such file");
}

TEST_CASE("input: the size limit, one under, at and one over") {
  TempDir dir;
  InputOptions opt;
  opt.max_bytes = 10;
  opt.what = "a decklist";
  write_file(dir.file("9"), std::string(9, 'a'));
  write_file(dir.file("10"), std::string(10, 'a'));
  write_file(dir.file("11"), std::string(11, 'a'));
  std::string out;
  read_input_bytes(dir.file("9"), out, opt);
  CHECK(out.size() == 9);
  read_input_bytes(dir.file("10"), out, opt);
  CHECK(out.size() == 10);
  CHECK(read_error(dir.file("11"), opt) == dir.file("11") + ": the file is 11 bytes; a decklist is at most 10 bytes (is this the right file?)");
}

TEST_CASE("input: read_input_file converts and says how it read a file that was not UTF-8") {
  TempDir dir;
  write_file(dir.file("sjis.csv"), kSjis);
  write_file(dir.file("utf8.csv"), kUtf8);
  std::vector<std::string> notes;
  set_input_note_sink([&](const std::string& n) { notes.push_back(n); });
  CHECK(read_input_file(dir.file("sjis.csv")) == kUtf8);
  CHECK(read_input_file(dir.file("utf8.csv")) == kUtf8);
  set_input_note_sink({});
  REQUIRE(notes.size() == 1);
  CHECK(notes[0] == dir.file("sjis.csv") + ": read as Shift_JIS (CP932)");
}
