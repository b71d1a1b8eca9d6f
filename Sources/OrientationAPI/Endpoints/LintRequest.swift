import OrientationPolicy

/// `POST /v1/lint` input: the `/v1/decide` request object plus two optional members, decoded with the same
/// `ScenarioDecoder` (so every error carries the same codes and JSON Pointers as `/v1/decide`).
///
/// - `targets`: array of `device` objects (`idiom`, `systemVersion`, `hasHomeButton`, `supportsMultitasking`).
///   Absent: the request's `device` if it has one, else `Lint.defaultTargets`.
/// - `maxStates`: integer bound on explored states, 1...`Lint.maximumMaxStates` (default `Lint.defaultMaxStates`).
/// The request's `interfaceOrientation` and `deviceOrientation` are accepted and ignored: lint tries them all.
public struct LintRequest: Sendable {
    public var scenario: Scenario
    public var targets: [Device]
    public var maxStates: Int

    /// The most targets one request may name.
    public static let maxTargets = 32

    public init(scenario: Scenario, targets: [Device], maxStates: Int) {
        self.scenario = scenario
        self.targets = targets
        self.maxStates = maxStates
    }

    /// Decodes a parsed request body.
    public static func decode(_ value: JSONValue, scenarioDecoder: ScenarioDecoder) throws(APIProblem) -> LintRequest {
        guard case .object(let members) = value else {
            throw APIProblem(.wrongType, "expected an object, found \(value.typeName)", pointer: "")
        }
        var rest: [JSONMember] = []
        var targetsValue: JSONValue?
        var maxValue: JSONValue?
        var hasDevice = false
        for m in members {
            switch m.key {
            case "targets": targetsValue = m.value
            case "maxStates": maxValue = m.value
            default:
                if m.key == "device", m.value != .null { hasDevice = true }
                rest.append(m)
            }
        }
        let scenario = try scenarioDecoder.decode(.object(rest))
        var targets: [Device] = hasDevice ? [scenario.device] : []
        if let v = targetsValue, v != .null {
            guard case .array(let items) = v else {
                throw APIProblem(.wrongType, "expected an array of devices, found \(v.typeName)", pointer: "/targets")
            }
            if items.isEmpty || items.count > maxTargets {
                throw APIProblem(.outOfRange, "'targets' needs 1 to \(maxTargets) devices, found \(items.count)", pointer: "/targets")
            }
            targets = []
            for (i, item) in items.enumerated() {
                var state = DecodingState(path: JSONPath(base: "/targets/\(i)"), maxControllers: scenarioDecoder.maxControllers)
                targets.append(try state.device(item))
            }
        }
        var maxStates = Lint.defaultMaxStates
        if let v = maxValue, v != .null {
            guard case .number(let n) = v, let i = n.exactInteger else {
                throw APIProblem(.wrongType, "expected an integer, found \(v.typeName)", pointer: "/maxStates")
            }
            guard (1...Lint.maximumMaxStates).contains(i) else {
                throw APIProblem(.outOfRange, "'maxStates' must be between 1 and \(Lint.maximumMaxStates), found \(i)", pointer: "/maxStates")
            }
            maxStates = i
        }
        return LintRequest(scenario: scenario, targets: targets, maxStates: maxStates)
    }
}
