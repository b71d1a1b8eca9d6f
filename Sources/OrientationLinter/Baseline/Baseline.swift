import OrientationImport

/// Today's findings, recorded so that a later run reports only new ones (`lint --write-baseline`, `--baseline`).
///
/// A finding is recorded by what stays when code moves: its code, its app, its file, its message with line and
/// column numbers taken out, and the values it depends on (`Class.member`). Line numbers are not part of it, so
/// an edit above a finding does not make it new. Equal keys are counted: two equal findings in the baseline
/// and three today leave one new.
package struct Baseline: Sendable, Hashable {
    package struct Key: Sendable, Hashable, Comparable {
        package var code: String
        package var app: String
        /// The finding's file, project-relative; empty for a finding with no line of its own.
        package var file: String
        /// The message with every `:<digits>` run reduced to `:` (the lines it names may move).
        package var message: String
        /// The values the finding depends on, `Class.member`, sorted.
        package var symbols: [String]

        package init(code: String, app: String, file: String, message: String, symbols: [String]) {
            self.code = code
            self.app = app
            self.file = file
            self.message = message
            self.symbols = symbols
        }

        package static func < (a: Key, b: Key) -> Bool {
            (a.app, a.file, a.code, a.message, a.symbols.joined(separator: ","))
                < (b.app, b.file, b.code, b.message, b.symbols.joined(separator: ","))
        }
    }

    package struct Entry: Sendable, Hashable {
        package var key: Key
        package var count: Int

        package init(key: Key, count: Int) {
            self.key = key
            self.count = count
        }
    }

    /// Sorted by key, each key once.
    package var entries: [Entry]

    package init(entries: [Entry]) {
        var counts: [Key: Int] = [:]
        for e in entries { counts[e.key, default: 0] += e.count }
        self.entries = counts.map { Entry(key: $0.key, count: $0.value) }.sorted { $0.key < $1.key }
    }

    /// The findings of `report` that a run reports (not silenced in the source).
    package init(recording report: ProjectLintReport) {
        self.init(entries: report.allFindings.filter { !$0.isSuppressed }.map { Entry(key: $0.baselineKey, count: 1) })
    }

    /// Marks each finding of `report` not silenced in the source `unchanged` while the baseline has an equal
    /// one left, `new` otherwise, in report order; what the baseline has left is `absentFromBaseline`. A
    /// finding silenced in the source gets a state too (SARIF viewers expect one on every result of a compared
    /// run), `unchanged` when an equal one is left over, without taking it.
    package func compare(_ report: inout ProjectLintReport) {
        var left = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.count) })
        func mark(_ f: inout ProjectLintFinding, suppressed: Bool) {
            guard f.isSuppressed == suppressed else { return }
            let key = f.baselineKey
            if let n = left[key], n > 0 {
                if !suppressed { left[key] = n - 1 }
                f.baselineState = .unchanged
            } else {
                f.baselineState = .new
            }
        }
        for suppressed in [false, true] {
            for a in report.apps.indices {
                for i in report.apps[a].findings.indices { mark(&report.apps[a].findings[i], suppressed: suppressed) }
            }
            for i in report.projectFindings.indices { mark(&report.projectFindings[i], suppressed: suppressed) }
        }
        report.absentFromBaseline = entries.compactMap { e in
            let n = left[e.key] ?? 0
            return n > 0 ? Entry(key: e.key, count: n) : nil
        }
    }

    /// `App/X.swift:12:9` and `(line 12)` alike lose their numbers after a colon: `App/X.swift::`.
    static func withoutLineNumbers(_ message: String) -> String {
        var out = ""
        var afterColon = false
        for c in message {
            if afterColon && c.isASCII && c.isNumber { continue }
            afterColon = c == ":"
            out.append(c)
        }
        return out
    }
}

/// SARIF's `result.baselineState` (OASIS SARIF 2.1.0, section 3.27.24), as far as lint uses it.
package enum BaselineState: String, Sendable, Hashable {
    /// Not in the baseline: reported and counted.
    case new
    /// In the baseline: kept in JSON and SARIF, out of the text list and the exit status.
    case unchanged
    /// In the baseline but found no more (SARIF only).
    case absent
}

extension ProjectLintFinding {
    /// What the baseline records of this finding.
    package var baselineKey: Baseline.Key {
        Baseline.Key(
            code: finding.code.rawValue, app: app, file: location?.file ?? "",
            message: Baseline.withoutLineNumbers(finding.message),
            symbols: Set(dependsOn.map { "\($0.className).\($0.member)" }).sorted())
    }

    /// Silenced in the source, or already in the baseline: out of the text list and the exit status.
    package var isHidden: Bool { isSuppressed || baselineState == .unchanged }

    /// In the baseline and not silenced in the source (each hidden finding is counted once, as one or the other).
    package var isBaselined: Bool { !isSuppressed && baselineState == .unchanged }
}
