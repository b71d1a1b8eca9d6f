import OrientationImport
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

    /// Every combination is tried when there are at most this many; past it, one unknown is varied at a time
    /// around a base world (each unknown at its first value), which still shows which unknown a finding rests on.
    static let maxCombinations = 32

    init(slots unknowns: [String: UnknownValue], maxSlots: Int) {
        var slots: [(String, UnknownValue, [SlotChoice])] = []
        var untried: [UnknownValue] = []
        for pointer in unknowns.keys.sorted() {
            let u = unknowns[pointer]!
            let choices = PlausibleValues.choices(for: u, at: pointer)
            guard !choices.isEmpty else { continue }
            if slots.count < maxSlots { slots.append((pointer, u, choices)) } else { untried.append(u) }
        }
        self.slots = slots
        self.untried = untried
        let combinations = slots.reduce(1) { $0 * $1.2.count }
        var worlds: [[Int]] = [[]]
        if combinations <= Self.maxCombinations {
            for s in slots {
                worlds = worlds.flatMap { w in s.2.indices.map { w + [$0] } }
            }
        } else {
            let base = Array(repeating: 0, count: slots.count)
            worlds = [base]
            for (k, s) in slots.enumerated() {
                for c in s.2.indices.dropFirst() {
                    var w = base
                    w[k] = c
                    worlds.append(w)
                }
            }
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
            return slot.unknown.taking(c.spelled)
        }
    }

    /// How a finding every world shows is described in its example: it holds whatever each written-to member
    /// returns, so no single value is named as what the member returns.
    func describeEvery() -> [String] {
        slots.filter { $0.choices.contains { $0.writtenAt != nil } }
            .map { "whatever \($0.unknown.className).\($0.unknown.member) returns" }
    }

    /// What one finding rests on, from the worlds that showed it (`present`) among those that ran (`ran`). A
    /// world whose exploration stopped at its budget counts like any other: a finding it does not show is not
    /// shown to hold there, so it is not a fact.
    enum Standing: Equatable {
        /// Every world shows it.
        case fact
        /// Every world where slot `slot` takes one of `choices` (all written) shows it.
        case condition(slot: Int, choices: [Int])
        /// It needs values no line writes; `slots` are the unread unknowns it was seen to depend on.
        case unread(slots: [Int])
    }

    func standing(present: Set<Int>, ran: Set<Int>) -> Standing {
        let counted = worlds.indices.filter { ran.contains($0) }
        func holds(_ ws: [Int]) -> Bool { !ws.isEmpty && ws.allSatisfy { present.contains($0) } }
        if holds(counted) { return .fact }
        for (k, slot) in slots.enumerated() {
            let written = slot.choices.indices.filter { c in
                slot.choices[c].writtenAt != nil && holds(counted.filter { worlds[$0][k] == c })
            }
            if !written.isEmpty { return .condition(slot: k, choices: written) }
        }
        // Which unread unknowns it depends on: two worlds that differ in that slot only, one showing it and one
        // not.
        var blamed: [Int] = []
        for (k, slot) in slots.enumerated() where !slot.unknown.candidatesComplete {
            let flips = present.contains { p in
                counted.contains { q in
                    !present.contains(q) && worlds[q].indices.allSatisfy { $0 == k || worlds[q][$0] == worlds[p][$0] }
                }
            }
            if flips { blamed.append(k) }
        }
        if blamed.isEmpty { blamed = slots.indices.filter { !slots[$0].unknown.candidatesComplete } }
        return .unread(slots: blamed)
    }

    /// The unread unknowns a finding about the controller at `pointer` rests on whatever values they take: the
    /// members of the containers above it that the importer could not read. `child-override-ignored` says a
    /// container answers for itself; when the container's own answer is unread (it "asks `rotationController`",
    /// a child the engine does not model), it may well ask that very child.
    func unreadAncestors(of pointer: String, member: String) -> [Int] {
        slots.indices.filter { k in
            let p = slots[k].pointer
            guard !slots[k].unknown.candidatesComplete, p.hasSuffix("/" + member) else { return false }
            let container = String(p.dropLast(member.count + 1))
            return pointer.hasPrefix(container + "/") && pointer != container
        }
    }
}
