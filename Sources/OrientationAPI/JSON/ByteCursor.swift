/// A pull reader over request bytes for decoders that stream straight into their model
/// (`StreamingScenarioDecoder`). It reads only the JSON the API request schema is made of, in its plainest
/// spelling, and throws `GiveUp` at the first byte it does not accept, so that `JSONReader` and the tree
/// decoders, which explain every error, answer instead. What it accepts it reads exactly as `JSONReader`
/// does: same whitespace, same literals, member names at most once per object, strings without escapes or
/// non-ASCII bytes, integers of up to 18 digits without a fraction or an
/// exponent, and the same nesting limit.
struct ByteCursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    var i = 0
    var depth = 0
    let maxDepth: Int
    let interns = InternTable.shared

    init(base: UnsafePointer<UInt8>, count: Int, maxDepth: Int) {
        self.base = base
        self.count = count
        self.maxDepth = maxDepth
    }

    var atEnd: Bool { i == count }

    @inline(__always) mutating func skipWhitespace() {
        while i < count {
            switch base[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i &+= 1
            default: return
            }
        }
    }

    /// The byte a value starts with (0 at the end of input).
    @inline(__always) func peek() -> UInt8 { i < count ? base[i] : 0 }

    /// Consumes `null` if it comes next: the API reads `null` as an absent member.
    @inline(__always) mutating func skipNull() -> Bool {
        guard i &+ 4 <= count, UnsafeRawPointer(base + i).loadUnaligned(as: UInt32.self) == Self.null else { return false }
        i &+= 4
        return true
    }

    static let null = UInt32(littleEndian: 0x6C6C_756E)  // "null"
    static let true_ = UInt32(littleEndian: 0x6575_7274)  // "true"
    static let fals = UInt32(littleEndian: 0x736C_6166)  // "fals"

    mutating func bool() throws(GiveUp) -> Bool {
        guard i &+ 4 <= count else { throw GiveUp() }
        let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt32.self)
        if word == Self.true_ { i &+= 4; return true }
        if word == Self.fals, i &+ 5 <= count, base[i &+ 4] == UInt8(ascii: "e") { i &+= 5; return false }
        throw GiveUp()
    }

    /// `-?(0|[1-9][0-9]{0,17})` not followed by a fraction or an exponent.
    mutating func integer() throws(GiveUp) -> Int {
        var negative = false
        if peek() == UInt8(ascii: "-") { negative = true; i &+= 1 }
        let start = i
        var v = 0
        while i < count, base[i] &- UInt8(ascii: "0") < 10 {
            v = v &* 10 &+ Int(base[i] &- UInt8(ascii: "0"))
            i &+= 1
        }
        let digits = i &- start
        if digits == 0 || digits > 18 || (digits > 1 && base[start] == UInt8(ascii: "0")) { throw GiveUp() }
        if i < count, base[i] == UInt8(ascii: ".") || base[i] | 0x20 == UInt8(ascii: "e") { throw GiveUp() }
        return negative ? -v : v
    }

    /// A known string at the cursor, recognised from its first bytes without scanning for its end
    /// (`InternTable.entry(at:available:)`): its entry, where its content starts, and its length. Nil leaves
    /// the cursor where it was, for the scanning path, and means the string is not interned (a plain interned
    /// string always matches), so that path never looks it up again.
    @inline(__always) private mutating func knownString() -> (entry: Int, start: Int, length: Int)? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = i + 1
        guard let n = interns.entry(at: base + start, available: count - start) else { return nil }
        let length = interns.length(at: n)
        i = start + length + 1
        return (n, start, length)
    }

    /// A string value: the interned immortal `String` for known names and vocabulary (no allocation), else
    /// the one this thread last built from the same bytes (`RecentStrings`: controller names recur from request
    /// to request), else one built from the bytes.
    mutating func string() throws(GiveUp) -> String {
        if let known = knownString() { return interns.string(at: known.entry) }
        let (start, length) = try plainString()
        return RecentStrings.current.string(base + start, count: length)
    }

    /// A string value that is rarely a known spelling (a controller's name, a callback selector): the scan and
    /// `recent`, without first looking the bytes up among the interned strings (a lookup that would miss).
    mutating func freeString(_ recent: RecentStrings) throws(GiveUp) -> String {
        // A name this thread read before: recognised from its first bytes, without the scan for its end.
        if peek() == UInt8(ascii: "\""), let (s, length) = recent.cached(base + i + 1, available: count - i - 1) {
            i &+= length &+ 2
            return s
        }
        let (start, length) = try plainString()
        return recent.string(base + start, count: length)
    }

    /// A string value as an interned entry number (for `VocabularyColumn`), or its bytes as a new `String`.
    mutating func internedOrString() throws(GiveUp) -> (entry: Int?, string: String?) {
        if let known = knownString() { return (known.entry, nil) }
        let (start, length) = try plainString()
        return (nil, String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self))
    }

    /// A member name: its `JSONKey`, `.unknown` for a name the schema does not know, and the name's bytes (for
    /// telling unknown names apart).
    mutating func key() throws(GiveUp) -> (JSONKey, start: Int, length: Int) {
        if let known = knownString() { return (interns.key(at: known.entry), known.start, known.length) }
        let (start, length) = try plainString()
        return (.unknown, start, length)
    }

    /// A member name that must be a known one: its `JSONKey`, or `.unknown` (the cursor then wherever it was;
    /// the caller gives up). No scan for the end of the name: the interned entry's length fixes it.
    @inline(__always) mutating func knownKey() throws(GiveUp) -> JSONKey {
        guard let known = knownString() else { return .unknown }
        return interns.key(at: known.entry)
    }

    /// The `:` after a member name, with the whitespace around it.
    @inline(__always) mutating func colon() throws(GiveUp) {
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw GiveUp() }
        i &+= 1
        skipWhitespace()
    }

    /// Reads past one value of any shape this reader accepts (the Info.plist keys the engine ignores).
    mutating func skipValue() throws(GiveUp) {
        switch peek() {
        case UInt8(ascii: "\""): _ = try plainString()
        case UInt8(ascii: "{"):
            var members = try openObject()
            while try members.next(&self) != nil { try skipValue() }
        case UInt8(ascii: "["):
            var items = try elements()
            while try items.next(&self) { try skipValue() }
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): if !skipNull() { throw GiveUp() }
        default: _ = try integer()
        }
    }

    /// The offset and length of a string's content: printable ASCII up to the closing quote, no escapes.
    mutating func plainString() throws(GiveUp) -> (Int, Int) {
        guard peek() == UInt8(ascii: "\"") else { throw GiveUp() }
        i &+= 1
        let start = i
        i = endOfPlainASCII(base, from: i, count: count)
        while i < count {
            let c = base[i]
            if c == UInt8(ascii: "\"") {
                i &+= 1
                return (start, i &- 1 &- start)
            }
            if c == UInt8(ascii: "\\") || c < 0x20 || c >= 0x80 { throw GiveUp() }
            i &+= 1
        }
        throw GiveUp()
    }

    /// Opens an object whose schema accepts `names`; iterate its members with `MemberIterator.next`, which gives
    /// up on any other name before its value is looked at (so a refused name with a `null` value still sends the
    /// body to the tree decoder's `unknown-field` problem).
    @inline(__always)
    mutating func object(accepting names: MemberNames) throws(GiveUp) -> MemberIterator {
        guard peek() == UInt8(ascii: "{") else { throw GiveUp() }
        try enter()
        return MemberIterator(accepting: names)
    }

    /// Opens an object that accepts any name (an Info.plist, a value skipped whole); iterate its members with
    /// `OpenMemberIterator.next`.
    mutating func openObject() throws(GiveUp) -> OpenMemberIterator {
        guard peek() == UInt8(ascii: "{") else { throw GiveUp() }
        try enter()
        return OpenMemberIterator()
    }

    /// Opens an array; `ElementIterator.next` positions the cursor on each element in turn.
    mutating func elements() throws(GiveUp) -> ElementIterator {
        guard peek() == UInt8(ascii: "[") else { throw GiveUp() }
        try enter()
        return ElementIterator()
    }

    /// Moves past the `,` before the next member or element (true), or past the container's closing `close`
    /// (false); the first call of a container expects no comma.
    @inline(__always)
    mutating func nextInContainer(first: inout Bool, close: UInt8) throws(GiveUp) -> Bool {
        skipWhitespace()
        let c = peek()
        if first {
            first = false
            if c == close { i &+= 1; depth &-= 1; return false }
            return true
        }
        if c == close { i &+= 1; depth &-= 1; return false }
        guard c == UInt8(ascii: ",") else { throw GiveUp() }
        i &+= 1
        skipWhitespace()
        return true
    }

    private mutating func enter() throws(GiveUp) {
        i &+= 1
        depth &+= 1
        if depth > maxDepth { throw GiveUp() }
    }
}

