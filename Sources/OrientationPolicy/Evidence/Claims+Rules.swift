/// The claims behind the engine's decision rules, each with its evidence. `Rule.claims` lists them; the rule's
/// certainty, the iOS versions it states and the version switches the engine uses are read from here, so docs
/// and code cannot drift apart.
extension Claim {
    private typealias R = Reference
    private typealias V = SystemVersion

    // deciding-window
    public static let rootControllerDecides = Claim(
        "root-controller-decides",
        "A window's root view controller, or the top-most presented controller that fills the window, is asked about rotation.",
        evidence: [
            Evidence(
                .appleDocumentation, R.uiViewControllerSupportedInterfaceOrientations,
                says: "The system calls the method on the root view controller or the topmost modal view controller that fills the window."),
            Evidence(.appleDocumentation, R.qa1688, says: "Only a window's root view controller and what it presents take part in rotation."),
        ])
    public static let keyWindowDecides = Claim(
        "key-window-decides", "With several windows, the key window on the main screen that is not hidden decides.",
        when: "with several windows",
        evidence: [
            Evidence(.appleDocumentation, R.windowsGuide, says: "The key window works with its view controllers when the orientation changes."),
            Evidence(
                .developerReport, R.radar19592583,
                says: "From iOS 8 a hidden window's root controller was consulted instead of the key window's (a regression from iOS 7)."),
        ],
        conflict:
            "Open Radar 19592583 reports that from iOS 8 a hidden window's root controller can decide; the engine follows the Windows guide and lets the key window decide."
    )

    // app-mask
    public static let delegateMaskReplacesInfoPlist = Claim(
        "delegate-mask-replaces-info-plist",
        "The app delegate's application(_:supportedInterfaceOrientationsFor:) answer replaces the Info.plist list as the app's mask.",
        versions: .since(V(6)),
        evidence: [
            Evidence(
                .appleDocumentation, R.uiApplicationDelegateSupportedOrientations,
                says: "The method returns the app's total set of orientations; without it the Info.plist values apply.")
        ])
    public static let infoPlistDeviceModifiers = Claim(
        "info-plist-device-modifiers",
        "Without a delegate answer, UISupportedInterfaceOrientations gives the app's mask, a ~ipad or ~iphone key replacing the plain one on that device.",
        versions: .since(V(3, 2)),
        evidence: [
            Evidence(
                .appleDocumentation, R.infoPlistSupportedOrientations,
                says: "Platform- or device-specific keys set the supported orientations for specific devices.")
        ])
    public static let missingListIdiomDefault = Claim(
        "missing-list-idiom-default",
        "With no orientation list, the app's mask is all orientations on an iPad and all but upside-down on a phone.",
        versions: .since(V(6)),
        evidence: [
            Evidence(
                .sdkHeader, R.uiApplicationHeader,
                says: "supportedInterfaceOrientationsForWindow: returns all on an iPad and all but upside-down on a phone when none are specified.")
        ])

    // app-mask-zero
    public static let appMaskMustNotBeZero = Claim(
        "app-mask-must-not-be-zero", "The app's mask must not be 0.", versions: .since(V(6)),
        evidence: [
            Evidence(
                .appleDocumentation, R.uiApplicationSupportedOrientationsForWindow,
                says: "The value returned by this method must not be 0.")
        ])
    public static let zeroAppMaskWidened = Claim(
        "zero-app-mask-widened", "An app mask of 0 is treated as all orientations.",
        versions: VersionSpan(since: .between(V(7), V(18), engineUses: V(16)), through: .lastSeen(V(26))),
        evidence: [
            Evidence(
                .reverseEngineering, R.uiKitCoreDisassembly,
                says: "UIKitCore of iOS 18-26 replaces an app mask of 0 with all orientations before intersecting.")
        ])

