/// Reads a storyboard or xib into its controllers, segues and storyboard references, each located at its start
/// tag: Interface Builder's XML document (storyboards from Xcode 4.2, xibs from Xcode 5) and the older archive
/// format of xibs (`ArchiveXibReader`). docs/importer.md lists what is read.
package enum StoryboardReader {
    /// A .storyboard or .xib. Throws ImportError(.malformedStoryboard, file: path, line: parser line) for XML
    /// that is not well-formed, an empty file, or a document that is not Interface Builder's.
    package static func read(_ bytes: [UInt8], path: String) throws(ImportError) -> ImportedStoryboard {
        let root = try XMLTreeReader.read(
            bytes, path: path, code: .malformedStoryboard,
            what: "Interface Builder document")
        let name = documentName(path)
        if root.name == "archive" {
            // Xcode 3 and 4's xib format (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`).
            if let platform = nonUIKitPlatform(type: root.attributes["type"], runtime: nil) {
                return ImportedStoryboard(
                    path: path, name: name, initialViewControllerID: nil, controllers: [],
                    segues: [], skippedReason: "a \(platform) document: its controllers are not UIKit's")
            }
            var reader = ArchiveXibReader(path: path)
            return reader.read(root, name: name)
        }
        guard root.name == "document" else {
            throw ImportError(
                .malformedStoryboard, file: path, line: root.line,
                "not an Interface Builder document: the root element is <\(root.name.prefix(40))>, "
                    + "not <document> (or an older xib's <archive>)")
        }
        let runtime = root.attributes["targetRuntime"]
        if let platform = nonUIKitPlatform(type: root.attributes["type"], runtime: runtime) {
            return ImportedStoryboard(
                path: path, name: name, initialViewControllerID: nil, controllers: [], segues: [],
                targetRuntime: runtime,
                skippedReason: "a \(platform) document: its controllers are not UIKit's")
        }
        var walker = InterfaceBuilderWalker(path: path)
        walker.walk(root)
        let initial = root.attributes["initialViewController"].flatMap { $0.isEmpty ? nil : $0 } ?? walker.windowRootID
        return ImportedStoryboard(
            path: path, name: name, initialViewControllerID: initial,
            controllers: walker.controllers, segues: walker.segues,
            placeholders: walker.placeholders, targetRuntime: runtime)
    }

    /// `Base.lproj/Main.storyboard` -> `Main`: what `UIMainStoryboardFile` and `storyboardName` name.
    static func documentName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// "Mac" or "watch" for AppKit and WatchKit documents, from the document's `targetRuntime` (`MacOSX.Cocoa`,
    /// `watchKit`) or `type` (`com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB`,
    /// `com.apple.InterfaceBuilder.WatchKit.Storyboard`); nil for iOS and tvOS documents.
    static func nonUIKitPlatform(type: String?, runtime: String?) -> String? {
        if let runtime {
            if runtime.hasPrefix("MacOSX") { return "Mac" }
            if runtime.lowercased().hasPrefix("watchkit") { return "watch" }
            return nil
        }
        if let type {
            if type.contains(".Cocoa.") { return "Mac" }
            if type.contains("WatchKit") { return "watch" }
        }
        return nil
    }
}