/// The members of one object whose schema lists its names, in document order. `next` returns each name once,
/// with the cursor on the member's value, and nil after `}`; a repeated name gives up (`JSONReader` refuses
/// duplicate keys), and so does a name outside `accepted` (every name `JSONKey` does not know among them).
/// Holds nothing but bits, so opening one allocates, retains and releases nothing.
struct MemberIterator {
    let accepted: MemberNames
    private var first = true
    private var seen: UInt64 = 0

    @inline(__always) init(accepting names: MemberNames) {
        accepted = names
    }

    /// Transparent, not `@inline(__always)`: the optimizer kept this an out-of-line call from the (recursive)
    /// controller reader whatever the hint, and the call's frame, spills and returns cost about 17 of the ~120
    /// instructions a member takes (callgrind, BENCHMARKS.md, "The decoder's second pass").
    @_transparent
    mutating func next(_ c: inout ByteCursor) throws(GiveUp) -> JSONKey? {
        guard try c.nextInContainer(first: &first, close: UInt8(ascii: "}")) else { return nil }
        let key: JSONKey
        guard c.peek() == UInt8(ascii: "\"") else { throw GiveUp() }
        let start = c.i &+ 1
        if let (id, length) = accepted.table.lookup(c.base + start, available: c.count &- start) {
            // The schema's own table: a hit is a name this object accepts.
            c.i = start &+ length &+ 1
            // The id is a `JSONKey`'s raw value (`MemberNames.init`), so this is that key, without
            // `init(rawValue:)`'s range check (an out-of-line call).
            key = unsafeBitCast(UInt8(truncatingIfNeeded: id), to: JSONKey.self)
        } else {
            // Fewer than 8 bytes left, or not one of this object's names: the general path decides (it refuses a
            // name outside `accepted`, `.unknown` included, exactly as before the table).
            key = try c.knownKey()
            guard accepted.contains(key) else { throw GiveUp() }
        }
        let bit: UInt64 = 1 &<< UInt64(key.rawValue)
        if seen & bit != 0 { throw GiveUp() }
        seen |= bit
        try c.colon()
        return key
    }
}

