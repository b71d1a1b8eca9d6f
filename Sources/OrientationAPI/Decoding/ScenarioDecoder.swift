import OrientationPolicy

/// Decodes the API's `POST /v1/decide` request object into the engine's `Scenario`, strictly: an unknown
/// field is an error (`unknown-field`), because a typo such as `supportedInterfaceOrientation` silently
/// meaning "not overridden" is the main way clients get wrong answers. Every error is an `APIProblem` whose
/// `pointer` names the offending member (RFC 6901).
///
/// Order of checks inside one object, documented so other implementations (and the Codable oracle in the
/// tests) agree on *which* error a bad request gets: first any unknown member (in document order), then
/// the known members in the order they are listed in the API. `null` means "absent" for every optional member.
///
/// Reuse: `decode(_:base:)` decodes a Scenario found anywhere in a larger document (batch items, simulate
/// timelines) with pointers relative to `base`, e.g. `/items/3`.
package struct ScenarioDecoder: Sendable {
    /// The maximum number of view controllers in one scenario (roots, children and presented ones), so a
    /// hostile request cannot make `decide` slow. The JSON reader's depth limit bounds recursion.
    package var maxControllers: Int

    package init(maxControllers: Int = 1000) {
        self.maxControllers = maxControllers
    }

    /// Decodes a scenario from a parsed JSON value located at `base` in the request document.
    package func decode(_ value: JSONValue, base: String = "") throws(APIProblem) -> Scenario {
        var state = DecodingState(path: JSONPath(base: base), maxControllers: maxControllers)
        return try state.scenario(value)
    }

    /// Parses and decodes a whole request body (400 for bad JSON, 422 for bad values).
    ///
    /// Most valid bodies are read in one pass by `StreamingScenarioDecoder`; anything it does not accept,
    /// including every error, is parsed into a tree and decoded by `decode(_:base:)`, so a bad body gets the
    /// same problem either way.
    package func decode(body: [UInt8], reader: JSONReader = JSONReader()) throws(APIProblem) -> Scenario {
        let streaming = StreamingScenarioDecoder(maxControllers: maxControllers, maxDepth: reader.maxDepth)
        if let scenario = streaming.decode(body) { return scenario.scenario }
        return try decodeTree(body: body, reader: reader)
    }

    /// `decode(body:reader:)` in the flat form, which `/v1/decide` decides: a body the streaming decoder reads never
    /// becomes a tree of controllers; any other is decoded as a tree (with its problems) and then flattened.
    package func decodeFlat(body: [UInt8], reader: JSONReader = JSONReader()) throws(APIProblem) -> FlatScenario {
        let streaming = StreamingScenarioDecoder(maxControllers: maxControllers, maxDepth: reader.maxDepth)
        if let scenario = streaming.decode(body) { return scenario }
        return FlatScenario(try decodeTree(body: body, reader: reader))
    }

    /// The tree path alone: parse, then decode with the documented error order.
    func decodeTree(body: [UInt8], reader: JSONReader = JSONReader()) throws(APIProblem) -> Scenario {
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try reader.parse(body)
        } catch {
            throw APIProblem(error)
        }
        return try decode(value)
    }
}

/// The mutable part of one decoding run: where we are (for pointers) and how many controllers we have seen.
/// Extensions in sibling files decode each object type.
struct DecodingState {
    var path: JSONPath
    var controllers = 0
    let maxControllers: Int

    // MARK: errors

    func problem(_ code: ProblemCode, _ detail: String) -> APIProblem {
        APIProblem(code, detail, pointer: path.pointer)
    }

    func wrongType(_ expected: String, _ found: JSONValue) -> APIProblem {
        problem(.wrongType, "expected \(expected), found \(found.typeName)")
    }

    func vocabulary(_ e: VocabularyError) -> APIProblem {
        APIProblem(e, pointer: path.pointer)
    }

    /// An unknown member: the pointer names it, the detail suggests the closest accepted name.
    mutating func unknownField(_ key: String, in what: String, accepted: [String]) -> APIProblem {
        path.push(key)
        var detail = "unknown field \(VocabularyQuote.quote(key)) in \(what)"
        if let guess = Suggest.closest(to: key, in: accepted) { detail += "; did you mean '\(guess)'?" }
        detail += ". Accepted: " + accepted.joined(separator: ", ")
        return problem(.unknownField, detail)
    }

    // MARK: the top level

    static let scenarioFields = ["device", "app", "window", "windows", "interfaceOrientation", "deviceOrientation"]

