import CLibGit2
import FoundationEssentials

/// The state shared with libgit2's remote callbacks during one push or fetch.
///
/// libgit2 calls back synchronously on the calling thread; it gets this object unretained
/// through `payload`, so the caller keeps it alive with `withExtendedLifetime` for the whole
/// call. Retaining it per call and releasing it in each callback (SwiftGit2's mistake) frees
/// it while libgit2 still asks again after a rejected credential.
final class RemoteCallbacks {
  let credentials: Credentials
  /// The git directory of the repository pushing or fetching, whose configuration the
  /// credential helpers are looked up in.
  let gitDirectory: String
  private(set) var attempts = 0
  private var nextSource = 0
  private var offered: [String] = []
  private var skipped: [String] = []
  /// The error a callback gave up with; thrown once libgit2 returns.
  private(set) var failure: GitError?
  /// References the remote refused, with its reasons.
  private(set) var rejections: [(reference: String, reason: String)] = []
  /// The host whose certificate or host key libgit2 judged invalid.
  private(set) var distrustedHost: String?
  /// What the remote said as it worked (git's `remote:` lines), at most a few kilobytes:
  /// a hook that refuses a push says why here.
  private(set) var remoteMessages = ""

  /// What hears of the transfer's progress, when it is watched for a stall.
  let watch: TransferWatch?

  init(credentials: Credentials, gitDirectory: String, watch: TransferWatch? = nil) {
    self.credentials = credentials
    self.gitDirectory = gitDirectory
    self.watch = watch
  }

  /// Installs the callbacks and this object as their payload.
  func install(into callbacks: inout git_remote_callbacks) {
    callbacks.credentials = acquireCredential
    callbacks.certificate_check = checkCertificate
    callbacks.push_update_reference = updateReference
    callbacks.sideband_progress = heardMessage
    if watch != nil {
      callbacks.transfer_progress = heardTransfer
      callbacks.push_transfer_progress = heardPushTransfer
      callbacks.pack_progress = heardPacking
    }
    callbacks.payload = Unmanaged.passUnretained(self).toOpaque()
  }

  fileprivate static func from(_ payload: UnsafeMutableRawPointer?) -> RemoteCallbacks {
    Unmanaged<RemoteCallbacks>.fromOpaque(payload!).takeUnretainedValue()
  }

  fileprivate func acquire(
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<git_credential>?>, url: String,
    usernameFromURL: String?, allowedTypes: UInt32
  ) -> Int32 {
    watch?.heard()
    attempts += 1
    let user = usernameFromURL ?? credentials.username ?? "git"
    guard attempts <= credentials.maxAttempts else {
      return giveUp(url: url, reason: "the remote asked \(credentials.maxAttempts) times")
    }
    // Without a user in the URL, libssh2 first asks for the name alone.
    if allowedTypes == GIT_CREDENTIAL_USERNAME.rawValue {
      return git_credential_username_new(out, user)
    }
    while nextSource < credentials.sources.count {
      let source = credentials.sources[nextSource]
      nextSource += 1
      if let result = offer(source, out, url: url, user: user, allowedTypes: allowedTypes) {
        return result
      }
    }
    return giveUp(url: url, reason: "no more credentials to offer")
  }

  /// Builds the credential for `source`, or returns `nil` when it cannot apply here.
  private func offer(
    _ source: Credentials.Source,
    _ out: UnsafeMutablePointer<UnsafeMutablePointer<git_credential>?>,
    url: String, user: String, allowedTypes: UInt32
  ) -> Int32? {
    let sshAllowed = allowedTypes & GIT_CREDENTIAL_SSH_KEY.rawValue != 0
    let passwordAllowed = allowedTypes & GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue != 0
    switch source {
    case .sshAgent:
      guard sshAllowed else { return nil }
      // With no agent, libssh2 fails the whole connection instead of letting us go on.
      guard ProcessInfo.processInfo.environment["SSH_AUTH_SOCK"] != nil else {
        skipped.append("ssh-agent (SSH_AUTH_SOCK is not set)")
        return nil
      }
      offered.append("ssh-agent")
      return git_credential_ssh_key_from_agent(out, user)
    case .sshKey(let privateKey, let publicKey, let passphrase):
      guard sshAllowed else { return nil }
      guard FileManager.default.fileExists(atPath: privateKey) else {
        skipped.append("ssh key \(privateKey) (no such file)")
        return nil
      }
      offered.append("ssh key \(privateKey)")
      return git_credential_ssh_key_new(out, user, publicKey, privateKey, passphrase)
    case .userPassword(let name, let password):
      guard passwordAllowed else { return nil }
      offered.append("password for \(name)")
      return git_credential_userpass_plaintext_new(out, name, password)
    case .credentialHelper:
      guard passwordAllowed else { return nil }
      switch CredentialHelper.fill(url: url, gitDirectory: gitDirectory) {
      case .credential(let name, let password):
        let name = name.isEmpty ? user : name
        // `git credential fill` hands back a password written in the URL as its own.
        let origin = Self.carriesPassword(url) ? "the remote's URL" : "a git credential helper"
        offered.append("password for \(name) from \(origin)")
        return git_credential_userpass_plaintext_new(out, name, password)
      case .unavailable(let reason):
        skipped.append("git credential helpers (\(reason))")
        return nil
      }
    }
  }