/// The members of an object that accepts any name (Info.plist objects, whose other keys are ignored, and values
/// skipped whole): as `MemberIterator`, with the names `JSONKey` does not know coming back as `.unknown`, each
/// still at most once.
struct OpenMemberIterator {
    private var first = true
    private var seen: UInt64 = 0
    /// Where the unknown names so far are (no allocation until an object has one).
    private var unknown: [(start: Int, length: Int)] = []

    mutating func next(_ c: inout ByteCursor) throws(GiveUp) -> JSONKey? {
        guard try c.nextInContainer(first: &first, close: UInt8(ascii: "}")) else { return nil }
        let (key, start, length) = try c.key()
        if key == .unknown {
            // Linear: only pasted Info.plist objects have unknown names, a few dozen at most.
            if unknown.count >= 64 { throw GiveUp() }
            for u in unknown where u.length == length && memcmpEqual(c.base + u.start, c.base + start, length) {
                throw GiveUp()
            }
            unknown.append((start, length))
        } else {
            let bit: UInt64 = 1 << UInt64(key.rawValue)
            if seen & bit != 0 { throw GiveUp() }
            seen |= bit
        }
        try c.colon()
        return key
    }
}

/// The elements of one array: `next` returns true with the cursor on the next element, false after `]`.
struct ElementIterator {
    private var first = true

    mutating func next(_ c: inout ByteCursor) throws(GiveUp) -> Bool {
        try c.nextInContainer(first: &first, close: UInt8(ascii: "]"))
    }
}

/// The member names one object's schema accepts (a bit per `JSONKey`; never `.unknown`), and the same names as a
/// `PrefixTable`, which `MemberIterator` tries first.
struct MemberNames: Sendable {
    let bits: UInt64
    let table: PrefixTable

    init(_ keys: JSONKey...) {
        var bits: UInt64 = 0
        for k in keys { bits |= 1 << UInt64(k.rawValue) }
        self.bits = bits
        table = PrefixTable(keys.map { (Array($0.text.utf8), Int($0.rawValue)) })
    }

    @inline(__always) func contains(_ key: JSONKey) -> Bool { bits & (1 &<< UInt64(key.rawValue)) != 0 }
}
