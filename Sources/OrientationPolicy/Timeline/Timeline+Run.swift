extension Timeline {
    /// Replays the timeline. Throws only for requests that cannot be run as written (unknown or ambiguous
    /// names, wrong controller kinds, indices out of range); UIKit's exceptions are results, reported on the
    /// entry of the event that raised, after which the timeline stops.
    public func run() throws(TimelineError) -> TimelineResult {
        for (k, o) in observers.enumerated() {
            switch o.action {
            case .deviceOrientation, .setDeviceOrientationValue, .launch:
                throw TimelineError(
                    .observerActionNotAllowed, event: nil, observer: k, field: "type",
                    "An observer of UIDeviceOrientationDidChangeNotification cannot \(o.action.kind.rawValue): it would change the device orientation (or relaunch) from inside its own notification.")
            default: break
            }
        }
        var sim = TimelineSimulator(self)
        return try sim.run()
    }
}

/// The mutable replay state. Internal: `Timeline.run()` is the API.
struct TimelineSimulator {
    let timeline: Timeline
    let version: SystemVersion
    let era: Era
    let idiom: Idiom
    var scenario: Scenario
    var io: InterfaceOrientation
    var statusBar: InterfaceOrientation
    var device: DeviceOrientation
    /// The orientation each controller (by name) last laid out in.
    var layout: [String: InterfaceOrientation] = [:]
    var externalConnected: Bool
    /// Set when an event changed which controllers are on screen: only then can a controller that missed a
    /// rotation reappear (a turn updates every controller on screen), so only then is the layout check run.
    var hierarchyChanged = false

    // The entry being built.
    var eventIndex = 0
    var observerIndex: Int?
    var status: TimelineEntry.Status = .applied
    var notifications: [TimelineNotification] = []
    var queries: [OrientationQuery] = []
    var callbacks: [RotationCallback] = []
    var logs: [String] = []
    var steps: [ExplanationStep] = []
    var sceneError: SceneError?
    var exception: UIKitException?

    init(_ t: Timeline) {
        timeline = t
        scenario = t.scenario
        version = t.scenario.device.systemVersion
        era = t.scenario.device.era
        idiom = t.scenario.device.idiom
        if let o = t.scenario.interfaceOrientation {
            io = o
        } else {
            // The launch orientation, settled by the root controller, as /v1/decide computes it.
            var s = t.scenario
            s.deviceOrientation = nil
            io = Policy.decide(s).interfaceOrientation
        }
        device = t.scenario.deviceOrientation ?? io.deviceOrientation
        statusBar = io
        externalConnected = t.scenario.windows.contains { $0.screen == .external && !$0.isHidden }
        for v in Timeline.visibleControllers(in: scenario) { layout[v.controller.name] = io }
    }

    mutating func run() throws(TimelineError) -> TimelineResult {
        let initialIO = io
        let initialDevice = device
        var entries: [TimelineEntry] = []
        entries.reserveCapacity(timeline.events.count)
        var outcome = TimelineResult.Outcome.completed
        for (i, e) in timeline.events.enumerated() {
            eventIndex = i
            status = .applied
            notifications.removeAll(keepingCapacity: true)
            queries.removeAll(keepingCapacity: true)
            callbacks.removeAll(keepingCapacity: true)
            logs.removeAll(keepingCapacity: true)
            steps.removeAll(keepingCapacity: true)
            sceneError = nil
            let before = io
            hierarchyChanged = false
            try handle(e)
            if exception == nil, hierarchyChanged { layOutReappearing() }
            entries.append(entry(i, e.kind, before: before))
            if exception != nil {
                outcome = .exception
                break
            }
        }
        return TimelineResult(
            outcome: outcome, initialInterfaceOrientation: initialIO, initialDeviceOrientation: initialDevice,
            entries: entries, interfaceOrientation: io, statusBarOrientation: statusBar, deviceOrientation: device)
    }

    func entry(_ i: Int, _ kind: TimelineEvent.Kind, before: InterfaceOrientation) -> TimelineEntry {
        let st = Policy.state(of: scenario)
        var windows: [WindowSnapshot] = []
        windows.reserveCapacity(scenario.windows.count)
        for (w, win) in scenario.windows.enumerated() {
            let bounds = win.screen == .external ? timeline.screens.external : timeline.screens.bounds(idiom, io)
            windows.append(WindowSnapshot(
                index: w, screen: win.screen, isKeyWindow: win.isKeyWindow, isHidden: win.isHidden, bounds: bounds,
                rootViewController: win.rootViewController?.name))
        }
        return TimelineEntry(
            index: i, kind: kind, status: status, interfaceOrientationBefore: before, interfaceOrientationAfter: io,
            statusBarOrientation: statusBar, deviceOrientation: device,
            supportedInterfaceOrientations: st.supportedInterfaceOrientations,
            topmostViewController: st.topmost.map {
                ControllerReference(name: $0.controller.name, path: $0.path.string(windowsFromArray: scenario.windowsFromArray))
            },
            windows: windows, notifications: notifications, queries: queries, callbacks: callbacks, logs: logs,
            error: sceneError, exception: exception, explanation: steps)
    }

    // MARK: - Events