    // launch-orientation
    public static let launchInSupportedOrientation = Claim(
        "launch-in-supported-orientation",
        "At launch the interface starts in portrait when the app lists it, else in the first orientation its list names.",
        versions: VersionSpan(since: .exactly(.oldestModelled), through: .lastSeen(V(7))),
        evidence: [
            Evidence(
                .appleDocumentation, R.tn2244,
                says: "The supported orientations decide the launch status bar; through iOS 7 portrait wins when listed, else the first listed."),
            Evidence(
                .appleDocumentation, R.infoPlistInterfaceOrientation,
                says: "UIInterfaceOrientation is ignored when UISupportedInterfaceOrientations is present."),
        ])

    // topmost-full-screen
    public static let fullScreenPresentationDecides = Claim(
        "full-screen-presentation-decides",
        "The top-most controller presented full screen (or the root) is the one UIKit asks.",
        versions: .since(V(6)),
        evidence: [
            Evidence(
                .appleDocumentation, R.uiViewControllerSupportedInterfaceOrientations,
                says: "The root view controller or the topmost modal view controller that fills the window is asked.")
        ])
    public static let sheetsDeferOnRegularSizeClasses = Claim(
        "sheets-defer-to-presenter",
        "A page sheet, form sheet or popover shown as such (not filling the window) leaves the decision to its presenter.",
        versions: .since(V(6)),
        evidence: [
            Evidence(.appleDocumentation, R.pageSheetStyle, says: "In regular size classes part of the background content always remains visible."),
            Evidence(
                .appleDocumentation, R.uiViewControllerSupportedInterfaceOrientations,
                says: "Only the topmost modal view controller that fills the window is asked."),
        ])
    public static let sheetsAdaptInCompactWidthBeforeIOS13 = Claim(
        "sheets-adapt-in-compact-width-before-ios13",
        "Before iOS 13, a page sheet, form sheet or popover in a compact-width environment (a phone, except a Plus or Max phone in landscape, which is regular width) is shown full screen and decides. The engine does not model Plus and Max phones: it treats every phone as compact width.",
        versions: VersionSpan(since: .exactly(V(8)), through: .until(.exactly(V(13)))), devices: "phones",
        when: "a sheet or popover on a phone before iOS 13",
        evidence: [
            Evidence(
                .appleDocumentation, R.uiViewControllerModalPresentationStyle,
                says: "In compact-width size classes some styles take on the behaviour of other styles."),
            Evidence(
                .developerReport, R.hackworthIOS13Presentation,
                says:
                    "Before iOS 13 a form sheet, page sheet or popover on iPhone adapts to full screen, except Plus and Max phones in landscape, which are regular width."
            ),
        ])
    public static let sheetsFillInCompactHeight = Claim(
        "sheets-fill-in-compact-height",
        "From iOS 13 a page or form sheet in a compact-height size class (a phone in landscape) behaves as full screen; whether UIKit then asks the sheet or still its presenter about orientation is not stated.",
        versions: .since(V(13)), devices: "phones",
        when: "a sheet on a phone in landscape from iOS 13",
        evidence: [
            Evidence(.appleDocumentation, R.pageSheetStyle, says: "In a compact-height size class, the behaviour is the same as full screen."),
            Evidence(.appleDocumentation, R.formSheetStyle, says: "In a compact-height size class, the behaviour is the same as full screen."),
            Evidence(
                .reverseEngineering, R.uiKitCoreDisassembly,
                says: "UIKitCore of iOS 18-26 asks a sheet's presenter for the mask whatever the sheet's adapted appearance."),
        ],
        conflict:
            "Apple's pages say a sheet in compact height behaves as full screen, while UIKit's modern code asks the presenter of any page or form sheet; the engine lets the presenter decide and names the other answer."
    )
    public static let popoverAdaptsToFormSheet = Claim(
        "popover-adapts-to-form-sheet",
        "From iOS 13 a popover in a compact environment behaves as a form sheet.",
        versions: .since(V(13)), devices: "phones",
        when: "a popover on a phone from iOS 13",
        evidence: [
            Evidence(
                .appleDocumentation, R.popoverStyle,
                says: "In iOS 13 and later, for horizontally or vertically compact environments, it behaves as a form sheet.")
        ])
    public static let automaticIsSheet = Claim(
        "automatic-is-sheet",
        "From iOS 13, for apps built with the iOS 13 SDK or later, the default style is automatic, which most controllers show as a sheet (page sheet before iOS 18, form sheet from 18).",
        versions: .since(V(13)),
        when: "a presentation without a style",
        evidence: [
            Evidence(
                .appleDocumentation, R.automaticStyle,
                says: "UIKit maps automatic to a form sheet from iOS 18 and a page sheet before, for most view controllers."),
            Evidence(
                .developerReport, R.hackworthIOS13Presentation,
                says: "An app built with Xcode 10 keeps full-screen presentations on iOS 13; building with Xcode 11 opts into sheets."),
        ])
    public static let systemControllersMapAutomatic = Claim(
        "system-controllers-map-automatic",
        "Some system controllers map the automatic style to another style: UIImagePickerController shows the camera full screen and the photo library as a sheet.",
        versions: .since(V(13)),
        when: "a system controller presented without a style",
        evidence: [
            Evidence(.appleDocumentation, R.automaticStyle, says: "Some system view controllers may map it to a different style."),
            Evidence(
                .developerReport, R.netguruIOS13Modals,
                says: "Depending on whether UIImagePickerController shows the photo library or the camera, it is a page sheet or full screen."),
        ],
        conflict:
            "Apple does not name the system controllers that map automatic to another style; a developer report names the image picker's camera (full screen). The engine treats the picker as a sheet, as for the photo library, and names the full-screen answer where it differs."
    )
    public static let overFullScreenFromIOS8 = Claim(
        "over-full-screen-from-ios8", "The over-full-screen style exists from iOS 8.0 and fills the window.",
        versions: .since(V(8)),
        evidence: [Evidence(.appleDocumentation, R.overFullScreenStyle, says: "Available from iOS 8.0.")])

