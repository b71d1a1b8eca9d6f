import Testing

@testable import OrientationPolicy

/// `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)` (iOS 27+, Apple Developer Documentation): "The
/// returned value replaces the app's UISupportedInterfaceOrientations Info.plist value for this scene. If not
/// implemented, the Info.plist value is used." The app delegate's method is deprecated in 27.
@Suite("The scene delegate's mask (iOS 27+)")
struct SceneDelegateMaskTests {
    static func app(_ v: SystemVersion, scene: InterfaceOrientationMask?, delegate: InterfaceOrientationMask? = nil) -> Scenario {
        var s = scenario(phone(v), plist: plist(phoneTemplate), delegate: delegate, root: vc("Root"), current: .portrait)
        s.app.supportedInterfaceOrientationsForWindowScene = scene
        return s
    }

    @Test("on iOS 27 the scene delegate's mask replaces the Info.plist list")
    func replacesInfoPlist() {
        let d = Policy.decide(Self.app(version(27), scene: .portrait))
        #expect(d.applicationOrientations == ApplicationOrientations(mask: .portrait, source: .sceneDelegate))
        #expect(d.claimsUsed.map(\.claim) == [Claim.sceneDelegateMaskReplacesInfoPlist.id])
    }

    @Test("before iOS 27 the method is not called")
    func ignoredBefore27() {
        let d = Policy.decide(Self.app(version(26), scene: .portrait))
        #expect(d.applicationOrientations.source == .infoPlist)
    }

    @Test("a window's own scene answer overrides the app-wide one")
    func perWindow() {
        var s = Self.app(version(27), scene: .portrait)
        s.windows[0].supportedInterfaceOrientationsForWindowScene = .landscape
        #expect(Policy.decide(s).applicationOrientations.mask == .landscape)
    }

    @Test("when both delegates answer, the app delegate's is used and the scene delegate's answer is named as disputed")
    func bothAnswer() throws {
        var s = Self.app(version(27), scene: .portrait, delegate: .landscape)
        s.interfaceOrientation = nil  // launching: the app mask decides where the interface settles
        let d = Policy.decide(s)
        #expect(d.applicationOrientations.source == .delegate)
        #expect(d.interfaceOrientation.isLandscape)
        let use = try #require(d.claimsUsed.first { $0.claim == Claim.appDelegateMaskWinsOverSceneDelegate.id })
        #expect(use.alternatives.first?.interfaceOrientation == .portrait)
    }

    @Test("on iOS 27 an answer that uses the app delegate's method says it is deprecated")
    func appDelegateDeprecated() {
        let d = Policy.decide(Self.app(version(27), scene: nil, delegate: .all))
        #expect(d.explanation.contains { $0.detail.contains("deprecated in iOS 27") })
        #expect(d.claimsUsed.map(\.claim) == [Claim.appDelegateOrientationsDeprecated.id])
        #expect(!Policy.decide(Self.app(version(26), scene: nil, delegate: .all)).explanation.contains { $0.detail.contains("deprecated") })
    }
}
