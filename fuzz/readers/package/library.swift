// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Kit",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "Kit", targets: ["Kit"]),
        .library(name: "KitUI", type: .dynamic, targets: ["KitUI"]),
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(name: "Audio", path: "../Vendor/Audio/"),
        .package(url: "https://example.com/remote.git", from: "1.0.0"),
    ],
    targets: [
        .target(name: "Kit", dependencies: [.product(name: "Core", package: "Core")]),
        .target(name: "KitUI", dependencies: ["Kit"], path: "Sources/KitUI"),
    ]
)
