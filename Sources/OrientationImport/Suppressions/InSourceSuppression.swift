/// An `orientation-lint:` comment in a Swift, Objective-C, storyboard or xib file: the codes it silences, where,
/// and why.
///
///     // orientation-lint:disable-next-line invalid-orientation-on-presentation -- Game Center shows it as a sheet
///     /* orientation-lint:disable-file dead-orientation, unused-suppression -- generated file */
///     <!-- orientation-lint:disable-next-line child-override-ignored -- the container forwards in code -->
///
/// The comment stands on a line of its own, as SwiftLint's `// swiftlint:disable:next` and ESLint's
/// `// eslint-disable-next-line` do. Findings whose line (or one of whose related lines) it covers are reported
/// as suppressed, with the reason as their justification, and leave the exit status alone.
package struct InSourceSuppression: Sendable, Hashable {
    package enum Scope: Sendable, Hashable {
        /// The next line that is neither blank nor a comment (its 1-based number).
        case nextLine(Int)
        /// Every line of the file.
        case file
    }

    /// The codes as written (an unknown one is reported, never matched).
    package var codes: [String]
    /// What follows ` -- `, trimmed; nil when the comment gives no reason (it then silences nothing).
    package var reason: String?
    package var scope: Scope
    /// Where the comment is (its first character).
    package var location: SourceLocation
    /// The directive as written, `disable-next-line`, for messages.
    package var directive: String

    package init(codes: [String], reason: String?, scope: Scope, location: SourceLocation, directive: String) {
        self.codes = codes
        self.reason = reason
        self.scope = scope
        self.location = location
        self.directive = directive
    }

    /// Whether it covers `location`: the same file, and the line it names (any line for `disable-file`).
    package func covers(_ other: SourceLocation) -> Bool {
        guard other.file == location.file else { return false }
        switch scope {
        case .file: return true
        case .nextLine(let line): return other.line == line
        }
    }

    /// The comment as a person reads it back in a message.
    package var spelled: String {
        "orientation-lint:\(directive) " + codes.joined(separator: ", ")
    }
}

/// Reads the `orientation-lint:` comments of one file, line by line. A comment counts when it is the first thing
/// on its line: `//` or a one-line `/* */` in Swift and Objective-C, `<!-- -->` in a storyboard or xib (where
/// Interface Builder keeps comments a person adds by hand). Info.plist files take no comments from Xcode's
/// editor, so their findings are silenced through the configuration file only.
package enum SuppressionScanner {
    package static let marker = "orientation-lint:"

    package enum Syntax: Sendable {
        case cFamily, xml

        var openers: [String] { self == .xml ? ["<!--"] : ["//", "/*"] }
        var closers: [String] { self == .xml ? ["-->"] : ["*/"] }
    }

    /// The syntax of a file by its extension: Swift and Objective-C, storyboards and xibs; nil for anything else.
    package static func syntax(of path: String) -> Syntax? {
        let lower = path.lowercased()
        if [".swift", ".m", ".mm", ".h"].contains(where: { lower.hasSuffix($0) }) { return .cFamily }
        if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") { return .xml }
        return nil
    }

    /// Every suppression comment of a file's bytes (read as UTF-8, lossily), in line order. Cheap when the file
    /// has none: the bytes are searched for the marker before any text is made.
    package static func scan(bytes: [UInt8], file: String, syntax: Syntax) -> [InSourceSuppression] {
        let m = Array(marker.utf8)
        guard bytes.count >= m.count else { return [] }
        var found = false
        var i = 0
        while i <= bytes.count - m.count {
            if bytes[i] == m[0] && bytes[i..<(i + m.count)].elementsEqual(m) { found = true; break }
            i += 1
        }
        return found ? scan(String(decoding: bytes, as: UTF8.self), file: file, syntax: syntax) : []
    }

    /// Every suppression comment of `text`, in line order.
    package static func scan(_ text: String, file: String, syntax: Syntax) -> [InSourceSuppression] {
        // "\r\n" is one Character in Swift, so both line ends are named.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        var out: [InSourceSuppression] = []
        for (i, raw) in lines.enumerated() {
            let indent = raw.prefix { $0 == " " || $0 == "\t" }
            let line = raw.dropFirst(indent.count)
            guard let opener = syntax.openers.first(where: { line.hasPrefix($0) }) else { continue }
            var body = Substring(line.dropFirst(opener.count)).drop { $0 == " " || $0 == "\t" }
            guard body.hasPrefix(marker) else { continue }
            body = body.dropFirst(marker.count)
            let trimmed = trim(body)
            if let closer = syntax.closers.first(where: { trimmed.hasSuffix($0) }) {
                body = Substring(trimmed.dropLast(closer.count))
            }
            let location = SourceLocation(file: file, line: i + 1, column: indent.count + 1)
            out.append(parse(body, at: location, lines: lines, syntax: syntax))
        }
        return out
    }

    /// `disable-next-line CODE[, CODE] -- reason` (the part after the marker, the comment closer removed).
    static func parse(_ body: Substring, at location: SourceLocation, lines: [Substring], syntax: Syntax)
        -> InSourceSuppression
    {
        let directive = String(body.prefix { $0 != " " && $0 != "\t" })
        var rest = body.dropFirst(directive.count)
        var reason: String?
        if let dashes = rest.firstRange(of: "--") {
            let text = trim(rest[dashes.upperBound...])
            reason = text.isEmpty ? nil : text
            rest = rest[..<dashes.lowerBound]
        }
        let codes = rest.split(separator: ",").map { trim($0) }.filter { !$0.isEmpty }
        let scope: InSourceSuppression.Scope
        switch directive {
        case "disable-file": scope = .file
        default: scope = .nextLine(nextCodeLine(after: location.line - 1, in: lines, syntax: syntax))
        }
        return InSourceSuppression(
            codes: codes, reason: reason, scope: scope, location: location,
            directive: directive)
    }

    /// The 1-based number of the first line after index `index` that is neither blank nor a comment line.
    static func nextCodeLine(after index: Int, in lines: [Substring], syntax: Syntax) -> Int {
        var j = index + 1
        while j < lines.count {
            let t = trim(lines[j])
            let isComment = syntax.openers.contains { t.hasPrefix($0) } || (syntax == .cFamily && t.hasPrefix("*"))
            if !t.isEmpty && !isComment { return j + 1 }
            j += 1
        }
        return index + 2
    }

    static func trim(_ s: Substring) -> String {
        String(s.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// The directives the scanner knows.
    package static let directives = ["disable-next-line", "disable-file"]
}
