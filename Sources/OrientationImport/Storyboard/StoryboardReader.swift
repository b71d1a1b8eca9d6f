/// Reads a storyboard or xib (Interface Builder's XML document, the format of Xcode 4.2 and later) into its
/// controllers, segues and storyboard references, each located at its start tag. docs/importer.md lists what
/// is read.
public enum StoryboardReader {
    /// A .storyboard or .xib. Throws ImportError(.malformedStoryboard, file: path, line: parser line) for XML
    /// that is not well-formed, an empty file, or a document that is not Interface Builder's.
    public static func read(_ bytes: [UInt8], path: String) throws(ImportError) -> ImportedStoryboard {
        let root = try XMLTreeReader.read(bytes, path: path, code: .malformedStoryboard,
                                          what: "Interface Builder document")
        let name = documentName(path)
        if root.name == "archive" {
            // Xcode 3's xib format (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`): an Interface
            // Builder file, but an archive of objects rather than a document of elements.
            return ImportedStoryboard(path: path, name: name, initialViewControllerID: nil, controllers: [], segues: [],
                                      skippedReason: "a xib in the Xcode 3 archive format, which is not read; "
                                          + "opening and saving it in Xcode converts it")
        }
        guard root.name == "document" else {
            throw ImportError(.malformedStoryboard, file: path, line: root.line,
                              "not an Interface Builder document: the root element is <\(root.name.prefix(40))>, "
                                  + "not <document>")
        }
        let runtime = root.attributes["targetRuntime"]
        if let platform = nonUIKitPlatform(type: root.attributes["type"], runtime: runtime) {
            return ImportedStoryboard(path: path, name: name, initialViewControllerID: nil, controllers: [], segues: [],
                                      targetRuntime: runtime,
                                      skippedReason: "a \(platform) document: its controllers are not UIKit's")
        }
        var walker = InterfaceBuilderWalker(path: path)
        walker.walk(root)
        let initial = root.attributes["initialViewController"].flatMap { $0.isEmpty ? nil : $0 } ?? walker.windowRootID
        return ImportedStoryboard(path: path, name: name, initialViewControllerID: initial,
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
