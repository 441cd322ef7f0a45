// Header rows of CSV files people make: canonical column names beside English and Japanese
// aliases ("name", "氏名", "名前"), matched after folding (jk::name_key: width, case, kana,
// spaces and punctuation), so a file from a Japanese spreadsheet reads like an English one.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "csv.hpp"

namespace jk {

struct ColumnSpec {
  std::string id;                    // canonical name, as the docs write it: "name"
  std::vector<std::string> aliases;  // other accepted names: "氏名", "名前"
  bool required = false;
  std::string what;                  // said when a required column is missing (optional; an N_() msgid,
                                     // in a static table: the error keeps a pointer to it)
};

// The index of the spec entry `header` names, or -1.
int find_column(std::string_view header, const std::vector<ColumnSpec>& spec);

// For each spec entry, the position of its column in `header` (-1 when absent). Throws
// InputError(file, header.line, …) for an unknown column (naming it and the accepted names),
// a column given twice (also as two aliases) and a missing required column.
std::vector<int> match_columns(const CsvRow& header, const std::vector<ColumnSpec>& spec, const std::string& file);

// "number (番号, カード番号), name (名前, カード名), …": what a message lists as accepted.
std::string accepted_columns(const std::vector<ColumnSpec>& spec);

}  // namespace jk
