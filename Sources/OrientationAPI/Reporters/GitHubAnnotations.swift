import OrientationImport
import OrientationLinter
import OrientationPolicy

/// `lint --format github`: one GitHub Actions workflow command per finding, so a pull request shows each on its
/// line without code scanning ("Workflow commands for GitHub Actions": `::error file=…,line=…,col=…,title=…::message`).
///
/// Crashes and bugs are `error`, warnings `warning`, info `notice`. The title is the rule's title and the code;
/// the message is the finding, UIKit's exception and the fix, on separate lines. Data is escaped as the Actions
/// toolkit does (`%` as `%25`, CR as `%0D`, LF as `%0A`), and property values also `:` as `%3A` and `,` as `%2C`.
/// Paths are the project's: lint the repository's root (`lint .`) so they are the workspace's too.
package enum GitHubAnnotations {
    package static func render(_ report: ProjectLintReport) -> String {
        var out = ""
        for r in ReportedFinding.all(report) {
            let f = r.finding.finding
            var message = f.message
            if let x = f.exception { message += "\nUIKit raises \(x.name): \"\(x.reason)\"" }
            message += "\nfix: " + f.fix
            let properties = [
                ("file", r.place.file), ("line", "\(max(r.place.line, 1))"), ("col", "\(max(r.place.column, 1))"),
                ("title", "\(f.code.title) [\(f.code.rawValue)]"),
            ].map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
            out += "::\(command(r.severity)) \(properties)::\(escapeData(message))\n"
        }
        return out
    }

    static func command(_ s: LintSeverity) -> String {
        switch s {
        case .crash, .bug: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// A command's data: `%`, CR and LF escaped.
    package static func escapeData(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// A property value: as data, and `:` and `,` escaped too.
    package static func escapeProperty(_ s: String) -> String {
        var out = ""
        for c in escapeData(s) {
            switch c {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.append(c)
            }
        }
        return out
    }
}
