public import LarderSyntax

extension JournalMerge {
  /// The comment that opens a conflict; here's lines follow it.
  static let hereMarker = "# larder-conflict: here, from "
  /// The comment between the two versions; there's lines follow it as `#> ` comments.
  static let thereMarker = "# larder-conflict: there, from "
  /// The comment that closes a conflict.
  static let endMarker = "# larder-conflict: end"
  /// What starts each line of there's version.
  static let commentedPrefix = "#>"

  /// Which version `resolve(_:keeping:)` keeps.
  public enum Side: String, Sendable, CaseIterable {
    /// The lines that stayed active: this journal's when larder merged.
    case here
    /// The commented lines, made active again.
    case there
    /// Both versions, one after the other (sensible for entries, not for one key).
    case both
  }

  /// One conflict in a file: where its markers are and both versions.
  public struct Conflict: Sendable, Equatable {
    /// The byte range from the opening marker to the end of the closing one.
    public var range: Range<Int>
    /// Where here's version comes from, as the marker says.
    public var hereOrigin: String
    /// Where there's version comes from.
    public var thereOrigin: String
    /// Here's lines, without line ends.
    public var hereLines: [String]
    /// There's lines, without their `#> ` and line ends.
    public var thereLines: [String]
  }

  /// The conflicts a merge left in `bytes`, in order; a marker without its partners is not one.
  public static func conflicts(in bytes: [UInt8]) -> [Conflict] {
    regions(in: Line.split(bytes)).map(\.conflict)
  }

  /// A `merge-conflict` error for each conflict in `bytes`, naming both versions' first lines
  /// and their origins, and for each marker outside a whole conflict (`strayMarkerLines`).
  public static func conflictDiagnostics(in bytes: [UInt8]) -> [Diagnostic] {
    guard containsMarker(bytes) else { return [] }
    let lines = Line.split(bytes)
    var offsets = [0]
    for line in lines { offsets.append(offsets.last! + line.count) }
    let stray = strayMarkerLines(in: bytes).map { number in
      Diagnostic.error(
        "merge-conflict",
        offsets[number - 1]..<(offsets[number] - Line.end(of: lines[number - 1]).count),
        "a larder-conflict marker outside a whole conflict: the lines near it may hold the "
          + "other device's version, as `#> ` comments",
        hint: "Settle it by hand: keep the lines you want, make `#> ` lines active again if you "
          + "want them, delete the `# larder-conflict` comments, then `larder commit`.")
    }
    return stray
      + conflicts(in: bytes).map { conflict in
        // The first line that is not a comment names the version best.
        func first(_ lines: [String]) -> String {
          let trimmed = lines.map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
          return String(trimmed.first { $0.first != "#" } ?? trimmed.first ?? "")
        }
        return .error(
          "merge-conflict", conflict.range,
          "merge conflict: \"\(first(conflict.hereLines))\" from \(conflict.hereOrigin), or "
            + "\"\(first(conflict.thereLines))\" from \(conflict.thereOrigin)",
          hint: "Keep one with `larder resolve --keep here` (or `there`, or `both`), or edit "
            + "the lines and delete the `# larder-conflict` comments, then `larder commit`.")
      }
  }

  /// The numbers (from 1) of the lines of `bytes` that are conflict markers outside every
  /// whole conflict: a marker deleted, doubled or copied by hand.
  /// Keeping one side of the conflicts around them could take lines of the other.
  public static func strayMarkerLines(in bytes: [UInt8]) -> [Int] {
    guard containsMarker(bytes) else { return [] }
    let lines = Line.split(bytes)
    let inside = regions(in: lines).map(\.lines)
    return lines.indices.filter { index in
      let body = Line.text(lines[index]).drop { $0 == 0x20 }
      let isMarker = [hereMarker, thereMarker, endMarker].contains {
        body.starts(with: Array($0.utf8))
      }
      return isMarker && !inside.contains { $0.contains(index) }
    }.map { $0 + 1 }
  }

  /// `bytes` with every conflict settled by keeping `side`, and how many there were.
  public static func resolve(_ bytes: [UInt8], keeping side: Side) -> (
    bytes: [UInt8], resolved: Int
  ) {
    let lines = Line.split(bytes)
    let regions = regions(in: lines)
    guard !regions.isEmpty else { return (bytes, 0) }
    var result: [[UInt8]] = []
    var position = 0
    for region in regions {
      result += lines[position..<region.lines.lowerBound]
      let there = region.thereLines.map(uncommented)
      switch side {
      case .here: result += region.hereLines
      case .there: result += there
      case .both: result += region.hereLines + there
      }
      position = region.lines.upperBound
    }
    result += lines[position...]
    return (Array(result.joined()), regions.count)
  }

