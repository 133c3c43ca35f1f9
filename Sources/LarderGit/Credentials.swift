/// What to offer a remote that asks for authentication, tried in order, each at most once.
public struct Credentials: Sendable, Equatable {
  /// One way to authenticate.
  public enum Source: Sendable, Equatable {
    /// The keys held by the running `ssh-agent` (`SSH_AUTH_SOCK`); skipped when none runs.
    case sshAgent
    /// A private key file; use ed25519 keys, since libssh2 1.10 signs RSA keys only with
    /// SHA-1, which current OpenSSH servers refuse.
    case sshKey(privateKeyPath: String, publicKeyPath: String? = nil, passphrase: String? = nil)
    /// A user name and a password or access token, for HTTPS.
    case userPassword(user: String, password: String)
    /// The user name and password the person's git credential helpers hold for the remote's
    /// URL (`credential.helper` in the repository's, the global or the system configuration),
    /// for HTTPS; needs the git CLI and never prompts. Skipped when no helper answers.
    case credentialHelper
  }

  /// The sources, in the order they are offered.
  public var sources: [Source]
  /// The SSH user when the URL names none (`ssh://host/path`); `git` otherwise.
  public var username: String?
  /// How many times the remote may ask before the operation fails with `.auth`.
  public var maxAttempts: Int

  /// Credentials that offer `sources` in order, giving up after `maxAttempts` requests.
  public init(_ sources: [Source] = [], username: String? = nil, maxAttempts: Int = 3) {
    self.sources = sources
    self.username = username
    self.maxAttempts = maxAttempts
  }

  /// Offers nothing: enough for local paths and `file://` remotes.
  public static let none = Credentials()
}
