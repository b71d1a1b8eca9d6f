extension Idiom {
    /// Parses `phone` or `pad` (the API `device.idiom`).
    public init(parsing name: String) throws(VocabularyError) {
        switch name {
        case "phone": self = .phone
        case "pad": self = .pad
        default: throw .invalidIdiom(name)
        }
    }
}

extension ModalPresentationStyle {
    /// Parses a style name (`overFullScreen`) or its UIKit constant (`UIModalPresentationOverFullScreen`).
    public init(parsing name: String) throws(VocabularyError) {
        switch name {
        case "fullScreen", "UIModalPresentationFullScreen": self = .fullScreen
        case "overFullScreen", "UIModalPresentationOverFullScreen": self = .overFullScreen
        case "pageSheet", "UIModalPresentationPageSheet": self = .pageSheet
        case "formSheet", "UIModalPresentationFormSheet": self = .formSheet
        case "currentContext", "UIModalPresentationCurrentContext": self = .currentContext
        case "overCurrentContext", "UIModalPresentationOverCurrentContext": self = .overCurrentContext
        case "popover", "UIModalPresentationPopover": self = .popover
        case "custom", "UIModalPresentationCustom": self = .custom
        case "automatic", "UIModalPresentationAutomatic": self = .automatic
        default: throw .invalidModalPresentationStyle(name)
        }
    }
}

extension ControllerKind {
    /// Parses the API's controller `kind` (`viewController`, `navigationController`, ...).
    public init(parsing name: String) throws(VocabularyError) {
        guard let k = ControllerKind(rawValue: name) else { throw .invalidControllerKind(name) }
        self = k
    }
}

extension ChildForwarding {
    /// Parses the API's container `forwarding` mode.
    public init(parsing name: String) throws(VocabularyError) {
        guard let f = ChildForwarding(rawValue: name) else { throw .invalidForwarding(name) }
        self = f
    }
}

extension Window.Screen {
    /// Parses `main` or `external` (the API `windows[].screen`).
    public init(parsing name: String) throws(VocabularyError) {
        guard let s = Window.Screen(rawValue: name) else { throw .invalidScreen(name) }
        self = s
    }
}

extension Device.Environment {
    /// Parses `fullScreen`, `resizableWindow`, `iPhoneAppOnIPad` or `iPhoneMirroring` (the API `device.environment`).
    public init(parsing name: String) throws(VocabularyError) {
        guard let e = Device.Environment(rawValue: name) else { throw .invalidEnvironment(name) }
        self = e
    }
}
