import Foundation
import LarderModel

/// Paths of the import fixtures and of the shared real data, found from this file's path.
enum ImportFixtures {
  /// `Tests/Fixtures/import`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/import")

  /// A fixture file or folder.
  static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// `../shared/data/PATH` beside the repository, when it is there.
  static func sharedData(_ path: String) -> URL? {
    let url = root.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/data").appendingPathComponent(path)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// Why a real-data test does not run.
  static let sharedDataMissing =
    "skipped: ../shared/data (the real USDA and Open Food Facts downloads) is absent"
}

extension Measure {
  /// The measure as a library file spells it, `cup = 81 g`.
  var text: String { "\(name.text) = \(quantity)" }
}
