import OrientationPolicy

/// What one app's files say about its readiness for the iOS 27 SDK, gathered for lint's readiness codes
/// (`ReadinessLint`): its own code only (not tests or checked-in dependencies), in file and line order.
package struct AppReadiness: Sendable, Hashable {
    /// How the app adopts the scene life cycle (TN3187): the Info.plist's `UIApplicationSceneManifest` (or Xcode's
    /// `INFOPLIST_KEY_UIApplicationSceneManifest_Generation`), `application(_:configurationForConnecting:options:)` in
    /// an app delegate, or a SwiftUI `App`, whose body is made of scenes.
    package enum SceneAdoption: Sendable, Hashable {
        case manifest(SourceLocation)
        case configurationMethod(SourceLocation)
        case swiftUIApp(SourceLocation)
    }
    /// nil when nothing the importer read adopts it.
    package var sceneAdoption: SceneAdoption?
    /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)`, deprecated on iOS 27.
    package var appDelegateOrientationMethods: [ImportedDelegateMethod] = []
    /// Each window scene delegate class's `supportedInterfaceOrientations(for:)` (iOS 27): the mask that replaces
    /// the Info.plist list for that class's scenes.
    package var sceneDelegateMasks: [ImportedSceneDelegateMask] = []
    package var orientationLayoutReads: [ImportedOrientationLayoutRead] = []
    package var statusBarOrientationUses: [ImportedStatusBarOrientationUse] = []
    /// Calls of `UIApplication.supportedInterfaceOrientations(for:)` that can run on iOS 27, which deprecates it.
    package var applicationMaskCalls: [ImportedApplicationMaskCall] = []
    /// The orientations the Info.plist lists for iPhone (`UISupportedInterfaceOrientations~iphone`, else the plain
    /// key), where that list is; nil when it lists none.
    package var phoneOrientations: Located<[InterfaceOrientation]>?
    /// `UIRequiresFullScreen` is true (for iPhone, the plain key is the one that applies).
    package var requiresFullScreen = false

    package init() {}

    /// The readiness facts of `sources` that belong to the app (not to its tests or checked-in dependencies).
    static func of(_ plist: ImportedInfoPlist, sources: SourceFacts) -> AppReadiness {
        func own(_ l: SourceLocation) -> Bool {
            !ProjectPaths.isTestSource(l.file) && !ProjectPaths.isDependencySource(l.file)
        }
        let facts = sources.readiness
        var r = AppReadiness()
        if let at = plist.keyLocations[InfoPlistKey.sceneManifest] {
            r.sceneAdoption = .manifest(at)
        } else if let m = facts.sceneConfigurationMethods.first(where: { own($0.location) }) {
            r.sceneAdoption = .configurationMethod(m.location)
        } else if let app = SwiftUIEntry.app(among: sources.swiftUI.apps, near: plist.path) {
            r.sceneAdoption = .swiftUIApp(app.location)
        }
        r.appDelegateOrientationMethods = facts.appDelegateOrientationMethods.filter { own($0.location) }
            .sorted { $0.location < $1.location }
        r.sceneDelegateMasks = facts.sceneDelegateMasks.filter { own($0.location) }.sorted { $0.location < $1.location }
        // One read per line: `if o == .portrait || o == .portraitUpsideDown` is one decision.
        var lines = Set<String>()
        r.orientationLayoutReads = facts.orientationLayoutReads.filter { own($0.location) }.sorted { $0.location < $1.location }
            .filter { lines.insert("\($0.location.file):\($0.location.line)").inserted }
        r.statusBarOrientationUses = facts.statusBarOrientationUses.filter { own($0.location) }
            .sorted { $0.location < $1.location }
        r.applicationMaskCalls = facts.applicationMaskCalls.filter { own($0.location) }.sorted { $0.location < $1.location }
        let info = plist.infoPlist
        if let list = info.supportedInterfaceOrientationsPhone {
            r.phoneOrientations = Located(
                list, at: plist.keyLocations[InfoPlistKey.supportedOrientationsPhone] ?? SourceLocation(file: plist.path, line: 1))
        } else if let list = info.supportedInterfaceOrientations {
            r.phoneOrientations = Located(
                list, at: plist.keyLocations[InfoPlistKey.supportedOrientations] ?? SourceLocation(file: plist.path, line: 1))
        }
        r.requiresFullScreen = info.requiresFullScreen == true
        return r
    }
}
