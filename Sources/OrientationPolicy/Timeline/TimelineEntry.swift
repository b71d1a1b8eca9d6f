/// What one event did: the response item of `/v1/simulate` for that event.
public struct TimelineEntry: Sendable, Hashable {
    /// What became of the event.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        /// UIKit acted on it (whether or not the interface turned).
        case applied
        /// UIKit received it and did nothing (no change, already presented, nothing to pop, ...).
        case ignored
        /// The API does not exist, or no longer works, on this version.
        case unavailable
        /// The request was refused with an error delivered to the app (`requestGeometryUpdate`).
        case denied
        /// UIKit raised: the timeline stops here.
        case exception
    }

    /// The event's position in the request's `events`.
    public var index: Int
    public var kind: TimelineEvent.Kind
    public var status: Status
    public var interfaceOrientationBefore: InterfaceOrientation
    public var interfaceOrientationAfter: InterfaceOrientation
    public var statusBarOrientation: InterfaceOrientation
    public var deviceOrientation: DeviceOrientation
    /// The effective mask of the deciding window after the event.
    public var supportedInterfaceOrientations: InterfaceOrientationMask
    /// The top-most full-screen controller of the deciding window after the event.
    public var topmostViewController: ControllerReference?
    public var windows: [WindowSnapshot]
    /// Notifications posted, in order.
    public var notifications: [TimelineNotification]
    /// Orientation queries UIKit made, in order.
    public var queries: [OrientationQuery]
    /// Callbacks delivered, in order.
    public var callbacks: [RotationCallback]
    /// Console messages UIKit logs (os_log), verbatim.
    public var logs: [String]
    /// An error delivered to an error handler.
    public var error: SceneError?
    /// The exception UIKit raised, if any (then this is the last entry).
    public var exception: UIKitException?
    public var explanation: [ExplanationStep]

    public init(
        index: Int, kind: TimelineEvent.Kind, status: Status, interfaceOrientationBefore: InterfaceOrientation,
        interfaceOrientationAfter: InterfaceOrientation, statusBarOrientation: InterfaceOrientation,
        deviceOrientation: DeviceOrientation, supportedInterfaceOrientations: InterfaceOrientationMask,
        topmostViewController: ControllerReference?, windows: [WindowSnapshot], notifications: [TimelineNotification],
        queries: [OrientationQuery], callbacks: [RotationCallback], logs: [String], error: SceneError?,
        exception: UIKitException?, explanation: [ExplanationStep]
    ) {
        self.index = index
        self.kind = kind
        self.status = status
        self.interfaceOrientationBefore = interfaceOrientationBefore
        self.interfaceOrientationAfter = interfaceOrientationAfter
        self.statusBarOrientation = statusBarOrientation
        self.deviceOrientation = deviceOrientation
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.topmostViewController = topmostViewController
        self.windows = windows
        self.notifications = notifications
        self.queries = queries
        self.callbacks = callbacks
        self.logs = logs
        self.error = error
        self.exception = exception
        self.explanation = explanation
    }
}

/// The result of a timeline: one entry per event run, stopping at the first exception.
public struct TimelineResult: Sendable, Hashable {
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        /// Every event ran.
        case completed
        /// UIKit raised at the last entry's event; later events did not run.
        case exception
        /// The app never started: built with the iOS 27 SDK without a scene configuration, on iOS 27
        /// (`Policy.failsToLaunchWithoutScenes`); no event ran.
        case doesNotLaunch
    }

    public var outcome: Outcome
    /// The interface orientation before the first event (the request's, or the launch orientation).
    public var initialInterfaceOrientation: InterfaceOrientation
    public var initialDeviceOrientation: DeviceOrientation
    public var entries: [TimelineEntry]
    public var interfaceOrientation: InterfaceOrientation
    public var statusBarOrientation: InterfaceOrientation
    public var deviceOrientation: DeviceOrientation
    /// The iOS version simulated: each step's certainty is judged on it.
    public var systemVersion: SystemVersion

    public init(
        outcome: Outcome, initialInterfaceOrientation: InterfaceOrientation, initialDeviceOrientation: DeviceOrientation,
        entries: [TimelineEntry], interfaceOrientation: InterfaceOrientation, statusBarOrientation: InterfaceOrientation,
        deviceOrientation: DeviceOrientation, systemVersion: SystemVersion = .newestModelled
    ) {
        self.outcome = outcome
        self.initialInterfaceOrientation = initialInterfaceOrientation
        self.initialDeviceOrientation = initialDeviceOrientation
        self.entries = entries
        self.interfaceOrientation = interfaceOrientation
        self.statusBarOrientation = statusBarOrientation
        self.deviceOrientation = deviceOrientation
        self.systemVersion = systemVersion
    }
}
