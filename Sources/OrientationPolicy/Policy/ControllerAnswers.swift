/// A controller's effective answers to UIKit's orientation queries, after defaults, container forwarding, the
/// era's rules and the Habr article's bridge.
public struct ControllerAnswers: Sendable, Hashable {
    /// Where the mask came from.
    public enum Origin: String, Sendable, Hashable, CaseIterable {
        /// The controller overrides `supportedInterfaceOrientations`.
        case overridden
        /// Not overridden: the idiom default (all on pad, allButUpsideDown on phone).
        case idiomDefault
        /// A container forwarding to one child (`topViewController`, `visibleViewController`,
        /// `selectedViewController`).
        case forwarded
        /// A container answering with the intersection of its children (`allChildren`).
        case childrenIntersection
        /// A controller whose code answers with the controller it presents (`forwardsToPresentedViewController`):
        /// a sheet or popover above it does not decide, so its answer reaches UIKit only this way.
        case presentedViewController
        /// iOS 5 and earlier: the orientations `shouldAutorotateToInterfaceOrientation:` accepts.
        case legacyMethod
        /// iOS 5 and earlier, not overridden: portrait only.
        case legacyDefault
        /// iOS 5 and earlier: a navigation controller asking its top controller.
        case legacyTopViewController
        /// iOS 5 and earlier: a tab bar (or page/split) controller that needs every child to agree.
        case legacyAllChildren
        /// A stock container whose delegate answers (`navigationControllerSupportedInterfaceOrientations(_:)` and
        /// its tab bar, split and page siblings, iOS 7+).
        case containerDelegate
        /// The Habr article's bridge ("Разбираемся с autorotation в iOS 6") synthesized the mask from `shouldAutorotateToInterfaceOrientation:`.
        case bridge
    }

    /// `supportedInterfaceOrientations` (on iOS 5 and earlier: the orientations accepted by
    /// `shouldAutorotateToInterfaceOrientation:`).
    public var supportedInterfaceOrientations: InterfaceOrientationMask
    /// `shouldAutorotate` (always true before iOS 6, where the method does not exist).
    public var shouldAutorotate: Bool
    /// `preferredInterfaceOrientationForPresentation` when overridden (or forwarded); nil when UIKit's default
    /// applies ("the current orientation of the status bar").
    public var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
    public var origin: Origin
    /// The class name of the controller whose code produced the mask (the child after forwarding).
    public var answeredBy: String

    public init(
        supportedInterfaceOrientations: InterfaceOrientationMask, shouldAutorotate: Bool,
        preferredInterfaceOrientationForPresentation: InterfaceOrientation?, origin: Origin, answeredBy: String
    ) {
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.shouldAutorotate = shouldAutorotate
        self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
        self.origin = origin
        self.answeredBy = answeredBy
    }
}

extension Policy {
    /// A controller's effective answers on a device for an app.
    ///
    /// - iOS 5 and earlier (`Era.legacy`): `legacyAutorotation(of:)`; `shouldAutorotate` and the preferred
    ///   orientation do not exist yet (true / nil), and `forwarding` is not consulted (the iOS 5 containers already
    ///   ask their children).
    /// - iOS 6+: `supportedInterfaceOrientations ?? idiom default`, `shouldAutorotate ?? true` (Apple doc; seed
    ///   003). Containers never consult children ("iOS containers (such as UINavigationController) do not consult
    ///   their children", iOS 6 release notes) unless `forwarding` says the app's subclass or category does
    ///   (Jkenny's Interface Orientation post, the Big Nerd Ranch guide, the Habr article on iOS 6 autorotation). An explicit override on the container wins over its forwarding for that query.
    /// - With `app.legacyAutorotationBridge` on iOS 6+: `bridgedAnswers` for what is not overridden.
    /// - Disputed: a controller that implements only `shouldAutorotateToInterfaceOrientation:` on iOS 6+. The iOS 6
    ///   release notes say its answers are synthesized "for compatibility"; the Big Nerd Ranch guide, the Habr article on iOS 6 autorotation (and the reason the
    ///   bridge exists) say the method "is no longer called in iOS 6". The engine models apps built with the SDK
    ///   of the version they run on, for which the old method is ignored without the bridge.
    /// - iOS 6+, `forwardsToPresentedViewController` with a presentation: all three answers are the presented
    ///   controller's (with its own forwarding, recursively), before the controller's own values and `forwarding`.
    public static func answers(of vc: ViewController, device: Device, app: App) -> ControllerAnswers {
        answers(of: vc, device: device, bridge: app.legacyAutorotationBridge)
    }

