extension Rule {
    /// The claims the rule is made of, the defining one first (the `Claim` ledger). Read from a table built once:
    /// certainty is judged on every step a decision encodes, and a fresh array per read would allocate.
    public var claims: [Claim] { Rule.claimTable[ordinal] }

    static let claimTable: [[Claim]] = Rule.allCases.map(\.claimList)

    private var claimList: [Claim] {
        typealias C = Claim
        switch self {
        case .decidingWindow: return [C.rootControllerDecides, C.keyWindowDecides]
        case .appMask:
            return [
                C.delegateMaskReplacesInfoPlist, C.infoPlistDeviceModifiers, C.missingListIdiomDefault,
                C.sceneDelegateMaskReplacesInfoPlist, C.appDelegateMaskWinsOverSceneDelegate, C.appDelegateOrientationsDeprecated,
            ]
        case .appMaskZero: return [C.zeroAppMaskWidened, C.appMaskMustNotBeZero]
        case .launchOrientation: return [C.launchInSupportedOrientation]
        case .topmostFullScreen:
            return [
                C.fullScreenPresentationDecides, C.sheetsDeferOnRegularSizeClasses, C.overFullScreenFromIOS8,
                C.sheetsAdaptInCompactWidthBeforeIOS13, C.sheetsFillInCompactHeight, C.popoverAdaptsToFormSheet,
                C.automaticIsSheet, C.systemControllersMapAutomatic,
            ]
        case .controllerMask: return [C.controllerMaskDefaults, C.shouldAutorotateNoBlocksRotation]
        case .containerForwarding: return [C.containersDoNotConsultChildren, C.containerDelegatesAnswer]
        case .presentedForwarding: return [C.presentedForwardingIsAppCode]
        case .legacyAutorotation: return [C.legacyShouldAutorotateDecides]
        case .legacyBridge: return [C.legacyBridgeAsWritten]
        case .coincidingOrientations: return [C.overFullScreenChainCoincides]
        case .deviceRestriction: return [C.noUpsideDownWithoutHomeButton]
        case .multitasking:
            return [
                C.multitaskingIgnoresControllerMasks, C.requiresFullScreenOptsOut, C.requiresFullScreenIgnoredFromVersion,
                C.resizableEnvironmentsIgnoreMasks, C.resizableSceneRaisesNothing, C.requiresFullScreenOnIOS27,
                C.iPhoneMirroringAlwaysPortrait, C.iPhoneMirroringRequiresFullScreen, C.iPhoneAppsOnIPadBeforeIOS27,
                C.iPhoneMirroringBeforeIOS27,
            ]
        case .effectiveMask: return [C.masksIntersected]
        case .exception:
            return [
                C.noCommonOrientationRaises, C.unsupportedPreferredRaises, C.classNameInReasonFromIOS83,
                C.preferredReasonOldText, C.preferredReasonListText,
            ]
        case .preferredOrientation: return [C.presentedInPreferredOrientation]
        case .rotation: return [C.deviceTurnRotatesWhenAllowed]
        case .outcome: return [C.outcomeIsAPI, C.sceneLifeCycleRequiredIOS27]
        }
    }
}
