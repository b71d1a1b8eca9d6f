import OrientationPolicy

/// A value the importer could not read statically (`return currentMask`, a singleton, a computation): which
/// override, in which class, where, and why. Lint never reports what a guessed value would do: it tries the
/// values the project writes for it (`candidates`) and reports a finding that needs one of them as a condition
/// naming the line; a finding that would need a value nobody writes is skipped and counted (`unread-value`).
package struct UnknownValue: Sendable, Hashable {
    /// The class (or extended class) that declares the override.
    package var className: String
    /// The UIKit member: `supportedInterfaceOrientations`, `shouldAutorotate`, ... or
    /// `application(_:supportedInterfaceOrientationsFor:)`.
    package var member: String
    package var reason: String
    package var location: SourceLocation
    /// The values the project writes for it: the literals a body chooses between (`ImportedValue.oneOf`), or the
    /// literals assigned anywhere in the project to the variable it returns.
    package var candidates: PlausibleCandidates?
    /// Per candidate, the line that writes it (the same order as `candidates`).
    package var candidateLocations: [SourceLocation]
    /// True when `candidates` are every value the member can return (a choice between literals; a variable
    /// whose every assignment is a literal): lint then tries those only.
    package var candidatesComplete: Bool
    /// True when a branch of the body returns `super`'s answer: the inherited answer (UIKit's default for the
    /// class's kind) is then one of the values, written at the member's line.
    package var inheritedCandidate = false

    package init(
        className: String, member: String, reason: String, location: SourceLocation,
        candidates: PlausibleCandidates? = nil, candidateLocations: [SourceLocation]? = nil,
        candidatesComplete: Bool? = nil
    ) {
        self.className = className
        self.member = member
        self.reason = reason
        self.location = location
        self.candidates = candidates
        self.candidateLocations = candidateLocations ?? Array(repeating: location, count: candidates?.count ?? 0)
        self.candidatesComplete = candidatesComplete ?? (candidates != nil)
    }

    /// The unknown taking a value, as a condition reads: "Player.supportedInterfaceOrientations returns
    /// .portrait"; a presentation style is set by the caller, not returned: "Player.modalPresentationStyle is set
    /// to .formSheet".
    package func taking(_ value: String) -> String {
        "\(className).\(member) " + (member == "modalPresentationStyle" ? "is set to " : "returns ") + value
    }

    /// An unknown for a `oneOf` or `unknown` value: the reason, with the choices spelled when there are any.
    static func of<V>(_ value: ImportedValue<V>, className: String, member: String, location: SourceLocation)
        -> UnknownValue?
    {
        switch value {
        case .unknown(let reason):
            return UnknownValue(className: className, member: member, reason: reason, location: location)
        case .oneOf(let values, let reason, let inherited):
            let candidates = PlausibleCandidates.of(values)
            let spelled = candidates.map { ", returning " + $0.spelled.joined(separator: " or ") } ?? ""
            var u = UnknownValue(
                className: className, member: member,
                reason: reason + spelled + (inherited ? " or the inherited answer" : ""), location: location,
                candidates: candidates)
            u.inheritedCandidate = inherited
            return u
        case .value, .perIdiom, .forwarded:
            return nil
        }
    }
}

