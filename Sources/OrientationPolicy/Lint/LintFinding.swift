/// One hazard lint found: what, where (a JSON Pointer into the request), on which targets, and how to fix it.
/// Findings are values; equal findings on several targets are merged into one with every target listed.
public struct LintFinding: Sendable, Hashable {
    /// The stable machine-readable code (`LintCode.rawValue` on the wire).
    public var code: LintCode
    /// RFC 6901 JSON Pointer to the responsible controller or key in the request, e.g.
    /// `/window/rootViewController/presentedViewController` or `/app/infoPlist/UISupportedInterfaceOrientations~0ipad`.
    public var pointer: String
    /// What was found, in one sentence that does not depend on the target (so targets can merge).
    public var message: String
    /// The targets (device and iOS version) where the finding applies, in the order they were checked.
    public var targets: [Device]
    /// UIKit's exception (name and version-specific reason) when the finding is a crash.
    public var exception: UIKitException?
    /// One example state where it happens (first in exploration order), for reproduction with `/v1/decide`.
    public var example: String?
    /// The members that give the values the finding rests on, as JSON Pointers: for a crash the
    /// `supportedInterfaceOrientations` and `shouldAutorotate` of the controller whose code really answers (the
    /// child a container forwards to), the forwarding itself, and the app mask's source (the app delegate's
    /// answer when it overrides Info.plist). Empty when the finding names nothing beyond `pointer`.
    public var relatedPointers: [String]

    /// The same state as events from launch, for `/v1/simulate`: the launch scenario (the example's target and
    /// configuration base) and the rotations, presentations, dismissals, pushes, pops and tab selections that reach
    /// it, each a step UIKit can take from the one before. Replaying it ends in the example's state: with
    /// the exception for a crash. Nil for findings that are not about a state (Info.plist keys, ignored overrides,
    /// dead orientations).
    public var trace: Timeline?
    /// Engine rules the finding's state rests on beyond its code's own (`LintCode.rules`): the coinciding chain
    /// or the widened app mask of 0 when they shaped the state. They take part in `confidence`.
    public var pathRules: [Rule]
    /// Situational claims the finding's state rests on (a sheet on a phone in landscape), weighed in `confidence`.
    public var pathClaims: [Claim]

    public init(
        code: LintCode, pointer: String, message: String, targets: [Device],
        exception: UIKitException? = nil, example: String? = nil, relatedPointers: [String] = [],
        trace: Timeline? = nil, pathRules: [Rule] = [], pathClaims: [Claim] = []
    ) {
        self.code = code
        self.pointer = pointer
        self.message = message
        self.targets = targets
        self.exception = exception
        self.example = example
        self.relatedPointers = relatedPointers
        self.trace = trace
        self.pathRules = pathRules
        self.pathClaims = pathClaims
    }

    /// A severity the project's lint configuration sets for the code instead of its own; nil for the code's.
    public var severityOverride: LintSeverity?

    /// The severity of the code, unless the configuration overrides it.
    public var severity: LintSeverity { severityOverride ?? code.severity }
    /// A fix worded for this finding instead of its code's, for a note whose cause is not the code's usual one
    /// (an `unread-value` about a missing xcconfig file is not fixed by returning a literal); nil for the code's.
    public var fixOverride: String?
    /// A one-line fix: the finding's own when it has one, else its code's.
    public var fix: String { fixOverride ?? code.fix }
    /// Where the rule comes from.
    public var source: String { code.source }
}

extension LintFinding {
    /// The total order findings are reported in: severity (worst first), code, pointer, message, exception
    /// reason. Targets, example and trace never take part, so the order does not depend on exploration details.
    public static func reportOrder(_ a: LintFinding, _ b: LintFinding) -> Bool {
        if a.severity != b.severity { return a.severity < b.severity }
        if a.code != b.code { return a.code.rawValue < b.code.rawValue }
        if a.pointer != b.pointer { return a.pointer < b.pointer }
        if a.message != b.message { return a.message < b.message }
        return (a.exception?.reason ?? "") < (b.exception?.reason ?? "")
    }
}
