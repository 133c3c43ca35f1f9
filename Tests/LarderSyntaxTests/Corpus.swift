import Foundation
import LarderTestSupport

/// The hand-edited journal files of `Tests/Fixtures/corpus/`, read from the file system.
enum Corpus {
  static let directory = repositoryRoot.appendingPathComponent("Tests/Fixtures/corpus")

  /// The canonical form of each fixture, as `larder fmt` writes it.
  static let canonicalDirectory = directory.appendingPathComponent("canonical")

  /// Each fixture's name and bytes, in name order.
  static let files: [(name: String, bytes: [UInt8])] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { name in
      let data = FileManager.default.contents(
        atPath: directory.appendingPathComponent(name).path)
      return (name, [UInt8](data ?? Data()))
    }
  }()
}
