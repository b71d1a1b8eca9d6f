/// A binary property list (`bplist00`) as a `PlistNode` tree, read by hand: Foundation's PropertyListSerialization
/// would link Foundation (and its ICU data) into the server for this one file format.
/// A binary file has no lines, so every value is located at line 1, column 1 of the file.
///
/// The format (Apple's CFBinaryPList.c): the "bplist00" magic, the objects, an offset table giving where each
/// object starts, and a 32-byte trailer giving the table's place, its integer widths, the object count and the
/// top object. Every offset, length and reference is checked against the file before it is used; an object that
/// contains itself, values nested deeper than `XMLTreeReader.maxDepth`, or shared objects that would expand past
/// `maxValues` are refused.
enum BinaryPropertyList {
    /// A real Info.plist holds a few hundred values. Objects may be shared (a reference is not a copy), so a small
    /// file could otherwise stand for an exponentially large tree.
    static let maxValues = 100_000

    static func read(_ bytes: [UInt8], path: String) throws(ImportError) -> PlistNode {
        do {
            var reader = try Reader(bytes)
            return try reader.node(reader.top, path: path, depth: 0)
        } catch {
            switch error {
            case .damaged: throw ImportError(.malformedPlist, file: path, "a damaged or truncated binary property list")
            case .refused(let refusal): throw refusal
            }
        }
    }

    enum Failure: Error {
        /// The bytes are not a consistent binary property list (truncated, out of bounds, a cycle, ...).
        case damaged
        /// Consistent, but not something an Info.plist holds.
        case refused(ImportError)
    }

    /// The file with its trailer checked, and a walk over its objects.
    struct Reader {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let top: Int
        let tableOffset: Int
        /// Objects on the path from the top to the one being read: a reference to one of them is a cycle.
        private var open: Set<Int> = []
        private var produced = 0

