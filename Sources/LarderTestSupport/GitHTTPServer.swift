public import Foundation
import Synchronization

/// A throw-away git server on 127.0.0.1 that speaks git's smart HTTP protocol and demands
/// HTTP Basic authentication, for end-to-end tests of `http://` remotes.
///
/// ```swift
/// let server = try GitHTTPServer(user: "larder", token: "s3cret")
/// defer { server.stop() }
/// // make a bare repository at server.repositoryPath("journal.git"), then push to
/// // server.url("journal.git") with user "larder" and password "s3cret"
/// ```
///
/// Each request is answered by git's own CGI program, `git-http-backend`, run once per request
/// on the bare repositories under `projectRoot`; pushes are enabled (`http.receivepack`). A
/// request without the configured user and token gets `401` with
/// `WWW-Authenticate: Basic realm="larder"` and never reaches git.
///
/// One background thread serves one connection at a time and closes each after its response
/// (`Connection: close`); git's and libgit2's HTTP clients then open a new connection for the
/// next request. Request bodies may come with `Content-Length` or chunked (libgit2 streams a
/// push's pack chunked); chunked bodies are decoded here, and a `Content-Encoding: gzip` body
/// is handed on as it is, since git-http-backend inflates it itself. There is no TLS.
public final class GitHTTPServer: Sendable {
  /// git's CGI program for smart HTTP, installed with git itself.
  public static let backend = "/usr/lib/git-core/git-http-backend"

