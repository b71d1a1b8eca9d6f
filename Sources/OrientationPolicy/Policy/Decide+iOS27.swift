extension Policy {
    /// The answer for an app that never starts (`failsToLaunchWithoutScenes`): no rule after launch is asked.
    /// `interfaceOrientation` echoes the request's, or when launching the orientation the launch rule gives.
    static func doesNotLaunch<S: ScenarioModel>(_ scenario: S) -> Decision {
        let app = infoPlistApplicationOrientations(scenario.app.infoPlist, idiom: scenario.device.idiom)
        let current =
            scenario.interfaceOrientation
            ?? launchOrientation(
                infoPlist: scenario.app.infoPlist, device: scenario.device, deviceOrientation: scenario.deviceOrientation
            ).interfaceOrientation
        let text =
            "Built with the iOS 27 SDK and without a scene configuration (no UIApplicationSceneManifest, no configurationForConnecting, no SwiftUI App), the app does not launch on iOS 27: no window is shown and no orientation rule is asked."
        return Decision(
            outcome: .doesNotLaunch, interfaceOrientation: current, supportedInterfaceOrientations: [],
            applicationOrientations: app, topmostViewController: nil, preferredInterfaceOrientationForPresentation: nil,
            exception: nil, explanation: [Rule.outcome.step(.text(text))], systemVersion: scenario.device.systemVersion,
            claimsUsed: [ClaimUse(rule: .outcome, claim: .sceneLifeCycleRequiredIOS27)])
    }

    static let appDelegateDeprecatedText =
        "application(_:supportedInterfaceOrientationsFor:) and UIApplication.supportedInterfaceOrientations(for:) are deprecated in iOS 27: the scene delegate's supportedInterfaceOrientations(for:) replaces them."

    /// The multitasking step for a request that names its environment; nil where nothing differs from the rules
    /// without one (full screen, or an iPad app in a resizable window before iOS 27, which the iPad multitasking
    /// step explains).
    static func environmentText(_ treatment: EnvironmentTreatment, _ environment: Device.Environment?) -> String? {
        switch treatment {
        case .masksArePreferences:
            return environment == .iPhoneAppOnIPad
                ? "An iPhone app on iPad (iOS 27) is fully resizable under the phone idiom: its supported orientations are a preference, ignored while it is resizable, so the scene takes the device's orientation, controller masks and shouldAutorotate are not asked, and nothing is raised."
                : "An iPad app in a resizable window (iOS 27): its supported orientations are a preference, ignored while it is resizable (the iPad multitasking rule widened to any Info.plist list), so the scene takes the device's orientation, controller masks and shouldAutorotate are not asked, and nothing is raised."
        case .alwaysPortrait:
            return
                "iPhone Mirroring (iOS 27): the window is fully resizable and the app always runs in the portrait interface orientation, whatever its masks and the window's aspect."
        case .discreteResizing:
            return
                "UIRequiresFullScreen in a resizable environment (iOS 27): it no longer opts out of resizing but enables discrete resizing that honours the supported orientations, so the masks decide as full screen."
        case .asBefore:
            switch environment {
            case .iPhoneAppOnIPad:
                return
                    "An iPhone app on iPad before iOS 27 is decided by the phone's own rules; no public source describing it was found."
            case .iPhoneMirroring:
                return "iPhone Mirroring before iOS 27 is decided as on the iPhone; no public source describing it was found."
            case .fullScreen, .resizableWindow, nil:
                return nil
            }
        }
    }

    /// The claims an environment or a delegate's mask adds to a decision, with the other answers of the disputed
    /// ones (each computed by deciding the scenario again the other way, named only where it differs).
    static func appendEnvironmentUses<S: ScenarioModel>(
        _ st: OrientationState, _ scenario: S, reshowingTopmost: Bool, engineAnswer: EngineAnswer, to claims: inout [ClaimUse]
    ) {
        let version = scenario.device.systemVersion
        switch st.declaredApplicationOrientations.source {
        case .sceneDelegate:
            claims.append(ClaimUse(rule: .appMask, claim: .sceneDelegateMaskReplacesInfoPlist))
        case .delegate where version >= sceneDelegateMaskSince:
            claims.append(ClaimUse(rule: .appMask, claim: .appDelegateOrientationsDeprecated))
            let sceneAnswers =
                scenario.app.supportedInterfaceOrientationsForWindowScene != nil
                || st.windowIndex.map { scenario.windowTraits($0).supportedInterfaceOrientationsForWindowScene != nil } ?? false
            if sceneAnswers {
                var other = scenario.tree
                other.app.supportedInterfaceOrientationsForWindow = nil
                for w in other.windows.indices { other.windows[w].supportedInterfaceOrientationsForWindow = nil }
                if let use = otherAnswerUse(
                    .appDelegateMaskWinsOverSceneDelegate, rule: .appMask, other, reshowingTopmost: reshowingTopmost,
                    engineAnswer: engineAnswer, lead: "If the scene delegate's answer wins")
                {
                    claims.append(use)
                }
            }
        default: break
        }
        switch st.environmentTreatment {
        case .masksArePreferences, .alwaysPortrait:
            claims.append(
                ClaimUse(
                    rule: .multitasking,
                    claim: st.environmentTreatment == .alwaysPortrait ? .iPhoneMirroringAlwaysPortrait : .resizableEnvironmentsIgnoreMasks))
            if let x = st.exceptionIfMasksHonoured {
                claims.append(
                    ClaimUse(
                        rule: .multitasking, claim: .resizableSceneRaisesNothing,
                        alternatives: [
                            ClaimUse.Alternative(summary: "If UIKit still raises in a resizable scene: \(x.reason)", exception: x)
                        ]))
            }
            if st.environmentTreatment == .alwaysPortrait,
                requiresFullScreen(scenario.app.infoPlist, idiom: scenario.device.idiom, on: version)
            {
                var other = scenario.tree
                other.device.environment = .fullScreen
                if let use = otherAnswerUse(
                    .iPhoneMirroringRequiresFullScreen, rule: .multitasking, other, reshowingTopmost: reshowingTopmost,
                    engineAnswer: engineAnswer, lead: "If UIRequiresFullScreen's discrete resizing wins and the masks decide")
                {
                    claims.append(use)
                }
            }
        case .discreteResizing:
            break
        case .asBefore:
            if scenario.device.environment == .iPhoneAppOnIPad {
                claims.append(ClaimUse(rule: .multitasking, claim: .iPhoneAppsOnIPadBeforeIOS27))
            } else if scenario.device.environment == .iPhoneMirroring {
                claims.append(ClaimUse(rule: .multitasking, claim: .iPhoneMirroringBeforeIOS27))
            }
        }
    }

    /// A disputed claim's use whose other answer is `other` decided; nil when that answer is the engine's.
    static func otherAnswerUse(
        _ claim: Claim, rule: Rule, _ other: Scenario, reshowingTopmost: Bool, engineAnswer: EngineAnswer, lead: String
    ) -> ClaimUse? {
        let d = evaluate(other, reshowingTopmost: reshowingTopmost, explaining: false)  // only the outcome is read
        guard
            d.outcome != engineAnswer.outcome || d.interfaceOrientation != engineAnswer.interfaceOrientation
                || d.exception?.reason != engineAnswer.exception?.reason
        else { return nil }
        let result =
            d.exception.map { "UIKit raises: \($0.reason)" }
            ?? "the interface ends in \(d.interfaceOrientation.name) (supported: \(d.supportedInterfaceOrientations.spoken))"
        return ClaimUse(
            rule: rule, claim: claim,
            alternatives: [
                ClaimUse.Alternative(summary: "\(lead): \(result).", interfaceOrientation: d.interfaceOrientation, exception: d.exception)
            ])
    }
}