    mutating func handle(_ e: TimelineEvent) throws(TimelineError) {
        switch e {
        case .deviceOrientation(let d): try deviceTurned(d)
        case .present(let vc, let from, let style, let animated): try present(vc, from: from, style: style, animated: animated)
        case .dismiss(let name, let animated): try dismiss(name, animated: animated)
        case .push(let vc, let nav, _): try push(vc, onto: nav)
        case .pop(let nav, _): try pop(nav)
        case .selectTab(let tab, let index): try selectTab(tab, index: index)
        case .updateAnswers(let name, let change, let then): try updateAnswers(name, change, then: then)
        case .setDeviceOrientationValue(let d): try setDeviceOrientationValue(d)
        case .requestGeometryUpdate(let mask): requestGeometryUpdate(mask, fromShim: false)
        case .setStatusBarOrientation(let o, let animated): setStatusBarOrientation(o, animated: animated)
        case .connectScreen(let w): connectScreen(w)
        case .disconnectScreen: disconnectScreen()
        case .makeKeyWindow(let i): try makeKeyWindow(i)
        case .showWindow(let i): try setWindowHidden(i, false)
        case .hideWindow(let i): try setWindowHidden(i, true)
        case .launch: launch()
        }
    }

    mutating func deviceTurned(_ d: DeviceOrientation) throws(TimelineError) {
        guard d != device else {
            status = .ignored
            steps.append(TimelineRule.deviceOrientationNotification.step(
                "The device already reports \(d.name): UIDevice posts nothing."))
            return
        }
        device = d
        notifications.append(.deviceOrientationDidChange)
        steps.append(TimelineRule.deviceOrientationNotification.step(
            "UIDevice reports \(d.name) and posts UIDeviceOrientationDidChangeNotification; UIKit handles it before the app's observers."))
        autorotate(rule: nil, animated: true)
        if exception != nil { return }
        try runObservers(d)
    }

    /// UIKit's reaction to the device orientation (a device change, or `attemptRotationToDeviceOrientation`).
    mutating func autorotate(rule: TimelineRule?, animated: Bool) {
        let st = Policy.state(of: scenario)
        guard st.windowRotates else {
            steps.append(Rule.rotation.step("No window on the main screen can rotate: the interface stays \(io.name)."))
            return
        }
        if let target = device.interfaceOrientation, target != io {
            recordQueries(st, rotatingTo: target)
            if let x = st.exception {
                raise(x, Rule.exception.step(
                    "\(st.topmost?.controller.className ?? "The controller")'s mask has nothing in common with the app mask and shouldAutorotate returns YES: UIKit raises at rotation time."))
                return
            }
        }
        let r = Policy.rotation(
            to: device, from: io, supported: st.supportedInterfaceOrientations, shouldAutorotate: st.shouldAutorotate,
            systemVersion: version)
        let prefix = rule.map { _ in "attemptRotationToDeviceOrientation: " } ?? ""
        switch r.kind {
        case .notAnInterfaceOrientation:
            steps.append((rule.map { $0.step("") } ?? Rule.rotation.step("")).with(prefix + "device \(device.name) has no interface orientation: the interface stays \(io.name)."))
        case .blockedByShouldAutorotate:
            steps.append(Rule.rotation.step(prefix + "shouldAutorotate returns NO: the rotation to \(device.name) is suppressed."))
        case .windowDoesNotRotate:
            steps.append(Rule.rotation.step(prefix + "no window rotates."))
        case .notSupported:
            steps.append(Rule.rotation.step(prefix + "device \(device.name) maps to interface \(device.interfaceOrientation?.name ?? "unknown"), which is not in \(st.supportedInterfaceOrientations.spokenList): the interface stays \(io.name)."))
        case .alreadyThere:
            steps.append(Rule.rotation.step(prefix + "the interface is already \(io.name)."))
        case .rotated:
            steps.append(Rule.rotation.step(prefix + "device \(device.name) maps to interface \(r.interfaceOrientation.name), which is supported: the interface rotates."))
            turn(to: r.interfaceOrientation, receivers: visible(), animated: animated)
        }
    }

    mutating func runObservers(_ d: DeviceOrientation) throws(TimelineError) {
        let saved = status
        for (k, o) in timeline.observers.enumerated() where o.when.matches(d) {
            observerIndex = k
            steps.append(TimelineRule.observer.step("Observer \(k) of UIDeviceOrientationDidChangeNotification matches \(d.name) and runs \(o.action.kind.rawValue)."))
            try handle(o.action)
            observerIndex = nil
            if exception != nil { return }
        }
        status = saved
    }

