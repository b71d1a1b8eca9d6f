import Testing

@testable import OrientationPolicy

/// Where the app runs (`Device.Environment`), from WWDC 2026 session 278 "Modernize your UIKit app": on iOS 27 a
/// resizable environment treats the masks as a preference and ignores them, iPhone Mirroring always runs in
/// portrait, `UIRequiresFullScreen` asks for discrete resizing that honours the masks; before 27 the environments
/// keep the rules the engine had.
@Suite("Environments (iOS 27: resizable windows, iPhone apps on iPad, iPhone Mirroring)")
struct EnvironmentTests {
    static func device(_ idiom: Idiom, _ v: SystemVersion, _ e: Device.Environment?) -> Device {
        Device(idiom: idiom, systemVersion: v, environment: e)
    }

    /// A portrait-only iPhone app (Info.plist and root both portrait), the device turned to landscape.
    static func portraitOnlyPhoneApp(_ v: SystemVersion, _ e: Device.Environment?, fullScreen: Bool? = nil) -> Scenario {
        scenario(
            device(.phone, v, e), plist: plist([.portrait], fullScreen: fullScreen), root: vc("Root", .portrait),
            current: .portrait, deviceOrientation: .landscapeLeft)
    }

    /// A landscape-only game on a phone-idiom environment, launching.
    static func landscapeGame(_ v: SystemVersion, _ e: Device.Environment?, fullScreen: Bool? = nil) -> Scenario {
        scenario(
            device(.phone, v, e), plist: plist([.landscapeRight, .landscapeLeft], fullScreen: fullScreen),
            root: vc("Game", .landscape), current: nil)
    }

    @Test(
        "on iOS 27 a portrait-only iPhone app in a resizable environment turns with the device",
        arguments: [Device.Environment.iPhoneAppOnIPad])
    func resizableIgnoresMasks(e: Device.Environment) {
        let d = Policy.decide(Self.portraitOnlyPhoneApp(version(27), e))
        #expect(d.outcome == .rotated)
        #expect(d.interfaceOrientation == .landscapeRight)
        #expect(d.claimsUsed.map(\.claim).contains(Claim.resizableEnvironmentsIgnoreMasks.id))
    }

    @Test(
        "the same app keeps its masks full screen, and in every environment before iOS 27",
        arguments: [
            (version(27), Device.Environment?.none), (version(27), .fullScreen), (version(26), .iPhoneAppOnIPad),
            (version(26), .iPhoneMirroring),
        ])
    func masksHonouredOtherwise(v: SystemVersion, e: Device.Environment?) {
        let d = Policy.decide(Self.portraitOnlyPhoneApp(v, e))
        #expect(d.outcome == .unchanged)
        #expect(d.interfaceOrientation == .portrait)
    }

    @Test("before iOS 27 an iPhone app on iPad names the claim that no source describes it")
    func beforeIOS27NamesItsClaim() {
        let d = Policy.decide(Self.portraitOnlyPhoneApp(version(26), .iPhoneAppOnIPad))
        #expect(d.claimsUsed.map(\.claim) == [Claim.iPhoneAppsOnIPadBeforeIOS27.id])
        #expect(d.certainty(of: .multitasking) == .inferred)
    }

    @Test("in iPhone Mirroring on iOS 27 a portrait-only app stays portrait when the device turns")
    func mirroringStaysPortrait() {
        let d = Policy.decide(Self.portraitOnlyPhoneApp(version(27), .iPhoneMirroring))
        #expect(d.outcome == .unchanged)
        #expect(d.interfaceOrientation == .portrait)
        #expect(d.supportedInterfaceOrientations == .portrait)
    }

    @Test("in iPhone Mirroring on iOS 27 a landscape-only game launches in portrait, and nothing is raised")
    func mirroringLandscapeGameIsPortrait() {
        let d = Policy.decide(Self.landscapeGame(version(27), .iPhoneMirroring))
        #expect(d.interfaceOrientation == .portrait)
        #expect(d.exception == nil)
        #expect(d.claimsUsed.map(\.claim).contains(Claim.iPhoneMirroringAlwaysPortrait.id))
        #expect(!d.claimsUsed.map(\.claim).contains(Claim.iPhoneMirroringRequiresFullScreen.id))
    }

    @Test("a landscape-only game with UIRequiresFullScreen in Mirroring is portrait, disputed, naming the landscape answer")
    func mirroringVersusRequiresFullScreen() throws {
        let d = Policy.decide(Self.landscapeGame(version(27), .iPhoneMirroring, fullScreen: true))
        #expect(d.interfaceOrientation == .portrait)
        let use = try #require(d.claimsUsed.first { $0.claim == Claim.iPhoneMirroringRequiresFullScreen.id })
        #expect(use.alternatives.first?.interfaceOrientation?.isLandscape == true)
        #expect(d.certainty(of: .multitasking) == .disputed)
    }

    @Test("UIRequiresFullScreen on iOS 27 asks for discrete resizing that honours the masks, on iPhone and iPad")
    func requiresFullScreenHonoursMasks() {
        let phoneApp = Policy.decide(Self.portraitOnlyPhoneApp(version(27), .iPhoneAppOnIPad, fullScreen: true))
        #expect(phoneApp.interfaceOrientation == .portrait)
        var padApp = scenario(
            Self.device(.pad, version(27), .resizableWindow), plist: plist(allFour, fullScreen: true), root: vc("Root", .portrait),
            current: .portrait, deviceOrientation: .landscapeLeft)
        #expect(Policy.decide(padApp).interfaceOrientation == .portrait)
        padApp.app.infoPlist.requiresFullScreen = nil
        #expect(Policy.decide(padApp).interfaceOrientation == .landscapeRight)
    }

    @Test("an iPad app in a resizable window on iOS 27 ignores the masks even when Info.plist does not list all four")
    func resizableWindowWidensTheMultitaskingRule() {
        let s = { (v: SystemVersion) in
            scenario(
                Self.device(.pad, v, .resizableWindow), plist: plist(pad: [.portrait]), root: vc("Root", .portrait),
                current: .portrait, deviceOrientation: .landscapeLeft)
        }
        #expect(Policy.decide(s(version(27))).interfaceOrientation == .landscapeRight)
        #expect(Policy.decide(s(version(26))).interfaceOrientation == .portrait)
    }

    @Test("in a resizable environment on iOS 27 nothing is raised, and the exception the masks would raise is named")
    func exceptionDisputed() throws {
        let s = scenario(
            Self.device(.phone, version(27), .iPhoneAppOnIPad), plist: plist([.portrait]), root: vc("Game", .landscape),
            current: .portrait)
        let d = Policy.decide(s)
        #expect(d.exception == nil)
        let use = try #require(d.claimsUsed.first { $0.claim == Claim.resizableSceneRaisesNothing.id })
        #expect(use.alternatives.first?.exception?.name == UIKitException.invalidInterfaceOrientation)
        var fullScreen = s
        fullScreen.device.environment = .fullScreen
        #expect(Policy.decide(fullScreen).outcome == .exception)
    }

    @Test("naming fullScreen changes nothing in the answer")
    func fullScreenIsTheDefault() {
        var s = Self.portraitOnlyPhoneApp(version(27), nil)
        let before = Policy.decide(s)
        s.device.environment = .fullScreen
        #expect(Policy.decide(s) == before)
    }
}
