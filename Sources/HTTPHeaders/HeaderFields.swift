/// The header fields of one HTTP message, in order, kept as their bytes in one buffer: for a request the transport
/// (MicroHTTPServer) fills it and the API layer (OrientationAPI) reads it; for a response the API layer fills it and
/// the transport hands each name and value to libmicrohttpd as the C string it already is. Neither module needs the
/// other.
///
/// Why one buffer rather than `[(name: String, value: String)]`: the server used to build a `String` for every field's
/// name and value of every request (a UTF-8 check each, an allocation for values over 15 bytes, such as
/// `application/json`) and release them all afterwards, while a `POST /v1/decide` reads only `Content-Type`, `Prefer`
/// and `X-Request-Id`. Copying the bytes once and comparing names in place took collecting the fields from 2,253 to
/// 1,469 instructions per request (libmicrohttpd's iteration included), destroying the request from 1,541 to 746,
/// and the look-ups from about 1,400 to a few hundred; and a response's fields reach libmicrohttpd without a
/// `withCString` and a retain and release of each string (callgrind, BENCHMARKS.md "The request's path outside
/// decode, decide and encode").
///
/// Names compare ASCII case-insensitively (RFC 9110 section 5.1: field names are tokens); values are the bytes as
/// received, and become a `String` (invalid UTF-8 repaired, as `String(cString:)` does) only when asked for.
///
/// `@unchecked Sendable`: its buffer is a `ManagedBuffer`, which the standard library marks as never `Sendable`; a
/// buffer is written only while this value holds its one reference, like an array's.
package struct HeaderFields: @unchecked Sendable {
    /// Each field as its name's length and its value's length (native-endian `UInt32`, unaligned), then the name's
    /// bytes and a NUL, then the value's bytes and a NUL: every name and value is also a C string. Nil: no fields.
    /// Copied on write, like an array; written in place, unlike one, since an array cannot grow without initialising
    /// (appending a response's field by writing it on the stack and appending that to an array cost about 330
    /// instructions, in place about 150, most of it copying the bytes).
    private var storage: Storage?

    /// The buffer: a header (bytes used, fields, capacity) and the bytes, in one allocation.
    private final class Storage: ManagedBuffer<StorageHeader, UInt8> {
        /// Never mutated once shared: ``HeaderFields`` copies it first unless it holds the only reference.
        static func make(capacity: Int) -> Storage {
            let capacity = max(capacity, 16)
            let made = Storage.create(minimumCapacity: capacity) { _ in StorageHeader(used: 0, count: 0, capacity: capacity) }
            return unsafeDowncast(made, to: Storage.self)
        }
    }

    /// The number of fields.
    package var count: Int { storage?.withUnsafeMutablePointerToHeader { $0.pointee.count } ?? 0 }

    private static let lengthBytes = 2 * MemoryLayout<UInt32>.size
    /// The lengths, and a NUL after the name and after the value.
    private static let overhead = lengthBytes + 2

    /// No fields.
    package init() {
        storage = nil
    }

    /// `fields`, in order.
    package init(_ fields: [(name: String, value: String)]) {
        var bytes = 0
        for field in fields { bytes += Self.bytesNeeded(nameCount: field.name.utf8.count, valueCount: field.value.utf8.count) }
        self.init(byteCapacity: bytes) { writer in
            for field in fields {
                var name = field.name
                var value = field.value
                name.withUTF8 { name in
                    value.withUTF8 { value in _ = writer.append(name: UnsafeRawBufferPointer(name), value: UnsafeRawBufferPointer(value)) }
                }
            }
        }
    }

    /// Fields written by `fill`, into a buffer allocated once with room for `byteCapacity` bytes
    /// (``bytesNeeded(nameCount:valueCount:)`` per field); a field that does not fit is left out.
    package init(byteCapacity: Int, fill: (inout Writer) -> Void) {
        guard byteCapacity > 0 else {
            storage = nil
            return
        }
        let made = Storage.make(capacity: byteCapacity)
        made.withUnsafeMutablePointers { header, bytes in
            var writer = Writer(buffer: UnsafeMutableBufferPointer(start: bytes, count: byteCapacity))
            fill(&writer)
            header.pointee.used = writer.position
            header.pointee.count = writer.count
        }
        storage = made
    }

    /// The bytes one field takes in the buffer.
    package static func bytesNeeded(nameCount: Int, valueCount: Int) -> Int { overhead + nameCount + valueCount }

    /// Appends fields to a buffer being filled (``init(byteCapacity:fill:)``).
    package struct Writer {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var position = 0
        var count = 0

        init(buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

        /// Appends one field; false (and nothing written) when it does not fit or a length exceeds `UInt32`.
        package mutating func append(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) -> Bool {
            guard name.count <= UInt32.max, value.count <= UInt32.max,
                let base = buffer.baseAddress,
                buffer.count - position >= HeaderFields.bytesNeeded(nameCount: name.count, valueCount: value.count)
            else { return false }
            HeaderFields.writeField(at: UnsafeMutableRawPointer(base + position), name: name, value: value)
            position += HeaderFields.bytesNeeded(nameCount: name.count, valueCount: value.count)
            count += 1
            return true
        }
    }

    /// Writes one field's lengths, bytes and NULs at `at`, which has room for them.
    private static func writeField(at: UnsafeMutableRawPointer, name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) {
        at.storeBytes(of: UInt32(name.count), as: UInt32.self)
        (at + 4).storeBytes(of: UInt32(value.count), as: UInt32.self)
        let nameStart = at + lengthBytes
        if let source = name.baseAddress, name.count > 0 { nameStart.copyMemory(from: source, byteCount: name.count) }
        nameStart.storeBytes(of: 0, toByteOffset: name.count, as: UInt8.self)
        let valueStart = nameStart + name.count + 1
        if let source = value.baseAddress, value.count > 0 { valueStart.copyMemory(from: source, byteCount: value.count) }
        valueStart.storeBytes(of: 0, toByteOffset: value.count, as: UInt8.self)
    }

    /// Room for about `bytes` bytes of fields (``bytesNeeded(nameCount:valueCount:)`` each), for a caller that
    /// appends them one by one.
    package init(reservingCapacity bytes: Int) {
        storage = bytes > 0 ? Storage.make(capacity: bytes) : nil
    }

    /// Appends one field whose name and value are constants (a response's; the bytes as given, no check). Not named
    /// `append(_:_:)`: a string literal would choose a `String` overload over a `StaticString` one.
    package mutating func append(_ name: StaticString, constant value: StaticString) {
        append(
            UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount),
            UnsafeRawBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
    }

    /// Appends one field (a response's; the bytes as given, no check).
    package mutating func append(_ name: StaticString, _ value: String) {
        var value = value
        value.withUTF8 { value in
            append(UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), UnsafeRawBufferPointer(value))
        }
    }

    /// Appends one field whose value is UTF-8 bytes (a response's; the bytes as given, no check).
    package mutating func append(_ name: StaticString, bytes value: UnsafeBufferPointer<UInt8>) {
        append(UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), UnsafeRawBufferPointer(value))
    }

    /// The header is read and written through `withUnsafeMutablePointers` only: `storage.header` is a class's
    /// stored property, and each access to it went through the runtime's exclusivity check (ten per field).
    private mutating func append(_ name: UnsafeRawBufferPointer, _ value: UnsafeRawBufferPointer) {
        let needed = Self.bytesNeeded(nameCount: name.count, valueCount: value.count)
        let room = storage?.withUnsafeMutablePointerToHeader { $0.pointee.capacity - $0.pointee.used } ?? 0
        if !isKnownUniquelyReferenced(&storage) || room < needed { grow(adding: needed) }
        storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, bytes in
            Self.writeField(at: UnsafeMutableRawPointer(bytes + header.pointee.used), name: name, value: value)
            header.pointee.used += needed
            header.pointee.count += 1
        }
    }

    /// Replaces the buffer with a new one holding the same fields and room for `needed` more bytes (at least double).
    private mutating func grow(adding needed: Int) {
        let old = storage?.withUnsafeMutablePointerToHeader { $0.pointee } ?? StorageHeader(used: 0, count: 0, capacity: 0)
        let grown = Storage.make(capacity: max(old.used + needed, 2 * old.capacity))
        grown.withUnsafeMutablePointers { header, bytes in
            storage?.withUnsafeMutablePointerToElements { oldBytes in bytes.update(from: oldBytes, count: old.used) }
            header.pointee.used = old.used
            header.pointee.count = old.count
        }
        storage = grown
    }

    /// Calls `body` with the name and value bytes of each field in order, until it returns false. Each buffer is
    /// followed by a NUL, so its `baseAddress` is also that name's or value's C string.
    package func forEachField(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool) {
        storage?.withUnsafeMutablePointers { header, base in
            let used = header.pointee.used
            var offset = 0
            while offset + Self.lengthBytes <= used {
                let raw = UnsafeRawPointer(base + offset)
                let nameCount = Int(raw.loadUnaligned(as: UInt32.self))
                let valueCount = Int((raw + 4).loadUnaligned(as: UInt32.self))
                let name = UnsafeBufferPointer(start: base + offset + Self.lengthBytes, count: nameCount)
                let value = UnsafeBufferPointer(start: base + offset + Self.lengthBytes + nameCount + 1, count: valueCount)
                if !body(name, value) { return }
                offset += Self.bytesNeeded(nameCount: nameCount, valueCount: valueCount)
            }
        }
    }

    /// Calls `body` with the value bytes of each field named `name` (ASCII case-insensitive), in order, until it
    /// returns false. Several fields of one name form one comma-separated list (RFC 9110 section 5.3), so a reader of
    /// such a list (`Prefer`) reads them all.
    package func forEachValue(named name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        var name = name
        name.withUTF8 { wanted in
            forEachField { fieldName, value in
                guard Self.namesMatch(fieldName, wanted) else { return true }
                return body(value)
            }
        }
    }

    /// The value of the first field named `name` (ASCII case-insensitive), nil when there is none.
    package func first(_ name: String) -> String? {
        var found: String?
        forEachValue(named: name) { value in
            found = String(decoding: value, as: UTF8.self)
            return false
        }
        return found
    }

    /// Whether the first field named `name` has exactly the value `value`, ignoring ASCII case; nil when there is no
    /// such field. Compared in place, so the common answer (`Content-Type: application/json`) needs no `String`.
    package func first(_ name: String, equalsIgnoringCase value: StaticString) -> Bool? {
        var result: Bool?
        forEachValue(named: name) { found in
            result = Self.equalIgnoringCase(found, UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
            return false
        }
        return result
    }

    /// Every field as strings, in order (for callers that need them all, such as the upload worker's frame).
    package var list: [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        fields.reserveCapacity(count)
        forEachField { name, value in
            fields.append((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self)))
            return true
        }
        return fields
    }

    /// Whether `name` (a field's name, as ``forEachField(_:)`` gives it) is `wanted`, ignoring ASCII case.
    package static func name(_ name: UnsafeBufferPointer<UInt8>, is wanted: StaticString) -> Bool {
        namesMatch(name, UnsafeBufferPointer(start: wanted.utf8Start, count: wanted.utf8CodeUnitCount))
    }

    /// Field names are tokens (RFC 9110 section 5.6.2), so ASCII case folding is the whole comparison.
    static func namesMatch(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for k in 0..<a.count where a[k] != b[k] {
            let lower = a[k] | 0x20
            guard lower == b[k] | 0x20, lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else { return false }
        }
        return true
    }

    /// Whether `a` and `b` are the same bytes up to the case of ASCII letters.
    static func equalIgnoringCase(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for k in 0..<a.count where a[k] != b[k] {
            let c = a[k] >= 0x41 && a[k] <= 0x5A ? a[k] | 0x20 : a[k]
            let d = b[k] >= 0x41 && b[k] <= 0x5A ? b[k] | 0x20 : b[k]
            if c != d { return false }
        }
        return true
    }
}

/// The header of a ``HeaderFields`` buffer (outside the class: a `ManagedBuffer` subclass whose header type is nested
/// in it refers to itself while its metadata is being made).
private struct StorageHeader {
    /// Bytes written.
    var used: Int
    /// Fields written.
    var count: Int
    /// Bytes allocated.
    var capacity: Int
}

extension HeaderFields: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: (name: String, value: String)...) { self.init(elements) }
}