    mutating func present(_ vc: ViewController, from: String, style: ModalPresentationStyle?, animated: Bool) throws(TimelineError) {
        if !Timeline.paths(named: vc.name, in: scenario).isEmpty {
            if observerIndex != nil {
                steps.append(TimelineRule.observer.step("\(vc.name) is already on screen: the observer does not present it again (isShowingLandscapeView)."))
                status = .ignored
                return
            }
            throw TimelineError(
                .duplicateController, event: eventIndex, observer: observerIndex, field: "controller/name",
                "A controller named '\(vc.name)' is already in the hierarchy at event \(eventIndex); names identify controllers and must be unique.")
        }
        let path = try locate(from, field: "from")
        guard let root = scenario.windows[path.window].rootViewController, let presenter = path.controller(in: scenario) else { return }
        if let existing = presenter.presentedViewController {
            status = .ignored
            logs.append("Attempt to present <\(vc.className)> on <\(presenter.className)> which is already presenting <\(existing.className)>")
            steps.append(TimelineRule.presentation.step("\(presenter.name) is already presenting \(existing.name): UIKit logs a warning and presents nothing."))
            return
        }
        var p = vc
        if let s = style { p.modalPresentationStyle = s }
        let presentedCopy = p
        guard let newRoot = root.updating(at: path.steps[...], { var c = $0; c.presentedViewController = presentedCopy; return c }) else { return }
        var next = scenario
        next.windows[path.window].rootViewController = newRoot
        let b = Policy.presentationBehaviour(of: p.modalPresentationStyle, on: scenario.device)
        let newPath = ControllerPath(window: path.window, steps: path.steps + [.presented])
        let st = Policy.state(of: next)
        let before = visible()
        guard b.fillsWindow, st.windowRotates, st.topmost?.path == newPath else {
            scenario = next
            hierarchyChanged = true
            steps.append(TimelineRule.presentation.step(
                "\(p.name) is presented \(b.style.name) from \(presenter.name); it does not become the top-most full-screen controller, so the orientation does not change."))
            return
        }
        steps.append(TimelineRule.presentation.step(
            b.adaptedToFullScreen
                ? "\(p.name) is presented \(b.style.name), adapted to full screen on a compact-width phone before iOS 13: it fills the window and decides."
                : "\(p.name) is presented \(b.style.name) from \(presenter.name): it fills the window and decides."))
        recordQueries(st, rotatingTo: nil)
        if let x = st.exception {
            raise(x, Rule.exception.step("\(p.className)'s mask has nothing in common with the app mask and shouldAutorotate returns YES: UIKit raises at presentation time."))
            return
        }
        var shown = io
        if st.ignoresControllerOrientations {
            steps.append(Rule.preferredOrientation.step("Under iPad multitasking the presented controller's preferred orientation is not consulted."))
        } else if let a = st.answers {
            let preferred = era >= .iOS6 ? a.preferredInterfaceOrientationForPresentation : nil
            if era >= .iOS6 { recordPreferredQuery(p, a) }
            let po = Policy.presentationOrientation(
                preferred: preferred, supported: st.supportedInterfaceOrientations, current: io, deviceOrientation: device,
                systemVersion: version)
            if let x = po.exception {
                raise(x, Rule.preferredOrientation.step("\(p.name) prefers \(preferred?.name ?? "unknown"), which is not in \(st.supportedInterfaceOrientations.spokenList): UIKit raises."))
                return
            }
            shown = po.interfaceOrientation
            steps.append(Rule.preferredOrientation.step(choiceSentence(po, name: p.name)))
        }
        scenario = next
        hierarchyChanged = true
        if shown != io { turn(to: shown, receivers: intersect(before, visible()), animated: animated) }
    }

    mutating func dismiss(_ name: String, animated: Bool) throws(TimelineError) {
        let found = Timeline.paths(named: name, in: scenario)
        if found.isEmpty, observerIndex != nil {
            steps.append(TimelineRule.observer.step("\(name) is not on screen: the observer has nothing to dismiss (isShowingLandscapeView is NO)."))
            status = .ignored
            return
        }
        let path = try locate(name, field: "controller")
        guard let vc = path.controller(in: scenario), let root = scenario.windows[path.window].rootViewController else { return }
        var target: [ControllerPath.Step]
        if vc.presentedViewController != nil {
            target = path.steps + [.presented]
        } else if let k = path.steps.lastIndex(of: .presented) {
            target = Array(path.steps[...k])
        } else {
            status = .ignored
            steps.append(TimelineRule.dismissal.step("\(name) presents nothing and is not presented: dismissViewControllerAnimated: does nothing."))
            return
        }
        let targetPath = ControllerPath(window: path.window, steps: target)
        guard let removed = targetPath.controller(in: scenario),
              let newRoot = root.updating(at: target[...], { _ in nil }) else { return }
        var next = scenario
        next.windows[path.window].rootViewController = newRoot
        let before = visible()
        let old = Policy.state(of: scenario)
        let st = Policy.state(of: next)
        steps.append(TimelineRule.dismissal.step("\(removed.name) (and anything it presents) is dismissed."))
        if st.windowRotates, st.windowIndex == path.window, st.topmost?.path != old.topmost?.path, let t = st.topmost {
            recordQueries(st, rotatingTo: nil)
            if let x = st.exception {
                raise(x, Rule.exception.step("\(t.controller.className)'s mask has nothing in common with the app mask and shouldAutorotate returns YES: UIKit raises on dismissal."))
                return
            }
            var shown = io
            if !st.ignoresControllerOrientations, let a = st.answers {
                let preferred = era >= .iOS6 ? a.preferredInterfaceOrientationForPresentation : nil
                if era >= .iOS6 { recordPreferredQuery(t.controller, a) }
                let po = era >= .iOS6
                    ? Policy.reshownOrientation(
                        preferred: preferred, supported: st.supportedInterfaceOrientations, current: io,
                        deviceOrientation: device, systemVersion: version)
                    : Policy.presentationOrientation(
                        preferred: nil, supported: st.supportedInterfaceOrientations, current: io,
                        deviceOrientation: device, systemVersion: version)
                if let x = po.exception {
                    let quoted = preferred ?? io
                    raise(x, Rule.preferredOrientation.step(
                        preferred == nil
                            ? "\(t.controller.name) is top-most again; it does not override preferredInterfaceOrientationForPresentation, so UIKit uses the status bar orientation \(quoted.name); neither it nor the device orientation \(device.name) is in \(st.supportedInterfaceOrientations.spokenList): UIKit raises (NYTPhotoViewer#360)."
                            : "\(t.controller.name) is top-most again and prefers \(quoted.name), which is not in \(st.supportedInterfaceOrientations.spokenList): UIKit raises."))
                    return
                }
                shown = po.interfaceOrientation
                steps.append(Rule.preferredOrientation.step(choiceSentence(po, name: t.controller.name)))
            }
            scenario = next
            hierarchyChanged = true
            if shown != io { turn(to: shown, receivers: intersect(before, visible()), animated: animated) }
        } else {
            scenario = next
            hierarchyChanged = true
        }
        forget(removed)
    }

