/// A property-list value with where it was written, whatever the file's format: the XML reader gives each value
/// the line and column of its element, the binary reader gives line 1, column 1 (a binary file has no lines).
struct PlistNode: Sendable, Hashable {
    indirect enum Value: Sendable, Hashable {
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        /// `<date>` and `<data>`: read, never interpreted.
        case opaque(kind: String)
        case array([PlistNode])
        /// Entries in the order the file lists them (a binary file's dictionaries have no order: sorted by key).
        case dictionary([Entry])
    }

    struct Entry: Sendable, Hashable {
        var key: String
        /// The `<key>` element (XML), or the file's start (binary).
        var keyLocation: SourceLocation
        var value: PlistNode
    }

    var value: Value
    var location: SourceLocation

    /// What a person calls the value's type in a message.
    var typeName: String {
        switch value {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .opaque(let kind): "a \(kind)"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    /// The value of `key` in a dictionary, with the key's location. A key written twice counts once, with its
    /// last value, as Core Foundation keeps it when it reads the file.
    func entry(_ key: String) -> Entry? {
        guard case .dictionary(let entries) = value else { return nil }
        return entries.last { $0.key == key }
    }
}
