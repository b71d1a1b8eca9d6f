/// What lint found for a scenario: sorted, de-duplicated findings and how much was explored.
public struct LintReport: Sendable, Hashable {
    /// Findings in `LintFinding.reportOrder`.
    public var findings: [LintFinding]
    /// The targets checked, in order.
    public var targets: [Device]
    /// States evaluated: decisions (target x configuration x current orientation x device orientation), dismissals
    /// and override probes (two per configuration probed). Never more than `maxStates`.
    public var statesExplored: Int
    /// Controller-tree configurations explored per target.
    public var configurations: Int
    /// The bound on states.
    public var maxStates: Int
    /// True when the bound was hit: some configurations were not explored, or some overrides not probed.
    public var truncated: Bool

    public init(findings: [LintFinding], targets: [Device], statesExplored: Int, configurations: Int, maxStates: Int, truncated: Bool) {
        self.findings = findings
        self.targets = targets
        self.statesExplored = statesExplored
        self.configurations = configurations
        self.maxStates = maxStates
        self.truncated = truncated
    }

    /// The number of findings of each severity, worst first.
    public var counts: [(severity: LintSeverity, count: Int)] {
        LintSeverity.allCases.map { s in (s, findings.count { $0.severity == s }) }
    }
}

/// Merges equal findings from several targets and states: the first occurrence keeps its example and trace, later ones add
/// their target.
struct LintCollector {
    struct Key: Hashable {
        var code: LintCode
        var pointer: String
        var message: String
        var reason: String?
    }

    private var order: [Key] = []
    private var byKey: [Key: LintFinding] = [:]

    mutating func add(
        _ code: LintCode, pointer: String, message: String, target: Device,
        exception: UIKitException? = nil, example: String? = nil, relatedPointers: [String] = [], trace: Timeline? = nil,
        pathRules: [Rule] = [], pathClaims: [Claim] = []
    ) {
        let key = Key(code: code, pointer: pointer, message: message, reason: exception?.reason)
        if var f = byKey[key] {
            if !f.targets.contains(target) {
                f.targets.append(target)
                byKey[key] = f
            }
            return
        }
        order.append(key)
        byKey[key] = LintFinding(
            code: code, pointer: pointer, message: message, targets: [target], exception: exception, example: example,
            relatedPointers: relatedPointers, trace: trace, pathRules: pathRules, pathClaims: pathClaims)
    }

    var findings: [LintFinding] {
        order.compactMap { byKey[$0] }.sorted(by: LintFinding.reportOrder)
    }
}
