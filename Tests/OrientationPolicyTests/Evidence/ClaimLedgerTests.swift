import Testing

@testable import OrientationPolicy

/// The evidence ledger: every claim has evidence of a kind its source can give, certainty is never stronger than
/// that evidence, and the versions the engine switches at are the claims' own bounds.
@Suite("Claim ledger: evidence, derived certainty and version bounds")
struct ClaimLedgerTests {
    @Test("every rule, timeline rule and lint code rests on at least one claim")
    func everythingHasClaims() {
        for r in Rule.allCases { #expect(!r.claims.isEmpty, "\(r.id)") }
        for r in TimelineRule.allCases { #expect(!r.claims.isEmpty, "\(r.id)") }
        for c in LintCode.allCases { #expect(!c.ownClaims.isEmpty || !c.rules.isEmpty, "\(c.rawValue)") }
    }

    @Test("claim ids are unique across the ledger")
    func uniqueIDs() {
        var seen = Set<String>()
        for r in Rule.allCases { for c in r.claims { seen.insert(c.id) } }
        #expect(Set(ClaimLedger.all.map(\.id)).count == ClaimLedger.all.count)
        #expect(seen.isSubset(of: Set(ClaimLedger.all.map(\.id))))
    }

    @Test("every claim has evidence, each piece saying something")
    func everyClaimHasEvidence() {
        for c in ClaimLedger.all {
            #expect(!c.evidence.isEmpty, "\(c.id)")
            for e in c.evidence { #expect(!e.says.isEmpty, "\(c.id)") }
        }
    }

    /// Only Apple's own text makes a claim documented: documentation evidence must cite an Apple page, release
    /// notes, a technote or a Q&A; header evidence an SDK header; logs and reports a public issue, radar or
    /// article; reasoning the claims it rests on and nothing else.
    @Test("each piece of evidence cites a source of its kind")
    func evidenceKindsMatchSources() {
        for c in ClaimLedger.all {
            for e in c.evidence {
                switch e.kind {
                case .appleDocumentation:
                    let r = e.reference
                    #expect(r?.publisher == "Apple", "\(c.id)")
                    #expect([.documentation, .technote, .releaseNotes].contains(r?.kind), "\(c.id)")
                case .sdkHeader:
                    #expect(e.reference?.kind == .header && e.reference?.publisher == "Apple", "\(c.id)")
                case .crashLog:
                    #expect([.issue, .radar].contains(e.reference?.kind), "\(c.id)")
                case .developerReport:
                    #expect([.issue, .radar, .article, .documentation].contains(e.reference?.kind), "\(c.id)")
                    #expect(e.reference?.publisher != "Apple" || e.reference?.url == nil, "\(c.id): Apple's own text is documentation")
                case .reverseEngineering:
                    #expect([.disassembly, .header].contains(e.reference?.kind) && e.reference?.publisher != "Apple", "\(c.id)")
                case .reasoning:
                    #expect(e.reference == nil && !e.restsOn.isEmpty, "\(c.id)")
                    for id in e.restsOn { #expect(ClaimLedger.claim(id) != nil, "\(c.id) rests on unknown \(id)") }
                case .definition:
                    #expect(e.reference == .orientationServiceAPI, "\(c.id)")
                }
            }
        }
    }

    @Test("a piece of evidence with a public source links it or names the SDK header it is in")
    func sourcesCanBeOpened() {
        for c in ClaimLedger.all {
            for e in c.evidence {
                guard let r = e.reference, e.kind != .definition, e.kind != .reverseEngineering else { continue }
                #expect(r.url != nil || r.kind == .header || r.unverified != nil, "\(c.id): \(r.id)")
            }
        }
    }

    @Test("no claim is surer than its strongest evidence allows")
    func certaintyNeverExceedsEvidence() {
        for c in ClaimLedger.all {
            let strongest = c.evidence.map(\.kind.strongestCertainty).max() ?? .disputed
            #expect(c.certainty <= strongest, "\(c.id)")
            if c.conflict != nil || !c.versions.boundsKnown { #expect(c.certainty == .disputed, "\(c.id)") }
            if !c.evidence.contains(where: { [.appleDocumentation, .sdkHeader, .definition].contains($0.kind) }) {
                #expect(c.certainty != .documented, "\(c.id): only Apple's text documents")
            }
        }
    }

    @Test("reasoning never forms a cycle")
    func reasoningIsAcyclic() {
        func visit(_ id: String, _ path: [String]) -> Bool {
            if path.contains(id) { return false }
            guard let c = ClaimLedger.claim(id) else { return true }
            return c.evidence.flatMap(\.restsOn).allSatisfy { visit($0, path + [id]) }
        }
        for c in ClaimLedger.all { #expect(visit(c.id, []), "\(c.id)") }
    }

    @Test("a rule is as sure as its weakest claim")
    func ruleIsWeakestClaim() {
        for r in Rule.allCases { #expect(r.certainty == r.claims.map(\.certainty).min(), "\(r.id)") }
        for r in TimelineRule.allCases { #expect(r.certainty == r.claims.map(\.certainty).min(), "\(r.id)") }
    }

    /// docs/rules.md is generated from the same claims (pinned by the markdown test), so its versions and the
    /// code's switches agree when each switch is read from a claim bound.
    @Test("the engine's version switches are the bounds its claims state")
    func switchesAreClaimBounds() {
        #expect(Policy.coincidingOrientationsSince == Claim.overFullScreenChainCoincides.versions.since.engineUses)
        #expect(Policy.zeroApplicationMaskWidenedSince == Claim.zeroAppMaskWidened.versions.since.engineUses)
        #expect(Policy.sheetsStopAdapting == Claim.automaticIsSheet.versions.since.earliest)
        #expect(Policy.multitaskingSince == Claim.multitaskingIgnoresControllerMasks.versions.since.earliest)
        #expect(UIKitException.preferredOrientationListSince == Claim.preferredReasonListText.versions.since.engineUses)
        #expect(UIKitException.classNameInReasonSince == Claim.classNameInReasonFromIOS83.versions.since.engineUses)
        #expect(Rule.coincidingOrientations.iOSVersions.contains("(start unknown)"))
    }

    // The nine claims found not to hold as stated, each answered as the evidence allows.

    /// Appboy/appboy-ios-sdk#54 (March 2016, old text) and zhengwenming/WMPlayer#95 (May 2017, new text).
    @Test(
        "the preferred-orientation text switch is disputed between iOS 9.3 and 10.3, and known on either side",
        arguments: [
            (SystemVersion(9, 2), Certainty.observed), (SystemVersion(9, 3), .disputed), (SystemVersion(10, 2), .disputed),
            (SystemVersion(10, 3), .observed), (SystemVersion(17, 0), .observed),
        ])
    func preferredTextSwitch(version: SystemVersion, certainty: Certainty) {
        let used: Claim = version >= UIKitException.preferredOrientationListSince ? .preferredReasonListText : .preferredReasonOldText
        #expect(used.certainty(on: version) == certainty)
    }

    /// UIModalPresentationStyle.overFullScreen (Apple): iOS 8.0+; the chain itself rests on a private selector.
    @Test("over-full-screen exists from iOS 8, and the coinciding chain is no surer than inferred")
    func overFullScreenClaims() {
        #expect(Claim.overFullScreenFromIOS8.versions.since.earliest == SystemVersion(8))
        #expect(Claim.overFullScreenChainCoincides.certainty(on: SystemVersion(26)) == .inferred)
        #expect(Claim.overFullScreenChainCoincides.certainty(on: SystemVersion(16)) == .disputed)
        #expect(Claim.overFullScreenChainCoincides.certainty(on: SystemVersion(7)) == nil)
    }

    /// UIModalPresentationStyle.pageSheet/formSheet (Apple) against the disassembly: who decides is disputed.
    @Test("a sheet on a phone in compact height is disputed from iOS 13")
    func sheetsInCompactHeightDisputed() {
        #expect(Claim.sheetsFillInCompactHeight.certainty(on: SystemVersion(17)) == .disputed)
        #expect(Claim.sheetsFillInCompactHeight.certainty(on: SystemVersion(12)) == nil)
    }

    /// iOS & iPadOS 16 release notes: deprecated and replaced, not shown to do nothing.
    @Test("attemptRotationToDeviceOrientation after iOS 16 is disputed, before it documented")
    func attemptRotationClaims() {
        #expect(TimelineRule.attemptRotation.certainty(on: SystemVersion(15)) == .documented)
        #expect(TimelineRule.attemptRotation.certainty(on: SystemVersion(17)) == .disputed)
    }

    @Test("selecting a tab does not rotate is only inferred from the iOS 6 notes")
    func tabSelectionInferred() {
        #expect(TimelineRule.tabSelection.certainty == .inferred)
    }

    /// longitachi/ZLPhotoBrowser#1054 quotes UIKit's iOS 27 log.
    @Test("the status bar orientation API is observed to be a no-op from iOS 27")
    func statusBarIOS27() {
        #expect(Claim.statusBarOrientationNoOpIOS27.certainty(on: SystemVersion(27)) == .observed)
        #expect(Claim.statusBarOrientationNoOpIOS27.certainty(on: SystemVersion(26)) == nil)
    }

    @Test(
        "a claim last seen on an older iOS is at most inferred past it",
        arguments: [
            (SystemVersion(7), Certainty.documented), (SystemVersion(12), .inferred),
        ])
    func pastLastSeen(version: SystemVersion, certainty: Certainty) {
        #expect(Claim.launchInSupportedOrientation.certainty(on: version) == certainty)
    }
}
