// Every string a web page shows, keyed by its English text; Japanese is the default.
// (To move into the shared message catalogue, db/i18n.hpp, once it exists.)
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace jk::web {

enum class Lang { ja, en };

// The text in `lang`; the key itself for English (and for a key with no translation).
std::string_view tr(Lang lang, std::string_view english);
// Keys without a Japanese translation (a test keeps this empty).
std::vector<std::string_view> untranslated();
// Every key the table holds.
std::vector<std::string_view> string_keys();

}  // namespace jk::web
