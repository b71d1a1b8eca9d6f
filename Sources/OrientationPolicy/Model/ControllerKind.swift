/// The UIKit class a controller is (or subclasses).
public enum ControllerKind: String, Sendable, Hashable, CaseIterable {
    /// `UIViewController`.
    case viewController
    /// `UINavigationController`: `viewControllers` is its stack, the last is `topViewController`.
    case navigationController
    /// `UITabBarController`: `viewControllers` are its tabs, `selectedIndex` picks one.
    case tabBarController
    /// `UISplitViewController`: `viewControllers` are its columns.
    case splitViewController
    /// `UIPageViewController`: `viewControllers` are the pages on screen.
    case pageViewController

    /// Whether UIKit treats the class as a container of child controllers.
    public var isContainer: Bool { self != .viewController }

    /// The UIKit class name, used in exception texts when a controller has no name of its own.
    public var uikitClassName: String {
        switch self {
        case .viewController: "UIViewController"
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        case .splitViewController: "UISplitViewController"
        case .pageViewController: "UIPageViewController"
        }
    }
}
