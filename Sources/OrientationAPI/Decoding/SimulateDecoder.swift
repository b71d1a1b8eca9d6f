import OrientationPolicy

/// Decodes a `POST /v1/simulate` request: the `/v1/decide` scenario members (decoded by `ScenarioDecoder`,
/// strictly) plus `events`, `observers`, `screens` and `linkedAgainst`. Every error is an `APIProblem` with a
/// JSON Pointer, e.g. `/events/2/orientation`.
package struct SimulateDecoder: Sendable {
    package var scenarioDecoder: ScenarioDecoder
    /// At most this many events (and observers), so a request cannot make the replay slow.
    package var maxEvents: Int

    package init(scenarioDecoder: ScenarioDecoder = ScenarioDecoder(), maxEvents: Int = 200) {
        self.scenarioDecoder = scenarioDecoder
        self.maxEvents = maxEvents
    }

    /// The members a simulate request adds to the scenario's.
    package static let timelineFields = ["events", "observers", "screens", "linkedAgainst"]

    package func decode(_ value: JSONValue) throws(APIProblem) -> Timeline {
        guard case .object(let members) = value else {
            throw APIProblem(.wrongType, "expected an object, found \(value.typeName)", pointer: "")
        }
        var rest: [JSONMember] = []
        rest.reserveCapacity(members.count)
        var events: JSONValue?
        var observers: JSONValue?
        var screens: JSONValue?
        var linked: JSONValue?
        for m in members {
            switch m.key {
            case "events": events = m.value
            case "observers": observers = m.value
            case "screens": screens = m.value
            case "linkedAgainst": linked = m.value
            default: rest.append(m)
            }
        }
        let scenario = try scenarioDecoder.decode(.object(rest))
        var state = DecodingState(path: JSONPath(), maxControllers: scenarioDecoder.maxControllers)
        var t = Timeline(scenario: scenario, events: [])
        guard let ev = state.present(events) else {
            throw APIProblem(.missingField, "a simulate request needs 'events', an array of events", pointer: "/events")
        }
        state.path.push("events")
        t.events = try state.list(ev, max: maxEvents, what: "events") { (s: inout DecodingState, v: JSONValue) throws(APIProblem) in try s.event(v) }
        state.path.pop()
        if let v = state.present(observers) {
            state.path.push("observers")
            t.observers = try state.list(v, max: maxEvents, what: "observers") { (s: inout DecodingState, v: JSONValue) throws(APIProblem) in
                try s.observer(v)
            }
            state.path.pop()
        }
        if let v = state.present(screens) {
            state.path.push("screens"); t.screens = try state.screens(v); state.path.pop()
        }
        if let v = state.present(linked) {
            state.path.push("linkedAgainst")
            guard case .string(let s) = v else { throw state.wrongType("a string such as \"15.0\"", v) }
            do throws(VocabularyError) { t.linkedAgainst = try SystemVersion(parsing: s) } catch { throw state.vocabulary(error) }
            state.path.pop()
        }
        // The timeline's SDK is the app's: presentations without a style read it too.
        if t.scenario.app.linkedAgainst == nil { t.scenario.app.linkedAgainst = t.linkedAgainst }
        return t
    }

    /// The 422 problem for a timeline that cannot be run as written, pointing at the event (or observer
    /// action) member at fault.
    package static func problem(_ e: TimelineError) -> APIProblem {
        let code: ProblemCode
        switch e.code {
        case .unknownController: code = .unknownController
        case .ambiguousController: code = .ambiguousController
        case .duplicateController: code = .duplicateController
        case .notANavigationController: code = .notANavigationController
        case .notATabBarController: code = .notATabBarController
        case .tabIndexOutOfRange, .windowIndexOutOfRange: code = .outOfRange
        case .observerActionNotAllowed: code = .observerActionNotAllowed
        }
        let pointer: String
        if let k = e.observer {
            pointer = "/observers/\(k)/action/\(e.field)"
        } else {
            pointer = "/events/\(e.event ?? 0)/\(e.field)"
        }
        return APIProblem(code, e.message, pointer: pointer)
    }
}

