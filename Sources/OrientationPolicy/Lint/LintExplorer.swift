/// Explores one target: every configuration x each way UIKit can enter it (launch, or a current orientation reached
/// from launch: `LintReachability`) x device orientation, evaluated with `Policy.decide`, plus the dismissal of every
/// presentation and the override probes.
struct LintExplorer {
    /// The scenario, with `device` set to the target.
    let scenario: Scenario
    /// The deciding window (whose root the configurations replace).
    let window: Int
    let variants: [LintVariant]
    /// True when the configurations were truncated (dead orientations are then not reported).
    let truncated: Bool
    /// The states this target may evaluate (decisions and override probes together).
    let budget: Int
    var states = 0
    /// Timeline steps the reachability search ran (not counted in `states`).
    var reachabilitySteps = 0
    /// True when the override probes ran out of budget before every override was decided.
    var probesTruncated = false

    init(scenario: Scenario, window: Int, variants: [LintVariant], truncated: Bool, budget: Int) {
        self.scenario = scenario
        self.window = window
        self.variants = variants
        self.truncated = truncated
        self.budget = budget
    }

    var target: Device { scenario.device }

    func with(_ root: ViewController) -> Scenario {
        var s = scenario
        s.windows[window].rootViewController = root
        s.interfaceOrientation = nil
        s.deviceOrientation = nil
        return s
    }

    func pointer(_ path: ControllerPath) -> String {
        LintPointer.controller(path, windowsFromArray: scenario.windowsFromArray)
    }

    mutating func run(into c: inout LintCollector) {
        let deviceMask = Policy.deviceMask(target)
        var reachable = InterfaceOrientationMask()
        var listed = InterfaceOrientationMask()
        var appPointer = "/app/infoPlist"
        let reach = LintReachability(scenario: scenario, window: window, roots: variants.map(\.root))
        reachabilitySteps = reach.steps
        for (vi, v) in variants.enumerated() {
            var s = with(v.root)
            let st = Policy.state(of: s)
            if listed.isEmpty {
                listed = st.applicationOrientations.mask.intersection(deviceMask)
                appPointer = LintPointer.applicationMask(st.declaredApplicationOrientations.source, window: st.windowIndex, in: s)
            }
            // Only the states UIKit can reach: each way into the configuration, then each device orientation.
            let entries = entries(vi, st, reach)
            guard let first = entries.first else { continue }
            checkState(st, s, v, trace: first.turnTrace(crash: st.exception != nil), into: &c)
            for entry in entries {
                let o = entry.current
                for d in Lint.deviceOrientations {
                    s.interfaceOrientation = o
                    s.deviceOrientation = d
                    let decision = Policy.decide(s)
                    states += 1
                    if decision.exception == nil {
                        if decision.outcome == .rotated || o == nil { reachable.insert(decision.interfaceOrientation.mask) }
                    } else if st.exception == nil, let x = decision.exception, let t = st.topmost {
                        let preferred = preferredLink(t, in: s)
                        c.add(
                            .preferredOrientationUnsupported, pointer: preferred.pointer,
                            message:
                                "\(t.controller.className) is presented full screen and prefers \(st.answers?.preferredInterfaceOrientationForPresentation?.name ?? "unknown")\(preferred.by), which is not among its supported orientations (\(st.supportedInterfaceOrientations.isEmpty ? "none" : st.supportedInterfaceOrientations.orientationList)).",
                            target: target, exception: x, example: Lint.example(target, v.notes, current: o, device: d),
                            relatedPointers: links(.supportedInterfaceOrientations, t, in: s),
                            trace: entry.trace(d))
                    }
                    if d == nil, let o, decision.exception == nil {
                        checkDismissal(from: s, shownIn: decision.interfaceOrientation, v, current: o, trace: entry.trace(nil), into: &c)
                    }
                }
            }
            if first.presents {
                for (o, trace) in settled(vi, reach) {
                    s.interfaceOrientation = o
                    s.deviceOrientation = nil
                    checkDismissal(from: s, shownIn: o, v, current: o, trace: trace, into: &c)
                }
            }
        }
        checkOverrides(into: &c)
        if !truncated {
            for o in InterfaceOrientation.valid where listed.contains(o) && !reachable.contains(o) {
                c.add(
                    .deadOrientation, pointer: appPointer,
                    message:
                        "\(o.name) is listed for the app but no reachable state lets the interface take it: turning the device there never rotates the interface.",
                    target: target)
            }
        }
    }