    mutating func push(_ vc: ViewController, onto nav: String) throws(TimelineError) {
        if !Timeline.paths(named: vc.name, in: scenario).isEmpty {
            throw TimelineError(
                .duplicateController, event: eventIndex, observer: observerIndex, field: "controller/name",
                "A controller named '\(vc.name)' is already in the hierarchy at event \(eventIndex); names identify controllers and must be unique.")
        }
        let path = try locate(nav, field: "navigationController")
        try requireKind(path, .navigationController, field: "navigationController", code: .notANavigationController)
        update(path) { $0.viewControllers.append(vc) }
        let st = Policy.state(of: scenario)
        steps.append(TimelineRule.navigationPush.step(
            st.supportedInterfaceOrientations.contains(io) || !st.windowRotates
                ? "\(vc.name) is pushed onto \(nav); pushing never forces a rotation."
                : "\(vc.name) is pushed onto \(nav); pushing never forces a rotation, so the interface stays \(io.name) although only \(st.supportedInterfaceOrientations.spokenList) is supported now, until the device turns or the app asks for an update."))
    }

    mutating func pop(_ nav: String) throws(TimelineError) {
        let path = try locate(nav, field: "navigationController")
        try requireKind(path, .navigationController, field: "navigationController", code: .notANavigationController)
        guard let n = path.controller(in: scenario), n.viewControllers.count > 1, let top = n.viewControllers.last else {
            status = .ignored
            steps.append(TimelineRule.navigationPush.step("\(nav) holds only its root view controller: popViewControllerAnimated: returns nil and does nothing."))
            return
        }
        update(path) { $0.viewControllers.removeLast() }
        forget(top)
        steps.append(TimelineRule.navigationPush.step("\(top.name) is popped from \(nav); popping never forces a rotation."))
    }

    mutating func selectTab(_ tab: String, index: Int) throws(TimelineError) {
        let path = try locate(tab, field: "tabBarController")
        try requireKind(path, .tabBarController, field: "tabBarController", code: .notATabBarController)
        guard let t = path.controller(in: scenario) else { return }
        guard t.viewControllers.indices.contains(index) else {
            throw TimelineError(
                .tabIndexOutOfRange, event: eventIndex, observer: observerIndex, field: "index",
                "\(tab) has \(t.viewControllers.count) tabs; index \(index) is out of range.")
        }
        if (t.selectedIndex ?? 0) == index {
            status = .ignored
            steps.append(TimelineRule.tabSelection.step("Tab \(index) is already selected."))
            return
        }
        update(path) { $0.selectedIndex = index }
        steps.append(TimelineRule.tabSelection.step(
            "\(tab) selects tab \(index) (\(t.viewControllers[index].name)); selecting a tab never forces a rotation."))
    }

    mutating func updateAnswers(_ name: String, _ change: AnswerChange, then: OrientationUpdate?) throws(TimelineError) {
        let path = try locate(name, field: "controller")
        update(path) { $0 = change.applied(to: $0) }
        steps.append(TimelineRule.answersChanged.step("\(name)'s answers change."))
        let call = then ?? OrientationUpdate.default(for: version)
        switch call {
        case .none:
            steps.append(TimelineRule.answersChanged.step("Nothing asks UIKit to re-evaluate: the new answers count at the next rotation or presentation."))
        case .attemptRotationToDeviceOrientation:
            if version < Timeline.attemptRotationSince {
                status = .unavailable
                steps.append(TimelineRule.attemptRotation.step("attemptRotationToDeviceOrientation does not exist before iOS 5.0."))
            } else if version >= Policy.modernUIKit {
                status = .unavailable
                steps.append(TimelineRule.attemptRotation.step(
                    "On iOS \(version) attemptRotationToDeviceOrientation is deprecated and replaced by setNeedsUpdateOfSupportedInterfaceOrientations; it no longer rotates."))
            } else {
                steps.append(TimelineRule.attemptRotation.step("attemptRotationToDeviceOrientation: UIKit tries to rotate to the device orientation \(device.name)."))
                autorotate(rule: .attemptRotation, animated: true)
            }
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            guard version >= Policy.modernUIKit else {
                status = .unavailable
                steps.append(TimelineRule.setNeedsUpdate.step("setNeedsUpdateOfSupportedInterfaceOrientations does not exist before iOS 16."))
                return
            }
            setNeedsUpdate()
        }
    }

