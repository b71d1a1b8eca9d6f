/// The claims behind the timeline's rules (what happens over time), each with its evidence.
extension Claim {
    private typealias R = Reference
    private typealias V = SystemVersion

    // device-orientation-notification, observer
    public static let deviceOrientationPosted = Claim(
        "device-orientation-posted", "A device orientation change is posted as UIDeviceOrientationDidChangeNotification, which UIKit listens to.",
        evidence: [
            Evidence(
                .appleDocumentation, R.deviceOrientationDidChange, says: "A notification that posts when the orientation of the device changes."),
            Evidence(
                .appleDocumentation, R.supportingMultipleOrientations,
                says: "The system sends UIDeviceOrientationDidChangeNotification; UIKit listens for it to update the interface orientation."),
            Evidence(.sdkHeader, R.uiDeviceHeader, says: "UIDevice declares its orientation and UIDeviceOrientationDidChangeNotification."),
        ])
    public static let orientationNotificationsNeedGenerating = Claim(
        "orientation-notifications-need-generating",
        "An app's own observer gets the notification only while the device generates orientation notifications.",
        evidence: [
            Evidence(
                .appleDocumentation, R.beginGeneratingDeviceOrientationNotifications,
                says: "The device posts orientationDidChangeNotification between the begin and end calls.")
        ])
    public static let appObserverActs = Claim(
        "app-observer-acts",
        "An app's own orientation observer presents or dismisses controllers when the device turns.",
        evidence: [
            Evidence(
                .appleDocumentation, R.supportingMultipleOrientations,
                says: "An app can present a landscape controller when the device turns (listings 8-2 to 8-4)."),
            Evidence(.developerReport, R.vastDevBlog2012, says: "Builds a portrait/landscape pair on Apple's alternate landscape interface."),
        ])

    // rotation-callbacks
    public static let rotationCallbacksByEra = Claim(
        "rotation-callbacks-by-era",
        "Visible controllers get the rotation callbacks of the SDK era: will/did-rotate before iOS 8, a size transition from iOS 8.",
        evidence: [
            Evidence(
                .appleDocumentation, R.uiContentContainerTransition,
                says: "UIKit calls the method before changing the size of a view controller's view."),
            Evidence(.appleDocumentation, R.willRotateDoc, says: "Sent just before the interface rotates; deprecated in iOS 8.0."),
            Evidence(
                .sdkHeader, R.uiViewControllerHeaderIOS9, says: "The will/did-rotate callbacks are deprecated in favour of the size transition."),
        ])
    public static let legacyCallbacksAfterIOS8 = Claim(
        "legacy-callbacks-after-ios8",
        "From iOS 8 a controller that implements only the deprecated will/did-rotate methods still gets them.",
        versions: VersionSpan(since: .exactly(V(8)), through: .lastSeen(V(8))),
        when: "a controller with only the deprecated rotation methods",
        evidence: [
            Evidence(
                .developerReport, R.inferis2015,
                says: "The old methods are called until the controller implements viewWillTransitionToSize.")
        ])
    public static let noSizeTransitionOnHalfTurn = Claim(
        "no-size-transition-on-half-turn",
        "A 180-degree turn does not change the size, so it sends no viewWillTransitionToSize:withTransitionCoordinator:.",
        versions: .since(V(8)), when: "a 180-degree turn",
        evidence: [.reasoning(from: ["rotation-callbacks-by-era"], says: "The method announces a size change; a half turn keeps the size.")],
        conflict: "No public source says whether a half turn sends the size transition; the engine sends none.")
    public static let halfTurnDurationDoubled = Claim(
        "half-turn-duration-doubled",
        "A 180-degree rotation animates for twice the 90-degree duration.",
        versions: VersionSpan(since: .exactly(.oldestModelled), through: .lastSeen(V(12))),
        when: "the duration of a rotation",
        evidence: [
            Evidence(
                .appleDocumentation, R.statusBarAnimationDurationDoc,
                says: "You should double the value of this property for a 180 degree orientation change.")
        ])
    public static let defaultRotationDurations = Claim(
        "default-rotation-durations",
        "A 90-degree rotation lasts 0.3 s on a phone and 0.4 s on an iPad.",
        when: "the duration of a rotation",
        evidence: [.reasoning(from: ["half-turn-duration-doubled"], says: "Commonly quoted values; no source was found.")],
        conflict: "No public source gives the durations; the engine uses the commonly quoted 0.3 s and 0.4 s.")
    public static let statusBarNotificationsAroundRotation = Claim(
        "status-bar-notifications-around-rotation",
        "UIKit posts the will- and did-change status bar orientation notifications around an interface rotation.",
        versions: VersionSpan(since: .exactly(.oldestModelled), through: .lastSeen(V(12))),
        when: "the status bar notifications",
        evidence: [
            Evidence(
                .appleDocumentation, R.didChangeStatusBarOrientationDoc,
                says: "Posted when the orientation of the app's user interface changes; deprecated in iOS 13.")
        ])

