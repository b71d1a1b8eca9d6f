import OrientationPolicy

// Builders for the timeline specification tests.

/// Runs a one-window timeline and fails the test (by trapping in `try`) on request errors.
func simulate(
    _ s: Scenario, _ events: [TimelineEvent], observers: [TimelineObserver] = [], linkedAgainst: SystemVersion? = nil
) throws -> TimelineResult {
    try Timeline(scenario: s, events: events, observers: observers, linkedAgainst: linkedAgainst).run()
}

/// The request error a timeline throws, if any.
func timelineError(_ s: Scenario, _ events: [TimelineEvent], observers: [TimelineObserver] = []) -> TimelineError? {
    do {
        _ = try Timeline(scenario: s, events: events, observers: observers).run()
        return nil
    } catch {
        return error
    }
}

/// A controller that declares the callbacks it implements.
func implementing(_ v: ViewController, _ methods: RotationCallback.Method...) -> ViewController {
    var c = v
    c.implementedCallbacks = Set(methods.map(\.selector))
    return c
}

extension TimelineEntry {
    /// `controller method` strings, in delivery order.
    var calls: [String] { callbacks.map { "\($0.controller) \($0.method.selector)" } }
    /// `receiver method` strings, in query order.
    var asked: [String] { queries.map { "\($0.receiver) \($0.method.rawValue)" } }
    var rules: [String] { explanation.map(\.rule) }
}
