/// Lookups in the current hierarchy: the controllers on screen, controllers by name, and the checks that turn a
/// request the timeline cannot run as written into a `TimelineError`.
extension TimelineSimulator {
    func visible() -> [VisibleController] { Timeline.visibleControllers(in: scenario) }

    func intersect(_ before: [VisibleController], _ after: [VisibleController]) -> [VisibleController] {
        after.filter { a in before.contains { $0.path == a.path && $0.controller.name == a.controller.name } }
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
                .unknownController, event: draft.eventIndex, observer: draft.observerIndex, field: field,
                "No controller named '\(name)' is in the hierarchy at event \(draft.eventIndex); known: \(names.joined(separator: ", ")).")
        }
        let paths = found.map { $0.string(windowsFromArray: scenario.windowsFromArray) }
        throw TimelineError(
            .ambiguousController, event: draft.eventIndex, observer: draft.observerIndex, field: field,
            "\(found.count) controllers are named '\(name)' at event \(draft.eventIndex): \(paths.joined(separator: ", ")).")
    }

    static func names(_ vc: ViewController, into out: inout [String]) {
        out.append(vc.name)
        for c in vc.viewControllers { names(c, into: &out) }
        if let p = vc.presentedViewController { names(p, into: &out) }
    }

    func requireKind(_ path: ControllerPath, _ kind: ControllerKind, field: String, code: TimelineError.Code) throws(TimelineError) {
        guard let vc = path.controller(in: scenario), vc.kind == kind else {
            let actual = path.controller(in: scenario)?.kind.rawValue ?? "nothing"
            throw TimelineError(
                code, event: draft.eventIndex, observer: draft.observerIndex, field: field,
                "'\(path.controller(in: scenario)?.name ?? "")' is a \(actual), not a \(kind.rawValue).")
        }
    }

    func requireWindow(_ i: Int) throws(TimelineError) {
        guard scenario.windows.indices.contains(i) else {
            throw TimelineError(
                .windowIndexOutOfRange, event: draft.eventIndex, observer: draft.observerIndex, field: "window",
                "There are \(scenario.windows.count) windows; index \(i) is out of range.")
        }
    }
}
