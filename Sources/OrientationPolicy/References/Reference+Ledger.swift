/// References added with the evidence ledger: the pages and reports its claims cite beyond the original table.
extension Reference {
    // Apple documentation pages (current editions, read in 2026).
    public static let overFullScreenStyle = apple(
        "uimodalpresentationstyle-overfullscreen", "UIModalPresentationStyle.overFullScreen (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen",
        "The over-full-screen style is available from iOS 8.0.")
    public static let pageSheetStyle = apple(
        "uimodalpresentationstyle-pagesheet", "UIModalPresentationStyle.pageSheet (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet",
        "A page sheet is a sheet in regular and compact-width, regular-height size classes, and behaves as full screen in a compact-height size class."
    )
    public static let formSheetStyle = apple(
        "uimodalpresentationstyle-formsheet", "UIModalPresentationStyle.formSheet (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet",
        "A form sheet is centred in regular size classes, a sheet in compact width and regular height, and behaves as full screen in a compact-height size class."
    )
    public static let popoverStyle = apple(
        "uimodalpresentationstyle-popover", "UIModalPresentationStyle.popover (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/popover",
        "A popover in horizontally regular environments; from iOS 13 in compact environments it behaves as a form sheet.")
    public static let automaticStyle = apple(
        "uimodalpresentationstyle-automatic", "UIModalPresentationStyle.automatic (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic",
        "From iOS 13 the default style; UIKit maps it to a page sheet before iOS 18 and a form sheet from 18 for most controllers, and some system controllers map it to another style."
    )
    public static let requiresFullScreenIgnoredKey = apple(
        "uirequiresfullscreenignoredstartingwithversion", "UIRequiresFullScreenIgnoredStartingWithVersion (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreenignoredstartingwithversion",
        "From iPadOS 26.2, the system ignores UIRequiresFullScreen from the version this key names on, when UIRequiresFullScreen is true.")
    public static let uiApplicationSupportedOrientationsForWindow = apple(
        "uiapplication-supportedinterfaceorientations",
        "UIApplication supportedInterfaceOrientations(for:) (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uiapplication/supportedinterfaceorientations(for:)",
        "The app's default orientations for a window; the value must not be 0.")
    public static let navigationControllerDelegateOrientations = apple(
        "uinavigationcontrollerdelegate-navigationcontrollersupportedinterfaceorientations",
        "UINavigationControllerDelegate navigationControllerSupportedInterfaceOrientations(_:) (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:)",
        "From iOS 7 a navigation controller's delegate can give the navigation controller's complete set of supported orientations.")
    public static let tabBarControllerDelegateOrientations = apple(
        "uitabbarcontrollerdelegate-tabbarcontrollersupportedinterfaceorientations",
        "UITabBarControllerDelegate tabBarControllerSupportedInterfaceOrientations(_:) (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontrollersupportedinterfaceorientations(_:)",
        "From iOS 7 a tab bar controller's delegate can give the tab bar controller's complete set of supported orientations.")
    /// The scene delegate's mask, now defined with the iOS 27 sources.
    public static var windowSceneDelegateOrientations: Reference { sceneDelegateSupportedInterfaceOrientations }

