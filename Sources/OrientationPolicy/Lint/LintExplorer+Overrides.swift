extension LintExplorer {
    /// Overrides UIKit never reads on this target, measured with the engine: in every configuration where the
    /// controller exists, its value is set to portrait and then to landscape, and `Policy.state(of:)` is compared.
    /// If no configuration changes, the override is ignored; the finding names why (multitasking, a
    /// non-full-screen presentation, a non-forwarding container, the iOS 5 method on iOS 6+).
    mutating func checkOverrides(into c: inout LintCollector) {
        guard let root = scenario.windows[window].rootViewController else { return }
        guard target.era >= .iOS6 else { return checkModernMethodsBeforeIOS6(root, into: &c) }
        let multitasking = Policy.ignoresControllerOrientations(device: target, infoPlist: scenario.app.infoPlist)
        for (path, vc) in Lint.controllers(of: root, window: window) {
            let modern = vc.supportedInterfaceOrientations != nil
            let legacy = vc.shouldAutorotateToInterfaceOrientation != nil
            guard modern || legacy else { continue }
            let key = modern ? "supportedInterfaceOrientations" : "shouldAutorotateToInterfaceOrientation"
            let at = pointer(path) + "/" + key
            if multitasking {
                // An answer of all four orientations, with rotation left on, restricts nothing the multitasking
                // iPad then ignores (the app lists all four): `UIDevice.isPad ? .all : .portrait` is written for the
                // iPhone. A `shouldAutorotate` of NO (rotation locked while recording) is ignored there all the same.
                let own = modern ? vc.supportedInterfaceOrientations : vc.shouldAutorotateToInterfaceOrientation
                if let own, own.isSuperset(of: .all), vc.shouldAutorotate ?? true { continue }
                c.add(
                    .multitaskingIgnoresControllerMasks, pointer: at,
                    message:
                        "\(vc.className)'s \(key) is never consulted: the app lists all four orientations without UIRequiresFullScreen, so on a multitasking iPad controller masks and shouldAutorotate are ignored.",
                    target: target)
                continue
            }
            if modern {
                guard let asked = consulted(path, { $0.supportedInterfaceOrientations = $1 }) else { return }
                if asked { continue }
                if path.steps.last == .presented {
                    let b = Policy.presentationBehaviour(
                        of: vc.modalPresentationStyle, on: target,
                        linkedAgainst: scenario.app.linkedAgainst)
                    if !b.fillsWindow {
                        // On a phone from iOS 13 a sheet in landscape (compact height) behaves as full screen by
                        // Apple's pages; whether UIKit then asks it is disputed, and the finding says so.
                        let compactHeight = target.idiom == .phone && Policy.sheetStyles.contains(b.style)
                        c.add(
                            .nonFullScreenPresentationMaskIgnored, pointer: at,
                            message:
                                "\(vc.className) is presented \(b.style.name), which does not fill the window: its supportedInterfaceOrientations is never consulted and the presenter decides.",
                            target: target, pathClaims: compactHeight ? [.sheetsFillInCompactHeight] : [])
                    }
                } else if let blocker = answeringContainer(above: path) {
                    let which = blocker.direct ? "its container" : "the container above it,"
                    c.add(
                        .childOverrideIgnored, pointer: at,
                        message:
                            "\(vc.className)'s supportedInterfaceOrientations is never consulted: \(which) \(blocker.container.className) (\(blocker.container.kind.rawValue), forwarding \(blocker.container.forwarding.rawValue)) answers for itself.",
                        target: target)
                }
            } else {
                guard let asked = consulted(path, { $0.shouldAutorotateToInterfaceOrientation = $1 }) else { return }
                if asked { continue }
                // The default a plain controller gets instead answers the same on this device: nothing changes.
                let device = Policy.deviceMask(target)
                if vc.kind == .viewController, let legacy = vc.shouldAutorotateToInterfaceOrientation,
                    legacy.intersection(device) == target.idiom.defaultMask.intersection(device)
                {
                    continue
                }
                c.add(
                    .legacyMethodIgnored, pointer: at,
                    message:
                        "\(vc.className) implements only shouldAutorotateToInterfaceOrientation:, which iOS 6+ no longer calls (no compatibility bridge): it gets the default supportedInterfaceOrientations instead.",
                    target: target)
            }
        }
    }

    /// The container that keeps a child's answer from being asked: walking up from the child through containers that
    /// forward the mask, the first one that answers it for itself (no forwarding, or a mask of its own). nil when a presentation comes first, or every container up to
    /// the root forwards: the override then goes unasked for another reason (the presentation's style, an app mask
    /// that leaves nothing), which `child-override-ignored` would misname.
    func answeringContainer(above path: ControllerPath) -> (container: ViewController, direct: Bool)? {
        var steps = path.steps
        var direct = true
        while case .child? = steps.last {
            steps.removeLast()
            guard let container = ControllerPath(window: window, steps: steps).controller(in: scenario) else { return nil }
            // An explicit mask on a forwarding container wins over its forwarding for that query.
            if container.forwarding == .none || container.supportedInterfaceOrientations != nil { return (container, direct) }
            direct = false
        }
        return nil
    }

    /// iOS 5 and earlier: a controller that overrides only `supportedInterfaceOrientations` (an iOS 6 method) and
    /// whose value changes nothing is left with the old method's answer, portrait only by default.
    mutating func checkModernMethodsBeforeIOS6(_ root: ViewController, into c: inout LintCollector) {
        for (path, vc) in Lint.controllers(of: root, window: window)
        where vc.supportedInterfaceOrientations != nil && vc.shouldAutorotateToInterfaceOrientation == nil {
            guard let asked = consulted(path, { $0.supportedInterfaceOrientations = $1 }) else { return }
            if asked { continue }
            c.add(
                .modernMethodIgnoredBeforeIOS6, pointer: pointer(path) + "/supportedInterfaceOrientations",
                message:
                    "\(vc.className) overrides only supportedInterfaceOrientations, which iOS 5 and earlier never call: there it answers with shouldAutorotateToInterfaceOrientation:'s default.",
                target: target)
        }
    }

    /// Whether changing the controller's value at `path` (portrait vs landscape) changes any configuration's state.
    /// Each probe costs two states of the budget; nil (and `probesTruncated`) when the budget runs out first.
    mutating func consulted(_ path: ControllerPath, _ set: (inout ViewController, InterfaceOrientationMask) -> Void) -> Bool? {
        for v in variants {
            let s = with(v.root)
            guard path.controller(in: s) != nil else { continue }
            guard states + 2 <= budget else {
                probesTruncated = true
                return nil
            }
            states += 2
            func probe(_ m: InterfaceOrientationMask) -> OrientationState? {
                guard
                    let r = v.root.updating(
                        at: path.steps[...],
                        {
                            var x = $0; set(&x, m); return x
                        })
                else { return nil }
                return Policy.state(of: with(r))
            }
            guard let a = probe(.portrait), let b = probe(.landscape) else { continue }
            if a.supportedInterfaceOrientations != b.supportedInterfaceOrientations || (a.exception == nil) != (b.exception == nil)
                || a.shouldAutorotate != b.shouldAutorotate
            {
                return true
            }
        }
        return false
    }
}
