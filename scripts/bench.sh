#!/usr/bin/env bash
# `make bench`: times larder on the decade journal of the performance budgets, side by side with
# ledger, hledger and git on equal work, and prints one Markdown table.
#
#   bash scripts/bench.sh            print the table
#   bash scripts/bench.sh --write    also record it, with date and machine and the run of
#                                    scripts/large-files.sh, in BENCHMARKS.md
#   bash scripts/bench.sh --keep     keep the generated journal and raw results (path on stderr)
#
# LARDER_BENCH_SCRATCH sets SwiftPM's scratch path (default .build). Progress goes to stderr,
# the table to stdout.
set -euo pipefail

usage() { sed -n '2,10s/^# \{0,1\}//p' "$0"; }

write=0
keep=0
for arg in "$@"; do
  case $arg in
    --write) write=1 ;;
    --keep) keep=1 ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
scratch=${LARDER_BENCH_SCRATCH:-.build}
today=2025-12-28
day_path=log/2025/12/$today.yaml

# The peers and the measuring tools are Debian packages; install the missing ones.
missing=()
command -v hyperfine >/dev/null || missing+=(hyperfine)
command -v ledger >/dev/null || missing+=(ledger)
command -v hledger >/dev/null || missing+=(hledger)
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -gt 0 ]; then
  echo "bench: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

echo "bench: building release" >&2
release=(-c release)
swift build "${release[@]}" --scratch-path "$scratch" >&2
bin=$(swift build "${release[@]}" --scratch-path "$scratch" --show-bin-path)
larder=$bin/larder

work=$(mktemp -d -t larder-bench.XXXXXX)
if [ $keep -eq 1 ]; then
  echo "bench: keeping $work" >&2
else
  trap 'rm -rf "$work"' EXIT
fi

echo "bench: generating the decade journal" >&2
# Relative paths keep this machine's directories out of the summary recorded in BENCHMARKS.md.
summary=$(cd "$work" && "$bin/larder-bench" generate journal --ledger journal.ledger --git)
echo "bench: $summary" >&2
journal=$work/journal
ledger_file=$work/journal.ledger

export NO_COLOR=1 COLUMNS=100

# has_subcommand WORD...: larder has this (nested) subcommand. `larder day --help` cannot tell:
# for an unknown subcommand it prints the parent's help and succeeds, so read the parents'
# subcommand lists instead (`SUBCOMMANDS:`, or grouped as `LOGGING SUBCOMMANDS:` and so on).
has_subcommand() {
  local parents=()
  for word in "$@"; do
    "$larder" "${parents[@]}" --help 2>/dev/null \
      | awk -v w="  $word" '/^([A-Z]+ )*SUBCOMMANDS:/ { s = 1; next }
          s && (index($0 " ", w " ") == 1 || index($0, w ",") == 1) { found = 1 }
          END { exit !found }' || return 1
    parents+=("$word")
  done
}

# measure KEY COMMAND: times COMMAND (a shell command line) and takes its peak RSS; sets
# median_ms, rss_mb and status (the exit status of one plain run).
measure() {
  local key=$1 command=$2
  echo "bench: timing $key" >&2
  hyperfine --warmup 1 --runs 10 --ignore-failure --style basic \
    --export-json "$work/$key.json" "$command" >&2
  local median
  median=$(sed -n 's/^ *"median": *\([0-9.eE+-]*\),*$/\1/p' "$work/$key.json" | head -n 1)
  median_ms=$(awk -v s="$median" 'BEGIN { printf "%.1f", s * 1000 }')
  status=0
  /usr/bin/time -v -o "$work/$key.time" bash -c "$command" >/dev/null 2>&1 || status=$?
  rss_mb=$(awk -F': ' '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' \
    "$work/$key.time")
}

# The peers, on the same entries: a ledger journal with one transaction per entry, and the git
# history with one commit per day.
declare -A peer_ms peer_rss peer_label
measure ledger "ledger -f '$ledger_file' bal"
peer_ms[ledger]=$median_ms peer_rss[ledger]=$rss_mb peer_label[ledger]="ledger -f F bal"
measure hledger "hledger -f '$ledger_file' bal"
peer_ms[hledger]=$median_ms peer_rss[hledger]=$rss_mb peer_label[hledger]="hledger -f F bal"
measure git "git -C '$journal' log -- $day_path"
peer_ms[git]=$median_ms peer_rss[git]=$rss_mb peer_label[git]="git log -- PATH"
# Each run appends a line to a tracked file and commits it, as larder add does to a day file.
measure gitcommit "cd '$journal' && printf 'x\\n' >>bench.txt && git add bench.txt && git commit -qm x"
peer_ms[gitcommit]=$median_ms peer_rss[gitcommit]=$rss_mb
peer_label[gitcommit]="git add F && git commit"
# A remote holding exactly the journal's history, for `larder sync` with nothing to do.
git clone -q --bare "$journal" "$work/remote.git"
git -C "$journal" remote add origin "$work/remote.git"
git -C "$journal" fetch -q origin
measure gitsync "git -C '$journal' fetch -q origin && git -C '$journal' status --porcelain"
peer_ms[gitsync]=$median_ms peer_rss[gitsync]=$rss_mb
peer_label[gitsync]="git fetch && git status"