    // hidden-controllers
    public static let hiddenControllersGetNoCallbacks = Claim(
        "hidden-controllers-get-no-callbacks",
        "Controllers not on screen when the interface rotates get no rotation callbacks, then or when shown again.",
        versions: VersionSpan(since: .exactly(.oldestModelled), through: .lastSeen(V(4))),
        evidence: [
            Evidence(
                .developerReport, R.wangLing2010,
                says: "A controller not front-most during a rotation gets no rotation message, nor later when it is front-most again.")
        ])
    public static let hiddenControllersLayOutWhenShown = Claim(
        "hidden-controllers-lay-out-when-shown",
        "A controller that missed a rotation lays out (viewWillLayoutSubviews) in the new orientation when it reappears.",
        versions: .since(V(5)), when: "a controller that missed a rotation reappears",
        evidence: [
            .reasoning(
                from: ["hidden-controllers-get-no-callbacks"],
                says: "Its view is resized to the window when shown, so it lays out; no source states it.")
        ])

    // presentation, dismissal
    public static let presentationReevaluates = Claim(
        "presentation-reevaluates",
        "A full-screen presentation makes UIKit ask the presented controller and rotate to its orientation.",
        versions: VersionSpan(since: .exactly(V(6)), through: .lastSeen(V(17))),
        evidence: [
            Evidence(
                .appleDocumentation, R.ios6ReleaseNotes,
                says: "The top-most full-screen controller is asked whenever a controller is presented full screen."),
            Evidence(.developerReport, R.ios6ReleaseNotesQuoted, says: "Quotes that sentence of the iOS 6 release notes word for word."),
            Evidence(.crashLog, R.proMotion607, says: "Presenting a controller whose preferred orientation is unsupported raised on presentation."),
            Evidence(
                .developerReport, R.polPiella2023, says: "Presenting the player in a landscape-only controller turns the interface to landscape."),
        ])
    public static let dismissalReevaluates = Claim(
        "dismissal-reevaluates",
        "A dismissal of a full-screen presentation makes UIKit ask the re-shown presenter and rotate back to an orientation it supports.",
        versions: VersionSpan(since: .between(V(6), V(7), engineUses: V(6)), through: .lastSeen(V(16))),
        evidence: [
            Evidence(.crashLog, R.idmPhotoBrowser31, says: "On iOS 7 dismissing raised that the preferred orientation must be a supported one."),
            Evidence(.crashLog, R.unionAD105, says: "On dismissal UIKit asked the presenter's supported and preferred orientations and raised."),
            Evidence(.crashLog, R.nytPhotoViewer360, says: "Dismissing in landscape over a portrait-only presenter raised."),
            Evidence(
                .developerReport, R.radar18176955,
                says: "During the iOS 8 betas a portrait-only presenter stayed in landscape after a dismissal; iOS 7 rotated it back."),
            Evidence(
                .developerReport, R.radar22401547,
                says: "On iOS 9 beta 5 a portrait-only presenter stayed in landscape after a custom presentation was dismissed."),
        ],
        conflict:
            "Crash logs show UIKit asking the presenter on dismissal, but radars 18176955 and 22401547 show presenters left unrotated, and Bytedance-UnionAD#105 says an ordinary dismissal did not ask the presenter at all; the engine asks and rotates back."
    )

