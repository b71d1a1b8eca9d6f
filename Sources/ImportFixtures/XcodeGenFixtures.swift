@testable import OrientationImport

/// XcodeGen projects written by hand, each beside its twin: the same project as the `.xcodeproj` XcodeGen would
/// generate from it, written by hand from XcodeGen's rules (its Docs/ProjectSpec.md; its setting presets:
/// `SDKROOT = iphoneos` and `TARGETED_DEVICE_FAMILY = "1,2"` for an iOS target unless the spec sets one; the
/// Info.plist it writes from `info:` is its default keys with the spec's properties over them). The app is the
/// same in both: a delegate whose window root supports portrait only, in an app whose phone orientations are
/// landscape only.
enum XcodeGenFixtures {
    typealias X = XcodeTargetFixtures

    /// A Swift app delegate setting a `RootViewController` as its window's root.
    static let delegate = TargetAppFixtures.swiftDelegate(mask: nil)
    static let root = TargetAppFixtures.root(mask: ".portrait")
    static let test = "import XCTest\nclass TilesTests: XCTestCase {}\n"

    static let landscape = ["LandscapeLeft", "LandscapeRight"]

    /// The Info.plist XcodeGen writes for an application target from `info.properties` (its default keys, then the
    /// properties).
    static func writtenPlist(_ orientations: [String]) -> String {
        X.infoPlist(
            orientations,
            extra: """
                    <key>CFBundleName</key>
                    <string>$(PRODUCT_NAME)</string>
                    <key>CFBundleExecutable</key>
                    <string>$(EXECUTABLE_NAME)</string>
                    <key>UILaunchStoryboardName</key>
                    <string>Launch</string>
                """)
    }

    // MARK: info.properties

    static let propertiesSpec = """
        name: Tiles
        options:
          deploymentTarget:
            iOS: "12.0"
        targets:
          Tiles:
            type: application
            platform: iOS
            sources: [App]
            settings:
              base:
                TARGETED_DEVICE_FAMILY: "1"
            info:
              path: App/Info.plist
              properties:
                UISupportedInterfaceOrientations:
                  - UIInterfaceOrientationLandscapeLeft
                  - UIInterfaceOrientationLandscapeRight
                UILaunchStoryboardName: Launch
          TilesTests:
            type: bundle.unit-test
            platform: iOS
            sources: [Tests]
            dependencies:
              - target: Tiles
        """

    static var withProperties: [String: String] {
        ["project.yml": propertiesSpec, "App/AppDelegate.swift": delegate, "App/RootViewController.swift": root, "Tests/TilesTests.swift": test]
    }

