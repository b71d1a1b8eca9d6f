import Foundation

/// A binary property list (`bplist00`) as a `PlistNode` tree, read with Foundation's PropertyListSerialization.
/// A binary file has no lines, so every value is located at line 1, column 1 of the file.
enum BinaryPropertyList {
    static func read(_ bytes: [UInt8], path: String) throws(ImportError) -> PlistNode {
        var format = PropertyListSerialization.PropertyListFormat.binary
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
        } catch {
            throw ImportError(.malformedPlist, file: path, "a damaged or truncated binary property list")
        }
        // Foundation falls back to the old text format when the binary one does not parse, and reads a bare
        // "bplist00" as a string: that is a damaged binary file too.
        guard format == .binary else {
            throw ImportError(.malformedPlist, file: path, "a damaged or truncated binary property list")
        }
        return try node(object, path: path, depth: 0)
    }

    private static func node(_ object: Any, path: String, depth: Int) throws(ImportError) -> PlistNode {
        let at = SourceLocation(file: path, line: 1, column: 1)
        guard depth < XMLTreeReader.maxDepth else {
            throw ImportError(.malformedPlist, file: path,
                              "values nested more than \(XMLTreeReader.maxDepth) deep; not an Info.plist")
        }
        if let s = object as? String { return PlistNode(value: .string(s), location: at) }
        if let d = object as? [AnyHashable: Any] {
            var entries: [PlistNode.Entry] = []
            for (k, v) in d {
                guard let key = k.base as? String else {
                    throw ImportError(.malformedPlist, file: path, "a dictionary key that is not a string")
                }
                entries.append(PlistNode.Entry(key: key, keyLocation: at, value: try node(v, path: path, depth: depth + 1)))
            }
            entries.sort { $0.key < $1.key }
            return PlistNode(value: .dictionary(entries), location: at)
        }
        if let a = object as? [Any] {
            var items: [PlistNode] = []
            for v in a { items.append(try node(v, path: path, depth: depth + 1)) }
            return PlistNode(value: .array(items), location: at)
        }
        if object is Data { return PlistNode(value: .opaque(kind: "data"), location: at) }
        if object is Date { return PlistNode(value: .opaque(kind: "date"), location: at) }
        if let n = object as? NSNumber {
            // Booleans come back as Bool, which bridges to an NSNumber of type 'c' (char); integers and reals
            // keep their C types.
            switch String(cString: n.objCType) {
            case "c", "B": return PlistNode(value: .bool(n.boolValue), location: at)
            case "f", "d": return PlistNode(value: .real(n.doubleValue), location: at)
            default: return PlistNode(value: .integer(n.intValue), location: at)
            }
        }
        throw ImportError(.malformedPlist, file: path, "a value of a type property lists do not have")
    }
}
