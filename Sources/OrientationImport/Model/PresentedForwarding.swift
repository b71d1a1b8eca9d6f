/// Which of a class's orientation overrides first answer with the controller it presents: `if let
/// presentedViewController { return presentedViewController.supportedInterfaceOrientations }`, `guard let`,
/// `presentedViewController?.supportedInterfaceOrientations ?? ...`, Objective-C's `if (self.presentedViewController)
/// { return [self.presentedViewController supportedInterfaceOrientations]; }`. UIKit asks the top-most
/// full-screen controller (UIViewController supportedInterfaceOrientations, Apple Developer Documentation), and a
/// sheet or popover does not cover its presenter (UIViewController modalPresentationStyle), so apps write this to let
/// the presented controller decide. The override's own value (`OrientationOverrides`) is what the rest of its body
/// returns when nothing is presented. Each member is the override's location; nil when it does not forward.
package struct PresentedForwarding: Sendable, Hashable {
    package var supportedInterfaceOrientations: SourceLocation?
    package var shouldAutorotate: SourceLocation?
    package var preferredInterfaceOrientationForPresentation: SourceLocation?

    package init(
        supportedInterfaceOrientations: SourceLocation? = nil, shouldAutorotate: SourceLocation? = nil,
        preferredInterfaceOrientationForPresentation: SourceLocation? = nil
    ) {
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.shouldAutorotate = shouldAutorotate
        self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
    }

    /// The first forwarding override, in the order the engine's queries matter most (the mask first): the
    /// provenance of `forwardsToPresentedViewController`. Nil when no override forwards.
    package var location: SourceLocation? {
        supportedInterfaceOrientations ?? shouldAutorotate ?? preferredInterfaceOrientationForPresentation
    }
}

extension OrientationOverrides {
    /// Records one modern override's body, read by `read` (whether it first answers with the presented controller,
    /// and what the rest returns), unless the member was already read: with `#if` branches declaring it twice,
    /// the first declaration wins. The Swift and Objective-C recognisers both record through here.
    mutating func record<V>(
        _ value: WritableKeyPath<OrientationOverrides, Located<ImportedValue<V>>?>,
        forwarding: WritableKeyPath<PresentedForwarding, SourceLocation?>, at location: SourceLocation,
        read: () -> (forwards: Bool, value: ImportedValue<V>?)
    ) {
        guard self[keyPath: value] == nil, forwardsToPresented[keyPath: forwarding] == nil else { return }
        let (forwards, read) = read()
        if forwards { forwardsToPresented[keyPath: forwarding] = location }
        if let read { self[keyPath: value] = Located(read, at: location) }
    }
}
