import Testing

@testable import LarderWorkspace

/// Credentials stay out of sight: refused in a URL given to `remote add`, redacted wherever
/// a URL that already holds one is shown.
@Suite("Remote credentials: found in any spelling, never shown")
struct RemoteCredentialsTests {
  @Test(
    "a credential in any spelling is found and redacted",
    arguments: [
      ("https://TOKEN@github.com/alex/food.git", "https://***@github.com/alex/food.git"),
      ("https://alex:S3cr3t@host/food.git", "https://***@host/food.git"),
      ("https://alice%3AS3cr3t@host/food.git", "https://***@host/food.git"),
      ("HTTP://ghp_abc@host/food.git", "HTTP://***@host/food.git"),
      ("https://host/food.git?access_token=abc123", "https://host/food.git?access_token=***"),
      (
        "https://host/food.git?x=1&Private-Token=abc#frag",
        "https://host/food.git?x=1&Private-Token=***#frag"
      ),
      ("ssh://alice:S3cr3t@host/srv/food.git", "ssh://alice:***@host/srv/food.git"),
      ("https://host/x.git?pass=abc&tok=def", "https://host/x.git?pass=***&tok=***"),
      ("ssh://alice%3aS3cr3t@host/srv/food.git", "ssh://alice:***@host/srv/food.git"),
      ("alice:S3cr3t@host:srv/food.git", "alice:***@host:srv/food.git"),
    ])
  func found(url: String, shown: String) {
    #expect(RemoteCredentials.found(in: url) != nil)
    #expect(RemoteCredentials.redacted(url) == shown)
    #expect(!RemoteCredentials.redacted(url).contains("S3cr3t"))
  }

  @Test(
    "a URL without a credential is left as it is",
    arguments: [
      "git@github.com:alex/food.git", "ssh://git@host/srv/food.git", "https://host/food.git",
      "/srv/backup/food.git", "file:///srv/backup/food.git", "https://host/food.git?ref=main",
    ])
  func clean(url: String) {
    #expect(RemoteCredentials.found(in: url) == nil)
    #expect(RemoteCredentials.redacted(url) == url)
  }

  @Test("an error message quoting a URL with a credential is redacted")
  func messages() {
    #expect(
      RemoteCredentials.redactingURLs(
        in: "failed to resolve address for 'https://TOKEN@nowhere.invalid/x.git': no host")
        == "failed to resolve address for 'https://***@nowhere.invalid/x.git': no host")
    // A URL a server redirected to, with a secret in its query.
    #expect(
      RemoteCredentials.redactingURLs(
        in: "unexpected http status code: 401 for http://h/y.git/info/refs?service=x&tok=s3")
        == "unexpected http status code: 401 for http://h/y.git/info/refs?service=x&tok=***")
  }
}
