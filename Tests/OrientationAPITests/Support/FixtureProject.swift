import Foundation
import ImportTestSupport

/// The fixture project `conformance/projects/tab-game-center/` (a tab bar of navigation controllers, a portrait
/// leaderboard presented full screen in a landscape app, Swift and Objective-C classes, the category trick and an
/// unknown mask) as files, and as the archives a client uploads.
enum FixtureProject {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("conformance/projects/tab-game-center")

    /// Every file, relative path -> bytes, in path order.
    static func files() throws -> [(path: String, bytes: [UInt8])] {
        let root = directory.standardizedFileURL.path + "/"
        var out: [(String, [UInt8])] = []
        let e = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = e?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            out.append((String(path.dropFirst(root.count)), [UInt8](try Data(contentsOf: url))))
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// The project as a tar archive, every path under `prefix` (as GitHub's tarballs wrap a repository).
    static func archive(compression: TarArchiveBuilder.Compression = .gzip, prefix: String = "") throws -> [UInt8] {
        var builder = TarArchiveBuilder(compression: compression)
        for f in try files() { builder.addFile(prefix + f.path, bytes: f.bytes) }
        return try builder.build()
    }
}
