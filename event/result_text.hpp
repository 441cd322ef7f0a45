// A stored result as a person reads it, in their language (judge/result_words.hpp): every face
// words results with this, never with the stored English summary.
#pragma once
#include "result_words.hpp"

namespace jk::event {

using judge::result_text;

}  // namespace jk::event