    static var withPropertiesTwin: [String: String] {
        [
            "Tiles.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "Tiles",
                    settings: [
                        "INFOPLIST_FILE = App/Info.plist;", "IPHONEOS_DEPLOYMENT_TARGET = 12.0;", "SDKROOT = iphoneos;",
                        "TARGETED_DEVICE_FAMILY = 1;",
                    ],
                    sources: ["App/AppDelegate.swift", "App/RootViewController.swift"]),
                X.Target(
                    name: "TilesTests", productType: "com.apple.product-type.bundle.unit-test",
                    settings: ["IPHONEOS_DEPLOYMENT_TARGET = 12.0;", "SDKROOT = iphoneos;", "TARGETED_DEVICE_FAMILY = \"1,2\";"],
                    sources: ["Tests/TilesTests.swift"], dependencies: ["Tiles"]),
            ]),
            "App/Info.plist": writtenPlist(landscape),
            "App/AppDelegate.swift": delegate, "App/RootViewController.swift": root, "Tests/TilesTests.swift": test,
        ]
    }

    // MARK: INFOPLIST_KEY_* settings

    static let generatedSpec = """
        name: Tiles
        targets:
          Tiles:
            type: application
            platform: iOS
            deploymentTarget: "15.0"
            sources:
              - path: App
                excludes:
                  - "**/*.md"
            settings:
              base:
                GENERATE_INFOPLIST_FILE: YES
                INFOPLIST_KEY_UILaunchScreen_Generation: YES
                INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone: UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight
                INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad: >-
                  UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown
                  UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight
        """

    static var withGeneratedKeys: [String: String] {
        ["project.yml": generatedSpec, "App/AppDelegate.swift": delegate, "App/RootViewController.swift": root, "App/README.md": "notes\n"]
    }

    static var withGeneratedKeysTwin: [String: String] {
        [
            "Tiles.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "Tiles",
                    settings: [
                        "GENERATE_INFOPLIST_FILE = YES;", "INFOPLIST_KEY_UILaunchScreen_Generation = YES;",
                        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\";",
                        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = \"UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\";",
                        "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", "SDKROOT = iphoneos;", "TARGETED_DEVICE_FAMILY = \"1,2\";",
                    ],
                    sources: ["App/AppDelegate.swift", "App/RootViewController.swift"])
            ]),
            "App/AppDelegate.swift": delegate, "App/RootViewController.swift": root, "App/README.md": "notes\n",
        ]
    }

    // MARK: include, target templates, setting groups, configFiles

    static let templatedSpec = """
        name: Tiles
        include:
          - Targets/tiles.yml
        configFiles:
          Release: Config/Release.xcconfig
        settingGroups:
          phoneOnly:
            TARGETED_DEVICE_FAMILY: "1"
        targetTemplates:
          App:
            type: application
            platform: iOS
            settings:
              groups: [phoneOnly]
              base:
                INFOPLIST_FILE: ${target_name}/Info.plist
        """

    /// Included from `Targets/`: its paths are relative to that folder.
    static let includedTargets = """
        targets:
          Tiles:
            templates: [App]
            sources: [../Tiles]
          Demo:
            templates: [App]
            sources: [../Demo]
            settings:
              configs:
                Release:
                  TARGETED_DEVICE_FAMILY: "1,2"
        """

    static var withIncludesAndTemplates: [String: String] {
        [
            "project.yml": templatedSpec, "Targets/tiles.yml": includedTargets,
            "Config/Release.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 13.0\n",
            "Tiles/Info.plist": X.infoPlist(landscape), "Tiles/AppDelegate.swift": delegate, "Tiles/RootViewController.swift": root,
            "Demo/Info.plist": X.infoPlist(["Portrait"]), "Demo/DemoDelegate.swift": demoDelegate,
        ]
    }

    static var withIncludesAndTemplatesTwin: [String: String] {
        [
            "Tiles.xcodeproj/project.pbxproj": X.project([
                X.Target(
                    name: "Demo",
                    settings: [
                        "INFOPLIST_FILE = Demo/Info.plist;", "SDKROOT = iphoneos;", "TARGETED_DEVICE_FAMILY = \"1,2\";",
                    ],
                    sources: ["Demo/DemoDelegate.swift"], baseConfiguration: "Config/Release.xcconfig"),
                X.Target(
                    name: "Tiles",
                    settings: ["INFOPLIST_FILE = Tiles/Info.plist;", "SDKROOT = iphoneos;", "TARGETED_DEVICE_FAMILY = 1;"],
                    sources: ["Tiles/AppDelegate.swift", "Tiles/RootViewController.swift"],
                    baseConfiguration: "Config/Release.xcconfig"),
            ]),
            "Config/Release.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 13.0\n",
            "Tiles/Info.plist": X.infoPlist(landscape), "Tiles/AppDelegate.swift": delegate, "Tiles/RootViewController.swift": root,
            "Demo/Info.plist": X.infoPlist(["Portrait"]), "Demo/DemoDelegate.swift": demoDelegate,
        ]
    }

    /// A second app's delegate: a plain controller as its root, which supports what the app does.
    static let demoDelegate = """
        import UIKit

        @main
        class DemoDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
                return true
            }
        }
        """
}