        init(_ bytes: [UInt8]) throws(Failure) {
            self.bytes = bytes
            let header = 8
            let trailer = 32
            guard bytes.count >= header + trailer + 1, bytes.starts(with: Array("bplist00".utf8)) else {
                throw .damaged
            }
            let t = bytes.count - trailer
            offsetSize = Int(bytes[t + 6])
            referenceSize = Int(bytes[t + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { throw .damaged }
            let count = try Reader.unsigned(bytes, at: t + 8, width: 8)
            let topObject = try Reader.unsigned(bytes, at: t + 16, width: 8)
            let table = try Reader.unsigned(bytes, at: t + 24, width: 8)
            // The table lies between the objects and the trailer; counts are bounded by the file's size first, so
            // the products below cannot overflow.
            guard count >= 1, count <= UInt64(bytes.count), topObject < count,
                table >= UInt64(header + 1), table < UInt64(t),
                UInt64(t) - table >= count * UInt64(offsetSize)
            else { throw .damaged }
            objectCount = Int(count)
            top = Int(topObject)
            tableOffset = Int(table)
        }

        /// A big-endian unsigned integer of `width` bytes (1...8) at `offset`, inside the file.
        static func unsigned(_ bytes: [UInt8], at offset: Int, width: Int) throws(Failure) -> UInt64 {
            guard offset >= 0, width >= 1, width <= 8, offset <= bytes.count - width else { throw .damaged }
            var value: UInt64 = 0
            for i in 0..<width { value = value << 8 | UInt64(bytes[offset + i]) }
            return value
        }

        /// Where object `index` starts: inside the object area, after the magic.
        func start(of index: Int) throws(Failure) -> Int {
            guard index >= 0, index < objectCount else { throw .damaged }
            let offset = try Reader.unsigned(bytes, at: tableOffset + index * offsetSize, width: offsetSize)
            guard offset >= 8, offset < UInt64(tableOffset) else { throw .damaged }
            return Int(offset)
        }

        /// The object reference (an index into the offset table) at `offset`.
        func reference(at offset: Int) throws(Failure) -> Int {
            let r = try Reader.unsigned(bytes, at: offset, width: referenceSize)
            guard r < UInt64(objectCount) else { throw .damaged }
            return Int(r)
        }

        /// The length of a data, string, array or dictionary object whose marker is at `offset`, and where its
        /// contents start: the marker's low nibble, or 0xF followed by an integer object.
        func length(marker offset: Int) throws(Failure) -> (count: Int, contents: Int) {
            let low = Int(bytes[offset] & 0x0F)
            guard low == 0x0F else { return (low, offset + 1) }
            guard offset + 1 < tableOffset, bytes[offset + 1] & 0xF0 == 0x10 else { throw .damaged }
            let width = 1 << Int(bytes[offset + 1] & 0x0F)
            guard width <= 8 else { throw .damaged }
            let n = try Reader.unsigned(bytes, at: offset + 2, width: width)
            guard n <= UInt64(tableOffset) else { throw .damaged }
            return (Int(n), offset + 2 + width)
        }

        /// `count` bytes at `offset`, which must lie in the object area.
        func slice(_ offset: Int, _ count: Int) throws(Failure) -> ArraySlice<UInt8> {
            guard count >= 0, offset <= tableOffset, count <= tableOffset - offset else { throw .damaged }
            return bytes[offset..<offset + count]
        }

        mutating func node(_ index: Int, path: String, depth: Int) throws(Failure) -> PlistNode {
            let at = SourceLocation(file: path, line: 1, column: 1)
            guard depth < XMLTreeReader.maxDepth else {
                throw .refused(
                    ImportError(
                        .malformedPlist, file: path,
                        "values nested more than \(XMLTreeReader.maxDepth) deep; not an Info.plist"))
            }
            produced += 1
            guard produced <= BinaryPropertyList.maxValues else {
                throw .refused(
                    ImportError(
                        .malformedPlist, file: path,
                        "more than \(BinaryPropertyList.maxValues) values; not an Info.plist"))
            }
            guard open.insert(index).inserted else { throw .damaged }
            defer { open.remove(index) }
            let offset = try start(of: index)
            let marker = bytes[offset]
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return PlistNode(value: .bool(false), location: at)
                case 0x09: return PlistNode(value: .bool(true), location: at)
                default: throw .refused(ImportError(.malformedPlist, file: path, "a value of a type property lists do not have"))
                }
            case 0x1:
                return PlistNode(value: .integer(try integer(marker: offset)), location: at)
            case 0x2:
                let width = 1 << Int(marker & 0x0F)
                guard width == 4 || width == 8 else { throw .damaged }
                let raw = try Reader.unsigned(bytes, at: offset + 1, width: width)
                _ = try slice(offset + 1, width)
                let value = width == 4 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw)
                return PlistNode(value: .real(value), location: at)
            case 0x3:
                guard marker == 0x33 else { throw .damaged }
                _ = try slice(offset + 1, 8)
                return PlistNode(value: .opaque(kind: "date"), location: at)
            case 0x4:
                let (count, contents) = try length(marker: offset)
                _ = try slice(contents, count)
                return PlistNode(value: .opaque(kind: "data"), location: at)
            case 0x5:
                // "ASCII" strings: CFBinaryPList reads them as Latin-1 bytes, one character each.
                let (count, contents) = try length(marker: offset)
                let s = String(String.UnicodeScalarView(try slice(contents, count).map { Unicode.Scalar($0) }))
                return PlistNode(value: .string(s), location: at)
            case 0x6:
                let (count, contents) = try length(marker: offset)
                guard count <= Int.max / 2 else { throw .damaged }
                let raw = try slice(contents, 2 * count)
                var units: [UInt16] = []
                units.reserveCapacity(count)
                var i = raw.startIndex
                while i < raw.endIndex {
                    units.append(UInt16(raw[i]) << 8 | UInt16(raw[i + 1]))
                    i += 2
                }
                return PlistNode(value: .string(String(decoding: units, as: UTF16.self)), location: at)
            case 0xA:
                let (count, contents) = try length(marker: offset)
                guard count <= Int.max / referenceSize else { throw .damaged }
                _ = try slice(contents, count * referenceSize)
                var items: [PlistNode] = []
                for i in 0..<count {
                    let r = try reference(at: contents + i * referenceSize)
                    items.append(try node(r, path: path, depth: depth + 1))
                }
                return PlistNode(value: .array(items), location: at)
            case 0xD:
                let (count, contents) = try length(marker: offset)
                guard count <= Int.max / (2 * referenceSize) else { throw .damaged }
                _ = try slice(contents, 2 * count * referenceSize)
                var entries: [PlistNode.Entry] = []
                for i in 0..<count {
                    let keyNode = try node(try reference(at: contents + i * referenceSize), path: path, depth: depth + 1)
                    guard case .string(let key) = keyNode.value else {
                        throw .refused(ImportError(.malformedPlist, file: path, "a dictionary key that is not a string"))
                    }
                    let value = try node(
                        try reference(at: contents + (count + i) * referenceSize), path: path,
                        depth: depth + 1)
                    entries.append(PlistNode.Entry(key: key, keyLocation: at, value: value))
                }
                // A binary dictionary has no order a person wrote: sorted by key, as before.
                entries.sort { $0.key < $1.key }
                return PlistNode(value: .dictionary(entries), location: at)
            default:
                // 0x8 UID (keyed archives), 0xC set, and markers no version of the format defines.
                throw .refused(ImportError(.malformedPlist, file: path, "a value of a type property lists do not have"))
            }
        }

        /// An integer object: 1, 2 or 4 bytes unsigned, 8 bytes signed, or 16 bytes whose value fits 64 bits.
        func integer(marker offset: Int) throws(Failure) -> Int {
            let width = 1 << Int(bytes[offset] & 0x0F)
            switch width {
            case 1, 2, 4:
                return Int(try Reader.unsigned(bytes, at: offset + 1, width: width))
            case 8:
                _ = try slice(offset + 1, 8)
                return Int(Int64(bitPattern: try Reader.unsigned(bytes, at: offset + 1, width: 8)))
            case 16:
                _ = try slice(offset + 1, 16)
                let high = try Reader.unsigned(bytes, at: offset + 1, width: 8)
                let low = try Reader.unsigned(bytes, at: offset + 9, width: 8)
                let value = Int64(bitPattern: low)
                guard high == (value < 0 ? UInt64.max : 0) else { throw .damaged }
                return Int(value)
            default:
                throw .damaged
            }
        }
    }
}
