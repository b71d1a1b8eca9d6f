/// Reads an `.xcconfig` build configuration file (Xcode Help, "Add a build configuration file to your project"):
/// one `NAME = value` per line, `NAME[sdk=iphoneos*] = value` for a conditional one, `//` comments, and
/// `#include "other.xcconfig"` (or `#include?`, which tolerates a missing file) relative to the including file.
/// Later lines win, as in Xcode. Each setting is located at its name, as `PlistNode.Entry`s so the build settings
/// read them like the pbxproj's own.
struct XcconfigReader {
    /// Reads a file of the repository (nil when it is absent or cannot be read).
    var load: (String) -> [UInt8]?
    /// The folder that holds the `.xcodeproj`: an `#include` not found beside the including file is looked up from
    /// there too, as projects write them that way and build.
    var projectDir = ""
    /// Set when a required `#include` (not `#include?`) was found nowhere: the settings read are then incomplete.
    private(set) var missingInclude: String?

    /// No real configuration nests includes deeper; a file that includes itself stops here.
    static let maxIncludeDepth = 8

    /// The settings of the file at `path`, includes expanded in place; nil when the file itself cannot be read.
    mutating func settings(at path: String) -> [PlistNode.Entry]? {
        var visited: Set<String> = []
        return read(path, depth: 0, visited: &visited)
    }

    private mutating func read(_ path: String, depth: Int, visited: inout Set<String>) -> [PlistNode.Entry]? {
        guard depth < Self.maxIncludeDepth, visited.insert(path).inserted, let bytes = load(path) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        var out: [PlistNode.Entry] = []
        var lineNumber = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(raw)
            // `//` starts a comment anywhere on the line, in a value too (Xcode's own rule: a URL needs `/$()/`).
            var i = line.startIndex
            while i < line.endIndex {
                let next = line.index(after: i)
                if line[i] == "/", next < line.endIndex, line[next] == "/" { line = line[..<i]; break }
                i = next
            }
            let trimmed = String(line).trimmingWhitespace
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#include") {
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed[trimmed.index(after: open)...].firstIndex(of: "\"") else {
                    continue
                }
                let name = String(trimmed[trimmed.index(after: open)..<close])
                guard !name.hasPrefix("/"), !name.hasPrefix("<") else { continue }
                let optional = trimmed.hasPrefix("#include?")
                let besideFile = XcodeProjectLocation.normalize(folder.isEmpty ? name : folder + "/" + name)
                let fromProject = XcodeProjectLocation.normalize(projectDir.isEmpty ? name : projectDir + "/" + name)
                if let settings = read(besideFile, depth: depth + 1, visited: &visited)
                    ?? (fromProject == besideFile ? nil : read(fromProject, depth: depth + 1, visited: &visited))
                {
                    out += settings
                } else if !optional, missingInclude == nil {
                    missingInclude = besideFile
                }
                continue
            }
            // The `=` after the name and its `[sdk=...]` condition, if any.
            guard let firstEquals = trimmed.firstIndex(of: "=") else { continue }
            var searchFrom = trimmed.startIndex
            if let open = trimmed.firstIndex(of: "["), open < firstEquals, let close = trimmed[open...].firstIndex(of: "]") {
                searchFrom = trimmed.index(after: close)
            }
            guard let equals = trimmed[searchFrom...].firstIndex(of: "=") else { continue }
            let key = String(trimmed[..<equals]).trimmingWhitespace
            let value = String(trimmed[trimmed.index(after: equals)...]).trimmingWhitespace
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || "_[]=*,.-".contains($0) }) else { continue }
            let column = raw.distance(from: raw.startIndex, to: raw.firstIndex { !$0.isWhitespace } ?? raw.startIndex) + 1
            let at = SourceLocation(file: path, line: lineNumber, column: column)
            out.append(PlistNode.Entry(key: String(key), keyLocation: at, value: PlistNode(value: .string(String(value)), location: at)))
        }
        return out
    }
}