    // navigation-push, tab-selection, answers-changed
    public static let pushDoesNotRotate = Claim(
        "push-does-not-rotate",
        "Pushing or popping a controller on a navigation stack does not rotate the interface; the new top controller applies at the next device turn or update.",
        versions: VersionSpan(since: .between(V(6), V(7), engineUses: V(6)), through: .lastSeen(V(16))),
        evidence: [
            Evidence(.developerReport, R.nunoAlexandre2018, says: "A pushed landscape-only controller stays in portrait until the device turns."),
            Evidence(
                .developerReport, R.pocketIOS211, says: "Popping back from a screen rotated to landscape leaves the portrait-only list in landscape."),
        ])
    public static let tabSelectionDoesNotRotate = Claim(
        "tab-selection-does-not-rotate",
        "Selecting a tab does not rotate the interface.",
        versions: .since(V(6)),
        evidence: [
            .reasoning(
                from: ["containers-do-not-consult-children", "presentation-reevaluates"],
                says:
                    "UIKit asks on a device turn or a full-screen presentation and a stock tab bar controller does not ask its children; no source shows a tab selection."
            )
        ])
    public static let answersApplyAtNextEvaluation = Claim(
        "answers-apply-at-next-evaluation",
        "Changed answers of a controller apply when UIKit next asks: a device turn, a presentation or an explicit update.",
        evidence: [
            Evidence(
                .appleDocumentation, R.uiViewControllerSetNeedsUpdate,
                says: "A controller calls this method to tell UIKit its supported orientations changed."),
            Evidence(
                .appleDocumentation, R.uiViewControllerSupportedInterfaceOrientations,
                says: "The system asks when the device orientation changes."),
        ])

    // attempt-rotation, set-needs-update
    public static let attemptRotationBeforeIOS16 = Claim(
        "attempt-rotation-before-ios16",
        "attemptRotationToDeviceOrientation rotates the interface to the device orientation when the deciding controller now allows it.",
        versions: VersionSpan(since: .exactly(V(5)), through: .until(.exactly(V(16)))),
        evidence: [
            Evidence(
                .appleDocumentation, R.attemptRotationDoc,
                says: "Attempts to rotate all windows to the orientation of the device; the system immediately attempts to rotate."),
            Evidence(
                .sdkHeader, R.uiViewControllerHeaderIOS9,
                says: "A rotation may occur when the interface does not match the device orientation."),
        ])
    public static let attemptRotationDeprecatedIOS16 = Claim(
        "attempt-rotation-deprecated-ios16",
        "From iOS 16 attemptRotationToDeviceOrientation is deprecated and replaced by setNeedsUpdateOfSupportedInterfaceOrientations; what it still does is not stated.",
        versions: .since(V(16)),
        evidence: [
            Evidence(
                .appleDocumentation, R.ipados16ReleaseNotes,
                says: "attemptRotationToDeviceOrientation has been deprecated and replaced with setNeedsUpdateOfSupportedInterfaceOrientations."),
            Evidence(.developerReport, R.cordovaScreenOrientation100, says: "Quotes that release note."),
        ],
        conflict:
            "Apple deprecates the call without saying whether it still rotates; the engine answers that it no longer rotates an app rebuilt with the iOS 16 SDK and names the other answer."
    )
    public static let setNeedsUpdateReevaluates = Claim(
        "set-needs-update-reevaluates",
        "setNeedsUpdateOfSupportedInterfaceOrientations makes UIKit ask again and rotate to a supported orientation.",
        versions: .since(V(16)),
        evidence: [
            Evidence(
                .appleDocumentation, R.uiViewControllerSetNeedsUpdate,
                says: "Notifies the view controller about a change in supported orientations; it animates any changes to orientation."),
            Evidence(.developerReport, R.polPiella2023, says: "Changing the root's mask and telling UIKit turns the interface."),
        ])
    public static let setNeedsUpdateTarget = Claim(
        "set-needs-update-target",
        "After the update the interface takes the device orientation when supported, else keeps the current one, else the preferred or first supported one.",
        versions: .since(V(16)), when: "the orientation an update turns to",
        evidence: [
            .reasoning(
                from: ["set-needs-update-reevaluates", "attempt-rotation-before-ios16"],
                says: "UIKit follows the device as on a turn; the order of the fallbacks is not documented.")
        ],
        conflict: "No source gives the order in which UIKit picks the orientation after an update; the engine prefers the device's.")
    public static let supportedMaskCachedUntilUpdate = Claim(
        "supported-mask-cached-until-update",
        "UIKit judges requests against its cached supported mask until setNeedsUpdateOfSupportedInterfaceOrientations refreshes it, so a request right after a change can be refused.",
        versions: .since(V(16)), when: "a request made before the app asks for an update",
        evidence: [
            // Both reports hedge the cache ("may"); the one merged fix for the same reproduction (expo/expo#44181)
            // changed which controller answers, and the pull request that reorders the update is not merged, so no
            // log isolates the cache: inferred, not observed.
            .reasoning(
                from: ["geometry-request-denied", "set-needs-update-reevaluates"],
                says:
                    "Apple asks apps to call setNeedsUpdateOfSupportedInterfaceOrientations after a change, and two developers suspect a transition-time request is judged against the outgoing screen's mask (react-native-screens#3831 and #4117, both hedged 'may'); no merged fix or log isolates the cache."
            )
        ])

