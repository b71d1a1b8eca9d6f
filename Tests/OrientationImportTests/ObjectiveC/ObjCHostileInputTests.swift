import OrientationPolicy
import Testing

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

    @Test func deeplyNestedCodeIsReadWithoutExhaustingTheStack() {
        let depth = 50_000
        let source =
            "@implementation A\n- (void)f { x = " + String(repeating: "[(", count: depth) + "1"
            + String(repeating: ")]", count: depth) + "; { { " + String(repeating: "{", count: depth)
            + String(repeating: "}", count: depth) + " } }\n}\n- (BOOL)shouldAutorotate { return NO; }\n@end"
        let facts = ObjectiveCRecognizer.facts(in: source, file: "Deep.m")
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