    // controller-mask
    public static let controllerMaskDefaults = Claim(
        "controller-mask-defaults",
        "A controller's supportedInterfaceOrientations defaults to all on an iPad and all but upside-down on a phone, and shouldAutorotate to YES.",
        versions: .since(V(6)),
        evidence: [
            Evidence(
                .appleDocumentation, R.uiViewControllerSupportedInterfaceOrientations,
                says: "The default value is all for the iPad idiom and all but upside-down for the iPhone idiom."),
            Evidence(.appleDocumentation, R.uiViewControllerShouldAutorotate, says: "This method returns true by default."),
        ])
    public static let shouldAutorotateNoBlocksRotation = Claim(
        "should-autorotate-no-blocks-rotation",
        "A deciding controller whose shouldAutorotate returns NO is not rotated on a device turn.",
        versions: VersionSpan(since: .exactly(V(6)), through: .until(.exactly(V(16)))),
        evidence: [
            Evidence(
                .appleDocumentation, R.ios6ReleaseNotes,
                says: "The supported orientations are retrieved only if the controller returns YES from shouldAutorotate."),
            Evidence(.appleDocumentation, R.ipados16ReleaseNotes, says: "shouldAutorotate is deprecated and no longer supported in iOS 16."),
        ])

    // container-forwarding, presented-forwarding
    public static let containersDoNotConsultChildren = Claim(
        "containers-do-not-consult-children",
        "Stock containers (navigation, tab bar) do not ask their children; only a subclass or category that forwards makes a child's answer count.",
        versions: .since(V(6)),
        evidence: [
            Evidence(
                .appleDocumentation, R.ios6ReleaseNotes,
                says: "Containers such as UINavigationController do not consult their children to decide whether to autorotate."),
            Evidence(.appleDocumentation, R.tn2244, says: "A navigation controller does not involve its children; subclass it or use its delegate."),
        ])
    public static let containerDelegatesAnswer = Claim(
        "container-delegates-answer",
        "A navigation or tab bar controller whose delegate implements the supported-orientations method answers with the delegate's mask.",
        versions: .since(V(7)),
        when: "a stock container whose delegate answers",
        evidence: [
            Evidence(
                .appleDocumentation, R.navigationControllerDelegateOrientations,
                says: "Returns the complete set of supported orientations for the navigation controller, as determined by the delegate."),
            Evidence(
                .appleDocumentation, R.tabBarControllerDelegateOrientations,
                says: "Returns the complete set of supported orientations for the tab bar controller, as determined by the delegate."),
        ])
    public static let presentedForwardingIsAppCode = Claim(
        "presented-forwarding-is-app-code",
        "A controller that answers the queries with the sheet or popover it presents is asked as any deciding controller; its answer is whatever its code returns.",
        versions: .since(V(6)),
        evidence: [
            .reasoning(
                from: ["full-screen-presentation-decides", "sheets-defer-to-presenter"],
                says: "The presenter is the controller UIKit asks; what its code returns is the app's own forwarding.")
        ])

