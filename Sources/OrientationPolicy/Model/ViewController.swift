/// A view controller as the app configures it. Every override is optional: `nil` means "not overridden",
/// which is different from "overridden with the default value" (for example a controller that does not
/// implement `preferredInterfaceOrientationForPresentation` is presented in the current orientation).
public struct ViewController: Sendable, Hashable {
    /// The class name (module-qualified for Swift classes, as UIKit prints them), used in exception texts.
    public var name: String
    @inlinable public var kind: ControllerKind {
        get { overrides.kind }
        set { overrides.kind = newValue }
    }
    /// `supportedInterfaceOrientations` (iOS 6+), nil when not overridden.
    @inlinable public var supportedInterfaceOrientations: InterfaceOrientationMask? {
        get { overrides.supportedInterfaceOrientations }
        set { overrides.supportedInterfaceOrientations = newValue }
    }
    /// `shouldAutorotate` (iOS 6+), nil when not overridden (UIKit default: YES).
    @inlinable public var shouldAutorotate: Bool? {
        get { overrides.shouldAutorotate }
        set { overrides.shouldAutorotate = newValue }
    }
    /// `preferredInterfaceOrientationForPresentation` (iOS 6+), nil when not overridden. May be `.unknown`,
    /// which UIKit rejects with its preferred-orientation exception.
    @inlinable public var preferredInterfaceOrientationForPresentation: InterfaceOrientation? {
        get { overrides.preferredInterfaceOrientationForPresentation }
        set { overrides.preferredInterfaceOrientationForPresentation = newValue }
    }
    /// The orientations for which `shouldAutorotateToInterfaceOrientation:` (iOS 2-5) returns YES; nil when
    /// not overridden (default: portrait only).
    @inlinable public var shouldAutorotateToInterfaceOrientation: InterfaceOrientationMask? {
        get { overrides.shouldAutorotateToInterfaceOrientation }
        set { overrides.shouldAutorotateToInterfaceOrientation = newValue }
    }
    /// How a container subclass forwards the orientation queries to its children.
    @inlinable public var forwarding: ChildForwarding {
        get { overrides.forwarding }
        set { overrides.forwarding = newValue }
    }
    /// Child controllers: the navigation stack (last is top), the tabs, the split columns, the pages.
    public var viewControllers: [ViewController]
    /// `selectedIndex` of a tab bar controller (nil: 0).
    @inlinable public var selectedIndex: Int? {
        get { overrides.selectedIndex }
        set { overrides.selectedIndex = newValue }
    }
    /// How this controller was presented, when it is a `presentedViewController` (nil: UIKit's default,
    /// `.fullScreen` before iOS 13 and `.automatic` from iOS 13).
    @inlinable public var modalPresentationStyle: ModalPresentationStyle? {
        get { overrides.modalPresentationStyle }
        set { overrides.modalPresentationStyle = newValue }
    }
    /// Whether a container subclass returns NO from `shouldAutomaticallyForwardRotationMethods` (iOS 6-7).
    @inlinable public var shouldAutomaticallyForwardRotationMethods: Bool? {
        get { overrides.shouldAutomaticallyForwardRotationMethods }
        set { overrides.shouldAutomaticallyForwardRotationMethods = newValue }
    }
    /// Rotation callbacks the controller implements, for timelines (nil: the engine's defaults).
    public var implementedCallbacks: Set<String>?
    /// Whether the controller's orientation overrides answer with the controller it presents, when it presents
    /// one (nil or false: no). Apps write `if let presentedViewController { return
    /// presentedViewController.supportedInterfaceOrientations }` (and the same for `shouldAutorotate` and
    /// `preferredInterfaceOrientationForPresentation`) because UIKit asks only "the top-most full-screen view
    /// controller" (UIViewController supportedInterfaceOrientations, Apple Developer Documentation): a sheet,
    /// form sheet, popover or current-context presentation does not cover the presenter (UIViewController
    /// modalPresentationStyle, Apple Developer Documentation), so UIKit keeps asking the presenter, and without
    /// this code the presented controller's own answer is never consulted. The values the controller overrides
    /// are what the rest of the body returns when nothing is presented. iOS 6+: the queries do not exist before.
    @inlinable public var forwardsToPresentedViewController: Bool? {
        get { overrides.forwardsToPresentedViewController }
        set { overrides.forwardsToPresentedViewController = newValue }
    }
    /// For a stock container (navigation, tab bar, split or page view controller): the mask its delegate returns
    /// from `navigationControllerSupportedInterfaceOrientations(_:)` (or the tab bar, split or page delegate's
    /// method), nil when the delegate does not implement it. From iOS 7 the container answers with it
    /// (UINavigationControllerDelegate, UITabBarControllerDelegate, Apple Developer Documentation).
    @inlinable public var delegateSupportedInterfaceOrientations: InterfaceOrientationMask? {
        get { overrides.delegateSupportedInterfaceOrientations }
        set { overrides.delegateSupportedInterfaceOrientations = newValue }
    }
    /// The container delegate's `...PreferredInterfaceOrientationForPresentation(_:)`, nil when not implemented.
    @inlinable public var delegatePreferredInterfaceOrientationForPresentation: InterfaceOrientation? {
        get { overrides.delegatePreferredInterfaceOrientationForPresentation }
        set { overrides.delegatePreferredInterfaceOrientationForPresentation = newValue }
    }

