// swift-tools-version:6.0
import PackageDescription

/// The benchmark's peer (issue 16): what a Swift team would otherwise write for `POST /v1/decide`: a Hummingbird 2
/// server, Codable models decoded and encoded by Foundation's `JSONDecoder`/`JSONEncoder`, and this repository's
/// engine (`Policy.decide`). Built and run only by `scripts/bench --peers hummingbird` (so by `make bench`),
/// never by `make test`:
///
///     swift build -c release --package-path bench/peers/hummingbird-peer --scratch-path .build-peer-hummingbird
///
/// The folder is not called `hummingbird`: SwiftPM names a root package after its folder, and a root package
/// called `hummingbird` hides the dependency of the same name.
let package = Package(
    name: "hummingbird-peer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", exact: "2.28.1"),
        // Versions Hummingbird 2.28.1 resolves anyway; named here because the peer imports them directly.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        // This repository, for its engine only. The name is given because a path dependency is otherwise named
        // after its folder, which differs between checkouts.
        .package(name: "orientation-service", path: "../../.."),
    ],
    targets: [
        .executableTarget(
            name: "HummingbirdPeer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "OrientationPolicy", package: "orientation-service"),
            ]
        )
    ]
)
