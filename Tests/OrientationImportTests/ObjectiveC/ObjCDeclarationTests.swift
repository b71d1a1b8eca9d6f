import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

@Suite struct ObjCDeclarationTests {
    @Test func anImplementationTakesTheSuperclassOfItsInterfaceInTheSameFile() {
        let facts = ObjCFixtures.facts(
            """
            @interface PlayerViewController : UIViewController <AVPlayerDelegate>
            @property (nonatomic) BOOL playing;
            - (BOOL)shouldAutorotate;
            @end

            @implementation PlayerViewController
            - (BOOL)shouldAutorotate { return NO; }
            @end
            """)
        #expect(facts.classes.count == 1)
        #expect(facts.classes.first?.name == "PlayerViewController")
        #expect(facts.classes.first?.superclass == "UIViewController")
        #expect(facts.classes.first?.language == .objectiveC)
        #expect(facts.classes.first?.location == SourceLocation(file: "App/Source.m", line: 6, column: 1))
        #expect(
            facts.classes.first?.overrides.shouldAutorotate?.location
                == SourceLocation(file: "App/Source.m", line: 7, column: 9))
    }

    @Test func aHeaderGivesItsClassesWithTheirSuperclasses() {
        let facts = ObjCFixtures.facts(
            """
            #import <UIKit/UIKit.h>
            @class Helper;
            @protocol PlayerDelegate;
            @interface RootNavigationController : UINavigationController
            @end
            @interface Tabs : UITabBarController
            - (NSUInteger)supportedInterfaceOrientations;
            @end
            @interface UIViewController (Rotation)
            @end
            """, file: "App/Root.h")
        #expect(facts.classes.map(\.name) == ["RootNavigationController", "Tabs"])
        #expect(facts.classes.map(\.superclass) == ["UINavigationController", "UITabBarController"])
        #expect(facts.classes.allSatisfy { $0.overrides.isEmpty })
        #expect(facts.classes.map(\.location.line) == [4, 6])
    }

    @Test func anImplementationWithoutInterfaceHasNoSuperclass() {
        #expect(ObjCFixtures.facts("@implementation Player\n@end").classes.map(\.superclass) == [nil])
    }

    /// The iOS 6 category trick: every navigation controller asks its top controller.
    @Test func aCategoryOfAContainerThatOverridesIsReadAsAnExtension() {
        let facts = ObjCFixtures.facts(
            """
            @implementation UINavigationController (Rotation)

            - (BOOL)shouldAutorotate {
                return [self.topViewController shouldAutorotate];
            }

            - (NSUInteger)supportedInterfaceOrientations {
                return [self.topViewController supportedInterfaceOrientations];
            }

            @end
            """, file: "App/UINavigationController+Rotation.m")
        #expect(facts.classes.isEmpty)
        #expect(facts.extensions.count == 1)
        let ext = facts.extensions.first
        #expect(ext?.extendedClass == "UINavigationController")
        #expect(ext?.language == .objectiveC)
        #expect(ext?.location == SourceLocation(file: "App/UINavigationController+Rotation.m", line: 1, column: 1))
        #expect(ext?.overrides.shouldAutorotate?.value == .forwarded(.topViewController))
        #expect(ext?.overrides.supportedInterfaceOrientations?.value == .forwarded(.topViewController))
        #expect(ext?.overrides.supportedInterfaceOrientations?.location.line == 7)
    }

    @Test func aCategoryWithoutOrientationMethodsIsNotReported() {
        let facts = ObjCFixtures.facts("@implementation UIView (Frame)\n- (CGFloat)left { return self.frame.origin.x; }\n@end")
        #expect(facts.extensions.isEmpty && facts.classes.isEmpty)
    }

    @Test func theAppDelegateMaskIsRead() {
        let facts = ObjCFixtures.facts(
            """
            @implementation AppDelegate

            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window
            {
                return UIInterfaceOrientationMaskAllButUpsideDown;
            }

            @end
            """)
        #expect(facts.appDelegateMasks.map(\.className) == ["AppDelegate"])
        #expect(facts.appDelegateMasks.first?.mask.value == .value(.allButUpsideDown))
        #expect(facts.appDelegateMasks.first?.mask.location == SourceLocation(file: "App/Source.m", line: 3, column: 31))
    }

    @Test func anAppDelegateAskingAFlagIsOneOfItsLiteralsNamingTheFlag() {
        let facts = ObjCFixtures.facts(
            """
            @implementation AppDelegate
            - (NSUInteger)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                if (self.allowRotation) {
                    return UIInterfaceOrientationMaskAll;
                }
                return UIInterfaceOrientationMaskPortrait;
            }
            @end
            """)
        #expect(facts.appDelegateMasks.first?.mask.value == .oneOf([.all, .portrait], reason: "chooses on `self.allowRotation`"))
    }

    /// The iOS 9 SDK changed the return type, and libraries kept both headers behind `#if`.
    @Test(arguments: [
        "#if __IPHONE_OS_VERSION_MAX_ALLOWED >= 90000\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations {\n#else\n- (NSUInteger)supportedInterfaceOrientations {\n#endif\n    return UIInterfaceOrientationMaskAllButUpsideDown;\n}",
        "#if __IPHONE_OS_VERSION_MAX_ALLOWED < 90000\n- (NSUInteger)supportedInterfaceOrientations\n#else\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations\n#endif\n{\n    return UIInterfaceOrientationMaskAllButUpsideDown;\n}",
    ])
    func aMethodWithTwoHeadersBehindIfIsReadOnce(method: String) {
        let o = ObjCFixtures.overrides(method + "\n- (BOOL)shouldAutorotate { return YES; }")
        #expect(o?.supportedInterfaceOrientations?.value == .value(.allButUpsideDown))
        #expect(o?.supportedInterfaceOrientations?.location.line == 8)
        #expect(o?.shouldAutorotate?.value == .value(true))
    }

    @Test func commentsStringsAndPreprocessorLinesAreNotCode() {
        let facts = ObjCFixtures.facts(
            """
            // @implementation Fake
            /* @implementation AlsoFake
               - (BOOL)shouldAutorotate { return YES; } */
            #define LOG(x) NSLog(@"@implementation %@", x)
            @implementation Real
            - (NSString *)text { return @"@end - (BOOL)shouldAutorotate { return YES; }"; }
            - (BOOL)shouldAutorotate { return NO; }
            @end
            """)
        #expect(facts.classes.map(\.name) == ["Real"])
        #expect(facts.classes.first?.overrides.shouldAutorotate?.value == .value(false))
        #expect(facts.classes.first?.overrides.shouldAutorotate?.location.line == 7)
    }
}
