/// Which kind of property list a file holds, from its first bytes.
enum PropertyListFormat: Equatable {
    case empty, binary, xml, openStep, unknown

    static func detect(_ bytes: [UInt8]) -> PropertyListFormat {
        if bytes.starts(with: Array("bplist".utf8)) { return .binary }
        // UTF-16 byte-order marks: XML in UTF-16, which the XML parser reads.
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return .xml }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        guard i < bytes.count else { return .empty }
        switch bytes[i] {
        case UInt8(ascii: "<"): return .xml
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "/"): return .openStep
        default: return .unknown
        }
    }
}
