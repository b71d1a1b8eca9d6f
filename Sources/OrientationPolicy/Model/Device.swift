/// The device a scenario runs on.
public struct Device: Sendable, Hashable {
    /// The interface idiom (the API default: phone).
    public var idiom: Idiom
    /// The iOS version (the API default: the newest version modelled).
    public var systemVersion: SystemVersion
    /// False for Face ID phones, which never support upside-down: "iOS devices without a Home button, such as
    /// iPhone 12, don't support this orientation" (Apple doc, `supportedInterfaceOrientations`).
    public var hasHomeButton: Bool
    /// Whether the iPad can multitask (Split View / Slide Over); iPad 2 and iPad Retina cannot
    /// (openradar 22887620). Only meaningful on pads from iOS 9.
    public var supportsMultitasking: Bool
    /// Where the app's scene runs (`Environment`); nil: not said, decided as before iOS 27 named environments.
    public var environment: Environment?

    public init(
        idiom: Idiom = .phone,
        systemVersion: SystemVersion = .newestModelled,
        hasHomeButton: Bool = true,
        supportsMultitasking: Bool = true,
        environment: Environment? = nil
    ) {
        self.idiom = idiom
        self.systemVersion = systemVersion
        self.hasHomeButton = hasHomeButton
        self.supportsMultitasking = supportsMultitasking
        self.environment = environment
    }

    /// The era whose rules apply.
    public var era: Era { Era(systemVersion) }
}
