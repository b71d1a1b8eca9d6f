/// A timeline to replay (`POST /v1/simulate`): an initial app state and ordered events. `run()`
/// replays it with the engine's decision blocks (`Policy.state(of:)`, `Policy.rotation`,
/// `Policy.presentationOrientation`, `Policy.presentationBehaviour`, `Policy.launchOrientation`) and reports
/// every notification, query and callback, stopping at the first exception.
public struct Timeline: Sendable, Hashable {
    /// The initial state. `interfaceOrientation` nil: the launch orientation from the rules (as `decide`);
    /// `deviceOrientation` nil: the device is held the way the interface is.
    public var scenario: Scenario
    public var events: [TimelineEvent]
    /// App observers of `UIDeviceOrientationDidChangeNotification` (the View Controller Programming Guide's alternate landscape interface).
    public var observers: [TimelineObserver]
    public var screens: TimelineScreens
    /// The SDK the app was linked against (`dyld_program_sdk_at_least`); nil: the system version. Only the
    /// iOS 16 `UIDevice` orientation shim reads it.
    public var linkedAgainst: SystemVersion?

    public init(
        scenario: Scenario, events: [TimelineEvent], observers: [TimelineObserver] = [],
        screens: TimelineScreens = TimelineScreens(), linkedAgainst: SystemVersion? = nil
    ) {
        self.scenario = scenario
        self.events = events
        self.observers = observers
        self.screens = screens
        self.linkedAgainst = linkedAgainst
    }

    /// `attemptRotationToDeviceOrientation` exists from iOS 5.0 (UIViewController.h).
    public static let attemptRotationSince = SystemVersion(5, 0)
    /// `viewWillLayoutSubviews` exists from iOS 5.0 (UIViewController.h).
    public static let viewWillLayoutSubviewsSince = SystemVersion(5, 0)
    /// Size-based transitions replace the legacy rotation callbacks from iOS 8.
    public static let sizeTransitionsSince = SystemVersion(8, 0)
    /// The console text of `-[UIDevice setOrientation:]` from iOS 16 (decompiled).
    public static let deviceOrientationBugInClient =
        "BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
}

/// Screen sizes (portrait, in points) and the rotation animation duration. Defaults are documented choices: a
/// 4.7-inch iPhone (375x667), a 9.7-inch iPad (768x1024), a 1080p external display (1920x1080, landscape, never
/// turns), and `statusBarOrientationAnimationDuration` 0.3 s on phone / 0.4 s on pad, the commonly quoted
/// values (not verified in any source); the header says it "should be doubled for a 180 degree
/// orientation change".
public struct TimelineScreens: Sendable, Hashable {
    public var phone: ScreenSize
    public var pad: ScreenSize
    public var external: ScreenSize
    public var phoneRotationDuration: Double
    public var padRotationDuration: Double

    public init(
        phone: ScreenSize = ScreenSize(width: 375, height: 667), pad: ScreenSize = ScreenSize(width: 768, height: 1024),
        external: ScreenSize = ScreenSize(width: 1920, height: 1080), phoneRotationDuration: Double = 0.3,
        padRotationDuration: Double = 0.4
    ) {
        self.phone = phone
        self.pad = pad
        self.external = external
        self.phoneRotationDuration = phoneRotationDuration
        self.padRotationDuration = padRotationDuration
    }

    /// The main screen's portrait size for an idiom.
    public func mainScreen(_ idiom: Idiom) -> ScreenSize { idiom == .phone ? phone : pad }

    /// The interface-oriented size of the main screen: width and height swap in landscape.
    public func bounds(_ idiom: Idiom, _ o: InterfaceOrientation) -> ScreenSize {
        let s = mainScreen(idiom)
        return o.isLandscape ? s.swapped : s
    }

    /// The rotation duration from `a` to `b`: the 90-degree duration, doubled for a 180-degree turn.
    public func rotationDuration(_ idiom: Idiom, from a: InterfaceOrientation, to b: InterfaceOrientation) -> Double {
        let base = idiom == .phone ? phoneRotationDuration : padRotationDuration
        return Timeline.isHalfTurn(from: a, to: b) ? base * 2 : base
    }
}

extension Timeline {
    /// True for a 180-degree turn (portrait <-> upside down, landscape left <-> right).
    public static func isHalfTurn(from a: InterfaceOrientation, to b: InterfaceOrientation) -> Bool {
        a != b && a.isValid && b.isValid && a.isPortrait == b.isPortrait
    }

    /// Every path at which a controller named `name` sits, across all windows (children, hidden stack entries
    /// and presented controllers included).
    public static func paths(named name: String, in scenario: Scenario) -> [ControllerPath] {
        var found: [ControllerPath] = []
        for w in scenario.windows.indices {
            guard let root = scenario.windows[w].rootViewController else { continue }
            var steps: [ControllerPath.Step] = []
            collect(root, name, w, &steps, &found)
        }
        return found
    }

    static func collect(
        _ vc: ViewController, _ name: String, _ w: Int, _ steps: inout [ControllerPath.Step], _ found: inout [ControllerPath]
    ) {
        if vc.name == name { found.append(ControllerPath(window: w, steps: steps)) }
        for i in vc.viewControllers.indices {
            steps.append(.child(i))
            collect(vc.viewControllers[i], name, w, &steps, &found)
            steps.removeLast()
        }
        if let p = vc.presentedViewController {
            steps.append(.presented)
            collect(p, name, w, &steps, &found)
            steps.removeLast()
        }
    }
}
