#!/usr/bin/env bash
# check_placeholders.py must fail on each kind of mistake (fixtures/placeholders_bad.po has five:
# a printf msgid (reported twice: the %d, and the {n} its msgstr adds), a renamed, a missing and an added placeholder, a plural's extra one) and pass the
# right entries ("%" before a space, "%%", "{{ }}", an untranslated entry, reordered placeholders).
set -uo pipefail
here=$(dirname "$0")
out=$(/usr/bin/python3 "$here/check_placeholders.py" "$here/fixtures/placeholders_bad.po")
rc=$?
echo "$out"
[ $rc -eq 1 ] || { echo "FAIL: expected exit 1, got $rc"; exit 1; }
for line in 6 9 12 15 18; do
  grep -q "placeholders_bad.po:$line: " <<<"$out" || { echo "FAIL: line $line not reported"; exit 1; }
done
[ "$(grep -c 'placeholders_bad.po:' <<<"$out")" -eq 6 ] || { echo "FAIL: expected exactly 6 problems (line 6 twice: %d, and {n} the msgid lacks)"; exit 1; }
grep -q 'placeholders_bad.po:6: msgid has a printf-style placeholder (%d)' <<<"$out" || { echo "FAIL: %d not named"; exit 1; }
echo "check_placeholders: fails on the 5 mistakes, passes the rest"
