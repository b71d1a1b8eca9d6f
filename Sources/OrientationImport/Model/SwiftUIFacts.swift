import OrientationPolicy

/// An `@main struct X: App` (SwiftUI's app lifecycle): SwiftUI creates the window of each `WindowGroup` itself
/// and hosts the group's view in a `UIHostingController`, which answers orientation with UIKit's defaults
/// ("UIHostingController", Apple Developer Documentation: a UIKit view controller that manages a SwiftUI view
/// hierarchy). The `App` protocol is available from iOS 14.0 ("App", Apple Developer Documentation).
package struct ImportedSwiftUIApp: Sendable, Hashable {
    package var name: String
    /// The `@main` struct's `struct` keyword.
    package var location: SourceLocation
    /// The types created in the first `WindowGroup`'s content, in order (`ContentView`); the assembler keeps the
    /// project's own views among them.
    package var rootViews: [String]
    /// `@UIApplicationDelegateAdaptor(AppDelegate.self)`: the class SwiftUI makes the application's delegate,
    /// located at the attribute.
    package var delegateClass: Located<String>?

    package init(name: String, location: SourceLocation, rootViews: [String], delegateClass: Located<String>? = nil) {
        self.name = name
        self.location = location
        self.rootViews = rootViews
        self.delegateClass = delegateClass
    }
}

/// A presentation or push a SwiftUI view declares: `.sheet { V() }`, `.fullScreenCover { V() }`,
/// `.popover { V() }`, `NavigationLink { V() }`, `.navigationDestination { V() }`.
package struct ImportedSwiftUITransition: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case sheet, fullScreenCover, popover, push
    }
    package var kind: Kind
    /// The types created in the content, in order: the project's views among them are what it shows.
    package var views: [String]
    /// The modifier's or link's name token.
    package var location: SourceLocation

    package init(kind: Kind, views: [String], location: SourceLocation) {
        self.kind = kind
        self.views = views
        self.location = location
    }

    /// The style SwiftUI presents with: a sheet is a page sheet, a full-screen cover full screen, a popover a
    /// popover (on iPhone it adapts to a sheet, as UIKit's popovers do). A push is no presentation.
    package var style: ModalPresentationStyle? {
        switch kind {
        case .sheet: .pageSheet
        case .fullScreenCover: .fullScreen
        case .popover: .popover
        case .push: nil
        }
    }
}

/// A SwiftUI view type of the project (`struct X: View`), or a `UIViewControllerRepresentable`.
package struct ImportedSwiftUIView: Sendable, Hashable {
    package var name: String
    package var location: SourceLocation
    /// The types its members create outside presentations (its child views, `NavigationLink` destinations,
    /// tabs), in order.
    package var created: [String]
    package var transitions: [ImportedSwiftUITransition]
    /// For a `UIViewControllerRepresentable`: the classes `makeUIViewController(context:)` declares and creates,
    /// in order (its return type first); the assembler takes the first that is a view controller.
    package var representedControllers: [String]?

    package init(
        name: String, location: SourceLocation, created: [String] = [], transitions: [ImportedSwiftUITransition] = [],
        representedControllers: [String]? = nil
    ) {
        self.name = name
        self.location = location
        self.created = created
        self.transitions = transitions
        self.representedControllers = representedControllers
    }
}

/// A class of the project that subclasses `UIHostingController<V>` with a view type written as its generic
/// argument, or an expression `X(rootView: V(...))` that creates a hosting controller: which SwiftUI view the
/// controller hosts.
package struct ImportedHostedView: Sendable, Hashable {
    /// The hosting class (`UIHostingController` or the project's subclass).
    package var hostingClass: String
    package var view: String
    /// The subclass declaration or the creating call.
    package var location: SourceLocation
    /// True for a subclass's generic argument (every instance hosts that view), false for one creating call.
    package var isSubclass: Bool

    package init(hostingClass: String, view: String, location: SourceLocation, isSubclass: Bool) {
        self.hostingClass = hostingClass
        self.view = view
        self.location = location
        self.isSubclass = isSubclass
    }
}

/// The SwiftUI facts of one or more files.
package struct SwiftUIFacts: Sendable, Hashable {
    package var apps: [ImportedSwiftUIApp] = []
    package var views: [ImportedSwiftUIView] = []
    package var hostedViews: [ImportedHostedView] = []

    package init() {}

    package var isEmpty: Bool { apps.isEmpty && views.isEmpty && hostedViews.isEmpty }

    mutating func append(_ other: SwiftUIFacts) {
        apps += other.apps
        views += other.views
        hostedViews += other.hostedViews
    }

    var files: Set<String> {
        Set(apps.map(\.location.file) + views.map(\.location.file) + hostedViews.map(\.location.file))
    }

    func without(_ excluded: Set<String>) -> SwiftUIFacts {
        var out = SwiftUIFacts()
        out.apps = apps.filter { !excluded.contains($0.location.file) }
        out.views = views.filter { !excluded.contains($0.location.file) }
        out.hostedViews = hostedViews.filter { !excluded.contains($0.location.file) }
        return out
    }
}
