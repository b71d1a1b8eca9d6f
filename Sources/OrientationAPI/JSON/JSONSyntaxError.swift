/// Why a body is not acceptable JSON (RFC 8259) under this service's limits. Every case maps to a 400
/// problem with its own stable code; `offset` is the byte offset where reading stopped.
package struct JSONSyntaxError: Error, Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// The body is empty or only whitespace.
        case empty = "empty-body"
        /// Anything RFC 8259's grammar refuses: a stray character, a leading zero, a control character in a
        /// string, a lone surrogate escape, `NaN`, trailing data after the document, ...
        case malformed = "malformed-json"
        /// Bytes that are not well-formed UTF-8 (RFC 8259 section 8.1 requires UTF-8).
        case invalidUTF8 = "invalid-utf8"
        /// Arrays and objects nested deeper than the reader's limit.
        case nestingTooDeep = "nesting-too-deep"
        /// An object names the same key twice (RFC 8259 section 4: behaviour is unpredictable; we refuse).
        case duplicateKey = "duplicate-key"
        /// A number whose magnitude does not fit a Double (e.g. `1e400`).
        case numberOutOfRange = "number-out-of-range"
    }

    package var kind: Kind
    package var offset: Int
    package var message: String

    package init(_ kind: Kind, offset: Int, _ message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }
}
