/// Why a wire spelling of the engine's vocabulary was refused. Each case has a stable machine-readable `code`
/// (used as the problem `code` by the HTTP layer) and a `message` that lists what is accepted, because the
/// most common user error is a near-miss spelling (the API "requests accept every spelling").
public enum VocabularyError: Error, Sendable, Hashable {
    /// Not an interface orientation: neither a short name, a `UIInterfaceOrientation…` constant nor 0-4.
    case invalidInterfaceOrientation(String)
    /// Not a device orientation: neither a short name, a `UIDeviceOrientation…` constant nor 0-6.
    case invalidDeviceOrientation(String)
    /// Not a mask; `reason` says why (an unknown name, a bit outside 2|4|8|16, bit 0, ...).
    case invalidOrientationMask(String, reason: String)
    /// Not `phone` or `pad`.
    case invalidIdiom(String)
    /// Not "major[.minor[.patch]]" with non-negative components.
    case invalidSystemVersion(String)
    /// Not a `UIModalPresentationStyle` name.
    case invalidModalPresentationStyle(String)
    /// Not a controller kind.
    case invalidControllerKind(String)
    /// Not a forwarding mode.
    case invalidForwarding(String)
    /// Not a window screen (`main` or `external`).
    case invalidScreen(String)
    /// Not an environment (`Device.Environment`).
    case invalidEnvironment(String)

    /// The stable code, e.g. `invalid-interface-orientation`.
    public var code: String {
        switch self {
        case .invalidInterfaceOrientation: "invalid-interface-orientation"
        case .invalidDeviceOrientation: "invalid-device-orientation"
        case .invalidOrientationMask: "invalid-orientation-mask"
        case .invalidIdiom: "invalid-idiom"
        case .invalidSystemVersion: "invalid-system-version"
        case .invalidModalPresentationStyle: "invalid-modal-presentation-style"
        case .invalidControllerKind: "invalid-controller-kind"
        case .invalidForwarding: "invalid-forwarding"
        case .invalidScreen: "invalid-screen"
        case .invalidEnvironment: "invalid-environment"
        }
    }

    /// A sentence naming the refused value and every accepted spelling.
    public var message: String {
        switch self {
        case .invalidInterfaceOrientation(let v):
            "\(Self.quote(v)) is not an interface orientation; accepted: "
                + InterfaceOrientation.allCases.map(\.name).joined(separator: ", ")
                + ", the UIInterfaceOrientation… constant names, or the raw values 0-4"
        case .invalidDeviceOrientation(let v):
            "\(Self.quote(v)) is not a device orientation; accepted: "
                + DeviceOrientation.allCases.map(\.name).joined(separator: ", ")
                + ", the UIDeviceOrientation… constant names, or the raw values 0-6"
        case .invalidOrientationMask(let v, let reason):
            "\(Self.quote(v)) is not an interface orientation mask: \(reason); accepted: an integer made of the bits "
                + "2 (portrait), 4 (portraitUpsideDown), 8 (landscapeRight), 16 (landscapeLeft); a name ("
                + InterfaceOrientationMask.wireNames.map(\.name).joined(separator: ", ")
                + " or the UIInterfaceOrientationMask… constant); an array of interface orientations; "
                + "or {\"rawValue\": n, \"orientations\": [...]}"
        case .invalidIdiom(let v):
            "\(Self.quote(v)) is not an idiom; accepted: phone, pad"
        case .invalidSystemVersion(let v):
            "\(Self.quote(v)) is not a system version; accepted: \"major[.minor[.patch]]\" such as \"17.0\" or \"8.3.1\""
        case .invalidModalPresentationStyle(let v):
            "\(Self.quote(v)) is not a modal presentation style; accepted: "
                + ModalPresentationStyle.allCases.map(\.name).joined(separator: ", ")
                + " or the UIModalPresentation… constant names"
        case .invalidControllerKind(let v):
            "\(Self.quote(v)) is not a controller kind; accepted: "
                + ControllerKind.allCases.map(\.rawValue).joined(separator: ", ")
        case .invalidForwarding(let v):
            "\(Self.quote(v)) is not a forwarding mode; accepted: "
                + ChildForwarding.allCases.map(\.rawValue).joined(separator: ", ")
        case .invalidScreen(let v):
            "\(Self.quote(v)) is not a screen; accepted: main, external"
        case .invalidEnvironment(let v):
            "\(Self.quote(v)) is not an environment; accepted: "
                + Device.Environment.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }

    /// Values are echoed back shortened so a hostile megabyte-long name does not bloat the problem document.
    static func quote(_ v: String) -> String {
        var s = v.utf8.count > 64 ? String(v.prefix(64)) + "…" : v
        if s.isEmpty { s = "(empty)" }
        return "'" + s + "'"
    }
}
