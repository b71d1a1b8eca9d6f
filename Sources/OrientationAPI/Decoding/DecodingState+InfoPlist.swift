import OrientationPolicy

extension DecodingState {
    /// `app.infoPlist`: either a JSON object with exact Info.plist keys, or a whole Info.plist document as a
    /// string (XML text, or base64 of a binary `bplist00` or XML plist). Keys other than the six orientation
    /// keys are ignored: a real Info.plist has hundreds (Apple, "Information Property List").
    mutating func infoPlist(_ v: JSONValue) throws(APIProblem) -> InfoPlist {
        switch v {
        case .object(let members):
            return try infoPlistObject(members)
        case .string(let document):
            let members = try InfoPlistDocument.members(of: document, pointer: path.pointer)
            // Errors inside a document have no JSON Pointer of their own: report them at app/infoPlist and say
            // which plist key was wrong.
            var inner = DecodingState(path: JSONPath(base: ""), maxControllers: maxControllers)
            do throws(APIProblem) {
                return try inner.infoPlistObject(members)
            } catch {
                let key = error.pointer.map { String($0.dropFirst()) } ?? ""
                throw APIProblem(
                    error.code, "in the Info.plist document, key '\(key)': \(error.detail)",
                    pointer: path.pointer)
            }
        default:
            throw wrongType("an object of Info.plist keys or a plist document string", v)
        }
    }

    mutating func infoPlistObject(_ members: [JSONMember]) throws(APIProblem) -> InfoPlist {
        var p = InfoPlist()
        for m in members {
            guard let v = present(m.value) else { continue }
            switch m.id {
            case .plistSupported:
                path.push(m.key); p.supportedInterfaceOrientations = try orientationList(v); path.pop()
            case .plistSupportedPad:
                path.push(m.key); p.supportedInterfaceOrientationsPad = try orientationList(v); path.pop()
            case .plistSupportedPhone:
                path.push(m.key); p.supportedInterfaceOrientationsPhone = try orientationList(v); path.pop()
            case .plistRequiresFullScreen:
                path.push(m.key); p.requiresFullScreen = try bool(v); path.pop()
            case .plistRequiresFullScreenPad:
                path.push(m.key); p.requiresFullScreenPad = try bool(v); path.pop()
            case .plistInterfaceOrientation:
                path.push(m.key); p.initialInterfaceOrientation = try interfaceOrientation(v); path.pop()
            case .plistRequiresFullScreenIgnoredStartingWithVersion:
                path.push(m.key)
                guard case .string(let s) = v else { throw wrongType("a version string such as \"26.2\"", v) }
                do throws(VocabularyError) {
                    p.requiresFullScreenIgnoredStartingWithVersion = try SystemVersion(parsing: s)
                } catch {
                    throw vocabulary(error)
                }
                path.pop()
            default:
                continue
            }
        }
        return p
    }
}
