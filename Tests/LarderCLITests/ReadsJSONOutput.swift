import Foundation
import LarderTestSupport
import Testing

/// A test journal whose commands print `--json`.
protocol ReadsJSONOutput {}

extension ReadsJSONOutput {
  /// The JSON object `run` printed; fails the test when it printed none.
  func json(_ run: LarderRun) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
    return try #require(object as? [String: Any], "\(run)")
  }
}
