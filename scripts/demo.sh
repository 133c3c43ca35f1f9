#!/usr/bin/env bash
# Builds larder and runs its main job on a scratch copy of example-journal/: check the journal,
# then show the last logged day with its goals, targets and score.
set -euo pipefail
cd "$(dirname "$0")/.."

release=(-c release)
swift build "${release[@]}" --product larder
larder="$(swift build "${release[@]}" --show-bin-path)/larder"

scratch="$(mktemp -d)/journal"
cp -R example-journal "$scratch"
export LARDER_JOURNAL="$scratch"
day=2026-11-20

echo
echo "== a scratch copy of example-journal/ is at $scratch"
echo
echo "\$ larder check"
"$larder" check --today "$day"
echo
echo "\$ larder day"
"$larder" day --today "$day"
