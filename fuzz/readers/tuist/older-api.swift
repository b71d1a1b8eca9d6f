import ProjectDescription

let project = Project(
    name: "Player",
    targets: [
        Target(
            name: "Player",
            platform: .iOS,
            product: .app,
            bundleId: "org.example.player",
            deploymentTarget: .iOS(targetVersion: "14.0", devices: [.iphone]),
            infoPlist: .default,
            sources: ["App/**/*.swift"]
        )
    ]
)
