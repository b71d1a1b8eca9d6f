import OrientationPolicy

/// Writes a `LintReport` as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), so CI systems
/// and code-scanning tools can show lint findings.
///
/// - `runs[0].tool.driver.rules`: every `LintCode` in declaration order (so `ruleIndex` is stable), with `id`
///   (the code), `name`, `shortDescription`, `fullDescription`, `help` (the fix and the source),
///   `defaultConfiguration.level`.
/// - `results`: one per finding, in report order: `ruleId`, `ruleIndex`, `level` (crash and bug -> `error`,
///   warning -> `warning`, info -> `note`), `message.text` (with UIKit's exception text for crashes),
///   `locations[0].logicalLocations[0].fullyQualifiedName` = the JSON Pointer into the request, and
///   `properties` with the severity, targets, exception, example and trace (the `/v1/simulate` request that
///   replays the example).
package enum SarifEncoder {
    /// The SARIF 2.1.0 JSON schema (OASIS committee specification 02).
    package static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/cos02/schemas/sarif-schema-2.1.0.json"
    /// `runs[0].tool.driver.name`.
    package static let toolName = "orientation-service-lint"

    /// The SARIF `level` for a severity.
    package static func level(_ s: LintSeverity) -> String {
        switch s {
        case .crash, .bug: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// The rule's PascalCase name, e.g. `InvalidOrientationOnPresentation`.
    static func ruleName(_ c: LintCode) -> String {
        c.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    package static func encode(_ r: LintReport, toolVersion: String) -> [UInt8] {
        var w = JSONWriter(capacity: 8192 + 1024 * r.findings.count)
        w.beginObject()
        w.key("$schema"); w.string(schema)
        w.key("version"); w.string("2.1.0")
        w.key("runs")
        w.beginArray()
        w.beginObject()
        w.key("tool"); writeTool(toolVersion: toolVersion, to: &w)
        w.key("results")
        w.beginArray()
        for f in r.findings {
            w.beginObject()
            w.key("ruleId"); w.string(f.code.rawValue)
            w.key("ruleIndex"); w.integer(ruleIndices[f.code] ?? 0)
            w.key("level"); w.string(level(f.severity))
            w.key("message"); text(messageText(f), &w)
            if !f.pointer.isEmpty {
                w.key("locations")
                w.beginArray()
                w.beginObject()
                w.key("logicalLocations")
                w.beginArray()
                w.beginObject()
                w.key("fullyQualifiedName"); w.string(f.pointer)
                w.key("kind"); w.string("object")
                w.endObject()
                w.endArray()
                w.endObject()
                w.endArray()
            }
            w.key("properties")
            w.beginObject()
            w.key("severity"); w.string(f.severity.rawValue)
            w.key("confidence"); w.string(f.confidence.rawValue)
            if let n = f.confidenceNote { w.key("confidenceNote"); w.string(n) }
            w.key("pointer"); w.string(f.pointer)
            w.key("targets")
            w.beginArray()
            for t in f.targets { LintEncoder.writeTarget(t, to: &w) }
            w.endArray()
            w.key("exception"); LintEncoder.writeException(f.exception, to: &w)
            if let e = f.example { w.key("example"); w.string(e) }
            if let t = f.trace { w.key("trace"); TimelineRequestEncoder.write(t, to: &w) }
            w.endObject()
            w.endObject()
        }
        w.endArray()
        w.key("properties")
        w.beginObject()
        w.key("configurations"); w.integer(r.configurations)
        w.key("states"); w.integer(r.statesExplored)
        w.key("maxStates"); w.integer(r.maxStates)
        w.key("truncated"); w.bool(r.truncated)
        w.endObject()
        w.endObject()
        w.endArray()
        w.endObject()
        return w.bytes
    }

    /// The SARIF `precision` code scanning reads for a rule of this certainty.
    package static func precision(_ c: Certainty) -> String {
        switch c {
        case .documented: "very-high"
        case .observed: "high"
        case .inferred: "medium"
        case .disputed: "low"
        }
    }

    /// `runs[0].tool`: the driver and every rule, in `LintCode` declaration order (so `ruleIndex` is stable).
    package static func writeTool(toolVersion: String, to w: inout JSONWriter) {
        w.beginObject()
        w.key("driver")
        w.beginObject()
        w.key("name"); w.string(toolName)
        w.key("version"); w.string(toolVersion)
        w.key("rules")
        w.beginArray()
        for c in LintCode.allCases {
            w.beginObject()
            w.key("id"); w.string(c.rawValue)
            w.key("name"); w.string(ruleName(c))
            w.key("shortDescription"); text(c.title, &w)
            w.key("fullDescription"); text(c.title + ". Source: " + c.source, &w)
            w.key("help"); text(c.fix + " (Source: " + c.source + ")", &w)
            // The first reference a user can open: what a code-scanning UI links the rule to.
            if let url = c.references.lazy.compactMap(\.url).first { w.key("helpUri"); w.string(url) }
            w.key("defaultConfiguration")
            w.beginObject()
            w.key("level"); w.string(level(c.severity))
            w.endObject()
            w.key("properties")
            w.beginObject()
            w.key("severity"); w.string(c.severity.rawValue)
            w.key("certainty"); w.string(c.certainty.rawValue)
            // GitHub code scanning reads the rule's precision: how often its results are right.
            w.key("precision"); w.string(precision(c.certainty))
            w.key("references")
            w.beginArray()
            for r in c.references { w.string(r.id) }
            w.endArray()
            w.endObject()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        w.endObject()
    }

    /// A result's `message.text`: the finding, UIKit's exception for crashes, and the fix.
    package static func messageText(_ f: LintFinding) -> String {
        var message = f.message
        if let x = f.exception { message += " UIKit raises \(x.name): \"\(x.reason)\"" }
        return message + " Fix: " + f.fix
    }

    /// The `ruleIndex` of each code.
    package static let ruleIndices = Dictionary(uniqueKeysWithValues: LintCode.allCases.enumerated().map { ($1, $0) })

    package static func text(_ s: String, _ w: inout JSONWriter) {
        w.beginObject()
        w.key("text"); w.string(s)
        w.endObject()
    }
}
