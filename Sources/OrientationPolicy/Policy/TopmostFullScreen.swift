/// How a presentation behaves for orientation on a device: whether the presented controller fills the window
/// (and so decides), and whether it got there by adaptation.
public struct PresentationBehaviour: Sendable, Hashable {
    /// The style after UIKit's default: nil in the request means `.fullScreen` before iOS 13 and `.automatic`
    /// (a page sheet for most controllers) from iOS 13.
    public var style: ModalPresentationStyle
    /// True when the presented controller is the new top-most full-screen controller.
    public var fillsWindow: Bool
    /// True for a page/form sheet (or `.automatic`) adapted to full screen on a compact-width phone before iOS 13.
    public var adaptedToFullScreen: Bool

    public init(style: ModalPresentationStyle, fillsWindow: Bool, adaptedToFullScreen: Bool) {
        self.style = style
        self.fillsWindow = fillsWindow
        self.adaptedToFullScreen = adaptedToFullScreen
    }
}

/// The controller whose answers decide in a window, and how it got there.
public struct TopmostFullScreenController: Sendable, Hashable {
    /// The deciding controller: the root, or the last presented controller that fills the window.
    public var controller: ViewController
    public var path: ControllerPath
    /// How the deciding controller was presented; nil when it is the root view controller.
    public var presentation: PresentationBehaviour?
    /// Presentations above the deciding controller that do not fill the window (sheets, popovers, current
    /// context, custom): they defer to their presenter.
    public var deferringPresentations: Int
    /// The style of the first deferring presentation above the deciding controller, if any (for explanations).
    public var firstDeferringStyle: ModalPresentationStyle?
    /// Earlier full-screen controllers still visible under an over-full-screen chain ending at `controller`
    /// (nearest first): modern UIKit ANDs their masks (`_viewControllersWhoseOrientationsMustCoincide`).
    public var controllersWhoseOrientationsMustCoincide: [ViewController]

    /// True when the deciding controller was presented (not the root).
    public var isPresented: Bool { presentation != nil }

    public init(
        controller: ViewController, path: ControllerPath, presentation: PresentationBehaviour?,
        deferringPresentations: Int = 0, firstDeferringStyle: ModalPresentationStyle? = nil,
        controllersWhoseOrientationsMustCoincide: [ViewController] = []
    ) {
        self.controller = controller
        self.path = path
        self.presentation = presentation
        self.deferringPresentations = deferringPresentations
        self.firstDeferringStyle = firstDeferringStyle
        self.controllersWhoseOrientationsMustCoincide = controllersWhoseOrientationsMustCoincide
    }
}

extension Policy {
    /// How a controller presented with `style` (nil: not set, UIKit's default) behaves on a device, for an app
    /// built with the SDK `linkedAgainst` (nil: the device's own version).
    ///
    /// - `.fullScreen` fills the window in every version; `.overFullScreen` (iOS 8+) too.
    /// - `nil` is `.fullScreen` before iOS 13, and for an app built with an SDK older than 13; otherwise
    ///   `.automatic` (claim `automatic-is-sheet`).
    /// - `.automatic` before 13 (not a real pre-13 value) is read as `.fullScreen`; from 13 it is a sheet.
    /// - `.pageSheet` / `.formSheet` / `.automatic` / `.popover` adapt to full screen on phones (compact width)
    ///   before iOS 13 and then decide (claim `sheets-adapt-in-compact-width-before-ios13`); on pads and from
    ///   iOS 13 they defer to the presenter (`sheets-defer-to-presenter`; in compact height the claim
    ///   `sheets-fill-in-compact-height` is disputed and a decision names it with the other answer).
    /// - `.currentContext`, `.overCurrentContext`, `.custom` defer to the presenter.
    public static func presentationBehaviour(
        of style: ModalPresentationStyle?, on device: Device, linkedAgainst: SystemVersion? = nil
    ) -> PresentationBehaviour {
        let beforeSheets = device.systemVersion < sheetsStopAdapting
        let linkedBeforeSheets = (linkedAgainst ?? device.systemVersion) < sheetsStopAdapting
        let resolved = style ?? (beforeSheets || linkedBeforeSheets ? .fullScreen : .automatic)
        switch resolved {
        case .fullScreen, .overFullScreen:
            return PresentationBehaviour(style: resolved, fillsWindow: true, adaptedToFullScreen: false)
        case .automatic where beforeSheets:
            return PresentationBehaviour(style: resolved, fillsWindow: true, adaptedToFullScreen: false)
        case .automatic, .pageSheet, .formSheet, .popover:
            let adapts = beforeSheets && device.idiom == .phone
            return PresentationBehaviour(style: resolved, fillsWindow: adapts, adaptedToFullScreen: adapts)
        case .currentContext, .overCurrentContext, .custom:
            return PresentationBehaviour(style: resolved, fillsWindow: false, adaptedToFullScreen: false)
        }
    }

