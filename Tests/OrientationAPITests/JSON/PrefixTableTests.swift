import Testing

@testable import OrientationAPI

/// The first-bytes table the streaming decoder matches one schema's member names and one vocabulary's words with: a
/// hit exactly when the bytes are one of its spellings followed by a closing quote, whatever the length, and never
/// for a prefix, an extension or a spelling that shares its first eight bytes with another.
@Suite struct PrefixTableTests {
    /// Short and long spellings, three that share their first eight bytes ("shouldAu"), two that share 39.
    static let spellings = [
        "app", "name", "kind", "screen", "forwarding", "shouldAutorotate", "shouldAutorotateToInterfaceOrientation",
        "shouldAutomaticallyForwardRotationMethods", "supportedInterfaceOrientationsForWindow",
        "supportedInterfaceOrientationsForWindowScene", "delegatePreferredInterfaceOrientationForPresentation",
    ]
    static let table = PrefixTable(spellings.enumerated().map { (Array($0.element.utf8), $0.offset) })

    /// Looks `text` up with 20 bytes of a member's value after it, as in a request body.
    static func lookup(_ text: String) -> (id: Int, length: Int)? {
        let bytes = Array((text + ": \"some value here\"").utf8)
        return bytes.withUnsafeBufferPointer { table.lookup($0.baseAddress!, available: $0.count) }
    }

    @Test("each spelling followed by its quote is found, with its id and length", arguments: spellings.indices)
    func hit(index: Int) {
        let spelling = Self.spellings[index]
        let found = Self.lookup(spelling + "\"")
        #expect(found?.id == index && found?.length == spelling.utf8.count)
    }

    @Test("a prefix, an extension or one byte changed is not found", arguments: spellings)
    func miss(spelling: String) {
        #expect(Self.lookup(String(spelling.dropLast()) + "\"") == nil)
        #expect(Self.lookup(spelling + "s\"") == nil)
        #expect(Self.lookup(spelling.uppercased() + "\"") == nil)
        #expect(Self.lookup("x" + spelling.dropFirst() + "\"") == nil)
        #expect(Self.lookup(String(spelling.dropLast()) + "X\"") == nil)
    }

    @Test("an empty name, a name without its closing quote and fewer than 8 readable bytes are not found")
    func edges() {
        #expect(Self.lookup("\"") == nil)
        let unterminated = Array("shouldAutorotate".utf8)
        #expect(unterminated.withUnsafeBufferPointer { Self.table.lookup($0.baseAddress!, available: $0.count) } == nil)
        let short = Array("app\"".utf8)
        #expect(short.withUnsafeBufferPointer { Self.table.lookup($0.baseAddress!, available: $0.count) } == nil)
    }

    @Test("a zero byte where a short spelling ends is not that spelling")
    func zeroByte() {
        // "app" + NUL before the quote: the first word, masked at the quote, holds "app\0", not "app".
        #expect(Self.lookup("app\u{0}\"") == nil)
        #expect(Self.lookup("app\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\"") == nil)
    }

    /// `MemberIterator` turns a table hit's id back into its key with `unsafeBitCast`, which holds only while each
    /// key's raw value is its position among the cases.
    @Test("every member name's table gives back its key, and the key's raw value is its case's position")
    func memberKeys() {
        for (position, key) in JSONKey.allCases.enumerated() where key != .unknown {
            #expect(Int(key.rawValue) == position)
            #expect(unsafeBitCast(key.rawValue, to: JSONKey.self) == key)
            let bytes = Array((key.text + "\":null}         ").utf8)
            let found = bytes.withUnsafeBufferPointer { MemberNames(key).table.lookup($0.baseAddress!, available: $0.count) }
            #expect(found?.id == Int(key.rawValue) && found?.length == key.text.utf8.count, "\(key)")
        }
    }
}
