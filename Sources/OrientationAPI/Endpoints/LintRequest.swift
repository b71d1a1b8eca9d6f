import OrientationPolicy

/// `POST /v1/lint` input: the `/v1/decide` request object plus two optional members, decoded with the same
/// `ScenarioDecoder` (so every error carries the same codes and JSON Pointers as `/v1/decide`).
///
/// - `targets`: array of `device` objects (`idiom`, `systemVersion`, `hasHomeButton`, `supportsMultitasking`).
///   Absent: the request's `device` if it has one, else `Lint.defaultTargets`.
/// - `maxStates`: integer bound on explored states, 1...`Lint.maximumMaxStates` (default `Lint.defaultMaxStates`).
/// The request's `interfaceOrientation` and `deviceOrientation` are accepted and ignored: lint tries them all.
package struct LintRequest: Sendable {
    package var scenario: Scenario
    package var targets: [Device]
    package var maxStates: Int

    /// The most targets one request may name.
    package static let maxTargets = 32

    package init(scenario: Scenario, targets: [Device], maxStates: Int) {
        self.scenario = scenario
        self.targets = targets
        self.maxStates = maxStates
    }

    /// Decodes a parsed request body.
    package static func decode(_ value: JSONValue, scenarioDecoder: ScenarioDecoder) throws(APIProblem) -> LintRequest {
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
            targets = try decodeTargets(v)
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

    /// The `targets` member: 1 to `maxTargets` `device` objects, errors pointing under `/targets`.
    package static func decodeTargets(_ v: JSONValue) throws(APIProblem) -> [Device] {
        guard case .array(let items) = v else {
            throw APIProblem(.wrongType, "expected an array of devices, found \(v.typeName)", pointer: "/targets")
        }
        if items.isEmpty || items.count > maxTargets {
            throw APIProblem(.outOfRange, "'targets' needs 1 to \(maxTargets) devices, found \(items.count)", pointer: "/targets")
        }
        var targets: [Device] = []
        for (i, item) in items.enumerated() {
            var state = DecodingState(path: JSONPath(base: "/targets/\(i)"), maxControllers: 1)
            targets.append(try state.device(item))
        }
        return targets
    }

    /// `targets` as one line of text, for the command line (`--targets`) and a query parameter (`?targets=`):
    /// either the JSON array `/v1/lint` takes (`[{"idiom":"pad","systemVersion":"17.0"}]`), or the short form
    /// `phone@17.0,pad@16.4,pad` (an idiom, optionally `@` and an iOS version; the other device members keep
    /// their defaults). In place of the idiom an iOS 27 environment that has one may be named
    /// (`iPhoneAppOnIPad@27.0`, `iPhoneMirroring`, `resizableWindow`): the device of its idiom in that environment,
    /// as lint's default targets name them. The short form is turned into that JSON array and decoded by the same decoder, so both
    /// spellings accept and refuse the same devices with the same messages.
    package static func parseTargets(_ text: String) throws(APIProblem) -> [Device] {
        let trimmed = text.trimmingSpaces()
        if trimmed.hasPrefix("[") {
            let value: JSONValue
            do throws(JSONSyntaxError) {
                value = try JSONReader(maxDepth: 4).parse(Array(trimmed.utf8))
            } catch {
                throw APIProblem(error)
            }
            return try decodeTargets(value)
        }
        var items: [JSONValue] = []
        for item in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
                .map { String($0).trimmingSpaces() }
            var members = [JSONMember(key: "idiom", value: .string(parts[0]))]
            if let e = try? Device.Environment(parsing: parts[0]), let idiom = e.requiredIdiom {
                members = [
                    JSONMember(key: "idiom", value: .string(idiom.name)), JSONMember(key: "environment", value: .string(e.rawValue)),
                ]
            }
            if parts.count == 2 { members.append(JSONMember(key: "systemVersion", value: .string(parts[1]))) }
            items.append(.object(members))
        }
        return try decodeTargets(.array(items))
    }
}