  /// Whether `backend` is installed; suites that need the server are enabled only if it is.
  public static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: backend)
  }

  /// One request the server answered, in the order they came.
  public struct Exchange: Sendable, CustomStringConvertible {
    /// The request's method, such as `GET` or `POST`.
    public let method: String
    /// The request's target: path and query, such as `/journal.git/info/refs?service=…`.
    public let target: String
    /// Whether the request carried the configured user and token.
    public let authenticated: Bool
    /// The status code of the response.
    public let status: Int

    /// `POST /journal.git/git-receive-pack → 200`, for failure messages.
    public var description: String { "\(method) \(target) → \(status)" }
  }

  /// The directory that holds the repositories, the CGI's log and request bodies in transit;
  /// removed by `stop()`.
  public let directory: URL
  /// The directory whose bare repositories the server serves (`GIT_PROJECT_ROOT`).
  public let projectRoot: URL
  /// The port the server listens on, chosen by the kernel.
  public let port: Int
  /// The only user name the server accepts.
  public let user: String
  /// The only password (access token) the server accepts.
  public let token: String

  private let listener: Int32
  private let logURL: URL
  private let exchangeLog = Mutex<[Exchange]>([])
  private let servingEnded = DispatchSemaphore(value: 0)
  private let stopped = Mutex(false)

  /// Starts a server that accepts only `user` with `token`, in a new temporary directory.
  public init(user: String, token: String) throws {
    self.user = user
    self.token = token
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("larder-git-http-\(UUID().uuidString)", isDirectory: true)
    projectRoot = directory.appendingPathComponent("repositories", isDirectory: true)
    try FileManager.default.createDirectory(at: projectRoot, withIntermediateDirectories: true)
    logURL = directory.appendingPathComponent("git-http-backend.log")
    _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
    do {
      (listener, port) = try Self.listen()
    } catch {
      try? FileManager.default.removeItem(at: directory)
      throw error
    }
    Thread { [self] in
      serve()
      servingEnded.signal()
    }.start()
  }

  /// The URL a git client uses for the repository `name` under `projectRoot`.
  public func url(_ name: String) -> String {
    "http://127.0.0.1:\(port)/\(name)"
  }

  /// The path of the repository `name` under `projectRoot`.
  public func repositoryPath(_ name: String) -> String {
    projectRoot.appendingPathComponent(name).path
  }

  /// Makes the bare repository `name` refuse every push: its pre-receive hook prints
  /// `reason` (one line without single quotes, which the client shows as the remote's
  /// message) and exits 1.
  public func rejectPushes(to name: String, reason: String) throws {
    let hook = projectRoot.appendingPathComponent(name).appendingPathComponent("hooks")
      .appendingPathComponent("pre-receive")
    try FileManager.default.createDirectory(
      at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("#!/bin/sh\necho '\(reason)'\nexit 1\n".utf8).write(to: hook)
    guard chmod(hook.path, 0o755) == 0 else { throw SetupError("cannot make \(hook.path) run") }
  }

  /// Every request answered so far.
  public var exchanges: [Exchange] {
    exchangeLog.withLock { $0 }
  }

  /// What git-http-backend wrote to its standard error, for failure messages.
  public var backendLog: String {
    (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
  }

  /// Stops serving, waits for the serving thread to end and removes `directory`; call it in a
  /// `defer`. Calling it again does nothing.
  public func stop() {
    let alreadyStopped = stopped.withLock { stopped in
      defer { stopped = true }
      return stopped
    }
    guard !alreadyStopped else { return }
    // Shutting a listening socket down wakes the thread blocked in accept(2).
    shutdown(listener, Int32(SHUT_RDWR))
    servingEnded.wait()
    close(listener)
    try? FileManager.default.removeItem(at: directory)
  }

  /// Binds a listening socket to an ephemeral port on 127.0.0.1.
  private static func listen() throws -> (socket: Int32, port: Int) {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard listener >= 0 else { throw SetupError("cannot open a socket: \(lastError)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let listening = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
          && Glibc.listen(listener, 16) == 0
      }
    }
    guard listening else {
      let reason = lastError
      close(listener)
      throw SetupError("cannot listen on 127.0.0.1: \(reason)")
    }
    return (listener, Int(UInt16(bigEndian: address.sin_port)))
  }

  /// Answers connections one at a time until `stop()` shuts the listening socket down.
  private func serve() {
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR || errno == ECONNABORTED { continue }
        return
      }
      // Not inherited by the backend, nor by processes other tests start meanwhile.
      _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
      // A client that stops sending must not hold up the server, or `stop()`, forever.
      var timeout = timeval(tv_sec: 10, tv_usec: 0)
      setsockopt(
        connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
      let exchange = answer(HTTPConnection(connection))
      close(connection)
      if let exchange { exchangeLog.withLock { $0.append(exchange) } }
    }
  }

  /// Reads one request from `connection` and writes its response; nil when the client hung
  /// up or sent something that is not HTTP.
  private func answer(_ connection: HTTPConnection) -> Exchange? {
    guard let request = connection.readRequest() else { return nil }
    let authenticated = request.header("authorization") == Self.basicCredentials(user, token)
    guard authenticated else {
      connection.write(
        status: "401 Unauthorized",
        headers: ["WWW-Authenticate: Basic realm=\"larder\"", "Content-Type: text/plain"],
        body: Data("authentication required\n".utf8))
      return Exchange(
        method: request.method, target: request.target, authenticated: false, status: 401)
    }
    let response = runBackend(request)
    connection.write(status: response.status, headers: response.headers, body: response.body)
    return Exchange(
      method: request.method, target: request.target, authenticated: true,
      status: Int(response.status.prefix { $0 != " " }) ?? 0)
  }

  /// The value of an `Authorization` header that carries `user` and `password`.
  private static func basicCredentials(_ user: String, _ password: String) -> String {
    "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
  }

  /// Runs git-http-backend for `request` and turns its CGI output into an HTTP response.
  private func runBackend(_ request: HTTPRequest) -> (
    status: String, headers: [String], body: Data
  ) {
    let path = request.target.prefix { $0 != "?" }
    let query = request.target.dropFirst(path.count + 1)
    var environment = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      // Hooks and the backend read no configuration of the person running the tests.
      "HOME": directory.path,
      "GIT_CONFIG_NOSYSTEM": "1",
      "GIT_CONFIG_COUNT": "1",
      "GIT_CONFIG_KEY_0": "http.receivepack",
      "GIT_CONFIG_VALUE_0": "true",
      "GIT_PROJECT_ROOT": projectRoot.path,
      "GIT_HTTP_EXPORT_ALL": "1",
      "REQUEST_METHOD": request.method,
      "PATH_INFO": String(path),
      "QUERY_STRING": String(query),
      "CONTENT_LENGTH": String(request.body.count),
      "REMOTE_USER": user,
      "REMOTE_ADDR": "127.0.0.1",
    ]
    environment["CONTENT_TYPE"] = request.header("content-type")
    environment["HTTP_CONTENT_ENCODING"] = request.header("content-encoding")
    environment["HTTP_GIT_PROTOCOL"] = request.header("git-protocol")
    do {
      let output = try runCGI(environment: environment, input: request.body)
      return Self.response(fromCGIOutput: output)
    } catch {
      return ("500 Internal Server Error", ["Content-Type: text/plain"], Data("\(error)\n".utf8))
    }
  }

  /// Runs the backend with `input` on its standard input (from a file, so no pipe can fill up
  /// while the backend is still writing) and returns its standard output.
  private func runCGI(environment: [String: String], input: Data) throws -> Data {
    let bodyURL = directory.appendingPathComponent("request-\(UUID().uuidString)")
    try input.write(to: bodyURL)
    defer { try? FileManager.default.removeItem(at: bodyURL) }
    let log = try FileHandle(forWritingTo: logURL)
    defer { try? log.close() }
    try log.seekToEnd()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.backend)
    process.environment = environment
    process.currentDirectoryURL = projectRoot
    process.standardInput = try FileHandle(forReadingFrom: bodyURL)
    process.standardError = log
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
  }

  /// Splits CGI output into its headers and body; a `Status:` header becomes the status line.
  private static func response(fromCGIOutput output: Data) -> (
    status: String, headers: [String], body: Data
  ) {
    let bytes = [UInt8](output)
    // CGI programs may end header lines with LF alone; git-http-backend writes CRLF.
    guard let (headerEnd, bodyStart) = headerBoundary(in: bytes) else {
      return ("502 Bad Gateway", ["Content-Type: text/plain"], Data("no CGI headers\n".utf8))
    }
    let headerText = String(decoding: bytes[..<headerEnd], as: UTF8.self)
    var status = "200 OK"
    var headers: [String] = []
    for line in headerText.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
      let name = line.prefix { $0 != ":" }.lowercased()
      let value = line.drop { $0 != ":" }.dropFirst().drop { $0 == " " }
      switch name {
      case "status": status = String(value)
      // This server sets both itself.
      case "content-length", "connection": continue
      default: headers.append(String(line))
      }
    }
    return (status, headers, Data(bytes[bodyStart...]))
  }

  /// Where the headers of CGI output end and its body starts.
  private static func headerBoundary(in bytes: [UInt8]) -> (headerEnd: Int, bodyStart: Int)? {
    for index in bytes.indices where bytes[index] == 0x0A {
      if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return (index, index + 2) }
      if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A {
        return (index, index + 3)
      }
    }
    return nil
  }

  private static var lastError: String { String(cString: strerror(errno)) }

  /// Why the server could not start.
  public struct SetupError: Error, CustomStringConvertible {
    /// What failed.
    public let description: String

    init(_ description: String) {
      self.description = description
    }
  }
}

