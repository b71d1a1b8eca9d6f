import OrientationPolicy

/// Every class the project declares, with its superclass chain resolved across files, and the orientation answers
/// each class gives once its own overrides, its superclasses', and the extensions (categories) of UIKit classes
/// are combined, the way the Objective-C runtime looks a method up: the class, then each superclass, and a
/// category's method replaces the method of the class it extends.
struct ClassTable {
    /// The project's classes by name. A name declared twice (two targets, an `#if`) keeps the first declaration in
    /// path order, and every override either declares (the runtime would load only one; which one is not
    /// knowable from the sources).
    private(set) var classes: [String: ImportedClass] = [:]
    /// Extensions and categories by the class they extend, in path order.
    private(set) var extensions: [String: [ImportedExtension]] = [:]
    /// The container delegate methods the sources implement, by container kind.
    private(set) var containerDelegateMethods: [ControllerKind: [ImportedContainerDelegateMethod]] = [:]

    init(_ facts: SourceFacts) {
        for c in facts.classes {
            if var existing = classes[c.name] {
                existing.overrides.fillMissing(from: c.overrides)
                if existing.superclass == nil { existing.superclass = c.superclass }
                if existing.ownPresentationStyle == nil { existing.ownPresentationStyle = c.ownPresentationStyle }
                classes[c.name] = existing
            } else {
                classes[c.name] = c
            }
        }
        for e in facts.extensions {
            extensions[e.extendedClass, default: []].append(e)
        }
        for d in facts.containerDelegateMethods {
            containerDelegateMethods[d.kind, default: []].append(d)
        }
    }

    /// The UIKit classes whose kind the engine models, with every UIKit subclass a storyboard or code commonly
    /// names mapped to the kind it behaves as for orientation (a table view controller is a view controller).
    static let uikitKinds: [String: ControllerKind] = [
        "UIViewController": .viewController,
        "UITableViewController": .viewController,
        "UICollectionViewController": .viewController,
        "UIHostingController": .viewController,
        "AVPlayerViewController": .viewController,
        "UIImagePickerController": .navigationController,
        "UIReferenceLibraryViewController": .viewController,
        "UIActivityViewController": .viewController,
        "UIAlertController": .viewController,
        "UIDocumentPickerViewController": .viewController,
        "SFSafariViewController": .viewController,
        "MFMailComposeViewController": .navigationController,
        "MFMessageComposeViewController": .navigationController,
        "GKGameCenterViewController": .navigationController,
        "UINavigationController": .navigationController,
        "UITabBarController": .tabBarController,
        "UISplitViewController": .splitViewController,
        "UIPageViewController": .pageViewController,
    ]

    /// The chain from `name` up to the first class the project does not declare (a UIKit class, a framework class,
    /// or a protocol the recogniser took for a superclass), `name` first. Cycles (a class that names itself through
    /// a typo'd chain) stop at the first repeat.
    func chain(of name: String) -> (project: [ImportedClass], root: String) {
        var out: [ImportedClass] = []
        var seen: Set<String> = []
        var current = name
        while let c = classes[current], seen.insert(current).inserted {
            out.append(c)
            guard let s = c.superclass else { return (out, "NSObject") }
            current = s
        }
        return (out, current)
    }

    /// Whether `name` is a view controller class: a UIKit controller, or a project class whose chain reaches
    /// one, or a name ending in `Controller` that the project does not declare (a framework's controller).
    func isViewController(_ name: String) -> Bool {
        let root = chain(of: name).root
        return Self.uikitKinds[root] != nil || root.hasSuffix("Controller")
    }

    /// The presentation style a class gives itself (`ImportedClass.ownPresentationStyle`), from the first class of its
    /// chain that sets one.
    func ownPresentationStyle(of name: String) -> Located<ModalPresentationStyle>? {
        chain(of: name).project.lazy.compactMap(\.ownPresentationStyle).first
    }

    /// The UIKit container kind a class behaves as: the kind of the UIKit class its chain reaches, else `fallback`
    /// (a chain that ends in a framework class the project does not declare, such as a pod's navigation
    /// controller subclass: the storyboard element that names it says which container it is).
    func kind(of name: String, fallback: ControllerKind = .viewController) -> ControllerKind {
        Self.uikitKinds[chain(of: name).root] ?? fallback
    }

    /// The UIKit class at the root of the chain (for names the engine prints and extensions that apply).
    func uikitRoot(of name: String) -> String {
        chain(of: name).root
    }

    /// The overrides that answer for an instance of `name`: each member from the first class in the chain that
    /// overrides it, where an extension of a class counts as that class (a category replaces the method of the
    /// class it extends), then extensions of the UIKit root and of `UIViewController` (the category trick
    /// applies to every subclass that does not override).
    ///
    /// `kind` is the container the instance is known to be (its storyboard element) when its chain ends in a
    /// class the project does not declare: a category on `UINavigationController` replaces the method every
    /// subclass inherits ("Customizing Existing Classes", Programming with Objective-C), so a framework's
    /// navigation controller subclass that the sources cannot show overriding answers through it too.
    func effectiveOverrides(of name: String, as kind: ControllerKind? = nil) -> OrientationOverrides {
        let (project, root) = chain(of: name)
        var result = OrientationOverrides()
        for c in project {
            for e in extensions[c.name] ?? [] { result.fillMissing(from: e.overrides) }
            result.fillMissing(from: c.overrides)
        }
        // UIKit's containers implement the orientation methods themselves, so a category on UIViewController
        // replaces the answer of plain controllers only; a container answers from its own class's category.
        let kind = Self.uikitKinds[root] ?? kind ?? .viewController
        var uikit: [String] = [root]
        if root != kind.uikitClassName { uikit.append(kind.uikitClassName) }
        if kind == .viewController && !uikit.contains("UIViewController") { uikit.append("UIViewController") }
        for u in uikit {
            for e in extensions[u] ?? [] { result.fillMissing(from: e.overrides) }
        }
        return result
    }
}

extension OrientationOverrides {
    /// Takes each member `other` overrides that `self` does not.
    /// A member whose override forwards to the presented controller and then returns `super`'s answer has no value
    /// of its own: it takes the value from `other` and keeps its own forwarding. A member not overridden at all takes
    /// both.
    mutating func fillMissing(from other: OrientationOverrides) {
        take(\.supportedInterfaceOrientations, forwarding: \.supportedInterfaceOrientations, from: other)
        take(\.shouldAutorotate, forwarding: \.shouldAutorotate, from: other)
        take(
            \.preferredInterfaceOrientationForPresentation,
            forwarding: \.preferredInterfaceOrientationForPresentation, from: other)
        if shouldAutorotateToInterfaceOrientation == nil {
            shouldAutorotateToInterfaceOrientation = other.shouldAutorotateToInterfaceOrientation
        }
    }

    /// One modern member: its value when `self` has none, and then its forwarding when `self` does not forward.
    private mutating func take<V>(
        _ value: WritableKeyPath<OrientationOverrides, V?>, forwarding: WritableKeyPath<PresentedForwarding, SourceLocation?>,
        from other: OrientationOverrides
    ) {
        guard self[keyPath: value] == nil else { return }
        self[keyPath: value] = other[keyPath: value]
        if forwardsToPresented[keyPath: forwarding] == nil {
            forwardsToPresented[keyPath: forwarding] = other.forwardsToPresented[keyPath: forwarding]
        }
    }
}
