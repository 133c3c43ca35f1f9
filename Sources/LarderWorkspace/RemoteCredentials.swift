/// Credentials written into a remote's URL: found so that `remote add` can refuse them, and
/// hidden wherever a URL already holding one (added with `git remote add`, say) is shown.
///
/// A credential is the user information of an `https://`, `http://` or `git://` URL
/// (`https://TOKEN@host/…`, `https://alice:S3cr3t@host/…`), a password in an `ssh://` or
/// scp-like URL (`ssh://alice:S3cr3t@host/…`, `alice:S3cr3t@host:path`; a plain user name
/// such as `git@host:path` is not one), and a query parameter that carries a secret
/// (`?access_token=…`), in any spelling: percent-encoded or not, any case.
enum RemoteCredentials {
  /// What kind of credential `url` holds, for the refusal; nil when it holds none.
  static func found(in url: String) -> String? {
    let parts = Parts(url)
    if let userInfo = parts.userInfo {
      if parts.isSSH {
        if percentDecoded(userInfo).contains(":") { return "a password" }
      } else {
        return percentDecoded(userInfo).contains(":") ? "a user name and password" : "a token"
      }
    }
    if !parts.secretQueryRanges.isEmpty { return "a token in its query" }
    return nil
  }

  /// `url` with every credential replaced by `***`: `https://***@host/…`,
  /// `ssh://alice:***@host/…`, `…?access_token=***`.
  static func redacted(_ url: String) -> String {
    var text = url
    let parts = Parts(url)
    // From the last, so that the ranges before stay where they are.
    for range in parts.secretQueryRanges.reversed() {
      text.replaceSubrange(range, with: "***")
    }
    if let userInfo = parts.userInfo, let range = parts.userInfoRange {
      if parts.isSSH {
        let decoded = percentDecoded(userInfo)
        guard let colon = decoded.firstIndex(of: ":") else { return text }
        text.replaceSubrange(range, with: decoded[..<colon] + ":***")
      } else {
        text.replaceSubrange(range, with: "***")
      }
    }
    return text
  }

  /// `text` (an error message) with a credential in any URL it quotes redacted.
  static func redactingURLs(in text: String) -> String {
    var words: [Substring] = []
    var rest = text[...]
    while let end = rest.firstIndex(where: { $0 == " " || $0 == "'" || $0 == "\"" }) {
      words.append(rest[..<end])
      words.append(rest[end...end])
      rest = rest[rest.index(after: end)...]
    }
    words.append(rest)
    return words.map { word in
      word.contains("://") || word.contains("@") ? redacted(String(word)) : String(word)
    }.joined()
  }

  /// The pieces of a URL that may hold a credential.
  private struct Parts {
    var userInfo: String?
    var userInfoRange: Range<String.Index>?
    var isSSH = false
    var secretQueryRanges: [Range<String.Index>] = []

    init(_ url: String) {
      let authority: Substring
      if let schemeEnd = url.firstRange(of: "://") {
        let scheme = url[..<schemeEnd.lowerBound].lowercased()
        isSSH = scheme == "ssh" || scheme.hasPrefix("ssh+") || scheme.hasSuffix("+ssh")
        authority = url[schemeEnd.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
      } else {
        // scp-like `[user@]host:path`: a colon before any slash.
        guard let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/") else { return }
        isSSH = true
        // `user:password@host:path`: the host part ends at the colon after the last `@`.
        let hostEnd = url.lastIndex(of: "@").flatMap { url[$0...].firstIndex(of: ":") } ?? colon
        authority = url[..<hostEnd]
      }
      if let at = authority.lastIndex(of: "@") {
        userInfoRange = authority.startIndex..<at
        userInfo = String(authority[..<at])
      }
      if let question = url.firstIndex(of: "?") {
        let query = url[url.index(after: question)...].prefix { $0 != "#" }
        for pair in query.split(separator: "&") {
          guard let equals = pair.firstIndex(of: "=") else { continue }
          let name = RemoteCredentials.percentDecoded(String(pair[..<equals])).lowercased()
          if Self.secretNames.contains(where: { name.contains($0) }) {
            secretQueryRanges.append(pair.index(after: equals)..<pair.endIndex)
          }
        }
      }
    }

    /// Parts of a query parameter's name that mark its value a secret: `pass` holds
    /// `password` and `passwd`, `tok` holds `token` and `tok`.
    static let secretNames = [
      "tok", "pass", "pwd", "secret", "key", "auth", "signature", "sig", "credential",
      "session", "jwt",
    ]
  }

  /// `text` with `%XX` escapes decoded (invalid ones kept as they are).
  static func percentDecoded(_ text: String) -> String {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8)[...]
    while let byte = iterator.popFirst() {
      if byte == UInt8(ascii: "%"), iterator.count >= 2,
        let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        iterator = iterator.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