# One row per larder command: name|arguments|time budget ms|RSS budget MB|budget text|peer|
# most times the peer. A time budget of "peer" means only the ratio counts (at most 1.0 × the
# peer unless the last field says otherwise). add runs last: it adds entries.
rows=(
  "check|check|150|60|≤ 150 ms, ≤ 60 MB|ledger"
  "fmt --check|fmt --check|300||≤ 300 ms|"
  "day|day|20|30|≤ 20 ms, ≤ 30 MB|"
  "calendar|calendar|25||≤ 25 ms|"
  "week|week|25||≤ 25 ms|"
  "search oat|search oat|150||≤ 150 ms|"
  "energy (latest 8 weeks)|energy|30||≤ 30 ms|"
  "energy --weeks 522 (ten years)|energy --weeks 522|300||≤ 300 ms|"
  "nutrients (one day)|nutrients|30||≤ 30 ms|"
  "nutrients --from -364 (a year)|nutrients --from -364|300||≤ 300 ms|"
  "foods search chicken|foods search chicken|30||≤ 30 ms|"
  "parse (five items)|parse grilled chicken breast with a cup of rice, some broccoli, a glass of orange juice and a banana|50||≤ 50 ms|"
  "history $today|history $today|peer||≤ 1.0 × git log|git"
  "sync (nothing to do)|sync|peer||≤ 1.5 × git fetch && git status|gitsync|1.5"
  "add|add --yes --date $today --time 12:00 banana 1|25||≤ 25 ms, ≤ 1.5 × git commit|gitcommit|1.5"
)

table="| command | median ms | peak RSS MB | budget | peer | peer median ms | ratio |
|---|---:|---:|---|---|---:|---:|"

for row in "${rows[@]}"; do
  IFS='|' read -r name args budget_ms budget_mb budget_text peer ratio_max <<<"$row"
  read -r -a words <<<"$args"
  # The subcommand's words, without its operands: `search oat` → `search`.
  subcommand=("${words[0]}")
  [ "${words[0]}" = foods ] && subcommand+=("${words[1]}")
  peer_cell="—" peer_median="—" ratio="—"
  if [ -n "$peer" ]; then
    peer_cell=${peer_label[$peer]}
    peer_median=${peer_ms[$peer]}
  fi
  if ! has_subcommand "${subcommand[@]}"; then
    [ -n "$peer" ] && ratio="n/a"
    table+=$'\n'"| larder $name | n/a | n/a | $budget_text | $peer_cell | $peer_median | $ratio |"
    continue
  fi
  measure "larder-${words[0]}" "'$larder' $args -j '$journal' --today $today"
  cell="larder $name"
  [ "$status" -eq 0 ] || cell+=" (exit $status)"
  if [ -n "$peer" ]; then
    ratio=$(awk -v a="$median_ms" -v b="$peer_median" 'BEGIN { printf "%.2f", a / b }')
  fi
  verdict="✓"
  if [ -n "$peer" ]; then
    awk -v r="$ratio" -v x="${ratio_max:-1.0}" 'BEGIN { exit !(r > x) }' && verdict="✗"
  fi
  if [ "$budget_ms" != peer ]; then
    awk -v m="$median_ms" -v b="$budget_ms" 'BEGIN { exit !(m > b) }' && verdict="✗"
  fi
  if [ -n "$budget_mb" ]; then
    awk -v m="$rss_mb" -v b="$budget_mb" 'BEGIN { exit !(m > b) }' && verdict="✗"
  fi
  table+=$'\n'"| $cell | $median_ms | $rss_mb | $budget_text $verdict | $peer_cell | $peer_median | $ratio |"
done

for peer in ledger hledger git gitcommit gitsync; do
  table+=$'\n'"| ${peer_label[$peer]} | ${peer_ms[$peer]} | ${peer_rss[$peer]} | peer | — | — | — |"
done

echo "$table"

if [ $write -eq 1 ]; then
  cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
  swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([^ ]*\).*/\1/p')
  {
    echo "# Benchmarks"
    echo
    echo "The latest run of \`make bench\` (\`scripts/bench.sh --write\`): a release build timed on"
    echo "the decade journal from \`larder-bench generate\`, each command the median of 10 cold runs"
    echo "after one warm-up (hyperfine), peak RSS from one run under \`/usr/bin/time -v\`. Peers do"
    echo "equal work: ledger and hledger read the same entries as a ledger journal, git reads the"
    echo "history of one commit per day. \`n/a\`: larder has no such command yet."
    echo
    echo "- Date: $(date -u +%Y-%m-%d)"
    echo "- Machine: $(nproc) cores, ${cpu:-unknown CPU}, $(uname -sm)"
    echo "- Swift: ${swift_version:-unknown}"
    echo "- Journal: $summary"
    echo
    echo "$table"
    echo
    echo "## Files of hostile size"
    echo
    echo "\`scripts/large-files.sh\`: one day file of each shape in a copy of \`example-journal/\`,"
    echo "read by \`check\` and by \`day\` (one run each; budget: a 50 MB day file in at most 3 s"
    echo "and 300 MB). Exit 1 is \`check\` reporting the problems the shape has on purpose."
    echo
    echo '```'
    bash scripts/large-files.sh "$larder"
    echo '```'
  } >BENCHMARKS.md
  echo "bench: wrote BENCHMARKS.md" >&2
fi
