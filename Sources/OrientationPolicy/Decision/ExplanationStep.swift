/// One step of an explanation: which rule was applied, what it found, and where the rule comes from.
///
/// `detail` is rendered lazily: `decide` stores what the rule found (orientations, masks, and names that are
/// already Strings in the request) and spells the sentence only when `detail` is read. Building ten sentences
/// per decision was half of `decide`'s cost (BENCHMARKS.md), while lint explores thousands of states and never
/// reads the text, and the HTTP layer reads each sentence once to encode it. Equality and hashing compare the
/// rendered text, so a step built from text equals the same step built from a payload.
public struct ExplanationStep: Sendable, Hashable {
    /// A stable, machine-readable rule identifier such as `app-mask` or `topmost-full-screen`.
    public var rule: String {
        get {
            switch label {
            case .rule(let r): r.id
            case .text(let rule, _): rule
            }
        }
        set { label = .text(rule: newValue, source: source) }
    }
    /// A human-readable sentence saying what the rule found for this request (rendered on each read when the
    /// step was built by the engine; assigning stores the text).
    public var detail: String {
        get { content.rendered }
        set { content = .text(newValue) }
    }
    /// The source of the rule: the titles of its public references, joined with "; ".
    public var source: String {
        get {
            switch label {
            case .rule(let r): r.source
            case .text(_, let source): source
            }
        }
        set { label = .text(rule: rule, source: newValue) }
    }

    /// The engine's steps name their `Rule` (one byte, nothing to retain or release when a decision is copied or
    /// destroyed); steps built from text (timelines, callers of `init`) keep the two strings.
    @usableFromInline enum Label: Sendable {
        case rule(Rule)
        case text(rule: String, source: String)
    }
    @usableFromInline var label: Label

    /// The detail as given (text) or as found by the engine (rendered on demand).
    @usableFromInline var content: ExplanationDetail

    public init(rule: String, detail: String, source: String) {
        self.label = .text(rule: rule, source: source)
        self.content = .text(detail)
    }

    init(rule: Rule, content: ExplanationDetail) {
        self.label = .rule(rule)
        self.content = content
    }

    /// Hands `detail` to `body` piece by piece, in order, without building the sentence: an encoder can copy the
    /// literal pieces and escape the others straight into its output (reading `detail` allocates one string per
    /// sentence).
    @inlinable public func forEachDetailPiece(_ body: (TextPiece) -> Void) {
        content.render(body)
    }

    /// Hands `detail` to `sink` piece by piece, in order, without building the sentence: the generic form of
    /// `forEachDetailPiece`, specialized for the caller's sink (an encoder's literal pieces become direct copies).
    @inlinable public func writeDetail<Sink: TextPieceSink & ~Copyable>(to sink: inout Sink) {
        content.render(into: &sink)
    }

    /// `writeDetail(to:)` for a caller that owns the step and writes it once: the detail is moved out (the step
    /// keeps its rule, and an empty detail) and written from the moved value. Writing from a step read in place
    /// copies its detail first (retaining the class names it holds), about 150 instructions per step of an
    /// answer; a moved value is written as it is.
    @inlinable public mutating func writeDetailEmptying<Sink: TextPieceSink & ~Copyable>(to sink: inout Sink) {
        var detail = ExplanationDetail.text("")
        swap(&detail, &content)
        detail.render(into: &sink)
    }

    /// The engine's rule when the step was built by the engine and still names it; nil for a step built from (or
    /// given) text. An encoder can then write the rule's `id` and `source`, which are literals of the engine's,
    /// without reading and escaping two strings per step.
    @inlinable public var knownRule: Rule? {
        if case .rule(let r) = label { return r }
        return nil
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

extension ExplanationStep {
    /// The same rule and source with another detail.
    func with(_ detail: String) -> ExplanationStep {
        ExplanationStep(rule: rule, detail: detail, source: source)
    }
}
