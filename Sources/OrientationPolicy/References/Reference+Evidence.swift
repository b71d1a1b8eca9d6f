/// References added by the claim-by-claim check of the timeline rules and lint codes (2026-11): Apple pages that
/// state what the older references only implied, and the public logs and reports that show the rest.
extension Reference {
    // Apple documentation pages (current editions).
    public static let deviceOrientationDidChange = doc(
        "uidevice-orientationdidchangenotification", "UIDevice orientationDidChangeNotification (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uidevice/orientationdidchangenotification",
        "A notification that posts when the orientation of the device changes.")
    public static let beginGeneratingDeviceOrientationNotifications = doc(
        "uidevice-begingeneratingdeviceorientationnotifications",
        "UIDevice beginGeneratingDeviceOrientationNotifications() (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uidevice/begingeneratingdeviceorientationnotifications()",
        "The device posts orientation notifications only between begin and end calls.")
    public static let willRotateDoc = doc(
        "uiviewcontroller-willrotate", "UIViewController willRotate(to:duration:) (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/willrotate(to:duration:)",
        "Sent just before the interface rotates; available iOS 2.0-8.0 (deprecated in 8.0).")
    public static let statusBarAnimationDurationDoc = doc(
        "uiapplication-statusbarorientationanimationduration",
        "UIApplication statusBarOrientationAnimationDuration (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientationanimationduration",
        "The duration of a 90-degree status-bar rotation, to be doubled for 180 degrees; deprecated in iOS 13.")
    public static let didChangeStatusBarOrientationDoc = doc(
        "uiapplication-didchangestatusbarorientationnotification",
        "UIApplication didChangeStatusBarOrientationNotification (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uiapplication/didchangestatusbarorientationnotification",
        "Posted when the orientation of the app's user interface changes; deprecated in iOS 13.")
    public static let statusBarOrientationDoc = doc(
        "uiapplication-statusbarorientation", "UIApplication statusBarOrientation (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uiapplication/statusbarorientation",
        "Setting it rotates only the status bar, which then does not follow the device; deprecated in iOS 13.")
    public static let setStatusBarOrientationDoc = doc(
        "uiapplication-setstatusbarorientation", "UIApplication setStatusBarOrientation(_:animated:) (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uiapplication/setstatusbarorientation(_:animated:)",
        "Rotates the status bar; available iOS 2.0-9.0 (deprecated in 9.0).")
    public static let attemptRotationDoc = doc(
        "uiviewcontroller-attemptrotationtodeviceorientation",
        "UIViewController attemptRotationToDeviceOrientation() (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uiviewcontroller/attemptrotationtodeviceorientation()",
        "Attempts at once to rotate all windows to the device orientation; available iOS 5.0-16.0.")
    public static let geometryPreferencesOrientations = doc(
        "uiwindowscene-geometrypreferences-ios-interfaceorientations",
        "UIWindowScene.GeometryPreferences.iOS interfaceOrientations (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uiwindowscene/geometrypreferences/ios/interfaceorientations",
        "The system chooses an orientation from the intersection of the requested and the supported orientations.")
    public static let geometryRequestDeniedDoc = doc(
        "uisceneerror-geometryrequestdenied", "UISceneError.Code.geometryRequestDenied (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uisceneerror/code/geometryrequestdenied",
        "The error for a geometry request that is valid but that the system denied; it does not say when.")
    public static let portraitUpsideDownDoc = doc(
        "uiinterfaceorientation-portraitupsidedown", "UIInterfaceOrientation.portraitUpsideDown (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/uikit/uiinterfaceorientation/portraitupsidedown",
        "UIViewController does not support upside-down portrait on devices without a Home button.")
    public static let uiKitUpdates2026 = doc(
        "uikit-updates", "UIKit updates (Apple Developer Documentation)",
        "https://developer.apple.com/documentation/updates/uikit",
        "From iOS 27, apps built with the latest SDK must use the scene-based life cycle or they fail to launch.")
    /// TN3187, now defined with the iOS 27 sources.
    public static var tn3187: Reference { tn3187SceneLifeCycle }
    public static let ios6ReleaseNotesQuoted = Reference(
        id: "paraches-2012-ios6-release-notes", title: "iOS 6 時代の画面の回転の話 (quotes the iOS 6 SDK release notes)",
        publisher: "paraches", year: 2012, url: "https://paraches.hatenadiary.org/entry/20120922", kind: .article,
        supports:
            "A verbatim copy of the iOS 6 release notes' autorotation section: when UIKit asks, the intersection, and setStatusBarOrientation: only with a mask of 0."
    )

