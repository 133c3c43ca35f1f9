#!/usr/bin/env bash
# Times the release `larder` on journal files of hostile size and shape (PERFORMANCE.md: a
# 50 MB day file is read by `check` and by `day` in at most 3 s and 300 MB):
#
#   scripts/large-files.sh [LARDER]
#
# Each case copies example-journal/ to a temporary directory, writes one day file, and runs
# `check` and `day` under /usr/bin/time, printing elapsed and user seconds and peak RSS.
set -euo pipefail
cd "$(dirname "$0")/.."
larder=${1:-.build/release/larder}
[[ -x $larder ]] || swift build -c release --product larder
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

day=log/2026/11/2026-11-21.yaml
# name and an awk program that prints the day file
cases=(
  "entries-50MB|BEGIN { print \"breakfast:\"; for (i = 0; i < 960000; i++) printf \"  - 07:%02d oatmeal %d g = 227 kcal 7.9p 40.6c 3.9f\\n\", i % 60, 40 + i % 50 }"
  "slots-100k|BEGIN { for (i = 0; i < 100000; i++) printf \"slot %d:\\n  - 07:00 oatmeal 60 g\\n\", i }"
  "line-1MB|BEGIN { printf \"breakfast:\\n  - 07:00 oatmeal \"; for (i = 0; i < 100000; i++) printf \"very long \"; print \"60 g\" }"
  "notes-50MB|BEGIN { print \"notes: |\"; for (i = 0; i < 1000000; i++) print \"  a line of notes that goes on for about fifty bytes\" }"
)
printf '%-14s %-6s %8s %8s %10s %s\n' case command seconds user 'peak MB' exit
for entry in "${cases[@]}"; do
  name=${entry%%|*}
  rm -rf "$scratch/journal"
  cp -r example-journal "$scratch/journal"
  awk "${entry#*|}" >"$scratch/journal/$day"
  for command in check day; do
    status=0
    /usr/bin/time -f "%e %U %M" -o "$scratch/time" \
      "$larder" "$command" --journal "$scratch/journal" --today 2026-11-21 \
      >/dev/null 2>"$scratch/stderr" || status=$?
    read -r seconds user kilobytes < <(tail -n 1 "$scratch/time")
    printf '%-14s %-6s %8s %8s %10d %s\n' "$name" "$command" "$seconds" "$user" $((kilobytes / 1024)) "$status"
  done
done
