/// One element of an XML document read by `XMLTreeReader`: its name, attributes, the character data directly
/// inside it, its child elements in document order, and where its start tag's `<` is.
///
/// The readers of Info.plists and Interface Builder documents work on this small tree rather than on parser
/// callbacks: both formats are a few megabytes at most, and a tree keeps each reader a plain function of the
/// document.
struct XMLTreeElement: Sendable, Hashable {
    var name: String
    var attributes: [String: String]
    /// Character data and CDATA directly inside the element (not inside its children), entities decoded.
    var text: String
    var children: [XMLTreeElement]
    /// The `<` of the start tag: 1-based line and 1-based column in UTF-8 bytes, as the Swift and Objective-C
    /// readers count columns.
    var line: Int
    var column: Int

    init(
        name: String, attributes: [String: String] = [:], text: String = "", children: [XMLTreeElement] = [],
        line: Int, column: Int
    ) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
        self.line = line
        self.column = column
    }

    /// The location of the start tag in `file`.
    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// The first child element named `name`.
    func child(_ name: String) -> XMLTreeElement? {
        children.first { $0.name == name }
    }
}
