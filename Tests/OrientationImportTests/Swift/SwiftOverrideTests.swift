import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

@Suite struct SwiftOverrideTests {
    /// Every literal spelling of a mask Swift has had, with the mask it names.
    static let maskLiterals: [(String, InterfaceOrientationMask)] = [
        ("return .portrait", .portrait),
        (".landscapeLeft", .landscapeLeft),
        ("return [.landscapeLeft, .landscapeRight]", .landscape),
        ("return .all", .all),
        ("return .allButUpsideDown", .allButUpsideDown),
        ("return UIInterfaceOrientationMask.landscape", .landscape),
        ("return UIKit.UIInterfaceOrientationMask.portraitUpsideDown", .portraitUpsideDown),
        ("return [UIInterfaceOrientationMask.portrait, .landscapeRight]", [.portrait, .landscapeRight]),
        ("return []", []),
        ("return UIInterfaceOrientationMask(rawValue: 24)", .landscape),
        (
            "return UIInterfaceOrientationMask(rawValue: UIInterfaceOrientationMask.portrait.rawValue | UIInterfaceOrientationMask.landscapeLeft.rawValue)",
            [.portrait, .landscapeLeft]
        ),
        ("return .init(rawValue: 0b11010)", .allButUpsideDown),
        ("return UIInterfaceOrientationMask.portrait.union(.landscapeLeft)", [.portrait, .landscapeLeft]),
        ("return (.portrait)", .portrait),
        ("return fixedMask", .landscape),
        ("return self.fixedMask", .landscape),
        ("return Self.lockedMask", .portraitUpsideDown),
        ("return Player.lockedMask", .portraitUpsideDown),
    ]

    @Test(arguments: maskLiterals)
    func aMaskLiteralGivesThatMask(body: String, mask: InterfaceOrientationMask) {
        #expect(SwiftFixtures.maskGetter(body) == .value(mask))
    }

    @Test func anExplicitGetIsReadLikeAShorthandGetter() {
        #expect(SwiftFixtures.maskGetter("get { return .landscapeRight }") == .value(.landscapeRight))
    }

    /// Swift 1 and 2 overrode methods returning `Int` or the mask, with capitalised members.
    static let swift2Forms: [(String, InterfaceOrientationMask)] = [
        (
            "override func supportedInterfaceOrientations() -> Int { return Int(UIInterfaceOrientationMask.Portrait.rawValue) }",
            .portrait
        ),
        (
            "override func supportedInterfaceOrientations() -> Int { return Int(UIInterfaceOrientationMask.LandscapeLeft.rawValue | UIInterfaceOrientationMask.LandscapeRight.rawValue) }",
            .landscape
        ),
        (
            "override func supportedInterfaceOrientations() -> UIInterfaceOrientationMask { return .AllButUpsideDown }",
            .allButUpsideDown
        ),
        (
            "override func supportedInterfaceOrientations() -> UIInterfaceOrientationMask { return [.Portrait, .PortraitUpsideDown] }",
            [.portrait, .portraitUpsideDown]
        ),
        (
            "override func supportedInterfaceOrientations() -> UIInterfaceOrientationMask { return UIInterfaceOrientationMask.Portrait | UIInterfaceOrientationMask.Landscape }",
            [.portrait, .landscape]
        ),
    ]

    @Test(arguments: swift2Forms)
    func aSwift2MethodOverrideGivesItsMask(declaration: String, mask: InterfaceOrientationMask) {
        #expect(SwiftFixtures.mask(declaration) == .value(mask))
    }

    /// Returning an orientation's raw value where a mask is expected: UIKit reads the bits, so `.Portrait` (1)
    /// names no orientation and `.LandscapeLeft` (4) is the upside-down bit.
    @Test(arguments: [
        ("Portrait", InterfaceOrientationMask()),
        ("LandscapeLeft", InterfaceOrientationMask.portraitUpsideDown),
        ("LandscapeRight", InterfaceOrientationMask.portrait),
    ])
    func anOrientationReturnedAsAMaskKeepsOnlyTheBitsUIKitReads(orientation: String, mask: InterfaceOrientationMask) {
        let declaration = "override func supportedInterfaceOrientations() -> Int { return Int(UIInterfaceOrientation.\(orientation).rawValue) }"
        #expect(SwiftFixtures.mask(declaration) == .value(mask))
    }

    @Test(arguments: [
        ("override var shouldAutorotate: Bool { return false }", false),
        ("override var shouldAutorotate: Bool { true }", true),
        ("override func shouldAutorotate() -> Bool { return false }", false),
    ])
    func shouldAutorotateGivesItsBoolean(declaration: String, value: Bool) {
        #expect(SwiftFixtures.overrides(declaration)?.shouldAutorotate?.value == .value(value))
    }

