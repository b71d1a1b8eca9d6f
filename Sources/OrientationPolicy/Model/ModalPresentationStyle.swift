/// `UIModalPresentationStyle`, with UIKit's raw values.
public enum ModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    /// `UIModalPresentationAutomatic` (-2, iOS 13+): a page sheet for most controllers on iOS 13+,
    /// full screen before iOS 13.
    case automatic = -2
    /// `UIModalPresentationFullScreen` (0): decides orientation in every version.
    case fullScreen = 0
    /// `UIModalPresentationPageSheet` (1).
    case pageSheet = 1
    /// `UIModalPresentationFormSheet` (2).
    case formSheet = 2
    /// `UIModalPresentationCurrentContext` (3).
    case currentContext = 3
    /// `UIModalPresentationCustom` (4, iOS 7+).
    case custom = 4
    /// `UIModalPresentationOverFullScreen` (5, iOS 8+).
    case overFullScreen = 5
    /// `UIModalPresentationOverCurrentContext` (6, iOS 8+).
    case overCurrentContext = 6
    /// `UIModalPresentationPopover` (7, iOS 8+).
    case popover = 7

    /// The wire name.
    public var name: String {
        switch self {
        case .automatic: "automatic"
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        }
    }

    /// The UIKit constant name, e.g. `UIModalPresentationOverFullScreen`.
    public var constantName: String {
        "UIModalPresentation" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Every accepted wire spelling for this style resolves through this table.
    public static func named(_ name: String) -> ModalPresentationStyle? {
        for s in allCases where s.name == name || s.constantName == name { return s }
        return nil
    }
}

extension ModalPresentationStyle {
    /// The first iOS version with the style, from Apple's `UIModalPresentationStyle` pages: over-full-screen,
    /// over-current-context and popover are iOS 8.0+ (`UIModalPresentationStyle.overFullScreen`, Apple Developer
    /// Documentation), custom 7.0, automatic 13.0, the others 3.2. A scenario that sets a style its iOS version
    /// does not have describes no app that runs there.
    public var availableSince: SystemVersion {
        switch self {
        case .automatic: SystemVersion(13)
        case .overFullScreen, .overCurrentContext, .popover: SystemVersion(8)
        case .custom: SystemVersion(7)
        case .fullScreen, .pageSheet, .formSheet, .currentContext: SystemVersion(3, 2)
        }
    }
}

extension Scenario {
    /// The first presented controller (windows in order, then depth first: children, then the presented
    /// controller) whose `modalPresentationStyle` its iOS version does not have. `automatic` is left out: before iOS 13 the engine
    /// reads it as full screen, the value an app built with an older SDK had.
    public var firstUnavailablePresentationStyle: (path: ControllerPath, style: ModalPresentationStyle)? {
        let version = device.systemVersion
        func walk(_ vc: ViewController, _ path: ControllerPath, presented: Bool = false) -> (path: ControllerPath, style: ModalPresentationStyle)? {
            if presented, let s = vc.modalPresentationStyle, s != .automatic, version < s.availableSince { return (path, s) }
            for (i, child) in vc.viewControllers.enumerated() {
                var p = path
                p.append(.child(i))
                if let found = walk(child, p) { return found }
            }
            if let presented = vc.presentedViewController {
                var p = path
                p.append(.presented)
                if let found = walk(presented, p, presented: true) { return found }
            }
            return nil
        }
        for (w, window) in windows.enumerated() {
            if let root = window.rootViewController, let found = walk(root, ControllerPath(window: w)) { return found }
        }
        return nil
    }
}

extension FlatScenario {
    /// Whether some presented controller has a `modalPresentationStyle` its iOS version does not have
    /// (`Scenario.firstUnavailablePresentationStyle` is not nil), `automatic` left out as there.
    public var hasUnavailablePresentationStyle: Bool {
        let version = device.systemVersion
        for record in controllers where record.presented >= 0 {
            if let s = controllers[Int(record.presented)].overrides.modalPresentationStyle, s != .automatic,
                version < s.availableSince
            {
                return true
            }
        }
        return false
    }
}