    mutating func scenario(_ v: JSONValue) throws(APIProblem) -> Scenario {
        guard case .object(let members) = v else { throw wrongType("an object", v) }
        var device: JSONValue?
        var app: JSONValue?
        var window: JSONValue?
        var windows: JSONValue?
        var io: JSONValue?
        var dio: JSONValue?
        for m in members {
            switch m.id {
            case .device: device = m.value
            case .app: app = m.value
            case .window: window = m.value
            case .windows: windows = m.value
            case .interfaceOrientation: io = m.value
            case .deviceOrientation: dio = m.value
            default: throw unknownField(m.key, in: "the request", accepted: Self.scenarioFields)
            }
        }
        var s = Scenario()
        if let v = present(device) { path.push("device"); s.device = try self.device(v); path.pop() }
        if let v = present(app) { path.push("app"); s.app = try self.app(v); path.pop() }
        if let v = present(window) {
            if present(windows) != nil {
                path.push("windows")
                throw problem(.conflictingFields, "send either 'window' or 'windows', not both")
            }
            path.push("window")
            s.windows = [try self.window(v)]
            path.pop()
        } else if let v = present(windows) {
            path.push("windows")
            guard case .array(let items) = v else { throw wrongType("an array of windows", v) }
            if items.isEmpty { throw problem(.outOfRange, "'windows' needs at least one window") }
            var list: [Window] = []
            list.reserveCapacity(items.count)
            for (i, item) in items.enumerated() {
                path.push(i)
                list.append(try self.window(item))
                path.pop()
            }
            path.pop()
            s.windows = list
            s.windowsFromArray = true
        }
        if let v = present(io) {
            path.push("interfaceOrientation"); s.interfaceOrientation = try interfaceOrientation(v); path.pop()
        }
        if let v = present(dio) {
            path.push("deviceOrientation"); s.deviceOrientation = try deviceOrientation(v); path.pop()
        }
        if let (at, style) = s.firstUnavailablePresentationStyle {
            throw APIProblem(
                .presentationStyleUnavailable,
                "\(style.name) exists from iOS \(style.availableSince) (UIModalPresentationStyle, Apple Developer Documentation); the device runs iOS \(s.device.systemVersion)",
                pointer: path.base + LintPointer.controller(at, windowsFromArray: s.windowsFromArray) + "/modalPresentationStyle")
        }
        return s
    }

    static let deviceFields = ["idiom", "systemVersion", "hasHomeButton", "supportsMultitasking", "environment"]

    mutating func device(_ v: JSONValue) throws(APIProblem) -> Device {
        guard case .object(let members) = v else { throw wrongType("an object", v) }
        var idiom: JSONValue?
        var version: JSONValue?
        var home: JSONValue?
        var multi: JSONValue?
        var environment: JSONValue?
        for m in members {
            switch m.id {
            case .idiom: idiom = m.value
            case .systemVersion: version = m.value
            case .hasHomeButton: home = m.value
            case .supportsMultitasking: multi = m.value
            case .environment: environment = m.value
            default: throw unknownField(m.key, in: "device", accepted: Self.deviceFields)
            }
        }
        var d = Device()
        if let v = present(idiom) {
            path.push("idiom")
            guard case .string(let s) = v else { throw wrongType("a string (phone or pad)", v) }
            do throws(VocabularyError) { d.idiom = try Idiom(parsing: s) } catch { throw vocabulary(error) }
            path.pop()
        }
        if let v = present(version) {
            path.push("systemVersion")
            guard case .string(let s) = v else { throw wrongType("a string such as \"17.0\"", v) }
            do throws(VocabularyError) { d.systemVersion = try SystemVersion(parsing: s) } catch { throw vocabulary(error) }
            path.pop()
        }
        if let v = present(home) { path.push("hasHomeButton"); d.hasHomeButton = try bool(v); path.pop() }
        if let v = present(multi) { path.push("supportsMultitasking"); d.supportsMultitasking = try bool(v); path.pop() }
        if let v = present(environment) {
            path.push("environment")
            guard case .string(let s) = v else { throw wrongType("a string such as \"iPhoneAppOnIPad\"", v) }
            let e: Device.Environment
            do throws(VocabularyError) { e = try Device.Environment(parsing: s) } catch { throw vocabulary(error) }
            if let idiom = e.requiredIdiom, idiom != d.idiom {
                throw problem(
                    .conflictingFields, "environment '\(e.rawValue)' runs under the \(idiom.name) idiom; the device's idiom is \(d.idiom.name)")
            }
            if d.systemVersion < e.availableSince {
                throw problem(
                    .outOfRange, "environment '\(e.rawValue)' exists from iOS \(e.availableSince); the device runs iOS \(d.systemVersion)")
            }
            d.environment = e
            path.pop()
        }
        return d
    }

