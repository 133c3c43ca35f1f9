#!/usr/bin/env bash
# The whole test suite, as CI runs it: the import check, every suite on the debug build, every
# suite again under a clock 400 days ahead of the file system's, and the end-to-end suite
# against the release binary that is benchmarked and shipped.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== build, with the layers checked: a target imports only what its layer allows"
bash scripts/check-layers.sh
swift build --build-tests --explicit-target-dependency-import-check error

# The test process gets a HOME of its own from here, set before it starts (TestHome reads
# LARDER_TEST_HOME): set by the process itself, it changed the environment while other
# threads read it, and under libfaketime, which reads it on every clock call, that crashed
# the process.
test_home=$(mktemp -d)
mkdir -p "$test_home/.config"
trap 'rm -rf "$test_home"' EXIT
with_test_home() {
  env -u SSH_AUTH_SOCK HOME="$test_home" XDG_CONFIG_HOME="$test_home/.config" \
    GIT_CONFIG_NOSYSTEM=1 LARDER_TEST_HOME="$test_home" "$@"
}

echo "== every suite"
with_test_home swift test --skip-build

# NO_FAKE_STAT keeps the file system's stamps real while libfaketime shifts the clock: a
# clock skewed from the files' (a network drive, a synced folder). (DONT_FAKE_MONOTONIC=1
# made the test runner hang in libfaketime 0.9.10.)
echo "== every suite again, under a clock shifted by 400 days"
# A module cache of its own: when SwiftPM compiles a dependency's manifest under the shifted
# clock, clang finds every module of the shared cache 400 days old and prunes them while
# they are read ("module 'SwiftShims' is defined in both ..."). A fresh cache has nothing
# to prune.
shifted_cache=$(mktemp -d)
CLANG_MODULE_CACHE_PATH="$shifted_cache" NO_FAKE_STAT=1 with_test_home faketime -f '+400d' \
  swift test --skip-build
rm -rf "$shifted_cache"

echo "== the end-to-end suite against the release binary"
swift build -c release --product larder
LARDER_BINARY="$(swift build -c release --show-bin-path)/larder" \
  with_test_home swift test --skip-build --filter LarderCLITests

# Every saved crash and hang replayed, then each fuzz target for about a minute, and the
# syntax, journal and workspace suites under AddressSanitizer. `make sanitize` adds
# ThreadSanitizer.
echo "== fuzzing: the regression corpus, then each target for a minute"
FUZZ_SECONDS="${FUZZ_SECONDS:-60}" bash scripts/fuzz.sh ci
echo "== the syntax, journal and workspace suites under AddressSanitizer"
bash scripts/sanitize.sh address
