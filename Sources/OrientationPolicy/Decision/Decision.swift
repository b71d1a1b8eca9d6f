/// What UIKit does with a `Scenario`: the output of `decide` (the API `POST /v1/decide` response).
/// Decisions are values; the HTTP layer only serializes them.
public struct Decision: Sendable, Hashable {
    /// `rotated` when the interface orientation after evaluation differs from the current one, `unchanged`,
    /// `exception` when UIKit raises, or `doesNotLaunch` when the app never starts: built with the iOS 27 SDK
    /// without a scene configuration, on iOS 27 (TN3187; WWDC 2026 session 278). UIKit prints no crash text for
    /// it that a source quotes, so the outcome names the state, not a message.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        case rotated, unchanged, exception, doesNotLaunch
    }

    public var outcome: Outcome
    /// The interface orientation after evaluation (after any full-screen presentation and any rotation); the
    /// current one when unchanged or on exception.
    public var interfaceOrientation: InterfaceOrientation
    /// The effective mask: app mask AND top-most full-screen controller mask AND device restrictions.
    public var supportedInterfaceOrientations: InterfaceOrientationMask
    /// The app mask and where it came from.
    public var applicationOrientations: ApplicationOrientations
    /// The controller whose answers decide (nil when the deciding window has no root view controller).
    public var topmostViewController: ControllerReference?
    /// For a full-screen presented top-most controller, the orientation it is shown in; nil otherwise.
    public var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
    /// The exception UIKit raises, if any.
    public var exception: UIKitException?
    /// Every step of the decision, in order.
    public var explanation: [ExplanationStep]
    /// The iOS version decided for: the certainty of each step is judged on it.
    public var systemVersion: SystemVersion
    /// The situational claims the decision rests on, with the other answers of disputed ones.
    public var claimsUsed: [ClaimUse]
    /// For a decision made without its explanation (`Policy.decideOutcome`): the rules the explanation's steps
    /// would name, in order. Empty when the explanation is there.
    public var rulesWithoutSteps: RuleSequence

    public init(
        outcome: Outcome,
        interfaceOrientation: InterfaceOrientation,
        supportedInterfaceOrientations: InterfaceOrientationMask,
        applicationOrientations: ApplicationOrientations,
        topmostViewController: ControllerReference?,
        preferredInterfaceOrientationForPresentation: InterfaceOrientation?,
        exception: UIKitException?,
        explanation: [ExplanationStep],
        systemVersion: SystemVersion = .newestModelled,
        claimsUsed: [ClaimUse] = [],
        rulesWithoutSteps: RuleSequence = RuleSequence()
    ) {
        self.outcome = outcome
        self.interfaceOrientation = interfaceOrientation
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.applicationOrientations = applicationOrientations
        self.topmostViewController = topmostViewController
        self.preferredInterfaceOrientationForPresentation = preferredInterfaceOrientationForPresentation
        self.exception = exception
        self.explanation = explanation
        self.systemVersion = systemVersion
        self.claimsUsed = claimsUsed
        self.rulesWithoutSteps = rulesWithoutSteps
    }
}

/// The app mask (`-[UIApplication supportedInterfaceOrientationsForWindow:]`) and its source.
public struct ApplicationOrientations: Sendable, Hashable {
    /// Where the app mask came from (the API `applicationOrientations.source`).
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// The app delegate's `application:supportedInterfaceOrientationsForWindow:`.
        case delegate
        /// The scene delegate's `supportedInterfaceOrientations(for:)` (iOS 27+), which replaces the Info.plist
        /// list for its scene.
        case sceneDelegate
        /// The plain `UISupportedInterfaceOrientations` key.
        case infoPlist
        /// `UISupportedInterfaceOrientations~ipad`.
        case infoPlistPad = "infoPlist~ipad"
        /// `UISupportedInterfaceOrientations~iphone`.
        case infoPlistPhone = "infoPlist~iphone"
        /// No key: the idiom default.
        case `default`
    }

    public var mask: InterfaceOrientationMask
    public var source: Source

    public init(mask: InterfaceOrientationMask, source: Source) {
        self.mask = mask
        self.source = source
    }
}

/// Names a controller in the request: its `name` and where it sits, as a dotted path in the request's own
/// spelling, e.g. `window.rootViewController.viewControllers[1].presentedViewController`.
///
/// The path is kept as a `ControllerPath` and spelt only when `path` is read: `decide` runs once per HTTP request
/// and thousands of times per lint run, and only the response encoder needs the text. Equality and hashing use
/// the spelt path, so a reference built from text equals one built from the same `ControllerPath`.
public struct ControllerReference: Sendable, Hashable {
    public var name: String
    /// The dotted request-spelling path, spelt on each read when the reference was built from a `ControllerPath`.
    public var path: String {
        get {
            switch storage {
            case .text(let text): text
            case .path(let p, let windowsFromArray): p.string(windowsFromArray: windowsFromArray)
            }
        }
        set { storage = .text(newValue) }
    }

    @usableFromInline enum Storage: Sendable {
        case text(String)
        case path(ControllerPath, windowsFromArray: Bool)
    }
    @usableFromInline var storage: Storage

    public init(name: String, path: String) {
        self.name = name
        self.storage = .text(path)
    }

    /// A reference whose `path` is spelt from `path` only when read (no string is built here).
    public init(name: String, path: ControllerPath, windowsFromArray: Bool) {
        self.name = name
        self.storage = .path(path, windowsFromArray: windowsFromArray)
    }

    /// Hands `path` to `body` piece by piece without building the string (see `ExplanationStep.forEachDetailPiece`).
    public func forEachPathPiece(_ body: (String) -> Void) {
        switch storage {
        case .text(let text): body(text)
        case .path(let p, let windowsFromArray): p.forEachPiece(windowsFromArray: windowsFromArray, body)
        }
    }

    /// Hands `path` to `sink` piece by piece, the engine's own pieces as literals (an encoder copies them without
    /// the escaping scan; a path built from text is one `.text` piece).
    @inlinable public func writePath<Sink: TextPieceSink & ~Copyable>(to sink: inout Sink) {
        switch storage {
        case .text(let text): sink.text(text)
        case .path(let p, let windowsFromArray): p.writeTextPieces(windowsFromArray: windowsFromArray, into: &sink)
        }
    }

    public static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.path == b.path }

    public func hash(into h: inout Hasher) {
        h.combine(name)
        h.combine(path)
    }
}

/// An Objective-C exception UIKit raises.
public struct UIKitException: Sendable, Hashable {
    /// The name as raised: `UIApplicationInvalidInterfaceOrientation`.
    public var name: String
    /// UIKit's reason text for the iOS version.
    public var reason: String

    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// The literal name UIKit raises with (without "Exception"; every crash log shows this).
    public static let invalidInterfaceOrientation = "UIApplicationInvalidInterfaceOrientation"
}
