import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

@Suite struct ObjCCallTests {
    static func facts(_ body: String) -> SourceFacts {
        ObjCFixtures.facts(
            """
            @implementation HomeViewController
            - (void)openPlayer:(id)sender {
                \(body)
            }
            @end
            """)
    }

    static let presentations: [(String, String?)] = [
        (
            "[self presentViewController:[[PlayerViewController alloc] init] animated:YES completion:nil];",
            "PlayerViewController"
        ),
        (
            "PlayerViewController *vc = [[PlayerViewController alloc] initWithNibName:@\"Player\" bundle:nil];\n    [self presentViewController:vc animated:YES completion:nil];",
            "PlayerViewController"
        ),
        (
            "UIViewController *vc = [PlayerViewController new];\n    [self presentViewController:vc animated:YES completion:nil];",
            "PlayerViewController"
        ),
        (
            "PlayerViewController *vc = (PlayerViewController *)[self.storyboard instantiateViewControllerWithIdentifier:@\"Player\"];\n    [self presentViewController:vc animated:YES completion:nil];",
            "PlayerViewController"
        ),
        (
            "PlayerViewController *vc = [self.storyboard instantiateViewControllerWithIdentifier:@\"Player\"];\n    [self presentModalViewController:vc animated:YES];",
            "PlayerViewController"
        ),
        (
            "dispatch_async(dispatch_get_main_queue(), ^{\n        PlayerViewController *vc = [[PlayerViewController alloc] init];\n        [self presentViewController:vc animated:YES completion:nil];\n    });",
            "PlayerViewController"
        ),
        ("[self presentViewController:[self makePlayer] animated:YES completion:nil];", nil),
    ]

    @Test(arguments: presentations)
    func aPresentationNamesTheClassCreatedInTheSameMethod(body: String, toClass: String?) {
        let t = Self.facts(body).transitions
        #expect(t.map(\.kind) == [.present])
        #expect(t.first?.fromClass == "HomeViewController")
        #expect(t.first?.toClass == toClass)
    }

    @Test(arguments: [
        "vc.modalPresentationStyle = UIModalPresentationFullScreen;",
        "[vc setModalPresentationStyle:UIModalPresentationFullScreen];",
    ])
    func theStyleAssignedBeforeThePresentationIsReadWithItsLocation(assignment: String) {
        let t = Self.facts(
            """
            PlayerViewController *vc = [[PlayerViewController alloc] init];
                \(assignment)
                [self presentViewController:vc animated:YES completion:nil];
            """
        ).transitions
        #expect(t.first?.modalPresentationStyle?.value == .fullScreen)
        #expect(t.first?.modalPresentationStyle?.location == SourceLocation(file: "App/Source.m", line: 4, column: 5))
        #expect(t.first?.location == SourceLocation(file: "App/Source.m", line: 5, column: 11))
    }

    @Test func aParameterTypedWithItsClassNamesThePresentedClass() {
        let facts = ObjCFixtures.facts(
            """
            @implementation Presenter
            - (void)presentCall:(CallViewController *)call over:(UIViewController *)other {
                [self presentViewController:call animated:NO completion:nil];
                [self presentViewController:other animated:NO completion:nil];
            }
            @end
            """)
        #expect(facts.transitions.map(\.toClass) == ["CallViewController", nil])
    }

    @Test func aPresentationWithoutAStyleHasNone() {
        let t = Self.facts(
            """
            PlayerViewController *vc = [[PlayerViewController alloc] init];
                [self presentViewController:vc animated:YES completion:nil];
                vc.modalPresentationStyle = UIModalPresentationFullScreen;
            """
        ).transitions
        #expect(t.count == 1)
        #expect(t.first?.modalPresentationStyle == nil)
    }

    @Test func aPushAndASegueAreRead() {
        let t = Self.facts(
            """
            [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
                [self performSegueWithIdentifier:@"showPlayer" sender:self];
            """
        ).transitions
        #expect(t.map(\.kind) == [.push, .performSegue])
        #expect(t.first?.toClass == "DetailViewController")
        #expect(t.last?.segueIdentifier == "showPlayer")
    }

    static let rotationCalls: [(String, ImportedRotationRequest.Kind)] = [
        (
            "[[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeLeft) forKey:@\"orientation\"];",
            .deviceOrientationKVC
        ),
        (
            "[[UIDevice currentDevice] performSelector:@selector(setOrientation:) withObject:(id)UIInterfaceOrientationLandscapeRight];",
            .deviceOrientationKVC
        ),
        ("[UIViewController attemptRotationToDeviceOrientation];", .attemptRotationToDeviceOrientation),
        (
            "[self.view.window.windowScene requestGeometryUpdateWithPreferences:prefs errorHandler:nil];",
            .requestGeometryUpdate
        ),
        ("[self setNeedsUpdateOfSupportedInterfaceOrientations];", .setNeedsUpdateOfSupportedInterfaceOrientations),
    ]

