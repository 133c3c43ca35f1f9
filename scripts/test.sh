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
# Only the test runner and the larder binaries it starts see the shifted clock. When SwiftPM
# itself ran under it, clang compiling a dependency's manifest found its module cache 400
# days old and pruned modules while another compile read them ("module 'SwiftShims' is
# defined in both ..."), even in a cache of its own.
FAKETIME_ONLY_CMDS=LarderPackageTests.xctest,larder NO_FAKE_STAT=1 \
  with_test_home faketime -f '+400d' swift test --skip-build

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