    // legacy
    public static let legacyShouldAutorotateDecides = Claim(
        "legacy-should-autorotate-decides",
        "Through iOS 5, shouldAutorotateToInterfaceOrientation: decides, portrait only by default.",
        versions: VersionSpan(since: .exactly(.oldestModelled), through: .until(.exactly(V(6)))),
        evidence: [
            Evidence(
                .sdkHeader, R.uiViewControllerHeaderIOS5,
                says: "shouldAutorotateToInterfaceOrientation: returns YES for portrait only by default.")
        ])
    public static let legacyBridgeAsWritten = Claim(
        "legacy-bridge-as-written",
        "An app's swizzling bridge answers the iOS 6 methods from shouldAutorotateToInterfaceOrientation:.",
        versions: .since(V(6)),
        evidence: [Evidence(.developerReport, R.habrIOS6Autorotation, says: "The article describes the bridge as app code.")],
        conflict:
            "Only one article describes the bridge, and the iOS 6 release notes say controllers that still implement the old method synthesise the new answers; the engine models the bridge as the article writes it."
    )

    // coinciding-orientations
    public static let overFullScreenChainCoincides = Claim(
        "over-full-screen-chain-coincides",
        "Over-full-screen presentations and the full-screen controllers under them must share an orientation: UIKit intersects their masks.",
        versions: VersionSpan(since: .between(V(8), V(18), engineUses: V(16)), through: .lastSeen(V(26))),
        evidence: [
            Evidence(
                .reverseEngineering, R.uiKitRuntimeHeaders,
                says: "UIViewController has a private -_viewControllersWhoseOrientationsMustCoincide: UIKit keeps such a list."),
            Evidence(
                .reverseEngineering, R.uiKitCoreDisassembly,
                says: "UIKitCore of iOS 18-26 ANDs the deciding controller's mask with those of its over-full-screen chain when the result is not 0."),
        ])

