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
