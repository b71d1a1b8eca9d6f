/// Why a timeline cannot be run as written: a request error (HTTP 422 with a JSON Pointer built from
/// `observer`, `event` and `field`), never a UIKit behaviour.
public struct TimelineError: Error, Sendable, Hashable {
    /// Stable machine-readable codes.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// No controller with that name is on screen at that point of the timeline.
        case unknownController = "unknown-controller"
        /// Several controllers share the name.
        case ambiguousController = "ambiguous-controller"
        /// A controller with that name is already in the hierarchy (names identify controllers).
        case duplicateController = "duplicate-controller"
        /// `push`/`pop` on something that is not a navigation controller.
        case notANavigationController = "not-a-navigation-controller"
        /// `selectTab` on something that is not a tab bar controller.
        case notATabBarController = "not-a-tab-bar-controller"
        /// `selectTab` index outside the tabs.
        case tabIndexOutOfRange = "tab-index-out-of-range"
        /// A window index outside `windows`.
        case windowIndexOutOfRange = "window-index-out-of-range"
        /// An observer action that would change the device orientation from inside its own notification.
        case observerActionNotAllowed = "observer-action-not-allowed"
    }

    public var code: Code
    /// The index in `events` (nil for an observer's own action when it is not tied to an event).
    public var event: Int?
    /// The index in `observers` when the offending field is an observer action's.
    public var observer: Int?
    /// The offending field of the event (or of the observer's `action`), e.g. `from`, `controller`, `index`.
    public var field: String
    public var message: String

    public init(_ code: Code, event: Int?, observer: Int? = nil, field: String, _ message: String) {
        self.code = code
        self.event = event
        self.observer = observer
        self.field = field
        self.message = message
    }
}
