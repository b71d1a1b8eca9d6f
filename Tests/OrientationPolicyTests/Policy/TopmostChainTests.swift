import Testing

@testable import OrientationPolicy

/// `decide` finds the top-most full-screen controller as nodes (`Policy.topmostChain`): indices in a `FlatScenario`,
/// the controllers themselves in a `Scenario`, whose `Policy.topmostFullScreenController` keeps them. Both forms must
/// name the same controllers (the walk's UIKit rules themselves are `TopmostFullScreenTests`').
@Suite("The top-most full-screen controller in the flat and the tree form")
struct TopmostChainTests {
    static let scenarios: [(String, Scenario)] = [
        ("root", scenario(root: nav(vc("A"), vc("B")))),
        ("full screen", scenario(root: present(vc("P"), from: vc("Home"), style: .fullScreen))),
        ("sheet on iOS 17", scenario(root: present(vc("S"), from: vc("Home"), style: .pageSheet))),
        ("sheet on iOS 12 (adapted)", scenario(phone(version(12, 4)), root: present(vc("S"), from: vc("Home"), style: .pageSheet))),
        (
            "full screen above a sheet",
            scenario(root: present(present(vc("F"), from: vc("S"), style: .fullScreen), from: vc("Home"), style: .formSheet))
        ),
        (
            "sheets above a full-screen controller",
            scenario(root: present(present(vc("S2"), from: vc("S1"), style: .popover), from: vc("Home"), style: .fullScreen))
        ),
        ("over full screen from the root", scenario(root: present(vc("O"), from: vc("Root"), style: .overFullScreen))),
        (
            "two over-full-screen presentations",
            scenario(
                root: present(
                    present(vc("O2"), from: vc("O1"), style: .overFullScreen), from: vc("Root"), style: .overFullScreen))
        ),
        (
            "over full screen above a full-screen controller",
            scenario(
                root: present(present(vc("O"), from: vc("F"), style: .overFullScreen), from: vc("Root"), style: .fullScreen))
        ),
        (
            "full screen ends an over-full-screen chain",
            scenario(
                root: present(present(vc("F"), from: vc("O"), style: .fullScreen), from: vc("Root"), style: .overFullScreen))
        ),
        (
            "presented from the selected tab's top controller",
            scenario(
                root: tabs(
                    nav(vc("A")), nav(vc("B"), present(vc("Player"), from: vc("C"), style: .fullScreen)), selected: 1))
        ),
        ("no root", scenario(root: nil)),
    ]

    @Test("the flat form's chain leads to the controllers topmostFullScreenController keeps", arguments: scenarios.map(\.0))
    func sameControllers(name: String) throws {
        let s = try #require(Self.scenarios.first { $0.0 == name }?.1)
        let flat = FlatScenario(s)
        let t = Policy.topmostFullScreenController(inWindow: 0, of: s)
        let c = Policy.topmostChain(inWindow: 0, of: flat)
        #expect((t == nil) == (c == nil))
        guard let t, let c else { return }
        #expect(c.path == t.path)
        #expect(c.path.controller(in: s) == t.controller)
        #expect(flat.names[Int(c.node)] == t.controller.name)
        #expect(c.presentation == t.presentation)
        #expect(c.deferringPresentations == t.deferringPresentations)
        #expect(c.firstDeferringStyle == t.firstDeferringStyle)
        #expect(c.coinciding.map { flat.names[Int($0)] } == t.controllersWhoseOrientationsMustCoincide.map(\.name))
    }

    @Test("state(of:) and decide read the same answers and controller mask", arguments: scenarios.map(\.0))
    func sameState(name: String) throws {
        let s = try #require(Self.scenarios.first { $0.0 == name }?.1)
        var facts = TopmostFacts()
        var recorded = Policy.state(of: s, facts: &facts, recordingFacts: true)
        let state = Policy.state(of: s)
        var flatFacts = TopmostFacts()
        var flatState = Policy.state(of: FlatScenario(s), facts: &flatFacts, recordingFacts: true)
        #expect(flatFacts.path == facts.path && flatFacts.className == facts.className && flatFacts.exists == facts.exists)
        flatState.topmost = state.topmost
        #expect(flatState == state)
        #expect(facts.exists == (state.topmost != nil))
        #expect(facts.path == state.topmost?.path ?? facts.path)
        recorded.topmost = state.topmost
        #expect(recorded == state)
    }
}
