public import FoundationEssentials
import Glibc
public import LarderJournal
public import LarderModel
import Synchronization

/// A journal on disk: where it is, which files it has, and how to read them.
public struct Workspace: Sendable {
  /// Where the journal is.
  public let location: JournalLocation
  /// "Now" for this command: the journal day, the time entries get, and the commits' times.
  public let clock: Clock
  /// Whether its write sessions only check and show their change (`--dry-run`): every check
  /// runs as for a write, and nothing is written or committed.
  public var isDryRun = false
  /// Called with the notices of a write session that ends without an outcome, because its
  /// command failed or stopped early: what the session did on disk before that (files put
  /// back as last committed, an interrupted command's leftovers removed) is said anyway.
  public var onUndeliveredNotices: (@Sendable ([String]) -> Void)?

  /// The absolute path of the journal's root, as `location.root.path` spells it.
  private let rootPath: String
  /// The journal's folders seen to be folders, not symbolic links: each is checked once
  /// however many files in it a command reads.
  private let realFolders = RealFolders()

  /// Opens the journal at a location, with the command's clock.
  public init(location: JournalLocation, clock: Clock) {
    self.location = location
    self.clock = clock
    self.rootPath = location.root.path
  }

  /// The absolute path of a path relative to the journal root: the path of
  /// `location.url(for:)`, joined as text because building a URL costs more than reading a
  /// day file, and whole-journal commands read thousands.
  func absolutePath(of relativePath: String) -> String {
    rootPath.hasSuffix("/") ? rootPath + relativePath : rootPath + "/" + relativePath
  }

  /// Refuses when one of `paths` (relative to the root) is a file nobody may write (`chmod
  /// a-w`): a person who made it read-only meant it to stay as it is, and replacing it would
  /// bypass that, since larder writes a new file and renames it.
  func requireWritable(_ paths: [String]) throws(WorkspaceError) {
    for path in paths {
      var status = stat()
      if stat(absolutePath(of: path), &status) == 0, status.st_mode & 0o222 == 0 {
        throw .readOnlyFile(path: path)
      }
    }
  }

  /// The paths of every journal file, relative to the root, sorted.
  public func journalFilePaths() throws(WorkspaceError) -> [String] {
    var paths = try filePathsOutsideLog()
    try collectYAML(under: "log", into: &paths)
    return paths.sorted()
  }

  /// The settings and plan files at a journal's root (FORMAT.md §1).
  static let rootFileNames = [
    "larder.yaml", "categories.yaml", "meals.yaml", "units.yaml", "care.yaml",
  ]

  /// The folders at a journal's root (FORMAT.md §1).
  static let rootFolderNames = ["foods", "log", "body", "documents"]

  /// The paths of the journal files outside `log/`, relative to the root, sorted: settings,
  /// plan, library, body metrics, care meetings and the documents index.
  func filePathsOutsideLog() throws(WorkspaceError) -> [String] {
    var paths: [String] = []
    // Only regular files: a symbolic link is left out, as a linked folder is, and so is a
    // FIFO or a folder of such a name (`larder check` reports them all).
    let root = try folderEntries("") ?? []
    for name in Self.rootFileNames
    where root.contains(where: { $0.name == name && $0.type == UInt8(DT_REG) }) {
      paths.append(name)
    }
    let documents = try folderEntries("documents") ?? []
    if documents.contains(where: { $0.name == "documents.yaml" && $0.type == UInt8(DT_REG) }) {
      paths.append("documents/documents.yaml")
    }
    for directory in ["foods", "body"] {
      try collectYAML(under: directory, into: &paths)
    }
    return paths.sorted()
  }

  /// The paths of the YAML files under `log/`, relative to the root, sorted: the day files,
  /// and any stray file there.
  func filePathsInLog() throws(WorkspaceError) -> [String] {
    var paths: [String] = []
    try collectYAML(under: "log", into: &paths)
    return paths.sorted()
  }

  /// Reads the named files (all journal files when `paths` is nil) with their bytes.
  public func sources(paths: [String]? = nil) throws(WorkspaceError) -> [JournalSource] {
    var result: [JournalSource] = []
    let wanted: [String]
    if let paths { wanted = paths } else { wanted = try journalFilePaths() }
    for path in wanted {
      guard let bytes = try readJournalFile(path),
        let source = JournalSource(path: path, bytes: bytes)
      else { continue }
      result.append(source)
    }
    return result
  }

  /// The paths of the files every reading needs: settings, plan and library.
  public func foundationPaths() throws(WorkspaceError) -> [String] {
    try journalFilePaths().filter { Self.isFoundation(JournalFileKind(relativePath: $0)) }
  }

  /// Whether files of a kind are among those every reading needs.
  static func isFoundation(_ kind: JournalFileKind?) -> Bool {
    switch kind {
    case .settings?, .categories?, .meals?, .units?, .foods?: true
    default: false
    }
  }

  /// Reads the whole journal.
  public func readAll(today: CalendarDate?) throws(WorkspaceError) -> JournalReading {
    reader(today: today).read(try sources())
  }

  /// Turns a path given on the command line (absolute, or relative to the working directory)
  /// into a path relative to the journal root.
  public func relativePath(of argument: String, workingDirectory: URL) throws(WorkspaceError)
    -> String
  {
    let url = URL(fileURLWithPath: argument, relativeTo: workingDirectory).standardizedFileURL
    let root = location.root.path.hasSuffix("/") ? location.root.path : location.root.path + "/"
    guard url.path.hasPrefix(root),
      JournalFileKind(relativePath: String(url.path.dropFirst(root.count))) != nil
    else { throw .notInJournal(path: argument) }
    return String(url.path.dropFirst(root.count))
  }

