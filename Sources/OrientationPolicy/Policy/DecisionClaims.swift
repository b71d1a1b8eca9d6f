extension Policy {
    /// The situational claims a decision rests on, named where their situation arose, with the other answers of
    /// the ones disputed on the scenario's version.
    static func claimsUsed(
        _ scenario: Scenario, exception: UIKitException?, preferredException: Bool, preferred: InterfaceOrientation?,
        supported: InterfaceOrientationMask
    ) -> [ClaimUse] {
        var uses: [ClaimUse] = []
        let version = scenario.device.systemVersion
        if scenario.windows.count > 1 {
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
                    alternatives.append(ClaimUse.Alternative(
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
