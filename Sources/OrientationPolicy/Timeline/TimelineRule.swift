/// The timeline's own rules (event handling), with stable ids and sources, in the same shape as the engine's
/// `Rule` table. Decision rules (app mask, effective mask, rotation, exceptions, preferred orientation) are the
/// engine's `Rule` cases; only what happens over time lives here. (Candidate for folding into `Rule`.)
public enum TimelineRule: String, Sendable, Hashable, CaseIterable {
    case deviceOrientationNotification = "device-orientation-notification"
    case rotationCallbacks = "rotation-callbacks"
    case hiddenControllers = "hidden-controllers"
    case presentation = "presentation"
    case dismissal = "dismissal"
    case navigationPush = "navigation-push"
    case tabSelection = "tab-selection"
    case answersChanged = "answers-changed"
    case attemptRotation = "attempt-rotation"
    case setNeedsUpdate = "set-needs-update-of-supported-interface-orientations"
    case deviceOrientationKVC = "device-orientation-kvc"
    case geometryRequest = "geometry-request"
    case statusBarOrientation = "status-bar-orientation"
    case windows = "windows"
    case externalScreen = "external-screen"
    case launch = "launch"
    case observer = "observer"

    public var id: String { rawValue }

    public var source: String {
        switch self {
        case .deviceOrientationNotification:
            "UIDevice.h (orientation, UIDeviceOrientationDidChangeNotification); seed 000 (UIKit listens for UIDeviceOrientationDidChangeNotification); uikit-facts §10"
        case .rotationCallbacks:
            "UIViewController doc Handling View Rotations (iOS 6/7 text); UIViewController.h (iOS 9 SDK: two-step methods, shouldAutomaticallyForwardRotationMethods); UIContentContainer viewWillTransitionToSize:withTransitionCoordinator: doc; UIApplication.h statusBarOrientationAnimationDuration (doubled for 180 degrees); inferis.org 2015 (WWDC14 #214); uikit-facts §8; seed 000 (steps 1-5)"
        case .hiddenControllers:
            "UIViewController doc: \"If a view controller is not visible when an orientation change occurs, then the rotation methods are never called. However, the viewWillLayoutSubviews method is called when the view becomes visible.\"; seed 000 (rotations while your view controller is hidden); uikit-facts §8"
        case .presentation:
            "iOS 6 release notes (top-most full-screen view controller); _UIFullscreenPresentationController _adjustOrientationIfNecessaryInWindow: stack traces; uikit-facts §5; seed 000 (listing 8-2)"
        case .dismissal:
            "Bytedance-UnionAD#105 and NYTPhotoViewer#360 (crash on dismissal, the quoted orientation is the current one); openradar 18176955 (iOS 7 rotated back); uikit-facts §2b, §5"
        case .navigationPush:
            "nunoalexandre.com 2018 (a pushed landscape-only controller stays portrait until the device turns); uikit-facts §5"
        case .tabSelection:
            "iOS 6 release notes (containers do not consult their children); uikit-facts §6"
        case .answersChanged:
            "UIViewController doc supportedInterfaceOrientations / shouldAutorotate; uikit-facts §9"
        case .attemptRotation:
            "UIViewController.h attemptRotationToDeviceOrientation (5.0-16.0): \"if the current interface orientation does not match the current device orientation, a rotation may occur\"; iPadOS 16 release notes (deprecated and replaced); uikit-facts §9"
        case .setNeedsUpdate:
            "UIViewController doc setNeedsUpdateOfSupportedInterfaceOrientations (iOS 16); decompiled _updateOrientationPreferencesAnimated:; uikit-facts §9"
        case .deviceOrientationKVC:
            "iOS 16 release notes (\"Attempting to set an orientation on UIDevice via setValue:forKey: isn't supported and no longer works\", fuse-open/fuselibs#1454); decompiled -[UIDevice setOrientation:] (BUG IN CLIENT OF UIKIT, shim for older SDKs); uikit-facts §2c, §9"
        case .geometryRequest:
            "iPadOS 16 release notes; UIWindowScene requestGeometryUpdate(_:errorHandler:) doc; UISceneDefinitions.h (UISceneErrorCodeGeometryRequestDenied = 101); uikit-facts §2d, §9"
        case .statusBarOrientation:
            "UIApplication.h (iOS 5) setStatusBarOrientation:animated:; iOS 6 release notes (\"works only if the supportedInterfaceOrientations method of the top-most full-screen view controller returns 0\"); uikit-facts §2a, §9"
        case .windows:
            "seed 001 (windows guide: key window, showing and hiding windows); UIWindow.h notifications; QA1688; uikit-facts §11"
        case .externalScreen:
            "seed 001 (windows guide: displaying content on an external screen); UIScreen.h notifications; uikit-facts §11 (external windows never rotate with the device, unverified)"
        case .launch:
            "TN2244; QA1588; UIViewController doc (iOS 6/7 launch text: rotate before showing the window); JDStatusBarNotification#105 (raised at setRootViewController:); uikit-facts §7, §10"
        case .observer:
            "seed 000 listing 8-4 (PortraitViewController orientationChanged: presents or dismisses the landscape controller, guarded by isShowingLandscapeView)"
        }
    }

    /// An explanation step for this rule.
    public func step(_ detail: String) -> ExplanationStep {
        ExplanationStep(rule: id, detail: detail, source: source)
    }
}
