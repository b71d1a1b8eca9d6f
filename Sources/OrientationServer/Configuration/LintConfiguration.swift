import OrientationImport
import OrientationPolicy

/// What `.orientation-lint.yml` (or `--config FILE`) sets. Every member is optional: what the file leaves out,
/// and whatever a command-line flag sets, is the command line's.
struct LintConfiguration: Equatable {
    /// The file it was read from, for messages.
    var file = ""
    /// Globs of project-relative paths to read; nil reads every file.
    var included: [String]?
    /// Globs of project-relative paths never read (a vendored `Pods/**`).
    var excluded: [String] = []
    /// Codes never reported.
    var disabled: Set<LintCode> = []
    /// A severity per code instead of its own.
    var severity: [LintCode: LintSeverity] = [:]
    var failOn: LintCommand.FailOn?
    /// The weakest confidence that still fails a build.
    var failOnConfidence: LintCommand.FailOnConfidence?
    /// Devices and iOS versions, in `--targets` syntax, when the command line gives none.
    var targets: String?
    /// A baseline file, relative to the configuration file's folder.
    var baseline: String?
    /// Findings silenced from outside the source: the way for those of an Info.plist, which keeps no comments.
    var suppressions: [ExternalSuppression] = []

    /// `{code, file, reason}`: silences the code's findings whose line or a related line is in a file `file`
    /// (a glob) matches, with `reason` as the justification of an `external` suppression.
    struct ExternalSuppression: Equatable {
        var code: LintCode
        var file: String
        var reason: String
    }

    /// The project source seen through `included` and `excluded`.
    func filter(_ source: any ProjectSource) -> any ProjectSource {
        guard included != nil || !excluded.isEmpty else { return source }
        return FilteredProjectSource(base: source, included: included, excluded: excluded)
    }

    /// Drops the disabled codes, sets the overridden severities (the findings re-sorted, worst first) and
    /// applies the suppressions.
    func apply(to report: inout ProjectLintReport) {
        guard !disabled.isEmpty || !severity.isEmpty || !suppressions.isEmpty else { return }
        func adjust(_ findings: [ProjectLintFinding]) -> [ProjectLintFinding] {
            var out = findings.filter { !disabled.contains($0.finding.code) }
            for i in out.indices {
                out[i].finding.severityOverride = severity[out[i].finding.code]
                let files = ([out[i].location].compactMap { $0 } + out[i].relatedLocations).map(\.file)
                for x in suppressions
                where x.code == out[i].finding.code
                    && files.contains(where: { PathGlob.matches(x.file, $0) })
                {
                    out[i].suppressions.append(FindingSuppression(kind: .external, justification: x.reason))
                }
            }
            return out.enumerated().sorted { a, b in
                a.element.finding.severity != b.element.finding.severity
                    ? a.element.finding.severity < b.element.finding.severity : a.offset < b.offset
            }.map(\.element)
        }
        for a in report.apps.indices { report.apps[a].findings = adjust(report.apps[a].findings) }
        report.projectFindings = adjust(report.projectFindings)
    }
}

/// A project source that lists only the files `included` (when given) and not `excluded` match.
struct FilteredProjectSource: ProjectSource {
    var base: any ProjectSource
    var included: [String]?
    var excluded: [String]

    func filePaths() throws(ImportError) -> [String] {
        try base.filePaths().filter { path in
            (included.map { PathGlob.matchesAny($0, path) } ?? true) && !PathGlob.matchesAny(excluded, path)
        }
    }

    func contents(of path: String, limit: Int) throws(ImportError) -> [UInt8] {
        try base.contents(of: path, limit: limit)
    }
}

/// Globs as `.gitignore` and SwiftLint's `excluded` spell them, on `/`-separated project-relative paths: `*`
/// matches within one path component, `**` any number of components, `?` one character. A pattern that names
/// a folder matches every file under it (`Pods` is `Pods/**`). A leading `./` or `/` is ignored.
enum PathGlob {
    static func matchesAny(_ patterns: [String], _ path: String) -> Bool {
        patterns.contains { matches($0, path) }
    }

    static func matches(_ pattern: String, _ path: String) -> Bool {
        var p = Substring(pattern)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        while p.hasPrefix("/") { p = p.dropFirst() }
        while p.hasSuffix("/") { p = p.dropLast() }
        let pat = p.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let parts = path.split(separator: "/").map(String.init)
        // The file itself, or a folder it is in.
        for n in stride(from: parts.count, through: 1, by: -1) where components(pat[...], parts[..<n]) {
            return true
        }
        return false
    }

    private static func components(_ pat: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
        guard let first = pat.first else { return parts.isEmpty }
        if first == "**" {
            for skip in 0...parts.count where components(pat.dropFirst(), parts.dropFirst(skip)) { return true }
            return false
        }
        guard let part = parts.first, component(Array(first), Array(part)) else { return false }
        return components(pat.dropFirst(), parts.dropFirst())
    }

    /// One component: `*` any run of characters, `?` one character.
    private static func component(_ p: [Character], _ s: [Character]) -> Bool {
        var memo: [[Bool?]] = Array(repeating: Array(repeating: nil, count: s.count + 1), count: p.count + 1)
        func m(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            let result: Bool
            if i == p.count {
                result = j == s.count
            } else if p[i] == "*" {
                result = m(i + 1, j) || (j < s.count && m(i, j + 1))
            } else {
                result = j < s.count && (p[i] == "?" || p[i] == s[j]) && m(i + 1, j + 1)
            }
            memo[i][j] = result
            return result
        }
        return m(0, 0)
    }
}
