import OrientationPolicy

/// The possible worlds of one scenario whose members the importer could not all read: every combination of the
/// values each unknown member can take (`PlausibleValues.choices`), each linted on its own.
///
/// A finding is only as sure as the values it rests on. So it is reported
/// - as a fact when every world shows it (it holds whatever the unknowns return);
/// - as a condition when every world where one unknown takes a value the project writes shows it ("if
///   `X.supportedInterfaceOrientations` returns .portrait (Player.swift:12)"), naming that line;
/// - not at all when it needs a value no line writes: the unknown it depends on is reported once as
///   `unread-value`, with the checks skipped.
///
/// A world whose exploration stopped at its state budget says nothing about what it did not reach, so it never
/// counts against a finding.
struct UnknownWorlds {
    /// The unknowns varied, in pointer order, and the values each takes.
    let slots: [(pointer: String, unknown: UnknownValue, choices: [SlotChoice])]
    /// Per world, the index of each slot's choice (same order as `slots`).
    let worlds: [[Int]]
    /// Unknowns left at UIKit's default because the worlds would be too many.
    let untried: [UnknownValue]

    /// At most this many worlds per scenario; slots past it keep UIKit's default and are listed in `untried`.
    static let maxWorlds = 64

    init(slots unknowns: [String: UnknownValue], maxSlots: Int) {
        var slots: [(String, UnknownValue, [SlotChoice])] = []
        var untried: [UnknownValue] = []
        var count = 1
        for pointer in unknowns.keys.sorted() {
            let u = unknowns[pointer]!
            let choices = PlausibleValues.choices(for: u, at: pointer)
            guard !choices.isEmpty else { continue }
            if slots.count < maxSlots, count * choices.count <= Self.maxWorlds {
                slots.append((pointer, u, choices))
                count *= choices.count
            } else {
                untried.append(u)
            }
        }
        self.slots = slots
        self.untried = untried
        var worlds: [[Int]] = [[]]
        for s in slots {
            worlds = worlds.flatMap { w in s.2.indices.map { w + [$0] } }
        }
        self.worlds = worlds
    }

    /// The scenario of world `w`; nil when some value does not fit its member.
    func scenario(_ base: Scenario, world w: Int) -> Scenario? {
        var s = base
        for (k, slot) in slots.enumerated() {
            guard let next = PlausibleValues.scenario(s, settingMemberAt: slot.pointer, to: slot.choices[worlds[w][k]]) else {
                return nil
            }
            s = next
        }
        return s
    }

    /// How world `w` is described in an example: the written values it assumes ("if X.m returns .portrait").
    /// Probe values are never spelled out, since no line writes them.
    func describe(world w: Int) -> [String] {
        slots.enumerated().compactMap { k, slot in
            let c = slot.choices[worlds[w][k]]
            guard c.writtenAt != nil else { return nil }
            return "\(slot.unknown.className).\(slot.unknown.member) returns \(c.spelled)"
        }
    }

    /// What one finding rests on, from the worlds that showed it (`present`) and those that ran to the end
    /// (`complete`).
    enum Standing: Equatable {
        /// Every world shows it.
        case fact
        /// Every world where slot `slot` takes one of `choices` (all written) shows it.
        case condition(slot: Int, choices: [Int])
        /// It needs values no line writes; `slots` are the unread unknowns it was seen to depend on.
        case unread(slots: [Int])
    }

    func standing(present: Set<Int>, complete: Set<Int>) -> Standing {
        let counted = worlds.indices.filter { complete.contains($0) || present.contains($0) }
        func holds(_ ws: [Int]) -> Bool {
            ws.allSatisfy { present.contains($0) || !complete.contains($0) } && ws.contains { present.contains($0) }
        }
        if holds(counted) { return .fact }
        for (k, slot) in slots.enumerated() {
            let written = slot.choices.indices.filter { c in
                slot.choices[c].writtenAt != nil && holds(counted.filter { worlds[$0][k] == c })
            }
            if !written.isEmpty { return .condition(slot: k, choices: written) }
        }
        // Which unread unknowns it depends on: two worlds that differ in that slot only, one showing it and one
        // (run to the end) not.
        var blamed: [Int] = []
        for (k, slot) in slots.enumerated() where !slot.unknown.candidatesComplete {
            let flips = present.contains { p in
                worlds.indices.contains { q in
                    complete.contains(q) && !present.contains(q)
                        && worlds[q].indices.allSatisfy { $0 == k || worlds[q][$0] == worlds[p][$0] }
                }
            }
            if flips { blamed.append(k) }
        }
        if blamed.isEmpty { blamed = slots.indices.filter { !slots[$0].unknown.candidatesComplete } }
        return .unread(slots: blamed)
    }
}
