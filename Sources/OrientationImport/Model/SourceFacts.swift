import OrientationPolicy

/// The language a fact was read from.
package enum SourceLanguage: String, Sendable, Hashable {
    case swift, objectiveC
}

/// The orientation-related overrides one class (or one extension / category of a UIKit container) declares.
/// `nil` means "not overridden here" (the superclass chain, then UIKit's default, answers).
package struct OrientationOverrides: Sendable, Hashable {
    package var supportedInterfaceOrientations: Located<ImportedValue<InterfaceOrientationMask>>?
    package var shouldAutorotate: Located<ImportedValue<Bool>>?
    package var preferredInterfaceOrientationForPresentation: Located<ImportedValue<InterfaceOrientation>>?
    /// iOS 2-5 `shouldAutorotateToInterfaceOrientation:`: the orientations for which it returns YES.
    package var shouldAutorotateToInterfaceOrientation: Located<ImportedValue<InterfaceOrientationMask>>?
    /// The overrides among the three modern ones that first answer with the presented controller; their value
    /// above is what the rest of the body returns (nil when that is `super`'s answer).
    package var forwardsToPresented: PresentedForwarding

    package init(
        supportedInterfaceOrientations: Located<ImportedValue<InterfaceOrientationMask>>? = nil,
        shouldAutorotate: Located<ImportedValue<Bool>>? = nil,
        preferredInterfaceOrientationForPresentation: Located<ImportedValue<InterfaceOrientation>>? = nil,
        shouldAutorotateToInterfaceOrientation: Located<ImportedValue<InterfaceOrientationMask>>? = nil,
        forwardsToPresented: PresentedForwarding = PresentedForwarding()
    ) {
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.shouldAutorotate = shouldAutorotate
        self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
        self.shouldAutorotateToInterfaceOrientation = shouldAutorotateToInterfaceOrientation
        self.forwardsToPresented = forwardsToPresented
    }

    package var isEmpty: Bool {
        supportedInterfaceOrientations == nil && shouldAutorotate == nil
            && preferredInterfaceOrientationForPresentation == nil && shouldAutorotateToInterfaceOrientation == nil
            && forwardsToPresented.location == nil
    }
}

/// A class declaration (`class X: Y` in Swift, `@interface X : Y` / `@implementation X` in Objective-C).
package struct ImportedClass: Sendable, Hashable {
    /// The class name as written (unqualified).
    package var name: String
    /// The superclass as written (`UIViewController`, `UINavigationController`, or another class of the project).
    package var superclass: String?
    package var language: SourceLanguage
    /// The declaration itself (the `class` keyword / `@implementation`).
    package var location: SourceLocation
    package var overrides: OrientationOverrides
    /// The presentation style the class gives itself before it can be presented: `modalPresentationStyle = .fullScreen`
    /// in an initialiser or `awakeFromNib`, or a `modalPresentationStyle` getter returning a literal. UIKit reads the
    /// presented controller's own property when it is presented, so this is the style of every presentation of the
    /// class whose caller sets none.
    package var ownPresentationStyle: Located<ModalPresentationStyle>?

    package init(
        name: String, superclass: String?, language: SourceLanguage, location: SourceLocation,
        overrides: OrientationOverrides = OrientationOverrides()
    ) {
        self.name = name
        self.superclass = superclass
        self.language = language
        self.location = location
        self.overrides = overrides
    }
}

/// An extension (Swift) or category (Objective-C) of a UIKit class that overrides the orientation methods: the
/// iOS 6 era "category trick" that makes every `UINavigationController` ask its `topViewController`.
package struct ImportedExtension: Sendable, Hashable {
    /// The extended class: `UINavigationController`, `UITabBarController`, `UIViewController`, or a project class.
    package var extendedClass: String
    package var language: SourceLanguage
    package var location: SourceLocation
    package var overrides: OrientationOverrides

    package init(extendedClass: String, language: SourceLanguage, location: SourceLocation, overrides: OrientationOverrides) {
        self.extendedClass = extendedClass
        self.language = language
        self.location = location
        self.overrides = overrides
    }
}