extension DecodingState {
    mutating func list<T>(
        _ v: JSONValue, max: Int, what: String, _ item: (inout DecodingState, JSONValue) throws(APIProblem) -> T
    ) throws(APIProblem) -> [T] {
        guard case .array(let items) = v else { throw wrongType("an array of \(what)", v) }
        if items.count > max { throw problem(.outOfRange, "at most \(max) \(what) per request") }
        var out: [T] = []
        out.reserveCapacity(items.count)
        for (i, x) in items.enumerated() {
            path.push(i)
            out.append(try item(&self, x))
            path.pop()
        }
        return out
    }

    static let eventFields: [TimelineEvent.Kind: [String]] = [
        .deviceOrientation: ["type", "orientation"],
        .present: ["type", "from", "controller", "modalPresentationStyle", "animated"],
        .dismiss: ["type", "controller", "animated"],
        .push: ["type", "navigationController", "controller", "animated"],
        .pop: ["type", "navigationController", "animated"],
        .selectTab: ["type", "tabBarController", "index"],
        .updateAnswers: [
            "type", "controller", "supportedInterfaceOrientations", "shouldAutorotate",
            "preferredInterfaceOrientationForPresentation", "shouldAutorotateToInterfaceOrientation", "then",
        ],
        .setDeviceOrientationValue: ["type", "orientation"],
        .requestGeometryUpdate: ["type", "interfaceOrientations"],
        .setStatusBarOrientation: ["type", "orientation", "animated"],
        .connectScreen: ["type", "window"],
        .disconnectScreen: ["type"],
        .makeKeyWindow: ["type", "window"],
        .showWindow: ["type", "window"],
        .hideWindow: ["type", "window"],
        .launch: ["type"],
    ]

