/// A `return` of `UIInterfaceOrientationUnknown` (Swift `.unknown`, Objective-C `UIInterfaceOrientationUnknown` or
/// `0`) in a method UIKit asks for the orientation to present in: an override of
/// `preferredInterfaceOrientationForPresentation` (a category's too) or a container delegate's
/// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)` /
/// `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)`. Unknown is in no mask (a mask's bits are
/// `1 << orientation` for the four real orientations), so whenever UIKit takes this answer for a full-screen
/// presentation it raises `UIApplicationInvalidInterfaceOrientation` (listenzz/HBDNavigationBar#88: a navigation
/// controller's delegate answered unknown when no proxied delegate answered).
package struct ImportedUnknownPreferredOrientation: Sendable, Hashable {
    /// The class (or category's class) whose method it is.
    package var inClass: String?
    /// The member as Swift names it: `preferredInterfaceOrientationForPresentation`,
    /// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)` or
    /// `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)`.
    package var member: String
    /// The `return` statement.
    package var location: SourceLocation

    package init(inClass: String?, member: String, location: SourceLocation) {
        self.inClass = inClass
        self.member = member
        self.location = location
    }

    /// The Swift name of a method answering the presentation orientation, from its name and first argument label
    /// (nil for any other method).
    static func member(swiftName name: String, parameterCount: Int) -> String? {
        switch (name, parameterCount) {
        case ("preferredInterfaceOrientationForPresentation", 0): name
        case ("navigationControllerPreferredInterfaceOrientationForPresentation", 1),
            ("tabBarControllerPreferredInterfaceOrientationForPresentation", 1):
            name + "(_:)"
        default: nil
        }
    }

    /// The Swift name of an Objective-C selector answering the presentation orientation (nil for any other).
    static func member(selector: String) -> String? {
        switch selector {
        case "preferredInterfaceOrientationForPresentation": selector
        case "navigationControllerPreferredInterfaceOrientationForPresentation:",
            "tabBarControllerPreferredInterfaceOrientationForPresentation:":
            String(selector.dropLast()) + "(_:)"
        default: nil
        }
    }
}