/// `application(_:supportedInterfaceOrientationsFor:)` / `application:supportedInterfaceOrientationsForWindow:`
/// in an app delegate.
package struct ImportedAppDelegateMask: Sendable, Hashable {
    package var className: String
    package var mask: Located<ImportedValue<InterfaceOrientationMask>>

    package init(className: String, mask: Located<ImportedValue<InterfaceOrientationMask>>) {
        self.className = className
        self.mask = mask
    }
}

/// A delegate method through which a stock container answers an orientation query (iOS 7+, UIKit's
/// `UINavigationControllerDelegate` and `UITabBarControllerDelegate` documentation): when a navigation or tab bar
/// controller has a delegate that implements it, the container returns the delegate's answer instead of its own.
/// Which containers have that delegate is decided at run time (`navigationController.delegate = self`).
package struct ImportedContainerDelegateMethod: Sendable, Hashable {
    /// The container kind it answers for: `.navigationController` or `.tabBarController`.
    package var kind: ControllerKind
    /// `supportedInterfaceOrientations` or `preferredInterfaceOrientationForPresentation`.
    package var member: String
    /// The class implementing it.
    package var inClass: String?
    package var location: SourceLocation

    package init(kind: ControllerKind, member: String, inClass: String?, location: SourceLocation) {
        self.kind = kind
        self.member = member
        self.inClass = inClass
        self.location = location
    }

    /// The kind and member a selector's first piece names (`navigationControllerSupportedInterfaceOrientations`).
    static func named(_ name: String) -> (ControllerKind, String)? {
        switch name {
        case "navigationControllerSupportedInterfaceOrientations": (.navigationController, "supportedInterfaceOrientations")
        case "navigationControllerPreferredInterfaceOrientationForPresentation":
            (.navigationController, "preferredInterfaceOrientationForPresentation")
        case "tabBarControllerSupportedInterfaceOrientations": (.tabBarController, "supportedInterfaceOrientations")
        case "tabBarControllerPreferredInterfaceOrientationForPresentation":
            (.tabBarController, "preferredInterfaceOrientationForPresentation")
        default: nil
        }
    }
}

/// A transition written in code: `present(X(), animated:)`, `pushViewController(X(), animated:)`,
/// `performSegue(withIdentifier:)`, and `addChild(X())` (Objective-C `addChildViewController:`), which puts a
/// child on screen inside its parent's view.
package struct ImportedTransition: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable { case present, push, performSegue, addChild }
    package var kind: Kind
    /// The class whose method contains the call.
    package var fromClass: String
    /// The class of the controller created nearby (`let vc = PlayerViewController()`, `X(nibName:...)`,
    /// `instantiateViewController(withIdentifier:) as? X`); nil when it cannot be told.
    package var toClass: String?
    /// For `performSegue`: the segue identifier.
    package var segueIdentifier: String?
    /// `modalPresentationStyle` assigned nearby (same function) to the presented controller; nil when none is set,
    /// so the iOS version's default applies (page sheet on iPhone from iOS 13, full screen before).
    package var modalPresentationStyle: Located<ModalPresentationStyle>?
    /// A style the assignment computes instead of writing a literal: one per idiom (`UIDevice.isPad ? .formSheet :
    /// .fullScreen`), one of several literals on a condition the importer cannot read, or unread (a parameter, a
    /// helper's result). The code set a style, so the version's default is not assumed: lint settles it per idiom,
    /// or tries each literal, and states nothing that needs a value no line writes.
    package var computedStyle: Located<ImportedValue<ModalPresentationStyle>>?
    /// For a controller the call instantiates from a storyboard named in the code (`UIStoryboard(name: "Login",
    /// bundle: nil).instantiateInitialViewController()`) and whose class no cast names: the storyboard and the
    /// identifier (nil: its initial controller), resolved against the project's storyboards.
    package var toStoryboard: StoryboardInstance?
    package var location: SourceLocation

    package init(
        kind: Kind, fromClass: String, toClass: String?, segueIdentifier: String? = nil,
        modalPresentationStyle: Located<ModalPresentationStyle>? = nil, location: SourceLocation
    ) {
        self.kind = kind
        self.fromClass = fromClass
        self.toClass = toClass
        self.segueIdentifier = segueIdentifier
        self.modalPresentationStyle = modalPresentationStyle
        self.location = location
    }
}

