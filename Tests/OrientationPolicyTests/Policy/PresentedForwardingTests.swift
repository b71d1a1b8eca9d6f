import OrientationPolicy
import Testing

/// A controller whose override answers with `presentedViewController` when it presents one (DuckDuckGo's
/// MainViewController, Signal, many navigation subclasses). UIKit asks the top-most full-screen controller
/// (UIViewController supportedInterfaceOrientations, Apple Developer Documentation); a sheet or popover above it
/// does not cover it (UIViewController modalPresentationStyle), so the presenter is asked and answers for it.
private func forwarding(_ c: ViewController) -> ViewController {
    var c = c
    c.forwardsToPresentedViewController = true
    return c
}

private func answers(_ c: ViewController, _ device: Device = phone()) -> ControllerAnswers {
    Policy.answers(of: c, device: device, app: App())
}

@Suite("Forwarding to the presented controller: the presenter answers with what it presents")
struct PresentedForwardingTests {
    @Test("a forwarding presenter answers all three queries with its presented controller")
    func answersWithPresented() {
        let sheet = vc("Sheet", .landscape, should: false, preferred: .landscapeLeft, style: .pageSheet)
        let a = answers(forwarding(vc("Main", .portrait, should: true, preferred: .portrait, presents: sheet)))
        #expect(a.supportedInterfaceOrientations == .landscape)
        #expect(a.shouldAutorotate == false)
        #expect(a.preferredInterfaceOrientationForPresentation == .landscapeLeft)
        #expect(a.origin == .presentedViewController)
        #expect(a.answeredBy == "Sheet")
    }

    @Test("with nothing presented the forwarding presenter answers with its own values")
    func ownValuesWithoutPresentation() {
        let a = answers(forwarding(vc("Main", .portrait)))
        #expect(a.supportedInterfaceOrientations == .portrait)
        #expect(a.origin == .overridden)
    }

    @Test("with nothing presented a forwarding navigation subclass still forwards to its top controller")
    func containerForwardingWithoutPresentation() {
        let a = answers(forwarding(nav(vc("Top", .portrait), forwarding: .topViewController)))
        #expect(a.supportedInterfaceOrientations == .portrait)
        #expect(a.origin == .forwarded)
        #expect(a.answeredBy == "Top")
    }

    @Test("without the flag a presenter answers for itself even when it presents")
    func noFlagNoForwarding() {
        let sheet = vc("Sheet", .landscape, style: .pageSheet)
        let a = answers(vc("Main", .portrait, presents: sheet))
        #expect(a.supportedInterfaceOrientations == .portrait)
        #expect(a.origin == .overridden)
    }

    @Test("forwarding is recursive: the presented controller forwards to what it presents in turn")
    func recursive() {
        let popover = vc("Popover", .portraitUpsideDown, style: .popover)
        let sheet = forwarding(vc("Sheet", .all, style: .formSheet, presents: popover))
        let a = answers(forwarding(vc("Main", .portrait, presents: sheet)), pad())
        #expect(a.supportedInterfaceOrientations == .portraitUpsideDown)
        #expect(a.answeredBy == "Popover")
    }

    @Test("the presented controller answers with its own container forwarding")
    func presentedContainerForwards() {
        let sheet = nav(vc("Player", .landscape), forwarding: .topViewController)
        let a = answers(forwarding(present(sheet, from: vc("Main", .portrait), style: .pageSheet)))
        #expect(a.supportedInterfaceOrientations == .landscape)
        #expect(a.answeredBy == "Player")
    }

    @Test("a container forwards to what its visible child presented: UIKit makes that presentation from the container")
    func presentationFromVisibleChild() {
        let top = present(vc("Player", .landscape), from: vc("Top", .portrait), style: .pageSheet)
        let a = answers(forwarding(nav(vc("Bottom"), top, forwarding: .topViewController)))
        #expect(a.supportedInterfaceOrientations == .landscape)
        #expect(a.answeredBy == "Player")
    }

    @Test("on iOS 13+ iPhone a page sheet defers to the forwarding presenter, which rotates to the sheet's landscape")
    func decideRotatesWithSheet() {
        let root = forwarding(present(vc("Player", .landscape), from: vc("Main", .portrait), style: .pageSheet))
        let d = Policy.decide(scenario(root: root, deviceOrientation: .landscapeLeft))
        #expect(d.topmostViewController?.name == "Main")
        #expect(d.supportedInterfaceOrientations == .landscape)
        #expect(d.interfaceOrientation == .landscapeRight)
        #expect(d.rules.contains("presented-forwarding"))
        #expect(!d.rules.contains("controller-mask"))
    }

    @Test("the explanation names the presenter and the presented controller that answered")
    func explanation() {
        let root = forwarding(present(vc("Player", .landscape), from: vc("Main", .portrait), style: .pageSheet))
        let d = Policy.decide(scenario(root: root))
        let step = d.explanation.first { $0.rule == "presented-forwarding" }
        #expect(step?.detail.contains("Main forwards to its presentedViewController") == true)
        #expect(step?.detail.contains("Player returns") == true)
        #expect(step?.source == Rule.presentedForwarding.source)
    }

    @Test("a full-screen presentation decides itself: the presenter's forwarding changes nothing")
    func fullScreenDecidesItself() {
        let presented = vc("Player", .landscape)
        let with = Policy.decide(
            scenario(
                root: forwarding(present(presented, from: vc("Main", .portrait), style: .fullScreen)),
                current: .landscapeRight))
        let without = Policy.decide(
            scenario(
                root: present(presented, from: vc("Main", .portrait), style: .fullScreen),
                current: .landscapeRight))
        #expect(with.topmostViewController?.name == "Player")
        #expect(with.supportedInterfaceOrientations == without.supportedInterfaceOrientations)
        #expect(with.interfaceOrientation == without.interfaceOrientation)
        #expect(!with.rules.contains("presented-forwarding"))
    }

    @Test("iOS 5 and earlier: the flag is not consulted, the queries it stands for do not exist yet")
    func legacyIgnoresFlag() {
        let root = forwarding(present(vc("Sheet", legacy: .landscape), from: vc("Main", legacy: .portrait), style: .formSheet))
        let a = answers(root, pad(version(5, 1)))
        #expect(a.supportedInterfaceOrientations == .portrait)
        #expect(a.origin == .legacyMethod)
    }
}
