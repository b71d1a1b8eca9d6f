import Foundation

@testable import OrientationImport

/// Info.plists written the way Xcode writes them (tabs, the Apple DOCTYPE), so each test states only its keys.
enum InfoPlistFixtures {
    /// The four lines Xcode writes before the top-level dictionary's first key: keys of `body` start on line 5.
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """

    static func xml(_ body: String) -> [UInt8] {
        Array((header + body + "\n</dict>\n</plist>\n").utf8)
    }

    static func read(_ body: String, path: String = "App/Info.plist") throws(ImportError) -> ImportedInfoPlist {
        try InfoPlistReader.read(xml(body), path: path)
    }

    /// The same dictionary as a binary property list, written by Foundation.
    static func binary(_ dictionary: [String: Any]) -> [UInt8] {
        let data = try! PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        return Array(data)
    }

    static func orientations(_ key: String, _ names: [String]) -> String {
        "\t<key>\(key)</key>\n\t<array>\n" + names.map { "\t\t<string>\($0)</string>\n" }.joined() + "\t</array>"
    }

    /// The error `read` throws, or nil when it reads.
    static func error(_ bytes: [UInt8], path: String = "App/Info.plist") -> ImportError? {
        do {
            _ = try InfoPlistReader.read(bytes, path: path)
            return nil
        } catch {
            return error
        }
    }
}
