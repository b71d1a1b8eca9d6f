import OrientationImport
import OrientationLinter
import OrientationPolicy

/// What `.orientation-lint.yml` (or `--config FILE`) sets. Every member is optional: what the file leaves out,
/// and whatever a command-line flag sets, is the command line's.
struct LintConfiguration: Equatable {
    /// The file it was read from, for messages.
    var file = ""
    /// The project root the files it names must stay inside (nil for a file `--config` names outside the
    /// project: the user's own).
    var namesInside: ProjectRoot?
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
    var included: [PathGlob]?
    var excluded: [PathGlob]

    init(base: any ProjectSource, included: [String]?, excluded: [String]) {
        self.base = base
        self.included = included?.map(PathGlob.init)
        self.excluded = excluded.map(PathGlob.init)
    }

    func keeps(_ path: String) -> Bool {
        let parts = PathGlob.components(of: path)
        return (included.map { $0.contains { $0.matches(parts) } } ?? true) && !excluded.contains { $0.matches(parts) }
    }

    func filePaths() throws(ImportError) -> [String] {
        try listing().paths
    }

    /// What the listing could not read is filtered like the files: an excluded folder's problems are not the
    /// project's.
    func listing() throws(ImportError) -> ProjectListing {
        let all = try base.listing()
        return ProjectListing(paths: all.paths.filter(keeps), notRead: all.notRead.filter { $0.file.map(keeps) ?? true })
    }

    func contents(of path: String, limit: Int) throws(ImportError) -> [UInt8] {
        try base.contents(of: path, limit: limit)
    }

    func refusal(of path: String) -> ImportError? {
        base.refusal(of: path)
    }
}

/// Globs as `.gitignore` and SwiftLint's `excluded` spell them, on `/`-separated project-relative paths: `*`
/// matches within one path component, `**` any number of components, `?` one character. A pattern that names
/// a folder matches every file under it (`Pods` is `Pods/**`). A leading `./` or `/` is ignored.
///
/// Matched in time linear in the path's components times the pattern's (an NFA simulation over components:
/// the set of pattern positions reachable after each path component, `**` a position that loops), and each
/// component in time linear in its length times the pattern component's, so no pattern backtracks: `a/**/**/**`
/// costs what `a/**` does. (The recursive matcher it replaces tried every split of the path for each `**`: on a
/// path 21 folders deep each `**` cost 3.5 times more, and eight took 68 s.)
struct PathGlob: Equatable {
    /// The pattern's components; `**` is one.
    private let parts: [Part]

    private enum Part: Equatable {
        case anyComponents
        case component([Character])
    }

    init(_ pattern: String) {
        var p = Substring(pattern)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        while p.hasPrefix("/") { p = p.dropFirst() }
        while p.hasSuffix("/") { p = p.dropLast() }
        parts = p.split(separator: "/", omittingEmptySubsequences: true).map {
            $0 == "**" ? .anyComponents : .component(Array($0))
        }
    }

    static func matchesAny(_ patterns: [String], _ path: String) -> Bool {
        let parts = components(of: path)
        return patterns.contains { PathGlob($0).matches(parts) }
    }

    static func matches(_ pattern: String, _ path: String) -> Bool {
        PathGlob(pattern).matches(components(of: path))
    }

    /// A path's components, each as characters, for `matches(_:)`.
    static func components(of path: String) -> [[Character]] {
        path.split(separator: "/").map { Array($0) }
    }

    /// Whether the pattern matches the path, or a folder the path is in.
    func matches(_ path: [[Character]]) -> Bool {
        var work = 0
        return matches(path, work: &work)
    }

    /// `matches(_:)`, counting in `work` the pattern positions it tries a component at: at most the pattern's
    /// components times the path's, whatever the pattern.
    func matches(_ path: [[Character]], work: inout Int) -> Bool {
        guard !parts.isEmpty else { return false }
        // reachable[i]: the pattern's first i parts match the components read so far.
        var reachable = [Bool](repeating: false, count: parts.count + 1)
        reachable[0] = true
        close(&reachable)
        for component in path {
            var next = [Bool](repeating: false, count: parts.count + 1)
            var any = false
            for i in 0..<parts.count where reachable[i] {
                work += 1
                switch parts[i] {
                case .anyComponents:
                    next[i] = true  // `**` takes this component and may take more
                    any = true
                case .component(let p):
                    if Self.component(p, component) {
                        next[i + 1] = true
                        any = true
                    }
                }
            }
            guard any else { return false }
            close(&next)
            // The whole pattern matched these components: the file itself, or a folder it is in.
            if next[parts.count] { return true }
            reachable = next
        }
        return false
    }

    /// Adds the positions reachable without reading a component: past each `**`, which may take none.
    private func close(_ reachable: inout [Bool]) {
        for i in 0..<parts.count where reachable[i] && parts[i] == .anyComponents { reachable[i + 1] = true }
    }

    /// One component: `*` any run of characters, `?` one character. The classic wildcard match with one
    /// restart point (the last `*`), linear in practice and O(|p| x |s|) at worst.
    static func component(_ p: [Character], _ s: [Character]) -> Bool {
        var i = 0
        var j = 0
        var star: Int?
        var resume = 0
        while j < s.count {
            if i < p.count, p[i] == "?" || (p[i] != "*" && p[i] == s[j]) {
                i += 1
                j += 1
            } else if i < p.count, p[i] == "*" {
                star = i
                resume = j
                i += 1
            } else if let star {
                i = star + 1
                resume += 1
                j = resume
            } else {
                return false
            }
        }
        while i < p.count, p[i] == "*" { i += 1 }
        return i == p.count
    }
}
