/// Whether an Info.plist is an iOS app's, so each app of a repository is linted on its own and the plists of
/// its extensions, frameworks, test bundles, watch and Mac targets are not taken for apps.
///
/// The rule, in order:
/// 1. **Not an app** when the plist has `NSExtension` or `EXAppExtensionAttributes` (an app extension),
///    `WKWatchKitApp`, `WKApplication` or `WKWatchOnlyApp` (a watch app), `NSPrincipalClass` = `NSApplication` or
///    `LSMinimumSystemVersion` without `LSRequiresIPhoneOS` (a Mac app), or a literal `CFBundlePackageType` other
///    than `APPL` (`FMWK`, `BNDL`, `XPC!`).
/// 2. **An app** when `CFBundlePackageType` is `APPL`, or when it names what only an app has: a main storyboard
///    (`UIMainStoryboardFile`, `~ipad`), a main nib (`NSMainNibFile`, `~ipad`), a scene manifest
///    (`UIApplicationSceneManifest`), a launch screen (`UILaunchStoryboardName`, `UILaunchScreen`, with or without a
///    device modifier), `LSRequiresIPhoneOS`, or an orientation list (`UISupportedInterfaceOrientations`,
///    `~ipad`, `~iphone`).
/// 3. Otherwise not. In particular `CFBundlePackageType` = `$(PRODUCT_BUNDLE_PACKAGE_TYPE)` alone is not enough:
///    Xcode's templates since Xcode 11 write that placeholder into frameworks' and test bundles' plists too.
enum AppDeclaration {
    static let extensionKeys = ["NSExtension", "EXAppExtensionAttributes"]
    static let watchKeys = ["WKWatchKitApp", "WKApplication", "WKWatchOnlyApp"]
    static let appOnlyKeyPrefixes = [
        "UIMainStoryboardFile", "NSMainNibFile", "UIApplicationSceneManifest", "UILaunchStoryboardName",
        "UILaunchScreen", "LSRequiresIPhoneOS", "UISupportedInterfaceOrientations",
    ]

    static func declaresApp(_ plist: InfoPlistInterpreter) throws(ImportError) -> Bool {
        let keys = plist.entries.map(\.key)
        func has(_ key: String) -> Bool { keys.contains(key) }
        if extensionKeys.contains(where: has) || watchKeys.contains(where: has) { return false }
        if case .string("NSApplication")? = plist.entry("NSPrincipalClass")?.value.value { return false }
        if has("LSMinimumSystemVersion") && !has("LSRequiresIPhoneOS") { return false }
        let packageType = try plist.string(InfoPlistKey.packageType)?.value
        if let t = packageType?.trimmingWhitespace, !t.isEmpty, !t.contains("$(") && !t.contains("${") {
            return t == "APPL"
        }
        // The key itself or the key with a device modifier (`UILaunchStoryboardName~ipad`).
        return keys.contains { key in
            appOnlyKeyPrefixes.contains { key == $0 || key.hasPrefix($0 + "~") }
        }
    }
}
