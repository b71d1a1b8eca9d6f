extension Policy {
    /// The situational claims a decision rests on, named where their situation arose, with the other answers of
    /// the ones disputed on the scenario's version.
    static func claimsUsed<S: ScenarioModel>(
        _ scenario: S, exception: UIKitException?, preferredException: Bool, preferred: InterfaceOrientation?,
        supported: InterfaceOrientationMask
    ) -> [ClaimUse] {
        var uses: [ClaimUse] = []
        let version = scenario.device.systemVersion
        if scenario.windowCount > 1 {
            uses.append(ClaimUse(rule: .decidingWindow, claim: .keyWindowDecides))
        }
        if exception != nil {
            if preferredException {
                uses.append(ClaimUse(rule: .exception, claim: .unsupportedPreferredRaises))
                let listText = version >= UIKitException.preferredOrientationListSince
                let used: Claim = listText ? .preferredReasonListText : .preferredReasonOldText
                var alternatives: [ClaimUse.Alternative] = []
                if used.certainty(on: version) == .disputed, let p = preferred {
                    let other = UIKitException.preferredOrientationNotSupported(p, supported: supported, listText: !listText)
                    alternatives.append(
                        ClaimUse.Alternative(
                            summary: "Where iOS \(version) still uses the \(listText ? "older" : "newer") text, UIKit raises with: \(other.reason)",
                            exception: other))
                }
                uses.append(ClaimUse(rule: .exception, claim: used, alternatives: alternatives))
            } else {
                uses.append(ClaimUse(rule: .exception, claim: .noCommonOrientationRaises))
                if version >= Claim.classNameInReasonFromIOS83.versions.since.earliest {
                    uses.append(ClaimUse(rule: .exception, claim: .classNameInReasonFromIOS83))
                }
            }
        }
        return uses
    }
}

extension Policy {
    /// On a phone from iOS 13, a page or form sheet (or a popover, which adapts to one) shown in landscape is in
    /// a compact-height size class, where Apple's pages say it behaves as full screen; UIKit's modern code still
    /// asks its presenter. The engine answers with the presenter and names the claim, with the answer UIKit
    /// would give if it asked the sheet instead (the same scenario with the sheets presented full screen).
    static func compactHeightSheetUse<S: ScenarioModel>(
        _ scenario: S, deferringStyle: ModalPresentationStyle?, orientations: [InterfaceOrientation],
        reshowingTopmost: Bool, engineAnswer: EngineAnswer
    ) -> ClaimUse? {
        guard scenario.device.idiom == .phone, scenario.device.systemVersion >= sheetsStopAdapting,
            let style = deferringStyle, sheetStyles.contains(style),
            orientations.contains(where: \.isLandscape)
        else { return nil }
        return alternativeUse(
            .sheetsFillInCompactHeight, scenario.tree, reshowingTopmost: reshowingTopmost, engineAnswer: engineAnswer,
            presentedFullScreen: { $0.modalPresentationStyle.map(sheetStyles.contains) ?? true }
        ) { d in
            let result =
                d.exception.map { "UIKit raises: \($0.reason)" }
                ?? "the interface ends in \(d.interfaceOrientation.name) (supported: \(d.supportedInterfaceOrientations.spoken))"
            return "If UIKit asks the \(style.name) presentation itself once it fills the window in landscape: \(result)."
        }
    }

    /// The styles a phone shows as a sheet from iOS 13 (a popover adapts to a form sheet).
    static let sheetStyles: Set<ModalPresentationStyle> = [.pageSheet, .formSheet, .automatic, .popover]

    /// What the engine answered, to compare a disputed claim's other answer with.
    typealias EngineAnswer = (outcome: Decision.Outcome, interfaceOrientation: InterfaceOrientation, exception: UIKitException?)

    /// A disputed claim's use with its other answer: the scenario decided again with the presentations
    /// `presentedFullScreen` picks presented full screen; nil when none is picked or the answer is the same
    /// (the dispute decides nothing then).
    static func alternativeUse(
        _ claim: Claim, _ scenario: Scenario, reshowingTopmost: Bool, engineAnswer: EngineAnswer,
        presentedFullScreen: (ViewController) -> Bool, summary: (Decision) -> String
    ) -> ClaimUse? {
        var alternative = scenario
        var changed = false
        for w in alternative.windows.indices {
            alternative.windows[w].rootViewController?.presentFullScreen(where: presentedFullScreen, &changed)
        }
        guard changed else { return nil }
        let d = evaluate(alternative, reshowingTopmost: reshowingTopmost, explaining: false)  // only the outcome is read
        guard
            d.outcome != engineAnswer.outcome || d.interfaceOrientation != engineAnswer.interfaceOrientation
                || d.exception?.reason != engineAnswer.exception?.reason
        else { return nil }
        return ClaimUse(
            rule: .topmostFullScreen, claim: claim,
            alternatives: [
                ClaimUse.Alternative(summary: summary(d), interfaceOrientation: d.interfaceOrientation, exception: d.exception)
            ])
    }
}

extension Policy {
    /// System controllers whose `automatic` style UIKit may map to full screen (the image picker's camera).
    static let systemControllersMappingAutomatic: Set<String> = ["UIImagePickerController"]

    /// From iOS 13 a system controller presented without a style (or `automatic`) may be shown full screen where
    /// the engine shows a sheet (claim `system-controllers-map-automatic`, disputed): named with that answer
    /// where it differs.
    static func systemControllerAutomaticUse<S: ScenarioModel>(
        _ scenario: S, reshowingTopmost: Bool, engineAnswer: EngineAnswer
    ) -> ClaimUse? {
        guard scenario.device.systemVersion >= sheetsStopAdapting,
            (scenario.app.linkedAgainst ?? scenario.device.systemVersion) >= sheetsStopAdapting
        else { return nil }
        return alternativeUse(
            .systemControllersMapAutomatic, scenario.tree, reshowingTopmost: reshowingTopmost, engineAnswer: engineAnswer,
            presentedFullScreen: { vc in
                systemControllersMappingAutomatic.contains(vc.name)
                    && (vc.modalPresentationStyle == nil || vc.modalPresentationStyle == .automatic)
            }
        ) { d in
            let result = d.exception.map { "UIKit raises: \($0.reason)" } ?? "the interface ends in \(d.interfaceOrientation.name)"
            return "If UIKit shows the system controller full screen (the image picker's camera): \(result)."
        }
    }
}

extension ViewController {
    /// Every presentation below this controller that `picked` chooses presented full screen instead; `changed`
    /// says whether there was one.
    mutating func presentFullScreen(where picked: (ViewController) -> Bool, _ changed: inout Bool) {
        for i in viewControllers.indices { viewControllers[i].presentFullScreen(where: picked, &changed) }
        guard var presented = presentedViewController else { return }
        if picked(presented) {
            presented.modalPresentationStyle = .fullScreen
            changed = true
        }
        presented.presentFullScreen(where: picked, &changed)
        presentedViewController = presented
    }
}
