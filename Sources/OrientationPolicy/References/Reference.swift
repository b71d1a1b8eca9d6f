/// One public source a rule rests on: something a user can open (or, for headers, find in the named SDK).
/// Rules, timeline rules and lint codes cite these by `id`; their human-readable `source` is the titles joined.
public struct Reference: Sendable, Hashable, Identifiable {
    /// What sort of source it is; it tells a reader how much weight it carries.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case documentation
        case technote
        case releaseNotes = "release-notes"
        case header
        case radar
        case issue
        case article
        /// Machine code or private symbols read from UIKit's binaries: shows what UIKit keeps, not a promise.
        case disassembly
    }

    /// A stable kebab-case identifier, used on the wire.
    public let id: String
    public let title: String
    /// The publisher or author.
    public let publisher: String
    /// The year of publication (or of the SDK), where known.
    public let year: Int?
    /// Where to read it, where one exists (headers ship with the SDK named in the title).
    public let url: String?
    public let kind: Kind
    /// What the source shows, in one sentence.
    public let supports: String
    /// What could not be confirmed about this entry (its title, author or URL), in one sentence; nil when the
    /// title and URL were checked against the published page (or, for headers, the named SDK).
    public let unverified: String?

    public init(
        id: String, title: String, publisher: String, year: Int?, url: String?, kind: Kind, supports: String,
        unverified: String? = nil
    ) {
        self.id = id
        self.title = title
        self.publisher = publisher
        self.year = year
        self.url = url
        self.kind = kind
        self.supports = supports
        self.unverified = unverified
    }
}