/// A call that asks UIKit to rotate now. Lint reports each by iOS version, as the timeline engine models them.
package struct ImportedRotationRequest: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// `UIDevice.current.setValue(_, forKey: "orientation")` / `[[UIDevice currentDevice] setValue:forKey:@"orientation"]`.
        case deviceOrientationKVC
        /// `UIViewController.attemptRotationToDeviceOrientation()` (iOS 5-16).
        case attemptRotationToDeviceOrientation
        /// `windowScene.requestGeometryUpdate(...)` (iOS 16).
        case requestGeometryUpdate
        /// `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16).
        case setNeedsUpdateOfSupportedInterfaceOrientations
    }
    package var kind: Kind
    /// The enclosing class, when there is one.
    package var inClass: String?
    package var location: SourceLocation
    /// For `requestGeometryUpdate`: the orientations asked for, when written as a literal
    /// (`.iOS(interfaceOrientations: .landscapeRight)`).
    package var requestedOrientations: InterfaceOrientationMask?
    /// For `requestGeometryUpdate`: the last mask literal the same function assigns before the call
    /// (`AppDelegate.orientationLock = .landscape`), and whether it calls
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` between that assignment and the request.
    package var precedingWrite: PrecedingMaskWrite?
    /// For `requestGeometryUpdate`: the first mask literal assigned in the statements after the request in the same
    /// block (`requestGeometryUpdate(...)` then `AppDelegate.orientationLock = .landscape`), a lock widened too late;
    /// `refreshed` when the block calls `setNeedsUpdateOfSupportedInterfaceOrientations()` after it.
    package var followingWrite: PrecedingMaskWrite?
    /// Whether the enclosing function or method checks for iOS 16 or later (`#available(iOS 16, *)`,
    /// `@available(iOS 16.0, *)`, `#unavailable`) or compares the system version by hand: the call may then run only
    /// on the versions where it works, which lint cannot tell apart, so no forced-rotation finding rests on it.
    package var versionGated = false

    package init(kind: Kind, inClass: String?, location: SourceLocation) {
        self.kind = kind
        self.inClass = inClass
        self.location = location
    }
}

/// A mask literal assigned before a rotation request in the same function.
package struct PrecedingMaskWrite: Sendable, Hashable {
    /// The variable's last name (`orientationLock`).
    package var variable: String
    package var mask: InterfaceOrientationMask
    package var location: SourceLocation
    /// Whether `setNeedsUpdateOfSupportedInterfaceOrientations()` is called after the assignment and before the
    /// request.
    package var refreshed: Bool

    package init(variable: String, mask: InterfaceOrientationMask, location: SourceLocation, refreshed: Bool) {
        self.variable = variable
        self.mask = mask
        self.location = location
        self.refreshed = refreshed
    }
}

/// `method_exchangeImplementations` (or a Swift swizzle) that exchanges an orientation selector: the iOS 6
/// swizzling bridge from `supportedInterfaceOrientations`/`shouldAutorotate` to the iOS 5 method.
package struct ImportedSwizzle: Sendable, Hashable {
    /// The class whose method is exchanged, when it can be told (`[UIViewController class]`, `UIViewController.self`).
    package var className: String?
    /// The original selector (`supportedInterfaceOrientations`, `shouldAutorotate`).
    package var selector: String
    package var location: SourceLocation

    package init(className: String?, selector: String, location: SourceLocation) {
        self.className = className
        self.selector = selector
        self.location = location
    }
}