  /// The bytes of the journal file at `relativePath`, or nil when there is none. Refuses
  /// what is not a regular file, and a file that is a symbolic link or lies in a folder that
  /// is one (FORMAT.md §1: larder does not read through a link).
  func readJournalFile(_ relativePath: String) throws(WorkspaceError) -> [UInt8]? {
    var info = stat()
    return try readJournalFile(relativePath, status: &info)
  }

  /// `readJournalFile(_:)`, with what `fstat` said of the file just before it was read.
  func readJournalFile(_ relativePath: String, status info: inout stat) throws(WorkspaceError)
    -> [UInt8]?
  {
    try requireNoLinkedFolder(leadingTo: relativePath)
    return try FileSnapshot.readBytes(atPath: absolutePath(of: relativePath), status: &info)
  }

  /// Refuses a journal path that lies in a folder that is a symbolic link; each folder is
  /// looked at once per command, however many of its files are read.
  func requireNoLinkedFolder(leadingTo relativePath: String) throws(WorkspaceError) {
    var folderEnd = relativePath.startIndex
    while let slash = relativePath[folderEnd...].firstIndex(of: "/") {
      folderEnd = relativePath.index(after: slash)
      let folder = String(relativePath[..<slash])
      if realFolders.paths.withLock({ $0.contains(folder) }) { continue }
      var info = stat()
      // A missing folder is left for the read to find the file missing.
      guard lstat(absolutePath(of: folder), &info) == 0 else { return }
      guard info.st_mode & S_IFMT != S_IFLNK else {
        throw .io(
          path: absolutePath(of: relativePath),
          reason: "it lies in \(folder), a symbolic link, which larder does not read through; "
            + "replace the link with the folder itself")
      }
      realFolders.paths.withLock { _ = $0.insert(folder) }
    }
  }

  /// The entries of the journal folder `relative` ("" for the root), without `.` and `..`, as
  /// `lstat` sees them: a link is a link, whatever it points to. Nil when the folder is
  /// missing, not a folder, or a symbolic link, which no listing follows (FORMAT.md §1).
  func folderEntries(_ relative: String) throws(WorkspaceError) -> [FolderEntry]? {
    let directory = relative.isEmpty ? rootPath : absolutePath(of: relative)
    // The journal itself may be reached through a link (`-j ~/journal`); what is inside not.
    let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (relative.isEmpty ? 0 : O_NOFOLLOW)
    let descriptor = open(directory, flags)
    guard descriptor >= 0, let handle = fdopendir(descriptor) else {
      let reason = errno
      if descriptor >= 0 { close(descriptor) }
      if reason == ENOENT || reason == ENOTDIR || reason == ELOOP { return nil }
      throw .io(path: directory, reason: String(cString: strerror(reason)))
    }
    defer { closedir(handle) }
    var entries: [FolderEntry] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
      }
      guard name != ".", name != ".." else { continue }
      var type = entry.pointee.d_type
      if type == UInt8(DT_UNKNOWN) {
        // Some file systems do not say; `lstat` does. A `d_type` is `st_mode`'s type >> 12.
        var info = stat()
        if lstat(directory + "/" + name, &info) == 0 { type = UInt8((info.st_mode & S_IFMT) >> 12) }
      }
      entries.append(FolderEntry(name: name, type: type))
    }
    return entries
  }

  /// Appends the `.yaml` files below a directory, recursively, in the form `dir/.../f.yaml`;
  /// a folder that is a symbolic link is left out (FORMAT.md §1).
  private func collectYAML(under relative: String, into paths: inout [String])
    throws(WorkspaceError)
  {
    guard let entries = try folderEntries(relative) else { return }
    var subdirectories: [String] = []
    for entry in entries where !entry.name.hasPrefix(".") {
      if entry.type == UInt8(DT_DIR) {
        subdirectories.append(entry.name)
      } else if entry.name.hasSuffix(".yaml"), entry.type == UInt8(DT_REG) {
        paths.append("\(relative)/\(entry.name)")
      }
    }
    for subdirectory in subdirectories {
      try collectYAML(under: "\(relative)/\(subdirectory)", into: &paths)
    }
  }
}

extension Workspace {
  /// The date a date argument names (`2026-11-21`, `yesterday`, `-3`, `last monday`),
  /// resolved against `today`; refuses text that is no date and a date before 1900 or after
  /// 9999, which no journal file can hold.
  public static func date(_ text: String, today: CalendarDate) throws(WorkspaceError)
    -> CalendarDate
  {
    guard let expression = DateExpression(text) else { throw .badDate(text) }
    let date = expression.resolve(today: today)
    try Clock.requireJournalDate(date, text: text)
    return date
  }
}

extension Workspace {
  /// The journal's settings alone, read from `larder.yaml` (for the day cutoff, say).
  public func settings() throws(WorkspaceError) -> Settings {
    JournalReader(today: nil).read(try sources(paths: ["larder.yaml"])).journal.settings
  }
}

extension Workspace {
  /// A journal reader that spreads parsing and day files over every core.
  public func reader(today: CalendarDate?) -> JournalReader {
    JournalReader(today: today, parallelFor: concurrentForEach)
  }
}

/// Folders of a journal seen to be folders, not symbolic links, shared by a workspace's
/// copies and reading threads.
private final class RealFolders: Sendable {
  /// Their paths relative to the journal root.
  let paths = Mutex<Set<String>>([])
}

/// An entry of a journal folder: its name and its `d_type` (`DT_DIR`, `DT_REG`, `DT_LNK`…).
struct FolderEntry {
  /// The entry's name.
  let name: String
  /// Its type as `lstat` sees it; `DT_UNKNOWN` only when even `lstat` failed.
  let type: UInt8

  /// Whether it is a symbolic link.
  var isSymbolicLink: Bool { type == UInt8(DT_LNK) }
}
