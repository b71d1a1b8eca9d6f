extension TimelineSimulator {
    /// The entry being built: what the event being replayed has produced so far (where it stands, its status,
    /// and what UIKit posted, asked, called and logged). The simulator resets it before each event and copies it
    /// into that event's `TimelineEntry`; resetting keeps the arrays' capacity, so a long timeline reuses them.
    struct EntryDraft {
        /// The event being replayed, for error messages.
        var eventIndex = 0
        /// The observer of `UIDeviceOrientationDidChangeNotification` running, if any.
        var observerIndex: Int?
        var status: TimelineEntry.Status = .applied
        var notifications: [TimelineNotification] = []
        var queries: [OrientationQuery] = []
        var callbacks: [RotationCallback] = []
        var logs: [String] = []
        var steps: [ExplanationStep] = []
        var sceneError: SceneError?
        var exception: UIKitException?
        /// Set when the event changed which controllers are on screen: only then can a controller that missed a
        /// rotation reappear (a turn updates every controller on screen), so only then is the layout check run.
        var hierarchyChanged = false

        /// Clears the draft for the next event, keeping the arrays' storage.
        mutating func reset() {
            eventIndex = 0
            observerIndex = nil
            status = .applied
            notifications.removeAll(keepingCapacity: true)
            queries.removeAll(keepingCapacity: true)
            callbacks.removeAll(keepingCapacity: true)
            logs.removeAll(keepingCapacity: true)
            steps.removeAll(keepingCapacity: true)
            sceneError = nil
            exception = nil
            hierarchyChanged = false
        }
    }
}
