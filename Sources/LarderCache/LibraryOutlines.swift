public import LarderJournal

/// The outlines of the library's files, kept with their stamps so that `larder day` and
/// `larder foods search` can cut the library down to a few entries without scanning it.
public struct LibraryOutlines: Sendable {
  /// The files and their stamps.
  public let stamps: LibraryStamps
  /// The outline of each file, in the order of `stamps.files`.
  public let outlines: [LibraryOutline]

  /// The outlines of `sources`, whose stamps are `stamps`.
  public init(_ sources: [JournalSource], stamps: LibraryStamps) {
    self.stamps = stamps
    outlines = sources.map { LibraryOutline($0.bytes) }
  }
}

extension LibraryOutlines {
  /// The outlines as bytes for `init(decoding:)` and `LibraryLookup`: the stamps, the
  /// lookup, then each file's outline. Integrity is the keeper's concern.
  public func encoded() -> [UInt8] {
    var records = ByteWriter()
    let offsets = outlines.map { $0.encode(into: &records) }
    var writer = ByteWriter()
    stamps.encode(into: &writer)
    var lookup = ByteWriter()
    LibraryLookup.encode(outlines, offsets: offsets, into: &lookup)
    writer.appendCounted(lookup.bytes)
    return writer.bytes + records.bytes
  }

  /// The outlines `encoded()` gave; `nil` for bytes it cannot have given.
  public init?(decoding bytes: ArraySlice<UInt8>) {
    var reader = ByteReader(bytes)
    guard let stamps = LibraryStamps(reading: &reader), reader.countedBytes() != nil else {
      return nil
    }
    var outlines: [LibraryOutline] = []
    for file in stamps.files {
      guard let outline = LibraryOutline(reading: &reader, fileSize: Int(clamping: file.stamp.size))
      else { return nil }
      outlines.append(outline)
    }
    guard reader.isAtEnd else { return nil }
    self.stamps = stamps
    self.outlines = outlines
  }
}
