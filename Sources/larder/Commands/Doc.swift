import ArgumentParser
import FoundationEssentials
import LarderWorkspace

/// `larder doc`: health documents (PDFs and images) kept in the journal.
struct Doc: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doc",
    abstract: "Add, list and remove health documents: PDFs and images kept in documents/.",
    discussion: """
      Documents are copied into the journal's documents/ folder and listed in \
      documents/documents.yaml with a title, the file name, its type and the day added. \
      They are committed like every other change, so keep health data on a private remote.

      Examples:
        larder doc add ~/Downloads/labs.pdf --title "Blood test, October"
        larder doc list
        larder doc rm 2026-10-02-blood-test-october.pdf
      """,
    subcommands: [Add.self, List.self, Remove.self],
    defaultSubcommand: List.self)

  /// `larder doc add`.
  struct Add: LarderCommand {
    static let effect = CommandEffect.writes

    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Copy a PDF or image into documents/ and index it, one commit.",
      discussion: """
        Only PDF, PNG, JPEG, HEIC and WebP files are taken, told by their first bytes, not \
        their name. The copy is named from the day and the title in plain lower-case \
        letters (2026-10-02-blood-test-october.pdf, with -2 when that is taken), so no name \
        you give can reach outside documents/. Files over 50 MB are refused.

        Examples:
          larder doc add labs.pdf --title "Blood test, October"
          larder doc add scan.jpg --title "Referral letter"

        Exit status: 0 added, 1 refused (nothing written), 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The PDF or image to copy.")
    var file: String

    @Option(help: "The document's title.")
    var title: String

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let today = try context.run { () throws(WorkspaceError) in try context.today() }
      let source = URL(
        fileURLWithPath: file,
        relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      let (outcome, record) = try JournalEditError.refusing(context.terminal) {
        () throws(JournalEditError) in
        try context.workspace.bodyAndCare.addDocument(
          from: source, title: title, today: today, noCommit: options.noCommit)
      }
      WriteRun.report(
        outcome, options: options, terminal: context.terminal,
        details: "  documents/\(record.file) (\(record.type.rawValue))\n")
    }
  }

  /// `larder doc list`.
  struct List: LarderCommand {
    static let effect = CommandEffect.reads

    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List the documents with their numbers, for `larder doc rm`.",
      discussion: """
        Examples:
          larder doc list
          larder doc list --json

        Exit status: 0 ok, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "Print the documents as JSON.")
    var json = false

    func run() throws {
      let context = try CommandContext(global)
      let records = try context.run { () throws(WorkspaceError) in
        try context.workspace.bodyAndCare.documents(today: try context.today())
      }
      context.terminal.write(json ? DocText.json(records) : DocText.render(records))
    }
  }

  /// `larder doc rm`.
  struct Remove: LarderCommand {
    static let effect = CommandEffect.removes

    static let configuration = CommandConfiguration(
      commandName: "rm",
      abstract: "Remove a document's file and its index entry, one commit.",
      discussion: """
        REF is the file name, the title or the number `larder doc list` shows. \
        `larder undo` brings both back. A file already deleted by hand is committed as \
        deleted with the entry, and the commit message says so. On a terminal it shows the \
        change and asks; elsewhere give --yes.

        Examples:
          larder doc rm 2026-10-02-blood-test-october.pdf
          larder doc rm 1

        Exit status: 0 removed, 1 no such document or not confirmed, 2 usage or I/O error.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The file name, title or number of the document.")
    var reference: String

    @OptionGroup var options: WriteOptions

    func run() throws {
      let context = try CommandContext(global, writing: options)
      let today = try context.run { () throws(WorkspaceError) in try context.today() }
      let (outcome, _) = try WriteRun.removing(
        "Remove the document?", context: context, options: options,
        outcome: { (removal: (WriteOutcome, DocumentRecord)) in removal.0 }
      ) { workspace in
        try JournalEditError.refusing(context.terminal) { () throws(JournalEditError) in
          try workspace.bodyAndCare.removeDocument(
            reference, today: today, noCommit: options.noCommit)
        }
      }
      WriteRun.report(outcome, options: options, terminal: context.terminal)
    }
  }
}
