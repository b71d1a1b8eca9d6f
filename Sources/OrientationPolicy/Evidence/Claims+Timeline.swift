/// The claims behind the timeline's rules (what happens over time), each with its evidence.
extension Claim {
    private typealias R = Reference
    private typealias V = SystemVersion

    public static let deviceOrientationPosted = Claim(
        "device-orientation-posted", "A device orientation change is posted as UIDeviceOrientationDidChangeNotification.",
        evidence: [Evidence(.sdkHeader, R.uiDeviceHeader, says: "UIDevice declares its orientation and UIDeviceOrientationDidChangeNotification.")])
    public static let rotationCallbacksByEra = Claim(
        "rotation-callbacks-by-era",
        "Visible controllers get the rotation callbacks of the SDK era: will/did-rotate before iOS 8, a size transition from iOS 8.",
        evidence: [
            Evidence(.appleDocumentation, R.uiContentContainerTransition, says: "From iOS 8 a rotation is reported as a change of the view's size."),
            Evidence(.sdkHeader, R.uiViewControllerHeaderIOS9, says: "The will/did-rotate callbacks are deprecated in favour of the size transition."),
        ])
    public static let hiddenControllersGetNoCallbacks = Claim(
        "hidden-controllers-get-no-callbacks",
        "Controllers not on screen get no rotation callbacks; they lay out for the new orientation when shown.",
        versions: VersionSpan(since: .exactly(.oldestModelled), through: .lastSeen(V(7))),
        evidence: [Evidence(.appleDocumentation, R.supportingMultipleOrientations,
                            says: "A controller not visible during a rotation is not told; it updates when it appears.")])
    public static let presentationReevaluates = Claim(
        "presentation-reevaluates",
        "A full-screen presentation makes UIKit ask the presented controller and rotate to its orientation.",
        versions: .since(V(6)),
        evidence: [
            Evidence(.appleDocumentation, R.ios6ReleaseNotes,
                     says: "The top-most full-screen controller is asked whenever a controller is presented full screen."),
            Evidence(.crashLog, R.proMotion607, says: "Presenting a controller whose preferred orientation is unsupported raised on presentation."),
        ])
    public static let dismissalReevaluates = Claim(
        "dismissal-reevaluates",
        "A dismissal makes UIKit ask the re-shown presenter and rotate back to an orientation it supports.",
        versions: .since(V(8)),
        evidence: [
            Evidence(.crashLog, R.unionAD105, says: "On dismissal UIKit asked the presenter's supported and preferred orientations and raised."),
            Evidence(.crashLog, R.nytPhotoViewer360, says: "Dismissing in landscape over a portrait-only presenter raised."),
            Evidence(.developerReport, R.radar18176955, says: "During the iOS 8 betas a portrait-only presenter stayed in landscape after a dismissal; iOS 7 rotated it back."),
        ])
    public static let pushDoesNotRotate = Claim(
        "push-does-not-rotate",
        "Pushing a controller on a navigation stack does not rotate the interface; the new top controller applies at the next device turn.",
        versions: VersionSpan(since: .exactly(V(6)), through: .lastSeen(V(11))),
        evidence: [Evidence(.developerReport, R.nunoAlexandre2018,
                            says: "A pushed landscape-only controller stays in portrait until the device turns.")])
    public static let tabSelectionDoesNotRotate = Claim(
        "tab-selection-does-not-rotate",
        "Selecting a tab does not rotate the interface.",
        versions: .since(V(6)),
        evidence: [.reasoning(from: ["containers-do-not-consult-children"],
                              says: "A stock tab bar controller does not ask its children, so a new selection changes nothing UIKit asks; no source shows it.")])
    public static let answersApplyAtNextEvaluation = Claim(
        "answers-apply-at-next-evaluation",
        "Changed answers of a controller apply when UIKit next asks: a device turn, a presentation or an explicit update.",
        evidence: [
            Evidence(.appleDocumentation, R.uiViewControllerSetNeedsUpdate,
                     says: "A controller calls this method to tell UIKit its supported orientations changed."),
            Evidence(.appleDocumentation, R.uiViewControllerSupportedInterfaceOrientations,
                     says: "The system asks when the device orientation changes."),
        ])
    public static let attemptRotationBeforeIOS16 = Claim(
        "attempt-rotation-before-ios16",
        "attemptRotationToDeviceOrientation rotates the interface to the device orientation when the deciding controller now allows it.",
        versions: VersionSpan(since: .exactly(V(5)), through: .until(.exactly(V(16)))),
        evidence: [Evidence(.sdkHeader, R.uiViewControllerHeaderIOS9,
                            says: "Attempts to rotate all windows to the orientation of the device when it does not match the interface.")])
    public static let attemptRotationDeprecatedIOS16 = Claim(
        "attempt-rotation-deprecated-ios16",
        "From iOS 16 attemptRotationToDeviceOrientation is deprecated and replaced by setNeedsUpdateOfSupportedInterfaceOrientations; what it still does is not stated.",
        versions: .since(V(16)),
        evidence: [Evidence(.appleDocumentation, R.ipados16ReleaseNotes,
                            says: "attemptRotationToDeviceOrientation is deprecated in favour of setNeedsUpdateOfSupportedInterfaceOrientations.")],
        conflict: "Apple deprecates the call without saying whether it still rotates; the engine answers that it no longer rotates an app rebuilt with the iOS 16 SDK and names the other answer.")
    public static let setNeedsUpdateReevaluates = Claim(
        "set-needs-update-reevaluates",
        "setNeedsUpdateOfSupportedInterfaceOrientations makes UIKit ask again and rotate to a supported orientation.",
        versions: .since(V(16)),
        evidence: [Evidence(.appleDocumentation, R.uiViewControllerSetNeedsUpdate,
                            says: "Notifies the view controller that a change occurred that affects the supported orientations.")])
    public static let deviceOrientationKVCIgnored = Claim(
        "device-orientation-kvc-ignored",
        "From iOS 16, setting UIDevice's orientation by key-value coding does not rotate an app built with the iOS 16 SDK or later; UIKit logs 'BUG IN CLIENT OF UIKIT'.",
        versions: .since(V(16)),
        evidence: [
            Evidence(.appleDocumentation, R.ipados16ReleaseNotes, says: "Setting the device orientation by key-value coding is no longer supported."),
            Evidence(.developerReport, R.fuselibs1454, says: "Forcing the orientation through UIDevice stopped working on iOS 16."),
        ])
    public static let geometryRequestRotates = Claim(
        "geometry-request-rotates",
        "requestGeometryUpdate rotates the scene to an orientation in both the request and the supported mask.",
        versions: .since(V(16)),
        evidence: [Evidence(.appleDocumentation, R.requestGeometryUpdate,
                            says: "The system chooses an orientation from the intersection of the preferred and supported orientations.")])
    public static let geometryRequestDenied = Claim(
        "geometry-request-denied",
        "A geometry request for orientations the supported mask lacks fails through the error handler with UISceneErrorDomain code 101 (request denied).",
        versions: .since(V(16)),
        when: "a geometry request the mask refuses",
        evidence: [
            Evidence(.sdkHeader, R.uiSceneDefinitionsHeader, says: "UISceneErrorCodeGeometryRequestDenied = 101."),
            Evidence(.appleDocumentation, R.requestGeometryUpdate, says: "The error handler is called when the system cannot fulfil the request."),
        ])
    public static let statusBarOrientationSetter = Claim(
        "status-bar-orientation-setter",
        "setStatusBarOrientation:animated: changes the interface orientation only when the top-most full-screen controller's mask is 0.",
        versions: VersionSpan(since: .exactly(V(6)), through: .lastSeen(V(26))),
        evidence: [Evidence(.appleDocumentation, R.ios6ReleaseNotes,
                            says: "setStatusBarOrientation:animated: now works only if the top-most full-screen controller returns 0 from supportedInterfaceOrientations.")])
    public static let statusBarOrientationNoOpIOS27 = Claim(
        "status-bar-orientation-no-op-ios27",
        "From iOS 27 UIApplication's statusBarOrientation API is a no-op.",
        versions: .since(V(27)),
        evidence: [Evidence(.crashLog, R.zlPhotoBrowser1054,
                            says: "UIKit logs that -[UIApplication statusBarOrientation] is deprecated and a no-op on 27.0 and later.")])
    public static let keyWindowOwnsRotation = Claim(
        "key-window-owns-rotation", "Showing, hiding and making windows key changes which window decides.",
        evidence: [
            Evidence(.appleDocumentation, R.windowsGuide, says: "The key window works with its view controllers on orientation changes."),
            Evidence(.sdkHeader, R.uiWindowHeader, says: "Windows post visibility and key-window notifications."),
        ])
    public static let externalScreensDoNotRotate = Claim(
        "external-screens-do-not-rotate", "Windows on an external screen do not rotate with the device.",
        evidence: [.reasoning(from: ["device-orientation-posted"],
                              says: "The device's orientation says nothing about an external display.")],
        conflict: "The Windows guide describes external screens but not their rotation, and no public report shows it; the engine assumes they never rotate with the device.")
    public static let launchRotatesBeforeShowing = Claim(
        "launch-rotates-before-showing",
        "At launch the interface rotates to a supported orientation before the window is shown.",
        versions: VersionSpan(since: .exactly(.oldestModelled), through: .lastSeen(V(7))),
        evidence: [
            Evidence(.appleDocumentation, R.tn2244, says: "How an app launches into landscape."),
            Evidence(.appleDocumentation, R.qa1588, says: "The launch orientation and the status bar at launch."),
        ])
    public static let appObserverActs = Claim(
        "app-observer-acts",
        "An app's own orientation observer presents or dismisses controllers when the device turns.",
        evidence: [Evidence(.appleDocumentation, R.supportingMultipleOrientations,
                            says: "An app can present a landscape controller when the device turns (listings 8-2 to 8-4).")])
}