/// A window's root controller set in code: `window.rootViewController = X()` (often
/// `UINavigationController(rootViewController: X())` or a tab bar controller whose `viewControllers` are set next to
/// it), in a scene or app delegate: the app's initial state when no storyboard gives one.
package struct ImportedWindowRoot: Sendable, Hashable {
    /// The class assigned (`X`, or `UINavigationController` / a project container class).
    package var className: String
    /// For a container created with its children in the same statement or function
    /// (`UINavigationController(rootViewController: X())`, `tabs.viewControllers = [A(), B()]`): their classes, in order.
    package var childClassNames: [String]
    /// The class whose method contains the assignment (the scene or app delegate).
    package var inClass: String?
    package var location: SourceLocation

    package init(className: String, childClassNames: [String] = [], inClass: String?, location: SourceLocation) {
        self.className = className
        self.childClassNames = childClassNames
        self.inClass = inClass
        self.location = location
    }
}

/// A window root read from another type's property: `window.rootViewController = coordinator.controller`, where
/// the file tells `coordinator`'s type (`let coordinator: AppCoordinator`, `AppCoordinator(window:)`). The window
/// shows whatever controller the property holds ("rootViewController", UIWindow, Apple's UIKit documentation), and
/// which class that is, is written in the type's own declaration, usually in another file: the assembler resolves
/// it against every file's `ImportedProperty` facts.
package struct ImportedDeferredWindowRoot: Sendable, Hashable {
    /// The type of the receiver `coordinator`: a class or struct of the project, as written.
    package var ownerType: String
    /// The property read from it: `controller`.
    package var member: String
    /// The class whose method contains the assignment (nil at file level and inside a struct).
    package var inClass: String?
    package var location: SourceLocation

    package init(ownerType: String, member: String, inClass: String?, location: SourceLocation) {
        self.ownerType = ownerType
        self.member = member
        self.inClass = inClass
        self.location = location
    }
}

/// A property of one of the project's classes or structs (Swift `let`/`var`, Objective-C `@property`), as far as
/// its declaration tells which controller it holds: what a deferred window root (`coordinator.controller`) names.
/// One file may give part of it (an Objective-C header the declared type, the implementation its getter); the
/// assembler combines the facts of a type's properties across files.
package struct ImportedProperty: Sendable, Hashable {
    /// The class, struct or extended type that declares it.
    package var ownerType: String
    package var name: String
    /// Its declared type, unless that is a placeholder that names no class (`UIViewController`, `AnyObject`, `id`).
    package var declaredType: String?
    /// The class it is created as: by its initialiser (`let navigationController = UINavigationController()`,
    /// `lazy var tabs = MainTabBarController()`), by the one class every assignment in its type's initialisers
    /// creates (`self.controller = MainViewController(...)`), or by a getter that returns `X()`. Nil when none says.
    package var createdClass: String?
    /// For a container created with its first child (`UINavigationController(rootViewController: HomeViewController())`):
    /// the children's classes, in order.
    package var childClassNames: [String]
    /// For a computed property whose getter returns another property of the same type
    /// (`var rootViewController: UIViewController { tabBarController }`): that property's name.
    package var returnsProperty: String?
    /// The file that declares it, so an app sees only its own target's properties; nil when not known (every app
    /// sees it).
    package var file: String?

    package init(
        ownerType: String, name: String, declaredType: String? = nil, createdClass: String? = nil,
        childClassNames: [String] = [], returnsProperty: String? = nil
    ) {
        self.ownerType = ownerType
        self.name = name
        self.declaredType = declaredType
        self.createdClass = createdClass
        self.childClassNames = childClassNames
        self.returnsProperty = returnsProperty
    }

    /// Whether the declaration says anything about a controller at all.
    var isEmpty: Bool { declaredType == nil && createdClass == nil && returnsProperty == nil }
}

