/// What each lint code rests on: the engine rules it applies and the claims of its own (named whatever the
/// situation, since a finding of this code is that situation).
extension LintCode {
    /// The engine rules whose core claims a finding of this code rests on.
    public var rules: [Rule] {
        switch self {
        case .invalidOrientationOnPresentation: [.topmostFullScreen, .effectiveMask, .exception]
        case .invalidOrientationOnRotation: [.effectiveMask, .exception]
        case .preferredOrientationUnsupported, .dismissalPreferredOrientationUnsupported: [.preferredOrientation, .exception]
        case .dismissalLandsInUnsupportedOrientation: [.preferredOrientation]
        case .childOverrideIgnored: [.containerForwarding]
        case .legacyMethodIgnored: [.controllerMask]
        case .modernMethodIgnoredBeforeIOS6: [.legacyAutorotation]
        case .multitaskingIgnoresControllerMasks, .requiresFullScreenDeprecated: [.multitasking]
        case .nonFullScreenPresentationMaskIgnored: [.topmostFullScreen]
        case .upsideDownWithoutHomeButton: [.deviceRestriction]
        case .emptyOrientationList: [.appMaskZero]
        case .missingOrientationList: [.appMask]
        case .appMaskNotSuperset: [.effectiveMask]
        case .iPadMultitaskingRequiresAllOrientations: [.multitasking]
        case .deadOrientation, .interfaceCannotFollowDevice: [.rotation, .effectiveMask]
        case .explorationTruncated, .unreadValue, .suppressionWithoutReason, .unusedSuppression: []
        case .deviceOrientationKVCIgnored, .attemptRotationDeprecated, .geometryRequestUnsupported: []
        case .windowWithoutRootViewController: [.decidingWindow]
        case .sizeTransitionNotForwarded: []
        case .sceneLifeCycleRequired, .appDelegateOrientationMethodDeprecated, .iPhoneMasksIgnoredWhenResizable,
            .layoutBranchesOnOrientation, .statusBarOrientationDeprecated:
            []
        case .preferredOrientationUnknown: [.preferredOrientation, .exception]
        case .maskChangedWithoutUpdate: []
        }
    }

    /// The claims a finding of this code rests on beyond its rules' core claims.
    public var ownClaims: [Claim] {
        typealias C = Claim
        switch self {
        case .invalidOrientationOnPresentation, .invalidOrientationOnRotation: return [C.noCommonOrientationRaises]
        case .preferredOrientationUnsupported: return [C.unsupportedPreferredRaises]
        case .dismissalPreferredOrientationUnsupported: return [C.unsupportedPreferredRaises, C.dismissalReevaluates]
        case .dismissalLandsInUnsupportedOrientation: return [C.dismissalReevaluates, C.presenterLeftUnrotated]
        case .childOverrideIgnored: return [C.containersDoNotConsultChildren]
        case .legacyMethodIgnored: return [C.legacyMethodNotCalled]
        case .modernMethodIgnoredBeforeIOS6: return [C.modernMethodAbsentBeforeIOS6]
        case .multitaskingIgnoresControllerMasks: return [C.multitaskingIgnoresControllerMasks, C.requiresFullScreenOnIOS27]
        case .nonFullScreenPresentationMaskIgnored: return [C.sheetsDeferOnRegularSizeClasses]
        case .upsideDownWithoutHomeButton: return [C.noUpsideDownWithoutHomeButton]
        case .emptyOrientationList: return [C.appMaskMustNotBeZero, C.emptyListIsZeroMask]
        case .missingOrientationList: return [C.missingListIdiomDefault]
        case .appMaskNotSuperset: return [C.masksIntersected]
        case .iPadMultitaskingRequiresAllOrientations: return [C.appStoreRequiresAllOrientations, C.requiresFullScreenOnIOS27]
        case .requiresFullScreenDeprecated: return [C.requiresFullScreenOptsOut, C.requiresFullScreenOnIOS27]
        case .deadOrientation, .interfaceCannotFollowDevice: return [C.deviceTurnRotatesWhenAllowed]
        case .explorationTruncated, .unreadValue: return [C.lintExploresBoundedStates]
        case .suppressionWithoutReason, .unusedSuppression: return [C.suppressionsAreThisToolsOwn]
        case .deviceOrientationKVCIgnored: return [C.deviceOrientationKVCIgnored]
        case .attemptRotationDeprecated: return [C.attemptRotationIsDeprecated]
        case .geometryRequestUnsupported: return [C.geometryRequestDenied, C.requestJudgedBeforeLaterAssignment]
        case .windowWithoutRootViewController: return [C.rootlessWindowNotAsked, C.rootlessWindowRaisesAtLaunch]
        case .sizeTransitionNotForwarded: return [C.sizeTransitionForwardedBySuper]
        case .sceneLifeCycleRequired: return [C.sceneLifeCycleRequiredIOS27, C.sceneConfigurationAdoptsSceneLifeCycle]
        case .appDelegateOrientationMethodDeprecated: return [C.appDelegateOrientationMethodDeprecatedIOS27]
        case .iPhoneMasksIgnoredWhenResizable:
            return [C.iPhoneAppsResizableOnIOS27, C.requiresFullScreenDiscreteResizingIOS27]
        case .layoutBranchesOnOrientation: return [C.interfaceOrientationNotForLayoutIOS27]
        case .statusBarOrientationDeprecated:
            return [C.statusBarOrientationDeprecated, C.statusBarOrientationNoOpIOS27, C.statusBarOrientationSetterNoOpIOS13]
        case .preferredOrientationUnknown: return [C.unsupportedPreferredRaises, C.unknownOrientationInNoMask]
        case .maskChangedWithoutUpdate: return [C.maskKeptUntilUpdate]
        }
    }
}