    // Developer reports and articles.
    public static let wangLing2010 = article(
        "wangling-2010", "How to Rock and Roll Your Apps (wangling.me)", "Wang Ling", 2010,
        "https://wangling.me/2010/07/how-to-rock-and-roll-your-apps.html",
        "A controller not front-most when the interface rotates gets no rotation messages, then or when it is shown again (iPhone OS 3-4).")
    public static let kevinMcNeish2012 = article(
        "kevinmcneish-2012", "Handling Autorotation in iOS 5 and iOS 6 (blogs.msmvps.com)", "Kevin McNeish", 2012,
        "https://blogs.msmvps.com/kevinmcneish/2012/10/12/handling-autorotation-in-ios-5-and-ios-6-supportedinterfaceorienations-and-shouldautorotate/",
        "shouldAutorotateToInterfaceOrientation: is never called on iOS 6 and still called on iOS 5.")
    public static let vastDevBlog2012 = article(
        "vastdevblog-2012", "Rotating to Show Different iOS Views (Vast dev blog)", "Vast", 2012,
        "http://vastdevblog.vast.com/blog/2012/02/12/rotating-to-show-different-ios-views/",
        "Apps start in portrait and are sent rotation messages if required; builds on Apple's alternate landscape interface.")
    public static let polPiella2023 = article(
        "polpiella-2023", "Changing orientation for a single screen in SwiftUI (polpiella.dev)", "Pol Piella", 2023,
        "https://www.polpiella.dev/changing-orientation-for-a-single-screen-in-swiftui",
        "Presenting the player in a controller that supports only landscape turns the interface; a dynamic root mask with an update call does too.")
    public static let jierong2020 = article(
        "jierong-2020", "supportedInterfaceOrientations (jierong.dev)", "Jierong Li", 2020,
        "https://jierong.dev/2020/10/04/supportedinterfaceorientations.html",
        "With iOS 13's default page sheet a presented controller's mask has no effect; full screen is needed.")
    public static let webKitB751dd0 = article(
        "github-webkit-b751dd0", "WebKit commit b751dd0: [iOS 16] All layout tests in fast/events/ios/rotation time out", "WebKit", 2022,
        "https://github.com/WebKit/WebKit/commit/b751dd03ccdb9abb0eefb3baa75d3cfe0ddc877a",
        "For apps linked on or after iOS 16, -[UIDevice setOrientation:animated:] is a no-op.")

    public static let capgoResizability = article(
        "capgo-capacitor-ios-resizability", "capacitor-ios-resizability (@capgo/capgo-skills)", "Capgo", 2026,
        "https://tanstack.com/intent/registry/%2540capgo%252Fcapgo-skills/capacitor-ios-resizability",
        "Lists UIRequiresFullScreen as ignored on iOS 27 (TN3192).")