    /// `answers(of:device:app:)` with the only member of the app it reads (a closure that captures the app copies
    /// it, its Info.plist lists retained).
    static func answers(of vc: ViewController, device: Device, bridge: Bool) -> ControllerAnswers {
        answers(of: vc, in: vc, device: device, bridge: bridge)
    }

    /// `answers(of:device:app:)` for a node of any controller tree.
    static func answers<T: ControllerTree>(of vc: T.Node, in tree: T, device: Device, bridge: Bool) -> ControllerAnswers {
        if device.era == .legacy {
            let (mask, origin, by) = legacyAutorotation(of: vc, in: tree)
            return ControllerAnswers(
                supportedInterfaceOrientations: mask, shouldAutorotate: true,
                preferredInterfaceOrientationForPresentation: nil, origin: origin, answeredBy: tree.className(by))
        }
        return modernAnswers(
            of: vc, in: tree, idiom: device.idiom, bridge: bridge,
            containerDelegates: device.systemVersion >= containerDelegatesSince)
    }

    /// The child a forwarding container asks, if it has one: the top of the stack (`topViewController`), the
    /// controller presented on the container or else the top (`visibleViewController`, UINavigationController
    /// doc), the selected tab (`selectedViewController`). Nil for `.none`, `.allChildren` and empty containers.
    public static func forwardingTarget(of vc: ViewController) -> ViewController? {
        forwardingStep(of: vc)?.1
    }

    /// `forwardingTarget(of:)` in any controller tree.
    static func forwardingTarget<T: ControllerTree>(of vc: T.Node, in tree: T) -> T.Node? {
        forwardingStep(of: vc, in: tree)?.1
    }

    /// The controller a controller with `forwardsToPresentedViewController` hands the queries to: the one it
    /// presents, or one presented from its visible children (UIKit makes a presentation from the controller that
    /// fills the screen, so a container's `presentedViewController` is what its child presented: UIViewController
    /// present(_:animated:completion:), Apple Developer Documentation). Nil without the flag or a presentation.
    public static func presentedForwardingTarget(of vc: ViewController) -> ViewController? {
        guard vc.forwardsToPresentedViewController == true else { return nil }
        var steps: [ControllerPath.Step] = []
        return presentation(in: vc, steps: &steps)
    }

    /// `presentedForwardingTarget(of:)` in any controller tree.
    static func presentedForwardingTarget<T: ControllerTree>(of vc: T.Node, in tree: T) -> T.Node? {
        guard tree.overrides(vc).forwardsToPresentedViewController == true else { return nil }
        var steps = ControllerPath(window: 0)
        return presentation(in: vc, of: tree, steps: &steps)
    }

    /// The first version whose stock containers ask their delegates (claim `container-delegates-answer`).
    public static let containerDelegatesSince = Claim.containerDelegatesAnswer.versions.since.engineUses

    static func modernAnswers(
        of vc: ViewController, idiom: Idiom, bridge: Bool, containerDelegates: Bool = true
    ) -> ControllerAnswers {
        modernAnswers(of: vc, in: vc, idiom: idiom, bridge: bridge, containerDelegates: containerDelegates)
    }

