# Larder's entry points. `make demo` and `make test` install what they need on Debian.
.PHONY: setup demo test lint format bench torture

setup:
	@bash scripts/setup.sh

demo: setup
	@bash scripts/demo.sh

lint:
	swift format lint --strict --recursive Package.swift Sources Tests

format:
	swift format --in-place --recursive Package.swift Sources Tests

test: setup lint
	@bash scripts/test.sh

bench: setup
	@bash scripts/bench.sh

# A thousand forced editor races and a thousand kills of larder add (seed printed).
torture: setup
	swift build --build-tests
	LARDER_TORTURE_ROUNDS=250 swift test --skip-build --filter TortureTests
