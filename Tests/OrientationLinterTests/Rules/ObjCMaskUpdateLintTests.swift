import OrientationPolicy
import Testing

@testable import OrientationImport
@testable import OrientationLinter

/// `mask-changed-without-update` in Objective-C. From iOS 16 UIKit keeps the supported orientations it last read;
/// `-setNeedsUpdateOfSupportedInterfaceOrientations` "notifies the view controller about a change in supported
/// interface orientations" (UIViewController, Apple Developer Documentation), and nothing else does. So a
/// `-supportedInterfaceOrientations` or `application:supportedInterfaceOrientationsForWindow:` that returns an
/// instance variable or property the code reassigns, with no update after the assignment, keeps the old mask.
/// A setter runs for `self.mask = ...` and `[self setMask:...]` but not for `_mask = ...` (The Objective-C
/// Programming Language, "Declared Properties"), so a setter that calls the update covers only the property forms.
@Suite struct ObjCMaskUpdateLintTests {
    static let targets = MaskUpdateLintTests.targets

    static func found(_ files: [String: String], targets: [Device] = targets) throws -> [ProjectLintFinding] {
        try MaskUpdateLintTests.found(files, targets: targets)
    }

    /// A player whose `-supportedInterfaceOrientations` returns its `allowed` property (line 9), with `members`
    /// from line 12.
    static func player(_ members: String, getter: String = "return self.allowed;") -> [String: String] {
        [
            "App/PlayerViewController.h": """
            #import <UIKit/UIKit.h>
            @interface PlayerViewController : UIViewController
            @property (nonatomic, assign) UIInterfaceOrientationMask allowed;
            @end
            """,
            "App/PlayerViewController.m": """
            #import "PlayerViewController.h"

            @implementation PlayerViewController

            - (void)viewDidLoad {
                [super viewDidLoad];
            }

            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                \(getter)
            }
            \(members)
            @end
            """,
        ]
    }

