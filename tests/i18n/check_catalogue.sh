#!/usr/bin/env bash
# Fails when a message in a translated source file (tests/i18n/translated_files.txt) has no
# Japanese translation in po/ja.po. xgettext finds the messages: tr("..."), tr(lang, "..."), N_("...")
# and the web pages' c.t("...").
set -uo pipefail
src=$1
cd "$src" || exit 2
mapfile -t files < <(grep -v '^#' tests/i18n/translated_files.txt | sed '/^$/d')
pot=$(mktemp --suffix=.pot)
trap 'rm -f "$pot"' EXIT
# A UTF-8 locale and a header: without them xgettext drops non-ASCII characters (×, …) from msgids.
if ! LC_ALL=C.UTF-8 xgettext --from-code=UTF-8 -C --keyword= --keyword=tr:1 --keyword=tr:2 --keyword=trc:1c,2 --keyword=N_ --keyword=t -o "$pot" "${files[@]}" \
    2> >(grep -v -e 'non-ASCII' -e 'cause problems' -e 'different from yours' -e 'Consider using' -e '^ ' >&2); then
  echo "xgettext failed"
  exit 1
fi
# A web page's text is all c.t(): every web source that shows some must be listed, so a new
# page cannot show English to a Japanese phone by omission.
for f in web/*.cpp; do
  if grep -q 'c\.t(' "$f" && ! printf '%s\n' "${files[@]}" | grep -qxF "$f"; then
    echo "FAIL: $f shows text with c.t() but is not in tests/i18n/translated_files.txt"
    exit 1
  fi
done
# Partly translated files: only their N_() messages (tests/i18n/message_files.txt).
mapfile -t partly < <(grep -v '^#' tests/i18n/message_files.txt 2>/dev/null | sed '/^$/d')
if [ ${#partly[@]} -gt 0 ]; then
  more=$(mktemp --suffix=.pot)
  trap 'rm -f "$pot" "$more"' EXIT
  if ! LC_ALL=C.UTF-8 xgettext --from-code=UTF-8 -C --keyword= --keyword=N_ -o "$more" "${partly[@]}" \
      2> >(grep -v -e 'non-ASCII' -e 'cause problems' -e 'different from yours' -e 'Consider using' -e '^ ' >&2); then
    echo "xgettext failed"
    exit 1
  fi
  if [ -s "$more" ]; then
    LC_ALL=C.UTF-8 msgcat --use-first -o "$pot" "$pot" "$more" || exit 1
  fi
fi
# msgcmp: every msgid of the code must be in ja.po and translated (untranslated entries count as missing).
if ! LC_ALL=C.UTF-8 msgcmp po/ja.po "$pot"; then
  echo "FAIL: po/ja.po lacks the translations above; add them (po/README.md)"
  exit 1
fi
echo "catalogue: $(grep -c '^msgid "' "$pot") messages of ${#files[@]} files (and ${#partly[@]} partly) translated"