    /// Findings of a configuration that do not depend on orientations: the no-common-orientation exception, an
    /// empty effective mask, an app mask that lacks what the deciding controller supports.
    func checkState(_ st: OrientationState, _ s: Scenario, _ v: LintVariant, trace: Timeline, into c: inout LintCollector) {
        guard let t = st.topmost else { return }
        let example = Lint.example(target, v.notes)
        let vcMask = st.controllerMask ?? []
        let app = st.applicationOrientations.mask
        let appPointer = LintPointer.applicationMask(st.declaredApplicationOrientations.source, window: st.windowIndex, in: s)
        var pathRules: [Rule] = []
        if st.coincidingChainApplied { pathRules.append(.coincidingOrientations) }
        if st.declaredApplicationOrientations.mask != st.applicationOrientations.mask { pathRules.append(.appMaskZero) }
        if let x = st.exception {
            // Each link of the chain as the controller and member that really answer: a container that forwards
            // is not the one whose code returns the mask or YES.
            let mask = Policy.answeringController(for: .supportedInterfaceOrientations, at: t.path, in: s)
            let should = Policy.answeringController(for: .shouldAutorotate, at: t.path, in: s)
            let maskBy = mask.map { $0.path != t.path ? ", answered by \($0.controller.className)" : "" } ?? ""
            let shouldBy = should.map { $0.path != t.path ? "\($0.controller.className)'s " : "" } ?? ""
            let appFrom =
                st.declaredApplicationOrientations.source == .delegate
                ? ", from application:supportedInterfaceOrientationsForWindow:" : ""
            let at = mask.map { $0.path != t.path ? pointer($0.path) : pointer(t.path) } ?? pointer(t.path)
            let related = links(.supportedInterfaceOrientations, t, in: s) + links(.shouldAutorotate, t, in: s) + [appPointer]
            if let p = t.presentation {
                c.add(
                    .invalidOrientationOnPresentation, pointer: at,
                    message:
                        "\(t.controller.className) (\(vcMask.orientationList)\(maskBy)) presented \(p.style.name) has no orientation in common with the app (\(app.orientationList)\(appFrom)) and \(shouldBy)shouldAutorotate returns YES.",
                    target: target, exception: x, example: example, relatedPointers: related, trace: trace,
                    pathRules: pathRules)
            } else {
                c.add(
                    .invalidOrientationOnRotation, pointer: at,
                    message:
                        "The root view controller \(t.controller.className) (\(vcMask.orientationList)\(maskBy)) has no orientation in common with the app (\(app.orientationList)\(appFrom)) and \(shouldBy)shouldAutorotate returns YES: UIKit raises when the root is set and on rotation.",
                    target: target, exception: x, example: example, relatedPointers: related, trace: trace,
                    pathRules: pathRules)
            }
            return
        }
        if st.windowRotates, st.supportedInterfaceOrientations.isEmpty {
            c.add(
                .interfaceCannotFollowDevice, pointer: pointer(t.path),
                message:
                    "With \(t.controller.className) top-most no orientation is supported (controller \(vcMask.isEmpty ? "none" : vcMask.orientationList), app \(app.isEmpty ? "none" : app.orientationList)): the interface stays wherever it is, whatever the device does.",
                target: target, example: example, trace: trace, pathRules: pathRules)
        }
        if target.era >= .iOS6, !st.ignoresControllerOrientations, let a = st.answers,
            a.origin != .idiomDefault, a.origin != .bridge || a.supportedInterfaceOrientations != .portrait
        {
            let need = vcMask.intersection(st.deviceMask)
            let missing = need.subtracting(app)
            if !missing.isEmpty, !need.intersection(app).isEmpty {
                c.add(
                    .appMaskNotSuperset, pointer: appPointer,
                    message:
                        "\(t.controller.className) supports \(missing.orientationList), which the app mask (\(app.orientationList)) lacks: the controller can never be shown that way.",
                    target: target, example: example, relatedPointers: links(.supportedInterfaceOrientations, t, in: s), trace: trace)
            }
        }
    }