  /// `base` with each conflict replaced by a version that neither side can hold: its here
  /// lines, each line that is not a comment marked at its end. Sides that both settled a
  /// conflict since the base then each changed it: the same settlement merges as one, two
  /// different ones conflict again, and neither passes for "unchanged" and wins unseen. The
  /// marked lines never reach the merged file, which holds only lines of the two sides.
  static func unsettled(_ base: [UInt8]) -> [UInt8] {
    let lines = Line.split(base)
    let regions = regions(in: lines)
    guard !regions.isEmpty else { return base }
    var result: [[UInt8]] = []
    var position = 0
    for region in regions {
      result += lines[position..<region.lines.lowerBound]
      let version = region.hereLines.isEmpty ? region.thereLines.map(uncommented) : region.hereLines
      result += version.map { line in
        Line.isContent(line)
          ? Array(Line.text(line)) + Array(" \u{1}unsettled".utf8) + Line.end(of: line) : line
      }
      position = region.lines.upperBound
    }
    result += lines[position...]
    return Array(result.joined())
  }

  /// Whether `bytes` holds the text of a marker at all: most files do not, and need no
  /// line-by-line look.
  static func containsMarker(_ bytes: [UInt8]) -> Bool {
    let needle = Array(" larder-conflict:".utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      // Every file is looked through: skip to each `#` eight bytes at a time.
      var index = ByteScanning.first(UInt8(ascii: "#"), in: buffer, from: 0, to: buffer.count)
      while index < buffer.count {
        if buffer.count - index > needle.count,
          UnsafeBufferPointer(rebasing: buffer[(index + 1)..<(index + 1 + needle.count)])
            .elementsEqual(needle)
        {
          return true
        }
        index = ByteScanning.first(
          UInt8(ascii: "#"), in: buffer, from: index + 1, to: buffer.count)
      }
      return false
    }
  }

  /// A conflict's lines in the file.
  private struct Region {
    var lines: Range<Int>
    var hereLines: [[UInt8]]
    var thereLines: [[UInt8]]
    var conflict: Conflict
  }

  /// The conflicts of `lines`, each from its opening marker to its closing one.
  private static func regions(in lines: [[UInt8]]) -> [Region] {
    var offsets = [0]
    for line in lines { offsets.append(offsets.last! + line.count) }
    func marker(_ line: [UInt8], _ text: String) -> String? {
      let body = Line.text(line).drop { $0 == 0x20 }
      guard body.starts(with: Array(text.utf8)) else { return nil }
      return String(decoding: body.dropFirst(text.utf8.count), as: UTF8.self)
    }
    func text(_ line: [UInt8]) -> String { String(decoding: Line.text(line), as: UTF8.self) }
    var regions: [Region] = []
    var index = 0
    while index < lines.count {
      guard let hereOrigin = marker(lines[index], hereMarker) else {
        index += 1
        continue
      }
      var cursor = index + 1
      while cursor < lines.count, marker(lines[cursor], thereMarker) == nil,
        marker(lines[cursor], hereMarker) == nil
      {
        cursor += 1
      }
      guard cursor < lines.count, let thereOrigin = marker(lines[cursor], thereMarker) else {
        index = cursor
        continue
      }
      var end = cursor + 1
      while end < lines.count, isCommented(lines[end]) { end += 1 }
      guard end < lines.count, marker(lines[end], endMarker) != nil else {
        index = end
        continue
      }
      let here = Array(lines[(index + 1)..<cursor])
      let there = Array(lines[(cursor + 1)..<end])
      regions.append(
        Region(
          lines: index..<(end + 1), hereLines: here, thereLines: there,
          conflict: Conflict(
            range: offsets[index]..<offsets[end + 1], hereOrigin: hereOrigin,
            thereOrigin: thereOrigin, hereLines: here.map(text),
            thereLines: there.map { text(uncommented($0)) })))
      index = end + 1
    }
    return regions
  }

  /// Whether `line` is one of there's lines: `#>` after the indentation.
  private static func isCommented(_ line: [UInt8]) -> Bool {
    Line.text(line).drop { $0 == 0x20 }.starts(with: Array(commentedPrefix.utf8))
  }

  /// There's line as it was written: `#> ` and nothing else taken out.
  private static func uncommented(_ line: [UInt8]) -> [UInt8] {
    let indentation = Line.indentation(line)
    var rest = line.dropFirst(indentation + commentedPrefix.utf8.count)
    if rest.first == 0x20 { rest = rest.dropFirst() }
    return Array(line.prefix(indentation)) + rest
  }
}
