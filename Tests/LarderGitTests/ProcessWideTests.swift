import Testing

/// Tests that change or depend on process-wide state (libgit2 options, the search path that
/// locates `~/.ssh/known_hosts`) run one at a time, nested suites included.
@Suite(.serialized) enum ProcessWideTests {}