    /// Dismissing the top presentation once it is shown in `shown`: `Policy.decideAfterDismissal` re-shows the
    /// presenter, validating its preferred orientation. Only a presentation that hid the presenter re-shows it: when
    /// the presenter is still the top-most full-screen controller while the presentation is up (a sheet, a
    /// popover), dismissing it shows nothing again and UIKit has nothing to re-validate.
    mutating func checkDismissal(
        from s: Scenario, shownIn shown: InterfaceOrientation, _ v: LintVariant, current: InterfaceOrientation,
        trace state: Timeline, into c: inout LintCollector
    ) {
        var presented = s
        presented.interfaceOrientation = shown
        presented.deviceOrientation = nil
        guard Policy.topmostPresentationPath(inWindow: window, of: presented) != nil,
            let after = Policy.dismissingTopmostPresentation(in: presented)
        else { return }
        let st = Policy.state(of: after)
        guard st.exception == nil, let t = st.topmost,
            Policy.state(of: presented).topmost?.path != t.path
        else { return }
        let d = Policy.decideAfterDismissal(after)
        states += 1
        let example = Lint.example(target, v.notes + ["top presentation dismissed"], current: shown)
        let trace = dismissalTrace(state, presented: presented, shown: shown, device: current.deviceOrientation)
        if let x = d.exception {
            let preferred = preferredLink(t, in: after)
            c.add(
                .dismissalPreferredOrientationUnsupported, pointer: preferred.pointer,
                message:
                    "Dismissing the presentation above \(t.controller.className) re-shows it, and its preferred orientation \(st.answers?.preferredInterfaceOrientationForPresentation?.name ?? "(UIKit's default: the current one, \(shown.name))")\(preferred.by) is not supported (\(st.supportedInterfaceOrientations.isEmpty ? "none" : st.supportedInterfaceOrientations.orientationList)).",
                target: target, exception: x, example: example, relatedPointers: links(.supportedInterfaceOrientations, t, in: after),
                trace: trace)
            return
        }
        guard target.era >= .iOS6, !st.ignoresControllerOrientations, let own = st.controllerMask?.intersection(st.deviceMask),
            !own.isEmpty, !own.contains(d.interfaceOrientation)
        else { return }
        c.add(
            .dismissalLandsInUnsupportedOrientation, pointer: pointer(t.path),
            message:
                "Dismissing the presentation above \(t.controller.className) leaves the interface in an orientation it does not support (it supports \(own.orientationList)) and UIKit does not rotate it back.",
            target: target, example: example + "; lands in \(d.interfaceOrientation.name)", trace: trace)
    }

    /// Where the deciding controller's preferred orientation comes from: the override of the controller whose
    /// code answers (the child a forwarding container hands the question to), else the deciding controller
    /// (UIKit's default). `by` names that controller in a message when it is not the deciding one.
    func preferredLink(_ t: TopmostFullScreenController, in s: Scenario) -> (pointer: String, by: String) {
        guard let a = Policy.answeringController(for: .preferredInterfaceOrientationForPresentation, at: t.path, in: s),
            a.controller.preferredInterfaceOrientationForPresentation != nil
        else { return (pointer(t.path), "") }
        return (
            pointer(a.path) + "/preferredInterfaceOrientationForPresentation",
            a.path != t.path ? " (\(a.controller.className)'s)" : ""
        )
    }

    /// The member `query` at every controller from the deciding one down to the one whose code answers (the
    /// forwarding members of the containers on the way, then the answering override), as pointers; the
    /// project's locator keeps those that some line writes.
    func links(_ query: AnsweredQuery, _ t: TopmostFullScreenController, in s: Scenario) -> [String] {
        let steps = Policy.answeringSteps(for: query, of: t.controller, device: s.device)
        return (0...steps.count).map { k in
            pointer(ControllerPath(window: t.path.window, steps: t.path.steps + steps.prefix(k))) + "/" + query.rawValue
        }
    }
}