    // Developer reports and crash logs.
    public static let appboy54 = crashReport(
        "github-appboy-ios-sdk-54", "Appboy/appboy-ios-sdk#54", 2016, "https://github.com/Appboy/appboy-ios-sdk/issues/54",
        "In March 2016 the preferred-orientation exception still reads 'must return a supported interface orientation!'.")
    public static let wmPlayer95 = crashReport(
        "github-wmplayer-95", "zhengwenming/WMPlayer#95", 2017, "https://github.com/zhengwenming/WMPlayer/issues/95",
        "On 2017-05-25, before the iOS 11 betas, the exception already quotes the value and the supported list, printing an out-of-range value as '(7)'."
    )
    public static let hhTransition16 = crashReport(
        "github-hhtransition-16", "yuwind/HHTransition#16", 2020, "https://github.com/yuwind/HHTransition/issues/16",
        "Returning UIInterfaceOrientationUnknown from preferredInterfaceOrientationForPresentation raises, printed as 'unknown'.")
    public static let zlPhotoBrowser1054 = crashReport(
        "github-zlphotobrowser-1054", "longitachi/ZLPhotoBrowser#1054", 2026, "https://github.com/longitachi/ZLPhotoBrowser/issues/1054",
        "UIKit logs on iOS 27 that -[UIApplication statusBarOrientation] is deprecated and a no-op from 27.0.")
    public static let radar50397263 = Reference(
        id: "openradar-50397263", title: "Open Radar 50397263: Presenting form sheet modals can lead to a crash",
        publisher: "Open Radar", year: 2019, url: "https://openradar.appspot.com/50397263", kind: .radar,
        supports: "On a phone that is regular width in landscape, an all-orientations form sheet over a portrait-only presenter crashed.")
    public static let hackworthIOS13Presentation = Reference(
        id: "hackworth-ios13-presentation", title: "View Controller Presentation Changes in iOS 13",
        publisher: "Geoff Hackworth", year: 2019,
        url: "https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e", kind: .article,
        supports:
            "An app built with Xcode 10 (the iOS 12 SDK) keeps full-screen presentations on iOS 13; building with Xcode 11 opts into page sheets.")
    public static let netguruIOS13Modals = Reference(
        id: "netguru-ios13-modals", title: "iOS 13 Modals Changes", publisher: "Netguru", year: 2019,
        url: "https://www.netguru.com/codestories/ios-13-modals-changes-1", kind: .article,
        supports:
            "From iOS 13 UIKit resolves automatic per system controller: UIImagePickerController is a page sheet for the photo library and full screen for the camera."
    )
    public static let uiKitRuntimeHeaders = Reference(
        id: "uikit-runtime-headers", title: "UIKit runtime header dumps (class-dump of UIViewController, public copies)",
        publisher: "class-dump", year: nil, url: nil, kind: .header,
        supports: "UIViewController has a private -_viewControllersWhoseOrientationsMustCoincide method: UIKit keeps such a list, not what is in it.",
        unverified: "Listed in several public dumps of UIKit's private headers; no single copy is linked.")

    public static let uiKitCoreDisassembly = Reference(
        id: "uikitcore-disassembly", title: "UIKitCore disassembly, iOS 18-26 (-[UIViewController __supportedInterfaceOrientations])",
        publisher: "orientation-service", year: 2026, url: nil, kind: .disassembly,
        supports:
            "Modern UIKit replaces an app mask of 0 with all orientations, ANDs the masks of an over-full-screen chain, asks a sheet's presenter, and raises only when shouldAutorotate is YES.",
        unverified: "Read from the machine code of UIKitCore on iOS 18-26; private code that can change in any release.")

    /// The ledger's additions, in the order docs list them.
    public static let ledgerAdditions: [Reference] = [
        overFullScreenStyle, uiApplicationSupportedOrientationsForWindow, pageSheetStyle, formSheetStyle, popoverStyle, automaticStyle,
        requiresFullScreenIgnoredKey,
        navigationControllerDelegateOrientations, tabBarControllerDelegateOrientations,
        appboy54, wmPlayer95, hhTransition16, zlPhotoBrowser1054, radar50397263, hackworthIOS13Presentation, netguruIOS13Modals, uiKitRuntimeHeaders,
        uiKitCoreDisassembly,
    ]

    private static func apple(_ id: String, _ title: String, _ url: String, _ supports: String) -> Reference {
        Reference(id: id, title: title, publisher: "Apple", year: 2026, url: url, kind: .documentation, supports: supports)
    }

    private static func crashReport(_ id: String, _ title: String, _ year: Int, _ url: String, _ supports: String) -> Reference {
        Reference(
            id: id, title: title + " (GitHub issue with crash log)", publisher: "GitHub", year: year, url: url, kind: .issue,
            supports: supports)
    }
}