/// One HTTP request as the server read it, with a chunked body already decoded.
private struct HTTPRequest {
  let method: String
  let target: String
  /// Header lines as `(lowercased name, value)`.
  let headers: [(name: String, value: String)]
  let body: Data

  /// The value of the first header called `name` (lowercase).
  func header(_ name: String) -> String? {
    headers.first { $0.name == name }?.value
  }
}

/// A client's socket, read through a buffer.
private final class HTTPConnection {
  private let socket: Int32
  private var buffer: [UInt8] = []

  init(_ socket: Int32) {
    self.socket = socket
  }

  /// Reads a request line, headers and body; nil when the client hung up first or sent
  /// something this server does not understand.
  func readRequest() -> HTTPRequest? {
    guard let requestLine = readLine() else { return nil }
    let parts = requestLine.split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
    var headers: [(name: String, value: String)] = []
    while let line = readLine(), !line.isEmpty {
      let name = line.prefix { $0 != ":" }.lowercased()
      let value = line.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
      headers.append((name, value))
    }
    let header = { (name: String) in headers.first { $0.name == name }?.value }
    let body: Data?
    if header("transfer-encoding")?.lowercased() == "chunked" {
      body = readChunkedBody()
    } else {
      body = read(count: Int(header("content-length") ?? "0") ?? 0)
    }
    guard let body else { return nil }
    return HTTPRequest(
      method: String(parts[0]), target: String(parts[1]), headers: headers, body: body)
  }

  /// Writes a whole response; the server closes the connection after it.
  func write(status: String, headers: [String], body: Data) {
    let head =
      (["HTTP/1.1 \(status)"] + headers + ["Content-Length: \(body.count)", "Connection: close"])
      .joined(separator: "\r\n") + "\r\n\r\n"
    let bytes = [UInt8](head.utf8) + [UInt8](body)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      // The client hung up; there is no one left to answer.
      guard count > 0 else { return }
      sent += count
    }
  }

  /// Decodes a chunked body (sizes in hexadecimal, each chunk followed by CRLF, a size of 0
  /// last, then optional trailer lines and an empty line).
  private func readChunkedBody() -> Data? {
    var body = Data()
    while true {
      guard let sizeLine = readLine(),
        let size = Int(
          sizeLine.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces),
          radix: 16)
      else { return nil }
      if size == 0 {
        while let trailer = readLine(), !trailer.isEmpty {}
        return body
      }
      guard let chunk = read(count: size), readLine() == "" else { return nil }
      body.append(chunk)
    }
  }

  /// The next line without its CRLF (or LF); nil at the end of the stream.
  private func readLine() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        var line = buffer[..<newline]
        if line.last == 0x0D { line = line.dropLast() }
        buffer.removeSubrange(...newline)
        return String(decoding: line, as: UTF8.self)
      }
      guard fill() else { return nil }
    }
  }

  /// Exactly `count` bytes; nil if the stream ends first.
  private func read(count: Int) -> Data? {
    while buffer.count < count {
      guard fill() else { return nil }
    }
    defer { buffer.removeFirst(count) }
    return Data(buffer[..<count])
  }

  /// Appends what the socket has to `buffer`; false at the end of the stream or on an error.
  private func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return false }
    buffer += chunk[..<count]
    return true
  }
}
