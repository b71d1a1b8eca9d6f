/// One app state to evaluate: the input of `decide` (the API `POST /v1/decide`), and the initial state of a
/// timeline.
public struct Scenario: Sendable, Hashable {
    public var device: Device
    public var app: App
    /// The app's windows; the API's single `window` is a one-element array. `windowsFromArray` records which
    /// spelling the request used so paths in responses read like the request.
    public var windows: [Window]
    /// True when the request used `windows: [...]`, false for `window: {...}`.
    public var windowsFromArray: Bool
    /// The current interface orientation; nil means "the launch orientation from the rules".
    public var interfaceOrientation: InterfaceOrientation?
    /// The device orientation that was just reported, if any.
    public var deviceOrientation: DeviceOrientation?

    public init(
        device: Device = Device(),
        app: App = App(),
        windows: [Window] = [Window()],
        windowsFromArray: Bool = false,
        interfaceOrientation: InterfaceOrientation? = nil,
        deviceOrientation: DeviceOrientation? = nil
    ) {
        self.device = device
        self.app = app
        self.windows = windows
        self.windowsFromArray = windowsFromArray
        self.interfaceOrientation = interfaceOrientation
        self.deviceOrientation = deviceOrientation
    }
}
