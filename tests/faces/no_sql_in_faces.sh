#!/bin/bash
# The faces (cli/, web/, reports/) render the event library's views and run no SQL of their own
# (docs/ARCHITECTURE.md "Who reads which table"). Fails, naming file:line, on a string literal that
# starts an SQL statement, a prepare()/exec() of SQL text, or a call into sqlite3 directly.
# Usage: no_sql_in_faces.sh SOURCE_DIR. It first checks itself on a planted file, so it cannot pass
# by matching nothing.
set -u
src=${1:?usage: no_sql_in_faces.sh SOURCE_DIR}
pattern='"[[:space:]]*(SELECT|INSERT|UPDATE|DELETE|REPLACE|WITH|PRAGMA|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|CREATE|ALTER|DROP)[[:space:]]|(prepare|exec)\([[:space:]]*"[[:space:]]*[A-Z]+[[:space:]]|sqlite3_[a-z_]+\('

scan() { grep -rnE --include='*.cpp' --include='*.hpp' "$pattern" "$@"; }

planted=$(mktemp -d)
trap 'rm -rf "$planted"' EXIT
printf '%s\n' 'auto st = db.prepare("SELECT id FROM players");' > "$planted/a.cpp"
printf '%s\n' 'db.exec("BEGIN IMMEDIATE");' > "$planted/b.cpp"
printf '%s\n' 'sqlite3_exec(raw, sql, nullptr, nullptr, nullptr);' > "$planted/c.cpp"
printf '%s\n' 'doc.text(x, y, 9, doc.prepare("・" + c));  // a PDF text, not SQL' 'tr("select a game");' > "$planted/d.cpp"
found=$(scan "$planted" | wc -l)
if [ "$found" -ne 3 ] || scan "$planted/d.cpp" > /dev/null; then
  echo "no_sql_in_faces: the check itself is broken (found $found of 3 planted statements)"
  exit 2
fi

if hits=$(scan "$src/cli" "$src/web" "$src/reports"); then
  echo "SQL in a face (read through the event library's views instead):"
  echo "$hits"
  exit 1
fi
echo "no SQL in cli/, web/, reports/"