    mutating func setNeedsUpdate() {
        let st = Policy.state(of: scenario)
        guard st.windowRotates else {
            steps.append(TimelineRule.setNeedsUpdate.step("No window on the main screen can rotate."))
            return
        }
        recordQueries(st, rotatingTo: nil)
        if let x = st.exception {
            raise(x, Rule.exception.step("The controller's mask has nothing in common with the app mask and shouldAutorotate returns YES: UIKit raises."))
            return
        }
        let e = st.supportedInterfaceOrientations
        var target = io
        if let d = device.interfaceOrientation, e.contains(d) {
            target = d
        } else if !e.contains(io) {
            let po = Policy.presentationOrientation(
                preferred: st.answers?.preferredInterfaceOrientationForPresentation, supported: e, current: io,
                deviceOrientation: device, systemVersion: version)
            if let x = po.exception {
                raise(x, Rule.preferredOrientation.step("The preferred orientation is not in \(e.spokenList): UIKit raises."))
                return
            }
            target = po.interfaceOrientation
        }
        steps.append(TimelineRule.setNeedsUpdate.step(
            target == io
                ? "setNeedsUpdateOfSupportedInterfaceOrientations: \(io.name) stays (supported: \(e.spokenList))."
                : "setNeedsUpdateOfSupportedInterfaceOrientations: the window updates to \(target.name) (supported: \(e.spokenList), device \(device.name))."))
        turn(to: target, receivers: visible(), animated: true)
    }

    mutating func setDeviceOrientationValue(_ d: DeviceOrientation) throws(TimelineError) {
        guard version >= Policy.modernUIKit else {
            steps.append(TimelineRule.deviceOrientationKVC.step(
                "setValue:forKey:@\"orientation\" sets the device orientation to \(d.name) on iOS \(version), as if the device turned."))
            try deviceTurned(d)
            return
        }
        logs.append(Timeline.deviceOrientationBugInClient)
        let linked = timeline.linkedAgainst ?? version
        guard linked < Policy.modernUIKit else {
            status = .ignored
            steps.append(TimelineRule.deviceOrientationKVC.step(
                "On iOS \(version) setting UIDevice.orientation logs BUG IN CLIENT OF UIKIT and does nothing for an app linked against the iOS \(linked) SDK."))
            return
        }
        steps.append(TimelineRule.deviceOrientationKVC.step(
            "On iOS \(version) setting UIDevice.orientation logs BUG IN CLIENT OF UIKIT; the app is linked against iOS \(linked), so UIKit's compatibility shim turns it into a geometry request, then sets the device orientation and posts the notification."))
        if let o = d.interfaceOrientation {
            requestGeometryUpdate(o.mask, fromShim: true)
            if exception != nil { return }
        }
        let saved = status
        try deviceTurned(d)
        if status == .ignored { status = saved }
    }

    mutating func requestGeometryUpdate(_ mask: InterfaceOrientationMask, fromShim: Bool) {
        guard version >= Policy.modernUIKit else {
            status = .unavailable
            steps.append(TimelineRule.geometryRequest.step("requestGeometryUpdate:errorHandler: does not exist before iOS 16."))
            return
        }
        let st = Policy.state(of: scenario)
        guard st.windowRotates else {
            status = .ignored
            steps.append(TimelineRule.geometryRequest.step("No window scene on the main screen can rotate."))
            return
        }
        recordQueries(st, rotatingTo: nil)
        if let x = st.exception {
            raise(x, Rule.exception.step("The controller's mask has nothing in common with the app mask and shouldAutorotate returns YES: UIKit raises."))
            return
        }
        let requested = InterfaceOrientationMask(rawValue: mask.rawValue & InterfaceOrientationMask.validBits)
        let e = st.supportedInterfaceOrientations
        let both = requested.intersection(e)
        guard !both.isEmpty else {
            if fromShim {
                steps.append(TimelineRule.geometryRequest.step("The shimmed geometry request for \(requested.spokenList) is denied (supported: \(e.spokenList)); the shim ignores the error."))
            } else {
                status = .denied
                sceneError = .geometryRequestDenied(requested: requested, supported: e)
                steps.append(TimelineRule.geometryRequest.step(
                    "None of \(requested.spokenList) is in \(e.spokenList): the error handler gets UISceneErrorDomain code 101 and nothing turns."))
            }
            return
        }
        let po = Policy.presentationOrientation(preferred: nil, supported: both, current: io, deviceOrientation: device, systemVersion: version)
        steps.append(TimelineRule.geometryRequest.step(
            po.interfaceOrientation == io
                ? "The requested \(requested.spokenList) meets the supported \(e.spokenList) at \(both.spokenList), which holds the current \(io.name): nothing turns."
                : "The system picks \(po.interfaceOrientation.name) from the intersection \(both.spokenList) of the requested and supported orientations; the scene rotates without the device turning."))
        turn(to: po.interfaceOrientation, receivers: visible(), animated: true)
    }

    mutating func setStatusBarOrientation(_ o: InterfaceOrientation, animated: Bool) {
        guard o.isValid else {
            status = .ignored
            steps.append(TimelineRule.statusBarOrientation.step("unknown is not a status bar orientation."))
            return
        }
        if era >= .iOS6 {
            let st = Policy.state(of: scenario)
            let zeroMask = st.controllerMask.map { $0.rawValue & InterfaceOrientationMask.validBits == 0 } ?? false
            let effective = !st.ignoresControllerOrientations && st.answers != nil && (zeroMask || !st.shouldAutorotate)
            guard effective else {
                status = .ignored
                steps.append(TimelineRule.statusBarOrientation.step(
                    "On iOS \(version) setStatusBarOrientation:animated: works only if the top-most full-screen controller returns 0 from supportedInterfaceOrientations (or NO from shouldAutorotate); it does not, so nothing changes."))
                return
            }
        }
        guard statusBar != o else {
            status = .ignored
            steps.append(TimelineRule.statusBarOrientation.step("The status bar is already \(o.name)."))
            return
        }
        notifications.append(.willChangeStatusBarOrientation)
        statusBar = o
        notifications.append(.didChangeStatusBarOrientation)
        steps.append(TimelineRule.statusBarOrientation.step(
            "The status bar turns to \(o.name)\(animated ? " (animated)" : ""); it only rotates the status bar: the interface stays \(io.name)."))
    }

