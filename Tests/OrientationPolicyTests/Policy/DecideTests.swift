import OrientationPolicy
import Testing

@Suite("decide: composition, outcome and explanations")
struct DecideTests {
    /// The typical request: a tab bar of navigation controllers with one full-screen presentation.
    static let typical = scenario(
        phone(version(17)),
        root: tabs(
            nav(vc("Feed")), nav(present(vc("Player", .landscape, preferred: .landscapeRight), from: vc("Detail"), style: .fullScreen)), selected: 1),
        current: .portrait, deviceOrientation: .landscapeLeft)

    @Test("the typical request: the player is presented in landscapeRight and stays there when the device turns to landscapeLeft")
    func typicalRequest() {
        let d = Policy.decide(Self.typical)
        #expect(d.outcome == .rotated)
        #expect(d.interfaceOrientation == .landscapeRight)
        #expect(d.supportedInterfaceOrientations == .landscape)
        #expect(
            d.topmostViewController
                == ControllerReference(
                    name: "Player", path: "window.rootViewController.viewControllers[1].viewControllers[0].presentedViewController"))
        #expect(d.preferredInterfaceOrientationForPresentation == .landscapeRight)
    }

    @Test("explanation steps come in the documented order with stable rule ids and sources from the rule table")
    func explanationOrder() {
        let d = Policy.decide(Self.typical)
        #expect(
            d.rules == [
                "deciding-window", "app-mask", "topmost-full-screen", "controller-mask", "effective-mask", "preferred-orientation", "rotation",
                "outcome",
            ])
        for step in d.explanation {
            #expect(Rule(rawValue: step.rule)?.source == step.source)
            #expect(!step.detail.isEmpty)
        }
    }

    @Test(
        "every decision ends with an outcome step that matches the outcome",
        arguments: [
            scenario(deviceOrientation: .landscapeLeft),
            scenario(deviceOrientation: .faceUp),
            scenario(plist: plist([.landscapeLeft]), root: vc("P", .portrait)),
        ])
    func outcomeStep(s: Scenario) {
        let d = Policy.decide(s)
        #expect(d.explanation.last?.rule == "outcome")
        #expect(d.explanation.last?.detail.hasPrefix(d.outcome.rawValue) == true)
    }

    @Test("decide is the composition of the public blocks: the state and the effective mask agree")
    func stateAgrees() {
        let s = Self.typical
        let st = Policy.state(of: s)
        let d = Policy.decide(s)
        #expect(st.supportedInterfaceOrientations == d.supportedInterfaceOrientations)
        #expect(st.applicationOrientations == d.applicationOrientations)
        #expect(st.topmost?.controller.name == d.topmostViewController?.name)
    }

    @Test("face up leaves a landscape interface alone (Vivaldi: 'we will not rotate the interface when the device is flat')")
    func faceUp() {
        let d = Policy.decide(scenario(current: .landscapeLeft, deviceOrientation: .faceUp))
        #expect(d.outcome == .unchanged)
        #expect(d.interfaceOrientation == .landscapeLeft)
    }

    @Test(
        "Jkenny's Interface Orientation post: the app mask and the root controller must both support the new orientation; otherwise the change is ignored"
    )
    func bothMustAgree() {
        let appNo = Policy.decide(scenario(plist: plist([.portrait]), root: vc("R", .allButUpsideDown), deviceOrientation: .landscapeLeft))
        #expect(appNo.outcome == .unchanged)
        let vcNo = Policy.decide(scenario(plist: plist(phoneTemplate), root: vc("R", .portrait), deviceOrientation: .landscapeLeft))
        #expect(vcNo.outcome == .unchanged)
        let both = Policy.decide(scenario(plist: plist(phoneTemplate), root: vc("R", .allButUpsideDown), deviceOrientation: .landscapeLeft))
        #expect(both.outcome == .rotated)
    }

    @Test("Jkenny's Interface Orientation post: a controller that is neither root nor presented is not asked; its override has no effect")
    func childNotAsked() {
        let root = nav(vc("List"), vc("Child", .portrait))
        let d = Policy.decide(scenario(root: root, deviceOrientation: .landscapeLeft))
        #expect(d.outcome == .rotated)
    }

    @Test("the decision is deterministic and a value")
    func deterministic() {
        #expect(Policy.decide(Self.typical) == Policy.decide(Self.typical))
    }

    @Test("the explanation names the forwarding child and the deferring presentation")
    func explanationDetails() {
        let root = present(vc("Popover"), from: nav(vc("Top", .portrait), forwarding: .topViewController), style: .popover)
        let d = Policy.decide(scenario(root: root))
        let forwarding = d.explanation.first { $0.rule == "container-forwarding" }
        #expect(forwarding?.detail.contains("Top") == true)
        #expect(d.explanation.first { $0.rule == "topmost-full-screen" }?.detail.contains("popover") == true)
    }
}