    @Test(
        "A controller's own property or instance variable reassigned with no update after it is reported at the assignment",
        arguments: [
            ("- (void)toggleFullScreen {\n    self.allowed = UIInterfaceOrientationMaskLandscape;\n}", 13),
            ("- (void)toggleFullScreen {\n    [self setAllowed:UIInterfaceOrientationMaskLandscape];\n}", 13),
            ("- (void)toggleFullScreen {\n    _allowed = UIInterfaceOrientationMaskLandscape;\n}", 13),
        ])
    func aControllersMaskReassignedWithoutTheUpdateIsReported(members: String, line: Int) throws {
        let found = try Self.found(Self.player(members))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "App/PlayerViewController.m")
        #expect(f.location?.line == line)
        #expect(f.finding.message.hasPrefix("`allowed` is reassigned here in toggleFullScreen()"))
        #expect(f.finding.message.contains("PlayerViewController.supportedInterfaceOrientations returns `allowed`"))
        #expect(f.relatedLocations.map(\.line) == [9])
        #expect(f.finding.targets.map(\.systemVersion) == [SystemVersion(17, 0)])
    }

    @Test func anInstanceVariableTheGetterReturnsIsTheSameVariableAsItsProperty() throws {
        let found = try Self.found(
            Self.player("- (void)toggleFullScreen {\n    self.allowed = UIInterfaceOrientationMaskLandscape;\n}", getter: "return _allowed;"))
        #expect(found.map(\.location?.line) == [13])
    }

    /// UIKit asks on every rotation before iOS 16: nothing goes stale there.
    @Test func nothingIsReportedBeforeIOS16() throws {
        let members = "- (void)toggleFullScreen {\n    self.allowed = UIInterfaceOrientationMaskLandscape;\n}"
        #expect(try Self.found(Self.player(members), targets: [Self.targets[0]]).isEmpty)
    }

    @Test(
        "A controller's mask followed by the update, set before UIKit first asks, or set by another object is not reported",
        arguments: [
            // The update after the assignment, directly or in a method the assigning one calls.
            "- (void)toggleFullScreen {\n    self.allowed = UIInterfaceOrientationMaskLandscape;\n    [self setNeedsUpdateOfSupportedInterfaceOrientations];\n}",
            "- (void)toggleFullScreen {\n    if (@available(iOS 16.0, *)) {\n        _allowed = UIInterfaceOrientationMaskLandscape;\n        [self setNeedsUpdateOfSupportedInterfaceOrientations];\n    }\n}",
            "- (void)toggleFullScreen {\n    self.allowed = UIInterfaceOrientationMaskLandscape;\n    [self refresh];\n}\n- (void)refresh {\n    [self setNeedsUpdateOfSupportedInterfaceOrientations];\n}",
            // Set while the controller is made or loads, before UIKit first reads the answer.
            "- (instancetype)initWithNibName:(NSString *)name bundle:(NSBundle *)bundle {\n    self = [super initWithNibName:name bundle:bundle];\n    _allowed = UIInterfaceOrientationMaskLandscape;\n    return self;\n}",
            "- (instancetype)init {\n    if ((self = [super init])) { [self commonInit]; }\n    return self;\n}\n- (void)commonInit {\n    self.allowed = UIInterfaceOrientationMaskLandscape;\n}",
            "- (void)awakeFromNib {\n    [super awakeFromNib];\n    self.allowed = UIInterfaceOrientationMaskAll;\n}",
            // Another object configuring the controller before it is shown.
            "+ (instancetype)landscapePlayer {\n    PlayerViewController *vc = [[PlayerViewController alloc] init];\n    vc.allowed = UIInterfaceOrientationMaskLandscape;\n    return vc;\n}",
        ])
    func controllerMasksThatReachUIKit(members: String) throws {
        #expect(try Self.found(Self.player(members)).isEmpty)
    }

    /// A setter that calls the update runs for `self.allowed = ...`; `_allowed = ...` bypasses it.
    @Test func aSetterThatCallsTheUpdateCoversThePropertyFormsOnly() throws {
        let setter = """
            - (void)setAllowed:(UIInterfaceOrientationMask)allowed {
                _allowed = allowed;
                [self setNeedsUpdateOfSupportedInterfaceOrientations];
            }
            """
        #expect(
            try Self.found(Self.player(setter + "\n- (void)enterFullScreen {\n    self.allowed = UIInterfaceOrientationMaskLandscape;\n}")).isEmpty)
        let bypass = try Self.found(Self.player(setter + "\n- (void)enterFullScreen {\n    _allowed = UIInterfaceOrientationMaskLandscape;\n}"))
        #expect(bypass.map(\.location?.line) == [17])
        #expect(bypass.first?.finding.message.hasPrefix("`allowed` is reassigned here in enterFullScreen()") == true)
    }

    /// A getter the class implements computes the answer: no stored mask to go stale.
    @Test func aPropertyWhoseGetterTheClassImplementsIsNotReported() throws {
        let members = """
            - (UIInterfaceOrientationMask)allowed {
                return self.isFullScreen ? UIInterfaceOrientationMaskLandscape : UIInterfaceOrientationMaskPortrait;
            }
            - (void)toggleFullScreen {
                self.allowed = UIInterfaceOrientationMaskLandscape;
            }
            """
        #expect(try Self.found(Self.player(members)).isEmpty)
    }

    /// The common lock helper in Objective-C: the app delegate returns its `orientationLock`, which a utility class
    /// sets through the shared application's delegate.
    static func appDelegateLock(_ utility: String) -> [String: String] {
        [
            "App/AppDelegate.h": """
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @property (nonatomic) UIInterfaceOrientationMask orientationLock;
            @end
            """,
            "App/AppDelegate.m": """
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.orientationLock = UIInterfaceOrientationMaskPortrait;
                return YES;
            }
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return self.orientationLock;
            }
            @end
            """,
            "App/OrientationUtility.m": """
            #import "AppDelegate.h"
            @implementation OrientationUtility
            \(utility)
            @end
            """,
        ]
    }

    @Test func theAppDelegatesLockSetByAHelperWithoutTheUpdateIsReported() throws {
        let utility = """
            + (void)lockOrientation:(UIInterfaceOrientationMask)mask {
                AppDelegate *delegate = (AppDelegate *)[UIApplication sharedApplication].delegate;
                delegate.orientationLock = mask;
            }
            """
        let found = try Self.found(Self.appDelegateLock(utility))
        let f = try #require(found.first)
        #expect(found.count == 1)
        #expect(f.location?.file == "App/OrientationUtility.m")
        #expect(f.location?.line == 5)
        #expect(f.finding.message.contains("AppDelegate.application:supportedInterfaceOrientationsForWindow: returns `orientationLock`"))
        #expect(f.relatedLocations.map(\.file) == ["App/AppDelegate.m"])
    }

    @Test func theAppDelegatesLockFollowedByTheUpdateIsNotReported() throws {
        let utility = """
            + (void)lockOrientation:(UIInterfaceOrientationMask)mask {
                AppDelegate *delegate = (AppDelegate *)[UIApplication sharedApplication].delegate;
                delegate.orientationLock = mask;
                [delegate.window.rootViewController setNeedsUpdateOfSupportedInterfaceOrientations];
            }
            """
        #expect(try Self.found(Self.appDelegateLock(utility)).isEmpty)
    }
}