    /// `modernAnswers(of:idiom:bridge:containerDelegates:)` for a node of any controller tree.
    static func modernAnswers<T: ControllerTree>(
        of vc: T.Node, in tree: T, idiom: Idiom, bridge: Bool, containerDelegates: Bool = true
    ) -> ControllerAnswers {
        // Checked first: the app's override asks the presented controller before anything else it returns (the
        // literal, the container forwarding or `super` after it answer only when nothing is presented).
        if let presented = presentedForwardingTarget(of: vc, in: tree) {
            var a = modernAnswers(of: presented, in: tree, idiom: idiom, bridge: bridge, containerDelegates: containerDelegates)
            a.origin = .presentedViewController
            return a
        }
        let o = tree.overrides(vc)
        if let target = forwardingTarget(of: vc, in: tree) {
            var a = modernAnswers(of: target, in: tree, idiom: idiom, bridge: bridge, containerDelegates: containerDelegates)
            if let m = o.supportedInterfaceOrientations {
                a.supportedInterfaceOrientations = m
                a.origin = .overridden
                a.answeredBy = tree.className(vc)
            } else {
                a.origin = .forwarded
            }
            if let s = o.shouldAutorotate { a.shouldAutorotate = s }
            if let p = o.preferredInterfaceOrientationForPresentation { a.preferredInterfaceOrientationForPresentation = p }
            return a
        }
        let children = tree.childCount(vc)
        if o.forwarding == .allChildren, children > 0 {
            var mask = InterfaceOrientationMask.all
            var should = true
            for i in 0..<children {
                let c = modernAnswers(
                    of: tree.child(vc, i), in: tree, idiom: idiom, bridge: bridge, containerDelegates: containerDelegates)
                mask.formIntersection(c.supportedInterfaceOrientations)
                should = should && c.shouldAutorotate
            }
            return ControllerAnswers(
                supportedInterfaceOrientations: o.supportedInterfaceOrientations ?? mask,
                shouldAutorotate: o.shouldAutorotate ?? should,
                preferredInterfaceOrientationForPresentation: o.preferredInterfaceOrientationForPresentation,
                origin: o.supportedInterfaceOrientations == nil ? .childrenIntersection : .overridden,
                answeredBy: tree.className(vc))
        }
        if bridge { return bridgedAnswers(of: vc, in: tree, idiom: idiom) }
        // A stock container that does not override the queries answers with its delegate's methods when the
        // delegate implements them (iOS 7+).
        if containerDelegates, o.kind != .viewController, o.supportedInterfaceOrientations == nil,
            let m = o.delegateSupportedInterfaceOrientations
        {
            return ControllerAnswers(
                supportedInterfaceOrientations: m,
                shouldAutorotate: o.shouldAutorotate ?? true,
                preferredInterfaceOrientationForPresentation: o.preferredInterfaceOrientationForPresentation
                    ?? o.delegatePreferredInterfaceOrientationForPresentation,
                origin: .containerDelegate,
                answeredBy: tree.className(vc))
        }
        let delegatePreferred =
            containerDelegates && o.kind != .viewController
            ? o.delegatePreferredInterfaceOrientationForPresentation : nil
        return ControllerAnswers(
            supportedInterfaceOrientations: o.supportedInterfaceOrientations ?? idiom.defaultMask,
            shouldAutorotate: o.shouldAutorotate ?? true,
            preferredInterfaceOrientationForPresentation: o.preferredInterfaceOrientationForPresentation ?? delegatePreferred,
            origin: o.supportedInterfaceOrientations == nil ? .idiomDefault : .overridden,
            answeredBy: tree.className(vc))
    }

