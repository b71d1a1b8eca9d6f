/// One piece of a lazily rendered sentence (an explanation's `detail`): a literal of the engine's, or a string
/// that came from elsewhere (a class name from the request, a vocabulary name, a table entry).
///
/// Literals are `StaticString`s so that handing one out retains nothing and a writer can copy its bytes as they
/// are: every literal in the engine's sentences is plain text without `"`, `\` or control characters, which is
/// what lets a JSON encoder skip escaping them (its debug builds check this on every literal it copies).
/// A string literal where a `TextPiece` is expected is a `.literal`.
public enum TextPiece: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Engine text, copied as is.
    case literal(StaticString)
    /// Any other text, to be escaped by a writer that needs it.
    case text(String)

    @inlinable public init(stringLiteral value: StaticString) {
        self = .literal(value)
    }

    /// The piece as a `String` (for tests and diagnostics: a literal longer than 15 bytes allocates).
    public var description: String {
        switch self {
        case .literal(let s): s.description
        case .text(let s): s
        }
    }

    /// The piece's length in UTF-8 bytes.
    var utf8Count: Int {
        switch self {
        case .literal(let s): s.utf8CodeUnitCount
        case .text(let s): s.utf8.count
        }
    }
}

/// Where the pieces of a sentence go (`ExplanationStep.writeDetail(to:)`). The rendering code is generic over the
/// sink and inlinable, so a JSON encoder's sink is specialized into it: each literal is then a direct copy of a
/// known length instead of a closure call and a `TextPiece` switch per piece.
public protocol TextPieceSink: ~Copyable {
    /// Engine text: plain ASCII without `"`, `\` or control characters (see `TextPiece`), copied as is.
    mutating func literal(_ s: StaticString)
    /// Any other text (class names from the request), to be escaped by a sink that needs it.
    mutating func text(_ s: String)
}

extension TextPieceSink where Self: ~Copyable {
    /// Routes a piece to `literal` or `text`.
    @inlinable @inline(__always) public mutating func piece(_ p: TextPiece) {
        switch p {
        case .literal(let s): literal(s)
        case .text(let s): text(s)
        }
    }

    /// Hands a sentence's pieces on in order: one call per sentence, so that the rendering code reads as the
    /// sentence does. Fixed arities (two to eight pieces), each adding one piece to the one before, rather than a
    /// variadic parameter: the optimizer does not keep every variadic array on the stack, and with `TextPiece...`
    /// encoding the benchmark decision allocated 4 times instead of once (OrientationBenchmarks, "Swift codec:
    /// encode").
    @inlinable @inline(__always) mutating func sentence(_ a: TextPiece, _ b: TextPiece) {
        piece(a)
        piece(b)
    }

    @inlinable @inline(__always) mutating func sentence(_ a: TextPiece, _ b: TextPiece, _ c: TextPiece) {
        sentence(a, b)
        piece(c)
    }

    @inlinable @inline(__always) mutating func sentence(
        _ a: TextPiece, _ b: TextPiece, _ c: TextPiece, _ d: TextPiece
    ) {
        sentence(a, b, c)
        piece(d)
    }

    @inlinable @inline(__always) mutating func sentence(
        _ a: TextPiece, _ b: TextPiece, _ c: TextPiece, _ d: TextPiece, _ e: TextPiece
    ) {
        sentence(a, b, c, d)
        piece(e)
    }

    @inlinable @inline(__always) mutating func sentence(
        _ a: TextPiece, _ b: TextPiece, _ c: TextPiece, _ d: TextPiece, _ e: TextPiece, _ f: TextPiece
    ) {
        sentence(a, b, c, d, e)
        piece(f)
    }

    @inlinable @inline(__always) mutating func sentence(
        _ a: TextPiece, _ b: TextPiece, _ c: TextPiece, _ d: TextPiece, _ e: TextPiece, _ f: TextPiece, _ g: TextPiece
    ) {
        sentence(a, b, c, d, e, f)
        piece(g)
    }

    @inlinable @inline(__always) mutating func sentence(
        _ a: TextPiece, _ b: TextPiece, _ c: TextPiece, _ d: TextPiece, _ e: TextPiece, _ f: TextPiece, _ g: TextPiece, _ h: TextPiece
    ) {
        sentence(a, b, c, d, e, f, g)
        piece(h)
    }
}

/// Byte copying for the strings the engine renders lazily (explanation details, controller paths): callers size
/// the result once and copy each part's UTF-8 bytes straight into a single new string, because string
/// interpolation regrows its buffer for every long value and `append` has per-call overhead.
enum Text {
    @inline(__always) static func copy(_ part: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let done: Int? = part.utf8.withContiguousStorageIfAvailable { src in
            guard let base = src.baseAddress, src.count > 0 else { return 0 }
            (buffer.baseAddress! + offset).update(from: base, count: src.count)
            return src.count
        }
        if let n = done { return n }
        var i = offset
        for byte in part.utf8 {
            buffer[i] = byte
            i += 1
        }
        return i - offset
    }

    @inline(__always) static func copy(_ piece: TextPiece, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        switch piece {
        case .literal(let s):
            (buffer.baseAddress! + offset).update(from: s.utf8Start, count: s.utf8CodeUnitCount)
            return s.utf8CodeUnitCount
        case .text(let s):
            return copy(s, into: buffer, at: offset)
        }
    }
}

extension Text {
    /// Sums the pieces' UTF-8 lengths (sizing `ExplanationDetail.rendered`).
    struct Counter: TextPieceSink {
        var count = 0
        mutating func literal(_ s: StaticString) { count += s.utf8CodeUnitCount }
        mutating func text(_ s: String) { count += s.utf8.count }
    }

    /// Copies the pieces into a buffer sized by `Counter`.
    struct Copier: TextPieceSink {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0
        mutating func literal(_ s: StaticString) { count += Text.copy(.literal(s), into: buffer, at: count) }
        mutating func text(_ s: String) { count += Text.copy(s, into: buffer, at: count) }
    }

    /// Hands each piece to a closure (`ExplanationStep.forEachDetailPiece`).
    struct ClosureSink: TextPieceSink {
        let emit: (TextPiece) -> Void
        func literal(_ s: StaticString) { emit(.literal(s)) }
        func text(_ s: String) { emit(.text(s)) }
    }
}
