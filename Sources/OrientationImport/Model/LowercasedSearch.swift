/// `text.lowercased().contains(word)` for an all-lowercase ASCII `word`, as bytes when `text` is ASCII: the
/// readers ask it of every call's name (`swizzle`) and every helper's name (`pad`, `phone`), and lowering a copy
/// of each name, then a generic substring search, was a few percent of a large export's lint. A name outside
/// ASCII takes the String path, so the answer is the same for every text.
enum LowercasedSearch {
    static func lowercased(_ text: String, contains word: StaticString) -> Bool {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let answer: Bool? =
            text.utf8.withContiguousStorageIfAvailable { t in
                var i = 0
                while i < t.count {
                    if t[i] >= 0x80 { return nil }
                    i += 1
                }
                guard t.count >= w.count else { return false }
                for start in 0...(t.count - w.count) {
                    var j = 0
                    while j < w.count {
                        let b = t[start + j]
                        guard (b >= 0x41 && b <= 0x5A ? b | 0x20 : b) == w[j] else { break }
                        j += 1
                    }
                    if j == w.count { return true }
                }
                return false
            } ?? nil
        return answer ?? text.lowercased().contains(String(describing: word))
    }
}
