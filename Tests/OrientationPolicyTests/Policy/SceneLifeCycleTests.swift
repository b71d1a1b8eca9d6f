import Testing

@testable import OrientationPolicy

/// TN3187 and WWDC 2026 session 278: the scene life cycle is required when building with the latest SDK; without
/// it the app no longer launches on iOS 27.
@Suite("The scene life cycle (iOS 27 SDK)")
struct SceneLifeCycleTests {
    static func app(on v: SystemVersion, linkedAgainst sdk: SystemVersion?, scenes: Bool) -> Scenario {
        var s = scenario(phone(v), root: vc("Root"), current: nil)
        s.app.linkedAgainst = sdk
        s.app.usesSceneLifeCycle = scenes
        return s
    }

    @Test(
        "built with the iOS 27 SDK without a scene configuration the app does not launch on iOS 27",
        arguments: [version(27), nil])
    func doesNotLaunch(sdk: SystemVersion?) {
        let d = Policy.decide(Self.app(on: version(27), linkedAgainst: sdk, scenes: false))
        #expect(d.outcome == .doesNotLaunch)
        #expect(d.exception == nil)
        #expect(d.claimsUsed.map(\.claim) == [Claim.sceneLifeCycleRequiredIOS27.id])
    }

    @Test(
        "a scene-based app, an older SDK, or an older system launches",
        arguments: [
            (version(27), version(27), true), (version(27), version(26), false), (version(26), version(26), false),
        ])
    func launches(v: SystemVersion, sdk: SystemVersion, scenes: Bool) {
        #expect(Policy.decide(Self.app(on: v, linkedAgainst: sdk, scenes: scenes)).outcome != .doesNotLaunch)
    }

    @Test("a timeline of an app that does not launch runs no event")
    func timelineDoesNotRun() throws {
        let r = try simulate(Self.app(on: version(27), linkedAgainst: nil, scenes: false), [.deviceOrientation(.landscapeLeft)])
        #expect(r.outcome == .doesNotLaunch)
        #expect(r.entries.isEmpty)
    }
}