    /// The indices of the children UIKit shows (and from which a presentation can come): a navigation
    /// controller's top, a tab bar controller's selected tab (`selectedIndex`, default 0), every child otherwise.
    public static func visibleChildIndices(of vc: ViewController) -> Range<Int> {
        visibleChildIndices(kind: vc.kind, count: vc.viewControllers.count, selectedIndex: vc.selectedIndex)
    }

    /// `visibleChildIndices(of:)` from the values it reads.
    static func visibleChildIndices(kind: ControllerKind, count n: Int, selectedIndex: Int?) -> Range<Int> {
        guard n > 0 else { return 0..<0 }
        switch kind {
        case .navigationController: return (n - 1)..<n
        case .tabBarController:
            let i = min(max(selectedIndex ?? 0, 0), n - 1)
            return i..<(i + 1)
        default: return 0..<n
        }
    }

    /// `visibleChildIndices(of:)` for a node of any controller tree.
    static func visibleChildIndices<T: ControllerTree>(of vc: T.Node, in tree: T) -> Range<Int> {
        let o = tree.overrides(vc)
        return visibleChildIndices(kind: o.kind, count: tree.childCount(vc), selectedIndex: o.selectedIndex)
    }

    /// The first presentation in `vc`'s visible hierarchy: its own `presentedViewController`, else one presented
    /// by a visible child (depth first). Appends the steps to it onto `steps`; leaves `steps` unchanged when
    /// there is none.
    public static func presentation(in vc: ViewController, steps: inout [ControllerPath.Step]) -> ViewController? {
        var path = ControllerPath(window: 0)
        guard let p = presentation(in: vc, of: vc, steps: &path) else { return nil }
        steps += path.steps
        return p
    }

    /// `presentation(in:steps:)` for a node of any controller tree, the steps to it appended to `steps`.
    static func presentation<T: ControllerTree>(in vc: T.Node, of tree: T, steps: inout ControllerPath) -> T.Node? {
        if let p = tree.presented(vc) {
            steps.append(.presented)
            return p
        }
        for i in visibleChildIndices(of: vc, in: tree) {
            steps.append(.child(i))
            if let p = presentation(in: tree.child(vc, i), of: tree, steps: &steps) { return p }
            steps.removeLast()
        }
        return nil
    }

    /// The top-most full-screen controller of a window: "the root view controller or the topmost modal view
    /// controller that fills the window" (Apple doc; iOS 6 release notes; Supporting Multiple Interface Orientations, Jkenny's Interface Orientation post). Walks the chain of
    /// presentations from the root; presentations that do not fill the window defer to their presenter, but a
    /// full-screen presentation made on top of them still decides. Nil when the window has no root controller.
    public static func topmostFullScreenController(inWindow index: Int, of scenario: Scenario) -> TopmostFullScreenController? {
        // The walk itself is `topmostChain`'s, whose nodes in a `Scenario` are the controllers.
        guard let chain = topmostChain(inWindow: index, of: scenario) else { return nil }
        return TopmostFullScreenController(
            controller: chain.node, path: chain.path,
            presentation: chain.presentation, deferringPresentations: chain.deferringPresentations,
            firstDeferringStyle: chain.firstDeferringStyle,
            controllersWhoseOrientationsMustCoincide: chain.coinciding)
    }
}
