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
                    "An observer of UIDeviceOrientationDidChangeNotification cannot \(o.action.kind.rawValue): it would change the device orientation (or relaunch) from inside its own notification."
                )
            default: break
            }
        }
        var sim = TimelineSimulator(self)
        return try sim.run()
    }
}

/// The mutable replay state. Internal: `Timeline.run()` is the API. The event handlers live in the
/// `TimelineSimulator+*.swift` files beside this one: rotation, hierarchy, windows, queries, lookups.
struct TimelineSimulator {
    let timeline: Timeline
    let version: SystemVersion
    let era: Era
    let idiom: Idiom
    var scenario: Scenario
    var interfaceOrientation: InterfaceOrientation
    var statusBar: InterfaceOrientation
    var device: DeviceOrientation
    /// The orientation each controller (by name) last laid out in.
    var layout: [String: InterfaceOrientation] = [:]
    var externalConnected: Bool
    /// What the event being replayed has produced so far.
    var draft = EntryDraft()
    /// From iOS 16: the supported mask UIKit still holds after the app changed its answers without asking UIKit to
    /// re-evaluate (claim supported-mask-cached-until-update); nil when UIKit's mask is current. A geometry request
    /// is judged against it.
    var cachedSupportedOrientations: InterfaceOrientationMask?

    init(_ t: Timeline) {
        timeline = t
        scenario = t.scenario
        version = t.scenario.device.systemVersion
        era = t.scenario.device.era
        idiom = t.scenario.device.idiom
        if let o = t.scenario.interfaceOrientation {
            interfaceOrientation = o
        } else {
            // The launch orientation, settled by the root controller, as /v1/decide computes it.
            var s = t.scenario
            s.deviceOrientation = nil
            interfaceOrientation = Policy.decide(s).interfaceOrientation
        }
        device = t.scenario.deviceOrientation ?? interfaceOrientation.deviceOrientation
        statusBar = interfaceOrientation
        externalConnected = t.scenario.windows.contains { $0.screen == .external && !$0.isHidden }
        for v in Timeline.visibleControllers(in: scenario) { layout[v.controller.name] = interfaceOrientation }
    }

    /// The scenario with the timeline's `linkedAgainst` where the app names none, as the API merges them.
    var launchingScenario: Scenario {
        var s = scenario
        if s.app.linkedAgainst == nil { s.app.linkedAgainst = timeline.linkedAgainst }
        return s
    }

    mutating func run() throws(TimelineError) -> TimelineResult {
        let initialInterfaceOrientation = interfaceOrientation
        let initialDevice = device
        var entries: [TimelineEntry] = []
        entries.reserveCapacity(timeline.events.count)
        var outcome = TimelineResult.Outcome.completed
        if !scenario.app.usesSceneLifeCycle, Policy.failsToLaunchWithoutScenes(launchingScenario) {
            return TimelineResult(
                outcome: .doesNotLaunch, initialInterfaceOrientation: initialInterfaceOrientation, initialDeviceOrientation: initialDevice,
                entries: [], interfaceOrientation: interfaceOrientation, statusBarOrientation: statusBar, deviceOrientation: device,
                systemVersion: version)
        }
        for (i, event) in timeline.events.enumerated() {
            draft.reset()
            draft.eventIndex = i
            let before = interfaceOrientation
            try handle(event)
            if draft.exception == nil, draft.hierarchyChanged { layOutReappearing() }
            entries.append(entry(i, event.kind, before: before))
            if draft.exception != nil {
                outcome = .exception
                break
            }
        }
        return TimelineResult(
            outcome: outcome, initialInterfaceOrientation: initialInterfaceOrientation, initialDeviceOrientation: initialDevice,
            entries: entries, interfaceOrientation: interfaceOrientation, statusBarOrientation: statusBar, deviceOrientation: device,
            systemVersion: version)
    }

    func entry(_ i: Int, _ kind: TimelineEvent.Kind, before: InterfaceOrientation) -> TimelineEntry {
        let state = Policy.state(of: scenario)
        var windows: [WindowSnapshot] = []
        windows.reserveCapacity(scenario.windows.count)
        for (w, win) in scenario.windows.enumerated() {
            let bounds = win.screen == .external ? timeline.screens.external : timeline.screens.bounds(idiom, interfaceOrientation)
            windows.append(
                WindowSnapshot(
                    index: w, screen: win.screen, isKeyWindow: win.isKeyWindow, isHidden: win.isHidden, bounds: bounds,
                    rootViewController: win.rootViewController?.name))
        }
        return TimelineEntry(
            index: i, kind: kind, status: draft.status, interfaceOrientationBefore: before, interfaceOrientationAfter: interfaceOrientation,
            statusBarOrientation: statusBar, deviceOrientation: device,
            supportedInterfaceOrientations: state.supportedInterfaceOrientations,
            topmostViewController: state.topmost.map {
                ControllerReference(name: $0.controller.name, path: $0.path.string(windowsFromArray: scenario.windowsFromArray))
            },
            windows: windows, notifications: draft.notifications, queries: draft.queries, callbacks: draft.callbacks, logs: draft.logs,
            error: draft.sceneError, exception: draft.exception, explanation: draft.steps)
    }

    mutating func handle(_ event: TimelineEvent) throws(TimelineError) {
        switch event {
        case .updateAnswers, .requestGeometryUpdate, .setStatusBarOrientation, .setDeviceOrientationValue: break
        // Anything else makes UIKit ask the controllers again.
        default: cachedSupportedOrientations = nil
        }
        switch event {
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

    mutating func raise(_ exception: UIKitException, _ step: ExplanationStep) {
        draft.exception = exception
        draft.status = .exception
        draft.steps.append(step)
    }
}
