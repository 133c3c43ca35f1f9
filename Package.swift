// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("ExistentialAny"),
  // Release code calls metadata accessors instead of demangling a type's name at run time
  // on the first use of each generic type: the demangling was 8 % of `larder add`. The
  // scripts pass the same flag to the dependencies with -Xswiftc.
  .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
    .when(configuration: .release)),
]

// libgit2 and the libraries it needs are linked statically (all but GSSAPI, whose Debian
// package has no static library): binding libgit2's, OpenSSL's and mbedTLS's thousands of
// symbols at every start took 2 ms of each command. `--wrap` sends libgit2's calls of the
// mbedTLS certificate loaders to CDeferredCertificates and its checksums to CChecksums.
let staticLibGit2 = [
  "-Xlinker", "--wrap=mbedtls_x509_crt_parse_file",
  "-Xlinker", "--wrap=mbedtls_x509_crt_parse_path", "-Xlinker", "--wrap=git_hash_buf",
  "-Xlinker", "-l:libgit2.a", "-Xlinker", "-l:libmbedtls.a", "-Xlinker", "-l:libmbedx509.a",
  "-Xlinker", "-l:libmbedcrypto.a", "-Xlinker", "-l:libhttp_parser.a", "-Xlinker", "-l:libssh2.a",
  "-Xlinker", "-l:libssl.a", "-Xlinker", "-l:libcrypto.a", "-Xlinker", "-l:libpcre2-8.a",
  "-Xlinker", "-l:libz.a", "-Xlinker", "-l:libgssapi_krb5.so.2",
]

let package = Package(
  name: "Larder",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "larder", targets: ["larder"]),
    .library(name: "LarderWorkspace", targets: ["LarderWorkspace"]),
  ],
  dependencies: [
    // The command line: subcommands, --help with examples, shell completion.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Tests only: an independent YAML reader that cross-checks our files.
    .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
  ],
  targets: [
    .target(
      name: "LarderSyntax", exclude: ["README.md", "Values/README.md"],
      swiftSettings: strictSettings),
    .target(name: "LarderModel", exclude: ["README.md"], swiftSettings: strictSettings),
    .target(
      name: "LarderJournal",
      dependencies: ["LarderSyntax", "LarderModel"],
      exclude: ["README.md"],
      swiftSettings: strictSettings),
    .target(
      name: "LarderImport", dependencies: ["LarderModel", "CZlib"], exclude: ["README.md"],
      swiftSettings: strictSettings),
    .target(
      name: "LarderReports", dependencies: ["LarderModel"], exclude: ["README.md"],
      swiftSettings: strictSettings),
    .target(
      name: "LarderMealText", dependencies: ["LarderModel"], exclude: ["README.md"],
      swiftSettings: strictSettings),
    // Headers only: LarderGit's linker settings link the libraries.
    .systemLibrary(name: "CLibGit2", providers: [.apt(["libgit2-dev"])]),
    // zlib, to inflate the export.xml inside an Apple Health export.zip; libgit2-dev depends on
    // zlib1g-dev, so the set-up that installs libgit2 installs it too.
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    // Defers the certificate authorities libgit2 loads at start-up to the first HTTPS use.
    .target(
      name: "CDeferredCertificates",
      // valgrind 3.19, the profiler PERFORMANCE.md names, cannot read clang's DWARF 5.
      cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // Plain SHA-1 for the checksum of .git/index, as libgit2 verifies it and as LarderGit
    // writes it.
    .target(name: "CChecksums", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .target(
      name: "LarderGit", dependencies: ["CLibGit2", "CDeferredCertificates", "CChecksums"],
      exclude: ["README.md"], swiftSettings: strictSettings,
      linkerSettings: [.unsafeFlags(staticLibGit2)]),
    .target(
      name: "LarderWorkspace",
      dependencies: [
        "LarderJournal", "LarderReports", "LarderGit", "LarderModel", "LarderSyntax",
        "LarderImport", "LarderMealText",
      ],
      exclude: ["README.md"],
      // The starter food library `larder init` writes, compiled into the binary.
      resources: [.embedInCode("Resources/starter-foods.yaml")],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "larder",
      dependencies: [
        "LarderWorkspace",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings,
      // A release binary carries the Swift runtime inside: loading and relocating a dozen
      // shared libraries was half of a short command's time. It is linked at a fixed address
      // (`-no-pie`), so the loader has none of its 65,000 relocations to apply: 1 ms and 200
      // dirtied pages less for every command.
      linkerSettings: [
        .unsafeFlags(
          ["-static-stdlib", "-Xclang-linker", "-no-pie"], .when(configuration: .release)),
        .linkedLibrary("_FoundationCollections", .when(configuration: .release)),
        .linkedLibrary("_FoundationCShims", .when(configuration: .release)),
      ]),
    .executableTarget(
      name: "larder-bench",
      dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")],
      swiftSettings: strictSettings),
    .target(
      name: "LarderTestSupport",
      dependencies: ["LarderSyntax", "CZlib"],
      exclude: ["README.md"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LarderSyntaxTests",
      dependencies: ["LarderSyntax", "LarderTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LarderModelTests", dependencies: ["LarderModel"], swiftSettings: strictSettings),
    .testTarget(
      name: "LarderJournalTests",
      dependencies: ["LarderJournal", "LarderTestSupport", "Yams"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LarderImportTests",
      dependencies: ["LarderImport", "LarderModel", "LarderTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LarderMealTextTests",
      dependencies: [
        "LarderMealText", "LarderModel", "LarderJournal", "LarderWorkspace", "LarderTestSupport",
      ],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LarderReportsTests",
      dependencies: ["LarderReports", "LarderModel"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LarderGitTests",
      dependencies: ["LarderGit", "LarderTestSupport", "CDeferredCertificates"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LarderWorkspaceTests",
      dependencies: ["LarderWorkspace", "LarderTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LarderCLITests",
      dependencies: [
        "larder", "LarderTestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // Golden files are read from the source tree, not bundled.
      exclude: ["Golden"],
      swiftSettings: strictSettings),
  ]
)
