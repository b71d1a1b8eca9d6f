// swift-tools-version: 5.7
import PackageDescription

let cores = ["Atari", "Stella"]
/* .library(name: "Old", targets: []) */
let package = Package(
    name: "Kit",
    products: cores.map { .library(name: "PV\($0)", targets: [$0]) } + [.executable(name: #"kit-tool"#, targets: ["Tool"])],
    // .package(path: "../Retired"),
    dependencies: ["Support", "Logging"].map { .package(path: "../PV\($0)") } + cores.map { name in .package(path: "../Cores/\(name)") },
    targets: cores.map { .target(name: $0) } + [.executableTarget(name: "Tool")]
)
