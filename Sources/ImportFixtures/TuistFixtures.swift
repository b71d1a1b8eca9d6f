@testable import OrientationImport

/// Tuist projects written by hand as their authors would (`Project.swift`, helpers in
/// `Tuist/ProjectDescriptionHelpers`), each beside its twin: the same project as `tuist generate` would check it
/// in, its project.pbxproj carrying the settings Tuist's ConfigGenerator derives (`TARGETED_DEVICE_FAMILY` from
/// the destinations, `IPHONEOS_DEPLOYMENT_TARGET` from the deployment targets, `INFOPLIST_FILE` naming the file)
/// and, for `.default` / `.extendingDefault`, the `Derived/InfoPlists/<Target>-Info.plist` Tuist writes from its
/// InfoPlistContentProvider.
enum TuistFixtures {
    typealias X = XcodeTargetFixtures

    /// The app delegate of every fixture: its window's root is `RootViewController`.
    static let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = RootViewController()
                window?.makeKeyAndVisible()
                return true
            }
        }
        """

    static func root(mask: String) -> String {
        """
        import UIKit

        class RootViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(mask) }
        }
        """
    }

    /// A test target's file that sets another root: never the app's (the test target builds it).
    static let testRoot = """
        import UIKit

        class RootTests {
            func testRoot() {
                let window = UIWindow()
                window.rootViewController = RootViewController()
            }
        }
        """

    /// An Info.plist as Tuist's generator writes it: its `base()`, `APPL`, the iOS app keys, then `extra` keys
    /// (each a `<key>` line and its value) replacing the default of the same name.
    static func derivedInfoPlist(iPad: Bool, orientations: [String]?, extra: String) -> String {
        let phone = orientations ?? ["Portrait", "LandscapeLeft", "LandscapeRight"]
        let pad =
            iPad
            ? """
                <key>UISupportedInterfaceOrientations~ipad</key>
                <array>
                    <string>UIInterfaceOrientationPortrait</string>
                    <string>UIInterfaceOrientationPortraitUpsideDown</string>
                    <string>UIInterfaceOrientationLandscapeLeft</string>
                    <string>UIInterfaceOrientationLandscapeRight</string>
                </array>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleDevelopmentRegion</key>
                <string>$(DEVELOPMENT_LANGUAGE)</string>
                <key>CFBundleExecutable</key>
                <string>$(EXECUTABLE_NAME)</string>
                <key>CFBundleIdentifier</key>
                <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
                <key>CFBundleInfoDictionaryVersion</key>
                <string>6.0</string>
                <key>CFBundleName</key>
                <string>$(PRODUCT_NAME)</string>
                <key>CFBundlePackageType</key>
                <string>APPL</string>
                <key>CFBundleShortVersionString</key>
                <string>1.0</string>
                <key>CFBundleVersion</key>
                <string>1</string>
                <key>LSRequiresIPhoneOS</key>
                <true/>
                <key>UIApplicationSceneManifest</key>
                <dict>
                    <key>UIApplicationSupportsMultipleScenes</key>
                    <false/>
                    <key>UISceneConfigurations</key>
                    <dict/>
                </dict>
                <key>UIRequiredDeviceCapabilities</key>
                <array>
                    <string>armv7</string>
                </array>
                <key>UISupportedInterfaceOrientations</key>
                <array>
            \(phone.map { "        <string>UIInterfaceOrientation\($0)</string>" }.joined(separator: "\n"))
                </array>
            \(pad)
            \(extra)
            </dict>
            </plist>
            """
    }

    // MARK: - .extendingDefault

    /// An iPhone and iPad app whose manifest extends Tuist's default Info.plist: landscape on iPhone (the
    /// default's iPad list stays), a launch screen; its root is portrait only, and a test target sets a root too.
    static let extendingDefaultManifest = """
        import ProjectDescription

        let project = Project(
            name: "Tiles",
            targets: [
                .target(
                    name: "Tiles",
                    destinations: [.iPhone, .iPad],
                    product: .app,
                    bundleId: "org.example.tiles",
                    deploymentTargets: .iOS("15.0"),
                    infoPlist: .extendingDefault(with: [
                        "UILaunchStoryboardName": "LaunchScreen",
                        "UISupportedInterfaceOrientations": .array([
                            .string("UIInterfaceOrientationLandscapeLeft"),
                            "UIInterfaceOrientationLandscapeRight",
                        ]),
                    ]),
                    sources: ["Tiles/Sources/**"]
                ),
                .target(
                    name: "TilesTests",
                    destinations: [.iPhone, .iPad],
                    product: .unitTests,
                    bundleId: "org.example.tiles.tests",
                    sources: ["Tiles/Tests/**"],
                    dependencies: [.target(name: "Tiles")]
                ),
            ]
        )
        """

    static let tilesSources: [String: String] = [
        "Tiles/Sources/AppDelegate.swift": appDelegate,
        "Tiles/Sources/RootViewController.swift": root(mask: ".portrait"),
        "Tiles/Tests/RootTests.swift": testRoot,
    ]

    static var extendingDefault: [String: String] {
        tilesSources.merging(["Project.swift": extendingDefaultManifest]) { a, _ in a }
    }

    static var extendingDefaultTwin: [String: String] {
        tilesSources.merging([
            "Tiles.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "Tiles",
                    settings: [
                        "INFOPLIST_FILE = \"Derived/InfoPlists/Tiles-Info.plist\";", "TARGETED_DEVICE_FAMILY = \"1,2\";",
                        "IPHONEOS_DEPLOYMENT_TARGET = 15.0;",
                    ],
                    sources: ["Tiles/Sources/AppDelegate.swift", "Tiles/Sources/RootViewController.swift"]),
                X.Target(
                    name: "TilesTests", productType: "com.apple.product-type.bundle.unit-test",
                    settings: ["INFOPLIST_FILE = \"Derived/InfoPlists/TilesTests-Info.plist\";", "TARGETED_DEVICE_FAMILY = \"1,2\";"],
                    sources: ["Tiles/Tests/RootTests.swift"], dependencies: ["Tiles"]),
            ]),
            "Derived/InfoPlists/Tiles-Info.plist": derivedInfoPlist(
                iPad: true, orientations: ["LandscapeLeft", "LandscapeRight"],
                extra: "    <key>UILaunchStoryboardName</key>\n    <string>LaunchScreen</string>"),
        ]) { a, _ in a }
    }

    // MARK: - .file

    /// An app whose manifest names its own Info.plist (portrait and upside down) and, in its settings, builds for
    /// iPhone only over the `.iOS` destinations; its root is landscape only.
    static let fileManifest = """
        import ProjectDescription

        let project = Project(
            name: "Reader",
            settings: .settings(base: ["SWIFT_VERSION": "5.0"]),
            targets: [
                Target.target(
                    name: "Reader",
                    destinations: .iOS,
                    product: .app,
                    bundleId: "org.example.reader",
                    deploymentTargets: .iOS("16.0"),
                    infoPlist: .file(path: "Support/Reader-Info.plist"),
                    sources: ["Sources/**/*.swift"],
                    settings: .settings(base: ["TARGETED_DEVICE_FAMILY": "1"])
                ),
            ]
        )
        """

    static let readerPlist = X.infoPlist(
        ["Portrait", "PortraitUpsideDown"], extra: "    <key>UILaunchStoryboardName</key>\n    <string>Launch</string>")

    static let readerSources: [String: String] = [
        "Reader/Sources/App/AppDelegate.swift": appDelegate,
        "Reader/Sources/RootViewController.swift": root(mask: ".landscape"),
        "Reader/Support/Reader-Info.plist": readerPlist,
    ]

    static var file: [String: String] {
        readerSources.merging(["Reader/Project.swift": fileManifest]) { a, _ in a }
    }

    static var fileTwin: [String: String] {
        readerSources.merging([
            "Reader/Reader.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "Reader",
                    settings: [
                        "INFOPLIST_FILE = \"Support/Reader-Info.plist\";", "TARGETED_DEVICE_FAMILY = 1;",
                        "IPHONEOS_DEPLOYMENT_TARGET = 16.0;",
                    ],
                    sources: ["Sources/App/AppDelegate.swift", "Sources/RootViewController.swift"])
            ])
        ]) { a, _ in a }
    }

    // MARK: - A helper of ProjectDescriptionHelpers

    /// The helpers: a `static let` orientation list and a function returning the whole project.
    static let helpers = """
        import ProjectDescription

        public enum Orientations {
            public static let landscape: Plist.Value = [
                "UIInterfaceOrientationLandscapeLeft",
                "UIInterfaceOrientationLandscapeRight",
            ]
        }

        extension Project {
            public static func app(name: String, destinations: Destinations = [.iPhone], deploymentTarget: String = "14.0") -> Project {
                let infoPlist: InfoPlist = .extendingDefault(with: [
                    "UISupportedInterfaceOrientations": Orientations.landscape,
                    "UILaunchStoryboardName": "Launch",
                ])
                return Project(
                    name: name,
                    targets: [
                        .target(
                            name: name,
                            destinations: destinations,
                            product: .app,
                            bundleId: "org.example.\\(name.lowercased())",
                            deploymentTargets: .iOS(deploymentTarget),
                            infoPlist: infoPlist,
                            sources: ["Sources/**"]
                        )
                    ]
                )
            }
        }
        """

    static let helperManifest = """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.app(name: "Game", deploymentTarget: "15.0")
        """

    static let gameSources: [String: String] = [
        "Game/Sources/AppDelegate.swift": appDelegate,
        "Game/Sources/RootViewController.swift": root(mask: ".portrait"),
    ]

    static var helper: [String: String] {
        gameSources.merging([
            "Tuist/ProjectDescriptionHelpers/Project+App.swift": helpers,
            "Tuist/Config.swift": "import ProjectDescription\n\nlet config = Config()\n",
            "Game/Project.swift": helperManifest,
        ]) { a, _ in a }
    }

    static var helperTwin: [String: String] {
        gameSources.merging([
            "Game/Game.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "Game",
                    settings: [
                        "INFOPLIST_FILE = \"Derived/InfoPlists/Game-Info.plist\";", "TARGETED_DEVICE_FAMILY = 1;",
                        "IPHONEOS_DEPLOYMENT_TARGET = 15.0;",
                    ],
                    sources: ["Sources/AppDelegate.swift", "Sources/RootViewController.swift"])
            ]),
            "Game/Derived/InfoPlists/Game-Info.plist": derivedInfoPlist(
                iPad: false, orientations: ["LandscapeLeft", "LandscapeRight"],
                extra: "    <key>UILaunchStoryboardName</key>\n    <string>Launch</string>"),
        ]) { a, _ in a }
    }
}
