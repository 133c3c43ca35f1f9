import FoundationEssentials
import Glibc

extension AtomicWrite {
  /// Deletes a file and makes the deletion durable (fsync of the directory); a missing file
  /// is not an error.
  static func remove(_ url: URL) throws(WorkspaceError) {
    guard unlink(url.path) == 0 || errno == ENOENT else {
      throw .io(path: url.path, reason: String(cString: strerror(errno)))
    }
    let directory = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
  }
}
