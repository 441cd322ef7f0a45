#include "columns.hpp"

#include "errors.hpp"
#include "text.hpp"

namespace jk {

int find_column(std::string_view header, const std::vector<ColumnSpec>& spec) {
  std::string key = name_key(trim(header));
  if (key.empty()) return -1;
  for (std::size_t i = 0; i < spec.size(); ++i) {
    if (name_key(spec[i].id) == key) return static_cast<int>(i);
    for (const auto& a : spec[i].aliases)
      if (name_key(a) == key) return static_cast<int>(i);
  }
  return -1;
}

std::string accepted_columns(const std::vector<ColumnSpec>& spec) {
  std::string out;
  for (const auto& c : spec) {
    out += (out.empty() ? "" : ", ") + c.id;
    std::string ja;
    for (const auto& a : c.aliases) ja += (ja.empty() ? "" : ", ") + a;
    if (!ja.empty()) out += " (" + ja + ")";
  }
  return out;
}

std::vector<int> match_columns(const CsvRow& header, const std::vector<ColumnSpec>& spec, const std::string& file) {
  std::vector<int> at(spec.size(), -1);
  for (std::size_t i = 0; i < header.fields.size(); ++i) {
    const std::string& h = header.fields[i];
    int c = find_column(h, spec);
    if (c < 0) {
      if (trim(h).empty())
        throw InputError(file, header.line, Message{N_("column {n} of the header has no name; the columns are {columns}"),
                                                    {{"n", std::to_string(i + 1)}, {"columns", accepted_columns(spec)}}});
      throw InputError(file, header.line, Message{N_("unknown column '{column}'; the columns are {columns}"), {{"column", trim(h)}, {"columns", accepted_columns(spec)}}});
    }
    auto& slot = at[static_cast<std::size_t>(c)];
    if (slot >= 0)
      throw InputError(file, header.line, Message{N_("column '{column}' given twice (as {id})"), {{"column", trim(h)}, {"id", spec[static_cast<std::size_t>(c)].id}}});
    slot = static_cast<int>(i);
  }
  for (std::size_t c = 0; c < spec.size(); ++c)
    if (spec[c].required && at[c] < 0)
      // `what` is an N_() msgid of the spec's table (translated here; every spec is a static table,
      // so the pointer the message keeps outlives the error).
      throw InputError(file, header.line, spec[c].what.empty() ? Message{N_("missing column {column}"), {{"column", spec[c].id}}}
                                                               : Message{N_("missing column {column}: {what}"), {{"column", spec[c].id}, arg("what", Message{spec[c].what.c_str(), {}})}});
  return at;
}

}  // namespace jk
