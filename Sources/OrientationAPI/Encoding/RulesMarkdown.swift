import OrientationPolicy

/// docs/references.md and docs/rules.md, rendered from the same tables the engine cites, so the documents
/// cannot drift from the answers: a test compares the committed files with this rendering, and
/// `swift run OrientationBenchmarks --print-markdown references|rules` regenerates them.
package enum RulesMarkdown {
    package static func references() -> String {
        var out = """
            # References

            Every answer the service gives names the public sources its rules rest on: the `source` text of an
            explanation step, lint finding or SARIF rule is the titles below joined with "; ", and `references`
            gives their ids. `GET /v1/references` serves this table as JSON. Generated from
            `Sources/OrientationPolicy/References/Reference.swift`
            (`swift run OrientationBenchmarks --print-markdown references > docs/references.md`).

            Headers are cited by file and SDK: they ship with that SDK (and have no URL of their own).

            | id | title | publisher / author | year | kind | supports |
            |---|---|---|---|---|---|

            """
        for r in Reference.all {
            let title = r.url.map { "[\(cell(r.title))](\($0))" } ?? cell(r.title)
            out += "| `\(r.id)` | \(title) | \(cell(r.publisher)) | \(r.year.map(String.init) ?? "") | \(r.kind.rawValue) | \(cell(r.supports)) |\n"
        }
        out += """

            ## Not verified

            These entries could not be checked against a published page; each says what is missing. An entry without
            a confirmed URL has no link rather than a guessed one.

            | id | what could not be confirmed |
            |---|---|

            """
        for r in Reference.all {
            if let note = r.unverified { out += "| `\(r.id)` | \(cell(note)) |\n" }
        }
        return out
    }

    package static func rules() -> String {
        var out = """
            # Rules

            The rules the engine applies, with the iOS versions they cover, how sure we are, and the references
            (docs/references.md) they rest on. Each rule is a few claims (listed under "Claims" below), and each
            claim's certainty is derived from its evidence, never set by hand: **documented** (Apple's own
            documentation or SDK headers say it), **observed** (public crash logs, console logs or developers'
            reports show it), **inferred** (it rests on reverse engineering or on reasoning from other claims),
            **disputed** (the sources conflict, or a version bound is unknown; the answer names the alternatives).
            A rule is as sure as its weakest claim; an answer is judged by the claims it used on its iOS version.
            `GET /v1/rules` serves these tables as JSON. Generated from the claim ledger, `Rule`, `TimelineRule`
            and `LintCode` (`swift run OrientationBenchmarks --print-markdown rules > docs/rules.md`).

            ## Decision rules (`explanation[].rule` in /v1/decide)

            | id | decides | iOS | certainty | references | note |
            |---|---|---|---|---|---|

            """
        for r in Rule.allCases {
            out += row(r.id, r.summary, r.iOSVersions, r.certainty, r.references, r.note)
        }
        out += """

            ## Timeline rules (steps in /v1/simulate)

            | id | decides | iOS | certainty | references | note |
            |---|---|---|---|---|---|

            """
        for r in TimelineRule.allCases {
            out += row(r.id, r.summary, r.iOSVersions, r.certainty, r.references, r.note)
        }
        out += """

            ## Lint codes (/v1/lint and SARIF)

            | code | title | certainty | references |
            |---|---|---|---|

            """
        for c in LintCode.allCases {
            out += "| `\(c.rawValue)` | \(cell(c.title)) | \(c.certainty.rawValue) | \(ids(c.references)) |\n"
        }
        out += """

            ## Claims

            Every claim, with the evidence it rests on. Kinds of evidence: apple-documentation, sdk-header,
            crash-log, developer-report, reverse-engineering, reasoning (from the claims it names), definition
            (this service's own vocabulary).

            """
        for c in ClaimLedger.all {
            out += "\n### `\(c.id)` (\(c.certainty.rawValue))\n\n\(c.statement)\n\n"
            out += "- iOS: \(c.versions.text); devices: \(c.devices)"
            if let s = c.situation { out += "; used \(s)" }
            out += "\n"
            if let w = c.weakness { out += "- Why not documented: \(w)\n" }
            for e in c.evidence {
                let source = e.reference.map { "[\($0.id)](references.md)" } ?? e.restsOn.map { "`\($0)`" }.joined(separator: ", ")
                out += "- \(e.kind.rawValue), \(source): \(e.says)\n"
            }
        }
        return out
    }

    static func row(
        _ id: String, _ summary: String, _ versions: String, _ certainty: Certainty,
        _ refs: [Reference], _ note: String?
    ) -> String {
        "| `\(id)` | \(cell(summary)) | \(versions) | \(certainty.rawValue) | \(ids(refs)) | \(cell(note ?? "")) |\n"
    }

    static func ids(_ refs: [Reference]) -> String {
        refs.map { "[\($0.id)](references.md)" }.joined(separator: ", ")
    }

    /// Table cells may not hold a pipe.
    static func cell(_ s: String) -> String {
        var out = ""
        for c in s { if c == "|" { out += "\\|" } else { out.append(c) } }
        return out
    }
}