/// One app of the project (one Info.plist that declares an app), as the engine's model plus provenance.
package struct ImportedApp: Sendable, Hashable {
    /// A name for people: the target folder or the bundle name.
    package var name: String
    /// The Info.plist the app was found from, relative to the project root.
    package var infoPlistPath: String
    /// The controller trees lint explores: the leaves of what the app can reach from its launch screen, shallowest
    /// first (lint also explores the states on the way to each).
    /// Each is a complete `/v1/decide` or `/v1/lint` request body in the engine's model.
    package var scenarios: [Scenario]
    /// Where each value came from, per scenario (same indices as `scenarios`), keyed by the RFC 6901 JSON Pointer
    /// of the value in that scenario's request: `/app/infoPlist/UISupportedInterfaceOrientations~0ipad`,
    /// `/window/rootViewController` (the storyboard element or class declaration),
    /// `/window/rootViewController/supportedInterfaceOrientations` (the override),
    /// `/window/rootViewController/presentedViewController` (the segue or `present` call).
    package var provenance: [[String: SourceLocation]]
    /// Values read as unknown; lint reports only what holds for each value the code can give them.
    package var unknowns: [UnknownValue]
    /// Calls that force a rotation, reported by iOS version.
    package var rotationRequests: [ImportedRotationRequest]
    /// Per scenario: the idiom it was assembled for when an idiom switch (or an iPad-only storyboard) makes the
    /// phone and pad trees differ, so lint runs it on that idiom's targets only; nil when it holds for both.
    package var scenarioIdioms: [Idiom?]
    /// Per scenario: how it is reached from the app's initial state, for people
    /// (`Main.storyboard initial controller; show segue -> DetailViewController`).
    package var scenarioDescriptions: [String]
    /// Per scenario: the members whose value could not be read, by the JSON Pointer of the member in that
    /// scenario's request (`/window/rootViewController/presentedViewController/supportedInterfaceOrientations`).
    /// The scenario leaves them to UIKit's default; lint also tries the plausible values.
    package var unknownSlots: [[String: UnknownValue]]
    /// True when the app has more reachable states than the importer builds scenarios for.
    package var scenariosTruncated: Bool
    /// Presentations and pushes in code whose shown controller or presenter the importer could not tell: the
    /// app's reachable states may include ones no scenario has, so claims about every state are not made.
    package var unplacedTransitions: [SourceLocation] = []
    /// The devices the app is built for (`TARGETED_DEVICE_FAMILY`, `UIDeviceFamily`); nil when the project does
    /// not say. Lint runs only the targets of these idioms: an iPhone-only app on an iPad is a phone app in
    /// compatibility mode, and the iPad's rules (multitasking, its own orientation list) are not its.
    package var deviceFamilies: [Idiom]?
    /// When `deviceFamilies` is unknown because the target's configuration is based on an `.xcconfig` that is not
    /// in the repository: that file. Lint then runs the iPhone targets only and says it skipped the iPad ones,
    /// since Xcode builds for iPhone unless that file says otherwise.
    package var deviceFamilyUnreadFrom: String?
    /// The lines of the orientation members that extensions and categories of classes the project does not declare
    /// (UIKit's containers, a framework's) define: such a member answers for every instance of the class it extends,
    /// so that one instance leaves it unasked says nothing about the line.
    package var extensionMemberLocations: Set<SourceLocation> = []
    /// Whether the app has a launch screen; an iPad app without one is not eligible for multitasking.
    package var hasLaunchScreen = true
    /// The oldest iOS the app runs on (`IPHONEOS_DEPLOYMENT_TARGET`, `MinimumOSVersion`); nil when the project
    /// does not say. Lint raises older targets to it (`AppLintTargets`).
    package var deploymentTarget: SystemVersion?
    /// The iOS SDK the project pins for the app (`SDKROOT = iphoneos17.0`); nil when it names none, as Xcode's
    /// default `iphoneos` (the latest SDK) does. Lint's readiness codes use it unless the caller names an SDK.
    package var sdkVersion: SystemVersion?
    /// The Flutter, React Native, Xamarin, MAUI or Unity project the app belongs to: its screens are written in a
    /// language the importer does not read, and lint says so once.
    package var otherStack: OtherStack?
    /// Controllers' views the app adds to its window as plain subviews while nothing gives the window a root view
    /// controller: no main storyboard or scene storyboard, no main nib whose window has one, no assignment to a
    /// root in code, no SwiftUI `App`. Empty when any of them may give a root (`WindowRootless`).
    package var rootlessWindowSubviews: [ImportedWindowSubview] = []
    /// The app's own overrides of `viewWillTransition(to:with:)` that never call super's (not in tests or checked-in
    /// dependencies).
    package var superlessTransitions: [ImportedSuperlessTransition] = []
    /// What the project description the app's target comes from (a Tuist manifest) leaves unread, or why it was
    /// not read: lint names each once (`unread-value`, `ProjectNotesLint`).
    package var projectNotes: [Located<String>] = []
    /// What the app's files say about its readiness for the iOS 27 SDK: its scene life cycle, the app and scene
    /// delegates' masks, its status bar and layout reads of the orientation.
    package var readiness = AppReadiness()
    /// The app's own answers of `UIInterfaceOrientationUnknown` for the orientation to present in (not in tests or
    /// checked-in dependencies).
    package var unknownPreferredOrientations: [ImportedUnknownPreferredOrientation] = []
    /// The app's answers that return a variable and the assignments to it (not in tests or checked-in
    /// dependencies), for masks changed at run time without telling UIKit.
    package var maskNotices = MaskNotices()

    package init(
        name: String, infoPlistPath: String, scenarios: [Scenario], provenance: [[String: SourceLocation]],
        unknowns: [UnknownValue] = [], rotationRequests: [ImportedRotationRequest] = [],
        scenarioIdioms: [Idiom?]? = nil, scenarioDescriptions: [String]? = nil,
        unknownSlots: [[String: UnknownValue]]? = nil, scenariosTruncated: Bool = false
    ) {
        self.name = name
        self.infoPlistPath = infoPlistPath
        self.scenarios = scenarios
        self.provenance = provenance
        self.unknowns = unknowns
        self.rotationRequests = rotationRequests
        self.scenarioIdioms = scenarioIdioms ?? Array(repeating: nil, count: scenarios.count)
        self.scenarioDescriptions = scenarioDescriptions ?? Array(repeating: "", count: scenarios.count)
        self.unknownSlots = unknownSlots ?? Array(repeating: [:], count: scenarios.count)
        self.scenariosTruncated = scenariosTruncated
    }
}

/// How much the importer read and recognised: printed as progress by the command line and reported by
/// `/v1/import`.
package struct ImportStatistics: Sendable, Hashable {
    package var filesRead = 0
    package var infoPlists = 0
    package var storyboards = 0
    package var sourceFiles = 0
    package var classes = 0
    package var overrides = 0
    package var segues = 0
    package var unknowns = 0
    /// Files the importer could not read and left out, each with why. Only a file no app needs is skipped: an
    /// Info.plist no application target names (a CocoaPods framework's, with merge-conflict markers left in it),
    /// so one broken file of a dependency does not stop the lint of the app around it.
    package var skippedFiles: [ImportError] = []

    package init() {}
}

/// Everything imported from one project.
package struct ImportedProject: Sendable, Hashable {
    package var apps: [ImportedApp]
    package var statistics: ImportStatistics
    /// The `orientation-lint:` comments of the project's sources, storyboards and xibs, in path and line order.
    package var suppressions: [InSourceSuppression] = []

    package init(apps: [ImportedApp], statistics: ImportStatistics) {
        self.apps = apps
        self.statistics = statistics
    }
}

/// A stage of a long import, for progress lines (`--quiet` silences them).
package enum ImportProgress: Sendable, Hashable {
    case filesListed(Int)
    case sourcesRead(files: Int, classes: Int)
    case storyboardsRead(Int)
    case appsFound(Int)
    /// A file left out because it could not be read and no app needs it.
    case skipped(ImportError)
    case linted(app: String, states: Int)
}