    // device-restriction, multitasking
    public static let noUpsideDownWithoutHomeButton = Claim(
        "no-upside-down-without-home-button", "Phones without a Home button never support upside-down.",
        versions: .since(V(11)), devices: "phones without a Home button",
        evidence: [
            Evidence(
                .appleDocumentation, R.uiViewControllerSupportedInterfaceOrientations,
                says: "iOS devices without a Home button, such as iPhone 12, don't support portrait upside-down."),
            Evidence(
                .appleDocumentation, R.portraitUpsideDownDoc,
                says: "UIViewController doesn't support this case on devices without a Home button."),
        ])
    public static let multitaskingIgnoresControllerMasks = Claim(
        "multitasking-ignores-controller-masks",
        "On an iPad that multitasks, an app that lists all four orientations and does not require full screen has its controllers' masks and shouldAutorotate ignored.",
        versions: .since(V(9)), devices: "iPads that multitask",
        evidence: [
            Evidence(
                .appleDocumentation, R.uiViewControllerSupportedInterfaceOrientations,
                says:
                    "If your app supports multitasking, the system doesn't call this method, because multitasking apps must support all orientations."
            ),
            Evidence(
                .crashLog, R.radar22854526, says: "On iOS 9 the controller's supported orientations are ignored when the iPad list names all four."),
        ])
    public static let requiresFullScreenOptsOut = Claim(
        "requires-full-screen-opts-out",
        "UIRequiresFullScreen opts an iPad app out of multitasking, so its controllers' masks are honoured; deprecated in iPadOS 26. From iOS 27 it no longer opts out of resizing but asks for discrete resizing that honours the masks (requires-full-screen-on-ios27).",
        versions: .since(V(9)), devices: "iPads",
        evidence: [
            Evidence(.appleDocumentation, R.uiRequiresFullScreen, says: "Requires full screen opts out of multitasking; deprecated in iPadOS 26."),
            Evidence(
                .appleDocumentation, R.tn3192,
                says: "UIRequiresFullScreen and its compatibility mode are deprecated and will be ignored in a future release."),
        ])
    public static let requiresFullScreenIgnoredFromVersion = Claim(
        "requires-full-screen-ignored-from-version",
        "With UIRequiresFullScreenIgnoredStartingWithVersion, the system ignores UIRequiresFullScreen from the named version on.",
        versions: .since(V(26, 2)), devices: "iPads",
        when: "an app that sets UIRequiresFullScreenIgnoredStartingWithVersion",
        evidence: [
            Evidence(
                .appleDocumentation, R.requiresFullScreenIgnoredKey,
                says: "The system ignores the requires-full-screen key starting in the version you specify and later.")
        ])

    // effective-mask, exception
    public static let masksIntersected = Claim(
        "masks-intersected", "The effective mask is the app's mask AND the deciding controller's mask (AND the device's).",
        versions: .since(V(6)),
        evidence: [
            Evidence(
                .appleDocumentation, R.uiApplicationDelegateSupportedOrientations,
                says: "The app's orientations are intersected with the root or topmost presented controller's; they must agree."),
            Evidence(.appleDocumentation, R.ios6ReleaseNotes, says: "The system intersects the controller's supported orientations with the app's."),
        ])
    public static let noCommonOrientationRaises = Claim(
        "no-common-orientation-raises",
        "When the deciding controller's mask has no orientation in common with the app's and shouldAutorotate is YES, UIKit raises UIApplicationInvalidInterfaceOrientation.",
        versions: VersionSpan(since: .exactly(V(6)), through: .lastSeen(V(18))), when: "the no-common-orientation exception",
        evidence: [
            Evidence(
                .crashLog, R.ejecta38,
                says: "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES."),
            Evidence(.crashLog, R.ezPlayer10, says: "The same exception with the controller's class in brackets."),
            Evidence(
                .crashLog, R.mindloggerRefactor1116,
                says:
                    "Device logs of iOS 17.1.2-18.5 show the same exception ([UnityDefaultViewController shouldAutorotate]); the fix changes the app delegate's mask."
            ),
            Evidence(
                .reverseEngineering, R.uiKitCoreDisassembly,
                says: "UIKitCore of iOS 18-26 raises it when the masks do not meet, the controller mask is not 0 and shouldAutorotate is YES."),
        ])
    public static let classNameInReasonFromIOS83 = Claim(
        "class-name-in-reason",
        "The no-common-orientation reason names the controller's class ([Class shouldAutorotate]).",
        versions: VersionSpan(since: .between(V(8, 2), V(8, 3), engineUses: V(8, 3)), through: .lastSeen(V(26))),
        when: "the no-common-orientation exception",
        evidence: [
            Evidence(.crashLog, R.pdf417_7, says: "An iOS 8.3 crash log prints [_UIAlertShimPresentingViewController shouldAutorotate]."),
            Evidence(.crashLog, R.ezPlayer10, says: "A 2018 crash log prints the module-qualified Swift class name."),
        ])
    public static let preferredReasonOldText = Claim(
        "preferred-reason-old-text",
        "The preferred-orientation exception reads 'preferredInterfaceOrientationForPresentation must return a supported interface orientation!'.",
        versions: VersionSpan(since: .exactly(V(6)), through: .until(.between(V(9, 3), V(10, 3), engineUses: V(10)))),
        when: "the preferred-orientation exception",
        evidence: [
            Evidence(.crashLog, R.proMotion607, says: "An iOS 8 crash log in January 2015 quotes the old text."),
            Evidence(.crashLog, R.appboy54, says: "A crash log of March 2016 still quotes the old text."),
        ])
    public static let preferredReasonListText = Claim(
        "preferred-reason-list-text",
        "The preferred-orientation exception reads 'preferredInterfaceOrientationForPresentation 'X' must match a supported interface orientation: 'list'!', with 'unknown' for 0 and '(n)' for an out-of-range value.",
        versions: VersionSpan(since: .between(V(9, 3), V(10, 3), engineUses: V(10)), through: .lastSeen(V(26))),
        when: "the preferred-orientation exception",
        evidence: [
            Evidence(.crashLog, R.wmPlayer95, says: "On 2017-05-25 the text already names the value, printed '(7)', and the supported list."),
            Evidence(.crashLog, R.hhTransition16, says: "Returning 0 prints 'unknown'."),
            Evidence(.crashLog, R.unionAD105, says: "An iOS 13 crash log quotes the new text with Swift-style names."),
        ])

