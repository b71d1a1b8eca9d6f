/// A parsed JSON document (RFC 8259) as a value tree. Objects keep their members in document order, because
/// errors must name the first offending member the client wrote; the reader guarantees keys are unique.
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The member named `key` of an object, if any (linear: request objects have a handful of keys).
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        for m in members where m.key == key { return m.value }
        return nil
    }

    /// True for `null`, which the API reads as "absent" for every optional member.
    @inline(__always) var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The JSON type name used in "expected X, found Y" messages.
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// One `"key": value` pair of an object.
package struct JSONMember: Sendable, Hashable {
    package var key: String {
        didSet { id = JSONKey(key) }
    }
    package var value: JSONValue
    /// The schema's name for `key`, so decoders switch on an enum (set by the reader without a lookup).
    private(set) var id: JSONKey

    package init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
        self.id = JSONKey(key)
    }

    init(key: String, id: JSONKey, value: JSONValue) {
        self.key = key
        self.value = value
        self.id = id
    }
}

/// A JSON number: its value as a `Double` and, when the literal is an integer that fits `Int` exactly (no
/// fraction, no exponent), that integer. Keeping both lets integer fields refuse `1.5` and accept `10`
/// without rounding surprises above 2^53.
package struct JSONNumber: Sendable, Hashable {
    package var double: Double
    /// The exact integer, when the literal was written as one and fits in `Int`.
    package var integer: Int?

    package init(double: Double, integer: Int?) {
        self.double = double
        self.integer = integer
    }

    package init(_ i: Int) {
        self.double = Double(i)
        self.integer = i
    }

    /// The value as an exact integer: the integer literal, or a fractional/exponent literal whose value is
    /// integral and within ±2^53 (`2.0`, `1e1`). Nil otherwise.
    package var exactInteger: Int? {
        if let integer { return integer }
        if double.rounded(.towardZero) == double, abs(double) <= 9_007_199_254_740_992 { return Int(double) }
        return nil
    }
}
