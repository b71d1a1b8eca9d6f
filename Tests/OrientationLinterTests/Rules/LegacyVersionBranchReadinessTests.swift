import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Objective-C code that runs only below an old iOS, told by Foundation's version number, never runs on iOS 27, so
/// the readiness codes say nothing about it. CustomIOSAlertView (in NACC-Aus/PhotoMon-iOS) reads
/// `statusBarOrientation` inside `if (floor(NSFoundationVersionNumber) <= NSFoundationVersionNumber_iOS_7_1)`: the
/// iOS 7 path that turns the alert by hand. A read outside such a branch, or under a check that a new iOS can pass,
/// is still reported.
@Suite struct LegacyVersionBranchReadinessTests {
    static let read = "o = [[UIApplication sharedApplication] statusBarOrientation];"

    static func found(_ body: String) throws -> [ProjectLintFinding] {
        let source = """
            @implementation Alert
            - (void)show {
                UIInterfaceOrientation o = UIInterfaceOrientationPortrait;
                BOOL wide = NO;
            \(body)
            }
            @end
            """
        return try ReadinessLintTests.found(.statusBarOrientationDeprecated, files: ["App/Alert.m": source])
    }

    @Test(arguments: [
        ("if (floor(NSFoundationVersionNumber) <= NSFoundationVersionNumber_iOS_7_1) { \(read) }", false),
        ("if (NSFoundationVersionNumber < NSFoundationVersionNumber_iOS_8_0) \(read)", false),
        ("if (NSFoundationVersionNumber_iOS_7_1 >= NSFoundationVersionNumber) { \(read) }", false),
        ("if (wide && NSFoundationVersionNumber <= NSFoundationVersionNumber_iOS_7_1) { \(read) }", false),
        ("if (NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_7_1) { wide = YES; } else { \(read) }", false),
        ("if (kCFCoreFoundationVersionNumber < kCFCoreFoundationVersionNumber_iOS_8_0) { \(read) }", false),
        ("if (NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_7_1) { \(read) }", true),
        ("if (NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_7_1) { wide = YES; } \(read)", true),
        ("if (wide || NSFoundationVersionNumber <= NSFoundationVersionNumber_iOS_7_1) { \(read) }", true),
        ("if (NSFoundationVersionNumber <= NSFoundationVersionNumber_iOS_7_1) { wide = YES; } \(read)", true),
        ("if (wide) { \(read) }", true),
        // The `else` of an availability check runs only below its version: never on 27 when that is 27 or older.
        ("if (@available(iOS 13.0, *)) { wide = YES; } else { \(read) }", false),
        ("if (__builtin_available(iOS 11, *)) { wide = YES; } else { \(read) }", false),
        ("if (@available(iOS 28, *)) { wide = YES; } else { \(read) }", true),
        ("if (@available(iOS 13.0, *) && wide) { wide = NO; } else { \(read) }", true),
        ("if (@available(iOS 13.0, *)) { \(read) }", true),
    ])
    func aReadOnlyAnOldIOSRunsIsNotReported(body: String, reported: Bool) throws {
        #expect(try Self.found(body).isEmpty == !reported)
    }

    /// PhotoMon's `keyboardWillShow:` reads the orientation first and tests the version beside it: the read runs.
    @Test func aReadBeforeTheVersionTestRuns() throws {
        let body = """
            o = [[UIApplication sharedApplication] statusBarOrientation];
            if (UIInterfaceOrientationIsLandscape(o) && NSFoundationVersionNumber <= NSFoundationVersionNumber_iOS_7_1) { wide = YES; }
            """
        #expect(try Self.found(body).count == 1)
    }

    @Test func aLayoutReadOnlyAnOldIOSRunsIsNotReported() throws {
        let source = """
            @implementation Alert
            - (void)show {
                if (floor(NSFoundationVersionNumber) <= NSFoundationVersionNumber_iOS_7_1) {
                    self.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 44);
                }
                self.center = CGPointMake([UIScreen mainScreen].bounds.size.width / 2, 22);
            }
            @end
            """
        let found = try ReadinessLintTests.found(.layoutBranchesOnOrientation, files: ["App/Alert.m": source])
        #expect(found.map { $0.location?.line } == [6])
    }
}

/// A method that only a legacy branch calls runs only where that branch does: PhotoMon's `changeOrientationForIOS7`,
/// called from `deviceOrientationDidChange:` under `NSFoundationVersionNumber <= NSFoundationVersionNumber_iOS_7_1`.
@Suite struct LegacyOnlyMethodReadinessTests {
    static func found(caller: String) throws -> [ProjectLintFinding] {
        let source = """
            @interface Alert ()
            - (void)changeOrientationForIOS7;
            @end
            @implementation Alert
            - (void)deviceOrientationDidChange:(NSNotification *)notification {
            \(caller)
            }
            - (void)changeOrientationForIOS7 {
                UIInterfaceOrientation o = [[UIApplication sharedApplication] statusBarOrientation];
            }
            @end
            """
        return try ReadinessLintTests.found(.statusBarOrientationDeprecated, files: ["App/Alert.m": source])
    }

    @Test(arguments: [
        ("if (floor(NSFoundationVersionNumber) <= NSFoundationVersionNumber_iOS_7_1) { [self changeOrientationForIOS7]; }", false),
        ("[self changeOrientationForIOS7];", true),  // called on every iOS
        (
            "if (NSFoundationVersionNumber <= NSFoundationVersionNumber_iOS_7_1) { [self changeOrientationForIOS7]; } "
                + "[center addObserver:self selector:@selector(changeOrientationForIOS7) name:nil object:nil];", true
        ),  // also a notification's selector
        ("", true),  // called by no one in its file: another file may call it
    ])
    func aMethodOnlyALegacyBranchCallsIsNotReported(caller: String, reported: Bool) throws {
        #expect(try Self.found(caller: caller).isEmpty == !reported)
    }
}
