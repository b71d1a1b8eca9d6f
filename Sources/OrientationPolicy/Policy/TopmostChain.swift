/// The top-most full-screen controller of a window as paths: where the deciding controller and the controllers whose
/// orientations must coincide with it sit, without the controllers themselves. `decide` reads those controllers in
/// place through their paths (`Policy.withController(below:_:from:_:)`); a `TopmostFullScreenController` holds a copy of
/// each, and every copy retains a controller's name, children, callbacks and presented controller (and the
/// copy is destroyed again), about a third of `Policy.state`'s cost on a request with one presentation.
struct TopmostChain {
    /// The deciding controller's path (no steps: the root).
    var path: ControllerPath
    /// How the deciding controller was presented; nil when it is the root view controller.
    var presentation: PresentationBehaviour?
    /// Presentations above the deciding controller that do not fill the window.
    var deferringPresentations: Int
    /// The style of the first of them, if any.
    var firstDeferringStyle: ModalPresentationStyle?
    /// The paths of `TopmostFullScreenController.controllersWhoseOrientationsMustCoincide`, nearest first.
    var coinciding: [ControllerPath]
}

extension Policy {
    /// `topmostFullScreenController(inWindow:of:)` as paths: the same walk, no controller copied. Nil when the window
    /// does not exist or has no root view controller. `topmostFullScreenController` is this walk with the
    /// controllers its paths lead to copied out, for the callers that keep them (the timeline, lint).
    static func topmostChain(inWindow index: Int, of scenario: Scenario) -> TopmostChain? {
        topmostChain(inWindow: index, of: scenario) { chain, _ in chain }
    }

    /// `topmostChain(inWindow:of:)` handing `body` the chain and the window's root view controller, in place: the
    /// chain's controllers are then read from the root (`withController(below:_:from:_:)`) without reading the
    /// window out of the scenario again (each read copies the window, its controller tree retained).
    static func topmostChain<R>(
        inWindow index: Int, of scenario: Scenario, _ body: (TopmostChain, ViewController) -> R
    ) -> R? {
        guard scenario.windows.indices.contains(index) else { return nil }
        let device = scenario.device
        let linked = scenario.app.linkedAgainst
        return scenario.windows.withUnsafeBufferPointer { windows -> R? in
            var steps = ControllerPath(window: index)
            let rootPath = ControllerPath(window: index)
            var deciderIsRoot = true
            var deciderPath = rootPath
            var presentation: PresentationBehaviour?
            var deferring = 0
            var firstDeferringStyle: ModalPresentationStyle?
            // Without the root, which can only be the chain's last (farthest) member.
            var coinciding: [ControllerPath] = []
            var rootCoincides = false
            // The closure is passed as it is written (not kept in a local), so it does not escape and its captured
            // locals stay on the stack.
            switch windows[index].rootViewController {
            case .none: return nil
            case .some(let root):
                forEachPresentation(below: root, steps: &steps) { p, steps in
                    let behaviour = presentationBehaviour(of: p.modalPresentationStyle, on: device, linkedAgainst: linked)
                    if behaviour.fillsWindow {
                        if behaviour.style == .overFullScreen {
                            if !deciderIsRoot {
                                if presentation?.style == .overFullScreen {
                                    coinciding.insert(deciderPath, at: 0)
                                } else {
                                    coinciding = [deciderPath]
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
                        deciderPath = steps
                        presentation = behaviour
                        deferring = 0
                        firstDeferringStyle = nil
                    } else {
                        if deferring == 0 { firstDeferringStyle = behaviour.style }
                        deferring += 1
                    }
                }
                if rootCoincides { coinciding.append(rootPath) }
                return body(
                    TopmostChain(
                        path: deciderPath, presentation: presentation, deferringPresentations: deferring,
                        firstDeferringStyle: firstDeferringStyle, coinciding: coinciding),
                    root)
            }
        }
    }

    /// Runs `body` on the controller at `path` in place (no copy of it or of the controllers above it); nil when the
    /// path leads nowhere.
    static func withController<R>(at path: ControllerPath, in scenario: Scenario, _ body: (ViewController) -> R) -> R? {
        guard scenario.windows.indices.contains(path.window) else { return nil }
        return scenario.windows.withUnsafeBufferPointer { windows -> R? in
            switch windows[path.window].rootViewController {
            case .some(let root): withController(below: root, path, from: 0, body)
            case .none: nil
            }
        }
    }

    /// `withController(at:in:_:)` from `vc`, which is at the path's first `k` steps.
    static func withController<R>(
        below vc: ViewController, _ path: ControllerPath, from k: Int, _ body: (ViewController) -> R
    ) -> R? {
        if k == path.stepCount { return body(vc) }
        switch path.step(at: k) {
        case .presented:
            return vc.withPresentedViewController { p in withController(below: p, path, from: k + 1, body) } ?? nil
        case .child(let i):
            return vc.viewControllers.withUnsafeBufferPointer { children -> R? in
                children.indices.contains(i) ? withController(below: children[i], path, from: k + 1, body) : nil
            }
        }
    }

    /// The controller mask after the coinciding chain (`coincidingMask(_:topmost:device:app:)`), reading the chain's
    /// controllers in place below `root`.
    static func coincidingMask(
        _ mask: InterfaceOrientationMask, chain: TopmostChain, root: ViewController, device: Device, bridge: Bool
    ) -> InterfaceOrientationMask? {
        guard device.systemVersion >= coincidingOrientationsSince, !chain.coinciding.isEmpty else { return nil }
        var m = mask
        for path in chain.coinciding {
            if let v = withController(below: root, path, from: 0, { answers(of: $0, device: device, bridge: bridge) }) {
                m.formIntersection(v.supportedInterfaceOrientations)
            }
        }
        return m.rawValue & InterfaceOrientationMask.validBits == 0 ? nil : m
    }
}
