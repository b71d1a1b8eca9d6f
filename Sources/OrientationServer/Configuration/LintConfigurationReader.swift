import OrientationAPI
import OrientationPolicy
import OrientationYAML

/// Reads `.orientation-lint.yml` with libyaml (`YAMLDocument`), every value checked against its key: an unknown key, a
/// value of the wrong type or a bad value is an error naming the file, the line and the key, never ignored.
///
///     excluded: [Pods, "Vendor/**"]
///     disabled: [dead-orientation]
///     severity: {multitasking-ignores-controller-masks: info}
///     fail-on: bug
///     fail-on-confidence: observed
///     targets: [phone@17.0, pad@17.0]
///     baseline: .orientation-lint-baseline.json
///     suppressions:
///       - {code: dead-orientation, file: App/Info.plist, reason: the iPad build lists it for Split View}
enum LintConfigurationReader {
    /// The file `lint` reads at the project root when `--config` names none.
    static let defaultName = ".orientation-lint.yml"

    struct Failure: Error, CustomStringConvertible {
        var file: String
        var line: Int?
        var key: String?
        var message: String

        var description: String {
            file + (line.map { ":\($0)" } ?? "") + ": " + (key.map { "\($0): " } ?? "") + message
        }
    }

    /// One key: its name and how its value sets the configuration. A new key is one more entry.
    struct Key: Sendable {
        var name: String
        var read: @Sendable (YAMLNode, inout LintConfiguration, Values) throws(Failure) -> Void
    }

    static let keys: [Key] = [
        Key(name: "included") { node, c, v throws(Failure) in c.included = try v.strings(node) },
        Key(name: "excluded") { node, c, v throws(Failure) in c.excluded = try v.strings(node) },
        Key(name: "disabled") { node, c, v throws(Failure) in c.disabled = try v.codes(node) },
        Key(name: "severity") { node, c, v throws(Failure) in c.severity = try v.severities(node) },
        Key(name: "fail-on") { node, c, v throws(Failure) in c.failOn = try v.choice(node, LintCommand.FailOn.self) },
        Key(name: "fail-on-confidence") { node, c, v throws(Failure) in
            c.failOnConfidence = try v.choice(node, LintCommand.FailOnConfidence.self)
        },
        Key(name: "targets") { node, c, v throws(Failure) in c.targets = try v.targets(node) },
        Key(name: "baseline") { node, c, v throws(Failure) in c.baseline = try v.string(node) },
        Key(name: "suppressions") { node, c, v throws(Failure) in c.suppressions = try v.suppressions(node) },
    ]

