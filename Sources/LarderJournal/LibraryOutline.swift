/// Where the entries of one library file are: the byte ranges of its `foods:` and `recipes:`
/// sections and of each entry's lines, key, aliases and ingredients, as `LibraryExcerpt`'s
/// line scan finds them. Kept with the file's stamp, it spares the scan.
public struct LibraryOutline: Sendable, Equatable {
  package let blocks: [FileScan.Block]
  package let sections: [FileScan.Section]
  package let isRecognised: Bool

  /// The outline of a file holding `bytes`.
  public init(_ bytes: [UInt8]) {
    self = FileScan(bytes).outline
  }

  package init(blocks: [FileScan.Block], sections: [FileScan.Section], isRecognised: Bool) {
    self.blocks = blocks
    self.sections = sections
    self.isRecognised = isRecognised
  }
}