extension TimelineRule {
    /// The claims the rule is made of, the defining one first.
    public var claims: [Claim] {
        typealias C = Claim
        switch self {
        case .deviceOrientationNotification: return [C.deviceOrientationPosted]
        case .rotationCallbacks: return [C.rotationCallbacksByEra]
        case .hiddenControllers: return [C.hiddenControllersGetNoCallbacks]
        case .presentation: return [C.presentationReevaluates]
        case .dismissal: return [C.dismissalReevaluates]
        case .navigationPush: return [C.pushDoesNotRotate]
        case .tabSelection: return [C.tabSelectionDoesNotRotate]
        case .answersChanged: return [C.answersApplyAtNextEvaluation]
        case .attemptRotation: return [C.attemptRotationBeforeIOS16, C.attemptRotationDeprecatedIOS16]
        case .setNeedsUpdate: return [C.setNeedsUpdateReevaluates]
        case .deviceOrientationKVC: return [C.deviceOrientationKVCIgnored]
        case .geometryRequest: return [C.geometryRequestRotates, C.geometryRequestDenied]
        case .statusBarOrientation: return [C.statusBarOrientationSetter, C.statusBarOrientationNoOpIOS27]
        case .windows: return [C.keyWindowOwnsRotation]
        case .externalScreen: return [C.externalScreensDoNotRotate]
        case .launch: return [C.launchRotatesBeforeShowing]
        case .observer: return [C.appObserverActs]
        }
    }
}