    mutating func connectScreen(_ window: Window?) {
        guard !externalConnected else {
            status = .ignored
            steps.append(TimelineRule.externalScreen.step("An external screen is already connected (one is modelled)."))
            return
        }
        externalConnected = true
        notifications.append(.screenDidConnect)
        var detail = "An external screen connects: UIScreenDidConnectNotification."
        if var w = window {
            w.screen = .external
            w.isKeyWindow = false
            scenario.windows.append(w)
            hierarchyChanged = true
            if !w.isHidden { notifications.append(.windowDidBecomeVisible) }
            detail += " The app shows windows[\(scenario.windows.count - 1)] on it; it never rotates with the device."
        }
        steps.append(TimelineRule.externalScreen.step(detail))
    }

    mutating func disconnectScreen() {
        guard externalConnected else {
            status = .ignored
            steps.append(TimelineRule.externalScreen.step("No external screen is connected."))
            return
        }
        externalConnected = false
        notifications.append(.screenDidDisconnect)
        for i in scenario.windows.indices where scenario.windows[i].screen == .external && !scenario.windows[i].isHidden {
            scenario.windows[i].isHidden = true
            hierarchyChanged = true
            notifications.append(.windowDidBecomeHidden)
        }
        steps.append(TimelineRule.externalScreen.step("The external screen disconnects: UIScreenDidDisconnectNotification; its windows are hidden."))
    }

    mutating func makeKeyWindow(_ i: Int) throws(TimelineError) {
        try requireWindow(i)
        guard !scenario.windows[i].isKeyWindow else {
            status = .ignored
            steps.append(TimelineRule.windows.step("windows[\(i)] is already the key window."))
            return
        }
        for j in scenario.windows.indices where scenario.windows[j].isKeyWindow {
            scenario.windows[j].isKeyWindow = false
            notifications.append(.windowDidResignKey)
        }
        scenario.windows[i].isKeyWindow = true
        notifications.append(.windowDidBecomeKey)
        windowsStep("windows[\(i)] becomes the key window.")
    }

    mutating func setWindowHidden(_ i: Int, _ hidden: Bool) throws(TimelineError) {
        try requireWindow(i)
        guard scenario.windows[i].isHidden != hidden else {
            status = .ignored
            steps.append(TimelineRule.windows.step("windows[\(i)] is already \(hidden ? "hidden" : "visible")."))
            return
        }
        scenario.windows[i].isHidden = hidden
        hierarchyChanged = true
        notifications.append(hidden ? .windowDidBecomeHidden : .windowDidBecomeVisible)
        windowsStep("windows[\(i)] is \(hidden ? "hidden" : "shown").")
    }

    mutating func windowsStep(_ first: String) {
        let st = Policy.state(of: scenario)
        let decider = st.windowIndex.map { "windows[\($0)]" } ?? "no window"
        let e = st.supportedInterfaceOrientations
        steps.append(TimelineRule.windows.step(
            first + " The deciding window is now \(decider) (supported: \(e.spokenList))"
                + (st.windowRotates && !e.contains(io) ? "; the interface stays \(io.name) until the next rotation." : ".")))
    }

    mutating func launch() {
        let l = Policy.launchOrientation(infoPlist: scenario.app.infoPlist, device: scenario.device, deviceOrientation: device)
        io = l.interfaceOrientation
        statusBar = io
        steps.append(Rule.launchOrientation.step("The app launches with the status bar in \(io.name) (\(l.reason.rawValue))."))
        for w in scenario.windows where !w.isHidden { _ = w; notifications.append(.windowDidBecomeVisible) }
        if scenario.windows.contains(where: { $0.isKeyWindow && !$0.isHidden }) { notifications.append(.windowDidBecomeKey) }
        let st = Policy.state(of: scenario)
        recordQueries(st, rotatingTo: nil)
        if let x = st.exception {
            raise(x, Rule.exception.step("Setting the root view controller evaluates its orientations: no common orientation with the app and shouldAutorotate YES, UIKit raises at launch."))
            return
        }
        let e = st.supportedInterfaceOrientations
        if st.windowRotates, !e.isEmpty, !e.contains(io) {
            let po = Policy.presentationOrientation(preferred: nil, supported: e, current: io, deviceOrientation: device, systemVersion: version)
            io = po.interfaceOrientation
            statusBar = io
            steps.append(TimelineRule.launch.step("The root view controller does not support the launch orientation: the interface turns to \(io.name) before the window is shown, so no controller gets rotation callbacks."))
        } else {
            steps.append(TimelineRule.launch.step("The root view controller supports \(io.name): the window is shown in it."))
        }
        layout.removeAll(keepingCapacity: true)
        for v in visible() { layout[v.controller.name] = io }
    }

    // MARK: - Building blocks

