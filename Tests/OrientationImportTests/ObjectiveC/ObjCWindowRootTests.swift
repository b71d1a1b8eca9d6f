import Testing

@testable import ImportFixtures
@testable import OrientationImport

@Suite struct ObjCWindowRootTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var body: String
        var className: String
        var children: [String] = []
        /// The line of the `rootViewController` token in `ObjCWindowRootTests.appDelegate(body)`.
        var line: Int
        var testDescription: String { body }
    }

    /// `body` as the statements of `application:didFinishLaunchingWithOptions:`, from line 8 (with two lines of
    /// `properties` in the class extension).
    static func appDelegate(
        _ body: String,
        properties: String = """
        @property (nonatomic, strong) IBOutlet SPSidebarContainerViewController *sidebarViewController;
        @property (nonatomic, copy) NSArray<NSString *> *names;
        """
    ) -> String {
        """
        @interface AppDelegate ()
        \(properties)
        @end
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
            self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
        \(body)
            [self.window makeKeyAndVisible];
            return YES;
        }
        @end
        """
    }

    /// The assignment and assigned value as written in public iOS code, and the class and children read from it.
    static let cases: [Case] = [
        Case(
            body: "self.window.rootViewController = [[HomeViewController alloc] init];",
            className: "HomeViewController", line: 8),
        // Manual reference counting: `autorelease` and `retain` return their receiver (hrydgard/ppsspp's
        // `[[[ViewController alloc] init] autorelease]`).
        Case(
            body: "self.window.rootViewController = [[[HomeViewController alloc] init] autorelease];",
            className: "HomeViewController", line: 8),
        Case(
            body: "[self.window setRootViewController:[[[HomeViewController alloc] initWithNibName:nil bundle:nil] retain]];",
            className: "HomeViewController", line: 8),
        Case(
            body: "[self.window setRootViewController:[[HomeViewController alloc] initWithNibName:@\"HomeViewController\" bundle:nil]];",
            className: "HomeViewController", line: 8),
        Case(body: "_window.rootViewController = [HomeViewController new];", className: "HomeViewController", line: 8),
        Case(
            body: """
                HomeViewController *home = [[HomeViewController alloc] init];
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:home];
                self.window.rootViewController = nav;
                """, className: "UINavigationController", children: ["HomeViewController"], line: 10),
        Case(
            body: "self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];",
            className: "UINavigationController", children: ["HomeViewController"], line: 8),
        Case(
            body: """
                self.viewController = [[ViewController alloc] initWithNibName:@"ViewController" bundle:nil];
                self.window.rootViewController = self.viewController;
                """, className: "ViewController", line: 9),
        Case(
            body: """
                UITabBarController *tabs = [[UITabBarController alloc] init];
                tabs.viewControllers = @[[[FeedViewController alloc] init], [[UINavigationController alloc] initWithRootViewController:[[SettingsViewController alloc] init]]];
                self.window.rootViewController = tabs;
                """, className: "UITabBarController", children: ["FeedViewController", "UINavigationController"], line: 10),
        Case(
            body: """
                UITabBarController *tabs = [[UITabBarController alloc] init];
                FeedViewController *feed = [[FeedViewController alloc] init];
                self.window.rootViewController = tabs;
                [tabs setViewControllers:@[feed, [ProfileViewController new]] animated:NO];
                """, className: "UITabBarController", children: ["FeedViewController", "ProfileViewController"], line: 10),
        Case(
            body: "self.window.rootViewController = self.sidebarViewController;",
            className: "SPSidebarContainerViewController", line: 8),
        Case(
            body: "self.window.rootViewController = _sidebarViewController;",
            className: "SPSidebarContainerViewController", line: 8),
        Case(
            body:
                "self.window.rootViewController = (MainTabBarController *)[[UIStoryboard storyboardWithName:@\"Main\" bundle:nil] instantiateInitialViewController];",
            className: "MainTabBarController", line: 8),
        Case(
            body: "[UIApplication sharedApplication].windows.firstObject.rootViewController = [LoginViewController new];",
            className: "LoginViewController", line: 8),
        Case(
            body: "[[[UIApplication sharedApplication] keyWindow] setRootViewController:[[HomeViewController alloc] init]];",
            className: "HomeViewController", line: 8),
    ]

    @Test(arguments: cases)
    func theRootAssignedInTheAppDelegateIsRead(_ c: Case) {
        let roots = ObjCFixtures.facts(Self.appDelegate(c.body)).windowRoots
        #expect(roots.count == 1)
        #expect(roots.first?.className == c.className)
        #expect(roots.first?.childClassNames == c.children)
        #expect(roots.first?.inClass == "AppDelegate")
        #expect(roots.first?.location.line == c.line)
    }

    @Test func theLocationIsTheRootViewControllerTokenInUTF8Bytes() {
        let roots = ObjCFixtures.facts(
            Self.appDelegate(
                """
                /* é */ self.window.rootViewController = [[HomeViewController alloc] init];
                [self.window setRootViewController:[[HomeViewController alloc] init]];
                """)
        ).windowRoots
        #expect(
            roots.map(\.location) == [
                SourceLocation(file: "App/Source.m", line: 8, column: 22),
                SourceLocation(file: "App/Source.m", line: 9, column: 14),
            ])
    }

    @Test func aVariableDeclaredAsUIWindowIsAWindowWhateverItsName() {
        let roots = ObjCFixtures.facts(
            """
            @implementation SceneDelegate
            - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                UIWindow *w = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
                w.rootViewController = [[HomeViewController alloc] init];
            }
            @end
            """
        ).windowRoots
        #expect(roots.map(\.className) == ["HomeViewController"])
        #expect(roots.first?.inClass == "SceneDelegate")
    }

    /// Code that mentions `rootViewController` without setting a window's root.
    static let negatives: [String] = [
        "UIViewController *root = self.window.rootViewController;",
        "if (self.window.rootViewController == nil) { return NO; }",
        "// self.window.rootViewController = [[HomeViewController alloc] init];",
        "/* [self.window setRootViewController:[[HomeViewController alloc] init]]; */",
        "NSLog(@\"self.window.rootViewController = [[HomeViewController alloc] init];\");",
        "self.coordinator.rootViewController = [[HomeViewController alloc] init];",
        "self.window.rootViewController = nil;",
        "self.window.rootViewController = [self makeRootController];",
        "self.window.rootViewController = [[UIStoryboard storyboardWithName:@\"Main\" bundle:nil] instantiateInitialViewController];",
        "self.window.rootViewController = self.undeclaredController;",
    ]

    @Test(arguments: negatives)
    func codeThatDoesNotAssignAKnownControllerGivesNoRoot(body: String) {
        #expect(ObjCFixtures.facts(Self.appDelegate(body)).windowRoots.isEmpty)
    }

    @Test func unfinishedPropertyDeclarationsAreSkippedAndTheRootIsStillRead() {
        let broken = String(repeating: "@property (nonatomic, strong NSArray<id *name\n", count: 2_000)
        let roots = ObjCFixtures.facts(
            "@interface AppDelegate ()\n" + broken + "@end\n" + """
                @implementation AppDelegate
                - (void)start {
                    self.window.rootViewController = [[HomeViewController alloc] init];
                }
                @end
                """
        ).windowRoots
        #expect(roots.map(\.className) == ["HomeViewController"])
        #expect(roots.first?.location.line == 2_005)
    }
}
