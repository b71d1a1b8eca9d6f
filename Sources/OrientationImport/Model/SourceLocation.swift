/// Where an imported fact was read: a file of the project (relative to the project root, `/`-separated, as a
/// SARIF `artifactLocation.uri` and a compiler diagnostic spell it), a 1-based line and a 1-based column.
package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path/File.swift:12:5`, the form compilers and editors link.
    package var description: String { "\(file):\(line):\(column)" }

    package static func < (a: Self, b: Self) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// A value read from the project together with where it was read.
package struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