    // device-orientation-kvc
    public static let deviceOrientationKVCIgnored = Claim(
        "device-orientation-kvc-ignored",
        "From iOS 16, setting UIDevice's orientation by key-value coding does not rotate an app built with the iOS 16 SDK or later.",
        versions: .since(V(16)),
        evidence: [
            Evidence(
                .appleDocumentation, R.ipados16ReleaseNotes,
                says: "Setting an orientation on UIDevice by setValue:forKey: isn't supported and no longer works."),
            Evidence(.developerReport, R.webKitB751dd0, says: "For apps linked on or after iOS 16, -[UIDevice setOrientation:animated:] is a no-op."),
            Evidence(.developerReport, R.fuselibs1454, says: "Forcing the orientation through UIDevice stopped working on iOS 16."),
        ])
    public static let deviceOrientationKVCLogs = Claim(
        "device-orientation-kvc-logs",
        "From iOS 16 the attempt logs '[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)' (a console message, not an exception).",
        versions: VersionSpan(since: .exactly(V(16)), through: .lastSeen(V(17))),
        when: "an app sets UIDevice's orientation by key-value coding",
        evidence: [
            Evidence(
                .crashLog, R.flutter111587,
                says:
                    "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:) (on a physical device; one commenter did not see it on the Simulator)."
            ),
            Evidence(.crashLog, R.orientationLocker291, says: "The same message on iOS 17.x."),
        ])
    public static let deviceOrientationKVCShimmed = Claim(
        "device-orientation-kvc-shimmed",
        "For an app linked against an SDK older than 16, UIKit turns the call into a geometry request and still posts the device notification.",
        versions: .since(V(16)), when: "an app linked against an SDK older than iOS 16",
        evidence: [
            Evidence(
                .reverseEngineering, R.uiKitCoreDisassembly,
                says: "-[UIDevice setOrientation:] checks the linked SDK and performs a shimmed geometry request for older binaries.")
        ])

    // geometry-request
    public static let geometryRequestRotates = Claim(
        "geometry-request-rotates",
        "requestGeometryUpdate rotates the scene to an orientation in both the request and the supported mask.",
        versions: .since(V(16)),
        evidence: [
            Evidence(
                .appleDocumentation, R.geometryPreferencesOrientations,
                says: "The system chooses an orientation from the intersection of the preferred and supported orientations."),
            Evidence(.appleDocumentation, R.requestGeometryUpdate, says: "The example asks the window scene to rotate to any landscape orientation."),
        ])
    public static let geometryRequestDeniedCode = Claim(
        "geometry-request-denied-code",
        "UISceneErrorCodeGeometryRequestDenied (101) is the error of a valid geometry request the system denied; the handler may be called asynchronously.",
        versions: .since(V(16)), when: "a geometry request the mask refuses",
        evidence: [
            Evidence(.sdkHeader, R.uiSceneDefinitionsHeader, says: "UISceneErrorCodeGeometryRequestDenied = 101."),
            Evidence(.appleDocumentation, R.geometryRequestDeniedDoc, says: "The geometry request is valid but the system denied the request."),
            Evidence(.appleDocumentation, R.requestGeometryUpdate, says: "The system may call the error handler asynchronously."),
        ])
    public static let geometryRequestDenied = Claim(
        "geometry-request-denied",
        "A geometry request none of whose orientations is supported fails with code 101, 'None of the requested orientations are supported by the view controller. Requested: …; Supported: …' (localized), and nothing turns.",
        versions: VersionSpan(since: .exactly(V(16)), through: .lastSeen(V(26))), when: "a geometry request the mask refuses",
        evidence: [
            Evidence(
                .crashLog, R.rtRootNavigation307,
                says: "Code=101 'None of the requested orientations are supported … Requested: landscapeLeft; Supported: portrait'."),
            Evidence(.crashLog, R.capacitorPlugins100, says: "Code=101 'Requested: portrait; Supported: landscapeRight'."),
            Evidence(.crashLog, R.flickVideoPlayer257, says: "The same error, its description in Chinese."),
            Evidence(.crashLog, R.rnScreens3831, says: "Code=101 'Requested: portrait, portraitUpsideDown; Supported: landscapeRight' (2026)."),
        ])
    public static let resizableAppsTreatMasksAsPreferences = Claim(
        "resizable-apps-treat-masks-as-preferences",
        "On iOS 27 an app's supported orientations are a preference, ignored while it runs in a resizable environment, so a geometry request for an orientation need not be honoured there.",
        versions: .since(V(27)), when: "an app in a resizable environment on iOS 27",
        evidence: [
            Evidence(
                .appleDocumentation, R.wwdc2026ModernizeYourUIKitApp,
                says: "On iOS 27 an app's supported orientations are a preference and are ignored while it runs in a resizable environment."),
            Evidence(
                .developerReport, R.expo48173,
                says: "iOS 27 treats a supported orientation as a preference and ignores it while the app is resizable."),
        ])

