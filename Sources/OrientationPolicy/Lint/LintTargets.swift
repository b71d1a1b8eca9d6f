extension Lint {
    /// The targets checked when the request names none: a phone and a pad on the oldest era the engine models
    /// with its own rules (iOS 5.1, the last `shouldAutorotateToInterfaceOrientation:` release), on iOS 6.0 (the
    /// iOS 6 rules and the old exception texts, where the Habr article's Game Center crash appears) and on the newest
    /// version (27.0). The 27.0 phone has no home button (every current iPhone flagship uses Face ID); the other
    /// phones have one. Pads can multitask (irrelevant before iOS 9).
    ///
    /// Then the iOS 27 environments (`environmentTargets`): an iPhone app on an iPad, an iPhone app in iPhone
    /// Mirroring, an iPad app in a resizable window.
    public static let defaultTargets: [Device] =
        [
            Device(idiom: .phone, systemVersion: SystemVersion(5, 1), hasHomeButton: true, supportsMultitasking: false),
            Device(idiom: .pad, systemVersion: SystemVersion(5, 1), hasHomeButton: true, supportsMultitasking: false),
            Device(idiom: .phone, systemVersion: SystemVersion(6, 0), hasHomeButton: true, supportsMultitasking: false),
            Device(idiom: .pad, systemVersion: SystemVersion(6, 0), hasHomeButton: true, supportsMultitasking: false),
            Device(idiom: .phone, systemVersion: .newestModelled, hasHomeButton: false, supportsMultitasking: false),
            Device(idiom: .pad, systemVersion: .newestModelled, hasHomeButton: true, supportsMultitasking: true),
        ] + environmentTargets

    /// The default bound on explored states (one state = a target, a controller-tree variant, a current interface
    /// orientation or launch, and a device orientation or none).
    public static let defaultMaxStates = 20_000
    /// The largest bound a request may ask for.
    public static let maximumMaxStates = 200_000
}
