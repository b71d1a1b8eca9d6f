/// How a container subclass (or category) answers the orientation queries, beyond UIKit's default.
///
/// From iOS 6, "iOS containers (such as UINavigationController) do not consult their children to determine
/// whether they should autorotate" (iOS 6 release notes). Apps that want the child to decide subclass the
/// container and forward; this enum says which child they forward to.
public enum ChildForwarding: String, Sendable, Hashable, CaseIterable {
    /// UIKit's default on iOS 6+: the container answers for itself.
    case none
    /// A navigation controller that forwards all three queries to `topViewController`.
    case topViewController
    /// A navigation controller that forwards to `visibleViewController` (the top one, or what it presents).
    case visibleViewController
    /// A tab bar controller that forwards to `selectedViewController`.
    case selectedViewController
    /// Answers with the intersection of all children: the iOS 5 tab bar rule, and what the Big Nerd Ranch guide describes.
    case allChildren
}
