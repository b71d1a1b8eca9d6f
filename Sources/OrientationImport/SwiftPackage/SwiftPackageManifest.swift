/// What a `Package.swift` says that decides which apps compile its files: the products it vends
/// (`.library(name:)`, `.executable(name:)`) and the local packages it depends on (`.package(path:)`,
/// `.package(name:path:)`), read from the manifest's text without running it.
///
/// A manifest is Swift code: a product or dependency built by a computation (`names.map { .library(name: $0) }`)
/// or named by a string with an interpolation is not read (`hasUnreadProducts`); while one is not, an app that links a
/// product no manifest names sees every package's files (`PackageOwners`), as before packages were read. Comments and
/// string contents never count (`//.package(path: "../Old")` is not a dependency).
package struct SwiftPackageManifest: Sendable, Hashable {
    /// The folder holding the manifest, relative to the project root ("" at the root).
    package var folder: String
    package var products: [String] = []
    /// The folders of the `.package(path:)` dependencies, relative to the project root.
    package var localDependencies: [String] = []
    /// Whether a product is named by something other than a string literal (`products: all`, `.library(name:
    /// "\(prefix)Kit")`): a product no manifest names may then be this package's.
    package var hasUnreadProducts = false
    /// `.package(path:)` dependencies named by an interpolation that could not be spelled out: the literal text
    /// around the holes, relative to the manifest's folder (`PackageOwners` takes every package folder that fits).
    package var dependencyPatterns: [[String]] = []

    /// `Package.swift` and its version-specific variants (`Package@swift-5.9.swift`).
    static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    package init(folder: String, products: [String] = [], localDependencies: [String] = []) {
        self.folder = folder
        self.products = products
        self.localDependencies = localDependencies
    }

    /// Reads the manifest at `path`.
    package init(path: String, bytes: [UInt8]) {
        folder = LeftOutSources.folder(of: path)
        let tokens = Self.tokens(bytes)
        var i = 0
        while i + 2 < tokens.count {
            defer { i += 1 }
            if tokens[i] == .word("products"), tokens[i + 1] == .punct(UInt8(ascii: ":")),
                tokens[i + 2] != .punct(UInt8(ascii: "["))
            {
                hasUnreadProducts = true
            }
            guard tokens[i] == .punct(UInt8(ascii: ".")), case .word(let call) = tokens[i + 1],
                tokens[i + 2] == .punct(UInt8(ascii: "("))
            else { continue }
            switch call {
            case "library", "executable":
                if let name = Self.argument("name", in: tokens, from: i + 2) {
                    products.append(name)
                } else {
                    hasUnreadProducts = true
                }
            case "package":
                switch Self.argumentToken("path", in: tokens, from: i + 2) {
                case .string(let path)?:
                    localDependencies.append(XcodeBuildPhases.localPackageFolder(path, projectDir: folder))
                case .computedString(let pieces)?:
                    // `["Support", "Logging"].map { .package(path: "../PV\($0)") }`: each element in the one hole.
                    if pieces.count == 2, let names = Self.mappedStrings(before: i, in: tokens) {
                        localDependencies += names.map {
                            XcodeBuildPhases.localPackageFolder(pieces[0] + $0 + pieces[1], projectDir: folder)
                        }
                    } else {
                        dependencyPatterns.append(pieces)
                    }
                default: break
                }
            default: break
            }
        }
    }

    enum Token: Equatable {
        case word(String)
        case string(String)
        /// A string literal with interpolations: the literal text around them (`"../PV\($0)"`: `["../PV", ""]`).
        case computedString([String])
        case punct(UInt8)
    }

    /// The string literal labelled `label` among the arguments of the call whose `(` is at `open`.
    private static func argument(_ label: String, in tokens: [Token], from open: Int) -> String? {
        if case .string(let s)? = argumentToken(label, in: tokens, from: open) { return s }
        return nil
    }

    /// The string literals of `[...].map {` when the closure holding the token at `index` is such a map's.
    private static func mappedStrings(before index: Int, in tokens: [Token]) -> [String]? {
        var depth = 0
        var brace = index - 1
        while brace >= 0 {
            if tokens[brace] == .punct(UInt8(ascii: "}")) { depth += 1 }
            if tokens[brace] == .punct(UInt8(ascii: "{")) {
                if depth == 0 { break }
                depth -= 1
            }
            brace -= 1
        }
        guard brace >= 3, tokens[brace - 1] == .word("map"), tokens[brace - 2] == .punct(UInt8(ascii: ".")),
            tokens[brace - 3] == .punct(UInt8(ascii: "]"))
        else { return nil }
        var names: [String] = []
        var k = brace - 4
        while k >= 0 {
            switch tokens[k] {
            case .string(let s): names.append(s)
            case .punct(UInt8(ascii: ",")): break
            case .punct(UInt8(ascii: "[")): return names.reversed()
            default: return nil
            }
            k -= 1
        }
        return nil
    }

    /// The token labelled `label` among the arguments of the call whose `(` is at `open`, at its own depth.
    private static func argumentToken(_ label: String, in tokens: [Token], from open: Int) -> Token? {
        var depth = 0
        var i = open
        while i < tokens.count {
            switch tokens[i] {
            case .punct(UInt8(ascii: "(")), .punct(UInt8(ascii: "[")): depth += 1
            case .punct(UInt8(ascii: ")")), .punct(UInt8(ascii: "]")):
                depth -= 1
                if depth == 0 { return nil }
            case .word(let w) where w == label && depth == 1 && i + 2 < tokens.count:
                if tokens[i + 1] == .punct(UInt8(ascii: ":")) { return tokens[i + 2] }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// Identifiers, string literals and punctuation, without comments and whitespace. Swift's string forms are
    /// told apart only as far as reading a literal's end needs: `"..."` with escapes, `"""` blocks, and raw strings
    /// (`#"..."#`).
    static func tokens(_ bytes: [UInt8]) -> [Token] {
        var out: [Token] = []
        var i = 0
        let n = bytes.count
        func isWord(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b >= 0x80
        }
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                while i < n, bytes[i] != 0x0A { i += 1 }
            } else if b == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                var depth = 1
                i += 2
                while i < n, depth > 0 {
                    if bytes[i] == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                        depth += 1
                        i += 2
                    } else if bytes[i] == UInt8(ascii: "*"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        i += 2
                    } else {
                        i += 1
                    }
                }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "#") {
                var hashes = 0
                while i < n, bytes[i] == UInt8(ascii: "#") {
                    hashes += 1
                    i += 1
                }
                guard i < n, bytes[i] == UInt8(ascii: "\"") else {
                    if hashes > 0 { out.append(.punct(UInt8(ascii: "#"))) }
                    continue
                }
                let block = i + 2 < n && bytes[i + 1] == UInt8(ascii: "\"") && bytes[i + 2] == UInt8(ascii: "\"")
                let quotes = block ? 3 : 1
                i += quotes
                var start = i
                var pieces: [String] = []
                var end = n
                while i < n {
                    if bytes[i] == UInt8(ascii: "\\") {
                        var j = i + 1
                        var h = 0
                        while h < hashes, j < n, bytes[j] == UInt8(ascii: "#") {
                            h += 1
                            j += 1
                        }
                        if h == hashes, j < n, bytes[j] == UInt8(ascii: "(") {
                            // An interpolation: the text before it is one piece; skip to its closing parenthesis.
                            pieces.append(String(decoding: bytes[start..<i], as: UTF8.self))
                            var depth = 1
                            j += 1
                            while j < n, depth > 0 {
                                if bytes[j] == UInt8(ascii: "(") { depth += 1 }
                                if bytes[j] == UInt8(ascii: ")") { depth -= 1 }
                                j += 1
                            }
                            i = j
                            start = j
                            continue
                        }
                        if h == hashes {
                            i = j + 1
                            continue
                        }
                    }
                    if bytes[i] == UInt8(ascii: "\""), closes(bytes, at: i, quotes: quotes, hashes: hashes) {
                        end = i
                        i += quotes + hashes
                        break
                    }
                    if !block, bytes[i] == 0x0A {
                        end = i
                        break
                    }
                    i += 1
                }
                let last = String(decoding: bytes[min(start, end)..<min(end, n)], as: UTF8.self)
                out.append(pieces.isEmpty ? .string(last) : .computedString(pieces + [last]))
            } else if isWord(b) {
                let start = i
                while i < n, isWord(bytes[i]) { i += 1 }
                out.append(.word(String(decoding: bytes[start..<i], as: UTF8.self)))
            } else {
                if b > 0x20 { out.append(.punct(b)) }
                i += 1
            }
        }
        return out
    }

    /// Whether the `"` at `i` ends a literal opened with `quotes` quotes and `hashes` hashes.
    private static func closes(_ bytes: [UInt8], at i: Int, quotes: Int, hashes: Int) -> Bool {
        guard i + quotes + hashes <= bytes.count else { return false }
        for k in 0..<quotes where bytes[i + k] != UInt8(ascii: "\"") { return false }
        for k in 0..<hashes where bytes[i + quotes + k] != UInt8(ascii: "#") { return false }
        return true
    }
}
