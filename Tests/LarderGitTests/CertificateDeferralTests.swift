import CDeferredCertificates
import Foundation
import LarderGit
import Testing

@Suite struct CertificateDeferralTests {
  /// Opening a repository initialises libgit2 without parsing the system's certificate
  /// authorities; their path is kept for the first push or fetch.
  @Test func initialisationNotesTheSystemCertificatesInsteadOfParsingThem() throws {
    let scratch = Scratch()
    defer { scratch.remove() }
    _ = try Repository.create(at: scratch.path)
    let system = "/etc/ssl/certs/ca-certificates.crt"
    try #require(FileManager.default.fileExists(atPath: system))
    let deferred = try #require(larder_deferred_certificate_file())
    #expect(String(cString: deferred) == system)
  }
}
