# Larder's entry points. `make demo` and `make test` install what they need on Debian.
.PHONY: setup demo test lint format bench torture sync-torture fuzz fuzz-ci sanitize install \
	uninstall

# Where `make install` puts larder, its manual page and its shell completions; DESTDIR is
# prepended to each (`make install DESTDIR=pkg` stages a package), CONFIGURATION picks the build.
PREFIX ?= /usr/local
CONFIGURATION ?= release
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

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

# A thousand forced editor races, a thousand kills each of larder add and larder import usda,
# and 50 rounds of eight concurrent writers (seeds printed; LARDER_SEED replays one).
torture: setup
	swift build --build-tests
	LARDER_TORTURE_ROUNDS=250 swift test --skip-build --filter TortureTests

# A thousand rounds of random writes on three clones of one remote, synced in random order,
# then one final sync of each; the clones must converge (seed printed; LARDER_SEED replays).
sync-torture: setup
	swift build --build-tests
	LARDER_SYNC_ROUNDS=$${LARDER_SYNC_ROUNDS:-1000} swift test --skip-build \
		--filter SyncConvergenceTests

# Fuzzes every target for FUZZ_SECONDS each (default 600); `make fuzz FUZZ_SECONDS=3600`.
fuzz: setup
	@bash scripts/fuzz.sh run

# Every saved regression input once, then each target for about a minute (make test runs it).
fuzz-ci: setup
	@FUZZ_SECONDS=$${FUZZ_SECONDS:-60} bash scripts/fuzz.sh ci

# The syntax, journal and workspace suites under AddressSanitizer (make test runs it), the
# threaded readers under ThreadSanitizer.
sanitize: setup
	@bash scripts/sanitize.sh

# The binary, the manual page and the bash, zsh and fish completions, all made from the
# command definitions by the binary just built.
install:
	swift build -c $(CONFIGURATION) --product larder
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 .build/$(CONFIGURATION)/larder $(BINDIR)/larder
	.build/$(CONFIGURATION)/larder man-page > $(MANDIR)/larder.1
	.build/$(CONFIGURATION)/larder --generate-completion-script bash > $(BASHDIR)/larder
	.build/$(CONFIGURATION)/larder --generate-completion-script zsh > $(ZSHDIR)/_larder
	.build/$(CONFIGURATION)/larder --generate-completion-script fish > $(FISHDIR)/larder.fish

uninstall:
	rm -f $(BINDIR)/larder $(MANDIR)/larder.1 $(BASHDIR)/larder $(ZSHDIR)/_larder \
		$(FISHDIR)/larder.fish
