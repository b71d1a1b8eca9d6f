import OrientationPolicy

/// The Interface Builder elements that are view controllers, with the engine's kind and the UIKit class each
/// stands for. Table and collection view controllers, AVKit's player, GLKit's and SwiftUI's hosting controller
/// are plain view controllers to the orientation rules; only the containers have kinds of their own.
enum ControllerElement {
    static let table: [String: (kind: ControllerKind, uikitClass: String)] = [
        "viewController": (.viewController, "UIViewController"),
        "tableViewController": (.viewController, "UITableViewController"),
        "collectionViewController": (.viewController, "UICollectionViewController"),
        "navigationController": (.navigationController, "UINavigationController"),
        "tabBarController": (.tabBarController, "UITabBarController"),
        "splitViewController": (.splitViewController, "UISplitViewController"),
        "pageViewController": (.pageViewController, "UIPageViewController"),
        "avPlayerViewController": (.viewController, "AVPlayerViewController"),
        "glkViewController": (.viewController, "GLKViewController"),
        "hostingController": (.viewController, "UIHostingController"),
    ]

    /// The kind and class of element `name`: one of the table, or any other element whose name ends in
    /// `ViewController` (a view controller of a framework this table does not know: `UIViewController` is all
    /// that can be said of it). `viewControllerPlaceholder` is a storyboard reference, not a controller, and
    /// objects such as `searchDisplayController` (an `NSObject`) do not end in `ViewController`.
    static func kind(of name: String) -> (kind: ControllerKind, uikitClass: String)? {
        if let known = table[name] { return known }
        if name.hasSuffix("ViewController") && name != "viewControllerPlaceholder" {
            return (.viewController, "UIViewController")
        }
        return nil
    }

    /// The relationship a xib's nested child has to its container, by position: xibs nest a container's
    /// children in `<viewControllers>` instead of drawing relationship segues.
    static func nestedRelationship(container: ControllerKind, index: Int) -> String {
        switch container {
        case .navigationController: index == 0 ? "rootViewController" : "viewControllers"
        case .splitViewController: index == 0 ? "masterViewController" : index == 1 ? "detailViewController" : "viewControllers"
        default: "viewControllers"
        }
    }
}
