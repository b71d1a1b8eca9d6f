import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

@Suite struct ObjCOverrideTests {
    static let maskLiterals: [(String, InterfaceOrientationMask)] = [
        ("return UIInterfaceOrientationMaskAll;", .all),
        ("return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft;", [.portrait, .landscapeLeft]),
        ("return (UIInterfaceOrientationMaskLandscape);", .landscape),
        ("return (1 << UIInterfaceOrientationPortrait);", .portrait),
        (
            "return (1 << UIInterfaceOrientationPortrait) | (1 << UIInterfaceOrientationPortraitUpsideDown);",
            [.portrait, .portraitUpsideDown]
        ),
        ("return (NSUInteger)UIInterfaceOrientationMaskAllButUpsideDown;", .allButUpsideDown),
        ("return 24;", .landscape),
        ("NSLog(@\"asked\");\n    return UIInterfaceOrientationMaskPortrait;", .portrait),
        ("NSUInteger mask = UIInterfaceOrientationMaskLandscapeRight;\n    return mask;", .landscapeRight),
    ]

    @Test(arguments: maskLiterals)
    func aMaskExpressionGivesThatMask(body: String, mask: InterfaceOrientationMask) {
        #expect(ObjCFixtures.mask(body) == .value(mask))
    }

    @Test(arguments: ["NSUInteger", "UIInterfaceOrientationMask", "NSInteger"])
    func everyDeclaredReturnTypeIsRead(type: String) {
        let overrides = ObjCFixtures.overrides("- (\(type))supportedInterfaceOrientations\n{\n    return UIInterfaceOrientationMaskLandscape;\n}")
        #expect(overrides?.supportedInterfaceOrientations?.value == .value(.landscape))
    }

    /// The iOS 6 slip: returning an orientation where a mask is expected. UIKit reads bits, so Portrait (1)
    /// names none and LandscapeLeft (4) is the upside-down bit.
    @Test(arguments: [
        ("UIInterfaceOrientationPortrait", InterfaceOrientationMask()),
        ("UIInterfaceOrientationLandscapeLeft", .portraitUpsideDown),
    ])
    func anOrientationConstantReturnedAsAMaskKeepsOnlyTheBitsUIKitReads(constant: String, mask: InterfaceOrientationMask) {
        #expect(ObjCFixtures.mask("return \(constant);") == .value(mask))
    }

    @Test(arguments: [("YES", true), ("NO", false), ("true", true)])
    func shouldAutorotateGivesItsBoolean(literal: String, value: Bool) {
        let o = ObjCFixtures.overrides("- (BOOL)shouldAutorotate { return \(literal); }")
        #expect(o?.shouldAutorotate?.value == .value(value))
    }

    @Test func thePreferredOrientationGivesItsOrientation() {
        let o = ObjCFixtures.overrides(
            """
            - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                return UIInterfaceOrientationLandscapeRight;
            }
            """)
        #expect(o?.preferredInterfaceOrientationForPresentation?.value == .value(.landscapeRight))
    }

    static let legacyBodies: [(String, InterfaceOrientationMask)] = [
        ("return (interfaceOrientation == UIInterfaceOrientationPortrait);", .portrait),
        ("return interfaceOrientation != UIInterfaceOrientationPortraitUpsideDown;", .allButUpsideDown),
        ("return UIInterfaceOrientationIsLandscape(interfaceOrientation);", .landscape),
        ("return YES;", .all),
        (
            "return ((interfaceOrientation == UIInterfaceOrientationLandscapeLeft) || (interfaceOrientation == UIInterfaceOrientationLandscapeRight));",
            .landscape
        ),
        // UIDeviceOrientationLandscapeLeft is 3, UIInterfaceOrientationLandscapeRight: C compares the numbers.
        ("return interfaceOrientation == UIDeviceOrientationLandscapeLeft;", .landscapeRight),
        (
            "// Return YES for supported orientations\n    return (interfaceOrientation == UIInterfaceOrientationPortrait);",
            .portrait
        ),
        // A condition on the parameter splits the orientations, it is no choice the importer cannot read.
        (
            "if (UIInterfaceOrientationPortraitUpsideDown != interfaceOrientation) {\n        return YES;\n    }\n    return NO;",
            .allButUpsideDown
        ),
        ("if (interfaceOrientation == UIInterfaceOrientationPortrait) return YES; else return NO;", .portrait),
    ]

    @Test(arguments: legacyBodies)
    func theLegacyAutorotateMethodGivesTheOrientationsItAccepts(body: String, mask: InterfaceOrientationMask) {
        let o = ObjCFixtures.overrides(
            """
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation
            {
                \(body)
            }
            """)
        #expect(o?.shouldAutorotateToInterfaceOrientation?.value == .value(mask))
    }

    /// The Xcode 4 universal template: phones refuse upside down, iPads take everything.
    @Test func theUniversalTemplateGivesOneMaskPerIdiom() {
        let o = ObjCFixtures.overrides(
            """
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation
            {
                if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone) {
                    return (interfaceOrientation != UIInterfaceOrientationPortraitUpsideDown);
                } else {
                    return YES;
                }
            }
            """)
        #expect(o?.shouldAutorotateToInterfaceOrientation?.value == .perIdiom(phone: .allButUpsideDown, pad: .all))
    }

