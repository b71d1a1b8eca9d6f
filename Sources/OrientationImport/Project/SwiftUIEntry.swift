import OrientationPolicy

/// The SwiftUI app lifecycle's part in assembling an app: which `@main` `App` is the app's, the window its
/// `WindowGroup` opens, and which class its `@UIApplicationDelegateAdaptor` makes the application's delegate.
enum SwiftUIEntry {
    /// The `App` protocol is available from iOS 14.0 ("App", Apple Developer Documentation,
    /// https://developer.apple.com/documentation/swiftui/app): an app whose window it opens cannot run before.
    static let appProtocolSince = SystemVersion(14, 0)

    /// Whether the sources hold an `App` that can be the app's (not in a test file or a checked-in dependency).
    static func hasApp(_ sources: SourceFacts) -> Bool {
        sources.swiftUI.apps.contains {
            !ProjectPaths.isTestSource($0.location.file) && !ProjectPaths.isDependencySource($0.location.file)
        }
    }

    /// The `App` nearest the Info.plist, never one in a test file or a checked-in dependency.
    static func app(among apps: [ImportedSwiftUIApp], near plistPath: String) -> ImportedSwiftUIApp? {
        let candidates = apps.filter {
            !ProjectPaths.isTestSource($0.location.file) && !ProjectPaths.isDependencySource($0.location.file)
        }
        return ProjectPaths.nearest(to: plistPath, among: candidates, path: \.location.file)
    }

    /// The app delegate masks that can be the app's. In an app a SwiftUI `App` runs, only those of the class its
    /// delegate adaptor names (or its project superclasses, or extensions of them): SwiftUI makes an instance of
    /// that class the delegate ("UIApplicationDelegateAdaptor", Apple Developer Documentation), UIKit asks the
    /// delegate alone for `application(_:supportedInterfaceOrientationsFor:)`, and without an adaptor the delegate
    /// is SwiftUI's own, so no class of the project answers. In any other app, every mask (the nearest is taken).
    static func delegateMasks(_ sources: SourceFacts, classes: ClassTable, near plistPath: String) -> [ImportedAppDelegateMask] {
        guard let swiftUIApp = app(among: sources.swiftUI.apps, near: plistPath) else { return sources.appDelegateMasks }
        guard let delegate = swiftUIApp.delegateClass?.value else { return [] }
        let chain = Set([delegate] + classes.chain(of: delegate).project.map(\.name))
        return sources.appDelegateMasks.filter { chain.contains($0.className) }
    }

    /// The hosting controller SwiftUI makes the root of the app's window: the first `WindowGroup`'s view, hosted in a
    /// `UIHostingController`.
    static func entry(_ app: ImportedSwiftUIApp, swiftUI: SwiftUIFacts, graph: inout ControllerGraph) -> (Int, String) {
        let byName = ControllerGraph.viewsByName(swiftUI)
        let project = app.rootViews.filter { byName[$0] != nil }
        let views = project.isEmpty ? Array(app.rootViews.prefix(1)) : project
        let n = graph.hostingNode("UIHostingController", views: views, swiftUI: swiftUI, at: app.location)
        let shown = views.first.map { " { \($0) }" } ?? ""
        return (n, "SwiftUI App \(app.name): WindowGroup\(shown)")
    }
}
