import OrientationPolicy

/// Writes a `LintReport` as `/v1/lint`'s JSON response, members in a fixed order:
/// `summary` (counts per severity), `exploration` (targets, configurations, states, maxStates, truncated) and
/// `findings` (each `code`, `severity`, `title`, `pointer`, `message`, `targets`, `exception`, `fix`, `source`,
/// `example`, `trace`: the `/v1/simulate` request that replays the example). Documented in docs/openapi/lint.yaml.
package enum LintEncoder {
    package static func encode(_ r: LintReport) -> [UInt8] {
        var w = JSONWriter(capacity: 512 + 768 * r.findings.count)
        w.beginObject()
        w.key("summary")
        w.beginObject()
        for (severity, count) in r.counts {
            w.key(severity.rawValue); w.integer(count)
        }
        w.endObject()
        w.key("exploration")
        w.beginObject()
        w.key("targets")
        w.beginArray()
        for t in r.targets { writeTarget(t, to: &w) }
        w.endArray()
        w.key("configurations"); w.integer(r.configurations)
        w.key("states"); w.integer(r.statesExplored)
        w.key("maxStates"); w.integer(r.maxStates)
        w.key("truncated"); w.bool(r.truncated)
        w.endObject()
        w.key("findings")
        w.beginArray()
        for f in r.findings { writeFinding(f, to: &w) }
        w.endArray()
        w.endObject()
        return w.bytes
    }

    /// One finding object.
    package static func writeFinding(_ f: LintFinding, to w: inout JSONWriter) {
        w.beginObject()
        writeFindingMembers(f, to: &w)
        w.endObject()
    }

    /// A finding's members, without the braces: project lint appends where the finding is in the user's files.
    package static func writeFindingMembers(_ f: LintFinding, to w: inout JSONWriter) {
        writeFindingMembers(f, confidence: f.confidence, confidenceNote: f.confidenceNote, to: &w)
    }

    /// The members with a confidence the caller judged (project lint weakens it for unread values).
    package static func writeFindingMembers(_ f: LintFinding, confidence: Certainty, confidenceNote: String?, to w: inout JSONWriter) {
        w.key("code"); w.string(f.code.rawValue)
        w.key("severity"); w.string(f.severity.rawValue)
        w.key("title"); w.string(f.code.title)
        w.key("pointer"); w.string(f.pointer)
        w.key("message"); w.string(f.message)
        w.key("targets")
        w.beginArray()
        for t in f.targets { writeTarget(t, to: &w) }
        w.endArray()
        w.key("exception")
        writeException(f.exception, to: &w)
        w.key("fix"); w.string(f.fix)
        w.key("source"); w.string(f.source)
        w.key("references")
        w.beginArray()
        for r in f.code.references { w.string(r.id) }
        w.endArray()
        w.key("certainty"); w.string(f.code.certainty.rawValue)
        w.key("confidence"); w.string(confidence.rawValue)
        w.key("confidenceNote")
        if let n = confidenceNote { w.string(n) } else { w.null() }
        w.key("example")
        if let e = f.example { w.string(e) } else { w.null() }
        w.key("trace")
        if let t = f.trace { TimelineRequestEncoder.write(t, to: &w) } else { w.null() }
    }

    /// A target in the request's `device` shape.
    package static func writeTarget(_ t: Device, to w: inout JSONWriter) {
        w.beginObject()
        w.key("idiom"); w.string(t.idiom.name)
        w.key("systemVersion"); w.string(t.systemVersion.description)
        w.key("hasHomeButton"); w.bool(t.hasHomeButton)
        w.key("supportsMultitasking"); w.bool(t.supportsMultitasking)
        if let e = t.environment { w.key("environment"); w.string(e.rawValue) }
        w.endObject()
    }

    static func writeException(_ x: UIKitException?, to w: inout JSONWriter) {
        guard let x else { w.null(); return }
        w.beginObject()
        w.key("name"); w.string(x.name)
        w.key("reason"); w.string(x.reason)
        w.endObject()
    }
}
