/// One thing that happens to the app in a timeline. Controllers are addressed by `name`; an unknown or
/// ambiguous name is refused with a `TimelineError` naming the event and the field.
public enum TimelineEvent: Sendable, Hashable {
    /// The device reports a new orientation (any of the 7 `UIDeviceOrientation` values). UIKit posts
    /// `UIDeviceOrientationDidChangeNotification` and autorotates when the effective mask allows (Supporting Multiple Interface Orientations).
    case deviceOrientation(DeviceOrientation)
    /// `[from presentViewController:controller animated:]` with `style` (nil: the controller's own
    /// `modalPresentationStyle`, else UIKit's default for the version).
    case present(ViewController, from: String, style: ModalPresentationStyle?, animated: Bool)
    /// `[name dismissViewControllerAnimated:]`: dismisses what `name` presents, or else `name` itself (or the
    /// presented container it lives in), as UIKit does.
    case dismiss(String, animated: Bool)
    /// `[navigationController pushViewController:controller animated:]`.
    case push(ViewController, onto: String, animated: Bool)
    /// `[navigationController popViewControllerAnimated:]`.
    case pop(String, animated: Bool)
    /// `tabBarController.selectedIndex = index`.
    case selectTab(String, index: Int)
    /// The app changes a controller's answers, then tells UIKit (`attemptRotationToDeviceOrientation` on 5-15,
    /// `setNeedsUpdateOfSupportedInterfaceOrientations` on 16+).
    case updateAnswers(String, AnswerChange, then: OrientationUpdate?)
    /// `[[UIDevice currentDevice] setValue:@(o) forKey:@"orientation"]`, the private KVC hack.
    case setDeviceOrientationValue(DeviceOrientation)
    /// `[windowScene requestGeometryUpdate:[[UIWindowSceneGeometryPreferencesIOS alloc] initWithInterfaceOrientations:mask] errorHandler:]` (16+).
    case requestGeometryUpdate(InterfaceOrientationMask)
    /// `[UIApplication.sharedApplication setStatusBarOrientation:o animated:]`.
    case setStatusBarOrientation(InterfaceOrientation, animated: Bool)
    /// An external display is connected; `window` is the window the app then creates for it, if any.
    case connectScreen(Window?)
    /// The external display is disconnected.
    case disconnectScreen
    /// `[windows[i] makeKeyWindow]`.
    case makeKeyWindow(Int)
    /// `windows[i].hidden = NO`.
    case showWindow(Int)
    /// `windows[i].hidden = YES`.
    case hideWindow(Int)
    /// The app launches with the current scenario (launch orientation from Info.plist, then the root decides).
    case launch

    /// The event's wire name (`type` in `/v1/simulate`).
    public var kind: Kind {
        switch self {
        case .deviceOrientation: .deviceOrientation
        case .present: .present
        case .dismiss: .dismiss
        case .push: .push
        case .pop: .pop
        case .selectTab: .selectTab
        case .updateAnswers: .updateAnswers
        case .setDeviceOrientationValue: .setDeviceOrientationValue
        case .requestGeometryUpdate: .requestGeometryUpdate
        case .setStatusBarOrientation: .setStatusBarOrientation
        case .connectScreen: .connectScreen
        case .disconnectScreen: .disconnectScreen
        case .makeKeyWindow: .makeKeyWindow
        case .showWindow: .showWindow
        case .hideWindow: .hideWindow
        case .launch: .launch
        }
    }

    /// Event type names, as written in requests and responses.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case deviceOrientation, present, dismiss, push, pop, selectTab, updateAnswers, setDeviceOrientationValue
        case requestGeometryUpdate, setStatusBarOrientation, connectScreen, disconnectScreen, makeKeyWindow
        case showWindow, hideWindow, launch
    }
}

/// New answers for a controller; nil fields are left as they are.
public struct AnswerChange: Sendable, Hashable {
    public var supportedInterfaceOrientations: InterfaceOrientationMask?
    public var shouldAutorotate: Bool?
    public var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
    public var shouldAutorotateToInterfaceOrientation: InterfaceOrientationMask?

    public init(
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil, shouldAutorotate: Bool? = nil,
        preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil,
        shouldAutorotateToInterfaceOrientation: InterfaceOrientationMask? = nil
    ) {
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.shouldAutorotate = shouldAutorotate
        self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
        self.shouldAutorotateToInterfaceOrientation = shouldAutorotateToInterfaceOrientation
    }

    /// `vc` with the changed answers applied.
    public func applied(to vc: ViewController) -> ViewController {
        var c = vc
        if let m = supportedInterfaceOrientations { c.supportedInterfaceOrientations = m }
        if let s = shouldAutorotate { c.shouldAutorotate = s }
        if let p = preferredInterfaceOrientationForPresentation { c.preferredInterfaceOrientationForPresentation = p }
        if let l = shouldAutorotateToInterfaceOrientation { c.shouldAutorotateToInterfaceOrientation = l }
        return c
    }
}

/// How the app tells UIKit that its answers changed.
public enum OrientationUpdate: String, Sendable, Hashable, CaseIterable {
    /// `+[UIViewController attemptRotationToDeviceOrientation]` (iOS 5.0-16.0): rotate to the device
    /// orientation if now allowed (UIViewController.h).
    case attemptRotationToDeviceOrientation
    /// `-[UIViewController setNeedsUpdateOfSupportedInterfaceOrientations]` (iOS 16+).
    case setNeedsUpdateOfSupportedInterfaceOrientations
    /// Nothing: the new answers take effect at the next rotation or presentation.
    case none

    /// The call an app makes on a version when the request names none: attempt on 5-15, setNeedsUpdate on 16+,
    /// nothing before iOS 5 (iPadOS 16 release notes: attempt "has been deprecated and replaced").
    public static func `default`(for version: SystemVersion) -> OrientationUpdate {
        if version >= Policy.modernUIKit { return .setNeedsUpdateOfSupportedInterfaceOrientations }
        if version >= Timeline.attemptRotationSince { return .attemptRotationToDeviceOrientation }
        return .none
    }
}

/// An app-side observer of `UIDeviceOrientationDidChangeNotification` that presents or dismisses a controller,
/// as the View Controller Programming Guide's "alternate landscape interface" (listing 8-4: `orientationChanged:` presents the landscape
/// controller when the device turns to landscape and dismisses it on portrait, guarded by
/// `isShowingLandscapeView`). The guard is modelled by the action itself: a `present` is skipped when a
/// controller with that name is already on screen, a `dismiss` when the named controller is not.
public struct TimelineObserver: Sendable, Hashable {
    /// Which device orientations trigger the action.
    public enum Condition: Sendable, Hashable {
        /// `UIDeviceOrientationIsPortrait`.
        case portrait
        /// `UIDeviceOrientationIsLandscape`.
        case landscape
        /// `UIDeviceOrientationIsFlat`.
        case flat
        /// Exactly this device orientation.
        case orientation(DeviceOrientation)
        /// Every notification.
        case any

        public func matches(_ d: DeviceOrientation) -> Bool {
            switch self {
            case .portrait: d.isPortrait
            case .landscape: d.isLandscape
            case .flat: d.isFlat
            case .orientation(let o): d == o
            case .any: true
            }
        }
    }

    public var when: Condition
    /// The action: any event except those that change the device orientation (which would re-post the
    /// notification from inside its own observer).
    public var action: TimelineEvent

    public init(when: Condition, action: TimelineEvent) {
        self.when = when
        self.action = action
    }
}
