import Foundation
import LarderGit
import LarderTestSupport

/// Process-wide setup for every git test: a throw-away HOME and no system configuration.
enum TestEnvironment {
  /// The folder holding the temporary HOME and system configuration, removed at exit.
  private static let root = makeTemporaryDirectory(prefix: "larder-git-env")

  /// The temporary HOME, shared by every suite of the test process; reading it the first time
  /// also points libgit2's configuration search paths into it.
  static let home: String = {
    let home = TestHome.path
    let system = root + "/system"
    try! FileManager.default.createDirectory(atPath: system, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: TestEnvironment.root) }
    // Tests of other targets in the same process may have initialised libgit2 first, with
    // the real HOME; the search paths make the configuration hermetic either way.
    try! GitLibrary.setSearchPath(system, for: .system)
    try! GitLibrary.setSearchPath(home + "/.config/git", for: .xdg)
    try! GitLibrary.setSearchPath(home, for: .global)
    return home
  }()

  /// A fixed identity and time, so commit ids do not depend on when tests run.
  static let author = Signature(
    name: "Larder Test", email: "test@larder.invalid",
    date: Date(timeIntervalSince1970: 1_714_557_600), utcOffsetMinutes: 120)
}

/// A fresh directory under the system's temporary directory.
func makeTemporaryDirectory(prefix: String) -> String {
  let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(prefix).path
  var template = Array((base + ".XXXXXX").utf8CString)
  let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
  precondition(made != nil, "mkdtemp failed")
  return String(cString: made!)
}

/// A temporary directory for one test; call `remove()` in a `defer`.
struct Scratch {
  /// The directory's absolute path.
  let path: String

  init() {
    _ = TestEnvironment.home
    path = makeTemporaryDirectory(prefix: "larder-git-test")
  }

  /// An absolute path inside the directory.
  func callAsFunction(_ relative: String) -> String {
    path + "/" + relative
  }

  /// Writes `text` to `relative`, creating its folders.
  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: callAsFunction(relative))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The text of the file at `relative`.
  func read(_ relative: String) throws -> String {
    try String(contentsOfFile: callAsFunction(relative), encoding: .utf8)
  }

  /// Deletes the directory and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