    // preferred-orientation, rotation
    public static let unsupportedPreferredRaises = Claim(
        "unsupported-preferred-raises",
        "A full-screen presentation (or a dismissal re-showing a presenter) whose preferredInterfaceOrientationForPresentation is not in the effective mask raises UIApplicationInvalidInterfaceOrientation.",
        versions: .since(V(6)), when: "the preferred-orientation exception",
        evidence: [
            Evidence(
                .sdkHeader, R.uiApplicationHeader,
                says: "The exception is raised if preferredInterfaceOrientationForPresentation returns an orientation that is not supported."),
            Evidence(.crashLog, R.proMotion607, says: "Presenting a controller whose preferred orientation is unsupported crashed."),
        ])
    public static let presentedInPreferredOrientation = Claim(
        "presented-in-preferred-orientation",
        "A controller presented full screen is shown in its preferredInterfaceOrientationForPresentation, which must be one it supports; without one it keeps the current orientation when supported.",
        versions: .since(V(6)),
        evidence: [
            Evidence(
                .appleDocumentation, R.uiViewControllerPreferredOrientationForPresentation,
                says: "The view is shown in the preferred orientation; without an override the current status bar orientation is used."),
            Evidence(.crashLog, R.proMotion607, says: "Returning an unsupported orientation raises on presentation."),
        ])
    public static let deviceTurnRotatesWhenAllowed = Claim(
        "device-turn-rotates-when-allowed",
        "A device turn to a portrait or landscape orientation rotates the interface when the effective mask allows it; face up, face down and unknown never rotate.",
        evidence: [
            Evidence(
                .sdkHeader, R.uiDeviceHeader,
                says: "UIDevice posts its orientation, including face up and face down, with UIDeviceOrientationDidChangeNotification."),
            Evidence(
                .appleDocumentation, R.supportingMultipleOrientations,
                says: "UIKit rotates the interface to a new device orientation when the top-most controller supports it."),
        ])
    public static let outcomeIsAPI = Claim(
        "outcome-is-api", "The response's outcome field names the result: a rotation, no change, or an exception.",
        evidence: [Evidence(.definition, R.orientationServiceAPI, says: "The outcome field is this service's own vocabulary.")])
}
