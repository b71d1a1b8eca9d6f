/// RFC 6901 JSON Pointers, built as a stack of reference tokens while decoding and rendered only when an
/// error needs one (so the success path pays one array append per level, nothing more).
package struct JSONPath: Sendable, Hashable {
    package enum Token: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// An already-rendered pointer the path is relative to ("" for the document root).
    package var base: String
    package private(set) var tokens: [Token] = []

    package init(base: String = "") {
        self.base = base
        tokens.reserveCapacity(16)
    }

    @inline(__always) package mutating func push(_ key: String) { tokens.append(.key(key)) }
    @inline(__always) package mutating func push(_ index: Int) { tokens.append(.index(index)) }
    @inline(__always) package mutating func pop() { tokens.removeLast() }

    /// The pointer: `/`-separated tokens, with `~` written `~0` and `/` written `~1` (RFC 6901 section 3).
    package var pointer: String {
        var s = base
        for t in tokens {
            s += "/"
            switch t {
            case .index(let i): s += String(i)
            case .key(let k): s += Self.escape(k)
            }
        }
        return s
    }

    /// Escapes one reference token (RFC 6901 section 3: `~` first, then `/`).
    package static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
