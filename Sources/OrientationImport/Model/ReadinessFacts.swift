import OrientationPolicy

/// What one file says about its app's readiness for the iOS 27 SDK: how it adopts the scene life cycle, where it
/// answers the orientation question the app-wide way iOS 27 deprecates, what its scene delegates answer instead,
/// and where its layout reads the orientation or the screen's bounds.
package struct ReadinessFacts: Sendable, Hashable {
    /// `application(_:configurationForConnecting:options:)` / `application:configurationForConnectingSceneSession:options:`:
    /// an app delegate that hands UIKit its scene configuration in code (iOS 13+).
    package var sceneConfigurationMethods: [ImportedDelegateMethod] = []
    /// `application(_:supportedInterfaceOrientationsFor:)` / `application:supportedInterfaceOrientationsForWindow:`,
    /// whether or not its body could be read (the value, when read, is in `SourceFacts.appDelegateMasks`).
    package var appDelegateOrientationMethods: [ImportedDelegateMethod] = []
    /// `supportedInterfaceOrientations(for:)` / `supportedInterfaceOrientationsForWindowScene:` of each window scene
    /// delegate class (iOS 27+): the mask that replaces the Info.plist list for that delegate's scenes.
    package var sceneDelegateMasks: [ImportedSceneDelegateMask] = []
    /// Reads of the interface or device orientation, or of the main screen's bounds, that decide a layout.
    package var orientationLayoutReads: [ImportedOrientationLayoutRead] = []
    /// Reads and writes of `UIApplication`'s `statusBarOrientation`.
    package var statusBarOrientationUses: [ImportedStatusBarOrientationUse] = []
    /// Calls of `UIApplication.supportedInterfaceOrientations(for:)` (`supportedInterfaceOrientationsForWindow:`),
    /// deprecated in iOS 27, that can run on iOS 27.
    package var applicationMaskCalls: [ImportedApplicationMaskCall] = []

    package init() {}

    package var isEmpty: Bool {
        sceneConfigurationMethods.isEmpty && appDelegateOrientationMethods.isEmpty && sceneDelegateMasks.isEmpty
            && orientationLayoutReads.isEmpty && statusBarOrientationUses.isEmpty && applicationMaskCalls.isEmpty
    }

    /// Every file a fact was read from.
    var files: Set<String> {
        var all = Set<String>()
        for m in sceneConfigurationMethods { all.insert(m.location.file) }
        for m in appDelegateOrientationMethods { all.insert(m.location.file) }
        for m in sceneDelegateMasks { all.insert(m.location.file) }
        for r in orientationLayoutReads { all.insert(r.location.file) }
        for u in statusBarOrientationUses { all.insert(u.location.file) }
        for c in applicationMaskCalls { all.insert(c.location.file) }
        return all
    }

    /// The facts read from files not in `excluded`: those of the files one app is built from (`AppFileScope`).
    func without(_ excluded: Set<String>) -> ReadinessFacts {
        var out = ReadinessFacts()
        out.sceneConfigurationMethods = sceneConfigurationMethods.filter { !excluded.contains($0.location.file) }
        out.appDelegateOrientationMethods = appDelegateOrientationMethods.filter { !excluded.contains($0.location.file) }
        out.sceneDelegateMasks = sceneDelegateMasks.filter { !excluded.contains($0.location.file) }
        out.orientationLayoutReads = orientationLayoutReads.filter { !excluded.contains($0.location.file) }
        out.statusBarOrientationUses = statusBarOrientationUses.filter { !excluded.contains($0.location.file) }
        out.applicationMaskCalls = applicationMaskCalls.filter { !excluded.contains($0.location.file) }
        return out
    }

    package mutating func append(_ other: ReadinessFacts) {
        sceneConfigurationMethods += other.sceneConfigurationMethods
        appDelegateOrientationMethods += other.appDelegateOrientationMethods
        sceneDelegateMasks += other.sceneDelegateMasks
        orientationLayoutReads += other.orientationLayoutReads
        statusBarOrientationUses += other.statusBarOrientationUses
        applicationMaskCalls += other.applicationMaskCalls
    }
}

/// One app (or scene) delegate method, where it is declared.
package struct ImportedDelegateMethod: Sendable, Hashable {
    /// The class implementing it; nil at file level.
    package var className: String?
    package var language: SourceLanguage
    package var location: SourceLocation

    package init(className: String?, language: SourceLanguage, location: SourceLocation) {
        self.className = className
        self.language = language
        self.location = location
    }
}