    // Public issues quoting logs.
    public static let flutter111587 = log(
        "github-flutter-111587", "flutter/flutter#111587", 2022, "https://github.com/flutter/flutter/issues/111587",
        "iOS 16 logs '[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported'.")
    public static let orientationLocker291 = log(
        "github-react-native-orientation-locker-291", "wonday/react-native-orientation-locker#291", 2024,
        "https://github.com/wonday/react-native-orientation-locker/issues/291",
        "The BUG IN CLIENT message still appears on iOS 17.x.")
    public static let rtRootNavigation307 = log(
        "github-rtrootnavigationcontroller-307", "rickytan/RTRootNavigationController#307", 2022,
        "https://github.com/rickytan/RTRootNavigationController/issues/307",
        "A refused geometry request gets UISceneErrorDomain code 101, 'None of the requested orientations are supported by the view controller.'")
    public static let capacitorPlugins100 = log(
        "github-capawesome-capacitor-plugins-100", "capawesome-team/capacitor-plugins#100", 2023,
        "https://github.com/capawesome-team/capacitor-plugins/issues/100",
        "requestGeometryUpdate failed with code 101: 'Requested: portrait; Supported: landscapeRight'.")
    public static let flickVideoPlayer257 = log(
        "github-flick-video-player-257", "GeekyAnts/flick-video-player#257", 2024,
        "https://github.com/GeekyAnts/flick-video-player/issues/257",
        "The code 101 description is localized (seen in Chinese).")
    public static let rnScreens3831 = log(
        "github-react-native-screens-3831", "software-mansion/react-native-screens#3831", 2026,
        "https://github.com/software-mansion/react-native-screens/issues/3831",
        "During a navigation transition a request for the incoming screen fails with code 101, the outgoing screen's orientation reported as supported (iOS 26.2)."
    )
    public static let rnScreens4117 = Reference(
        id: "github-react-native-screens-4117", title: "software-mansion/react-native-screens#4117 (GitHub pull request)",
        publisher: "GitHub", year: 2026, url: "https://github.com/software-mansion/react-native-screens/pull/4117", kind: .issue,
        supports: "Open, unmerged: its author suspects UIKit 'may' reject a transition-time request while its cached mask is the outgoing screen's.")
    public static let zfPlayer880 = log(
        "github-zfplayer-880", "renzifeng/ZFPlayer#880", 2019, "https://github.com/renzifeng/ZFPlayer/issues/880",
        "iOS 13 logs an assert that -[UIApplication setStatusBarOrientation:] and its animated form are deprecated and no-ops on iOS 13.0.")
    public static let zfPlayer857 = log(
        "github-zfplayer-857", "renzifeng/ZFPlayer#857", 2019, "https://github.com/renzifeng/ZFPlayer/issues/857",
        "The status-bar setter is a no-op on iOS 13 for an app built with Xcode 11; built with the iOS 12 SDK it still works.")
    public static let idmPhotoBrowser31 = log(
        "github-idmphotobrowser-31", "thiagoperes/IDMPhotoBrowser#31", 2013,
        "https://github.com/thiagoperes/IDMPhotoBrowser/issues/31",
        "On iOS 7 dismissing a presented browser raised 'preferredInterfaceOrientationForPresentation must return a supported interface orientation!'."
    )
    public static let radar22401547 = Reference(
        id: "openradar-22401547", title: "Open Radar 22401547", publisher: "Open Radar", year: 2015,
        url: "http://www.openradar.me/22401547", kind: .radar,
        supports: "iOS 9 beta 5: after a custom presentation is dismissed in landscape, a portrait-only presenter stays in landscape.")
    public static let pocketIOS211 = Reference(
        id: "github-pocket-ios-211", title: "Pocket/pocket-ios#211 (GitHub pull request)", publisher: "GitHub", year: 2022,
        url: "https://github.com/Pocket/pocket-ios/pull/211", kind: .issue,
        supports: "Popping back from a screen rotated to landscape leaves the portrait-only list in landscape.")
    public static let littlego437 = Reference(
        id: "github-littlego-437", title: "herzbube/littlego#437 (GitHub issue)", publisher: "GitHub", year: 2025,
        url: "https://github.com/herzbube/littlego/issues/437", kind: .issue,
        supports: "On iOS 26 with the iOS 26 SDK UIKit no longer asks shouldAutorotate when the device turns; it just rotates.")
    public static let cordovaScreenOrientation100 = Reference(
        id: "github-cordova-plugin-screen-orientation-100", title: "apache/cordova-plugin-screen-orientation#100 (GitHub issue)",
        publisher: "GitHub", year: 2022, url: "https://github.com/apache/cordova-plugin-screen-orientation/issues/100", kind: .issue,
        supports:
            "Quotes the iOS 16 release notes: shouldAutorotate 'has been deprecated is no longer supported'; attemptRotation… 'deprecated and replaced'."
    )
    public static let expo48173 = Reference(
        id: "github-expo-48173", title: "expo/expo#48173 (GitHub pull request)", publisher: "GitHub", year: 2026,
        url: "https://github.com/expo/expo/pull/48173", kind: .issue,
        supports: "iOS 27 treats a supported orientation as a preference and ignores it while the app is resizable.")
    public static let expo48175 = Reference(
        id: "github-expo-48175", title: "expo/expo#48175 (GitHub pull request)", publisher: "GitHub", year: 2026,
        url: "https://github.com/expo/expo/pull/48175", kind: .issue,
        supports:
            "From iOS 27 UIRequiresFullScreen no longer opts out of resizing; it asks for discrete resizing honouring the orientations, on iPhone too."
    )
    public static let easCLI179 = log(
        "github-eas-cli-179", "expo/eas-cli#179", 2020, "https://github.com/expo/eas-cli/issues/179",
        "ITMS-90474: 'Invalid Bundle. iPad Multitasking support requires these orientations'.")
    public static let cordovaIOS1620 = log(
        "github-cordova-ios-1620", "apache/cordova-ios#1620", 2026, "https://github.com/apache/cordova-ios/issues/1620",
        "In 2026 validation still asks for all four orientations 'to support iPad multitasking' unless the app requires full screen.")
    public static let mindloggerRefactor1116 = Reference(
        id: "github-mindlogger-app-refactor-1116", title: "ChildMindInstitute/mindlogger-app-refactor#1116 (GitHub pull request with crash log)",
        publisher: "GitHub", year: 2026, url: "https://github.com/ChildMindInstitute/mindlogger-app-refactor/pull/1116", kind: .issue,
        supports: "On iOS 17.1.2-18.5 UIKit still raises 'Supported orientations has no common orientation with the application'.")

