#!/usr/bin/env bash
# Runs every ```console block of docs/*.md and compares what each `$ ` command prints with the
# lines under it (stdout and stderr together; a non-zero exit adds a line `[exit N]`).
# Each document runs in its own scratch copy of docs/examples/, with judgekit on PATH.
# Blocks run in English (LC_ALL=C.UTF-8) unless fenced as ```console lang=ja: those run as on a
# Japanese machine (LANG=ja_JP.UTF-8, LC_ALL unset; the locale need not be generated).
set -uo pipefail
src=$1
bindir=$(cd "$2" && pwd)
export PATH="$bindir:$PATH" JUDGEKIT_GAMES="$src/games" NO_COLOR=1 LC_ALL=C.UTF-8 TZ=UTC
failures=0
commands=0
for doc in "$src"/docs/*.md; do
  work=$(mktemp -d)
  # Imported card lists and the rulings cache go to the scratch folder, never the user's home.
  export JUDGEKIT_DATA="$work/.judgekit-data"
  [ -d "$src/docs/examples" ] && cp -r "$src/docs/examples/." "$work/"
  in_block=0
  block_lang=en
  cmd=""
  expected=""
  flush() {
    [ -n "$cmd" ] || return 0
    commands=$((commands + 1))
    if [ "$block_lang" = ja ]; then
      actual=$(cd "$work" && env -u LC_ALL -u LC_MESSAGES LANG=ja_JP.UTF-8 bash -c "$cmd" 2>&1; rc=$?; [ $rc -ne 0 ] && echo "[exit $rc]")
    else
      actual=$(cd "$work" && bash -c "$cmd" 2>&1; rc=$?; [ $rc -ne 0 ] && echo "[exit $rc]")
    fi
    # Trailing spaces are not compared: editors strip them from Markdown.
    if [ "$(printf '%s' "$actual" | sed 's/[[:space:]]*$//')" != "$(printf '%s' "$expected" | sed 's/[[:space:]]*$//')" ]; then
      failures=$((failures + 1))
      echo "FAIL ${doc#$src/}: \$ $cmd"
      diff <(printf '%s\n' "$expected" | sed 's/[[:space:]]*$//') <(printf '%s\n' "$actual" | sed 's/[[:space:]]*$//') | head -40
    fi
    cmd=""
    expected=""
  }
  while IFS= read -r line || [ -n "$line" ]; do
    if [ $in_block -eq 0 ]; then
      if [[ "$line" == '```console' ]]; then
        in_block=1
        block_lang=en
      elif [[ "$line" == '```console lang=ja' ]]; then
        in_block=1
        block_lang=ja
      fi
      continue
    fi
    if [[ "$line" == '```' ]]; then
      flush
      in_block=0
      continue
    fi
    if [[ "$line" == '$ '* ]]; then
      flush
      cmd=${line#\$ }
    elif [ -n "$cmd" ]; then
      if [ -z "$expected" ]; then expected=$line; else expected+=$'\n'"$line"; fi
    fi
  done < "$doc"
  rm -rf "$work"
done
echo "doc examples: $((commands - failures)) passed, $failures failed"
[ $failures -eq 0 ]