/// Everything the source recognisers found in one or more files. Facts from several files concatenate.
package struct SourceFacts: Sendable, Hashable {
    package var classes: [ImportedClass] = []
    package var extensions: [ImportedExtension] = []
    package var appDelegateMasks: [ImportedAppDelegateMask] = []
    package var transitions: [ImportedTransition] = []
    package var rotationRequests: [ImportedRotationRequest] = []
    package var swizzles: [ImportedSwizzle] = []
    package var windowRoots: [ImportedWindowRoot] = []
    /// Window roots that are another type's property (`coordinator.controller`), resolved when the project is
    /// assembled.
    package var deferredWindowRoots: [ImportedDeferredWindowRoot] = []
    /// Every assignment to a window's `rootViewController` (`window.rootViewController = x`, `[w
    /// setRootViewController:x]`), whether or not the importer can tell the controller: the app sets a root.
    package var windowRootAssignments: [SourceLocation] = []
    /// Controllers' views added to an app window as plain subviews (`[self.window addSubview:nav.view]`).
    package var windowSubviews: [ImportedWindowSubview] = []
    /// Overrides of `viewWillTransition(to:with:)` that never call super's.
    package var superlessTransitions: [ImportedSuperlessTransition] = []
    /// `return .unknown` in a method that answers the orientation to present in.
    package var unknownPreferredOrientations: [ImportedUnknownPreferredOrientation] = []
    /// Answers that return a variable, the variable's assignments and who tells UIKit of a change.
    package var maskNotices = MaskNotices()
    /// The properties of the project's classes and structs, for resolving `deferredWindowRoots`.
    package var properties: [ImportedProperty] = []
    /// Container delegate methods that answer orientation for a stock container (`UINavigationControllerDelegate`'s
    /// `navigationControllerSupportedInterfaceOrientations(_:)`, `UITabBarControllerDelegate`'s pair).
    package var containerDelegateMethods: [ImportedContainerDelegateMethod] = []
    /// Values written into variables (initial values and assignments), for overrides that return a variable.
    package var variableWrites: [VariableWrite] = []
    /// Calls with a mask or orientation literal argument, for variables assigned from a function's parameter.
    package var literalCalls: [LiteralCall] = []
    /// The project's own idiom tests (`UIDevice.isPhone`), for bodies in other files that choose on them.
    package var idiomHelpers: [IdiomHelper] = []
    /// The masks the project names in extensions of `UIInterfaceOrientationMask` (`MaskConstant`), for bodies in
    /// other files that return one.
    package var maskConstants: [MaskConstant] = []
    /// SwiftUI apps, views and hosting controllers.
    package var swiftUI = SwiftUIFacts()
    /// What the file says about its app's readiness for the iOS 27 SDK (`ReadinessFacts`).
    package var readiness = ReadinessFacts()
    /// Classes created (`[X alloc]`, `X.alloc`, `[X new]`, `X(...)`) in a function that checks the iOS version, and
    /// classes created anywhere else: a class created only under such a check (`if (@available(iOS 16.0, *))
    /// Manager16.new else Manager15.new`) runs on the versions the check picks, so its forced rotations are not judged.
    package var createdUnderVersionCheck: Set<String> = []
    package var createdElsewhere: Set<String> = []
    /// Methods that present on behalf of the controller passed to them, and calls that pass `self` to a method
    /// (`PresentingHelpers`).
    package var presentingHelpers: [ImportedPresentingHelper] = []
    package var helperCalls: [ImportedHelperCall] = []

    package init() {}

    package mutating func append(_ other: SourceFacts) {
        classes += other.classes
        extensions += other.extensions
        appDelegateMasks += other.appDelegateMasks
        transitions += other.transitions
        rotationRequests += other.rotationRequests
        swizzles += other.swizzles
        windowRoots += other.windowRoots
        deferredWindowRoots += other.deferredWindowRoots
        windowRootAssignments += other.windowRootAssignments
        windowSubviews += other.windowSubviews
        superlessTransitions += other.superlessTransitions
        unknownPreferredOrientations += other.unknownPreferredOrientations
        maskNotices.append(other.maskNotices)
        properties += other.properties
        containerDelegateMethods += other.containerDelegateMethods
        variableWrites += other.variableWrites
        literalCalls += other.literalCalls
        idiomHelpers += other.idiomHelpers
        maskConstants += other.maskConstants
        swiftUI.append(other.swiftUI)
        readiness.append(other.readiness)
        createdUnderVersionCheck.formUnion(other.createdUnderVersionCheck)
        createdElsewhere.formUnion(other.createdElsewhere)
        presentingHelpers += other.presentingHelpers
        helperCalls += other.helperCalls
    }
}
