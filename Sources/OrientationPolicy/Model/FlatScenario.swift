/// A scenario with its controllers in one array: each controller a record that names its first child, its next
/// sibling and the controller it presents by index, instead of a tree of `ViewController` values with an array of
/// children and a box for the presented controller each.
///
/// Why: `POST /v1/decide` builds a scenario from every request and destroys it again, and in the tree form that was
/// an allocation per container and per presentation, a retain and a release per reference, and a copy of every
/// controller as it was filled in, about half of the decoder's work (callgrind, BENCHMARKS.md). The API's streaming
/// decoder writes a request's controllers straight into this form, and the engine decides it as it decides a
/// `Scenario` (`Policy.decide(_:)`): both go through the same rules (`ScenarioModel`), so the answers are the same.
public struct FlatScenario: Sendable {
    /// One controller: `ViewController`'s overrides and its links, plain data (its name is in `names`, its callbacks
    /// in `implementedCallbacks`), so the array of them is built, copied and freed without a retain or release.
    public struct Controller: Sendable {
        /// `ViewController`'s scalar answers (`kind`, the masks, the forwarding, ...).
        public var overrides: ViewController.Overrides
        /// The index of the first child (`viewControllers[0]`), -1 when there is none.
        public var firstChild: Int32
        /// The index of the next child of this controller's parent, -1 when this is the last one.
        public var nextSibling: Int32
        /// The number of children.
        public var childCount: Int32
        /// The index of `presentedViewController`, -1 when nothing is presented.
        public var presented: Int32

        /// A controller that overrides nothing, with no children and no presentation: what `ViewController()` is.
        /// Inlinable: the API's decoder makes one per controller of a request.
        @inlinable public init() {
            overrides = ViewController.Overrides()
            firstChild = -1
            nextSibling = -1
            childCount = 0
            presented = -1
        }
    }

    /// A window: `Window`'s values, with its root view controller by index (-1: none).
    public struct Window: Sendable {
        public var rootViewController: Int32
        public var isKeyWindow: Bool
        public var screen: OrientationPolicy.Window.Screen
        public var isHidden: Bool
        public var windowLevel: Double
        public var supportedInterfaceOrientationsForWindow: InterfaceOrientationMask?
        public var supportedInterfaceOrientationsForWindowScene: InterfaceOrientationMask?

        /// `Window()`'s values, without a root view controller.
        @inlinable public init() {
            rootViewController = -1
            isKeyWindow = true
            screen = .main
            isHidden = false
            windowLevel = 0
            supportedInterfaceOrientationsForWindow = nil
            supportedInterfaceOrientationsForWindowScene = nil
        }
    }

    public var device: Device
    public var app: App
    public var windows: [Window]
    /// `Scenario.windowsFromArray`.
    public var windowsFromArray: Bool
    public var interfaceOrientation: InterfaceOrientation?
    public var deviceOrientation: DeviceOrientation?
    /// Every controller of every window; the links in the records and windows are indices into it.
    public var controllers: [Controller]
    /// `ViewController.name` of each controller, by the same index.
    public var names: [String]
    /// `ViewController.implementedCallbacks` of the controllers that give them, by index.
    public var implementedCallbacks: [Int32: Set<String>]

    public init(
        device: Device = Device(), app: App = App(), windows: [Window], windowsFromArray: Bool = false,
        interfaceOrientation: InterfaceOrientation? = nil, deviceOrientation: DeviceOrientation? = nil,
        controllers: [Controller], names: [String], implementedCallbacks: [Int32: Set<String>] = [:]
    ) {
        precondition(names.count == controllers.count, "one name per controller")
        self.names = names
        self.implementedCallbacks = implementedCallbacks
        self.device = device
        self.app = app
        self.windows = windows
        self.windowsFromArray = windowsFromArray
        self.interfaceOrientation = interfaceOrientation
        self.deviceOrientation = deviceOrientation
        self.controllers = controllers
    }

    /// The children of `controller`, in order.
    public func children(of controller: Int32) -> [Int32] {
        var list: [Int32] = []
        var c = controllers[Int(controller)].firstChild
        while c >= 0 {
            list.append(c)
            c = controllers[Int(c)].nextSibling
        }
        return list
    }
}

extension FlatScenario {
    /// The same scenario in the flat form: controllers in depth-first order (children, then the presented one).
    public init(_ scenario: Scenario) {
        var controllers: [Controller] = []
        var names: [String] = []
        var callbacks: [Int32: Set<String>] = [:]
        func add(_ vc: ViewController) -> Int32 {
            let index = Int32(controllers.count)
            var record = Controller()
            record.overrides = vc.overrides
            controllers.append(record)
            names.append(vc.name)
            if let c = vc.implementedCallbacks { callbacks[index] = c }
            var previous: Int32 = -1
            for child in vc.viewControllers {
                let c = add(child)
                if previous < 0 { controllers[Int(index)].firstChild = c } else { controllers[Int(previous)].nextSibling = c }
                controllers[Int(index)].childCount += 1
                previous = c
            }
            if let p = vc.presentedViewController { controllers[Int(index)].presented = add(p) }
            return index
        }
        let windows = scenario.windows.map { w -> Window in
            var flat = Window()
            flat.isKeyWindow = w.isKeyWindow
            flat.screen = w.screen
            flat.isHidden = w.isHidden
            flat.windowLevel = w.windowLevel
            flat.supportedInterfaceOrientationsForWindow = w.supportedInterfaceOrientationsForWindow
            flat.supportedInterfaceOrientationsForWindowScene = w.supportedInterfaceOrientationsForWindowScene
            if let root = w.rootViewController { flat.rootViewController = add(root) }
            return flat
        }
        self.init(
            device: scenario.device, app: scenario.app, windows: windows, windowsFromArray: scenario.windowsFromArray,
            interfaceOrientation: scenario.interfaceOrientation, deviceOrientation: scenario.deviceOrientation,
            controllers: controllers, names: names, implementedCallbacks: callbacks)
    }

    /// The same scenario as a tree of `ViewController` values (for the rules that decide a changed copy of it, the
    /// disputed claims' other answers, and for comparing with a scenario decoded the other way).
    public var scenario: Scenario {
        func tree(_ index: Int32) -> ViewController {
            let record = controllers[Int(index)]
            var vc = ViewController(name: names[Int(index)])
            vc.overrides = record.overrides
            vc.implementedCallbacks = implementedCallbacks[index]
            var children: [ViewController] = []
            var c = record.firstChild
            while c >= 0 {
                children.append(tree(c))
                c = controllers[Int(c)].nextSibling
            }
            vc.viewControllers = children
            if record.presented >= 0 { vc.presentedViewController = tree(record.presented) }
            return vc
        }
        return Scenario(
            device: device, app: app,
            windows: windows.map { w in
                OrientationPolicy.Window(
                    rootViewController: w.rootViewController >= 0 ? tree(w.rootViewController) : nil,
                    isKeyWindow: w.isKeyWindow, screen: w.screen, isHidden: w.isHidden, windowLevel: w.windowLevel,
                    supportedInterfaceOrientationsForWindow: w.supportedInterfaceOrientationsForWindow,
                    supportedInterfaceOrientationsForWindowScene: w.supportedInterfaceOrientationsForWindowScene)
            },
            windowsFromArray: windowsFromArray, interfaceOrientation: interfaceOrientation,
            deviceOrientation: deviceOrientation)
    }
}
