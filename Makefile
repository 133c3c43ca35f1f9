# Larder's entry points. `make demo` and `make test` install what they need on Debian.
.PHONY: setup demo test lint format bench fuzz fuzz-ci sanitize

setup:
	@bash scripts/setup.sh

demo: setup
	@bash scripts/demo.sh

lint:
	swift format lint --strict --recursive Package.swift Sources Tests

format:
	swift format --in-place --recursive Package.swift Sources Tests

test: setup lint
	swift test

bench: setup
	@bash scripts/bench.sh

# Fuzzes every target for FUZZ_SECONDS each (default 600); `make fuzz FUZZ_SECONDS=3600`.
fuzz: setup
	@bash scripts/fuzz.sh run

# What CI runs: every saved regression input once, then each target for about a minute.
fuzz-ci: setup
	@FUZZ_SECONDS=$${FUZZ_SECONDS:-60} bash scripts/fuzz.sh ci

# The syntax, journal and workspace suites under AddressSanitizer, the threaded readers under
# ThreadSanitizer.
sanitize: setup
	@bash scripts/sanitize.sh
