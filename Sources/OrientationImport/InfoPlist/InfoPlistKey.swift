/// The Info.plist keys the importer reads, by the names Apple's "Information Property List" documentation gives
/// them. Keys with a `~ipad` / `~iphone` device modifier are separate keys: on a device of that idiom UIKit uses
/// the modified key instead of the plain one.
enum InfoPlistKey {
    static let supportedOrientations = "UISupportedInterfaceOrientations"
    static let supportedOrientationsPad = "UISupportedInterfaceOrientations~ipad"
    static let supportedOrientationsPhone = "UISupportedInterfaceOrientations~iphone"
    static let requiresFullScreen = "UIRequiresFullScreen"
    static let requiresFullScreenPad = "UIRequiresFullScreen~ipad"
    static let requiresFullScreenIgnoredStartingWithVersion = "UIRequiresFullScreenIgnoredStartingWithVersion"
    static let initialOrientation = "UIInterfaceOrientation"
    static let packageType = "CFBundlePackageType"
    static let displayName = "CFBundleDisplayName"
    static let bundleName = "CFBundleName"
    static let mainStoryboard = "UIMainStoryboardFile"
    static let mainStoryboardPad = "UIMainStoryboardFile~ipad"
    static let mainNib = "NSMainNibFile"
    static let mainNibPad = "NSMainNibFile~ipad"
    static let sceneManifest = "UIApplicationSceneManifest"
    static let sceneConfigurations = "UISceneConfigurations"
    static let sceneStoryboard = "UISceneStoryboardFile"
    /// The scene role of the app's own windows, listed first among the scene configurations.
    static let applicationSceneRole = "UIWindowSceneSessionRoleApplication"
}
