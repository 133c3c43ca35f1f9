import LarderGit
import Testing

@testable import LarderWorkspace

/// What a person reads when a push or fetch fails.
@Suite("Remote errors")
struct RemoteErrorTests {
  let remote = RemoteRecord(name: "backup", url: "/srv/journal.git")

  @Test("a remote reached but not writable is not called unreachable")
  func notWritable() {
    let denied = WorkspaceError(
      pushing: GitError(
        .unreachable,
        "failed to create temporary file '/srv/journal.git/objects/pack/x': Permission denied"),
      remote: remote)
    guard case .remoteNotWritable = denied else {
      Issue.record("\(denied)")
      return
    }
    #expect(denied.message.hasPrefix("cannot write to backup (/srv/journal.git): "))
    #expect(denied.hint?.contains("you may not write it") == true)
    let gone = WorkspaceError(
      pushing: GitError(.unreachable, "the folder /srv/journal.git does not exist"),
      remote: remote)
    #expect(gone.message.hasPrefix("cannot reach backup"))
  }
}