extension Claim {
    public static let legacyMethodNotCalled = Claim(
        "legacy-method-not-called",
        "From iOS 6 UIKit does not call shouldAutorotateToInterfaceOrientation: on a controller that implements the iOS 6 methods.",
        versions: .since(SystemVersion(6)),
        evidence: [
            Evidence(
                .appleDocumentation, Reference.ios6ReleaseNotes,
                says: "shouldAutorotateToInterfaceOrientation: is deprecated; supportedInterfaceOrientations and shouldAutorotate replace it."),
            Evidence(.developerReport, Reference.kevinMcNeish2012, says: "The old method is never called on iOS 6 and still called on iOS 5."),
        ],
        conflict:
            "The same release notes say controllers that still implement only the old method have its answer synthesised into the new one; the engine follows the first reading for a controller without the iOS 6 methods."
    )
    public static let modernMethodAbsentBeforeIOS6 = Claim(
        "modern-method-absent-before-ios6",
        "supportedInterfaceOrientations and shouldAutorotate exist from iOS 6.0; earlier versions never call them.",
        versions: VersionSpan(since: .exactly(.oldestModelled), through: .until(.exactly(SystemVersion(6)))),
        evidence: [
            Evidence(.sdkHeader, Reference.uiViewControllerHeaderIOS9, says: "supportedInterfaceOrientations is marked available from iOS 6.0.")
        ])
    public static let appStoreRequiresAllOrientations = Claim(
        "app-store-requires-all-orientations",
        "App Store validation rejects an iPad app that supports multitasking without all four orientations (error 90474).",
        versions: .since(SystemVersion(9)), devices: "iPads",
        evidence: [
            Evidence(
                .crashLog, Reference.easCLI179,
                says: "ITMS-90474: Invalid Bundle. iPad Multitasking support requires these orientations (all four)."),
            Evidence(
                .crashLog, Reference.cordovaIOS1620,
                says: "In 2026 validation still asks for all four orientations to support iPad multitasking unless the app requires full screen."),
        ])
    public static let suppressionsAreThisToolsOwn = Claim(
        "suppressions-are-this-tools-own",
        "An orientation-lint suppression comment needs a reason and must silence a finding; these checks are about the comments, not UIKit.",
        evidence: [Evidence(.definition, Reference.orientationServiceAPI, says: "This service's own suppression syntax.")])
    public static let attemptRotationIsDeprecated = Claim(
        "attempt-rotation-is-deprecated",
        "attemptRotationToDeviceOrientation is deprecated from iOS 16, replaced by setNeedsUpdateOfSupportedInterfaceOrientations.",
        versions: .since(SystemVersion(16)),
        evidence: [
            Evidence(.appleDocumentation, Reference.attemptRotationDoc, says: "Available iOS 5.0-16.0: deprecated in 16.0."),
            Evidence(
                .appleDocumentation, Reference.ipados16ReleaseNotes,
                says: "attemptRotationToDeviceOrientation is deprecated in favour of setNeedsUpdateOfSupportedInterfaceOrientations."),
        ])
    public static let lintExploresBoundedStates = Claim(
        "lint-explores-bounded-states",
        "Lint explores a bounded number of states and skips the checks whose values it could not read.",
        evidence: [Evidence(.definition, Reference.orientationServiceAPI, says: "This service's own exploration bound and unread-value report.")])
}
