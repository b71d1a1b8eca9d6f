/// The controllers of a scenario as the rules read them: a node's answers, its children and what it presents. The
/// rules that walk controllers (`Policy.answers`, the presentation chain, the top-most full-screen controller) are
/// written once against this and read a `Scenario` (nodes are paths, read in place), a lone `ViewController` (paths
/// below it) and a `FlatScenario` (nodes are indices) alike; the compiler specializes each use.
protocol ControllerTree {
    associatedtype Node
    /// The node's scalar answers.
    func overrides(_ node: Node) -> ViewController.Overrides
    /// The node's class name as the request gives it (`ViewController.name`).
    func name(_ node: Node) -> String
    /// `viewControllers.count`.
    func childCount(_ node: Node) -> Int
    /// `viewControllers[i]`, `0 <= i < childCount(node)`.
    func child(_ node: Node, _ i: Int) -> Node
    /// `presentedViewController`.
    func presented(_ node: Node) -> Node?
}

extension ControllerTree {
    /// `ViewController.className`: the name, or the UIKit class of the kind when the name is missing or generic.
    func className(_ node: Node) -> String {
        ViewController.className(name: name(node), kind: overrides(node).kind)
    }

    /// The last child, nil when there is none.
    func lastChild(_ node: Node) -> Node? {
        let n = childCount(node)
        return n > 0 ? child(node, n - 1) : nil
    }
}

/// A whole scenario as `decide` reads it: the device, the app, the windows and their controllers.
protocol ScenarioModel: ControllerTree {
    var device: Device { get }
    var app: App { get }
    var windowsFromArray: Bool { get }
    var interfaceOrientation: InterfaceOrientation? { get }
    var deviceOrientation: DeviceOrientation? { get }
    var windowCount: Int { get }
    /// Window `w`'s values other than its controllers.
    func windowTraits(_ w: Int) -> WindowTraits
    /// Window `w`'s root view controller, nil when it has none.
    func rootViewController(ofWindow w: Int) -> Node?
    /// The same scenario as a `Scenario`, for the rules that decide a changed copy of it.
    var tree: Scenario { get }
}

/// A window's values other than its controllers.
struct WindowTraits {
    var isKeyWindow: Bool
    var screen: Window.Screen
    var isHidden: Bool
    var supportedInterfaceOrientationsForWindow: InterfaceOrientationMask?
    var supportedInterfaceOrientationsForWindowScene: InterfaceOrientationMask?
}

/// The tree form's node accessors, shared by a lone `ViewController` and a `Scenario`: a node is the controller itself.
extension ControllerTree where Node == ViewController {
    func overrides(_ node: ViewController) -> ViewController.Overrides { node.overrides }
    func name(_ node: ViewController) -> String { node.name }
    func childCount(_ node: ViewController) -> Int { node.viewControllers.count }
    func child(_ node: ViewController, _ i: Int) -> ViewController { node.viewControllers[i] }
    func presented(_ node: ViewController) -> ViewController? { node.presentedViewController }
}

extension ViewController: ControllerTree {
    /// Nodes are the controllers themselves (copies, each retaining its strings, children and presentation: the
    /// tree form's cost, which the flat form does not have).
    typealias Node = ViewController
}

extension Scenario: ScenarioModel {
    /// Nodes are the controllers themselves, as for a lone `ViewController`.
    typealias Node = ViewController

    var windowCount: Int { windows.count }

    func windowTraits(_ w: Int) -> WindowTraits {
        windows.withUnsafeBufferPointer { windows in
            WindowTraits(
                isKeyWindow: windows[w].isKeyWindow, screen: windows[w].screen, isHidden: windows[w].isHidden,
                supportedInterfaceOrientationsForWindow: windows[w].supportedInterfaceOrientationsForWindow,
                supportedInterfaceOrientationsForWindowScene: windows[w].supportedInterfaceOrientationsForWindowScene)
        }
    }

    func rootViewController(ofWindow w: Int) -> ViewController? { windows[w].rootViewController }

    var tree: Scenario { self }
}

extension FlatScenario: ScenarioModel {
    /// Nodes are indices into `controllers`.
    typealias Node = Int32

    var windowCount: Int { windows.count }

    func windowTraits(_ w: Int) -> WindowTraits {
        let window = windows[w]
        return WindowTraits(
            isKeyWindow: window.isKeyWindow, screen: window.screen, isHidden: window.isHidden,
            supportedInterfaceOrientationsForWindow: window.supportedInterfaceOrientationsForWindow,
            supportedInterfaceOrientationsForWindowScene: window.supportedInterfaceOrientationsForWindowScene)
    }

    func rootViewController(ofWindow w: Int) -> Int32? {
        let root = windows[w].rootViewController
        return root >= 0 ? root : nil
    }

    func overrides(_ node: Int32) -> ViewController.Overrides { controllers[Int(node)].overrides }
    func name(_ node: Int32) -> String { names[Int(node)] }
    func childCount(_ node: Int32) -> Int { Int(controllers[Int(node)].childCount) }
    func child(_ node: Int32, _ i: Int) -> Int32 {
        var c = controllers[Int(node)].firstChild
        for _ in 0..<i { c = controllers[Int(c)].nextSibling }
        return c
    }
    func presented(_ node: Int32) -> Int32? {
        let p = controllers[Int(node)].presented
        return p >= 0 ? p : nil
    }

    var tree: Scenario { scenario }
}
