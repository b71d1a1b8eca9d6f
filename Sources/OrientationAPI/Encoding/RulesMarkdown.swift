import OrientationPolicy

/// docs/references.md and docs/rules.md, rendered from the same tables the engine cites, so the documents
/// cannot drift from the answers: a test compares the committed files with this rendering, and
/// `swift run OrientationBenchmarks --print-markdown references|rules` regenerates them.
public enum RulesMarkdown {
    public static func references() -> String {
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

    public static func rules() -> String {
        var out = """
        # Rules

        The rules the engine applies, with the iOS versions they cover, how sure we are, and the references
        (docs/references.md) they rest on. Certainty: **documented** (Apple says so), **observed** (crash logs,
        radars, device reports by others), **disputed** (sources disagree; the note says which side the engine
        takes and why). Answers resting on an observed or disputed rule are the ones to double-check on a device.
        `GET /v1/rules` serves this table as JSON. Generated from `Rule`, `TimelineRule` and `LintCode`
        (`swift run OrientationBenchmarks --print-markdown rules > docs/rules.md`).

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
        return out
    }

    static func row(_ id: String, _ summary: String, _ versions: String, _ certainty: Certainty,
                    _ refs: [Reference], _ note: String?) -> String {
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
