// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("ExistentialAny"),
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
    // File descriptors with reads and writes retried on interrupt, and errno as a Swift error.
    .package(url: "https://github.com/apple/swift-system", from: "1.4.0"),
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
    // What Larder keeps in `.git/larder/` to spare reading files: the files' stamps, the
    // library's outlines, names and lookup, the items each day logged; as bytes, no file system.
    .target(
      name: "LarderCache",
      dependencies: ["LarderJournal", "LarderModel", "LarderSyntax"],
      exclude: ["README.md"],
      swiftSettings: strictSettings),
    .target(
      name: "LarderImport",
      dependencies: [
        "LarderModel", "CZlib", .product(name: "SystemPackage", package: "swift-system"),
      ], exclude: ["README.md"],
      swiftSettings: strictSettings),
    .target(
      name: "LarderReports", dependencies: ["LarderModel"], exclude: ["README.md"],
      swiftSettings: strictSettings),
    .target(
      name: "LarderMealText", dependencies: ["LarderModel"], exclude: ["README.md"],
      swiftSettings: strictSettings),
    // libgit2 as the distribution ships it: the module map links the shared libgit2.
    .systemLibrary(name: "CLibGit2", providers: [.apt(["libgit2-dev"])]),
    // zlib, to inflate the export.xml inside an Apple Health export.zip; libgit2-dev depends on
    // zlib1g-dev, so the set-up that installs libgit2 installs it too.
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    .target(
      name: "LarderGit",
      dependencies: ["CLibGit2", .product(name: "SystemPackage", package: "swift-system")],
      exclude: ["README.md"],
      swiftSettings: strictSettings),
    // Linux's renameat2, which Swift's Glibc does not declare: the compare-and-swap that puts
    // a file in place without replacing bytes larder did not read.
    .target(name: "CRename"),
    .target(
      name: "LarderWorkspace",
      dependencies: [
        "LarderJournal", "LarderCache", "LarderReports", "LarderGit", "LarderModel",
        "LarderSyntax", "LarderImport", "LarderMealText", "CRename",
        .product(name: "SystemPackage", package: "swift-system"),
      ],
      exclude: ["README.md"],
      // The starter food library `larder init` writes, the Dietary Reference Intakes, and the
      // typical portions and synonyms of meal text, compiled into the binary.
      resources: [
        .embedInCode("Resources/starter-foods.yaml"),
        .embedInCode("Resources/dietary-reference-intakes.tsv"),
        .embedInCode("Resources/typical-portions.tsv"),
        .embedInCode("Resources/meal-synonyms.tsv"),
      ],
      swiftSettings: strictSettings),
    .executableTarget(
      name: "larder",
      dependencies: [
        "LarderWorkspace",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings),
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
      name: "LarderCacheTests",
      dependencies: [
        "LarderCache", "LarderJournal", "LarderSyntax", "LarderModel", "LarderTestSupport",
      ],
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
      dependencies: ["LarderReports", "LarderModel", "LarderTestSupport"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "LarderGitTests",
      dependencies: ["LarderGit", "LarderTestSupport"],
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
