import OrientationImport
import OrientationPolicy

/// Lints one imported app: each scenario with the engine's own lint on the targets of its idiom (and of the
/// devices the app is built for), once per possible world of the values the importer could not read
/// (`UnknownWorlds`). A finding every world shows is a fact; one that needs a value the project writes is worded
/// as that condition, naming the line; one that needs a value nobody writes is not reported, and the unread
/// value is named once (`unread-value`) with the checks it made lint skip. `dead-orientation`, a claim about
/// every state of the app, is reported only where every run makes it (`DeadOrientationClaims`).
///
/// `maxStates` bounds each scenario (as `/v1/lint`'s `maxStates` bounds one request), shared by its worlds.
struct ProjectAppLint {
    var app: ImportedApp
    var targets: [Device]
    var maxStates: Int
    /// Unknown members varied per scenario, in pointer order; the rest keep UIKit's default only.
    var maxUnknownsPerScenario = 6
    /// The SDK the app is built with (`ReadinessLint`): today's unless the caller says otherwise.
    var linkedAgainst = ForcedRotationLint.currentSDK

    /// Findings skipped because of one unread value, gathered over the app's scenarios.
    private struct Skipped {
        var unknown: UnknownValue
        var pointer: String
        var codes: [LintCode] = []
        var count = 0
        var targets: [Device] = []
    }

    /// How a scenario's world is described in an example: how the app reaches it, then the written values it
    /// assumes (`if X.member returns .portrait`).
    private func example(_ description: String, _ worlds: UnknownWorlds, _ w: Int, _ word: String) -> String {
        ([description] + worlds.describe(world: w).map { word + " " + $0 }).filter { !$0.isEmpty }.joined(separator: "; ")
    }