    /// The controller's scalar answers, stored together: one plain-data block, so copying a controller (the
    /// engine copies controllers as it walks them, the decoder builds each from a value made once) moves it with a
    /// few word moves instead of one move and one optional check per property (`ViewControllerVwcp`, callgrind).
    /// The public properties above read and write it.
    public var overrides: Overrides

    /// The scalar answers of a controller (`ViewController`'s properties of the same names), also the record of a
    /// controller in `FlatScenario`.
    public struct Overrides: Sendable, Hashable {
        public var kind: ControllerKind
        public var supportedInterfaceOrientations: InterfaceOrientationMask?
        public var shouldAutorotate: Bool?
        public var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
        public var shouldAutorotateToInterfaceOrientation: InterfaceOrientationMask?
        public var forwarding: ChildForwarding
        public var selectedIndex: Int?
        public var modalPresentationStyle: ModalPresentationStyle?
        public var shouldAutomaticallyForwardRotationMethods: Bool?
        public var forwardsToPresentedViewController: Bool?
        public var delegateSupportedInterfaceOrientations: InterfaceOrientationMask?
        public var delegatePreferredInterfaceOrientationForPresentation: InterfaceOrientation?

        /// Nothing overridden: what a controller that implements none of the queries answers with.
        @inlinable public init() {
            kind = .viewController
            supportedInterfaceOrientations = nil
            shouldAutorotate = nil
            preferredInterfaceOrientationForPresentation = nil
            shouldAutorotateToInterfaceOrientation = nil
            forwarding = .none
            selectedIndex = nil
            modalPresentationStyle = nil
            shouldAutomaticallyForwardRotationMethods = nil
            forwardsToPresentedViewController = nil
            delegateSupportedInterfaceOrientations = nil
            delegatePreferredInterfaceOrientationForPresentation = nil
        }
    }

    /// Visible to inlinable code only so that `init` can be inlined (below).
    @usableFromInline var presented: Box?

    /// The controller this one presents, if any (`presentedViewController`).
    public var presentedViewController: ViewController? {
        get { presented?.value }
        set { presented = newValue.map(Box.init) }
    }

    /// Inlinable: the API's decoders build one controller per request object from another module, and an
    /// out-of-line call copies each finished controller out of the initializer.
    @inlinable public init(
        name: String = "UIViewController",
        kind: ControllerKind = .viewController,
        supportedInterfaceOrientations: InterfaceOrientationMask? = nil,
        shouldAutorotate: Bool? = nil,
        preferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil,
        shouldAutorotateToInterfaceOrientation: InterfaceOrientationMask? = nil,
        forwarding: ChildForwarding = .none,
        viewControllers: [ViewController] = [],
        selectedIndex: Int? = nil,
        presentedViewController: ViewController? = nil,
        modalPresentationStyle: ModalPresentationStyle? = nil,
        shouldAutomaticallyForwardRotationMethods: Bool? = nil,
        implementedCallbacks: Set<String>? = nil,
        forwardsToPresentedViewController: Bool? = nil,
        delegateSupportedInterfaceOrientations: InterfaceOrientationMask? = nil,
        delegatePreferredInterfaceOrientationForPresentation: InterfaceOrientation? = nil
    ) {
        self.name = name
        self.overrides = Overrides()
        self.viewControllers = viewControllers
        self.implementedCallbacks = implementedCallbacks
        self.presented = presentedViewController.map(Box.init)
        self.kind = kind
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.shouldAutorotate = shouldAutorotate
        self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
        self.shouldAutorotateToInterfaceOrientation = shouldAutorotateToInterfaceOrientation
        self.forwarding = forwarding
        self.selectedIndex = selectedIndex
        self.modalPresentationStyle = modalPresentationStyle
        self.shouldAutomaticallyForwardRotationMethods = shouldAutomaticallyForwardRotationMethods
        self.forwardsToPresentedViewController = forwardsToPresentedViewController
        self.delegateSupportedInterfaceOrientations = delegateSupportedInterfaceOrientations
        self.delegatePreferredInterfaceOrientationForPresentation = delegatePreferredInterfaceOrientationForPresentation
    }

    /// A controller that overrides nothing: the same value as `init(name:kind:...)` with every argument left
    /// out, copied from one made once. Its own initializer because the optimizer builds that initializer's result
    /// (and a field-by-field one's) twice, copies it and destroys the other, about 270 instructions a controller
    /// (callgrind), while copying the finished value only retains its references; the API's streaming decoder
    /// starts every controller of a request from this value.
    public init() {
        self = Self.overridingNothing
    }

    private static let overridingNothing = ViewController(name: "UIViewController")

    /// Immutable indirection so a controller can hold the controller it presents.
    @usableFromInline final class Box: Sendable, Hashable {
        let value: ViewController
        @usableFromInline init(_ value: ViewController) { self.value = value }
        @usableFromInline static func == (a: Box, b: Box) -> Bool { a === b || a.value == b.value }
        @usableFromInline func hash(into h: inout Hasher) { h.combine(value) }
    }
}
