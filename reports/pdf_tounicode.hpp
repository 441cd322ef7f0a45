// libharu 2.3.0 writes the ToUnicode map of a UTF-8 TrueType font as a CID CMap
// ("begincidrange"), which is not a ToUnicode map: readers then guess, or cannot copy and search
// the text. Its text codes are the UTF-16 code units themselves (Identity-H), so the right map is
// the identity; this replaces the object in the finished file and fixes the cross-reference table.
#pragma once
#include <string>

namespace jk::reports {

// Returns the PDF with a correct ToUnicode map, or `pdf` unchanged when it does not have the
// layout libharu writes (so a different libharu never gets a damaged file).
std::string fix_to_unicode(const std::string& pdf);

}  // namespace jk::reports