extension Reference {
    // Apple documentation pages.
    public static let uiViewControllerSupportedInterfaceOrientations = Reference(
        id: "uiviewcontroller-supportedinterfaceorientations",
        title: "UIViewController supportedInterfaceOrientations (Apple Developer Documentation)",
        publisher: "Apple", year: 2012,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations",
        kind: .documentation,
        supports:
            "The default masks (all on iPad, all but upside-down on iPhone), that only the top-most full-screen controller or root is asked, that devices without a Home button do not support upside-down, and that multitasking apps' masks are ignored."
    )
    public static let uiViewControllerShouldAutorotate = Reference(
        id: "uiviewcontroller-shouldautorotate",
        title: "UIViewController shouldAutorotate (Apple Developer Documentation)",
        publisher: "Apple", year: 2012,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautorotate",
        kind: .documentation,
        supports: "shouldAutorotate defaults to YES and is consulted on device rotation only.")
    public static let uiViewControllerPreferredOrientationForPresentation = Reference(
        id: "uiviewcontroller-preferredinterfaceorientationforpresentation",
        title: "UIViewController preferredInterfaceOrientationForPresentation (Apple Developer Documentation)",
        publisher: "Apple", year: 2012,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation",
        kind: .documentation,
        supports: "A full-screen presented controller is shown in its preferred orientation, which must be one it supports.")
    public static let uiViewControllerModalPresentationStyle = Reference(
        id: "uiviewcontroller-modalpresentationstyle",
        title: "UIViewController modalPresentationStyle (Apple Developer Documentation)",
        publisher: "Apple", year: 2010,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle",
        kind: .documentation,
        supports:
            "The presentation styles: a sheet, form sheet, popover or current-context presentation does not cover the presenter's full screen, so the presenter stays the top-most full-screen controller UIKit asks."
    )
    public static let uiViewControllerSetNeedsUpdate = Reference(
        id: "uiviewcontroller-setneedsupdateofsupportedinterfaceorientations",
        title: "UIViewController setNeedsUpdateOfSupportedInterfaceOrientations() (Apple Developer Documentation)",
        publisher: "Apple", year: 2022,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofsupportedinterfaceorientations()",
        kind: .documentation,
        supports: "From iOS 16 a controller tells UIKit its supported orientations changed and UIKit re-evaluates them.")
    public static let uiViewControllerRotationText = Reference(
        id: "uiviewcontroller-handling-view-rotations",
        title: "UIViewController Class Reference, Handling View Rotations (iOS 6/7 edition)",
        publisher: "Apple", year: 2013, url: nil,
        kind: .documentation,
        supports:
            "The rotation callbacks and their order, that hidden controllers get no rotation callbacks, and that the app rotates to a supported orientation before showing its window at launch.",
        unverified: "Apple has replaced this edition of the class reference; no URL of an archived copy was confirmed.")
    public static let uiContentContainerTransition = Reference(
        id: "uicontentcontainer-viewwilltransitiontosize",
        title: "UIContentContainer viewWillTransition(to:with:) (Apple Developer Documentation)",
        publisher: "Apple", year: 2014,
        url: "https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)",
        kind: .documentation,
        supports: "From iOS 8 rotation is reported as a size transition.")
    public static let uiApplicationDelegateSupportedOrientations = Reference(
        id: "uiapplicationdelegate-supportedinterfaceorientationsfor",
        title: "UIApplicationDelegate application(_:supportedInterfaceOrientationsFor:) (Apple Developer Documentation)",
        publisher: "Apple", year: 2012,
        url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)",
        kind: .documentation,
        supports: "The app delegate's mask replaces the Info.plist list, and the app and the view controller must agree on at least one orientation.")
    public static let infoPlistSupportedOrientations = Reference(
        id: "uisupportedinterfaceorientations",
        title: "UISupportedInterfaceOrientations (Information Property List, Apple Developer Documentation)",
        publisher: "Apple", year: 2010,
        url: "https://developer.apple.com/documentation/bundleresources/information-property-list/uisupportedinterfaceorientations",
        kind: .documentation,
        supports: "The app's orientations from Info.plist, with ~ipad and ~iphone device modifiers.")
    public static let infoPlistInterfaceOrientation = Reference(
        id: "uiinterfaceorientation-key",
        title: "UIInterfaceOrientation (Information Property List, Apple Developer Documentation)",
        publisher: "Apple", year: 2010,
        url: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiinterfaceorientation",
        kind: .documentation,
        supports: "The initial interface orientation an app asks for at launch.")
    public static let uiRequiresFullScreen = Reference(
        id: "uirequiresfullscreen",
        title: "UIRequiresFullScreen (Information Property List, Apple Developer Documentation)",
        publisher: "Apple", year: 2015,
        url: "https://developer.apple.com/documentation/bundleresources/information-property-list/uirequiresfullscreen",
        kind: .documentation,
        supports: "Opting out of iPad multitasking, and its deprecation in iPadOS 26.")
    public static let requestGeometryUpdate = Reference(
        id: "uiwindowscene-requestgeometryupdate",
        title: "UIWindowScene requestGeometryUpdate(_:errorHandler:) (Apple Developer Documentation)",
        publisher: "Apple", year: 2022,
        url: "https://developer.apple.com/documentation/uikit/uiwindowscene/requestgeometryupdate(_:errorhandler:)",
        kind: .documentation,
        supports: "From iOS 16 an app asks the scene for an orientation; a request outside the supported mask fails.")
    public static let supportingMultipleOrientations = Reference(
        id: "vcpg-supporting-multiple-interface-orientations",
        title: "Supporting Multiple Interface Orientations (View Controller Programming Guide for iOS)",
        publisher: "Apple", year: 2012,
        url:
            "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/RespondingtoDeviceOrientationChanges/RespondingtoDeviceOrientationChanges.html",
        kind: .documentation,
        supports:
            "How UIKit listens for device orientation changes, asks the top-most full-screen controller, the rotation steps, rotations while hidden, and presenting a landscape controller on device rotation (listings 8-2 to 8-4)."
    )
    public static let windowsGuide = Reference(
        id: "windows-guide",
        title: "Windows (View Programming Guide for iOS)",
        publisher: "Apple", year: 2012,
        url: "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/ViewPG_iPhoneOS/CreatingWindows/CreatingWindows.html",
        kind: .documentation,
        supports: "The key window works with its view controllers on orientation changes; showing and hiding windows; content on an external screen.")

    // Technical notes and Q&As.
    public static let tn2244 = Reference(
        id: "tn2244",
        title: "TN2244: Launching your iPhone Application in Landscape",
        publisher: "Apple", year: 2010,
        url: "https://developer.apple.com/library/archive/technotes/tn2244/_index.html",
        kind: .technote,
        supports: "How an app launches in landscape, and subclassing UINavigationController to forward the orientation queries.")
    public static let qa1588 = Reference(
        id: "qa1588",
        title: "QA1588: Automatic orientation support for iPhone and iPad apps",
        publisher: "Apple", year: 2010,
        url: "https://developer.apple.com/library/archive/qa/qa1588/_index.html",
        kind: .technote,
        supports: "The launch orientation and the status bar orientation at launch.")
    public static let qa1688 = Reference(
        id: "qa1688",
        title: "QA1688: Why won't my UIViewController rotate with the device?",
        publisher: "Apple", year: 2011,
        url: "https://developer.apple.com/library/archive/qa/qa1688/_index.html",
        kind: .technote,
        supports: "Only the window's root view controller (and what it presents) is asked about rotation.")
    public static let tn3192 = Reference(
        id: "tn3192",
        title: "TN3192: Migrating your iPad app from the deprecated UIRequiresFullScreen key",
        publisher: "Apple", year: 2026,
        url: "https://developer.apple.com/documentation/technotes/tn3192-migrating-your-app-from-the-deprecated-uirequiresfullscreen-key",
        kind: .technote,
        supports: "UIRequiresFullScreen is deprecated in iPadOS 26.")

    // Release notes.
    public static let ios6ReleaseNotes = Reference(
        id: "ios6-release-notes",
        title: "iOS 6.0 Release Notes",
        publisher: "Apple", year: 2012, url: nil,
        kind: .releaseNotes,
        supports:
            "From iOS 6 the top-most full-screen view controller decides, containers do not consult their children, shouldAutorotateToInterfaceOrientation: is no longer called, the app and controller masks are intersected, and setStatusBarOrientation: works only when that controller's mask is 0.",
        unverified:
            "No URL at Apple was confirmed for these release notes; their autorotation section is widely quoted, but a quotation is not linked here.")
    public static let ipados16ReleaseNotes = Reference(
        id: "ipados16-release-notes",
        title: "iOS & iPadOS 16 Release Notes",
        publisher: "Apple", year: 2022,
        url: "https://developer.apple.com/documentation/ios-ipados-release-notes/ios-ipados-16-release-notes",
        kind: .releaseNotes,
        supports:
            "attemptRotationToDeviceOrientation is deprecated in favour of setNeedsUpdateOfSupportedInterfaceOrientations and requestGeometryUpdate, and setting UIDevice's orientation by key-value coding no longer works."
    )

    // Headers, by SDK.
    public static let uiViewControllerHeaderIOS5 = Reference(
        id: "uiviewcontroller-h-ios5",
        title: "UIViewController.h (iOS 5 SDK)",
        publisher: "Apple", year: 2011, url: nil, kind: .header,
        supports: "shouldAutorotateToInterfaceOrientation: returns YES for portrait only by default.")
    public static let uiViewControllerHeaderIOS9 = Reference(
        id: "uiviewcontroller-h-ios9",
        title: "UIViewController.h (iOS 9 SDK)",
        publisher: "Apple", year: 2015, url: nil, kind: .header,
        supports:
            "supportedInterfaceOrientations is iOS 6.0+, the rotation callbacks and shouldAutomaticallyForwardRotationMethods, and attemptRotationToDeviceOrientation may rotate when the interface does not match the device."
    )
    public static let uiApplicationHeader = Reference(
        id: "uiapplication-h",
        title: "UIApplication.h (iOS 5 and iOS 13 SDKs)",
        publisher: "Apple", year: 2019, url: nil, kind: .header,
        supports:
            "UIApplicationInvalidInterfaceOrientationException, supportedInterfaceOrientationsForWindow:, setStatusBarOrientation:animated:, statusBarOrientationAnimationDuration, and that a device orientation maps to the interface orientation of the same name."
    )
    public static let uiDeviceHeader = Reference(
        id: "uidevice-h",
        title: "UIDevice.h (iOS 13 SDK)",
        publisher: "Apple", year: 2019, url: nil, kind: .header,
        supports: "UIDevice's orientation and UIDeviceOrientationDidChangeNotification.")
    public static let uiWindowHeader = Reference(
        id: "uiwindow-h",
        title: "UIWindow.h (iOS 13 SDK)",
        publisher: "Apple", year: 2019, url: nil, kind: .header,
        supports: "Window visibility and key-window notifications.")
    public static let uiScreenHeader = Reference(
        id: "uiscreen-h",
        title: "UIScreen.h (iOS 13 SDK)",
        publisher: "Apple", year: 2019, url: nil, kind: .header,
        supports: "Screen connect and disconnect notifications for external screens.")
    public static let uiSceneDefinitionsHeader = Reference(
        id: "uiscenedefinitions-h",
        title: "UISceneDefinitions.h (iOS 16 SDK)",
        publisher: "Apple", year: 2022, url: nil, kind: .header,
        supports: "UISceneErrorCodeGeometryRequestDenied = 101.")

    // Open Radars.
    public static let radar19592583 = Reference(
        id: "openradar-19592583", title: "Open Radar 19592583", publisher: "Open Radar", year: 2015,
        url: "https://openradar.appspot.com/19592583", kind: .radar,
        supports: "Which window's controllers decide the orientation when an app has several windows.")
    public static let radar22854526 = Reference(
        id: "openradar-22854526", title: "Open Radar 22854526", publisher: "Open Radar", year: 2015,
        url: "https://openradar.appspot.com/22854526", kind: .radar,
        supports: "Under iPad multitasking the controller's supported orientations are ignored.")
    public static let radar22887620 = Reference(
        id: "openradar-22887620", title: "Open Radar 22887620", publisher: "Open Radar", year: 2015,
        url: "https://openradar.appspot.com/22887620", kind: .radar,
        supports: "Under iPad multitasking shouldAutorotate is ignored.")
    public static let radar18176955 = Reference(
        id: "openradar-18176955", title: "Open Radar 18176955", publisher: "Open Radar", year: 2014,
        url: "https://openradar.appspot.com/18176955", kind: .radar,
        supports: "After a dismissal the presenter is rotated back to an orientation it supports.")

    // Public issues with crash logs.
    public static let ejecta38 = issue(
        "github-ejecta-38", "phoboslab/Ejecta#38", 2012, "https://github.com/phoboslab/Ejecta/issues/38",
        "UIApplicationInvalidInterfaceOrientation when app and controller share no orientation.")
    public static let pdf417_7 = issue(
        "github-pdf417-7", "PDF417/pdf417-ios#7", 2015, "https://github.com/PDF417/pdf417-ios/issues/7",
        "UIApplicationInvalidInterfaceOrientation on rotation (iOS 8.3) in a landscape-only app with a scanner presented modally.")
    public static let ezPlayer10 = issue(
        "github-ezplayer-10", "easyui/EZPlayer#10", 2018, "https://github.com/easyui/EZPlayer/issues/10",
        "UIApplicationInvalidInterfaceOrientation on full-screen playback with no common orientation.")
    public static let proMotion607 = issue(
        "github-promotion-607", "infinitered/ProMotion#607", 2014, "https://github.com/infinitered/ProMotion/issues/607",
        "preferredInterfaceOrientationForPresentation must return a supported orientation, or presentation raises.")
    public static let unionAD105 = issue(
        "github-bytedance-unionad-105", "bytedance/Bytedance-UnionAD#105", 2020, "https://github.com/bytedance/Bytedance-UnionAD/issues/105",
        "A crash on dismissal quoting the current orientation as unsupported.")
    public static let nytPhotoViewer360 = issue(
        "github-nytphotoviewer-360", "nytimes/NYTPhotoViewer#360", 2022, "https://github.com/nytimes/NYTPhotoViewer/issues/360",
        "A crash on dismissal when the presenter's preferred orientation is unsupported.")
    public static let jdStatusBar105 = issue(
        "github-jdstatusbarnotification-105", "calimarkus/JDStatusBarNotification#105", 2018,
        "https://github.com/calimarkus/JDStatusBarNotification/issues/105",
        "UIApplicationInvalidInterfaceOrientation raised at setRootViewController:.")
    public static let salesforce3060 = issue(
        "github-salesforcemobilesdk-ios-3060", "forcedotcom/SalesforceMobileSDK-iOS#3060", 2019,
        "https://github.com/forcedotcom/SalesforceMobileSDK-iOS/issues/3060",
        "UIApplicationInvalidInterfaceOrientation raised on rotation.")
    public static let fuselibs1454 = Reference(
        id: "github-fuselibs-1454", title: "fuse-open/fuselibs#1454 (GitHub pull request)", publisher: "GitHub", year: 2022,
        url: "https://github.com/fuse-open/fuselibs/pull/1454", kind: .issue,
        supports: "Setting UIDevice's orientation by key-value coding stopped working on iOS 16 (it quotes the iOS 16 release notes).")
    public static let sudoku43 = issue(
        "github-sudoku-43", "rckim77/Sudoku#43", 2025, nil,
        "Xcode 26 warns that UIRequiresFullScreen is deprecated.",
        unverified: "The issue was not found in the public issue archive searched, so its URL is not given.")
    public static let appStoreError90474 = Reference(
        id: "app-store-error-90474",
        title: "App Store Connect validation error ITMS-90474",
        publisher: "Apple", year: 2015, url: nil, kind: .documentation,
        supports: "An iPad app that supports multitasking must list all four orientations or set UIRequiresFullScreen.",
        unverified: "A message App Store Connect prints when it rejects an upload, not a published page: no URL.")

    // Articles the rules were first learned from.
    public static let nunoAlexandre2018 = Reference(
        id: "nunoalexandre-2018",
        title: "Forcing an orientation in iOS (nunoalexandre.com)",
        publisher: "Nuno Alexandre", year: 2018, url: "https://nunoalexandre.com/2018/08/24/forcing-an-orientation-in-ios",
        kind: .article,
        supports: "A pushed landscape-only controller stays in portrait until the device turns.")
    public static let inferis2015 = Reference(
        id: "inferis-2015",
        title: "Using interfaceOrientation with iOS8 transitions (inferis.org)",
        publisher: "Tom Adriaenssen", year: 2015,
        url: "http://blog.inferis.org/blog/2015/04/27/ios8-and-interfaceorientation/", kind: .article,
        supports: "Rotation is reported as a size transition from iOS 8 (WWDC 2014 session 214).")
    public static let bigNerdRanch = Reference(
        id: "big-nerd-ranch-ios-programming",
        title: "iOS Programming: The Big Nerd Ranch Guide, chapter on autorotation",
        publisher: "Joe Conway and Aaron Hillegass (Big Nerd Ranch)", year: 2013, url: nil, kind: .article,
        supports: "Device orientation versus interface orientation, and that containers ignore their children's masks unless forwarded.",
        unverified: "A printed book with no URL of its own; the edition and the chapter's number and title were not confirmed.")
    public static let habrIOS6Autorotation = Reference(
        id: "habr-ios6-autorotation",
        title: "Разбираемся с autorotation в iOS 6 (Habr)",
        publisher: "Habr", year: 2012, url: "https://habr.com/post/155969/", kind: .article,
        supports:
            "iOS 6 intersects the app and top-most controller masks, no longer calls shouldAutorotateToInterfaceOrientation:, Game Center crashes landscape-only apps, and a swizzling bridge from the iOS 6 methods to the old one."
    )
    public static let jkennyInterfaceOrientation = Reference(
        id: "jkenny-interface-orientation",
        title: "Interface Orientation (blog post by Jkenny)",
        publisher: "Cai Junkai (Jkenny)", year: 2016, url: nil, kind: .article,
        supports: "The rotation steps, the iOS 5 versus iOS 6 rotation APIs, and per-controller orientation through forwarding containers.",
        unverified: "No published copy of this post was found, so neither its title nor its URL could be confirmed; it has no link.")
    public static let orientationServiceAPI = Reference(
        id: "orientation-service-api",
        title: "orientation-service API (openapi.yaml)",
        publisher: "orientation-service", year: 2026, url: nil, kind: .documentation,
        supports: "The response's outcome field and lint's bounded exploration.")

    private static func issue(
        _ id: String, _ title: String, _ year: Int, _ url: String?, _ supports: String,
        unverified: String? = nil
    ) -> Reference {
        Reference(
            id: id, title: title + " (GitHub issue with crash log)", publisher: "GitHub", year: year, url: url, kind: .issue,
            supports: supports, unverified: unverified)
    }

    /// Every reference, in the order docs list them.
    public static let all: [Reference] =
        [
            supportingMultipleOrientations, windowsGuide, uiViewControllerSupportedInterfaceOrientations,
            uiViewControllerShouldAutorotate, uiViewControllerPreferredOrientationForPresentation, uiViewControllerModalPresentationStyle,
            uiViewControllerSetNeedsUpdate,
            uiViewControllerRotationText, uiContentContainerTransition, uiApplicationDelegateSupportedOrientations,
            infoPlistSupportedOrientations, infoPlistInterfaceOrientation, uiRequiresFullScreen, requestGeometryUpdate,
            appStoreError90474, tn2244, qa1588, qa1688, tn3192, ios6ReleaseNotes, ipados16ReleaseNotes,
            uiViewControllerHeaderIOS5, uiViewControllerHeaderIOS9, uiApplicationHeader, uiDeviceHeader, uiWindowHeader,
            uiScreenHeader, uiSceneDefinitionsHeader, radar19592583, radar22854526, radar22887620, radar18176955,
            ejecta38, pdf417_7, ezPlayer10, proMotion607, unionAD105, nytPhotoViewer360, jdStatusBar105, salesforce3060,
            fuselibs1454, sudoku43, bigNerdRanch, habrIOS6Autorotation, jkennyInterfaceOrientation, nunoAlexandre2018,
            inferis2015, orientationServiceAPI,
        ] + ledgerAdditions + evidenceAdditions + forcedRotation + windowRoot + sizeTransition + iOS27 + readiness
        + preferredUnknown + maskUpdate

    /// The reference with this id, if any.
    public static func withID(_ id: String) -> Reference? { all.first { $0.id == id } }
}

extension Array where Element == Reference {
    /// The titles joined with "; ": the human-readable `source` of a rule.
    public var titles: String { map(\.title).joined(separator: "; ") }
}
