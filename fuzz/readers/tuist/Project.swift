import ProjectDescription

let orientations: [String] = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]

let project = Project(
    name: "Tiles",
    settings: .settings(base: ["SWIFT_VERSION": "5.9"]),
    targets: [
        .target(
            name: "Tiles",
            destinations: [.iPhone, .iPad],
            product: .app,
            bundleId: "org.example.tiles",
            deploymentTargets: .iOS("16.0"),
            infoPlist: .extendingDefault(with: [
                "UISupportedInterfaceOrientations": .array(orientations.map { .string($0) }),
                "UIRequiresFullScreen": true,
            ]),
            sources: ["App/**"],
            settings: .settings(base: ["TARGETED_DEVICE_FAMILY": "1,2"])
        ),
        .target(
            name: "TilesTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "org.example.tiles.tests",
            sources: ["Tests/**"],
            dependencies: [.target(name: "Tiles")]
        ),
    ]
)