    func run() -> ProjectLintReport.AppReport {
        var merged = FindingMerger()
        var requested = self.targets
        if app.deviceFamilies == nil, let file = app.deviceFamilyUnreadFrom, requested.contains(where: { $0.idiom == .pad }) {
            // Whether the app is built for iPad at all is unread: its iPad findings would rest on a guess.
            let pads = requested.filter { $0.idiom == .pad }
            requested.removeAll { $0.idiom == .pad }
            // A file above the project folder is never opened (docs/robustness.md): a larger root admits it.
            let outside = file.hasPrefix("../") || file.hasPrefix("/")
            var note = LintFinding(
                code: .unreadValue, pointer: "",
                message:
                    "TARGETED_DEVICE_FAMILY could not be read: the app target's configuration is based on \(file), which is \(outside ? "outside the project root, so not opened" : "not in the repository"), so lint skipped the iPad targets (Xcode builds for iPhone only unless that file says otherwise).",
                targets: pads)
            note.fixOverride =
                outside
                ? "Lint with --project-root naming a folder that holds \(file) (the repository's top level), or set TARGETED_DEVICE_FAMILY in the project file, so lint can tell whether the app runs on iPad."
                : "Commit \(file), or set TARGETED_DEVICE_FAMILY in the project file, so lint can tell whether the app runs on iPad."
            merged.add(
                note, location: SourceLocation(file: app.infoPlistPath, line: 1), related: [], dependsOn: [],
                scenario: "", app: app.name)
        }
        if let stack = app.otherStack {
            // The screens are not Swift or Objective-C: what lint says rests on the Info.plist and the native shell.
            var note = LintFinding(
                code: .unreadValue, pointer: "",
                message:
                    "This is a \(stack.name) app: its controllers are written in \(stack.language) and are not read, so lint checked the Info.plist and the native code only.",
                targets: requested)
            note.fixOverride =
                "Nothing in the project to change for this note: compare the orientations the \(stack.language) code asks for with UISupportedInterfaceOrientations yourself, or suppress the note with a reason."
            merged.add(
                note, location: SourceLocation(file: stack.marker, line: 1), related: [], dependsOn: [],
                scenario: "", app: app.name)
        }
        for n in ProjectNotesLint.findings(app: app, targets: requested) {
            merged.add(n.finding, location: n.location, related: [], dependsOn: [], scenario: "", app: app.name)
        }
        var dead = DeadOrientationClaims()
        var skipped: [Skipped] = []
        var states = 0
        var truncated = app.scenariosTruncated
        for (i, scenario) in app.scenarios.enumerated() {
            let idiom = app.scenarioIdioms.indices.contains(i) ? app.scenarioIdioms[i] : nil
            let targets = AppLintTargets.targets(requested, for: app, idiom: idiom)
            guard !targets.isEmpty else { continue }
            let provenance = app.provenance.indices.contains(i) ? app.provenance[i] : [:]
            let slots = app.unknownSlots.indices.contains(i) ? app.unknownSlots[i] : [:]
            let description = app.scenarioDescriptions.indices.contains(i) ? app.scenarioDescriptions[i] : ""
            let locator = FindingLocator(provenance: provenance, infoPlistPath: app.infoPlistPath)
            let locate = { (f: LintFinding) in (locator.locate(f), locator.related(f)) }

            let worlds = UnknownWorlds(slots: slots, maxSlots: maxUnknownsPerScenario)
            let budget = max(1, maxStates / worlds.worlds.count)
            // Per finding identity, in order of first sight: the finding as each world showed it (the worlds showing it
            // are its keys), so an example and its trace come from the world they describe.
            var shown: [FindingMerger.Identity: [Int: LintFinding]] = [:]
            var order: [FindingMerger.Identity] = []
            var ran: Set<Int> = []
            for w in worlds.worlds.indices {
                guard let variant = worlds.scenario(scenario, world: w) else { continue }
                let report = Lint.run(variant, targets: targets, maxStates: budget)
                states += report.statesExplored
                truncated = truncated || report.truncated
                ran.insert(w)
                dead.record(report.findings, on: targets, scenario: example(description, worlds, w, "if"), locate: locate)
                for f in report.findings where f.code != .deadOrientation {
                    let id = FindingMerger.Identity(f)
                    if shown[id] == nil { order.append(id) }
                    if shown[id, default: [:]][w] == nil { shown[id, default: [:]][w] = f }
                }
            }
            for id in order {
                guard let byWorld = shown[id], let firstWorld = byWorld.keys.min(), let f = byWorld[firstWorld] else { continue }
                let present = Set(byWorld.keys)
                if f.code == .explorationTruncated {
                    merged.add(
                        f, location: locator.locate(f), related: locator.related(f), dependsOn: [],
                        scenario: description, app: app.name)
                    continue
                }
                // "Never consulted" about a line that an extension or category defines: the line answers for every
                // instance of the class it extends, and this is one of them.
                if [.childOverrideIgnored, .nonFullScreenPresentationMaskIgnored].contains(f.code),
                    app.extensionMemberLocations.contains(locator.locate(f))
                {
                    continue
                }
                var standing = worlds.standing(present: present, ran: ran)
                if f.code == .childOverrideIgnored {
                    let controller = f.pointer.lastIndex(of: "/").map { String(f.pointer[..<$0]) } ?? f.pointer
                    let ancestors = worlds.unreadAncestors(of: controller, member: "supportedInterfaceOrientations")
                    if !ancestors.isEmpty { standing = .unread(slots: ancestors) }
                }
                switch standing {
                case .fact:
                    // A fact: it holds whatever the unread members return, so the example names none of their values.
                    let every = ([description] + worlds.describeEvery()).filter { !$0.isEmpty }.joined(separator: "; ")
                    merged.add(
                        f, location: locator.locate(f), related: locator.related(f), dependsOn: [],
                        scenario: every, app: app.name)
                case .condition(let k, let choices):
                    let slot = worlds.slots[k]
                    let values = choices.map { c in
                        "\(slot.choices[c].spelled) (\(slot.choices[c].writtenAt!))"
                    }.joined(separator: " or ")
                    // The example world: one where the slot takes the value, the other unknowns as read where possible.
                    let exampleWorld =
                        present.filter { worlds.worlds[$0][k] == choices[0] }
                        .min { a, b in
                            (worlds.worlds[a].filter { $0 != 0 }.count, a) < (worlds.worlds[b].filter { $0 != 0 }.count, b)
                        } ?? firstWorld
                    var conditional = byWorld[exampleWorld] ?? f
                    conditional.message = "If " + slot.unknown.taking(values) + ": " + f.message
                    let related = locator.related(f) + choices.compactMap { slot.choices[$0].writtenAt }
                    merged.add(
                        conditional, location: locator.locate(f), related: related, dependsOn: [slot.unknown],
                        scenario: example(description, worlds, exampleWorld, "if"), app: app.name)
                case .unread(let blamed):
                    for k in blamed {
                        let slot = worlds.slots[k]
                        let at =
                            skipped.firstIndex { $0.unknown == slot.unknown }
                            ?? {
                                skipped.append(Skipped(unknown: slot.unknown, pointer: slot.pointer)); return skipped.count - 1
                            }()
                        if !skipped[at].codes.contains(f.code) { skipped[at].codes.append(f.code) }
                        skipped[at].count += 1
                        for t in f.targets where !skipped[at].targets.contains(t) { skipped[at].targets.append(t) }
                    }
                }
            }
        }
        if let first = app.unplacedTransitions.first {
            // A claim about every reachable state needs every state: withheld while some presentation in code goes
            // to a controller the importer cannot tell.
            if dead.standingCount > 0 {
                let n = app.unplacedTransitions.count
                var finding = LintFinding(
                    code: .unreadValue, pointer: "",
                    message: "The controller shown by " + (n == 1 ? "1 presentation or push" : "\(n) presentations or pushes")
                        + " in code could not be told (the first is here), so lint skipped "
                        + (dead.standingCount == 1 ? "1 finding" : "\(dead.standingCount) findings")
                        + " that need every reachable state: dead-orientation.",
                    targets: targets)
                finding.fixOverride =
                    "Present a controller whose class the importer can tell at the call (created or instantiated in the same method, or a variable of a declared type), or check dead-orientation by hand."
                merged.add(
                    finding, location: first, related: Array(app.unplacedTransitions.dropFirst().prefix(4)),
                    dependsOn: [], scenario: "", app: app.name)
            }
        } else {
            dead.add(to: &merged, app: app.name)
        }
        for s in skipped {
            let u = s.unknown
            let checks = s.codes.map(\.rawValue).joined(separator: ", ")
            let finding = LintFinding(
                code: .unreadValue, pointer: s.pointer,
                message: "\(u.className).\(u.member) could not be read (\(u.reason)), so lint skipped "
                    + (s.count == 1 ? "1 finding" : "\(s.count) findings")
                    + " that would depend on the value it returns: \(checks).",
                targets: s.targets)
            merged.add(finding, location: u.location, related: [], dependsOn: [u], scenario: "", app: app.name)
        }
        // The calls that force a rotation, each judged at its call (project lint only).
        for r in ForcedRotationLint(app: app, requested: requested).findings() {
            merged.add(r.finding, location: r.location, related: r.related, dependsOn: r.dependsOn, scenario: "", app: app.name)
        }
        // A controller's view on a window without a root (project lint only).
        for r in WindowRootLint(app: app, requested: requested).findings() {
            merged.add(r.finding, location: r.location, related: [], dependsOn: [], scenario: "", app: app.name)
        }
        // Overrides of viewWillTransition(to:with:) that keep the size change from the children (project lint only).
        for r in SizeTransitionLint(app: app, requested: requested).findings() {
            merged.add(r.finding, location: r.location, related: [], dependsOn: [], scenario: "", app: app.name)
        }
        // What changes when the app is built with the iOS 27 SDK (project lint only).
        for r in ReadinessLint(app: app, requested: requested, linkedAgainst: linkedAgainst).findings() {
            merged.add(r.finding, location: r.location, related: [], dependsOn: [], scenario: "", app: app.name)
        }
        // Answers of unknown for the orientation to present in (project lint only).
        for r in PreferredUnknownLint(app: app, requested: requested).findings() {
            merged.add(r.finding, location: r.location, related: [], dependsOn: [], scenario: "", app: app.name)
        }
        // Masks reassigned at run time without telling UIKit, which keeps the old one from iOS 16 (project lint only).
        for r in MaskUpdateLint(app: app, requested: requested).findings() {
            merged.add(r.finding, location: r.location, related: r.related, dependsOn: [], scenario: "", app: app.name)
        }
        return ProjectLintReport.AppReport(app: app, findings: merged.findings, statesExplored: states, truncated: truncated)
    }
}