    static func read(_ text: String, file: String) throws(Failure) -> LintConfiguration {
        var configuration = LintConfiguration(file: file)
        let root: YAMLNode?
        do throws(YAMLDocument.SyntaxError) {
            root = try YAMLDocument.parse(text)
        } catch {
            throw Failure(file: file, line: error.line, key: nil, message: error.pastLimit ? error.problem : "not YAML: \(error.problem)")
        }
        guard let root else { return configuration }
        guard case .mapping(let mapping, _) = root else {
            throw Failure(file: file, line: root.line, key: nil, message: "expected a mapping of keys to values")
        }
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            guard case .scalar(let name, _, _) = keyNode else {
                throw Failure(file: file, line: keyNode.line, key: nil, message: "a key must be a string")
            }
            guard let key = keys.first(where: { $0.name == name }) else {
                throw Failure(
                    file: file, line: keyNode.line, key: name,
                    message: "unknown key; known: " + keys.map(\.name).joined(separator: ", "))
            }
            guard seen.insert(name).inserted else {
                throw Failure(file: file, line: keyNode.line, key: name, message: "set twice")
            }
            try key.read(value, &configuration, Values(file: file, key: name))
        }
        return configuration
    }

    /// Typed values of one key, each error naming the file, the value's line and the key.
    struct Values {
        var file: String
        var key: String

        func fail(_ node: YAMLNode, _ message: String) -> Failure {
            Failure(file: file, line: node.line, key: key, message: message)
        }

        func string(_ node: YAMLNode) throws(Failure) -> String {
            guard case .scalar(let s, _, _) = node else { throw fail(node, "expected a string") }
            // An unquoted `true`, `12`, `1.5` or `~` is YAML's boolean, number or null, not a string.
            guard !node.isTypedScalar else { throw fail(node, "expected a string, found \(s.isEmpty ? "nothing" : s)") }
            return s
        }

        /// A list of strings, or one string.
        func strings(_ node: YAMLNode) throws(Failure) -> [String] {
            if case .sequence(let items, _) = node {
                var out: [String] = []
                for item in items { out.append(try string(item)) }
                return out
            }
            guard case .scalar = node else { throw fail(node, "expected a list of strings") }
            return [try string(node)]
        }

        func code(_ raw: String, _ node: YAMLNode) throws(Failure) -> LintCode {
            guard let code = LintCode(rawValue: raw) else {
                throw fail(node, "\"\(raw)\" is not a lint code (docs/rules.md lists them)")
            }
            return code
        }

        func choice<T: RawRepresentable & CaseIterable>(_ node: YAMLNode, _: T.Type) throws(Failure) -> T
        where T.RawValue == String {
            let raw = try string(node)
            guard let value = T(rawValue: raw) else {
                throw fail(node, "\"\(raw)\" is not one of " + T.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return value
        }

        func codes(_ node: YAMLNode) throws(Failure) -> Set<LintCode> {
            var out: Set<LintCode> = []
            for raw in try strings(node) { out.insert(try code(raw, node)) }
            return out
        }

        func severities(_ node: YAMLNode) throws(Failure) -> [LintCode: LintSeverity] {
            guard case .mapping(let mapping, _) = node else {
                throw fail(node, "expected a mapping of lint codes to crash, bug, warning or info")
            }
            var out: [LintCode: LintSeverity] = [:]
            for (k, v) in mapping {
                out[try code(try string(k), k)] = try choice(v, LintSeverity.self)
            }
            return out
        }

        /// A list of `{code, file, reason}`, each member required and no other.
        func suppressions(_ node: YAMLNode) throws(Failure) -> [LintConfiguration.ExternalSuppression] {
            guard case .sequence(let items, _) = node else { throw fail(node, "expected a list of {code, file, reason}") }
            var out: [LintConfiguration.ExternalSuppression] = []
            for item in items {
                guard case .mapping(let mapping, _) = item else { throw fail(item, "expected {code, file, reason}") }
                var fields: [String: YAMLNode] = [:]
                for (k, value) in mapping {
                    let name = try string(k)
                    guard ["code", "file", "reason"].contains(name) else {
                        throw fail(k, "unknown member \"\(name)\" of a suppression; known: code, file, reason")
                    }
                    fields[name] = value
                }
                func field(_ name: String) throws(Failure) -> YAMLNode {
                    guard let n = fields[name] else { throw fail(item, "a suppression needs \(name)") }
                    return n
                }
                let codeNode = try field("code")
                let reason = try string(try field("reason"))
                guard !reason.allSatisfy({ $0 == " " || $0 == "\t" }) else {
                    throw fail(try field("reason"), "a suppression needs a reason")
                }
                out.append(
                    .init(
                        code: try code(try string(codeNode), codeNode), file: try string(try field("file")),
                        reason: reason))
            }
            return out
        }

        /// `--targets` syntax: `phone@17.0,pad` as one string or a list, checked as the flag is.
        func targets(_ node: YAMLNode) throws(Failure) -> String {
            let text = try strings(node).joined(separator: ",")
            do throws(APIProblem) {
                _ = try LintRequest.parseTargets(text)
            } catch {
                throw fail(node, error.detail)
            }
            return text
        }
    }
}
