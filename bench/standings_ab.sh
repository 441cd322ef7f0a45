#!/usr/bin/env bash
# Two builds' `standings --csv` and standings PDF run in turn on the same event file, beside
# `sqlite3` scanning the tables the standings read (docs/BENCHMARKS.md, issue 23): CPU (user + sys)
# of each whole process from /usr/bin/time, median (min-max) over RUNS rounds.
# Usage: bench/standings_ab.sh NEW_JUDGEKIT OLD_JUDGEKIT FILE [RUNS]
# FILE: the 10,000-player event after 14 rounds (build/bench/views_bench FILE --runs 1 makes it).
set -euo pipefail
new=$1 old=$2 file=$3 runs=${4:-11}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cpu() { /usr/bin/time -f "%U %S" "$@" 2>&1 >/dev/null | tail -1 | awk '{ printf "%d\n", ($1 + $2) * 1000 }'; }
declare -A ms
for _ in $(seq "$runs"); do
  for who in new old; do
    ms[$who-csv]+="$(cpu "${!who}" standings --csv -e "$file") "
    ms[$who-pdf]+="$(cpu "${!who}" report --kind standings -e "$file" --date 2026-11-28 -o "$tmp/$who.pdf") "
  done
  ms[floor]+="$(cpu sqlite3 -readonly "$file" \
    'SELECT id, round, is_bye FROM matches' \
    'SELECT match_id, player_id, outcome, games_won, games_lost, games_drawn, placement FROM seat_results' \
    'SELECT id, name, reading, name_key, external_id FROM players') "
done
cmp -s "$tmp/new.pdf" "$tmp/old.pdf" && echo "the two PDFs are the same bytes" || echo "the two PDFs differ"
for k in floor new-csv old-csv new-pdf old-pdf; do
  echo "$k: $(tr ' ' '\n' <<<"${ms[$k]}" | grep . | sort -n |
    awk '{ a[NR] = $1 } END { printf "median %d (%d-%d) ms CPU, %d runs", a[int((NR + 1) / 2)], a[1], a[NR], NR }')"
done
