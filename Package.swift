// swift-tools-version:6.0
import PackageDescription

/// Dependencies point inwards: OrientationServer -> OrientationAPI -> OrientationLinter -> OrientationImport ->
/// OrientationPolicy (the importer reads a project into the engine's model; the linter judges what it read, with the
/// engine's lint and its own project rules; the API and the command line hand a project to both and encode what they
/// give back; the command line also names the engine's lint severities and targets, so OrientationServer depends on
/// OrientationPolicy too), OrientationImport -> CLibArchive, CLibXML2 and OrientationYAML (XcodeGen specs),
/// OrientationServer -> MicroHTTPServer -> CMicroHTTPD, and OrientationServer -> OrientationYAML -> CLibYAML. The
/// engine depends on nothing, and the importer never on the linter.
let package = Package(
    name: "orientation-service",
    products: [
        .executable(name: "orientation-server", targets: ["OrientationServer"]),
        .library(name: "OrientationPolicy", targets: ["OrientationPolicy"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The importer parses Swift sources with a real parser, the compiler's own.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // The policy engine: pure Swift, standard library only.
        .target(name: "OrientationPolicy"),

        // libmicrohttpd, as a system library, plus a header-only shim for what Swift cannot call.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),
        // A request's header fields as one byte buffer: the server fills it, the API reads it (neither knows the other).
        .target(name: "HTTPHeaders"),
        // A small HTTP/1.1 server over libmicrohttpd: no C type in its public API.
        .target(name: "MicroHTTPServer", dependencies: ["CMicroHTTPD", "HTTPHeaders"]),
        // Live-test helpers: a raw-socket HTTP/1.1 client (pipelining, dribbling, chunked pieces) and a runner
        // for the executable as a child process (end-to-end tests).
        .target(name: "HTTPTestSupport"),

        // libarchive, as a system library: the importer reads uploaded tar / tar.gz projects with it, in memory.
        .systemLibrary(
            name: "CLibArchive",
            pkgConfig: "libarchive",
            providers: [.apt(["libarchive-dev"]), .brew(["libarchive"])]
        ),

        // libxml2, as a system library: the importer reads Info.plist XML, storyboards and xibs with its SAX2 parser
        // directly. Foundation's XMLParser would do the same through FoundationXML, but linking Foundation into the
        // static-stdlib server also links its ICU data, which doubled the container image.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),

        // libyaml, as a system library: the command line reads `.orientation-lint.yml` with its document loader.
        // (Yams, the Swift library over libyaml, imports Foundation, which would link ICU's data into the static
        // binary: 45 MB.)
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),

        // The project importer: Info.plist, storyboards and xibs, Swift (swift-syntax) and Objective-C sources into
        // the engine's model, every fact with its file, line and column. Depends on the engine, never the reverse.
        .target(
            name: "OrientationImport",
            dependencies: [
                "OrientationPolicy",
                "CLibArchive",
                "CLibXML2",
                "OrientationYAML",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),

        // The project linter: judges an imported project. Each app's scenarios through the engine's lint, once per
        // possible world of the values the importer could not read; the project rules the engine cannot see (forced
        // rotations, masks changed without an update, windows without a root, iOS 27 readiness); findings located in
        // the user's files and merged; then `orientation-lint:` comments and baselines. Reads nothing itself.
        .target(name: "OrientationLinter", dependencies: ["OrientationImport", "OrientationPolicy"]),

        // Test helpers for the importer: builds tar / tar.gz uploads with libarchive's write API (archive tests, HTTP
        // upload tests).
        .target(name: "ImportTestSupport", dependencies: ["CLibArchive"]),
        // Hand-written projects and readers' output (Info.plists, storyboards, Swift and Objective-C sources, Xcode,
        // XcodeGen and Tuist targets) that the importer's tests and the linter's tests both read. Tests only: it
        // imports the importer `@testable`, so it builds in debug, and nothing shipped depends on it.
        .target(name: "ImportFixtures", dependencies: ["OrientationImport", "OrientationPolicy"]),

        // Routing, JSON codec, problem+json, endpoints: pure functions from Request to Response.
        .target(name: "OrientationAPI", dependencies: ["OrientationImport", "OrientationLinter", "OrientationPolicy", "HTTPHeaders"]),

        // The process calls the upload worker needs that Swift's C library modules do not import (pipe2, prctl,
        // gettid).
        .target(name: "CProcessSupport"),

        // YAML documents read with libyaml's parser events, aliases bounded: the lint configuration file, and what the
        // fuzz target feeds it. (Yams, the Swift library over libyaml, imports Foundation.)
        .target(name: "OrientationYAML", dependencies: ["CLibYAML"]),

        .executableTarget(
            name: "OrientationServer",
            dependencies: [
                "CProcessSupport",
                "OrientationYAML",
                "OrientationAPI",
                "OrientationImport",
                "OrientationLinter",
                "OrientationPolicy",
                "MicroHTTPServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: []
        ),

        // Engine and codec micro-benchmarks (`make bench`, never `make test`). CAllocCounter interposes
        // malloc & co. in this executable only, to report heap allocations per operation.
        .target(name: "CAllocCounter"),
        .executableTarget(
            name: "OrientationBenchmarks",
            dependencies: ["OrientationAPI", "OrientationPolicy", "CAllocCounter"]
        ),
        // The instruction-count guard's harness (scripts/perf-guard, run by CI): Service.handle on one request,
        // counted under callgrind. Apart from OrientationBenchmarks so CI's release build is only what it measures.
        .executableTarget(name: "OrientationPerfGuard", dependencies: ["OrientationAPI"]),

        .testTarget(name: "OrientationPolicyTests", dependencies: ["OrientationPolicy"]),
        .testTarget(
            name: "OrientationImportTests",
            dependencies: ["OrientationImport", "OrientationPolicy", "ImportTestSupport", "ImportFixtures"]
        ),
        .testTarget(
            name: "OrientationLinterTests",
            dependencies: ["OrientationLinter", "OrientationImport", "OrientationPolicy", "ImportTestSupport", "ImportFixtures"]
        ),
        .testTarget(name: "MicroHTTPServerTests", dependencies: ["MicroHTTPServer", "HTTPTestSupport"]),
        // End-to-end: runs the built orientation-server as a child process (flags, env, logs, signals).
        .testTarget(
            name: "OrientationServerTests",
            dependencies: ["OrientationServer", "OrientationYAML", "HTTPTestSupport", "ImportTestSupport"]),
        .testTarget(
            name: "OrientationAPITests",
            dependencies: [
                "OrientationAPI", "OrientationImport", "OrientationLinter", "OrientationPolicy", "ImportTestSupport", "MicroHTTPServer",
                "HTTPTestSupport",
            ]),
    ]
)

// The libFuzzer targets exist only for scripts/fuzz and scripts/fuzz-readers (ORIENTATION_FUZZ=1): they have no
// `main` of their own, since libFuzzer supplies one, so an ordinary build must not see them.
if Context.environment["ORIENTATION_FUZZ"] != nil {
    package.targets.append(.executableTarget(name: "OrientationFuzz", dependencies: ["OrientationAPI"]))
    // The project readers, one file at a time (scripts/fuzz-readers).
    package.targets.append(
        .executableTarget(
            name: "OrientationReaderFuzz",
            dependencies: ["OrientationAPI", "OrientationImport", "OrientationLinter", "OrientationPolicy", "OrientationYAML"]))
}
