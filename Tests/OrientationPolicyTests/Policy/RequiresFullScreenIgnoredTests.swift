import Testing

@testable import OrientationPolicy

/// `UIRequiresFullScreenIgnoredStartingWithVersion` (Apple Developer Documentation, iOS and iPadOS 26.2+): "The
/// system ignores the key starting in the version you specify and in later versions", and only when
/// `UIRequiresFullScreen` is true. An app that lists all four orientations then multitasks, and its controllers'
/// masks are no longer consulted.
@Suite("UIRequiresFullScreenIgnoredStartingWithVersion (iPadOS 26.2+)")
struct RequiresFullScreenIgnoredTests {
    static func portraitApp(on v: SystemVersion, ignoredFrom: SystemVersion?) -> Scenario {
        var p = plist(allFour, fullScreen: true)
        p.requiresFullScreenIgnoredStartingWithVersion = ignoredFrom
        return scenario(pad(v), plist: p, root: vc("Root", .portrait), current: .portrait, deviceOrientation: .landscapeLeft)
    }

    @Test(
        "from the version it names, UIRequiresFullScreen is ignored and the portrait-only root's mask is not consulted",
        arguments: [
            (version(27), version(27)), (version(27, 1), version(26, 2)),
        ])
    func ignoredFromTheNamedVersion(v: SystemVersion, from: SystemVersion) {
        let d = Policy.decide(Self.portraitApp(on: v, ignoredFrom: from))
        #expect(d.rules.contains(Rule.multitasking.id))
        #expect(d.interfaceOrientation == .landscapeRight)
    }

    @Test(
        "before the version it names, UIRequiresFullScreen still opts out of multitasking",
        arguments: [
            (version(27), version(28)), (version(26, 2), version(27)),
        ])
    func honouredBeforeIt(v: SystemVersion, from: SystemVersion) {
        let d = Policy.decide(Self.portraitApp(on: v, ignoredFrom: from))
        #expect(!d.rules.contains(Rule.multitasking.id))
        #expect(d.interfaceOrientation == .portrait)
    }

    @Test("before iPadOS 26.2 the key is not read at all")
    func notReadBefore262() {
        let d = Policy.decide(Self.portraitApp(on: version(26, 1), ignoredFrom: version(26)))
        #expect(!d.rules.contains(Rule.multitasking.id))
        #expect(d.interfaceOrientation == .portrait)
    }

    @Test("without UIRequiresFullScreen the key changes nothing")
    func onlyWithRequiresFullScreen() {
        var p = plist(allFour)
        p.requiresFullScreenIgnoredStartingWithVersion = version(27)
        #expect(!Policy.requiresFullScreen(p, idiom: .pad, on: version(27)))
        #expect(!Policy.requiresFullScreen(plist(allFour), idiom: .pad, on: version(27)))
    }
}
