import OrientationPolicy
import Testing

@testable import OrientationImport

/// The values a project writes into variables, read so an override that returns a variable is linted with the
/// values the code really stores in it.
@Suite struct VariableWriteTests {
    static func objc(_ body: String) -> SourceFacts {
        ObjectiveCRecognizer.facts(
            in: """
                @implementation PlayerViewController
                - (void)update:(UIInterfaceOrientationMask)newMask {
                    \(body)
                }
                @end
                """, file: "Player.m")
    }

    @Test(arguments: [
        ("_mask = UIInterfaceOrientationMaskPortrait;", "_mask"),
        ("self.lock = UIInterfaceOrientationMaskLandscape;", "lock"),
        ("[self setLock:UIInterfaceOrientationMaskAll];", "lock"),
        ("PlayerViewController.lock = UIInterfaceOrientationMaskPortrait;", "lock"),
    ])
    func anObjectiveCAssignmentOfAConstantIsALiteralWrite(statement: String, name: String) throws {
        let write = try #require(Self.objc(statement).variableWrites.first)
        #expect(write.name == name)
        guard case .literal(let mask, _, _) = write.value else { Issue.record("not a literal: \(write.value)"); return }
        #expect(mask != nil)
    }

    @Test func anObjectiveCAssignmentOfTheMethodsParameterIsAParameterWrite() throws {
        let write = try #require(Self.objc("_mask = newMask;").variableWrites.first)
        #expect(write.value == .parameter(function: "update:", index: 0))
    }

    @Test func anObjectiveCCompoundAssignmentIsUnreadable() throws {
        let write = try #require(Self.objc("_mask |= UIInterfaceOrientationMaskPortrait;").variableWrites.first)
        #expect(write.value == .unreadable)
    }

    @Test func aSwiftStaticPropertysInitialValueIsALiteralWrite() throws {
        let facts = SwiftRecognizer.facts(
            in: """
                class AppDelegate: UIResponder {
                    static var orientationLock = UIInterfaceOrientationMask.portrait
                }
                """, file: "AppDelegate.swift")
        let write = try #require(facts.variableWrites.first { $0.name == "orientationLock" })
        #expect(write.value == .literal(mask: .portrait, orientation: nil, bool: nil))
        #expect(write.location == SourceLocation(file: "AppDelegate.swift", line: 2, column: 34))
    }

    /// An Objective-C object's instance variables are zero-filled before any line writes them, so the literals
    /// its methods assign are never all the values it can hold.
    @Test func objectiveCCandidatesAreNeverComplete() throws {
        let facts = Self.objc("_mask = UIInterfaceOrientationMaskPortrait;")
        let unknown = UnknownValue(
            className: "PlayerViewController", member: "supportedInterfaceOrientations",
            reason: "returns the instance variable `_mask`",
            location: SourceLocation(file: "Player.m", line: 9, column: 1))
        let enriched = VariableCandidates(facts).enriched(unknown)
        #expect(enriched.candidates == .masks([.portrait]))
        #expect(enriched.candidatesComplete == false)
    }

    @Test func aSwiftVariableWrittenOnlyLiteralsHasCompleteCandidates() throws {
        let facts = SwiftRecognizer.facts(
            in: """
                class Player: UIViewController {
                    var lock: UIInterfaceOrientationMask = .landscape
                    func full() { lock = .all }
                }
                """, file: "Player.swift")
        let unknown = UnknownValue(
            className: "Player", member: "supportedInterfaceOrientations",
            reason: "returns the stored property `lock`",
            location: SourceLocation(file: "Player.swift", line: 9, column: 1))
        let enriched = VariableCandidates(facts).enriched(unknown)
        #expect(enriched.candidates == .masks([.landscape, .all]))
        #expect(enriched.candidatesComplete)
    }
}
