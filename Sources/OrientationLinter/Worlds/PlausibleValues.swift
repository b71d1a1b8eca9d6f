import OrientationImport
import OrientationPolicy

/// The values a member the importer could not read can take, and the scenario with the member set to one of them.
enum PlausibleValues {
    /// The member a pointer ends in (`supportedInterfaceOrientations`).
    static func member(of pointer: String) -> String {
        pointer.split(separator: "/").last.map(String.init) ?? ""
    }

    /// The choices lint tries for an unknown: each literal the project writes for it, with its line; and when
    /// those may not be all it returns (a body or variable the importer could not read completely), also UIKit's
    /// default and the answers real apps give (portrait, landscape, all but upside down, all; YES and NO; portrait
    /// and both landscapes). Those probes only test whether a finding depends on the value: no finding is ever
    /// reported on one of them.
    static func choices(for unknown: UnknownValue, at pointer: String) -> [SlotChoice] {
        var out: [SlotChoice] = []
        func add(_ c: SlotChoice) {
            if let i = out.firstIndex(where: { $0.value == c.value }) {
                if out[i].writtenAt == nil { out[i].writtenAt = c.writtenAt }
            } else {
                out.append(c)
            }
        }
        if let written = unknown.candidates {
            for (k, (value, spelled)) in zip(written.values, written.spelled).enumerated() {
                let at = unknown.candidateLocations.indices.contains(k) ? unknown.candidateLocations[k] : unknown.location
                add(SlotChoice(value: value, spelled: spelled, writtenAt: at))
            }
        }
        if unknown.inheritedCandidate {
            add(SlotChoice(value: .unset, spelled: "the inherited answer", writtenAt: unknown.location))
        }
        if !unknown.candidatesComplete {
            add(SlotChoice(value: .unset, spelled: "UIKit's default", writtenAt: nil))
            let probes = PlausibleCandidates.generic(forMember: member(of: pointer))
            for (value, spelled) in zip(probes.values, probes.spelled) {
                add(SlotChoice(value: value, spelled: spelled, writtenAt: nil))
            }
        }
        return out
    }

    /// The scenario with the member at `pointer` set to `choice`; nil when the pointer names no member of the
    /// scenario or the value does not fit the member.
    static func scenario(_ scenario: Scenario, settingMemberAt pointer: String, to choice: SlotChoice) -> Scenario? {
        if pointer == "/app/supportedInterfaceOrientationsForWindow" {
            var s = scenario
            switch choice.value {
            case .unset: return s
            case .mask(let m): s.app.supportedInterfaceOrientationsForWindow = m
            default: return nil
            }
            return s
        }
        var parts = pointer.split(separator: "/").map(String.init)
        guard parts.count >= 3, parts[0] == "window", parts[1] == "rootViewController",
            let root = scenario.windows.first?.rootViewController
        else { return nil }
        let member = parts.removeLast()
        var steps: [ControllerPath.Step] = []
        var k = 2
        while k < parts.count {
            if parts[k] == "presentedViewController" {
                steps.append(.presented); k += 1
            } else if parts[k] == "viewControllers", k + 1 < parts.count, let i = Int(parts[k + 1]) {
                steps.append(.child(i)); k += 2
            } else {
                return nil
            }
        }
        let change: ((inout ViewController) -> Void)?
        switch (member, choice.value) {
        case (_, .unset): change = { _ in }
        case ("shouldAutorotate", .bool(let b)): change = { $0.shouldAutorotate = b }
        case ("preferredInterfaceOrientationForPresentation", .orientation(let o)):
            change = { $0.preferredInterfaceOrientationForPresentation = o }
        case ("shouldAutorotateToInterfaceOrientation", .mask(let m)): change = { $0.shouldAutorotateToInterfaceOrientation = m }
        case ("supportedInterfaceOrientations", .mask(let m)): change = { $0.supportedInterfaceOrientations = m }
        case ("modalPresentationStyle", .style(let s)): change = { $0.modalPresentationStyle = s }
        default: change = nil
        }
        guard let change,
            let changed = root.updating(
                at: steps[...],
                {
                    var vc = $0; change(&vc); return vc
                })
        else { return nil }
        var s = scenario
        s.windows[0].rootViewController = changed
        return s
    }
}