    // status-bar-orientation
    public static let statusBarOrientationSetter = Claim(
        "status-bar-orientation-setter",
        "setStatusBarOrientation:animated: rotates the status bar only when the top-most full-screen controller's mask is 0.",
        versions: VersionSpan(since: .exactly(V(6)), through: .until(.exactly(V(13)))),
        evidence: [
            Evidence(
                .appleDocumentation, R.ios6ReleaseNotes,
                says:
                    "setStatusBarOrientation:animated: now works only if the top-most full-screen controller returns 0 from supportedInterfaceOrientations."
            ),
            Evidence(
                .appleDocumentation, R.statusBarOrientationDoc, says: "Setting it rotates only the status bar, which then does not follow the device."
            ),
            Evidence(.appleDocumentation, R.setStatusBarOrientationDoc, says: "Deprecated in iOS 9.0."),
        ])
    public static let statusBarOrientationSetterNoOpIOS13 = Claim(
        "status-bar-orientation-setter-no-op-ios13",
        "From iOS 13 setStatusBarOrientation: and setStatusBarOrientation:animated: do nothing and UIKit logs an assert; one developer reports that this seems to happen only to apps built with the iOS 13 SDK (Xcode 11) or later.",
        versions: VersionSpan(since: .exactly(V(13)), through: .lastSeen(V(13))),
        evidence: [
            Evidence(
                .crashLog, R.zfPlayer880,
                says:
                    "[Assert] -[UIApplication setStatusBarOrientation:] and -[UIApplication setStatusBarOrientation:animated:] API have been deprecated on iOS 8.0 and are no-ops on iOS 13.0."
            ),
            Evidence(
                .developerReport, R.zfPlayer857,
                says:
                    "A commenter says it appears when built with Xcode 11 and that, seemingly, built with Xcode 10.3 the app still rotates on iOS 13."
            ),
        ])
    public static let statusBarOrientationNoOpIOS27 = Claim(
        "status-bar-orientation-no-op-ios27",
        "From iOS 27, reading UIApplication's statusBarOrientation (the getter) makes UIKit log that the API is deprecated and a no-op on 27.0 and later; what the getter then returns, and whether it depends on the SDK the app was built with, is not shown.",
        versions: .since(V(27)),
        evidence: [
            Evidence(
                .crashLog, R.zlPhotoBrowser1054,
                says:
                    "The issue's title quotes UIKit's message, '-[UIApplication statusBarOrientation] API has been deprecated and is a no-op on 27.0 and later'; the reporter adds only that the property is no longer usable on iOS 27."
            )
        ])

    // windows, external-screen
    public static let keyWindowOwnsRotation = Claim(
        "key-window-owns-rotation", "Showing, hiding and making windows key changes which window decides.",
        evidence: [
            Evidence(.appleDocumentation, R.windowsGuide, says: "The key window works with its view controllers on orientation changes."),
            Evidence(.sdkHeader, R.uiWindowHeader, says: "Windows post visibility and key-window notifications."),
            Evidence(
                .developerReport, R.radar19592583,
                says: "From iOS 8 a hidden window's root controller was consulted instead of the key window's (a regression from iOS 7)."),
        ],
        conflict: "Open Radar 19592583 shows a hidden window deciding from iOS 8; the engine lets the key, visible window decide.")
    public static let externalScreensDoNotRotate = Claim(
        "external-screens-do-not-rotate", "Windows on an external screen do not rotate with the device.",
        evidence: [
            .reasoning(
                from: ["device-orientation-posted"],
                says: "The device's orientation says nothing about an external display.")
        ],
        conflict:
            "The Windows guide describes external screens but not their rotation, and no public report shows it; the engine assumes they never rotate with the device."
    )

