import ArgumentParser
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one setting from the environment, for options whose flag was not given (a flag beats its variable).
///
/// An empty variable counts as unset. A value that does not parse is a startup error naming the variable,
/// never silently replaced by the default.
struct EnvironmentValue {
    let environment: [String: String]

    /// The process environment.
    static var process: EnvironmentValue {
        var values: [String: String] = [:]
        var entry = POSIX.environment
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return EnvironmentValue(environment: values)
    }

    func string(_ name: String) -> String? {
        guard let value = environment[name], !value.isEmpty else { return nil }
        return value
    }

    func integer(_ name: String) throws -> Int? {
        guard let text = string(name) else { return nil }
        guard let value = Int(text.trimmingCharacters(" ")) else {
            throw ValidationError("environment variable \(name)='\(text)' is not an integer")
        }
        return value
    }

    func parsed<T>(_ name: String, expected: String, _ parse: (String) -> T?) throws -> T? {
        guard let text = string(name) else { return nil }
        guard let value = parse(text) else {
            throw ValidationError("environment variable \(name)='\(text)' is invalid; expected \(expected)")
        }
        return value
    }
}

extension String {
    func trimmingCharacters(_ character: Character) -> String {
        var view = self[...]
        while view.first == character { view = view.dropFirst() }
        while view.last == character { view = view.dropLast() }
        return String(view)
    }
}

extension Logger.Level {
    /// Parses `trace`, `debug`, `info`, `notice`, `warning`, `error`, `critical` (swift-log's raw values).
    static func parse(_ text: String) -> Logger.Level? {
        Logger.Level(rawValue: text.lowercased())
    }

    static var allNames: String { Logger.Level.allCases.map(\.rawValue).joined(separator: "|") }
}
