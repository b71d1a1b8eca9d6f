import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// Overrides that first answer with the controller they present (DuckDuckGo's MainViewController, Signal, many
/// navigation subclasses): the importer records the forwarding and reads the rest of the body as the value.
@Suite struct PresentedForwardingImportTests {
    typealias F = ProjectFixtures

    /// Swift bodies of `supportedInterfaceOrientations` that ask the presented controller first, with what the
    /// rest of the body returns.
    static let swiftBodies: [(String, ImportedValue<InterfaceOrientationMask>?)] = [
        (
            "if let presentedViewController { return presentedViewController.supportedInterfaceOrientations }\nreturn .portrait",
            .value(.portrait)
        ),
        (
            "if let presented = presentedViewController { return presented.supportedInterfaceOrientations }\nreturn .allButUpsideDown",
            .value(.allButUpsideDown)
        ),
        (
            "if let p = self.presentedViewController {\n return p.supportedInterfaceOrientations\n } else {\n return .landscape\n }",
            .value(.landscape)
        ),
        (
            "if presentedViewController != nil { return presentedViewController!.supportedInterfaceOrientations }\nreturn .portrait",
            .value(.portrait)
        ),
        (
            "guard let presented = presentedViewController else { return .portrait }\nreturn presented.supportedInterfaceOrientations",
            .value(.portrait)
        ),
        (
            "guard let presentedViewController = self.presentedViewController else { return .all }\nreturn presentedViewController.supportedInterfaceOrientations",
            .value(.all)
        ),
        ("return presentedViewController?.supportedInterfaceOrientations ?? .all", .value(.all)),
        ("self.presentedViewController?.supportedInterfaceOrientations ?? .portrait", .value(.portrait)),
        (
            "presentedViewController?.supportedInterfaceOrientations ?? topViewController?.supportedInterfaceOrientations ?? .all",
            .forwarded(.topViewController)
        ),
        (
            "if let presentedViewController { return presentedViewController.supportedInterfaceOrientations }\nreturn topViewController?.supportedInterfaceOrientations ?? .all",
            .forwarded(.topViewController)
        ),
        (
            "if let presentedViewController { return presentedViewController.supportedInterfaceOrientations }\nreturn super.supportedInterfaceOrientations",
            nil
        ),
        (
            "if let presentedViewController { return presentedViewController.supportedInterfaceOrientations }\nreturn UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait",
            .perIdiom(phone: .portrait, pad: .all)
        ),
        (
            "if let presentedViewController { return presentedViewController.supportedInterfaceOrientations }\nreturn currentMask",
            .unknown(reason: "returns the stored property `currentMask`")
        ),
    ]

    @Test(arguments: swiftBodies)
    func aSwiftBodyAskingThePresentedControllerFirstForwardsAndKeepsTheRest(
        body: String, rest: ImportedValue<InterfaceOrientationMask>?
    ) throws {
        let o = try #require(SwiftFixtures.overrides("override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(body) }"))
        #expect(o.forwardsToPresented.supportedInterfaceOrientations != nil)
        #expect(o.supportedInterfaceOrientations?.value == rest)
    }

