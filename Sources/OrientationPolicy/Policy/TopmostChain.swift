/// The top-most full-screen controller of a window as nodes of the scenario: the deciding controller and the
/// controllers whose orientations must coincide with it. In a `FlatScenario` (what `/v1/decide` decides) the nodes
/// are indices, nothing is copied; in a `Scenario` they are the controllers themselves, copies that retain a
/// controller's name, children, callbacks and presented controller (`TopmostFullScreenController` keeps them).
struct TopmostChain<Node> {
    /// The deciding controller.
    var node: Node
    /// The deciding controller's path (no steps: the root).
    var path: ControllerPath
    /// How the deciding controller was presented; nil when it is the root view controller.
    var presentation: PresentationBehaviour?
    /// Presentations above the deciding controller that do not fill the window.
    var deferringPresentations: Int
    /// The style of the first of them, if any.
    var firstDeferringStyle: ModalPresentationStyle?
    /// `TopmostFullScreenController.controllersWhoseOrientationsMustCoincide`, nearest first.
    var coinciding: [Node]
}

extension Policy {
    /// `topmostFullScreenController(inWindow:of:)` as nodes of the scenario: the same walk, no controller copied.
    /// Nil when the window does not exist or has no root view controller. `topmostFullScreenController` is this walk
    /// with the controllers its nodes lead to copied out, for the callers that keep them (the timeline, lint).
    static func topmostChain<S: ScenarioModel>(inWindow index: Int, of scenario: S) -> TopmostChain<S.Node>? {
        guard index >= 0, index < scenario.windowCount, let root = scenario.rootViewController(ofWindow: index) else { return nil }
        let device = scenario.device
        let linked = scenario.app.linkedAgainst
        var steps = ControllerPath(window: index)
        let rootPath = ControllerPath(window: index)
        var deciderIsRoot = true
        var decider = root
        var deciderPath = rootPath
        var presentation: PresentationBehaviour?
        var deferring = 0
        var firstDeferringStyle: ModalPresentationStyle?
        // Without the root, which can only be the chain's last (farthest) member.
        var coinciding: [S.Node] = []
        var rootCoincides = false
        // The closure is passed as it is written (not kept in a local), so it does not escape and its captured
        // locals stay on the stack.
        forEachPresentation(below: root, in: scenario, steps: &steps) { p, steps in
            let behaviour = presentationBehaviour(
                of: scenario.overrides(p).modalPresentationStyle, on: device, linkedAgainst: linked)
            if behaviour.fillsWindow {
                if behaviour.style == .overFullScreen {
                    if !deciderIsRoot {
                        if presentation?.style == .overFullScreen {
                            coinciding.insert(decider, at: 0)
                        } else {
                            coinciding = [decider]
                            rootCoincides = false
                        }
                    } else {
                        rootCoincides = true
                    }
                } else {
                    if !coinciding.isEmpty { coinciding = [] }
                    rootCoincides = false
                }
                deciderIsRoot = false
                decider = p
                deciderPath = steps
                presentation = behaviour
                deferring = 0
                firstDeferringStyle = nil
            } else {
                if deferring == 0 { firstDeferringStyle = behaviour.style }
                deferring += 1
            }
        }
        if rootCoincides { coinciding.append(root) }
        return TopmostChain(
            node: decider, path: deciderPath, presentation: presentation, deferringPresentations: deferring,
            firstDeferringStyle: firstDeferringStyle, coinciding: coinciding)
    }

    /// The controller mask after the coinciding chain (`coincidingMask(_:topmost:device:app:)`), reading the chain's
    /// controllers as nodes of the scenario.
    static func coincidingMask<S: ScenarioModel>(
        _ mask: InterfaceOrientationMask, chain: TopmostChain<S.Node>, in scenario: S, device: Device, bridge: Bool
    ) -> InterfaceOrientationMask? {
        guard device.systemVersion >= coincidingOrientationsSince, !chain.coinciding.isEmpty else { return nil }
        var m = mask
        for node in chain.coinciding {
            m.formIntersection(answers(of: node, in: scenario, device: device, bridge: bridge).supportedInterfaceOrientations)
        }
        return m.rawValue & InterfaceOrientationMask.validBits == 0 ? nil : m
    }
}
