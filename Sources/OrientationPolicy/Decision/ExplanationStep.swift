/// One step of an explanation: which rule was applied, what it found, and where the rule comes from.
///
/// `detail` is rendered lazily: `decide` stores what the rule found (orientations, masks, and names that are
/// already Strings in the request) and spells the sentence only when `detail` is read. Building ten sentences
/// per decision was half of `decide`'s cost (BENCHMARKS.md), while lint explores thousands of states and never
/// reads the text, and the HTTP layer reads each sentence once to encode it. Equality and hashing compare the
/// rendered text, so a step built from text equals the same step built from a payload.
public struct ExplanationStep: Sendable, Hashable {
    /// A stable, machine-readable rule identifier such as `app-mask` or `topmost-full-screen`.
    public var rule: String
    /// A human-readable sentence saying what the rule found for this request (rendered on each read when the
    /// step was built by the engine; assigning stores the text).
    public var detail: String {
        get { content.rendered }
        set { content = .text(newValue) }
    }
    /// The source of the rule: Apple doc, header, release note, technical note, seed file.
    public var source: String

    /// The detail as given (text) or as found by the engine (rendered on demand).
    var content: ExplanationDetail

    public init(rule: String, detail: String, source: String) {
        self.rule = rule
        self.content = .text(detail)
        self.source = source
    }

    init(rule: String, content: ExplanationDetail, source: String) {
        self.rule = rule
        self.content = content
        self.source = source
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.rule == b.rule && a.source == b.source && a.detail == b.detail
    }

    public func hash(into h: inout Hasher) {
        h.combine(rule)
        h.combine(detail)
        h.combine(source)
    }
}