    /// iOS 5 and earlier: the orientations for which `shouldAutorotateToInterfaceOrientation:` returns YES.
    /// An override answers for itself; otherwise a navigation controller asks its top controller, a tab bar
    /// controller needs every tab to agree "even if the view is hidden" (blog.costan.us 2009), a page view
    /// controller every page (decompiled legacy `shouldAutorotateToInterfaceOrientation:`), and a split view
    /// controller every column (same rule, assumed); the base default is portrait only (Xcode template "Override
    /// to allow orientations other than the default portrait orientation"; the Habr article on iOS 6 autorotation).
    public static func legacyAutorotation(of vc: ViewController) -> (
        mask: InterfaceOrientationMask, origin: ControllerAnswers.Origin, answeredBy: String
    ) {
        let (mask, origin, by) = legacyAutorotation(of: vc, in: vc)
        return (mask, origin, by.className)
    }

    /// `legacyAutorotation(of:)` for a node of any controller tree; the answering controller as a node (its name is
    /// built only where a caller keeps it).
    static func legacyAutorotation<T: ControllerTree>(of vc: T.Node, in tree: T) -> (
        mask: InterfaceOrientationMask, origin: ControllerAnswers.Origin, answeredBy: T.Node
    ) {
        let o = tree.overrides(vc)
        if let m = o.shouldAutorotateToInterfaceOrientation { return (m, .legacyMethod, vc) }
        switch o.kind {
        case .navigationController:
            if let top = tree.lastChild(vc) {
                let (m, _, by) = legacyAutorotation(of: top, in: tree)
                return (m, .legacyTopViewController, by)
            }
        case .tabBarController, .pageViewController, .splitViewController:
            let n = tree.childCount(vc)
            if n > 0 {
                var m = InterfaceOrientationMask.all
                for i in 0..<n { m.formIntersection(legacyAutorotation(of: tree.child(vc, i), in: tree).mask) }
                return (m, .legacyAllChildren, vc)
            }
        case .viewController:
            break
        }
        return (.portrait, .legacyDefault, vc)
    }

    /// The Habr article's swizzled answers on iOS 6+ for a controller that does not override the new methods itself (a
    /// subclass override is not swizzled and still answers): a navigation controller returns its top
    /// controller's (bridged) `supportedInterfaceOrientations` (0 when the stack is empty: a message to nil);
    /// any other controller synthesizes the mask from `shouldAutorotateToInterfaceOrientation:` (every
    /// UIViewController responds to it, so not overriding it means UIKit's portrait-only default, and UIKit's
    /// containers answer it with their iOS 5 rules: a tab bar needs every tab to agree);
    /// `shouldAutorotate` is NO exactly when the controller's own `shouldAutorotateToInterfaceOrientation:`
    /// accepts no orientation.
    public static func bridgedAnswers(of vc: ViewController, idiom: Idiom) -> ControllerAnswers {
        bridgedAnswers(of: vc, in: vc, idiom: idiom)
    }

    /// `bridgedAnswers(of:idiom:)` for a node of any controller tree.
    static func bridgedAnswers<T: ControllerTree>(of vc: T.Node, in tree: T, idiom: Idiom) -> ControllerAnswers {
        let own = legacyAutorotation(of: vc, in: tree)
        let o = tree.overrides(vc)
        var mask = own.mask
        var by = tree.className(own.answeredBy)
        if let m = o.supportedInterfaceOrientations {
            mask = m
            by = tree.className(vc)
        } else if o.kind == .navigationController {
            if let top = tree.lastChild(vc) {
                let t = modernAnswers(of: top, in: tree, idiom: idiom, bridge: true)
                mask = t.supportedInterfaceOrientations
                by = t.answeredBy
            } else {
                mask = []
            }
        }
        return ControllerAnswers(
            supportedInterfaceOrientations: mask,
            shouldAutorotate: o.shouldAutorotate ?? (own.mask.rawValue & InterfaceOrientationMask.validBits != 0),
            preferredInterfaceOrientationForPresentation: o.preferredInterfaceOrientationForPresentation,
            origin: o.supportedInterfaceOrientations == nil ? .bridge : .overridden,
            answeredBy: by)
    }
}
