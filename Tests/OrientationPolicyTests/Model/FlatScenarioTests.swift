import Testing

@testable import OrientationPolicy

/// `FlatScenario`: a scenario's controllers as records in one array, linked by index. Converting a tree to it and
/// back gives the same scenario, and its links say what the tree says.
@Suite("The flat form of a scenario")
struct FlatScenarioTests {
    static let tree = scenario(
        root: tabs(
            nav(vc("A"), vc("B")),
            nav(vc("C"), present(present(vc("F"), from: vc("S"), style: .formSheet), from: vc("D"), style: .fullScreen)),
            selected: 1))

    @Test("a tree converted to the flat form and back is the same scenario")
    func roundTrip() {
        #expect(FlatScenario(Self.tree).scenario == Self.tree)
    }

    @Test("controllers are stored parent first, children in order, then the presented controller")
    func order() {
        let flat = FlatScenario(Self.tree)
        #expect(flat.names == ["UITabBarController", "UINavigationController", "A", "B", "UINavigationController", "C", "D", "S", "F"])
        #expect(flat.windows.map(\.rootViewController) == [0])
    }

    @Test("a controller's children are its first child and that child's siblings, as many as it counts")
    func children() {
        let flat = FlatScenario(Self.tree)
        #expect(flat.children(of: 0) == [1, 4])
        #expect(flat.children(of: 4) == [5, 6])
        #expect(flat.controllers[0].childCount == 2)
        #expect(flat.children(of: 2).isEmpty)
    }

    @Test("presentedViewController is the record its presenter links to")
    func presented() {
        let flat = FlatScenario(Self.tree)
        #expect(flat.controllers[6].presented == 7)
        #expect(flat.controllers[7].presented == 8)
        #expect(flat.controllers[8].presented == -1)
        #expect(flat.controllers[7].overrides.modalPresentationStyle == .fullScreen)
    }

    @Test("a window without a root view controller links to no record")
    func noRoot() {
        let flat = FlatScenario(scenario(root: nil))
        #expect(flat.windows.map(\.rootViewController) == [-1])
        #expect(flat.controllers.isEmpty)
    }

    @Test("a presented style the version does not have is found in the flat form as in the tree")
    func unavailableStyle() {
        let old = scenario(phone(version(7)), root: present(vc("P"), from: vc("Home"), style: .overFullScreen))
        #expect(old.firstUnavailablePresentationStyle != nil)
        #expect(FlatScenario(old).hasUnavailablePresentationStyle)
        #expect(!FlatScenario(Self.tree).hasUnavailablePresentationStyle)
    }
}
