import Foundation
import Testing

@testable import OrientationImport

/// The hand-written `bplist00` reader: every value type of an Info.plist as Foundation writes it, and hostile
/// files that must be refused without a crash.
@Suite struct BinaryPropertyListTests {
    func read(_ bytes: [UInt8]) throws(ImportError) -> PlistNode {
        try BinaryPropertyList.read(bytes, path: "Info.plist")
    }

    @Test func everyValueTypeReadsAsFoundationWroteIt() throws {
        let plist: [String: Any] = [
            "s": "Écran ☺", "a": "ascii", "i": 42, "n": -7, "big": Int64.max, "r": 2.5, "t": true, "f": false,
            "d": Data([1, 2, 3]), "date": Date(timeIntervalSince1970: 0), "arr": [1, "x"], "dict": ["k": "v"],
        ]
        let bytes = Array(try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0))
        guard case .dictionary(let entries) = try read(bytes).value else {
            Issue.record("not a dictionary")
            return
        }
        #expect(entries.map(\.key) == entries.map(\.key).sorted())
        let values = Dictionary(entries.map { ($0.key, $0.value.value) }, uniquingKeysWith: { a, _ in a })
        #expect(values["s"] == .string("Écran ☺"))
        #expect(values["a"] == .string("ascii"))
        #expect(values["i"] == .integer(42))
        #expect(values["n"] == .integer(-7))
        #expect(values["big"] == .integer(Int(Int64.max)))
        #expect(values["r"] == .real(2.5))
        #expect(values["t"] == .bool(true))
        #expect(values["f"] == .bool(false))
        #expect(values["d"] == .opaque(kind: "data"))
        #expect(values["date"] == .opaque(kind: "date"))
        let at = SourceLocation(file: "Info.plist", line: 1, column: 1)
        #expect(
            values["arr"]
                == .array([
                    PlistNode(value: .integer(1), location: at),
                    PlistNode(value: .string("x"), location: at),
                ]))
    }

    /// Object 0 is an array holding object 1 twice, 1 holds 2 twice, ...: 2^40 values from a tiny file.
    @Test func sharedObjectsThatExpandExponentiallyAreRefused() {
        var objects: [[UInt8]] = []
        for i in 0..<39 {
            let next = UInt8(i + 1)
            objects.append([next, next])
        }
        objects.append([])
        do {
            _ = try read(InfoPlistErrorTests.binaryArrays(objects))
            Issue.record("read")
        } catch {
            #expect(error.message.contains("more than 100000 values"), "\(error.message)")
        }
    }

    @Test func offsetsAndReferencesOutsideTheFileAreRefused() {
        var bytes = InfoPlistErrorTests.binaryArrays([[1], []])
        for i in 0..<bytes.count {
            for value: UInt8 in [0x00, 0x0F, 0x7F, 0xFF] {
                let saved = bytes[i]
                bytes[i] = value
                _ = try? read(bytes)  // any answer but a crash
                bytes[i] = saved
            }
        }
        var badTable = bytes
        badTable[badTable.count - 1] = 0xF0
        #expect(throws: ImportError.self) { try read(badTable) }
        var badReference = bytes
        badReference[9] = 9
        #expect(throws: ImportError.self) { try read(badReference) }
    }
}
