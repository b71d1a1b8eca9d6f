import OrientationPolicy
import Testing

@testable import OrientationImport

/// What the Objective-C reader gives `MaskNotices`: the answer that returns a variable, the assignments and the
/// methods that call `setNeedsUpdateOfSupportedInterfaceOrientations`, and the variables declared as stored, named
/// the way the Swift reading names them so the linter (`MaskUpdateLint`) reads both alike.
@Suite struct ObjCMaskNoticesTests {
    static func notices(_ source: String) -> MaskNotices {
        ObjectiveCRecognizer.facts(in: source, file: "App/Player.m").maskNotices
    }

    @Test(
        "An answer that only returns a variable names it without the instance variable's underscore",
        arguments: ["return _allowed;", "return self.allowed;", "return [self allowed];", "return self->_allowed;"])
    func answerPath(body: String) {
        let n = Self.notices("@implementation Player\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n    \(body)\n}\n@end\n")
        #expect(n.answers.map(\.path) == [["allowed"]])
        #expect(n.answers.first?.member == "supportedInterfaceOrientations")
        #expect(n.answers.first?.location.line == 2)
    }

    @Test func anAnswerThatComputesOrAsksSuperIsNoVariable() {
        let computed = "return self.isFullScreen ? UIInterfaceOrientationMaskLandscape : UIInterfaceOrientationMaskPortrait;"
        for body in [computed, "return [super supportedInterfaceOrientations];", "NSLog(@\"asked\");\n    return _allowed;"] {
            let n = Self.notices("@implementation Player\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n    \(body)\n}\n@end\n")
            #expect(n.answers.isEmpty, "\(body)")
        }
    }

    @Test func assignmentsAreReadWithTheirReceiverAndMethod() {
        let n = Self.notices(
            """
            @implementation Player
            - (void)enterFullScreen {
                _allowed = UIInterfaceOrientationMaskLandscape;
                self.allowed = UIInterfaceOrientationMaskLandscape;
                [self setAllowed:UIInterfaceOrientationMaskLandscape];
                other.allowed = UIInterfaceOrientationMaskAll;
            }
            @end
            """)
        #expect(n.assignments.map(\.name) == ["allowed", "allowed", "allowed", "allowed"])
        #expect(n.assignments.map(\.receiver) == [[], [], [], ["other"]])
        #expect(n.assignments.map(\.location.line) == [3, 4, 5, 6])
        #expect(n.assignments.allSatisfy { $0.function == "enterFullScreen" })
        // The property forms run the setter; the instance variable's does not.
        #expect(n.functions["enterFullScreen"]?.calls.contains("setAllowed") == true)
    }

    @Test func aMethodThatSendsTheUpdateNotifiesAndItsCallsAreNamedByTheirFirstPiece() {
        let n = Self.notices(
            """
            @implementation Player
            - (void)refreshAnimated:(BOOL)animated {
                [self.view setNeedsLayout];
                [self setNeedsUpdateOfSupportedInterfaceOrientations];
            }
            - (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle {
                self = [super initWithNibName:name bundle:bundle];
                [self refreshAnimated:NO];
                return self;
            }
            @end
            """)
        #expect(n.functions["refreshAnimated"]?.notifies == true)
        #expect(n.functions["refreshAnimated"]?.calls.contains("setNeedsLayout") == true)
        #expect(n.functions["init"]?.notifies == false)
        #expect(n.functions["init"]?.calls.contains("refreshAnimated") == true)
    }

    @Test func propertiesInstanceVariablesAndFileStaticsAreStoredAndGettersAreComputed() {
        let n = Self.notices(
            """
            static UIInterfaceOrientationMask _appLock = UIInterfaceOrientationMaskPortrait;
            static void helper(int x) {
                int local = x;
            }
            @interface Player () {
                UIInterfaceOrientationMask _allowed, _saved;
            }
            @property (nonatomic, assign) BOOL fullScreen;
            @end
            @implementation Player
            - (BOOL)isLandscape {
                static int calls = 0;
                return YES;
            }
            @end
            """)
        #expect(n.storedVariables == ["appLock", "allowed", "saved", "fullScreen"])
        #expect(n.computedVariables == ["isLandscape"])
    }

    /// Every `static` looks a few tokens ahead at most: a file of them is read in linear time, and the import finishes.
    @Test func aFileOfStaticsWithoutAnEndIsRead() {
        let n = Self.notices(String(repeating: "static ", count: 200_000))
        #expect(n.storedVariables.isEmpty)
    }
}
