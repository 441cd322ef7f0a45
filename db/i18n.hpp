// The message catalogue: English msgids in the code, Japanese in po/ja.po (built to judgekit.mo).
// What people read follows the language; what scripts read (--json, CSV, exit codes) never does.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace jk {

enum class Lang { en, ja };

// The process's language: set_lang() if called (--lang), else LC_ALL / LC_MESSAGES / LANG
// (the first one set; "ja*" means Japanese), else English.
Lang current_lang();
void set_lang(Lang lang);
// "ja", "en", "ja_JP.UTF-8", "ja-JP", "C", "POSIX", "C.UTF-8" (English); nullopt for anything else.
std::optional<Lang> parse_lang(std::string_view text);
std::string_view lang_code(Lang lang);  // "ja" / "en"

// The translation of `msgid`; `msgid` itself for English or when the catalogue lacks it.
// Thread-safe and independent of the process locale (the web server calls it per request).
const char* tr(Lang lang, const char* msgid);
inline const char* tr(const char* msgid) { return tr(current_lang(), msgid); }

// Marks a msgid for extraction (xgettext --keyword=N_) where it is translated later.
constexpr const char* N_(const char* msgid) { return msgid; }

// Fills named placeholders: format("{count} of {limit} copies", {{"count", "3"}, {"limit", "2"}}).
// A translation may put them in any order. "{{" and "}}" are literal braces; a name not given
// stays as written, so a missing value shows instead of vanishing.
using FormatArgs = std::vector<std::pair<std::string, std::string>>;
std::string format(std::string_view pattern, const FormatArgs& args);

// A message kept untranslated until it is rendered: decklint builds one per diagnostic, and
// the JSON gets it in English while the terminal gets it in the reader's language. An argument
// is plain text, or a message of its own (rendered in the same language).
struct Message;
struct MessageArg {
  MessageArg() = default;
  // Defined below, where Message is complete (clang will not make a vector of an incomplete type).
  MessageArg(std::string name_, std::string text_, std::string ja_ = {});
  MessageArg(std::string name_, std::string text_, std::string ja_, std::vector<Message> nested_);
  std::string name;
  std::string text;             // the value (English, or not language-bound: numbers, card names)
  std::string ja;               // when not empty: the value in Japanese (a pack's name_ja)
  std::vector<Message> nested;  // when not empty: the concatenation of these, rendered
};
struct Message {
  const char* id = nullptr;  // English msgid with {name} placeholders; nullptr: no message
  std::vector<MessageArg> args;

  bool empty() const { return id == nullptr; }
  std::string str(Lang lang) const;
};
inline MessageArg::MessageArg(std::string name_, std::string text_, std::string ja_)
    : name(std::move(name_)), text(std::move(text_)), ja(std::move(ja_)) {}
inline MessageArg::MessageArg(std::string name_, std::string text_, std::string ja_, std::vector<Message> nested_)
    : name(std::move(name_)), text(std::move(text_)), ja(std::move(ja_)), nested(std::move(nested_)) {}
// A placeholder filled with a message: arg("also", Message{...}).
MessageArg arg(std::string name, Message m);
// Text that is the same in every language (a name, a number, a library's own words) where a
// message is expected: "{text}" is in no catalogue.
inline Message verbatim(std::string text) { return Message{"{text}", {MessageArg("text", std::move(text))}}; }
// The parts one after another, each rendered in the reader's language (a part that is itself
// parts is spliced in: what a file keeps stays flat).
Message concatenated(std::vector<Message> parts);
// The Japanese text where there is one and the reader reads Japanese, else the English: a pack's
// ja/en pairs (names, notes, infractions).
inline const std::string& in_lang(Lang lang, const std::string& en, const std::string& ja) {
  return lang == Lang::ja && !ja.empty() ? ja : en;
}

// Where judgekit.mo files are looked for (<dir>/ja/LC_MESSAGES/judgekit.mo): $JUDGEKIT_LOCALEDIR,
// else <exe>/../share/locale (installed), else <exe dir>/locale (build tree), else the build's.
std::string locale_dir();

}  // namespace jk
