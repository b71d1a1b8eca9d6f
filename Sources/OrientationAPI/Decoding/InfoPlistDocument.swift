import FoundationEssentials

/// Reads a whole Info.plist document sent as a string in `app.infoPlist`: XML plist text as is, or base64
/// of a binary (`bplist00`) or XML plist. Foundation is used here only, off the hot JSON path; the result is
/// handed back as JSON members so the same strict decoder checks the values.
enum InfoPlistDocument {
    /// The orientation keys, typed as a real Info.plist holds them. Other keys are ignored by the decoder.
    private struct Keys: Decodable {
        var supported: [String]?
        var supportedPad: [String]?
        var supportedPhone: [String]?
        var requiresFullScreen: Bool?
        var requiresFullScreenPad: Bool?
        var initial: String?
        var requiresFullScreenIgnoredFrom: String?

        enum CodingKeys: String, CodingKey {
            case supported = "UISupportedInterfaceOrientations"
            case supportedPad = "UISupportedInterfaceOrientations~ipad"
            case supportedPhone = "UISupportedInterfaceOrientations~iphone"
            case requiresFullScreen = "UIRequiresFullScreen"
            case requiresFullScreenPad = "UIRequiresFullScreen~ipad"
            case initial = "UIInterfaceOrientation"
            case requiresFullScreenIgnoredFrom = "UIRequiresFullScreenIgnoredStartingWithVersion"
        }
    }

    static func members(of document: String, pointer: String) throws(APIProblem) -> [JSONMember] {
        let trimmed = document.drop(while: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\u{FEFF}" })
        let data: Data
        if trimmed.hasPrefix("<") {
            data = Data(trimmed.utf8)
        } else if let decoded = Data(base64Encoded: String(trimmed), options: .ignoreUnknownCharacters),
            !decoded.isEmpty
        {
            data = decoded
        } else {
            throw APIProblem(
                .invalidInfoPlist,
                "app.infoPlist is a string but neither XML plist text (starting with '<') nor base64 "
                    + "of a binary or XML plist", pointer: pointer)
        }
        let keys: Keys
        do {
            keys = try PropertyListDecoder().decode(Keys.self, from: data)
        } catch {
            throw APIProblem(
                .invalidInfoPlist,
                "the Info.plist document could not be read as a dictionary with the expected key "
                    + "types (orientation lists are arrays of strings, UIRequiresFullScreen is a boolean): "
                    + String(describing: error).prefix(300), pointer: pointer)
        }
        var out: [JSONMember] = []
        func list(_ k: Keys.CodingKeys, _ v: [String]?) {
            if let v { out.append(JSONMember(key: k.rawValue, value: .array(v.map(JSONValue.string)))) }
        }
        list(.supported, keys.supported)
        list(.supportedPad, keys.supportedPad)
        list(.supportedPhone, keys.supportedPhone)
        if let b = keys.requiresFullScreen { out.append(JSONMember(key: "UIRequiresFullScreen", value: .bool(b))) }
        if let b = keys.requiresFullScreenPad { out.append(JSONMember(key: "UIRequiresFullScreen~ipad", value: .bool(b))) }
        if let s = keys.initial { out.append(JSONMember(key: "UIInterfaceOrientation", value: .string(s))) }
        if let s = keys.requiresFullScreenIgnoredFrom {
            out.append(JSONMember(key: "UIRequiresFullScreenIgnoredStartingWithVersion", value: .string(s)))
        }
        return out
    }
}
