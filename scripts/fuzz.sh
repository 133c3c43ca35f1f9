#!/usr/bin/env bash
# Builds and runs the libFuzzer targets of Fuzz/ (see Fuzz/README.md).
#
#   scripts/fuzz.sh build             build every target into .build-fuzz/
#   scripts/fuzz.sh run [TARGET...]   fuzz each target for FUZZ_SECONDS (default 600) seconds
#   scripts/fuzz.sh replay            run every saved regression input once
#   scripts/fuzz.sh ci                replay, then fuzz each target for FUZZ_SECONDS (default 60)
#
# The libraries are compiled with swiftc directly, instrumented for libFuzzer and
# AddressSanitizer, so that Package.swift needs no fuzzing flags. New inputs go to
# .build-fuzz/corpus/TARGET (seeded from Tests/Fixtures); crashes and time-outs to
# .build-fuzz/findings/TARGET, to be saved in Fuzz/Regressions/TARGET once fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(parser formatter day library mealtext)
# A trap goes straight to libFuzzer, which saves the input: the Swift backtracer, reading
# memory AddressSanitizer watches, would report itself instead.
export SWIFT_BACKTRACE=enable=no
out=.build-fuzz
# Seconds one input may take before libFuzzer reports it as a hang: a linear reader takes
# milliseconds on the largest input libFuzzer makes.
per_input_timeout=${FUZZ_TIMEOUT:-5}
max_len=${FUZZ_MAX_LEN:-65536}

build() {
  mkdir -p "$out/modules"
  # Runs started side by side share the objects: one builds while the others wait.
  exec 9>"$out/build.lock"
  flock 9
  local flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6
    -package-name larder -enable-upcoming-feature InternalImportsByDefault
    -enable-upcoming-feature ExistentialAny -I "$out/modules")
  # Each library, in dependency order, as one object and its module.
  local module
  for module in LarderSyntax LarderModel LarderJournal LarderReports LarderMealText; do
    local sources
    mapfile -t sources < <(find "Sources/$module" -name '*.swift' | sort)
    if [[ ! -f "$out/modules/$module.o" ]] ||
      [[ -n "$(find "Sources/$module" -name '*.swift' -newer "$out/modules/$module.o")" ]]; then
      echo "fuzz: compiling $module"
      swiftc "${flags[@]}" -module-name "$module" -wmo -emit-module \
        -emit-module-path "$out/modules/$module.swiftmodule" -c -o "$out/modules/$module.o" \
        "${sources[@]}"
    fi
  done
  local target
  for target in "${targets[@]}"; do
    echo "fuzz: linking fuzz-$target"
    # gold warns once for each AddressSanitizer helper it cannot export; nothing is wrong.
    swiftc "${flags[@]}" -module-name "Fuzz_$target" "$out"/modules/*.o \
      Fuzz/Support/*.swift "Fuzz/Targets/$target.swift" -o "$out/fuzz-$target" \
      2> >(grep -v 'Cannot export local symbol' >&2)
  done
  flock -u 9
}

# The inputs a target starts from: the fixture corpus and every saved regression.
seeds() {
  local target=$1
  case $target in
    mealtext) echo "$out/seeds/mealtext" ;;
    *) echo Tests/Fixtures/corpus Tests/Fixtures/hostile ;;
  esac
  [[ -d Fuzz/Regressions/$target ]] && echo "Fuzz/Regressions/$target"
  return 0
}

run() {
  local seconds=$1 target
  shift
  # Each meal phrase of the labelled meals (its unindented lines) is a seed of its own.
  mkdir -p "$out/seeds/mealtext"
  awk -v dir="$out/seeds/mealtext" '!/^#/ && !/^ / && NF {
    file = dir "/meal-" NR; printf "%s", $0 > file; close(file) }' \
    Tests/Fixtures/meal-text/labelled-meals.txt
  for target in "$@"; do
    mkdir -p "$out/corpus/$target" "$out/findings/$target"
    echo "fuzz: $target for $seconds s"
    # A meal is said in a line or two; longer inputs only slow the search.
    local length=$max_len
    [[ $target == mealtext ]] && length=${FUZZ_MAX_LEN:-1024}
    # With pipefail, the pipeline fails when the fuzzer does; the filter never fails it.
    # shellcheck disable=SC2046
    if ! "$out/fuzz-$target" -max_total_time="$seconds" -timeout="$per_input_timeout" \
      -max_len="$length" -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="$out/findings/$target/" "$out/corpus/$target" $(seeds "$target") \
      2>&1 | tee "$out/$target.log" |
      { grep -E '^#[0-9]+ +(INITED|DONE)|ERROR|SUMMARY|stat::' || true; }; then
      echo "fuzz: $target found a problem; see $out/findings/$target and $out/$target.log"
      return 1
    fi
  done
}

replay() {
  local target status=0
  for target in "${targets[@]}"; do
    local inputs=()
    [[ -d Fuzz/Regressions/$target ]] && mapfile -t inputs < <(find "Fuzz/Regressions/$target" -type f)
    [[ $target != mealtext ]] && mapfile -t -O "${#inputs[@]}" inputs < <(find Tests/Fixtures/hostile -type f)
    [[ ${#inputs[@]} -gt 0 ]] || continue
    echo "fuzz: replaying ${#inputs[@]} inputs through $target"
    "$out/fuzz-$target" -timeout="$per_input_timeout" -rss_limit_mb=2048 "${inputs[@]}" \
      >"$out/replay-$target.log" 2>&1 || {
      echo "fuzz: $target fails on a saved input; see $out/replay-$target.log"
      status=1
    }
  done
  return $status
}

command=${1:-run}
shift || true
case $command in
  build) build ;;
  run) build && run "${FUZZ_SECONDS:-600}" "${@:-${targets[@]}}" ;;
  replay) build && replay ;;
  ci) build && replay && run "${FUZZ_SECONDS:-60}" "${targets[@]}" ;;
  *) echo "usage: $0 build | run [TARGET...] | replay | ci" >&2; exit 2 ;;
esac
