/// Turns the position libxml2 reports inside a start tag into the position of the tag's `<`.
///
/// At its SAX2 `startElementNs` callback libxml2 (as Foundation's XMLParser, which uses it) reports the line and
/// character column where it stopped reading the tag: the `>` or the `/` of `/>`, on the tag's last line. An
/// attribute value cannot contain a raw `<` (XML 1.0, "AttValue"), so the nearest `<` at or before that position
/// is the tag's own. The column is then given in UTF-8 bytes, as every other reader of the importer counts.
struct XMLTagLocator {
    private let bytes: [UInt8]
    /// The byte offset at which each line starts; line breaks are LF, CR LF or a lone CR, as XML normalises them.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                starts.append(i + 1)
            } else if b == UInt8(ascii: "\r") {
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    /// How many lines the file has (a final line break does not start another).
    var lineCount: Int {
        lineStarts.count > 1 && lineStarts.last == bytes.count ? lineStarts.count - 1 : lineStarts.count
    }

    /// Where the previous call stopped: tags are reported in document order, so the walk along a line resumes
    /// there instead of starting at the line's beginning (a storyboard saved on one line would otherwise cost
    /// time quadratic in its length).
    private var cursor: (line: Int, column: Int, offset: Int) = (0, 0, 0)

    /// The `<` of the start tag the parser is reporting at `line` and character `column` (both 1-based).
    mutating func startTag(line: Int, column: Int) -> (line: Int, column: Int) {
        guard !bytes.isEmpty else { return (1, 1) }
        let lineIndex = min(max(line, 1), lineStarts.count) - 1
        let lineEnd = lineIndex + 1 < lineStarts.count ? lineStarts[lineIndex + 1] : bytes.count
        // Walk `column - 1` characters into the line: a character is a UTF-8 lead byte and its continuations.
        var offset = lineStarts[lineIndex]
        var characters = 1
        if cursor.line == lineIndex + 1, cursor.column <= column {
            offset = cursor.offset
            characters = cursor.column
        }
        while characters < column, offset < lineEnd {
            offset += 1
            while offset < lineEnd, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        cursor = (lineIndex + 1, characters, offset)
        var tag = min(offset, bytes.count - 1)
        while tag > 0, bytes[tag] != UInt8(ascii: "<") { tag -= 1 }
        return position(ofOffset: tag)
    }

    /// The 1-based line and byte column of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