    /// Turns the interface to `b`: status bar notifications around the callbacks to `receivers`.
    mutating func turn(to b: InterfaceOrientation, receivers: [VisibleController], animated: Bool) {
        let a = io
        guard b != a, b.isValid else { return }
        let statusBarTurns = statusBar != b
        if statusBarTurns { notifications.append(.willChangeStatusBarOrientation) }
        let duration = animated ? timeline.screens.rotationDuration(idiom, from: a, to: b) : 0
        let cbs = Timeline.rotationCallbacks(
            receivers: receivers, from: a, to: b, duration: duration, size: timeline.screens.bounds(idiom, b),
            systemVersion: version, windowsFromArray: scenario.windowsFromArray)
        callbacks += cbs
        io = b
        statusBar = b
        if statusBarTurns { notifications.append(.didChangeStatusBarOrientation) }
        for r in receivers { layout[r.controller.name] = b }
        let half = Timeline.isHalfTurn(from: a, to: b)
        let how: String
        if receivers.isEmpty {
            how = "no controller is on screen both before and after, so none gets rotation callbacks (a newly shown controller appears already turned; a hidden one lays out when it reappears)"
        } else if version < Timeline.sizeTransitionsSince {
            how = "the legacy rotation methods go to the \(receivers.count) controller(s) on screen, root first\(half ? ", with the duration doubled for 180 degrees" : "")"
        } else if half {
            how = "a 180-degree turn does not change the size, so no viewWillTransitionToSize:withTransitionCoordinator:"
        } else {
            how = "viewWillTransitionToSize:withTransitionCoordinator: goes from the root down to the controllers whose size changes"
        }
        steps.append(TimelineRule.rotationCallbacks.step("The interface turns \(a.name) -> \(b.name): \(how)."))
    }

    /// Controllers that were hidden when the interface turned lay out when they reappear (no rotation methods).
    mutating func layOutReappearing() {
        var names: [String] = []
        for v in visible() {
            let n = v.controller.name
            guard let l = layout[n] else {
                layout[n] = io
                continue
            }
            guard l != io else { continue }
            layout[n] = io
            names.append(n)
            if version >= Timeline.viewWillLayoutSubviewsSince {
                callbacks.append(RotationCallback(
                    controller: n, path: v.path.string(windowsFromArray: scenario.windowsFromArray),
                    method: .viewWillLayoutSubviews, reappeared: true))
            }
        }
        if !names.isEmpty {
            steps.append(TimelineRule.hiddenControllers.step(
                "\(names.joined(separator: ", ")) missed the rotation while hidden: no rotation methods; \(version >= Timeline.viewWillLayoutSubviewsSince ? "viewWillLayoutSubviews" : "layout") as they reappear in \(io.name)."))
        }
    }

    func visible() -> [VisibleController] { Timeline.visibleControllers(in: scenario) }

    func intersect(_ before: [VisibleController], _ after: [VisibleController]) -> [VisibleController] {
        after.filter { a in before.contains { $0.path == a.path && $0.controller.name == a.controller.name } }
    }

    mutating func raise(_ x: UIKitException, _ step: ExplanationStep) {
        exception = x
        status = .exception
        steps.append(step)
    }

    /// The queries UIKit makes to evaluate the deciding window (`rotatingTo` non-nil for a device-driven
    /// rotation, where iOS 6-15 ask `shouldAutorotate` first and stop on NO: "the supported orientations are
    /// retrieved only if this view controller returns YES from its shouldAutorotate method", iOS 6 release notes).
    mutating func recordQueries(_ st: OrientationState, rotatingTo target: InterfaceOrientation?) {
        guard let t = st.topmost, let a = st.answers else {
            if era >= .iOS6, st.declaredApplicationOrientations.source == .delegate {
                queries.append(OrientationQuery(receiver: "UIApplicationDelegate", method: .applicationSupportedInterfaceOrientationsForWindow, answer: .mask(st.declaredApplicationOrientations.mask), overridden: true))
            }
            return
        }
        let vc = t.controller
        if era == .legacy {
            guard let target else { return }
            if a.origin == .legacyAllChildren {
                for child in vc.viewControllers {
                    let m = Policy.legacyAutorotation(of: child).mask
                    queries.append(OrientationQuery(receiver: child.className, method: .shouldAutorotateToInterfaceOrientation, argument: target, answer: .bool(m.contains(target)), overridden: child.shouldAutorotateToInterfaceOrientation != nil))
                }
            } else {
                queries.append(OrientationQuery(receiver: a.answeredBy, method: .shouldAutorotateToInterfaceOrientation, argument: target, answer: .bool(a.supportedInterfaceOrientations.contains(target)), overridden: a.origin == .legacyMethod || a.origin == .legacyTopViewController))
            }
            return
        }
        if st.declaredApplicationOrientations.source == .delegate {
            queries.append(OrientationQuery(receiver: "UIApplicationDelegate", method: .applicationSupportedInterfaceOrientationsForWindow, answer: .mask(st.declaredApplicationOrientations.mask), overridden: true))
        }
        if st.ignoresControllerOrientations { return }
        let askShouldFirst = target != nil && version < Policy.modernUIKit
        if askShouldFirst {
            queries.append(OrientationQuery(receiver: vc.className, method: .shouldAutorotate, answer: .bool(a.shouldAutorotate), overridden: vc.shouldAutorotate != nil))
            if !a.shouldAutorotate { return }
        }
        queries.append(OrientationQuery(receiver: vc.className, method: .supportedInterfaceOrientations, answer: .mask(a.supportedInterfaceOrientations), overridden: vc.supportedInterfaceOrientations != nil))
        if a.origin == .forwarded, a.answeredBy != vc.className {
            queries.append(OrientationQuery(receiver: a.answeredBy, method: .supportedInterfaceOrientations, answer: .mask(a.supportedInterfaceOrientations), overridden: true))
        }
        if version >= Policy.modernUIKit {
            for c in t.controllersWhoseOrientationsMustCoincide {
                let ca = Policy.answers(of: c, device: scenario.device, app: scenario.app)
                queries.append(OrientationQuery(receiver: c.className, method: .supportedInterfaceOrientations, answer: .mask(ca.supportedInterfaceOrientations), overridden: c.supportedInterfaceOrientations != nil))
            }
        }
        if !askShouldFirst, let v = st.controllerMask, v.rawValue & InterfaceOrientationMask.validBits != 0,
           v.intersection(st.applicationOrientations.mask).rawValue & InterfaceOrientationMask.validBits == 0 {
            // The exception check asks shouldAutorotate last (decompiled __supportedInterfaceOrientations).
            queries.append(OrientationQuery(receiver: vc.className, method: .shouldAutorotate, answer: .bool(a.shouldAutorotate), overridden: vc.shouldAutorotate != nil))
        }
    }

