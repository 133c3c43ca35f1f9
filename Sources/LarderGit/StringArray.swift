import CLibGit2
import FoundationEssentials
import Glibc

/// Calls `body` with a `git_strarray` of `strings` that lives exactly as long as the call.
func withStringArray<Result>(
  _ strings: [String], _ body: (git_strarray) throws -> Result
) rethrows -> Result {
  var copies: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
  defer { copies.forEach { free($0) } }
  return try copies.withUnsafeMutableBufferPointer { buffer in
    try body(git_strarray(strings: buffer.baseAddress, count: buffer.count))
  }
}
