import Glibc
import LarderCache
import LarderJournal
import LarderModel
import SystemPackage

extension Workspace {
  /// The food library's files as read now, with their outlines and, when asked for, their
  /// names.
  struct IndexedLibrary {
    /// The library files, in path order.
    var sources: [JournalSource]
    /// The outlines of exactly these bytes.
    var outlines: LibraryOutlines
    /// The names of the foods and recipes, when asked for.
    var names: LibraryNames?
    /// The full reading the names were just taken from, if they were.
    var reading: JournalReading?

    /// The library cut down to the entries that define `names` (and what they need), found
    /// by the outlines without scanning the files.
    func excerpt(needing names: Set<String>) -> [JournalSource] {
      LibraryExcerpt(sources, outlines: outlines.outlines).sources(needing: names)
    }
  }

  /// Reads the library files at `paths`, in path order, with their outlines, kept in
  /// `.git/larder/library` while the files keep their stamps. With `names`, also the names of
  /// the foods and recipes, kept in `.git/larder/foods`; making them takes a full reading of
  /// `plan` (the settings and plan files) and the library. What is missing or stale is made
  /// again and kept for next time.
  func indexedLibrary(
    _ paths: [String], names wantsNames: Bool = false, plan: [JournalSource] = [],
    today: CalendarDate? = nil
  ) throws(WorkspaceError) -> IndexedLibrary {
    // Path order, as `larder check` reads the library: the first file to claim a name keeps
    // it, and every command must agree on which that is.
    let paths = paths.sorted()
    let outlineCache = JournalCache("library", magic: Self.outlinesMagic, location: location)
    let nameCache = wantsNames ? JournalCache("foods", magic: "LFOOD001", location: location) : nil
    var files = try stampedSources(paths)
    func holds(_ stamps: LibraryStamps?) -> Bool {
      // A file that changed while it was read has bytes its stamp does not describe.
      guard let stamps, stamps.hold(for: files.map(\.file)) else { return false }
      return files.allSatisfy { $0.source.bytes.count == $0.file.stamp.size }
    }
    var outlines = outlineCache?.read().flatMap(LibraryOutlines.init(decoding:))
    var names = nameCache?.read().flatMap(LibraryNames.init(decoding:))
    if !holds(outlines?.stamps) { outlines = nil }
    if !holds(names?.stamps) { names = nil }
    guard outlines == nil || (wantsNames && names == nil) else {
      return IndexedLibrary(sources: files.map(\.source), outlines: outlines!, names: names)
    }
    // The writes begin before the files are read again, so that their start time tells
    // which stamps can be trusted next time.
    let outlineWrite = outlines == nil ? outlineCache?.beginWrite() : nil
    let nameWrite = wantsNames && names == nil ? nameCache?.beginWrite() : nil
    let before = files.map(\.file)
    files = try stampedSources(paths)
    if files.map(\.file) != before { (outlines, names) = (nil, nil) }
    let sources = files.map(\.source)
    func stamps(_ write: JournalCache.Write?) -> LibraryStamps {
      LibraryStamps(files: files.map(\.file), startTime: write?.startTime ?? 0)
    }
    if outlines == nil {
      outlines = LibraryOutlines(sources, stamps: stamps(outlineWrite))
      outlineWrite?.finish(outlines!.encoded())
    }
    var reading: JournalReading?
    if wantsNames, names == nil {
      reading = reader(today: today).read(plan + sources)
      names = LibraryNames(reading!.journal.library, stamps: stamps(nameWrite))
      nameWrite?.finish(names!.encoded())
    }
    return IndexedLibrary(sources: sources, outlines: outlines!, names: names, reading: reading)
  }

  /// The first bytes of the kept outlines (`.git/larder/library`), naming their format.
  private static let outlinesMagic: StaticString = "LLIBR002"

  /// The library files at `paths` cut down to the entries that define `names` and what they
  /// need (see `LibraryExcerpt`). While the files keep the stamps of the kept outlines, only
  /// the lines of the entries that may define the names are read (`LibraryLookup`);
  /// otherwise the files are read whole and the outlines made again.
  func libraryExcerpt(_ paths: [String], needing names: Set<String>) throws(WorkspaceError)
    -> [JournalSource]
  {
    let paths = paths.sorted()
    if let excerpt = excerptThroughLookup(paths, needing: names) { return excerpt }
    return try indexedLibrary(paths).excerpt(needing: names)
  }

  /// The excerpt read through the kept outlines' lookup; nil when there are none, they do not
  /// hold for the files, or a file changes while it is read.
  private func excerptThroughLookup(_ paths: [String], needing names: Set<String>)
    -> [JournalSource]?
  {
    guard let cache = JournalCache("library", magic: Self.outlinesMagic, location: location),
      let kept = cache.read(), let lookup = LibraryLookup(decoding: kept)
    else { return nil }
    // A file in a linked folder is left to the whole reading to refuse.
    guard (try? paths.forEach(requireNoLinkedFolder)) != nil else { return nil }
    let files = paths.compactMap(stamp)
    guard lookup.stamps.hold(for: files) else { return nil }
    var descriptors: [Int: FileDescriptor] = [:]
    defer { descriptors.values.forEach { try? $0.close() } }
    struct Changed: Error {}
    func unchanged(_ descriptor: FileDescriptor, _ file: Int) -> Bool {
      var info = stat()
      return fstat(descriptor.rawValue, &info) == 0 && Self.stamp(info) == files[file].stamp
    }
    let excerpt = try? lookup.excerpt(needing: names) { file, ranges in
      let descriptor: FileDescriptor
      if let open = descriptors[file] {
        descriptor = open
      } else {
        let path = FilePath(location.url(for: files[file].path).path)
        descriptor = try FileDescriptor.open(path, .readOnly, options: [.closeOnExec, .noFollow])
        descriptors[file] = descriptor
        guard unchanged(descriptor, file) else { throw Changed() }
      }
      return try ranges.map { range in
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
          let count = try bytes.withUnsafeMutableBytes {
            try descriptor.read(
              fromAbsoluteOffset: Int64(range.lowerBound + done),
              into: UnsafeMutableRawBufferPointer(rebasing: $0[done...]))
          }
          guard count > 0 else { throw Changed() }
          done += count
        }
        return bytes
      }
    }
    // A file written while it was read has bytes its stamp does not describe.
    guard let excerpt, descriptors.allSatisfy({ unchanged($1, $0) }) else { return nil }
    return excerpt
  }

  /// The files at `paths` that exist, with their bytes and their stamps from just before
  /// they were read.
  func stampedSources(_ paths: [String]) throws(WorkspaceError)
    -> [(source: JournalSource, file: LibraryStamps.File)]
  {
    var files: [(source: JournalSource, file: LibraryStamps.File)] = []
    for path in paths {
      var info = stat()
      guard let bytes = try readJournalFile(path, status: &info),
        let source = JournalSource(path: path, bytes: bytes)
      else { continue }
      files.append((source, LibraryStamps.File(path: path, stamp: Self.stamp(info))))
    }
    return files
  }

  /// The stamp of the file at `path`, or `nil` when there is none; a symbolic link's own.
  func stamp(_ path: String) -> LibraryStamps.File? {
    var info = stat()
    guard lstat(location.url(for: path).path, &info) == 0 else { return nil }
    return LibraryStamps.File(path: path, stamp: Self.stamp(info))
  }

  private static func stamp(_ info: stat) -> LibraryStamps.FileStamp {
    LibraryStamps.FileStamp(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: info.st_mtim.nanoseconds, changed: info.st_ctim.nanoseconds)
  }
}