    /// `preferredInterfaceOrientationForPresentation` asked of the controller that becomes top-most; without an
    /// override UIKit's default answers "the current orientation of the status bar" (Apple doc).
    mutating func recordPreferredQuery(_ vc: ViewController, _ a: ControllerAnswers) {
        let answer = a.preferredInterfaceOrientationForPresentation ?? statusBar
        queries.append(OrientationQuery(
            receiver: vc.className, method: .preferredInterfaceOrientationForPresentation, answer: .orientation(answer),
            overridden: a.preferredInterfaceOrientationForPresentation != nil))
    }

    func choiceSentence(_ po: PresentationOrientation, name: String) -> String {
        switch po.choice {
        case .preferred: "\(name) is shown in its preferred orientation \(po.interfaceOrientation.name)."
        case .invalidPreferred: "\(name)'s preferred orientation is not supported."
        case .current: "\(name) is shown in the current orientation \(po.interfaceOrientation.name), which it supports."
        case .deviceOrientation: "\(name) does not support \(io.name): it is shown in \(po.interfaceOrientation.name), the interface orientation of the device orientation \(device.name)."
        case .firstSupported: "\(name) supports neither \(io.name) nor the device orientation: it is shown in \(po.interfaceOrientation.name), the first supported."
        case .nothingSupported: "Nothing is supported: the interface stays \(io.name)."
        }
    }

    func locate(_ name: String, field: String) throws(TimelineError) -> ControllerPath {
        let found = Timeline.paths(named: name, in: scenario)
        if found.count == 1 { return found[0] }
        if found.isEmpty {
            var names: [String] = []
            for w in scenario.windows.indices {
                if let r = scenario.windows[w].rootViewController { Self.names(r, into: &names) }
            }
            throw TimelineError(
                .unknownController, event: eventIndex, observer: observerIndex, field: field,
                "No controller named '\(name)' is in the hierarchy at event \(eventIndex); known: \(names.joined(separator: ", ")).")
        }
        let paths = found.map { $0.string(windowsFromArray: scenario.windowsFromArray) }
        throw TimelineError(
            .ambiguousController, event: eventIndex, observer: observerIndex, field: field,
            "\(found.count) controllers are named '\(name)' at event \(eventIndex): \(paths.joined(separator: ", ")).")
    }

    static func names(_ vc: ViewController, into out: inout [String]) {
        out.append(vc.name)
        for c in vc.viewControllers { names(c, into: &out) }
        if let p = vc.presentedViewController { names(p, into: &out) }
    }

    func requireKind(_ path: ControllerPath, _ kind: ControllerKind, field: String, code: TimelineError.Code) throws(TimelineError) {
        guard let vc = path.controller(in: scenario), vc.kind == kind else {
            let actual = path.controller(in: scenario)?.kind.rawValue ?? "nothing"
            throw TimelineError(code, event: eventIndex, observer: observerIndex, field: field, "'\(path.controller(in: scenario)?.name ?? "")' is a \(actual), not a \(kind.rawValue).")
        }
    }

    func requireWindow(_ i: Int) throws(TimelineError) {
        guard scenario.windows.indices.contains(i) else {
            throw TimelineError(
                .windowIndexOutOfRange, event: eventIndex, observer: observerIndex, field: "window",
                "There are \(scenario.windows.count) windows; index \(i) is out of range.")
        }
    }

    mutating func update(_ path: ControllerPath, _ body: (inout ViewController) -> Void) {
        hierarchyChanged = true
        guard let root = scenario.windows[path.window].rootViewController,
              let newRoot = root.updating(at: path.steps[...], { var c = $0; body(&c); return c }) else { return }
        scenario.windows[path.window].rootViewController = newRoot
    }

    mutating func forget(_ vc: ViewController) {
        layout[vc.name] = nil
        for c in vc.viewControllers { forget(c) }
        if let p = vc.presentedViewController { forget(p) }
    }
}

extension ExplanationStep {
    func with(_ detail: String) -> ExplanationStep {
        ExplanationStep(rule: rule, detail: detail, source: source)
    }
}

extension InterfaceOrientationMask {
    /// `orientationList`, or `none`.
    var spokenList: String { isEmpty ? "none" : orientationList }
}
