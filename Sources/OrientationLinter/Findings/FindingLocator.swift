import OrientationImport
import OrientationPolicy

/// Finds the line a finding should annotate in the user's files, from the JSON Pointer the engine gives it and
/// the scenario's provenance: the member to change (the override, the Info.plist key), else the controller's
/// segue or `present` call, else its class, else the Info.plist itself.
struct FindingLocator {
    var provenance: [String: SourceLocation]
    var infoPlistPath: String

    /// The member a controller-level finding is about: the override a person edits to fix it.
    static func members(for code: LintCode) -> [String] {
        switch code {
        case .legacyMethodIgnored: ["shouldAutorotateToInterfaceOrientation"]
        case .preferredOrientationUnsupported, .dismissalPreferredOrientationUnsupported:
            ["preferredInterfaceOrientationForPresentation", "supportedInterfaceOrientations"]
        case .nonFullScreenPresentationMaskIgnored: ["supportedInterfaceOrientations", "modalPresentationStyle"]
        default: ["supportedInterfaceOrientations", "forwarding", "shouldAutorotate", "shouldAutorotateToInterfaceOrientation"]
        }
    }

    /// Whether a pointer names a controller (rather than a member or a key).
    static func isController(_ pointer: String) -> Bool {
        let parts = pointer.split(separator: "/")
        guard let last = parts.last else { return false }
        if last == "rootViewController" || last == "presentedViewController" { return true }
        return Int(last) != nil && parts.dropLast().last == "viewControllers"
    }

    /// Whether a pointer names where the app mask comes from (an Info.plist key, the app delegate's answer).
    static func isApplicationMask(_ pointer: String) -> Bool {
        pointer.hasPrefix("/app/") || pointer.hasSuffix("/supportedInterfaceOrientationsForWindow")
    }

    func locate(_ f: LintFinding) -> SourceLocation {
        if Self.isController(f.pointer) {
            for m in Self.members(for: f.code) {
                if let at = provenance[f.pointer + "/" + m] { return at }
            }
        }
        var p = f.pointer
        while !p.isEmpty {
            if let at = provenance[p] { return at }
            guard let slash = p.lastIndex(of: "/") else { break }
            p = String(p[..<slash])
        }
        return provenance["/app/infoPlist"] ?? SourceLocation(file: infoPlistPath, line: 1)
    }

    /// Other places a person looks at for the finding: how the controller got on screen (segue, `present`
    /// call, the presentation style), its class declaration, the members the finding's values come from
    /// (`relatedPointers`: the override of the child a container forwards to, the forwarding), and for crashes
    /// the app mask where it comes from: the app delegate's answer when it gives one (it overrides Info.plist,
    /// UIApplicationDelegate application(_:supportedInterfaceOrientationsFor:), Apple Developer Documentation),
    /// else the Info.plist key.
    func related(_ f: LintFinding) -> [SourceLocation] {
        let primary = locate(f)
        var controller = f.pointer
        while !controller.isEmpty && !Self.isController(controller) {
            guard let slash = controller.lastIndex(of: "/") else { controller = ""; break }
            controller = String(controller[..<slash])
        }
        var keys: [String] = []
        if !controller.isEmpty {
            keys += [controller, controller + "/modalPresentationStyle", controller + "/name"]
            keys += Self.members(for: f.code).map { controller + "/" + $0 }
        }
        keys += f.relatedPointers
        if f.severity == .crash || f.code == .appMaskNotSuperset {
            let named = ([f.pointer] + f.relatedPointers).filter(Self.isApplicationMask)
            if named.isEmpty {
                keys += ["/app/supportedInterfaceOrientationsForWindow"]
                keys += ["UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad", "UISupportedInterfaceOrientations~iphone"]
                    .map(LintPointer.infoPlistKey)
            }
        }
        var out: [SourceLocation] = []
        for k in keys {
            if let at = provenance[k], at != primary, !out.contains(at) { out.append(at) }
        }
        return out
    }
}