    static let appFields = [
        "infoPlist", "supportedInterfaceOrientationsForWindow", "legacyAutorotationBridge", "linkedAgainst",
        "supportedInterfaceOrientationsForWindowScene", "usesSceneLifeCycle",
    ]

    mutating func app(_ v: JSONValue) throws(APIProblem) -> App {
        guard case .object(let members) = v else { throw wrongType("an object", v) }
        var plist: JSONValue?
        var forWindow: JSONValue?
        var bridge: JSONValue?
        var linked: JSONValue?
        var forScene: JSONValue?
        var scenes: JSONValue?
        for m in members {
            switch m.id {
            case .infoPlist: plist = m.value
            case .supportedInterfaceOrientationsForWindow: forWindow = m.value
            case .legacyAutorotationBridge: bridge = m.value
            case .linkedAgainst: linked = m.value
            case .supportedInterfaceOrientationsForWindowScene: forScene = m.value
            case .usesSceneLifeCycle: scenes = m.value
            default: throw unknownField(m.key, in: "app", accepted: Self.appFields)
            }
        }
        var a = App()
        if let v = present(plist) { path.push("infoPlist"); a.infoPlist = try infoPlist(v); path.pop() }
        if let v = present(forWindow) {
            path.push("supportedInterfaceOrientationsForWindow")
            a.supportedInterfaceOrientationsForWindow = try mask(v)
            path.pop()
        }
        if let v = present(bridge) { path.push("legacyAutorotationBridge"); a.legacyAutorotationBridge = try bool(v); path.pop() }
        if let v = present(linked) {
            path.push("linkedAgainst")
            guard case .string(let s) = v else { throw wrongType("a string such as \"12.0\"", v) }
            do throws(VocabularyError) { a.linkedAgainst = try SystemVersion(parsing: s) } catch { throw vocabulary(error) }
            path.pop()
        }
        if let v = present(forScene) {
            path.push("supportedInterfaceOrientationsForWindowScene")
            a.supportedInterfaceOrientationsForWindowScene = try mask(v)
            path.pop()
        }
        if let v = present(scenes) { path.push("usesSceneLifeCycle"); a.usesSceneLifeCycle = try bool(v); path.pop() }
        return a
    }

    static let windowFields = [
        "rootViewController", "isKeyWindow", "screen", "isHidden", "windowLevel",
        "supportedInterfaceOrientationsForWindow", "supportedInterfaceOrientationsForWindowScene",
    ]

    mutating func window(_ v: JSONValue) throws(APIProblem) -> Window {
        guard case .object(let members) = v else { throw wrongType("an object", v) }
        var root: JSONValue?
        var key: JSONValue?
        var screen: JSONValue?
        var hidden: JSONValue?
        var level: JSONValue?
        var forWindow: JSONValue?
        var forScene: JSONValue?
        for m in members {
            switch m.id {
            case .rootViewController: root = m.value
            case .supportedInterfaceOrientationsForWindowScene: forScene = m.value
            case .isKeyWindow: key = m.value
            case .screen: screen = m.value
            case .isHidden: hidden = m.value
            case .windowLevel: level = m.value
            case .supportedInterfaceOrientationsForWindow: forWindow = m.value
            default: throw unknownField(m.key, in: "a window", accepted: Self.windowFields)
            }
        }
        var w = Window()
        if let v = present(root) { path.push("rootViewController"); w.rootViewController = try controller(v); path.pop() }
        if let v = present(key) { path.push("isKeyWindow"); w.isKeyWindow = try bool(v); path.pop() }
        if let v = present(screen) {
            path.push("screen")
            guard case .string(let s) = v else { throw wrongType("a string (main or external)", v) }
            do throws(VocabularyError) { w.screen = try Window.Screen(parsing: s) } catch { throw vocabulary(error) }
            path.pop()
        }
        if let v = present(hidden) { path.push("isHidden"); w.isHidden = try bool(v); path.pop() }
        if let v = present(level) {
            path.push("windowLevel")
            guard case .number(let n) = v else { throw wrongType("a number", v) }
            w.windowLevel = n.double
            path.pop()
        }
        if let v = present(forWindow) {
            path.push("supportedInterfaceOrientationsForWindow")
            w.supportedInterfaceOrientationsForWindow = try mask(v)
            path.pop()
        }
        if let v = present(forScene) {
            path.push("supportedInterfaceOrientationsForWindowScene")
            w.supportedInterfaceOrientationsForWindowScene = try mask(v)
            path.pop()
        }
        return w
    }

    @inline(__always) func present(_ v: JSONValue?) -> JSONValue? {
        // A pattern match, not `!= .null`: the synthesized `==` is a full enum comparison.
        if let v, !v.isNull { return v }
        return nil
    }
}