    @Test func shouldAutorotateAndThePreferredOrientationForwardTheSameWay() throws {
        let o = try #require(
            SwiftFixtures.overrides(
                """
                override var shouldAutorotate: Bool {
                    if let presentedViewController { return presentedViewController.shouldAutorotate }
                    return false
                }
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
                    presentedViewController?.preferredInterfaceOrientationForPresentation ?? .portrait
                }
                """))
        #expect(o.forwardsToPresented.shouldAutorotate != nil)
        #expect(o.shouldAutorotate?.value == .value(false))
        #expect(o.forwardsToPresented.preferredInterfaceOrientationForPresentation != nil)
        #expect(o.preferredInterfaceOrientationForPresentation?.value == .value(.portrait))
        #expect(o.forwardsToPresented.supportedInterfaceOrientations == nil)
    }

    /// Bodies that look alike but do not forward to the presented controller first.
    static let swiftNonForwarding: [String] = [
        "return .portrait",
        "if let top = topViewController { return top.supportedInterfaceOrientations }\nreturn .all",
        "if let presented = presentedViewController { return presented.preferredInterfaceOrientationForPresentation == .portrait ? .portrait : .all }\nreturn .all",
        "if let other = childForPresentation { return other.supportedInterfaceOrientations }\nreturn .all",
        "if let presented = presentedViewController, isPlaying { return presented.supportedInterfaceOrientations }\nreturn .all",
    ]

    @Test(arguments: swiftNonForwarding)
    func aSwiftBodyThatDoesNotAskThePresentedControllerFirstDoesNotForward(body: String) throws {
        let o = try #require(SwiftFixtures.overrides("override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(body) }"))
        #expect(o.forwardsToPresented.location == nil)
    }

    /// Objective-C bodies of `supportedInterfaceOrientations` that ask the presented controller first.
    static let objCBodies: [(String, ImportedValue<InterfaceOrientationMask>?)] = [
        (
            "if (self.presentedViewController) {\n        return [self.presentedViewController supportedInterfaceOrientations];\n    }\n    return UIInterfaceOrientationMaskPortrait;",
            .value(.portrait)
        ),
        (
            "if (self.presentedViewController != nil) { return self.presentedViewController.supportedInterfaceOrientations; } else { return UIInterfaceOrientationMaskAll; }",
            .value(.all)
        ),
        (
            "UIViewController *presented = self.presentedViewController;\n    if (presented) { return [presented supportedInterfaceOrientations]; }\n    return UIInterfaceOrientationMaskLandscape;",
            .value(.landscape)
        ),
        (
            "if ([self presentedViewController]) { return [[self presentedViewController] supportedInterfaceOrientations]; }\n    return [self.topViewController supportedInterfaceOrientations];",
            .forwarded(.topViewController)
        ),
        (
            "return self.presentedViewController ? [self.presentedViewController supportedInterfaceOrientations] : UIInterfaceOrientationMaskAllButUpsideDown;",
            .value(.allButUpsideDown)
        ),
        (
            "if (self.presentedViewController) { return [self.presentedViewController supportedInterfaceOrientations]; }\n    return [super supportedInterfaceOrientations];",
            nil
        ),
    ]

    @Test(arguments: objCBodies)
    func anObjectiveCBodyAskingThePresentedControllerFirstForwardsAndKeepsTheRest(
        body: String, rest: ImportedValue<InterfaceOrientationMask>?
    ) throws {
        let o = try #require(ObjCFixtures.overrides("- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n    \(body)\n}"))
        #expect(o.forwardsToPresented.supportedInterfaceOrientations != nil)
        #expect(o.supportedInterfaceOrientations?.value == rest)
    }

    @Test func anObjectiveCBodySendingThePresentedControllerWithoutCheckingItStaysUnknown() throws {
        let o = try #require(
            ObjCFixtures.overrides(
                "- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n    return [self.presentedViewController supportedInterfaceOrientations];\n}"
            ))
        #expect(o.forwardsToPresented.location == nil)
        #expect(o.supportedInterfaceOrientations?.value == .unknown(reason: "asks `presentedViewController`, a child the engine does not model"))
    }

    @Test func objectiveCShouldAutorotateForwardsTheSameWay() throws {
        let o = try #require(
            ObjCFixtures.overrides(
                "- (BOOL)shouldAutorotate {\n    if (self.presentedViewController) { return [self.presentedViewController shouldAutorotate]; }\n    return YES;\n}"
            ))
        #expect(o.forwardsToPresented.shouldAutorotate != nil)
        #expect(o.shouldAutorotate?.value == .value(true))
    }

    @Test func aSubclassInheritsItsSuperclasssForwardingWithTheMember() {
        var base = OrientationOverrides()
        base.forwardsToPresented.supportedInterfaceOrientations = SourceLocation(file: "A.swift", line: 3)
        base.supportedInterfaceOrientations = Located(.value(.portrait), at: SourceLocation(file: "A.swift", line: 3))
        var sub = OrientationOverrides()
        sub.fillMissing(from: base)
        #expect(sub.forwardsToPresented.supportedInterfaceOrientations?.line == 3)
        #expect(sub.supportedInterfaceOrientations?.value == .value(.portrait))
    }

    @Test func aSubclassOverrideThatDoesNotForwardReplacesItsSuperclasssForwarding() {
        var base = OrientationOverrides()
        base.forwardsToPresented.supportedInterfaceOrientations = SourceLocation(file: "A.swift", line: 3)
        var sub = OrientationOverrides()
        sub.supportedInterfaceOrientations = Located(.value(.landscape), at: SourceLocation(file: "B.swift", line: 5))
        sub.fillMissing(from: base)
        #expect(sub.forwardsToPresented.location == nil)
    }

    @Test func aForwardingOverrideThatReturnsSuperTakesTheSuperclasssValueAndKeepsItsForwarding() {
        var base = OrientationOverrides()
        base.supportedInterfaceOrientations = Located(.value(.landscape), at: SourceLocation(file: "A.swift", line: 3))
        var sub = OrientationOverrides()
        sub.forwardsToPresented.supportedInterfaceOrientations = SourceLocation(file: "B.swift", line: 7)
        sub.fillMissing(from: base)
        #expect(sub.forwardsToPresented.supportedInterfaceOrientations?.file == "B.swift")
        #expect(sub.supportedInterfaceOrientations?.value == .value(.landscape))
    }

    @Test func theScenarioSetsTheFlagWithTheOverridesLocation() throws {
        let sources = F.gameSources(
            loginMask: """
                if let presentedViewController { return presentedViewController.supportedInterfaceOrientations }
                        return .portrait
                """)
        let app = try #require(try F.assemble(F.files(swift: ["Game/Sources/Game.swift": sources])).apps.first)
        let i = try #require(F.scenario(endingWith: "presentation segue -> LoginViewController", in: app))
        let login = try #require(app.scenarios[i].windows[0].rootViewController?.presentedViewController)
        #expect(login.forwardsToPresentedViewController == true)
        #expect(login.supportedInterfaceOrientations == .portrait)
        let at = app.provenance[i]["/window/rootViewController/presentedViewController/forwardsToPresentedViewController"]
        #expect(at?.file == "Game/Sources/Game.swift")
        #expect(at?.line == 10)
    }

    @Test func aControllerWhoseOverridesDoNotForwardLeavesTheFlagOut() throws {
        let app = try #require(try F.assemble(F.files()).apps.first)
        let i = try #require(F.scenario(endingWith: "presentation segue -> LoginViewController", in: app))
        let login = try #require(app.scenarios[i].windows[0].rootViewController?.presentedViewController)
        #expect(login.forwardsToPresentedViewController == nil)
    }
}
