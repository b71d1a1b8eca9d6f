import OrientationPolicy

/// What one Info.plist (or the `INFOPLIST_KEY_*` build settings of an Xcode target that generates its Info.plist)
/// says about orientation, with the location of every key, so a finding about a key annotates that key's line.
package struct ImportedInfoPlist: Sendable, Hashable {
    /// The file, relative to the project root: an `Info.plist`, or for the keys Xcode generates from a target's
    /// build settings `App.xcodeproj/project.pbxproj#Target` (distinct per target; `keyLocations` name the pbxproj).
    package var path: String
    /// True when the plist declares an iOS app: `CFBundlePackageType` is `APPL`, or (with no literal package type)
    /// it has a key only an app has: a main storyboard or nib, a scene manifest, a launch screen,
    /// `LSRequiresIPhoneOS` or an orientation list. Never for extensions (`NSExtension`), watch and Mac apps;
    /// `$(PRODUCT_BUNDLE_PACKAGE_TYPE)` alone is not enough, since Xcode's framework and test templates write it
    /// too. The whole rule is in `AppDeclaration` and docs/importer.md.
    package var declaresApp: Bool
    /// `CFBundleDisplayName` / `CFBundleName` when literal (not a `$(...)` build setting).
    package var bundleName: String?
    /// The orientation keys in the engine's model.
    package var infoPlist: InfoPlist
    /// Where each key was read, by its Info.plist name (`UISupportedInterfaceOrientations~ipad`,
    /// `UIRequiresFullScreen`, `UIMainStoryboardFile`, ...).
    package var keyLocations: [String: SourceLocation]
    /// `UIMainStoryboardFile` (and `~ipad` variant as `mainStoryboardPad`): a storyboard name without extension.
    package var mainStoryboard: Located<String>?
    package var mainStoryboardPad: Located<String>?
    /// `UISceneStoryboardFile` of each scene configuration in `UIApplicationSceneManifest`.
    package var sceneStoryboards: [Located<String>]
    /// `NSMainNibFile` (and `NSMainNibFile~ipad` as `mainNibPad`): the main nib of an app from before
    /// storyboards (`MainWindow`), a xib name without extension.
    package var mainNib: Located<String>?
    package var mainNibPad: Located<String>?
    /// Strings in an orientation list (or `UIInterfaceOrientation`) that name no orientation: a short name such
    /// as `portrait`, `UIInterfaceOrientationUnknown`, a misspelling. UIKit skips them, so they are not in
    /// `infoPlist`; each is located at its own `<string>` (at the key for `UIInterfaceOrientation`, at the build
    /// setting for generated plists), so lint can say why an orientation is missing.
    package var ignoredOrientations: [Located<String>]
    /// The devices the app is built for: its Xcode target's `TARGETED_DEVICE_FAMILY`, else the Info.plist's
    /// `UIDeviceFamily`; nil when neither says (lint then tries both). An iPhone-only app runs on an iPad in
    /// compatibility mode, where the iPad's multitasking rules do not apply to it.
    package var deviceFamilies: [Idiom]?
    /// When `deviceFamilies` is unknown because the app target's configuration is based on an `.xcconfig` that is
    /// not in the repository: that file's path.
    package var deviceFamilyUnreadFrom: String?
    /// Whether the app has a launch screen (`UILaunchStoryboardName`, `UILaunchScreen`, with or without a device
    /// modifier, or the build settings that generate them). Without one an iPad app is not eligible for Slide Over
    /// and Split View, so it runs full screen and its controllers' masks are asked.
    package var hasLaunchScreen = false
    /// The oldest iOS the app runs on: its Xcode target's `IPHONEOS_DEPLOYMENT_TARGET`, else the Info.plist's
    /// `MinimumOSVersion`; nil when neither says. Lint does not run the app on versions it cannot be installed on.
    package var deploymentTarget: SystemVersion?
    /// The iOS SDK the app's Xcode target pins in `SDKROOT`; nil when it names none (Xcode's latest).
    package var sdkVersion: SystemVersion?
    /// What the project description the app's target comes from (a Tuist manifest) leaves unread, each where it
    /// is written, or why it was not read (a checked-in project beside it wins): `unread-value` notes of the app.
    package var projectNotes: [Located<String>] = []

    package init(
        path: String, declaresApp: Bool, bundleName: String? = nil, infoPlist: InfoPlist = InfoPlist(),
        keyLocations: [String: SourceLocation] = [:], mainStoryboard: Located<String>? = nil,
        mainStoryboardPad: Located<String>? = nil, sceneStoryboards: [Located<String>] = [],
        mainNib: Located<String>? = nil, mainNibPad: Located<String>? = nil,
        ignoredOrientations: [Located<String>] = []
    ) {
        self.path = path
        self.declaresApp = declaresApp
        self.bundleName = bundleName
        self.infoPlist = infoPlist
        self.keyLocations = keyLocations
        self.mainStoryboard = mainStoryboard
        self.mainStoryboardPad = mainStoryboardPad
        self.sceneStoryboards = sceneStoryboards
        self.mainNib = mainNib
        self.mainNibPad = mainNibPad
        self.ignoredOrientations = ignoredOrientations
    }
}