    @Test(arguments: [
        (
            "override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { return .landscapeRight }",
            InterfaceOrientation.landscapeRight
        ),
        (
            "override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { UIInterfaceOrientation.portrait }",
            .portrait
        ),
        (
            "override func preferredInterfaceOrientationForPresentation() -> UIInterfaceOrientation { return .LandscapeLeft }",
            .landscapeLeft
        ),
    ])
    func thePreferredOrientationGivesItsOrientation(declaration: String, value: InterfaceOrientation) {
        #expect(SwiftFixtures.overrides(declaration)?.preferredInterfaceOrientationForPresentation?.value == .value(value))
    }

    /// The iOS 2-5 method: the orientations for which the body returns true.
    static let legacyBodies: [(String, InterfaceOrientationMask)] = [
        ("return interfaceOrientation == .portrait", .portrait),
        ("return interfaceOrientation != .portraitUpsideDown", .allButUpsideDown),
        ("return UIInterfaceOrientationIsLandscape(interfaceOrientation)", .landscape),
        ("return interfaceOrientation.isPortrait", [.portrait, .portraitUpsideDown]),
        ("return true", .all),
        (
            "return (interfaceOrientation == .landscapeLeft) || (interfaceOrientation == .portrait)",
            [.landscapeLeft, .portrait]
        ),
        ("return !UIInterfaceOrientationIsPortrait(interfaceOrientation)", .landscape),
        ("return [.landscapeLeft, .landscapeRight].contains(interfaceOrientation)", .landscape),
        // A condition on the parameter splits the orientations, it is no choice the importer cannot read.
        ("if interfaceOrientation == .portraitUpsideDown { return false }\nreturn true", .allButUpsideDown),
        ("guard interfaceOrientation.isLandscape else { return false }\nreturn true", .landscape),
    ]

    @Test(arguments: legacyBodies)
    func theLegacyAutorotateMethodGivesTheOrientationsItAccepts(body: String, mask: InterfaceOrientationMask) {
        let swift3 = "override func shouldAutorotate(to interfaceOrientation: UIInterfaceOrientation) -> Bool { \(body) }"
        let swift2 = "override func shouldAutorotateToInterfaceOrientation(interfaceOrientation: UIInterfaceOrientation) -> Bool { \(body) }"
        #expect(SwiftFixtures.overrides(swift3)?.shouldAutorotateToInterfaceOrientation?.value == .value(mask))
        #expect(SwiftFixtures.overrides(swift2)?.shouldAutorotateToInterfaceOrientation?.value == .value(mask))
    }

    /// Containers handing the question to a child, in each spelling found in the wild.
    static let forwardingBodies: [(String, ChildForwarding)] = [
        ("return topViewController?.supportedInterfaceOrientations ?? .portrait", .topViewController),
        ("return self.topViewController!.supportedInterfaceOrientations", .topViewController),
        (
            "visibleViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations",
            .visibleViewController
        ),
        ("return selectedViewController?.supportedInterfaceOrientations ?? .all", .selectedViewController),
        ("return viewControllers.last?.supportedInterfaceOrientations ?? .all", .topViewController),
        (
            "if let top = topViewController { return top.supportedInterfaceOrientations }\nreturn .all",
            .topViewController
        ),
        (
            "guard let selected = selectedViewController else { return .all }\nreturn selected.supportedInterfaceOrientations",
            .selectedViewController
        ),
        (
            "if topViewController != nil { return topViewController!.supportedInterfaceOrientations }\nreturn .all",
            .topViewController
        ),
    ]

    @Test(arguments: forwardingBodies)
    func forwardingToAChildGivesTheForwardingMode(body: String, mode: ChildForwarding) {
        #expect(SwiftFixtures.maskGetter(body) == .forwarded(mode))
    }

    @Test func aSwift2ContainerForwardsThroughTheMethodCall() {
        let declaration = "override func shouldAutorotate() -> Bool { return self.topViewController!.shouldAutorotate() }"
        #expect(SwiftFixtures.overrides(declaration)?.shouldAutorotate?.value == .forwarded(.topViewController))
    }

    /// One value per idiom, however the idiom is asked.
    static let idiomBodies: [String] = [
        "return UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait",
        "UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all",
        "return UIDevice.current.userInterfaceIdiom != .pad ? .portrait : .all",
        "if UIDevice.current.userInterfaceIdiom == .phone { return .portrait }\nreturn .all",
        "if UIDevice.current.userInterfaceIdiom == .pad { return .all } else { return .portrait }",
        "switch UIDevice.current.userInterfaceIdiom {\ncase .pad: return .all\ndefault: return .portrait\n}",
        "switch UIDevice.current.userInterfaceIdiom {\ncase .phone: return .portrait\ncase .pad: return .all\n@unknown default: return .all\n}",
        "return traitCollection.userInterfaceIdiom == .pad ? .all : .portrait",
        "return UIDevice.currentDevice().userInterfaceIdiom == .Pad ? .All : .Portrait",
        "guard UIDevice.current.userInterfaceIdiom == .pad else { return .portrait }\nreturn .all",
        "if UIDevice.current.userInterfaceIdiom == .pad { .all } else { .portrait }",
    ]