    /// One event object: `type` first, then the members that type accepts (any other member is an
    /// `unknown-field` problem naming the type's accepted members).
    mutating func event(_ v: JSONValue) throws(APIProblem) -> TimelineEvent {
        guard case .object(let members) = v else { throw wrongType("an event object", v) }
        guard let typeValue = present(v["type"]) else {
            path.push("type")
            throw problem(.missingField, "every event needs a 'type': " + TimelineEvent.Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        path.push("type")
        guard case .string(let typeName) = typeValue else { throw wrongType("a string", typeValue) }
        guard let kind = TimelineEvent.Kind(rawValue: typeName) else {
            var detail = "unknown event type \(VocabularyQuote.quote(typeName))"
            let names = TimelineEvent.Kind.allCases.map(\.rawValue)
            if let guess = Suggest.closest(to: typeName, in: names) { detail += "; did you mean '\(guess)'?" }
            throw problem(.invalidEventType, detail + ". Accepted: " + names.joined(separator: ", "))
        }
        path.pop()
        let accepted = Self.eventFields[kind] ?? ["type"]
        for m in members where !accepted.contains(m.key) {
            throw unknownField(m.key, in: "a \(typeName) event", accepted: accepted)
        }
        return try eventBody(kind, v)
    }

    mutating func eventBody(_ kind: TimelineEvent.Kind, _ v: JSONValue) throws(APIProblem) -> TimelineEvent {
        switch kind {
        case .deviceOrientation:
            return .deviceOrientation(
                try required(v, "orientation") { (s: inout DecodingState, x: JSONValue) throws(APIProblem) in try s.deviceOrientation(x) })
        case .setDeviceOrientationValue:
            return .setDeviceOrientationValue(
                try required(v, "orientation") { (s: inout DecodingState, x: JSONValue) throws(APIProblem) in try s.deviceOrientation(x) })
        case .present:
            let from = try name(v, "from")
            let vc = try required(v, "controller") { (s: inout DecodingState, x: JSONValue) throws(APIProblem) in try s.controller(x) }
            var style: ModalPresentationStyle?
            if let x = present(v["modalPresentationStyle"]) {
                path.push("modalPresentationStyle"); style = try presentationStyle(x); path.pop()
            }
            return .present(vc, from: from, style: style, animated: try animated(v))
        case .dismiss:
            return .dismiss(try name(v, "controller"), animated: try animated(v))
        case .push:
            let nav = try name(v, "navigationController")
            let vc = try required(v, "controller") { (s: inout DecodingState, x: JSONValue) throws(APIProblem) in try s.controller(x) }
            return .push(vc, onto: nav, animated: try animated(v))
        case .pop:
            return .pop(try name(v, "navigationController"), animated: try animated(v))
        case .selectTab:
            let tab = try name(v, "tabBarController")
            let index = try required(v, "index") { (s: inout DecodingState, x: JSONValue) throws(APIProblem) in try s.integer(x) }
            return .selectTab(tab, index: index)
        case .updateAnswers:
            let target = try name(v, "controller")
            var change = AnswerChange()
            if let x = present(v["supportedInterfaceOrientations"]) {
                path.push("supportedInterfaceOrientations"); change.supportedInterfaceOrientations = try mask(x); path.pop()
            }
            if let x = present(v["shouldAutorotate"]) {
                path.push("shouldAutorotate"); change.shouldAutorotate = try bool(x); path.pop()
            }
            if let x = present(v["preferredInterfaceOrientationForPresentation"]) {
                path.push("preferredInterfaceOrientationForPresentation")
                change.preferredInterfaceOrientationForPresentation = try interfaceOrientation(x)
                path.pop()
            }
            if let x = present(v["shouldAutorotateToInterfaceOrientation"]) {
                path.push("shouldAutorotateToInterfaceOrientation"); change.shouldAutorotateToInterfaceOrientation = try mask(x); path.pop()
            }
            var then: OrientationUpdate?
            if let x = present(v["then"]) {
                path.push("then")
                guard case .string(let s) = x else { throw wrongType("a string", x) }
                guard let u = OrientationUpdate(rawValue: s) else {
                    throw problem(
                        .invalidOrientationUpdate,
                        "\(VocabularyQuote.quote(s)) is not one of " + OrientationUpdate.allCases.map(\.rawValue).joined(separator: ", "))
                }
                then = u
                path.pop()
            }
            return .updateAnswers(target, change, then: then)
        case .requestGeometryUpdate:
            return .requestGeometryUpdate(
                try required(v, "interfaceOrientations") { (s: inout DecodingState, x: JSONValue) throws(APIProblem) in try s.mask(x) })
        case .setStatusBarOrientation:
            let o = try required(v, "orientation") { (s: inout DecodingState, x: JSONValue) throws(APIProblem) in try s.interfaceOrientation(x) }
            return .setStatusBarOrientation(o, animated: try animated(v))
        case .connectScreen:
            var w: Window?
            if let x = present(v["window"]) { path.push("window"); w = try window(x); path.pop() }
            return .connectScreen(w)
        case .disconnectScreen:
            return .disconnectScreen
        case .makeKeyWindow:
            return .makeKeyWindow(try windowIndex(v))
        case .showWindow:
            return .showWindow(try windowIndex(v))
        case .hideWindow:
            return .hideWindow(try windowIndex(v))
        case .launch:
            return .launch
        }
    }

    mutating func required<T>(
        _ v: JSONValue, _ key: String, _ decode: (inout DecodingState, JSONValue) throws(APIProblem) -> T
    ) throws(APIProblem) -> T {
        path.push(key)
        guard let x = present(v[key]) else { throw problem(.missingField, "this event needs '\(key)'") }
        let r = try decode(&self, x)
        path.pop()
        return r
    }

    mutating func name(_ v: JSONValue, _ key: String) throws(APIProblem) -> String {
        try required(v, key) { (s: inout DecodingState, x: JSONValue) throws(APIProblem) in
            guard case .string(let n) = x else { throw s.wrongType("a controller name (string)", x) }
            return n
        }
    }

    mutating func animated(_ v: JSONValue) throws(APIProblem) -> Bool {
        guard let x = present(v["animated"]) else { return true }
        path.push("animated")
        let b = try bool(x)
        path.pop()
        return b
    }

    mutating func windowIndex(_ v: JSONValue) throws(APIProblem) -> Int {
        try required(v, "window") { (s: inout DecodingState, x: JSONValue) throws(APIProblem) in
            let i = try s.integer(x)
            if i < 0 { throw s.problem(.outOfRange, "a window index is 0 or more") }
            return i
        }
    }

    mutating func presentationStyle(_ x: JSONValue) throws(APIProblem) -> ModalPresentationStyle {
        guard case .string(let s) = x else { throw wrongType("a string", x) }
        do throws(VocabularyError) { return try ModalPresentationStyle(parsing: s) } catch { throw vocabulary(error) }
    }

    static let observerFields = ["notification", "when", "action"]
    static let observerConditions = ["portrait", "landscape", "flat", "any"]

    /// `{"notification": "UIDeviceOrientationDidChangeNotification", "when": "landscape", "action": {...}}`.
    mutating func observer(_ v: JSONValue) throws(APIProblem) -> TimelineObserver {
        guard case .object(let members) = v else { throw wrongType("an observer object", v) }
        for m in members where !Self.observerFields.contains(m.key) {
            throw unknownField(m.key, in: "an observer", accepted: Self.observerFields)
        }
        if let n = present(v["notification"]) {
            path.push("notification")
            guard case .string(let s) = n, s == "UIDeviceOrientationDidChangeNotification" else {
                throw problem(.invalidObserverCondition, "observers can only observe UIDeviceOrientationDidChangeNotification")
            }
            path.pop()
        }
        var when = TimelineObserver.Condition.any
        if let w = present(v["when"]) {
            path.push("when")
            guard case .string(let s) = w else { throw wrongType("a string", w) }
            switch s {
            case "portrait": when = .portrait
            case "landscape": when = .landscape
            case "flat": when = .flat
            case "any": when = .any
            default:
                do throws(VocabularyError) {
                    when = .orientation(try DeviceOrientation(parsing: s))
                } catch {
                    throw problem(
                        .invalidObserverCondition,
                        "\(VocabularyQuote.quote(s)) is not portrait, landscape, flat, any or a device orientation")
                }
            }
            path.pop()
        }
        let action = try required(v, "action") { (s: inout DecodingState, x: JSONValue) throws(APIProblem) in try s.event(x) }
        return TimelineObserver(when: when, action: action)
    }

    static let screensFields = ["phone", "pad", "external", "phoneRotationDuration", "padRotationDuration"]

    mutating func screens(_ v: JSONValue) throws(APIProblem) -> TimelineScreens {
        guard case .object(let members) = v else { throw wrongType("an object", v) }
        var s = TimelineScreens()
        for m in members {
            path.push(m.key)
            switch m.key {
            case "phone": s.phone = try size(m.value)
            case "pad": s.pad = try size(m.value)
            case "external": s.external = try size(m.value)
            case "phoneRotationDuration": s.phoneRotationDuration = try seconds(m.value)
            case "padRotationDuration": s.padRotationDuration = try seconds(m.value)
            default:
                path.pop()
                throw unknownField(m.key, in: "screens", accepted: Self.screensFields)
            }
            path.pop()
        }
        return s
    }

    mutating func size(_ v: JSONValue) throws(APIProblem) -> ScreenSize {
        guard case .object(let members) = v else { throw wrongType("an object {\"width\": ..., \"height\": ...}", v) }
        var width: Int?
        var height: Int?
        for m in members {
            path.push(m.key)
            switch m.key {
            case "width", "height":
                let n = try integer(m.value)
                if n < 1 || n > 100_000 { throw problem(.outOfRange, "a size in points between 1 and 100000") }
                if m.key == "width" { width = n } else { height = n }
            default:
                path.pop()
                throw unknownField(m.key, in: "a size", accepted: ["width", "height"])
            }
            path.pop()
        }
        guard let width else { path.push("width"); throw problem(.missingField, "a size needs 'width'") }
        guard let height else { path.push("height"); throw problem(.missingField, "a size needs 'height'") }
        return ScreenSize(width: width, height: height)
    }

    mutating func seconds(_ v: JSONValue) throws(APIProblem) -> Double {
        guard case .number(let n) = v else { throw wrongType("a number of seconds", v) }
        guard n.double >= 0, n.double <= 60 else { throw problem(.outOfRange, "a duration between 0 and 60 seconds") }
        return n.double
    }
}
