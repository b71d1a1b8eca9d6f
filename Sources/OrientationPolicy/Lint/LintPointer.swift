/// RFC 6901 JSON Pointers into a `/v1/decide` (or `/v1/lint`) request body, so every finding names the member
/// the developer wrote. The engine has no JSON, but it knows the wire layout the API fixes.
public enum LintPointer {
    /// Escapes one reference token: `~` becomes `~0` and `/` becomes `~1` (RFC 6901 section 3), so the key
    /// `UISupportedInterfaceOrientations~ipad` is spelt `UISupportedInterfaceOrientations~0ipad`.
    public static func escape(_ token: String) -> String {
        var s = ""
        for c in token {
            switch c {
            case "~": s += "~0"
            case "/": s += "~1"
            default: s.append(c)
            }
        }
        return s
    }

    /// The pointer to a window object: `/window` for the single-window spelling, `/windows/<i>` otherwise.
    public static func window(_ index: Int, windowsFromArray: Bool) -> String {
        windowsFromArray ? "/windows/\(index)" : "/window"
    }

    /// The pointer to a controller, e.g. `/window/rootViewController/viewControllers/1/presentedViewController`.
    public static func controller(_ path: ControllerPath, windowsFromArray: Bool) -> String {
        var s = window(path.window, windowsFromArray: windowsFromArray) + "/rootViewController"
        for step in path.steps {
            switch step {
            case .child(let i): s += "/viewControllers/\(i)"
            case .presented: s += "/presentedViewController"
            }
        }
        return s
    }

    /// The pointer to an Info.plist key (`/app/infoPlist/<escaped key>`).
    public static func infoPlistKey(_ key: String) -> String {
        "/app/infoPlist/" + escape(key)
    }

    /// The pointer to the key an app mask came from: the app delegate's answer (the window's own, else the
    /// app's), the Info.plist key for the idiom, or `/app/infoPlist` when no key exists (idiom default).
    public static func applicationMask(
        _ source: ApplicationOrientations.Source, window: Int?, in scenario: Scenario
    ) -> String {
        switch source {
        case .delegate:
            if let w = window, scenario.windows.indices.contains(w), scenario.windows[w].supportedInterfaceOrientationsForWindow != nil {
                return Self.window(w, windowsFromArray: scenario.windowsFromArray) + "/supportedInterfaceOrientationsForWindow"
            }
            return "/app/supportedInterfaceOrientationsForWindow"
        case .sceneDelegate:
            if let w = window, scenario.windows.indices.contains(w), scenario.windows[w].supportedInterfaceOrientationsForWindowScene != nil {
                return Self.window(w, windowsFromArray: scenario.windowsFromArray) + "/supportedInterfaceOrientationsForWindowScene"
            }
            return "/app/supportedInterfaceOrientationsForWindowScene"
        case .infoPlist: return infoPlistKey("UISupportedInterfaceOrientations")
        case .infoPlistPad: return infoPlistKey("UISupportedInterfaceOrientations~ipad")
        case .infoPlistPhone: return infoPlistKey("UISupportedInterfaceOrientations~iphone")
        case .default: return "/app/infoPlist"
        }
    }
}
