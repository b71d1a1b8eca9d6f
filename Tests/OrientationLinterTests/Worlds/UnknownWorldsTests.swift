import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// How a finding's standing follows from the worlds that show it: a fact only when every world does, a
/// condition only on a value a line writes, otherwise skipped.
@Suite struct UnknownWorldsTests {
    static let at = SourceLocation(file: "Player.swift", line: 3, column: 5)
    static let root = "/window/rootViewController"

    static func unread(_ member: String = "supportedInterfaceOrientations") -> UnknownValue {
        UnknownValue(className: "Player", member: member, reason: "calls `Store.mask`", location: at)
    }

    static func written(_ masks: [InterfaceOrientationMask]) -> UnknownValue {
        UnknownValue(
            className: "Player", member: "supportedInterfaceOrientations", reason: "returns the stored property `lock`",
            location: at, candidates: .masks(masks), candidatesComplete: true)
    }

    @Test func aFindingEveryWorldShowsIsAFact() {
        let worlds = UnknownWorlds(slots: [Self.root + "/supportedInterfaceOrientations": Self.unread()], maxSlots: 6)
        let all = Set(worlds.worlds.indices)
        #expect(worlds.standing(present: all, ran: all) == .fact)
    }

    /// A world that stopped at its state budget and does not show the finding does not show that it holds there.
    @Test func aFindingMissingFromOneWorldIsNotAFactEvenIfThatWorldWasCutShort() {
        let worlds = UnknownWorlds(slots: [Self.root + "/supportedInterfaceOrientations": Self.unread()], maxSlots: 6)
        let all = Set(worlds.worlds.indices)
        #expect(worlds.standing(present: all.subtracting([0]), ran: all) == .unread(slots: [0]))
    }

    @Test func aFindingEveryWorldWithAWrittenValueShowsIsThatCondition() throws {
        let worlds = UnknownWorlds(
            slots: [Self.root + "/supportedInterfaceOrientations": Self.written([.landscape, .portrait])],
            maxSlots: 6)
        #expect(worlds.worlds == [[0], [1]])
        #expect(worlds.standing(present: [1], ran: [0, 1]) == .condition(slot: 0, choices: [1]))
    }

    @Test func aProbeValueIsNeverSpelledInAnExample() {
        let worlds = UnknownWorlds(slots: [Self.root + "/supportedInterfaceOrientations": Self.unread()], maxSlots: 6)
        for w in worlds.worlds.indices { #expect(worlds.describe(world: w).isEmpty) }
    }

    /// Four unread members of 6, 3, 6 and 4 values would be 432 combinations: past 32, each is varied alone
    /// around a base world.
    @Test func manyUnknownsAreVariedOneAtATime() {
        let slots = [
            Self.root + "/supportedInterfaceOrientations": Self.unread(),
            Self.root + "/shouldAutorotate": Self.unread("shouldAutorotate"),
            Self.root + "/viewControllers/0/supportedInterfaceOrientations": Self.unread(),
            Self.root + "/preferredInterfaceOrientationForPresentation": Self.unread("preferredInterfaceOrientationForPresentation"),
        ]
        let worlds = UnknownWorlds(slots: slots, maxSlots: 6)
        let sizes = worlds.slots.map(\.choices.count)
        #expect(worlds.worlds.count == 1 + sizes.reduce(0) { $0 + $1 - 1 })
        #expect(worlds.worlds.allSatisfy { w in w.filter { $0 != 0 }.count <= 1 })
    }

    /// `child-override-ignored` says the container answers for itself; a container whose own answer is unread
    /// (it asks a child the engine does not model) may ask that very child.
    @Test func anUnreadContainerMemberAboveAChildIsWhatItsIgnoredOverrideRestsOn() {
        let worlds = UnknownWorlds(slots: [Self.root + "/supportedInterfaceOrientations": Self.unread()], maxSlots: 6)
        #expect(worlds.unreadAncestors(of: Self.root + "/viewControllers/0", member: "supportedInterfaceOrientations") == [0])
        #expect(worlds.unreadAncestors(of: Self.root, member: "supportedInterfaceOrientations").isEmpty)
    }

    @Test func theInheritedAnswerIsAWrittenChoiceOfABodyThatReturnsSuperOnOneBranch() {
        var u = Self.written([.portrait])
        u.inheritedCandidate = true
        let choices = PlausibleValues.choices(for: u, at: Self.root + "/supportedInterfaceOrientations")
        #expect(choices.map(\.value) == [.mask(.portrait), .unset])
        #expect(choices.allSatisfy { $0.writtenAt != nil })
        #expect(choices.last?.spelled == "the inherited answer")
    }
}