    // launch
    public static let launchRotatesBeforeShowing = Claim(
        "launch-rotates-before-showing",
        "At launch the interface rotates to a supported orientation before the window is shown, so no controller gets rotation callbacks.",
        versions: VersionSpan(since: .exactly(.oldestModelled), through: .lastSeen(V(7))),
        evidence: [
            Evidence(.appleDocumentation, R.tn2244, says: "Through iOS 7 the supported orientations place the status bar while the app launches."),
            Evidence(.appleDocumentation, R.qa1588, says: "The launch orientation and the status bar at launch."),
            Evidence(.developerReport, R.vastDevBlog2012, says: "Apps start in portrait and are sent rotation messages if required."),
        ],
        conflict:
            "A 2012 report says apps start in portrait and get rotation messages, not that they turn before the window shows; the engine sends no callbacks at launch."
    )
    public static let sceneLifeCycleRequiredIOS27 = Claim(
        "scene-life-cycle-required-ios27",
        "An app built with the iOS 27 SDK must use the scene life cycle, or it does not launch.",
        versions: .since(V(27)), when: "an app built with the iOS 27 SDK",
        evidence: [
            Evidence(
                .appleDocumentation, R.uiKitUpdates2026,
                says: "Starting in iOS 27, apps built with the latest SDK must use the scene-based life cycle or they fail to launch."),
            Evidence(
                .appleDocumentation, R.tn3187, says: "In the release after iOS 26 the scene life cycle is required when building with the latest SDK."
            ),
            Evidence(
                .appleDocumentation, R.wwdc2026ModernizeYourUIKitApp,
                says: "The scene life cycle is required when building with the latest SDK; without it the app no longer launches."),
        ])
}

extension TimelineRule {
    /// The claims the rule is made of, the defining one first. Read from a table built once (a fresh array per
    /// read would allocate on every step a simulation encodes).
    public var claims: [Claim] { TimelineRule.claimTable[self] ?? [] }

    static let claimTable: [TimelineRule: [Claim]] = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.claimList) })

    private var claimList: [Claim] {
        typealias C = Claim
        switch self {
        case .deviceOrientationNotification: return [C.deviceOrientationPosted]
        case .rotationCallbacks:
            return [
                C.rotationCallbacksByEra, C.legacyCallbacksAfterIOS8, C.noSizeTransitionOnHalfTurn, C.halfTurnDurationDoubled,
                C.defaultRotationDurations, C.statusBarNotificationsAroundRotation,
            ]
        case .hiddenControllers: return [C.hiddenControllersGetNoCallbacks, C.hiddenControllersLayOutWhenShown]
        case .presentation: return [C.presentationReevaluates]
        case .dismissal: return [C.dismissalReevaluates]
        case .navigationPush: return [C.pushDoesNotRotate]
        case .tabSelection: return [C.tabSelectionDoesNotRotate]
        case .answersChanged: return [C.answersApplyAtNextEvaluation]
        case .attemptRotation: return [C.attemptRotationBeforeIOS16, C.attemptRotationDeprecatedIOS16]
        case .setNeedsUpdate: return [C.setNeedsUpdateReevaluates, C.setNeedsUpdateTarget, C.supportedMaskCachedUntilUpdate]
        case .deviceOrientationKVC: return [C.deviceOrientationKVCIgnored, C.deviceOrientationKVCLogs, C.deviceOrientationKVCShimmed]
        case .geometryRequest:
            return [
                C.geometryRequestRotates, C.geometryRequestDeniedCode, C.geometryRequestDenied, C.supportedMaskCachedUntilUpdate,
                C.resizableAppsTreatMasksAsPreferences,
            ]
        case .statusBarOrientation:
            return [C.statusBarOrientationSetter, C.statusBarOrientationSetterNoOpIOS13, C.statusBarOrientationNoOpIOS27]
        case .windows: return [C.keyWindowOwnsRotation]
        case .externalScreen: return [C.externalScreensDoNotRotate]
        case .launch: return [C.launchRotatesBeforeShowing, C.sceneLifeCycleRequiredIOS27]
        case .observer: return [C.appObserverActs, C.orientationNotificationsNeedGenerating]
        }
    }
}
