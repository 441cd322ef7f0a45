#!/usr/bin/env bash
# Fails when a message of the code has no Japanese in po/ja.po, when ja.po keeps entries no code
# uses, or when a jk::Message is written with English that xgettext cannot see. Every source file
# of the libraries and front ends is read: xgettext finds tr("..."), tr(lang, "..."), trc(ctx, "..."),
# N_("...") and the web pages' c.t("..."). InputError takes a Message only (db/errors.hpp), so a
# refusal is either a catalogue entry or text passed on with InputError::verbatim.
set -uo pipefail
src=$1
cd "$src" || exit 2
mapfile -t files < <(find cli db decklint event judge pairing reports rulings web \( -name '*.cpp' -o -name '*.hpp' \) | sort)
pot=$(mktemp --suffix=.pot)
trap 'rm -f "$pot"' EXIT
quiet() { grep -v -e 'non-ASCII' -e 'cause problems' -e 'different from yours' -e 'Consider using' -e '^ ' >&2; }
# A UTF-8 locale and a header: without them xgettext drops non-ASCII characters (×, …) from msgids.
if ! LC_ALL=C.UTF-8 xgettext --from-code=UTF-8 -C --keyword= --keyword=tr:1 --keyword=tr:2 --keyword=trc:1c,2 --keyword=N_ --keyword=t \
    -o "$pot" "${files[@]}" 2> >(quiet); then
  echo "xgettext failed"
  exit 1
fi
status=0
# Message{"...", ...} with words in it is English no catalogue holds; only placeholders may be
# written so ("{text}", "{where}{what}").
if bad=$(grep -noE 'Message\{"[^"]*"' "${files[@]}" | sed 's/{[a-z_]*}//g' | grep -E 'Message\{"[^"]*[A-Za-z]'); then
  echo "FAIL: a Message written with English text; mark it N_(\"...\") so the catalogue has it:"
  echo "$bad"
  status=1
fi
# msgcmp: every msgid of the code must be in ja.po and translated (untranslated and fuzzy entries
# count as missing); an entry no code uses is stale.
report=$(LC_ALL=C.UTF-8 msgcmp po/ja.po "$pot" 2>&1)
if [ $? -ne 0 ]; then
  echo "$report"
  echo "FAIL: po/ja.po lacks the translations above; add them (po/README.md)"
  status=1
fi
if grep -q 'this message is not used' <<<"$report"; then
  grep -o '^po/ja.po:[0-9]*: warning: this message is not used' <<<"$report" | cut -d: -f2 | while read -r n; do sed -n "$((n - 1)),${n}p" po/ja.po; done

  echo "FAIL: po/ja.po keeps entries no code uses; remove them (po/README.md)"
  status=1
fi
# One word per thing (docs/glossary.md): judgekit's own Japanese never says these for its words.
if bad=$(grep -nP '^msgstr ".*(罰則|スイス(?!ドロー)|ラウンド|選手|時計|要確認|未登録|取消|遅刻者|ゲームマッチ)' po/ja.po); then
  echo "$bad"
  echo "FAIL: po/ja.po says 罰則, スイス, ラウンド, 選手, 時計, 要確認, 未登録, 取消, 遅刻者 or ゲームマッチ where docs/glossary.md has ペナルティ, スイスドロー, 回戦, プレイヤー, タイマー, 未確認, 未提出, 取り消し, 途中参加 and N本勝負"
  status=1
fi
[ $status -eq 0 ] && echo "catalogue: $(grep -c '^msgid "' "$pot") messages of ${#files[@]} files translated"
exit $status
