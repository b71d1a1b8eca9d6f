import OrientationImport
import OrientationLinter
import OrientationPolicy

/// A finding as the CI reporters (GitHub, GitLab, JUnit, Checkstyle) see it: only those a run reports (neither
/// silenced in the source nor in the baseline), each with the place to annotate (a finding with no line of its
/// own at line 1 of its app's Info.plist, as in SARIF) and a fingerprint that stays when lines move.
struct ReportedFinding {
    var finding: ProjectLintFinding
    /// The app's name; empty for a finding about the project's suppression comments.
    var app: String
    var place: SourceLocation
    /// 32 hex digits from the baseline key and the occurrence of that key, so equal findings differ.
    var fingerprint: String

    var code: LintCode { finding.finding.code }
    var severity: LintSeverity { finding.finding.severity }
    var message: String { finding.finding.message }

    /// The findings of `report` to show, apps first (in report order), then the project's.
    static func all(_ report: ProjectLintReport) -> [ReportedFinding] {
        var out: [ReportedFinding] = []
        var seen: [Baseline.Key: Int] = [:]
        func add(_ f: ProjectLintFinding, app: String, infoPlist: String) {
            guard !f.isHidden else { return }
            let key = f.baselineKey
            let n = seen[key, default: 0]
            seen[key] = n + 1
            let text = [key.code, key.app, key.file, key.message, key.symbols.joined(separator: ","), "\(n)"]
                .joined(separator: "\u{1F}")
            out.append(
                ReportedFinding(
                    finding: f, app: app,
                    place: f.location ?? SourceLocation(file: infoPlist, line: 1, column: 1),
                    fingerprint: hex(fnv1a(text, basis: 0xcbf2_9ce4_8422_2325))
                        + hex(fnv1a(text, basis: 0x8422_2325_cbf2_9ce4))))
        }
        for app in report.apps {
            for f in app.findings { add(f, app: app.app.name, infoPlist: app.app.infoPlistPath) }
        }
        for f in report.projectFindings { add(f, app: "", infoPlist: "") }
        return out
    }

    /// FNV-1a, 64 bits, over the UTF-8 of `text` (a stable hash, the same on every platform and run).
    static func fnv1a(_ text: String, basis: UInt64) -> UInt64 {
        var h = basis
        for b in text.utf8 {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }

    static func hex(_ v: UInt64) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<16).map { digits[Int((v >> UInt64(60 - 4 * $0)) & 15)] })
    }
}

/// Text for XML 1.0 attributes and character data: the five predefined entities, tabs and line ends as
/// character references (so attribute values keep them), and the C0 controls XML 1.0 forbids as U+FFFD.
enum XMLText {
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF {
                    out.unicodeScalars.append("\u{FFFD}")
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
