import OrientationPolicy

/// `bench/requests/decide.json` built directly as engine values, so the engine benchmark does not depend on any
/// codec: an iPhone without a home button on iOS 17.4; Info.plist allows all but upside-down; a tab bar
/// (forwarding to the selected tab) of three navigation controllers; tab 1's stack presents a landscape-only
/// player full screen; the device has just turned to landscapeLeft.
enum BenchmarkScenario {
    static func make() -> Scenario {
        let player = ViewController(
            name: "PlayerViewController",
            supportedInterfaceOrientations: .landscape,
            shouldAutorotate: true,
            preferredInterfaceOrientationForPresentation: .landscapeRight,
            modalPresentationStyle: .fullScreen
        )
        let feed = ViewController(
            name: "FeedNavigationController", kind: .navigationController, forwarding: .topViewController,
            viewControllers: [
                ViewController(name: "FeedViewController", supportedInterfaceOrientations: .portrait),
                ViewController(name: "PostViewController", supportedInterfaceOrientations: .allButUpsideDown),
            ]
        )
        let video = ViewController(
            name: "VideoNavigationController", kind: .navigationController, forwarding: .topViewController,
            viewControllers: [
                ViewController(
                    name: "VideoListViewController", supportedInterfaceOrientations: .portrait, shouldAutorotate: true),
                ViewController(
                    name: "VideoDetailViewController",
                    supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight]),
            ],
            presentedViewController: player
        )
        let settings = ViewController(
            name: "SettingsNavigationController", kind: .navigationController,
            viewControllers: [ViewController(name: "SettingsViewController", supportedInterfaceOrientations: .portrait)]
        )
        let tabs = ViewController(
            name: "MainTabBarController", kind: .tabBarController, forwarding: .selectedViewController,
            viewControllers: [feed, video, settings], selectedIndex: 1
        )
        return Scenario(
            device: Device(
                idiom: .phone, systemVersion: SystemVersion(17, 4), hasHomeButton: false, supportsMultitasking: false),
            app: App(
                infoPlist: InfoPlist(
                    supportedInterfaceOrientations: [.portrait, .landscapeLeft, .landscapeRight],
                    requiresFullScreen: false
                ),
                legacyAutorotationBridge: false
            ),
            windows: [Window(rootViewController: tabs)],
            windowsFromArray: false,
            interfaceOrientation: .portrait,
            deviceOrientation: .landscapeLeft
        )
    }

    /// `bench/requests/simulate.json` as engine values: the benchmark scenario without a reported device
    /// orientation, then six events (rotations, a tab switch, the player's dismissal).
    static func timeline() -> Timeline {
        var scenario = make()
        scenario.deviceOrientation = nil
        return Timeline(
            scenario: scenario,
            events: [
                .deviceOrientation(.landscapeLeft),
                .deviceOrientation(.portrait),
                .selectTab("MainTabBarController", index: 0),
                .deviceOrientation(.landscapeRight),
                .dismiss("PlayerViewController", animated: true),
                .deviceOrientation(.portrait),
            ])
    }
}