    /// This check's additions, in the order docs list them.
    public static let evidenceAdditions: [Reference] = [
        deviceOrientationDidChange, beginGeneratingDeviceOrientationNotifications, willRotateDoc, statusBarAnimationDurationDoc,
        didChangeStatusBarOrientationDoc,
        statusBarOrientationDoc, setStatusBarOrientationDoc, attemptRotationDoc, geometryPreferencesOrientations,
        geometryRequestDeniedDoc, portraitUpsideDownDoc, uiKitUpdates2026, ios6ReleaseNotesQuoted,
        wangLing2010, kevinMcNeish2012, vastDevBlog2012, polPiella2023, jierong2020, webKitB751dd0,
        flutter111587, orientationLocker291, rtRootNavigation307, capacitorPlugins100, flickVideoPlayer257, rnScreens3831,
        rnScreens4117, zfPlayer880, zfPlayer857, idmPhotoBrowser31, radar22401547, pocketIOS211, littlego437,
        cordovaScreenOrientation100, expo48173, expo48175, capgoResizability, easCLI179, cordovaIOS1620, mindloggerRefactor1116,
    ]

    private static func doc(_ id: String, _ title: String, _ url: String, _ supports: String) -> Reference {
        Reference(id: id, title: title, publisher: "Apple", year: 2026, url: url, kind: .documentation, supports: supports)
    }

    private static func article(
        _ id: String, _ title: String, _ publisher: String, _ year: Int, _ url: String,
        _ supports: String
    ) -> Reference {
        Reference(id: id, title: title, publisher: publisher, year: year, url: url, kind: .article, supports: supports)
    }

    private static func log(_ id: String, _ title: String, _ year: Int, _ url: String, _ supports: String) -> Reference {
        Reference(
            id: id, title: title + " (GitHub issue with log)", publisher: "GitHub", year: year, url: url, kind: .issue,
            supports: supports)
    }
}