    @Test(arguments: idiomBodies)
    func anIdiomSwitchGivesOneValuePerIdiom(body: String) {
        #expect(SwiftFixtures.maskGetter(body) == .perIdiom(phone: .portrait, pad: .all))
    }

    @Test func anIdiomSwitchWithTheSameValueOnBothIdiomsIsThatValue() {
        #expect(
            SwiftFixtures.maskGetter("UIDevice.current.userInterfaceIdiom == .tv ? .all : .landscape")
                == .value(.landscape))
    }

    /// Bodies the importer cannot read, and the reason it gives.
    static let unknownBodies: [(String, String)] = [
        ("return currentMask", "returns the stored property `currentMask`"),
        ("return OrientationManager.shared.mask", "returns `OrientationManager.shared.mask`"),
        ("return AppUtility.mask(for: self)", "calls `AppUtility.mask`"),
        (
            "if isPlaying { return topViewController!.supportedInterfaceOrientations }\nreturn .portrait",
            "chooses on `isPlaying`"
        ),
        (
            "return children.first?.supportedInterfaceOrientations ?? .all",
            "asks `children.first`, a child the engine does not model"
        ),
        (
            "return UIDevice.current.userInterfaceIdiom == .pad ? .all : currentMask",
            "returns the stored property `currentMask`"
        ),
    ]

    /// A choice between literals on a condition the importer cannot read: one of those literals, which lint tries.
    static let choiceBodies: [(String, String)] = [
        ("return isPlaying ? .landscape : .portrait", "chooses on `isPlaying`"),
        ("if isPlaying { return .landscape }\nreturn .portrait", "chooses on `isPlaying`"),
        ("if isPlaying { return .landscape } else { return .portrait }", "chooses on `isPlaying`"),
        ("guard isPlaying else { return .portrait }\nreturn .landscape", "chooses on `isPlaying`"),
    ]

    @Test(arguments: choiceBodies)
    func aChoiceBetweenLiteralsOnAConditionItCannotReadIsOneOfThem(body: String, reason: String) {
        let value = SwiftFixtures.maskGetter(body)
        guard case .oneOf(let values, let why, false)? = value else {
            Issue.record("expected oneOf, got \(String(describing: value))")
            return
        }
        #expect(Set(values) == [.landscape, .portrait])
        #expect(why == reason)
    }

    /// `if allowsLandscape { return super.supportedInterfaceOrientations } else { return .portrait }`: the
    /// inherited answer or the literal, both values the code can produce.
    @Test func aChoiceBetweenSupersAnswerAndALiteralIsOneOfThemOrTheInheritedAnswer() {
        let value = SwiftFixtures.maskGetter(
            "if allowsLandscape { return super.supportedInterfaceOrientations } else { return .portrait }")
        #expect(value == .oneOf([.portrait], reason: "chooses on `allowsLandscape`", orInherited: true))
    }

    @Test func aChoiceWhoseBranchesGiveTheSameLiteralIsThatLiteral() {
        #expect(SwiftFixtures.maskGetter("return isPlaying ? .all : .all") == .value(.all))
    }

    @Test(arguments: unknownBodies)
    func aBodyItCannotReadIsUnknownWithTheReason(body: String, reason: String) {
        #expect(SwiftFixtures.maskGetter(body) == .unknown(reason: reason))
    }

    @Test func anOverrideThatOnlyReturnsSuperIsNoOverride() {
        let overrides = SwiftFixtures.overrides(
            """
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return super.supportedInterfaceOrientations }
            override var shouldAutorotate: Bool { super.shouldAutorotate }
            """)
        #expect(overrides?.isEmpty == true)
    }

    @Test func whenIfConfigBranchesDeclareAnOverrideTwiceTheFirstIsRead() {
        let overrides = SwiftFixtures.overrides(
            """
            #if DEBUG
            override var shouldAutorotate: Bool { true }
            #else
            override var shouldAutorotate: Bool { false }
            #endif
            """)
        #expect(overrides?.shouldAutorotate?.value == .value(true))
    }

    @Test func aPropertyWithoutOverrideIsNotAnOverride() {
        let facts = SwiftFixtures.facts(
            """
            struct Config { var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all } }
            class Player: UIViewController {
                func helper() -> UIInterfaceOrientationMask {
                    func supportedInterfaceOrientations() -> UIInterfaceOrientationMask { .all }
                    return supportedInterfaceOrientations()
                }
            }
            """)
        #expect(facts.classes.map(\.overrides.isEmpty) == [true])
    }
}
