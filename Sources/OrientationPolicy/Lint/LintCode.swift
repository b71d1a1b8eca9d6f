/// Every hazard lint reports, with a stable code (the raw value, sent on the wire and used as the SARIF rule
/// id), a severity, a one-line fix and the source of the rule. Clients switch on the code, never on messages.
public enum LintCode: String, Sendable, Hashable, CaseIterable {
    /// A full-screen presentation whose controller has no orientation in common with the app: the Game Center
    /// case from the Habr article on iOS 6 autorotation (landscape-only app, portrait-only controller) and UIImagePickerController et al.
    case invalidOrientationOnPresentation = "invalid-orientation-on-presentation"
    /// The root (or a re-shown) controller has no orientation in common with the app: UIKit raises when the root
    /// is set and on rotation (`-[UIWindow setRootViewController:]`, `-[UIViewController setInterfaceOrientation:]`).
    case invalidOrientationOnRotation = "invalid-orientation-on-rotation"
    /// `preferredInterfaceOrientationForPresentation` returns an orientation that is not supported (or unknown).
    case preferredOrientationUnsupported = "preferred-orientation-unsupported"
    /// Dismissing a presentation re-shows a presenter whose preferred orientation is not supported.
    case dismissalPreferredOrientationUnsupported = "dismissal-preferred-orientation-unsupported"
    /// Dismissing a presentation leaves the presenter in an orientation it does not support.
    case dismissalLandsInUnsupportedOrientation = "dismissal-lands-in-unsupported-orientation"
    /// A child's `supportedInterfaceOrientations` inside a container that does not forward to it (iOS 6+).
    case childOverrideIgnored = "child-override-ignored"
    /// `shouldAutorotateToInterfaceOrientation:` only, on iOS 6+ without the compatibility bridge.
    case legacyMethodIgnored = "legacy-method-ignored"
    /// `supportedInterfaceOrientations` without `shouldAutorotateToInterfaceOrientation:` on iOS 5 and earlier,
    /// where only the old method exists.
    case modernMethodIgnoredBeforeIOS6 = "modern-method-ignored-before-ios6"
    /// Controller masks on a multitasking iPad (iOS 9+): UIKit never asks them.
    case multitaskingIgnoresControllerMasks = "multitasking-ignores-controller-masks"
    /// A mask on a presented controller that does not fill the window (sheet, popover, current context).
    case nonFullScreenPresentationMaskIgnored = "non-full-screen-presentation-mask-ignored"
    /// Upside-down declared for a phone without a home button, which never supports it.
    case upsideDownWithoutHomeButton = "upside-down-without-home-button"
    /// `UISupportedInterfaceOrientations` (or its device variant) is present but empty: an app mask of 0.
    case emptyOrientationList = "empty-orientation-list"
    /// No `UISupportedInterfaceOrientations` key applies: UIKit falls back to the idiom default.
    case missingOrientationList = "missing-orientation-list"
    /// The app mask lacks orientations a controller explicitly supports.
    case appMaskNotSuperset = "app-mask-not-superset"
    /// An iPad app that is not `UIRequiresFullScreen` must list all four orientations (App Store error 90474).
    case iPadMultitaskingRequiresAllOrientations = "ipad-multitasking-requires-all-orientations"
    /// `UIRequiresFullScreen` is deprecated on iPadOS 26 and will be ignored.
    case requiresFullScreenDeprecated = "requires-full-screen-deprecated"
    /// An orientation the app lists that no reachable state supports: the interface never follows the device there.
    case deadOrientation = "dead-orientation"
    /// A reachable state whose effective mask is empty: the interface cannot follow the device at all.
    case interfaceCannotFollowDevice = "interface-cannot-follow-device"
    /// The exploration hit its state limit; some states were not checked.
    case explorationTruncated = "exploration-truncated"
    /// A value the linter could not read (an override returning a stored property, a singleton, a computation):
    /// the checks whose outcome depends on it were skipped rather than guessed. Only project lint reports it.
    case unreadValue = "unread-value"
    /// An `orientation-lint:` suppression comment without a `-- reason`: it silences nothing until it says why.
    /// Only project lint reports it.
    case suppressionWithoutReason = "suppression-without-reason"
    /// An `orientation-lint:` suppression comment that silences no finding (or names no lint code), so stale
    /// suppressions do not pile up. Only project lint reports it.
    case unusedSuppression = "unused-suppression"
    /// `UIDevice.current.setValue(_:forKey: "orientation")` in an app that runs on iOS 16 or later: for an app built
    /// with the iOS 16 SDK or later UIKit logs "BUG IN CLIENT OF UIKIT" and nothing turns. Project lint only.
    case deviceOrientationKVCIgnored = "device-orientation-kvc-ignored"
    /// `attemptRotationToDeviceOrientation()` in an app that runs on iOS 16 or later, where it is deprecated.
    /// Project lint only.
    case attemptRotationDeprecated = "attempt-rotation-deprecated"
    /// `requestGeometryUpdate` for orientations the mask at the call lacks: the error handler gets
    /// UISceneErrorDomain code 101 and nothing turns. Project lint only.
    case geometryRequestUnsupported = "geometry-request-unsupported"
    /// A controller's view added to the app's window as a subview while nothing gives the window a root view
    /// controller: from iOS 6 the controllers are not told of rotations, and from iOS 9 UIKit raises at the end of
    /// launch. Project lint only.
    case windowWithoutRootViewController = "window-without-root-view-controller"
    /// An override of `viewWillTransition(to:with:)` that never calls super's: the size change (the device turning)
    /// stops there instead of reaching the controller's children. Project lint only.
    case sizeTransitionNotForwarded = "size-transition-not-forwarded"
    /// An app built with the iOS 27 SDK that has no scene configuration (no `UIApplicationSceneManifest`, no
    /// `application(_:configurationForConnecting:options:)`, no SwiftUI `App`): it does not launch. Project lint only.
    case sceneLifeCycleRequired = "scene-life-cycle-required"
    /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)`, deprecated on iOS 27 in favour of the
    /// scene delegate's `supportedInterfaceOrientations(for:)`. Project lint only.
    case appDelegateOrientationMethodDeprecated = "app-delegate-orientation-method-deprecated"
    /// A portrait-only or landscape-only iPhone app without `UIRequiresFullScreen`: on iOS 27 an iPhone app on iPad
    /// and in iPhone Mirroring is resizable and its orientations are only a preference. Project lint only.
    case iPhoneMasksIgnoredWhenResizable = "iphone-masks-ignored-when-resizable"
    /// Layout code that decides on the interface or device orientation or on `UIScreen.main.bounds`, which iPhone
    /// Mirroring and resizable windows on iOS 27 make wrong. Project lint only.
    case layoutBranchesOnOrientation = "layout-branches-on-orientation"
    /// `UIApplication.statusBarOrientation` read or set: deprecated, and a no-op on iOS 27. Project lint only.
    case statusBarOrientationDeprecated = "status-bar-orientation-deprecated"
    /// A method UIKit asks for the orientation to present in (`preferredInterfaceOrientationForPresentation`, a
    /// container delegate's counterpart) returns `UIInterfaceOrientationUnknown` on some path: unknown is in no mask,
    /// so a full-screen presentation that takes it raises. Project lint only.
    case preferredOrientationUnknown = "preferred-orientation-unknown"
    /// The app delegate's or a controller's mask returns a stored variable that the code reassigns at run time
    /// without calling `setNeedsUpdateOfSupportedInterfaceOrientations()`: from iOS 16 UIKit keeps the mask it last
    /// read. Project lint only.
    case maskChangedWithoutUpdate = "mask-changed-without-update"

    public var severity: LintSeverity {
        switch self {
        case .invalidOrientationOnPresentation, .invalidOrientationOnRotation, .preferredOrientationUnsupported,
            .dismissalPreferredOrientationUnsupported:
            .crash
        case .dismissalLandsInUnsupportedOrientation, .legacyMethodIgnored, .emptyOrientationList,
            .iPadMultitaskingRequiresAllOrientations, .interfaceCannotFollowDevice, .deviceOrientationKVCIgnored,
            .geometryRequestUnsupported, .windowWithoutRootViewController, .sceneLifeCycleRequired,
            .preferredOrientationUnknown, .maskChangedWithoutUpdate:
            .bug
        case .childOverrideIgnored, .multitaskingIgnoresControllerMasks, .modernMethodIgnoredBeforeIOS6, .nonFullScreenPresentationMaskIgnored,
            .upsideDownWithoutHomeButton, .appMaskNotSuperset, .requiresFullScreenDeprecated, .deadOrientation,
            .missingOrientationList, .suppressionWithoutReason, .unusedSuppression, .attemptRotationDeprecated,
            .sizeTransitionNotForwarded, .appDelegateOrientationMethodDeprecated, .iPhoneMasksIgnoredWhenResizable,
            .layoutBranchesOnOrientation, .statusBarOrientationDeprecated:
            .warning
        case .explorationTruncated, .unreadValue:
            .info
        }
    }

    /// A short title (the SARIF rule's short description).
    public var title: String {
        switch self {
        case .invalidOrientationOnPresentation: "Full-screen presentation raises UIApplicationInvalidInterfaceOrientation"
        case .invalidOrientationOnRotation: "Root controller raises UIApplicationInvalidInterfaceOrientation"
        case .preferredOrientationUnsupported: "Preferred presentation orientation is not supported"
        case .dismissalPreferredOrientationUnsupported: "Dismissal re-shows a presenter with an unsupported preferred orientation"
        case .dismissalLandsInUnsupportedOrientation: "Dismissal leaves the presenter in an unsupported orientation"
        case .childOverrideIgnored: "Child override ignored by a non-forwarding container"
        case .legacyMethodIgnored: "shouldAutorotateToInterfaceOrientation: ignored on iOS 6+"
        case .modernMethodIgnoredBeforeIOS6: "supportedInterfaceOrientations ignored on iOS 5 and earlier"
        case .multitaskingIgnoresControllerMasks: "Controller masks ignored under iPad multitasking"
        case .nonFullScreenPresentationMaskIgnored: "Mask on a non-full-screen presentation ignored"
        case .upsideDownWithoutHomeButton: "Upside-down on a phone without a home button"
        case .emptyOrientationList: "Empty UISupportedInterfaceOrientations"
        case .missingOrientationList: "Missing UISupportedInterfaceOrientations"
        case .appMaskNotSuperset: "App mask lacks orientations a controller supports"
        case .iPadMultitaskingRequiresAllOrientations: "iPad multitasking requires all four orientations"
        case .requiresFullScreenDeprecated: "UIRequiresFullScreen deprecated on iPadOS 26"
        case .deadOrientation: "Listed orientation never reachable"
        case .interfaceCannotFollowDevice: "Interface cannot follow the device"
        case .explorationTruncated: "Exploration truncated"
        case .unreadValue: "Value not read; dependent checks skipped"
        case .suppressionWithoutReason: "Suppression without a reason"
        case .unusedSuppression: "Suppression silences nothing"
        case .deviceOrientationKVCIgnored: "Setting UIDevice's orientation does nothing from iOS 16"
        case .attemptRotationDeprecated: "attemptRotationToDeviceOrientation deprecated from iOS 16"
        case .geometryRequestUnsupported: "Geometry request for an unsupported orientation fails"
        case .windowWithoutRootViewController: "Window without a root view controller"
        case .sizeTransitionNotForwarded: "viewWillTransition(to:with:) override does not call super"
        case .sceneLifeCycleRequired: "No scene life cycle: the app does not launch when built with the iOS 27 SDK"
        case .appDelegateOrientationMethodDeprecated: "App delegate's orientation method deprecated on iOS 27"
        case .iPhoneMasksIgnoredWhenResizable: "iPhone app's orientations ignored on iPad and in iPhone Mirroring on iOS 27"
        case .layoutBranchesOnOrientation: "Layout decided by orientation or screen bounds, which iOS 27 makes wrong"
        case .statusBarOrientationDeprecated: "statusBarOrientation deprecated, a no-op on iOS 27"
        case .preferredOrientationUnknown: "Preferred presentation orientation can be unknown"
        case .maskChangedWithoutUpdate: "Mask changed without setNeedsUpdateOfSupportedInterfaceOrientations"
        }
    }

    /// A one-line fix.
    public var fix: String {
        switch self {
        case .invalidOrientationOnPresentation:
            "Support the controller's orientations in the app mask (application:supportedInterfaceOrientationsForWindow:) and restrict the other controllers instead; on an iPad a popover or form sheet also avoids it (on a phone a sheet in landscape behaves as full screen from iOS 13, and shouldAutorotate NO is no longer supported from iOS 16)."
        case .invalidOrientationOnRotation:
            "Make the root controller's supportedInterfaceOrientations intersect the app's orientations (or widen the Info.plist list)."
        case .preferredOrientationUnsupported:
            "Return an orientation contained in supportedInterfaceOrientations (and the app mask) from preferredInterfaceOrientationForPresentation, never a mask or unknown."
        case .dismissalPreferredOrientationUnsupported:
            "Make the presenter's preferredInterfaceOrientationForPresentation one of its supported orientations, or remove the override."
        case .dismissalLandsInUnsupportedOrientation:
            "Let the presenter autorotate (shouldAutorotate YES) or give it a supported preferredInterfaceOrientationForPresentation so UIKit rotates back on dismissal."
        case .childOverrideIgnored:
            "Forward the query from the container (subclass, or the iOS 7+ delegate method such as navigationControllerSupportedInterfaceOrientations:) or move the override to the container."
        case .legacyMethodIgnored:
            "Implement supportedInterfaceOrientations and shouldAutorotate (iOS 6+), or install the compatibility bridge."
        case .modernMethodIgnoredBeforeIOS6:
            "Also implement shouldAutorotateToInterfaceOrientation: returning YES for the same orientations (iOS 5 and earlier only call that)."
        case .multitaskingIgnoresControllerMasks:
            "Set UIRequiresFullScreen (before iPadOS 26) or design every screen for all orientations; controller masks are not consulted."
        case .nonFullScreenPresentationMaskIgnored:
            "Present full screen (UIModalPresentationFullScreen) if the controller must restrict orientation, or restrict the presenter."
        case .upsideDownWithoutHomeButton:
            "Drop portraitUpsideDown for phones (use UISupportedInterfaceOrientations~iphone) or accept that Face ID phones never use it."
        case .emptyOrientationList:
            "List at least one orientation (an empty list is an app mask of 0, which UIKit documents as invalid)."
        case .missingOrientationList:
            "Declare UISupportedInterfaceOrientations (and ~ipad) explicitly instead of relying on the idiom default."
        case .appMaskNotSuperset:
            "Add the controller's orientations to the app mask, or narrow the controller's supportedInterfaceOrientations."
        case .iPadMultitaskingRequiresAllOrientations:
            "List all four orientations in UISupportedInterfaceOrientations~ipad, or set UIRequiresFullScreen (deprecated on iPadOS 26)."
        case .requiresFullScreenDeprecated:
            "Support resizable scenes and all orientations; use UISceneSizeRestrictions and prefersInterfaceOrientationLocked (iOS 26) instead."
        case .deadOrientation:
            "Remove the orientation from the app's list, or let a controller on some screen support it."
        case .interfaceCannotFollowDevice:
            "Give the deciding controller a non-empty supportedInterfaceOrientations that intersects the app mask, and let it autorotate."
        case .explorationTruncated:
            "Raise maxStates, or lint smaller parts of the controller tree."
        case .unreadValue:
            "Return a literal (or a constant of the class) from the member, or assign the variable it returns only literals, so lint can check every value it takes."
        case .suppressionWithoutReason:
            "Say why after two dashes: // orientation-lint:disable-next-line CODE -- reason."
        case .unusedSuppression:
            "Remove the comment, or correct its code or its place (the line right above the finding's line)."
        case .deviceOrientationKVCIgnored:
            "On iOS 16 and later, change the answers (supportedInterfaceOrientations or the app delegate's mask), call setNeedsUpdateOfSupportedInterfaceOrientations() on the controller, then windowScene.requestGeometryUpdate(.iOS(interfaceOrientations:)); keep the KVC call for older iOS only."
        case .attemptRotationDeprecated:
            "On iOS 16 and later call setNeedsUpdateOfSupportedInterfaceOrientations() on the controller whose answer changed (and requestGeometryUpdate to turn now) instead."
        case .geometryRequestUnsupported:
            "Widen the mask first (the app delegate's lock or supportedInterfaceOrientations), call setNeedsUpdateOfSupportedInterfaceOrientations() so UIKit reads it, then request the orientation; handle the error in the errorHandler."
        case .sizeTransitionNotForwarded:
            "Call super.viewWillTransition(to: size, with: coordinator) ([super viewWillTransitionToSize:size withTransitionCoordinator:coordinator]) in the override, at its start or inside the coordinator's animation block."
        case .sceneLifeCycleRequired:
            "Adopt the scene life cycle before building with the iOS 27 SDK (TN3187): add a UIApplicationSceneManifest to the Info.plist with a scene configuration whose delegate class is a UIWindowSceneDelegate, and move the window set-up from application(_:didFinishLaunchingWithOptions:) to scene(_:willConnectTo:options:)."
        case .appDelegateOrientationMethodDeprecated:
            "Implement supportedInterfaceOrientations(for:) on the window scene delegate (iOS 27), returning what the app delegate returns for that scene's window, and keep the app delegate's method only for iOS 26 and earlier."
        case .iPhoneMasksIgnoredWhenResizable:
            "Lay the app out for any window size and aspect; if it must keep its orientations, set UIRequiresFullScreen, which on iOS 27 enables discrete resizing that honours them."
        case .layoutBranchesOnOrientation:
            "Decide the layout from the view's own size or its trait collection's size classes (viewWillTransition(to:with:)'s size, view.bounds, traitCollection), not from the interface or device orientation or UIScreen.main.bounds."
        case .statusBarOrientationDeprecated:
            "Read the window scene's interfaceOrientation (view.window?.windowScene?.interfaceOrientation) if the orientation itself matters, or the view's size for layout; to turn the interface, change supportedInterfaceOrientations and call setNeedsUpdateOfSupportedInterfaceOrientations()."
        case .preferredOrientationUnknown:
            "Return one of the controller's supported orientations on every path (UIInterfaceOrientationPortrait, or the current one when it is supported), never UIInterfaceOrientationUnknown; a delegate with nothing to say should return the container's own answer."
        case .maskChangedWithoutUpdate:
            "After assigning the variable, call setNeedsUpdateOfSupportedInterfaceOrientations() on the controller whose answer changed (for the app delegate's mask, the window's root view controller or the top presented one), for example in the variable's didSet inside if #available(iOS 16.0, *)."
        case .windowWithoutRootViewController:
            "Assign the controller to the window's rootViewController (window.rootViewController = controller) before application:didFinishLaunchingWithOptions: returns, instead of adding its view as a subview; to show several controllers at once, make a container controller the root."
        }
    }

    /// The public sources the finding rests on: its own, then those of the engine rule it applies.
    public var references: [Reference] {
        typealias R = Reference
        var own: [Reference]
        switch self {
        case .invalidOrientationOnPresentation: own = [R.habrIOS6Autorotation] + Rule.exception.references
        case .invalidOrientationOnRotation: own = [R.jdStatusBar105, R.salesforce3060] + Rule.exception.references
        case .preferredOrientationUnsupported: own = Rule.preferredOrientation.references
        case .dismissalPreferredOrientationUnsupported, .dismissalLandsInUnsupportedOrientation:
            own = [R.radar18176955] + Rule.preferredOrientation.references
        case .childOverrideIgnored: own = Rule.containerForwarding.references
        case .legacyMethodIgnored: own = [R.ios6ReleaseNotes] + Rule.legacyBridge.references
        case .modernMethodIgnoredBeforeIOS6: own = [R.uiViewControllerHeaderIOS9] + Rule.legacyAutorotation.references
        case .multitaskingIgnoresControllerMasks: own = Rule.multitasking.references
        case .nonFullScreenPresentationMaskIgnored: own = Rule.topmostFullScreen.references
        case .upsideDownWithoutHomeButton: own = Rule.deviceRestriction.references
        case .emptyOrientationList: own = Rule.appMaskZero.references
        case .missingOrientationList: own = Rule.appMask.references
        case .appMaskNotSuperset: own = Rule.effectiveMask.references
        case .iPadMultitaskingRequiresAllOrientations: own = [R.appStoreError90474, R.uiRequiresFullScreen]
        case .requiresFullScreenDeprecated: own = [R.uiRequiresFullScreen, R.tn3192, R.sudoku43]
        case .deadOrientation, .interfaceCannotFollowDevice: own = Rule.rotation.references
        case .explorationTruncated, .unreadValue, .suppressionWithoutReason, .unusedSuppression:
            own = [R.orientationServiceAPI]
        case .deviceOrientationKVCIgnored: own = [R.ipados16ReleaseNotes, R.webKitLinkedOnIOS16, R.firefoxIOS15687, R.fuselibs1454]
        case .attemptRotationDeprecated: own = [R.attemptRotationDoc, R.uiViewControllerSetNeedsUpdate]
        case .geometryRequestUnsupported:
            own = [R.requestGeometryUpdate, R.capawesomePlugins100, R.rtRootNavigation307]
        case .sizeTransitionNotForwarded: own = [R.viewWillTransitionDoc]
        case .sceneLifeCycleRequired:
            own = [R.tn3187SceneLifeCycle, R.wwdc2026ModernizeYourUIKitApp, R.uiKitUpdates2026, R.configurationForConnectingDoc]
        case .appDelegateOrientationMethodDeprecated:
            own = [
                R.sceneDelegateSupportedInterfaceOrientations, R.uiApplicationDelegateSupportedOrientations,
                R.uiApplicationSupportedOrientationsForWindow,
            ]
        case .iPhoneMasksIgnoredWhenResizable: own = [R.wwdc2026ModernizeYourUIKitApp, R.expo48173, R.expo48175]
        case .layoutBranchesOnOrientation: own = [R.wwdc2026ModernizeYourUIKitApp, R.uiScreenMainDoc]
        case .statusBarOrientationDeprecated:
            own = [R.statusBarOrientationDoc, R.setStatusBarOrientationDoc, R.zlPhotoBrowser1054, R.wwdc2026ModernizeYourUIKitApp]
        case .preferredOrientationUnknown: own = [R.hbdNavigationBar88] + Rule.preferredOrientation.references
        case .maskChangedWithoutUpdate: own = [R.uiViewControllerSetNeedsUpdate, R.ipados16ReleaseNotes, R.loop534]
        case .windowWithoutRootViewController:
            own = [R.qa1688, R.rrfpsBar10, R.iosGuitarTuner2, R.shmup7]
        }
        var seen: [Reference] = []
        for r in own where !seen.contains(r) { seen.append(r) }
        return seen
    }

    /// Where the rule comes from: the titles of its `references`, joined with "; ".
    public var source: String { references.titles }

    /// How sure the code is in general: the weakest of its own claims and the core claims of the rules it
    /// applies. A finding's own `confidence` is judged on its targets' versions instead.
    public var certainty: Certainty {
        var c = ownClaims.certainty
        for r in rules { c = c.capped(at: r.claims.filter(\.isCore).certainty) }
        return c
    }
}
