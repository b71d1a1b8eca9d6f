import Testing

@testable import OrientationPolicy

/// The timeline's and lint's claims as the public record supports them: what Apple states is documented, what
/// only logs and reports show is observed, and a claim holds no surer than the last version it was shown on.
@Suite("Timeline and lint claims: certainty as their sources allow")
struct TimelineLintClaimTests {
    /// iOS 6 release notes (setter with a 0 mask); renzifeng/ZFPlayer#880: "[Assert] … are no-ops on iOS 13.0".
    @Test(
        "the status bar setter is documented on iOS 6-12 and observed to be a no-op from iOS 13",
        arguments: [
            (SystemVersion(12), Certainty?.some(.documented), Certainty?.none),
            (SystemVersion(13), nil, .observed),
            (SystemVersion(15), nil, .inferred),
        ])
    func statusBarSetter(version: SystemVersion, setter: Certainty?, noOp: Certainty?) {
        #expect(Claim.statusBarOrientationSetter.certainty(on: version) == setter)
        #expect(Claim.statusBarOrientationSetterNoOpIOS13.certainty(on: version) == noOp)
    }

    /// UISceneError.Code.geometryRequestDenied says only "valid but the system denied the request"; the trigger
    /// and its text come from logs (RTRootNavigationController#307, capacitor-plugins#100, react-native-screens#3831).
    @Test("code 101 is documented, but that a refused mask yields it with its text is only observed")
    func geometryRequestDenied() {
        #expect(Claim.geometryRequestDeniedCode.certainty == .documented)
        #expect(Claim.geometryRequestDenied.certainty == .observed)
    }

    /// software-mansion/react-native-screens#3831 and #4117 (2026) both hedge the cache ("may"), and the merged fix
    /// for the same reproduction (expo/expo#44181) changed which controller answers: reasoning, not a log.
    @Test("a request judged against UIKit's cached mask is inferred from iOS 16, and does not apply before")
    func cachedMask() {
        #expect(Claim.supportedMaskCachedUntilUpdate.certainty(on: SystemVersion(26)) == .inferred)
        #expect(Claim.supportedMaskCachedUntilUpdate.certainty(on: SystemVersion(15)) == nil)
    }

    /// flutter/flutter#111587 (iOS 16) and react-native-orientation-locker#291 (iOS 17.x) quote the log.
    @Test(
        "the BUG IN CLIENT log is observed through iOS 17 and inferred after it",
        arguments: [
            (SystemVersion(16), Certainty.observed), (SystemVersion(17), .observed), (SystemVersion(18), .inferred),
        ])
    func kvcLog(version: SystemVersion, certainty: Certainty) {
        #expect(Claim.deviceOrientationKVCLogs.certainty(on: version) == certainty)
    }

    @Test("the UIDevice orientation shim for apps linked before iOS 16 rests on disassembly only")
    func kvcShimInferred() {
        #expect(Claim.deviceOrientationKVCShimmed.certainty == .inferred)
    }

    /// Crash logs show the presenter asked on dismissal; Open Radars 18176955 and 22401547 show presenters left
    /// unrotated; Bytedance-UnionAD#105 says an ordinary dismissal did not ask at all.
    @Test("rotating back on a dismissal is disputed")
    func dismissalDisputed() {
        #expect(TimelineRule.dismissal.certainty == .disputed)
        #expect(Claim.presenterLeftUnrotated.certainty == .disputed)
    }

    /// wangling.me (2010) is the only public report found.
    @Test(
        "hidden controllers missing rotation callbacks is observed on iPhone OS 4 and inferred later",
        arguments: [
            (SystemVersion(4), Certainty.observed), (SystemVersion(8), .inferred),
        ])
    func hiddenControllers(version: SystemVersion, certainty: Certainty) {
        #expect(Claim.hiddenControllersGetNoCallbacks.certainty(on: version) == certainty)
    }

    /// Open Radar 19592583: from iOS 8 a hidden window's root controller was consulted.
    @Test("which window decides after showing, hiding or keying windows is disputed")
    func windowsDisputed() {
        #expect(TimelineRule.windows.certainty == .disputed)
    }

    /// WWDC 2026 session 278 ("Modernize your UIKit app") says it; expo/expo#48173 had reported it before.
    @Test("iOS 27 treating masks as preferences while resizable is documented, and absent before 27")
    func resizableIOS27() {
        #expect(Claim.resizableAppsTreatMasksAsPreferences.certainty(on: SystemVersion(27)) == .documented)
        #expect(Claim.resizableAppsTreatMasksAsPreferences.certainty(on: SystemVersion(26)) == nil)
    }

    /// UIKit updates (June 2026) and TN3187.
    @Test("an app built with the iOS 27 SDK needs the scene life cycle to launch: documented")
    func sceneLifeCycle() {
        #expect(Claim.sceneLifeCycleRequiredIOS27.certainty(on: SystemVersion(27)) == .documented)
    }

    /// Apple says only that the mask "must not be 0"; nothing public shows how an empty list is read.
    @Test("an empty orientation list being a 0 mask is disputed")
    func emptyList() {
        #expect(Claim.emptyListIsZeroMask.certainty == .disputed)
        #expect(LintCode.emptyOrientationList.certainty == .disputed)
    }

    /// expo/eas-cli#179 (2020), apache/cordova-ios#1620 (2026): a validation message, not a documentation page.
    @Test("App Store error 90474 is observed in validation logs through today")
    func appStore90474() {
        #expect(Claim.appStoreRequiresAllOrientations.certainty(on: SystemVersion(26)) == .observed)
    }

    /// The iOS 6 release notes' compatibility paragraph against reports that the old method is never called.
    @Test("shouldAutorotateToInterfaceOrientation: being ignored on iOS 6+ is disputed")
    func legacyMethodDisputed() {
        #expect(LintCode.legacyMethodIgnored.certainty == .disputed)
    }

    /// WWDC 2026 session 278: honoured on iPhone in resizable environments, as discrete resizing that honours the
    /// supported orientations (expo/expo#48175 had reported it; a listing calls the opt-out ignored).
    @Test(
        "what UIRequiresFullScreen does on iOS 27 is documented, and the claim does not touch iOS 26",
        arguments: [
            (SystemVersion(27), Certainty?.some(.documented)), (SystemVersion(26), nil),
        ])
    func requiresFullScreenIOS27(version: SystemVersion, certainty: Certainty?) {
        #expect(Claim.requiresFullScreenOnIOS27.certainty(on: version) == certainty)
    }
}
