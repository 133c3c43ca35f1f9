/// The library items each day file logs, as name keys, kept with the stamps of the day
/// files and of the files their reading depended on (the settings, the plan and the library),
/// so that `larder foods search` knows which foods were used lately without reading the
/// days again.
public struct LoggedItems: Sendable {
  /// One day file and the items its entries name.
  public struct Day: Sendable {
    /// The day file as it was read.
    public let file: LibraryStamps.File
    /// The name keys of the library items its entries resolved to.
    public let items: [String]

    /// A day file and its items.
    public init(file: LibraryStamps.File, items: [String]) {
      self.file = file
      self.items = items
    }
  }

  /// The files every day was read against, and when the reading began (which also tells
  /// which day stamps can be trusted).
  public let context: LibraryStamps
  /// The days.
  public let days: [Day]

  /// The items of `days`, read against the files of `context`.
  public init(context: LibraryStamps, days: [Day]) {
    self.context = context
    self.days = days
  }

  /// The items of the days that still hold for `files` (the day files as they are now),
  /// by path, given that `context` still holds for the files the days are read against.
  public func items(holdingFor files: [LibraryStamps.File]) -> [String: [String]] {
    let stamps = Dictionary(files.map { ($0.path, $0.stamp) }, uniquingKeysWith: { $1 })
    var items: [String: [String]] = [:]
    for day in days
    where stamps[day.file.path] == day.file.stamp && day.file.stamp.modified < context.startTime {
      items[day.file.path] = day.items
    }
    return items
  }
}

extension LoggedItems {
  /// The items as bytes for `init(decoding:)`. Integrity is the keeper's concern.
  public func encoded() -> [UInt8] {
    var writer = ByteWriter()
    context.encode(into: &writer)
    writer.append(days.count)
    for day in days {
      writer.appendCounted(day.file.path.utf8)
      day.file.stamp.encode(into: &writer)
      writer.append(day.items.count)
      for item in day.items { writer.appendCounted(item.utf8) }
    }
    return writer.bytes
  }

  /// The items `encoded()` gave; `nil` for bytes it cannot have given.
  public init?(decoding bytes: ArraySlice<UInt8>) {
    var reader = ByteReader(bytes)
    guard let context = LibraryStamps(reading: &reader), let count = reader.count() else {
      return nil
    }
    var days: [Day] = []
    for _ in 0..<count {
      guard let path = reader.countedBytes(),
        let stamp = LibraryStamps.FileStamp(reading: &reader), let itemCount = reader.count()
      else { return nil }
      var items: [String] = []
      for _ in 0..<itemCount {
        guard let item = reader.countedBytes() else { return nil }
        items.append(String(decoding: item, as: UTF8.self))
      }
      days.append(
        Day(
          file: LibraryStamps.File(path: String(decoding: path, as: UTF8.self), stamp: stamp),
          items: items))
    }
    guard reader.isAtEnd else { return nil }
    self.init(context: context, days: days)
  }
}