    @Test(arguments: rotationCalls)
    func aCallThatForcesARotationIsReported(call: String, kind: ImportedRotationRequest.Kind) {
        let r = Self.facts(call).rotationRequests
        #expect(r.map(\.kind) == [kind])
        #expect(r.first?.inClass == "HomeViewController")
        #expect(r.first?.location.line == 3)
    }

    /// UIKit's `attemptRotationToDeviceOrientation` is a class method of `UIViewController` ("attemptRotationToDeviceOrientation",
    /// Apple's documentation): sent to an instance in an instance method, the selector is the project's own method
    /// (WessonWu/iOS_Demos's player controller has one, in Swift).
    @Test(
        "Only a message to a class is UIKit's attemptRotationToDeviceOrientation in an instance method",
        arguments: [
            ("[UIViewController attemptRotationToDeviceOrientation];", true),
            ("[UINavigationController attemptRotationToDeviceOrientation];", true),
            ("[[self class] attemptRotationToDeviceOrientation];", true),
            ("[self.class attemptRotationToDeviceOrientation];", true),
            ("[self attemptRotationToDeviceOrientation];", false),
            ("[self.player attemptRotationToDeviceOrientation];", false),
            ("[super attemptRotationToDeviceOrientation];", false),
        ])
    func attemptRotationInAnInstanceMethod(call: String, isUIKits: Bool) {
        let r = Self.facts(call).rotationRequests
        #expect(r.map(\.kind) == (isUIKits ? [.attemptRotationToDeviceOrientation] : []))
    }

    @Test func aMessageToSelfInAClassMethodIsUIKitsAttemptRotation() {
        let facts = ObjCFixtures.facts(
            """
            @implementation HomeViewController
            + (void)refreshOrientation {
                [self attemptRotationToDeviceOrientation];
            }
            @end
            """)
        #expect(facts.rotationRequests.map(\.kind) == [.attemptRotationToDeviceOrientation])
    }

    @Test func askingWhetherTheDeviceRespondsToSetOrientationIsNotARequestButTheInvocationIs() {
        let r = Self.facts(
            """
            if ([[UIDevice currentDevice] respondsToSelector:@selector(setOrientation:)]) {
                    SEL selector = NSSelectorFromString(@"setOrientation:");
                    NSInvocation *invocation = [NSInvocation invocationWithMethodSignature:[UIDevice instanceMethodSignatureForSelector:selector]];
                    [invocation setSelector:selector];
                    [invocation invoke];
                }
            """
        ).rotationRequests
        #expect(r.map(\.kind) == [.deviceOrientationKVC])
        #expect(r.first?.location == SourceLocation(file: "App/Source.m", line: 4, column: 24))
    }

    @Test func aSwizzleInLoadIsReportedWithClassAndSelector() {
        let facts = ObjCFixtures.facts(
            """
            @implementation UIViewController (OrientationFix)
            + (void)load {
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    Method original = class_getInstanceMethod([UIViewController class], @selector(supportedInterfaceOrientations));
                    Method swizzled = class_getInstanceMethod([UIViewController class], @selector(fix_supportedInterfaceOrientations));
                    method_exchangeImplementations(original, swizzled);
                });
            }
            @end
            """)
        #expect(facts.swizzles.map(\.selector) == ["supportedInterfaceOrientations"])
        #expect(facts.swizzles.first?.className == "UIViewController")
        #expect(facts.swizzles.first?.location == SourceLocation(file: "App/Source.m", line: 7, column: 9))
        #expect(facts.extensions.isEmpty)
    }

    @Test func aDirectSwizzleWithSelfIsTheCategorysClass() {
        let facts = ObjCFixtures.facts(
            """
            @implementation UINavigationController (Autorotate)
            + (void)load {
                method_exchangeImplementations(class_getInstanceMethod(self, @selector(shouldAutorotate)),
                                               class_getInstanceMethod(self, @selector(xx_shouldAutorotate)));
            }
            @end
            """)
        #expect(facts.swizzles.map(\.selector) == ["shouldAutorotate"])
        #expect(facts.swizzles.first?.className == "UINavigationController")
    }

    @Test func aSwizzleHelperMessageIsASwizzle() {
        let facts = ObjCFixtures.facts(
            """
            @implementation Setup
            - (void)run {
                [UITabBarController jr_swizzleMethod:@selector(shouldAutorotateToInterfaceOrientation:) withMethod:@selector(my_shouldAutorotateToInterfaceOrientation:) error:nil];
            }
            @end
            """)
        #expect(facts.swizzles.map(\.selector) == ["shouldAutorotateToInterfaceOrientation:"])
        #expect(facts.swizzles.first?.className == "UITabBarController")
    }

    @Test func aSwizzleOfOtherSelectorsIsNotReported() {
        let facts = Self.facts(
            """
            method_exchangeImplementations(class_getInstanceMethod([self class], @selector(viewWillAppear:)),
                                               class_getInstanceMethod([self class], @selector(xx_viewWillAppear:)));
            """)
        #expect(facts.swizzles.isEmpty)
    }
}