/// A window scene delegate's `supportedInterfaceOrientations(for:)` (Objective-C
/// `supportedInterfaceOrientationsForWindowScene:`), iOS 27+. Apple's documentation: "The returned value replaces
/// the app's UISupportedInterfaceOrientations Info.plist value for this scene. If not implemented, the Info.plist
/// value is used." One per scene delegate class; which scenes a class delegates is the scene configuration's
/// `UISceneDelegateClassName` (or the configuration returned in code).
package struct ImportedSceneDelegateMask: Sendable, Hashable {
    /// The scene delegate class.
    package var className: String
    package var language: SourceLanguage
    /// The method's name.
    package var location: SourceLocation
    /// What the body returns, read as an app delegate's mask is; nil when the body could not be read at all.
    package var mask: ImportedValue<InterfaceOrientationMask>?

    package init(
        className: String, language: SourceLanguage, location: SourceLocation, mask: ImportedValue<InterfaceOrientationMask>?
    ) {
        self.className = className
        self.language = language
        self.location = location
        self.mask = mask
    }
}

/// A read of the orientation or of the main screen's size that decides a layout (`ReadinessLayout`): inside a
/// layout callback (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `layoutSubviews`, `updateViewConstraints`,
/// `updateConstraints`, `viewWillTransition(to:with:)`, `traitCollectionDidChange(_:)`), or in a statement that sets
/// a frame, bounds, centre, size or constraint. A read anywhere else (analytics, a scale factor, a camera's video
/// orientation) is not recorded, nor is a main-screen read that only backs up a window's size
/// (`keyWindow?.frame.size ?? UIScreen.main.bounds.size`; `SwiftWindowFallback`, `ObjCWindowFallback`).
package struct ImportedOrientationLayoutRead: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        /// A view controller's or window scene's `interfaceOrientation`, `UIInterfaceOrientationIsLandscape(...)`.
        case interfaceOrientation
        /// `UIDevice.current.orientation` / `[UIDevice currentDevice].orientation`.
        case deviceOrientation
        /// `UIScreen.main.bounds` / `[UIScreen mainScreen].bounds` (and `nativeBounds`).
        case screenBounds
    }
    package var kind: Kind
    /// What was written (`UIScreen.main.bounds`), for the message.
    package var spelled: String
    /// The class whose method contains it.
    package var inClass: String?
    /// The enclosing method (`viewWillLayoutSubviews`).
    package var inMethod: String?
    /// The first token of the read's statement (in Swift, the opening parenthesis of the outermost call within it
    /// whose arguments hold the read, `SwiftReadiness.anchor`): a `CGRectMake(...)` whose width and height are read
    /// on two lines is one decision, reported once (`AppReadiness` keeps one read per line).
    package var location: SourceLocation

    package init(kind: Kind, spelled: String, inClass: String?, inMethod: String?, location: SourceLocation) {
        self.kind = kind
        self.spelled = spelled
        self.inClass = inClass
        self.inMethod = inMethod
        self.location = location
    }
}

/// `UIApplication.shared.statusBarOrientation` read, or set (`statusBarOrientation = ...`,
/// `setStatusBarOrientation(_:animated:)`).
package struct ImportedStatusBarOrientationUse: Sendable, Hashable {
    package var isSetter: Bool
    package var inClass: String?
    package var location: SourceLocation

    package init(isSetter: Bool, inClass: String?, location: SourceLocation) {
        self.isSetter = isSetter
        self.inClass = inClass
        self.location = location
    }
}

/// A call of `UIApplication.supportedInterfaceOrientations(for:)` (Objective-C
/// `[[UIApplication sharedApplication] supportedInterfaceOrientationsForWindow:]`): the app's default orientations
/// for a window, deprecated in iOS 27 ("UIApplication supportedInterfaceOrientations(for:)", Apple Developer
/// Documentation: available iOS 6.0-27.0). A call only an `if #available(iOS 27, *) {} else {...}` branch (or
/// `#unavailable(iOS 27)`, `guard #available(iOS 27, *) else {...}`) runs is not recorded: it never runs on 27.
package struct ImportedApplicationMaskCall: Sendable, Hashable {
    /// The class whose method makes the call.
    package var inClass: String?
    package var language: SourceLanguage
    package var location: SourceLocation

    package init(inClass: String?, language: SourceLanguage, location: SourceLocation) {
        self.inClass = inClass
        self.language = language
        self.location = location
    }
}
