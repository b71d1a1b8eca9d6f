import OrientationPolicy

/// The rule table and the reference table as JSON, for `GET /v1/rules` and `GET /v1/references`: what each
/// rule decides, the iOS versions it applies to, how sure it is, and the public references it rests on. The
/// tables never change while the process runs, so each body is built once.
enum RulesEncoder {
    static let rulesBody: [UInt8] = {
        var w = JSONWriter(capacity: 32 * 1024)
        w.beginObject()
        w.key("rules"); w.beginArray()
        for r in Rule.allCases {
            entry(
                kind: "decision", id: r.id, summary: r.summary, versions: r.iOSVersions, certainty: r.certainty,
                note: r.note, references: r.references, claims: r.claims, to: &w)
        }
        for r in TimelineRule.allCases {
            entry(
                kind: "timeline", id: r.id, summary: r.summary, versions: r.iOSVersions, certainty: r.certainty,
                note: r.note, references: r.references, claims: r.claims, to: &w)
        }
        w.endArray()
        w.key("lintCodes"); w.beginArray()
        for c in LintCode.allCases {
            w.beginObject()
            w.key("code"); w.string(c.rawValue)
            w.key("title"); w.string(c.title)
            w.key("certainty"); w.string(c.certainty.rawValue)
            w.key("references"); w.beginArray(); for ref in c.references { w.string(ref.id) }; w.endArray()
            w.key("rules"); w.beginArray(); for r in c.rules { w.string(r.id) }; w.endArray()
            w.key("claims"); writeClaims(c.ownClaims, to: &w)
            w.endObject()
        }
        w.endArray()
        w.key("references"); writeReferences(Reference.all, to: &w)
        w.endObject()
        return w.bytes
    }()

    static let referencesBody: [UInt8] = {
        var w = JSONWriter(capacity: 16 * 1024)
        w.beginObject()
        w.key("references"); writeReferences(Reference.all, to: &w)
        w.endObject()
        return w.bytes
    }()

    static func entry(
        kind: String, id: String, summary: String, versions: String, certainty: Certainty,
        note: String?, references: [Reference], claims: [Claim], to w: inout JSONWriter
    ) {
        w.beginObject()
        w.key("id"); w.string(id)
        w.key("kind"); w.string(kind)
        w.key("summary"); w.string(summary)
        w.key("iOSVersions"); w.string(versions)
        w.key("certainty"); w.string(certainty.rawValue)
        w.key("note"); if let note { w.string(note) } else { w.null() }
        w.key("references"); w.beginArray(); for ref in references { w.string(ref.id) }; w.endArray()
        w.key("claims"); writeClaims(claims, to: &w)
        w.endObject()
    }

    /// The claims a rule is made of, each with its versions, certainty (derived from its evidence) and evidence.
    static func writeClaims(_ claims: [Claim], to w: inout JSONWriter) {
        w.beginArray()
        for c in claims {
            w.beginObject()
            w.key("id"); w.string(c.id)
            w.key("statement"); w.string(c.statement)
            w.key("iOSVersions"); w.string(c.versions.text)
            w.key("devices"); w.string(c.devices)
            w.key("situation"); if let s = c.situation { w.string(s) } else { w.null() }
            w.key("certainty"); w.string(c.certainty.rawValue)
            w.key("weakness"); if let s = c.weakness { w.string(s) } else { w.null() }
            w.key("evidence"); w.beginArray()
            for e in c.evidence {
                w.beginObject()
                w.key("kind"); w.string(e.kind.rawValue)
                w.key("reference"); if let r = e.reference { w.string(r.id) } else { w.null() }
                w.key("says"); w.string(e.says)
                w.key("restsOn"); w.beginArray(); for id in e.restsOn { w.string(id) }; w.endArray()
                w.endObject()
            }
            w.endArray()
            w.endObject()
        }
        w.endArray()
    }

    static func writeReferences(_ refs: [Reference], to w: inout JSONWriter) {
        w.beginArray()
        for r in refs {
            w.beginObject()
            w.key("id"); w.string(r.id)
            w.key("title"); w.string(r.title)
            w.key("publisher"); w.string(r.publisher)
            w.key("year"); if let y = r.year { w.integer(y) } else { w.null() }
            w.key("url"); if let u = r.url { w.string(u) } else { w.null() }
            w.key("kind"); w.string(r.kind.rawValue)
            w.key("supports"); w.string(r.supports)
            w.endObject()
        }
        w.endArray()
    }
}