    static let forwardingBodies: [(String, ChildForwarding)] = [
        ("return [self.topViewController supportedInterfaceOrientations];", .topViewController),
        ("return [[self topViewController] supportedInterfaceOrientations];", .topViewController),
        ("return self.topViewController.supportedInterfaceOrientations;", .topViewController),
        ("return [[self.viewControllers lastObject] supportedInterfaceOrientations];", .topViewController),
        ("return [self.visibleViewController supportedInterfaceOrientations];", .visibleViewController),
        ("return [self.selectedViewController supportedInterfaceOrientations];", .selectedViewController),
        (
            "UIViewController *top = self.topViewController;\n    return [top supportedInterfaceOrientations];",
            .topViewController
        ),
        (
            "if (self.topViewController) {\n        return [self.topViewController supportedInterfaceOrientations];\n    }\n    return UIInterfaceOrientationMaskAll;",
            .topViewController
        ),
        (
            "if ([self.topViewController respondsToSelector:@selector(supportedInterfaceOrientations)]) {\n        return [self.topViewController supportedInterfaceOrientations];\n    }\n    return UIInterfaceOrientationMaskAllButUpsideDown;",
            .topViewController
        ),
        (
            "if ([self respondsToSelector:@selector(topViewController)] && self.topViewController != nil)\n        return [self.topViewController supportedInterfaceOrientations];\n    return [super supportedInterfaceOrientations];",
            .topViewController
        ),
    ]

    @Test(arguments: forwardingBodies)
    func forwardingToAChildGivesTheForwardingMode(body: String, mode: ChildForwarding) {
        #expect(ObjCFixtures.mask(body) == .forwarded(mode))
    }

    static let idiomBodies: [String] = [
        "return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskPortrait;",
        "return (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone) ? UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAll;",
        "if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) {\n        return UIInterfaceOrientationMaskAll;\n    }\n    return UIInterfaceOrientationMaskPortrait;",
        "if ([UIDevice currentDevice].userInterfaceIdiom == UIUserInterfaceIdiomPad)\n        return UIInterfaceOrientationMaskAll;\n    else\n        return UIInterfaceOrientationMaskPortrait;",
        "switch (UI_USER_INTERFACE_IDIOM()) {\n    case UIUserInterfaceIdiomPad:\n        return UIInterfaceOrientationMaskAll;\n    default:\n        return UIInterfaceOrientationMaskPortrait;\n    }",
        "return self.traitCollection.userInterfaceIdiom != UIUserInterfaceIdiomPad ? UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAll;",
    ]

    @Test(arguments: idiomBodies)
    func anIdiomSwitchGivesOneValuePerIdiom(body: String) {
        #expect(ObjCFixtures.mask(body) == .perIdiom(phone: .portrait, pad: .all))
    }

    static let unknownBodies: [(String, String)] = [
        ("return _orientationMask;", "returns the instance variable `_orientationMask`"),
        ("return self.currentMask;", "returns the property `currentMask`"),
        ("return [[OrientationManager sharedManager] currentMask];", "sends `[[OrientationManager sharedManager] currentMask]`"),
        ("return MaskForScreen(self);", "calls `MaskForScreen`"),
        (
            "return [self.presentedViewController supportedInterfaceOrientations];",
            "asks `presentedViewController`, a child the engine does not model"
        ),
        (
            "if (self.isPlaying) {\n        return [self.topViewController supportedInterfaceOrientations];\n    }\n    return UIInterfaceOrientationMaskPortrait;",
            "chooses on `self.isPlaying`"
        ),
    ]

    /// A choice between literals on a condition the importer cannot read: one of those literals, which lint tries.
    static let choiceBodies: [String] = [
        "return self.isPlaying ? UIInterfaceOrientationMaskLandscape : UIInterfaceOrientationMaskPortrait;",
        "if (self.isPlaying) {\n        return UIInterfaceOrientationMaskLandscape;\n    }\n    return UIInterfaceOrientationMaskPortrait;",
        "if (self.isPlaying) { return UIInterfaceOrientationMaskLandscape; } else { return UIInterfaceOrientationMaskPortrait; }",
    ]

    @Test(arguments: choiceBodies)
    func aChoiceBetweenLiteralsOnAConditionItCannotReadIsOneOfThem(body: String) {
        #expect(ObjCFixtures.mask(body) == .oneOf([.landscape, .portrait], reason: "chooses on `self.isPlaying`"))
    }

    @Test(arguments: unknownBodies)
    func aBodyItCannotReadIsUnknownWithTheReason(body: String, reason: String) {
        #expect(ObjCFixtures.mask(body) == .unknown(reason: reason))
    }

    @Test func aMethodThatOnlyAsksSuperIsNoOverride() {
        let o = ObjCFixtures.overrides(
            """
            - (NSUInteger)supportedInterfaceOrientations { return [super supportedInterfaceOrientations]; }
            - (BOOL)shouldAutorotate { return super.shouldAutorotate; }
            """)
        #expect(o?.isEmpty == true)
    }

    @Test func aClassMethodOfTheSameNameIsNotAnOverride() {
        let o = ObjCFixtures.overrides("+ (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }")
        #expect(o?.isEmpty == true)
    }
}
