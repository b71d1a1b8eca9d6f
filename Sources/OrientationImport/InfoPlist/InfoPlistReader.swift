/// Reads an Info.plist file: an XML property list (what Xcode writes) or a binary one (`bplist00`, what a built
/// app contains), into the orientation facts of `ImportedInfoPlist`, every key located in the file.
///
/// docs/importer.md lists the keys read and the rule that decides whether the plist declares an app.
package enum InfoPlistReader {
    /// XML (text) or binary (bplist00) property list. Throws ImportError(.malformedPlist, file: path, line: ...):
    /// an empty file, bytes that are neither format, XML that is not well-formed, a root that is not a
    /// dictionary, or a key the importer reads holding a value of the wrong type. Errors in XML name the line;
    /// a binary file has no lines.
    package static func read(_ bytes: [UInt8], path: String) throws(ImportError) -> ImportedInfoPlist {
        let root: PlistNode
        let hasLines: Bool
        switch PropertyListFormat.detect(bytes) {
        case .empty:
            throw ImportError(.malformedPlist, file: path, "the file is empty; expected a property list")
        case .binary:
            root = try BinaryPropertyList.read(bytes, path: path)
            hasLines = false
        case .xml:
            root = try XMLPropertyList.read(bytes, path: path)
            hasLines = true
        case .openStep:
            throw ImportError(
                .malformedPlist, file: path, line: 1,
                "an old-style (OpenStep) text property list; Info.plists are read as XML or binary "
                    + "property lists (convert with `plutil -convert xml1`)")
        case .unknown:
            throw ImportError(
                .malformedPlist, file: path, line: 1,
                "not a property list: neither XML (starting with '<') nor binary (starting with 'bplist')")
        }
        guard case .dictionary(let entries) = root.value else {
            throw ImportError(
                .malformedPlist, file: path, line: hasLines ? root.location.line : nil,
                "the property list's root is \(root.typeName); an Info.plist is a dictionary")
        }
        return try InfoPlistInterpreter(path: path, entries: entries, hasLines: hasLines).read()
    }
}