  /// Whether `url` carries a password in its user information (`https://alice:S3cr3t@host/`).
  private static func carriesPassword(_ url: String) -> Bool {
    guard let scheme = url.firstRange(of: "://") else { return false }
    let authority = url[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard let at = authority.lastIndex(of: "@") else { return false }
    return authority[..<at].contains(":")
  }

  // Returning GIT_PASSTHROUGH here would end in libgit2's misleading "remote authentication
  // required but no callback set"; GIT_EUSER with our own message says what happened.
  private func giveUp(url: String, reason: String) -> Int32 {
    var message = "authentication to \(url) failed: \(reason)"
    message +=
      offered.isEmpty
      ? "; no credential was offered"
      : "; tried "
        + offered.joined(separator: ", ")
    if !skipped.isEmpty {
      message += "; skipped " + skipped.joined(separator: ", ")
    }
    failure = GitError(
      code: .auth, errorClass: Int(GIT_ERROR_CALLBACK.rawValue),
      returnCode: GIT_EUSER.rawValue, message: message)
    git_error_set_str(Int32(GIT_ERROR_CALLBACK.rawValue), message)
    return GIT_EUSER.rawValue
  }

  fileprivate func certificate(valid: Bool, host: String) -> Int32 {
    watch?.heard()
    if !valid { distrustedHost = host }
    // Keep libgit2's verdict (known_hosts for SSH, the CA store for HTTPS).
    return GIT_PASSTHROUGH.rawValue
  }

  fileprivate func heard(message: String) {
    watch?.heard()
    if remoteMessages.utf8.count < 4096 { remoteMessages += message }
  }

  /// The remote's messages as one line, its progress reports (`Resolving deltas:  25%
  /// (1/4)`, `Total 3 (delta 0)`) left out: `REJECTED: quota exceeded; contact the admin`.
  var remoteSaid: String? {
    let lines = remoteMessages.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
      .map { $0.drop(while: \.isWhitespace) }
      .filter { !$0.isEmpty && !$0.contains("% (") && !$0.hasPrefix("Total ") }
    return lines.isEmpty ? nil : String(lines.joined(separator: "; ").prefix(500))
  }

  fileprivate func reject(reference: String, reason: String) {
    rejections.append((reference, reason))
  }
}

private let acquireCredential: git_credential_acquire_cb = {
  out, url, usernameFromURL, allowedTypes, payload in
  RemoteCallbacks.from(payload).acquire(
    out!, url: url.map { String(cString: $0) } ?? "the remote",
    usernameFromURL: usernameFromURL.map { String(cString: $0) }, allowedTypes: allowedTypes)
}

private let checkCertificate: git_transport_certificate_check_cb = { _, valid, host, payload in
  RemoteCallbacks.from(payload).certificate(
    valid: valid != 0, host: host.map { String(cString: $0) } ?? "the remote")
}

// The remote's status for a reference arrives only here; git_remote_push still returns 0.
private let updateReference: git_push_update_reference_cb = { reference, status, payload in
  if let status {
    RemoteCallbacks.from(payload).reject(
      reference: reference.map { String(cString: $0) } ?? "a reference",
      reason: String(cString: status))
  }
  return 0
}

// Progress of a transfer: each says the remote is still there (`StallLimit`), and the
// remote's messages are kept (`remoteSaid`).
private let heardTransfer: git_indexer_progress_cb = { _, payload in
  RemoteCallbacks.from(payload).watch?.heard()
  return 0
}

private let heardPushTransfer: git_push_transfer_progress_cb = { _, _, _, payload in
  RemoteCallbacks.from(payload).watch?.heard()
  return 0
}

private let heardPacking: git_packbuilder_progress = { _, _, _, payload in
  RemoteCallbacks.from(payload).watch?.heard()
  return 0
}

private let heardMessage: git_transport_message_cb = { text, length, payload in
  let message = text.map {
    String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(max(length, 0))), as: UTF8.self)
  }
  RemoteCallbacks.from(payload).heard(message: message ?? "")
  return 0
}
