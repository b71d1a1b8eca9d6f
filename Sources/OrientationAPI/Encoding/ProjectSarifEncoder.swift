import OrientationImport
import OrientationLinter
import OrientationPolicy

/// Project lint as a SARIF 2.1.0 log whose results point into the user's own files, so a SARIF viewer or a
/// code-scanning upload annotates the exact line (OASIS SARIF 2.1.0, §3.4 artifactLocation, §3.30 region).
///
/// - `runs[0].tool`: the same driver and rules as `SarifEncoder` (same `ruleIndex` for the same code).
/// - `runs[0].originalUriBaseIds["%SRCROOT%"]`: the project root; its `uri` (a `file:` URI ending in `/`) when
///   the root is a folder on this machine, a description only for an uploaded archive.
/// - Each result: `ruleId`, `ruleIndex`, `level`, `message.text` (finding, UIKit's exception, fix),
///   `locations[0].physicalLocation` = `artifactLocation {uri: <project-relative path>, uriBaseId: "%SRCROOT%"}`
///   and `region {startLine, startColumn}`. A finding about the whole app with no line of its own is placed on
///   line 1 of the app's Info.plist, where the missing key belongs. `relatedLocations` hold the other places
///   involved and then each unknown value the finding depends on (its `message` says which). `properties` keep
///   the app, the severity, the JSON Pointer into the scenario (the logical location), the targets, the
///   exception, the example and its trace (the `/v1/simulate` request that replays it). A finding an
///   `orientation-lint:` comment silences has `suppressions` (§3.35: `kind` `inSource`, the `justification`, the
///   comment's `location`); findings about the comments themselves follow the apps' results, with no app.
///   Compared with a baseline, each result has `baselineState` (`new`, `unchanged`), and what the baseline has
///   that this run found no more follows as `absent` results (§3.27.24).
/// - `runs[0].invocations[0].toolExecutionNotifications`: one `warning` per file the importer could not read and
///   left out (SARIF 2.1.0 §3.20.21 toolExecutionNotifications, §3.58 notification), located at the file and the
///   line where the reader knows it, with the importer's error code as the descriptor's id; the run still
///   succeeded (`executionSuccessful`), since the rest of the project was linted.
package enum ProjectSarifEncoder {
    package static let sourceRootBaseID = "%SRCROOT%"

    /// - Parameter rootURI: the `file:` URI of the project folder (ending in `/`), or nil for an upload.
    package static func encode(_ r: ProjectLintReport, toolVersion: String, rootURI: String? = nil) -> [UInt8] {
        var w = JSONWriter(capacity: 8192 + 1536 * r.apps.reduce(0) { $0 + $1.findings.count })
        w.beginObject()
        w.key("$schema"); w.string(SarifEncoder.schema)
        w.key("version"); w.string("2.1.0")
        w.key("runs")
        w.beginArray()
        w.beginObject()
        w.key("tool"); SarifEncoder.writeTool(toolVersion: toolVersion, to: &w)
        w.key("originalUriBaseIds")
        w.beginObject()
        w.key(sourceRootBaseID)
        w.beginObject()
        if let rootURI { w.key("uri"); w.string(rootURI) }
        w.key("description"); SarifEncoder.text("The root of the linted project.", &w)
        w.endObject()
        w.endObject()
        w.key("results")
        w.beginArray()
        for app in r.apps {
            for f in app.findings { write(f, app: app.app.name, infoPlistPath: app.app.infoPlistPath, to: &w) }
        }
        for f in r.projectFindings { write(f, app: nil, infoPlistPath: "", to: &w) }
        for e in r.absentFromBaseline {
            for _ in 0..<e.count { writeAbsent(e.key, to: &w) }
        }
        w.endArray()
        writeInvocation(r.statistics.skippedFiles, to: &w)
        w.key("properties")
        w.beginObject()
        w.key("apps"); w.integer(r.apps.count)
        w.key("states"); w.integer(r.apps.reduce(0) { $0 + $1.statesExplored })
        w.key("truncated"); w.bool(r.apps.contains { $0.truncated })
        w.key("statistics"); ImportedValuesEncoder.write(r.statistics, to: &w)
        w.endObject()
        w.endObject()
        w.endArray()
        w.endObject()
        return w.bytes
    }

    static func write(_ pf: ProjectLintFinding, app: String?, infoPlistPath: String, to w: inout JSONWriter) {
        let f = pf.finding
        w.beginObject()
        w.key("ruleId"); w.string(f.code.rawValue)
        w.key("ruleIndex"); w.integer(SarifEncoder.ruleIndices[f.code] ?? 0)
        w.key("level"); w.string(SarifEncoder.level(f.severity))
        w.key("message"); SarifEncoder.text(SarifEncoder.messageText(f), &w)
        w.key("locations")
        w.beginArray()
        w.beginObject()
        writePhysical(pf.location ?? SourceLocation(file: infoPlistPath, line: 1, column: 1), to: &w)
        w.endObject()
        w.endArray()
        if !pf.relatedLocations.isEmpty || !pf.dependsOn.isEmpty {
            w.key("relatedLocations")
            w.beginArray()
            var id = 0
            for l in pf.relatedLocations {
                w.beginObject()
                w.key("id"); w.integer(id)
                writePhysical(l, to: &w)
                w.key("message"); SarifEncoder.text("Involved in this finding.", &w)
                w.endObject()
                id += 1
            }
            for u in pf.dependsOn {
                w.beginObject()
                w.key("id"); w.integer(id)
                writePhysical(u.location, to: &w)
                w.key("message")
                SarifEncoder.text("Depends on \(u.className).\(u.member), read as unknown: \(u.reason)", &w)
                w.endObject()
                id += 1
            }
            w.endArray()
        }
        if let state = pf.baselineState { w.key("baselineState"); w.string(state.rawValue) }
        if pf.isSuppressed {
            w.key("suppressions")
            w.beginArray()
            for x in pf.suppressions {
                w.beginObject()
                w.key("kind"); w.string(x.kind.rawValue)
                w.key("justification"); w.string(x.justification)
                if let l = x.location {
                    w.key("location")
                    w.beginObject()
                    writePhysical(l, to: &w)
                    w.endObject()
                }
                w.endObject()
            }
            w.endArray()
        }
        w.key("properties")
        w.beginObject()
        if let app { w.key("app"); w.string(app) }
        w.key("severity"); w.string(f.severity.rawValue)
        w.key("confidence"); w.string(pf.confidence.rawValue)
        if let n = pf.confidenceNote { w.key("confidenceNote"); w.string(n) }
        w.key("pointer"); w.string(f.pointer)
        w.key("targets")
        w.beginArray()
        for t in f.targets { LintEncoder.writeTarget(t, to: &w) }
        w.endArray()
        w.key("exception"); LintEncoder.writeException(f.exception, to: &w)
        if let e = f.example { w.key("example"); w.string(e) }
        if let t = f.trace { w.key("trace"); TimelineRequestEncoder.write(t, to: &w) }
        w.key("dependsOn")
        w.beginArray()
        for u in pf.dependsOn { ImportedValuesEncoder.write(u, to: &w) }
        w.endArray()
        w.endObject()
        w.endObject()
    }

    /// A finding the baseline has and this run found no more: `baselineState` `absent` (SARIF 2.1.0, section
    /// 3.27.24), its rule, its message as recorded (line numbers taken out) and its file, without a region.
    static func writeAbsent(_ key: Baseline.Key, to w: inout JSONWriter) {
        let code = LintCode(rawValue: key.code)
        w.beginObject()
        w.key("ruleId"); w.string(key.code)
        if let code {
            w.key("ruleIndex"); w.integer(SarifEncoder.ruleIndices[code] ?? 0)
            w.key("level"); w.string(SarifEncoder.level(code.severity))
        }
        w.key("message"); SarifEncoder.text(key.message, &w)
        if !key.file.isEmpty {
            w.key("locations")
            w.beginArray()
            w.beginObject()
            writePhysical(file: key.file, line: nil, column: nil, to: &w)
            w.endObject()
            w.endArray()
        }
        w.key("baselineState"); w.string(BaselineState.absent.rawValue)
        w.key("properties")
        w.beginObject()
        if !key.app.isEmpty { w.key("app"); w.string(key.app) }
        w.endObject()
        w.endObject()
    }

    /// `"physicalLocation": {"artifactLocation": {"uri", "uriBaseId"}, "region": {"startLine", "startColumn"}}`.
    /// The run's one invocation: successful, with a warning notification per skipped file.
    static func writeInvocation(_ skipped: [ImportError], to w: inout JSONWriter) {
        w.key("invocations")
        w.beginArray()
        w.beginObject()
        w.key("executionSuccessful"); w.bool(true)
        if !skipped.isEmpty {
            w.key("toolExecutionNotifications")
            w.beginArray()
            for e in skipped {
                w.beginObject()
                w.key("level"); w.string("warning")
                w.key("message"); SarifEncoder.text(e.message, &w)
                if let file = e.file {
                    w.key("locations")
                    w.beginArray()
                    w.beginObject()
                    writePhysical(file: file, line: e.line, column: nil, to: &w)
                    w.endObject()
                    w.endArray()
                }
                w.key("descriptor")
                w.beginObject()
                w.key("id"); w.string(e.code.rawValue)
                w.endObject()
                w.endObject()
            }
            w.endArray()
        }
        w.endObject()
        w.endArray()
    }

    static func writePhysical(_ l: SourceLocation, to w: inout JSONWriter) {
        writePhysical(file: l.file, line: l.line, column: l.column, to: &w)
    }

    /// The same for a file with or without a line and column (a region only where the line is known).
    static func writePhysical(file: String, line: Int?, column: Int?, to w: inout JSONWriter) {
        w.key("physicalLocation")
        w.beginObject()
        w.key("artifactLocation")
        w.beginObject()
        w.key("uri"); w.string(uriPath(file))
        w.key("uriBaseId"); w.string(sourceRootBaseID)
        w.endObject()
        if let line {
            w.key("region")
            w.beginObject()
            w.key("startLine"); w.integer(max(line, 1))
            if let column { w.key("startColumn"); w.integer(max(column, 1)) }
            w.endObject()
        }
        w.endObject()
    }

    /// A relative path as a URI reference (RFC 3986): unreserved characters and `/` as they are, every other
    /// byte of the UTF-8 percent-encoded, so `My App/Main View.swift` is `My%20App/Main%20View.swift`.
    package static func uriPath(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(b >> 4)], hex[Int(b & 15)]], as: UTF8.self)
            }
        }
        return out
    }
}
