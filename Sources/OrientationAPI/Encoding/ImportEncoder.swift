import OrientationImport

/// What `orientation-server import` prints and `POST /v1/import` answers: every app found in the project with
/// its scenarios as `/v1/decide` requests and where each value was read.
///
/// JSON, members in this order:
/// `{"apps": [{"name", "infoPlist", "scenarios": [{"request": <decide request>, "provenance": {"<pointer>":
/// {"file", "line", "column"}}}], "unknowns": [...], "rotationRequests": [...]}], "statistics": {...}}`.
/// Provenance keys are RFC 6901 pointers into that scenario's `request`, sorted.
///
/// Text, for people: each scenario's request laid out one value per line, `// file:line:column` after every
/// line whose value has a provenance entry, then the unknown values and rotation requests, then the counts.
package enum ImportEncoder {
    package static func encode(_ p: ImportedProject) -> [UInt8] {
        var w = JSONWriter(capacity: 2048)
        w.beginObject()
        w.key("apps")
        w.beginArray()
        for app in p.apps { write(app, to: &w) }
        w.endArray()
        w.key("statistics"); ImportedValuesEncoder.write(p.statistics, to: &w)
        w.endObject()
        return w.bytes
    }

    static func write(_ app: ImportedApp, to w: inout JSONWriter) {
        w.beginObject()
        w.key("name"); w.string(app.name)
        w.key("infoPlist"); w.string(app.infoPlistPath)
        w.key("scenarios")
        w.beginArray()
        for (i, scenario) in app.scenarios.enumerated() {
            w.beginObject()
            w.key("request"); ScenarioEncoder.write(scenario, to: &w)
            w.key("reachedBy"); w.string(i < app.scenarioDescriptions.count ? app.scenarioDescriptions[i] : "")
            w.key("provenance")
            w.beginObject()
            let provenance = i < app.provenance.count ? app.provenance[i] : [:]
            for (pointer, location) in provenance.sorted(by: { $0.key < $1.key }) {
                w.key(pointer); ImportedValuesEncoder.write(location, to: &w)
            }
            w.endObject()
            w.endObject()
        }
        w.endArray()
        w.key("unknowns")
        w.beginArray()
        for u in app.unknowns { ImportedValuesEncoder.write(u, to: &w) }
        w.endArray()
        w.key("rotationRequests")
        w.beginArray()
        for r in app.rotationRequests { ImportedValuesEncoder.write(r, to: &w) }
        w.endArray()
        w.endObject()
    }

    /// The text form (UTF-8, ends with a newline).
    package static func text(_ p: ImportedProject) -> String {
        var out = ""
        for app in p.apps {
            out += "app \(app.name) (\(app.infoPlistPath)): "
            out += app.scenarios.count == 1 ? "1 scenario\n" : "\(app.scenarios.count) scenarios\n"
            for (i, scenario) in app.scenarios.enumerated() {
                let provenance = i < app.provenance.count ? app.provenance[i] : [:]
                out += "\n// scenario \(i + 1) of \(app.scenarios.count)"
                // How the app gets there: the scenarios are the leaves of what it can reach, not its launch state.
                if i < app.scenarioDescriptions.count, !app.scenarioDescriptions[i].isEmpty {
                    out += ": " + app.scenarioDescriptions[i]
                }
                out += "\n"
                var w = JSONWriter(capacity: 1024)
                ScenarioEncoder.write(scenario, to: &w)
                // The encoder's own output always parses; the fallback keeps the text honest if it ever did not.
                if let value = try? JSONReader(maxDepth: 10_000).parse(w.bytes) {
                    out += AnnotatedJSON.render(value) { provenance[$0]?.description }
                } else {
                    out += String(decoding: w.bytes, as: UTF8.self) + "\n"
                }
            }
            if !app.unknowns.isEmpty {
                out += "\nunknown values (lint reports only what holds for each value the code can give them):\n"
                for u in app.unknowns {
                    out += "  \(u.location): \(u.className).\(u.member): \(u.reason)\n"
                }
            }
            if !app.rotationRequests.isEmpty {
                out += "\ncalls that force a rotation:\n"
                for r in app.rotationRequests {
                    out += "  \(r.location): \(r.kind.rawValue)" + (r.inClass.map { " in \($0)" } ?? "") + "\n"
                }
            }
            out += "\n"
        }
        out += ImportedValuesEncoder.summary(p.statistics) + "; "
        out += p.apps.count == 1 ? "1 app\n" : "\(p.apps.count) apps\n"
        return out
    }
}
