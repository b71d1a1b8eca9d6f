import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

@Suite struct ObjCHostileInputTests {
    @Test(arguments: [
        "", "@", "@implementation", "@implementation X (", "@implementation X\n- (BOOL)shouldAutorotate {",
        "- (BOOL)shouldAutorotate { return YES; }", "\"unterminated", "/* unterminated", "#define X \\",
        "@implementation X\n- (NSUInteger)supportedInterfaceOrientations { return [[[; }\n@end",
        "\u{0}\u{FFFD}ÿ@end}}}]]])))", "@implementation X\n- (void)f { if ( { } } } }\n@end",
    ])
    func oddTextGivesNoFactsOrPartialFactsWithoutCrashing(source: String) {
        let facts = ObjectiveCRecognizer.facts(in: source, file: "Odd.m")
        #expect(facts.transitions.isEmpty && facts.swizzles.isEmpty)
    }

    @Test func anUnterminatedMethodStillLetsTheNextImplementationBeRead() {
        let facts = ObjCFixtures.facts(
            """
            @implementation Broken
            - (void)f {
                if (x) {
            @end
            @implementation Player
            - (BOOL)shouldAutorotate { return NO; }
            @end
            """)
        #expect(facts.classes.map(\.name) == ["Broken", "Player"])
        #expect(facts.classes.last?.overrides.shouldAutorotate?.value == .value(false))
    }

    struct Deep: CustomTestStringConvertible, Sendable {
        var name: String
        var body: String
        var testDescription: String { name }
    }

    static func repeated(_ piece: String, _ count: Int) -> String { String(repeating: piece, count: count) }

    /// Every construct the parser nests through, 30,000 deep (issue 38's size): skipped as one opaque piece in
    /// linear time, and the file refused naming the method's line (the body starts on line 3).
    @Test(arguments: [
        Deep(name: "message receivers", body: repeated("[", 30_000) + "self" + repeated(" a]", 30_000) + ";"),
        Deep(name: "message arguments", body: repeated("[self a:", 30_000) + "nil" + repeated("]", 30_000) + ";"),
        Deep(name: "parentheses", body: "x = " + repeated("(", 30_000) + "1" + repeated(")", 30_000) + ";"),
        Deep(name: "brackets and parentheses", body: "x = " + repeated("[(", 15_000) + "1" + repeated(")]", 15_000) + ";"),
        Deep(name: "unary operators", body: "x = " + repeated("- ", 30_000) + "1;"),
        Deep(name: "casts", body: "x = " + repeated("(id)", 30_000) + "y;"),
        Deep(name: "braces", body: repeated("{", 30_000) + repeated("}", 30_000)),
        Deep(name: "blocks", body: repeated("^{ ", 30_000) + repeated("}", 30_000) + ";"),
        Deep(name: "else-if chain", body: repeated("if (a) x(); else ", 30_000) + "y();"),
        Deep(name: "ifs without braces", body: repeated("if (a) ", 30_000) + "y();"),
        Deep(name: "switches", body: repeated("switch (a) { case 1: ", 30_000) + repeated("}", 30_000)),
    ])
    func nestingPastTheLimitIsRefusedNamingTheLine(_ d: Deep) throws {
        let source = "@implementation A\n- (void)f {\n" + d.body + "\n}\n- (BOOL)shouldAutorotate { return NO; }\n@end"
        let error = try #require(SourceReadFixtures.refusal(SourceReadFixtures.objectiveC(source)))
        #expect(error.code == .sourceTooDeep)
        #expect(error.file == "App/Deep.m")
        #expect(error.line == 3)
    }

    /// Real method bodies nest far less than the limit (docs/robustness.md) and are read whole.
    @Test func realisticNestingIsRead() throws {
        let source = """
            @implementation Player
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserverForName:[NSString stringWithFormat:@"%@", [[self class] description]]
                    object:nil queue:[NSOperationQueue mainQueue] usingBlock:^(NSNotification *note) {
                        if (note) { dispatch_async(dispatch_get_main_queue(), ^{ [self.view setNeedsLayout]; }); }
                        else if ([[note object] isKindOfClass:[UIView class]]) { [(UIView *)[note object] removeFromSuperview]; }
                    }];
            }
            - (BOOL)shouldAutorotate { return NO; }
            @end
            """
        let facts = try SourceReadFixtures.objectiveC(source).get()
        #expect(facts.classes.first?.overrides.shouldAutorotate?.value == .value(false))
    }

    /// A file of 100,000 method headers each chosen by `#if` (`- (X)m {` on one line, the next header on the next)
    /// is read in a loop, not a call per header.
    @Test func manyConditionalMethodHeadersAreReadWithoutRecursion() throws {
        let source = "@implementation A\n" + Self.repeated("- (void)f {\n", 30_000) + "}\n- (BOOL)shouldAutorotate { return NO; }\n@end"
        let facts = try SourceReadFixtures.objectiveC(source).get()
        #expect(facts.classes.first?.overrides.shouldAutorotate?.value == .value(false))
    }

    @Test func aLongOperatorChainIsSkipped() {
        let chain = (0..<100_000).map { "x\($0)" }.joined(separator: " | ")
        let o = ObjCFixtures.overrides("- (NSUInteger)supportedInterfaceOrientations { return \(chain); }\n- (BOOL)shouldAutorotate { return NO; }")
        #expect(o?.shouldAutorotate?.value == .value(false))
        guard case .unknown? = o?.supportedInterfaceOrientations?.value else {
            Issue.record("a 100,000-term expression should be unknown")
            return
        }
    }

    @Test func aLargeGeneratedFileIsReadWhole() {
        var source = ""
        var i = 0
        while source.utf8.count < 400_000 {
            source += """
                @implementation Generated\(i)
                - (NSUInteger)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft; }
                - (void)open { Detail *vc = [[Detail alloc] init]; vc.modalPresentationStyle = UIModalPresentationFullScreen; [self presentViewController:vc animated:YES completion:nil]; }
                @end

                """
            i += 1
        }
        let facts = ObjectiveCRecognizer.facts(in: source, file: "Generated.m")
        #expect(facts.classes.count == i)
        #expect(facts.transitions.count == i)
    }
}
