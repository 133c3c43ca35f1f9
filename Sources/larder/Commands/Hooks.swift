import ArgumentParser
import LarderWorkspace

/// `larder hooks`: git hooks for people who commit with git itself.
struct Hooks: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hooks",
    abstract: "Install git hooks that check the journal.",
    discussion: """
      For people who also commit with git itself: the hook makes `git commit` run \
      `larder check` first.

      Examples:
        larder hooks install
      """,
    subcommands: [Install.self])

  /// `larder hooks install`.
  struct Install: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "install",
      abstract: "Make `git commit` run `larder check` first and stop on errors.",
      discussion: """
        Writes .git/hooks/pre-commit, which runs `larder check` on the journal before every \
        `git commit` and stops the commit when the journal has errors. Larder's own commits \
        do not run hooks; they check what they write themselves. A pre-commit hook that \
        larder did not write is kept unless --force.

        It also registers `larder merge-file` as git's merge driver for the journal's \
        files (merge.larder.driver in .git/config, `*.yaml merge=larder` in \
        .git/info/attributes), so `git pull` and `git merge` merge them entry by entry, as \
        `larder sync` does. `larder init` and `larder restore` register it too.

        Examples:
          larder hooks install
          larder hooks install --force

        The hook and the driver live in the repository, not in a journal file, so there is \
        nothing to commit: --no-commit changes nothing.

        Exit status: 0 installed (or shown, with --dry-run), 1 refused (a hook of another \
        tool is there), 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Replace a pre-commit hook that larder did not write.")
    var force = false

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options, refusesNewerFormat: false)
      let installation = try context.run { () throws(WorkspaceError) in
        try context.workspace.journal.installHooks(force: force)
      }
      let terminal = context.terminal
      if options.json {
        terminal.write(
          JSONOutput.encode(installation, written: !options.dryRun && !installation.unchanged))
        return
      }
      if options.dryRun {
        terminal.write(
          (installation.unchanged
            ? "\(installation.path) is already larder's hook\n"
            : "would install \(installation.path) and register larder merge-file\n")
            + "Dry run: nothing written.\n")
        return
      }
      if installation.registeredMergeDriver {
        terminal.write(
          terminal.style("✓ registered", .boldGreen) + " larder merge-file as git's merge "
            + "driver: `git pull` and `git merge` merge journal files entry by entry\n")
      }
      if installation.unchanged {
        terminal.write("\(installation.path) is already larder's hook; nothing changed\n")
      } else {
        terminal.write(
          terminal.style("✓ installed", .boldGreen) + " \(installation.path): `git commit` "
            + "now runs `larder check` first\n")
        if installation.replacedForeignHook {
          terminal.write("  note: it replaced a pre-commit hook larder had not written\n")
        }
      }
    }
  }
}

extension HookInstallation: JSONReport {
  static let schemaVersion = 1
}
