#!/usr/bin/env bash
# Runs test suites under the sanitizers, each in its own scratch path so that the ordinary
# build stays as it is:
#
#   scripts/sanitize.sh address   the syntax, journal and workspace suites under AddressSanitizer
#   scripts/sanitize.sh thread    the workspace suites, whose readers use several threads, and
#                                 the day read on two threads, under ThreadSanitizer
#   scripts/sanitize.sh           both
set -euo pipefail
cd "$(dirname "$0")/.."

address() {
  echo "sanitize: AddressSanitizer"
  # Leaks in the toolchain's Foundation are suppressed by name, each with its reason.
  export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt"
  time swift test --sanitize=address --scratch-path .build-asan \
    --filter 'LarderSyntaxTests|LarderJournalTests|LarderCacheTests|LarderWorkspaceTests'
}

thread() {
  echo "sanitize: ThreadSanitizer"
  time swift test --sanitize=thread --scratch-path .build-tsan \
    --filter 'LarderWorkspaceTests|DayStreamTests'
}

case ${1:-all} in
  address) address ;;
  thread) thread ;;
  all) address && thread ;;
  *) echo "usage: $0 [address | thread]" >&2; exit 2 ;;
esac
