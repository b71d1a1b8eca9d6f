/// Where an Xcode project sits in the repository, for resolving the paths its build settings name: `SRCROOT`
/// and `PROJECT_DIR` are the folder that holds the `.xcodeproj` (plus the project's `projectDirPath`, when set).
struct XcodeProjectLocation {
    /// The project folder relative to the project root, "" at the root.
    let projectDir: String
    /// The `.xcodeproj`'s name without extension (`PROJECT_NAME`).
    let projectName: String

    /// iOS applications and App Clips; watch, iMessage and other application kinds are not iOS apps of their own.
    static let applicationProductTypes: Set<String> = [
        "com.apple.product-type.application",
        "com.apple.product-type.application.on-demand-install-capable",
    ]

    init(pbxprojPath: String, projectDirPath: String?) {
        var parts = pbxprojPath.split(separator: "/").map(String.init)
        if !parts.isEmpty { parts.removeLast() }
        var name = ""
        if let last = parts.last, last.hasSuffix(".xcodeproj") {
            name = String(last.dropLast(".xcodeproj".count))
            parts.removeLast()
        }
        var dir = parts.joined(separator: "/")
        if let extra = projectDirPath, !extra.isEmpty, !extra.hasPrefix("/") {
            dir = Self.normalize(dir.isEmpty ? extra : dir + "/" + extra)
        }
        projectDir = dir
        projectName = name
    }

    /// The values the build system defines. Paths in build settings are relative to the project folder, and
    /// `resolve` makes them relative to the repository, so `SRCROOT` is `.` here.
    func builtins(targetName: String) -> [String: String] {
        ["SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".", "TARGET_NAME": targetName, "PROJECT_NAME": projectName]
    }

    /// A path from a build setting, relative to the project root. An absolute path stays as written.
    func resolve(_ value: String) -> String {
        if value.hasPrefix("/") { return value }
        return Self.normalize(projectDir.isEmpty ? value : projectDir + "/" + value)
    }

    /// Without `.` components and with each `..` taking back the component before it; `..` beyond the start
    /// are kept, so a path outside the project stays recognisable as such.
    static func normalize(_ path: String) -> String {
        // As bytes when the path is ASCII, as nearly every one is: the file tree resolves every file reference of
        // every project this way, and splitting each path by Characters was a fiftieth of a large export's lint.
        // Elsewhere "/" could begin a Character with a combining mark after it, which the Character split keeps whole.
        if let normalized = path.utf8.withContiguousStorageIfAvailable(normalizeASCII), let normalized { return normalized }
        var out: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = out.last, last != ".." {
                out.removeLast()
            } else {
                out.append(part)
            }
        }
        return out.joined(separator: "/")
    }

    /// `normalize` of an ASCII path; nil when a byte is not ASCII.
    private static func normalizeASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var parts: [Range<Int>] = []
        var i = 0
        while i < bytes.count {
            while i < bytes.count, bytes[i] == UInt8(ascii: "/") { i += 1 }
            guard i < bytes.count else { break }
            let start = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "/") {
                if bytes[i] >= 0x80 { return nil }
                i += 1
            }
            let part = start..<i
            let isDot = part.count == 1 && bytes[start] == UInt8(ascii: ".")
            if isDot { continue }
            func isDotDot(_ r: Range<Int>) -> Bool {
                r.count == 2 && bytes[r.lowerBound] == UInt8(ascii: ".") && bytes[r.lowerBound + 1] == UInt8(ascii: ".")
            }
            if isDotDot(part), let last = parts.last, !isDotDot(last) {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (k, part) in parts.enumerated() {
            if k > 0 { out.append(UInt8(ascii: "/")) }
            out.append(contentsOf: bytes[part])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a target builds for iOS: not when `SDKROOT` names another platform (`macosx`, `watchos`,
    /// `appletvos`, `xros`), or `SUPPORTED_PLATFORMS` lists platforms without `iphoneos`.
    static func buildsForIOS(_ settings: XcodeBuildSettings) -> Bool {
        if let sdk = settings.value("SDKROOT")?.value.lowercased(),
            ["macosx", "watchos", "appletvos", "xros"].contains(where: { sdk.hasPrefix($0) })
        {
            return false
        }
        if let platforms = settings.value("SUPPORTED_PLATFORMS")?.value, !platforms.isEmpty,
            !platforms.split(separator: " ").contains("iphoneos")
        {
            return false
        }
        return true
    }
}
