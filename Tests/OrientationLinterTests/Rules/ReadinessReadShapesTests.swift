import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Where the readiness reads are and how many findings they make: a class method reads the orientation as an
/// instance method does; a statement is one layout decision however many lines its arguments take; and a size helper
/// that returns the window's size, using the main screen's only when there is no window, already does what Apple
/// asks for a resizable window (WWDC 2026 "Modernize your UIKit app": the window's size, not the screen's).
@Suite struct ReadinessReadShapesTests {
    typealias F = ReadinessFixtures

    static func lines(_ code: LintCode, _ file: String, _ source: String) throws -> [Int] {
        try ReadinessLintTests.found(code, files: [file: source]).compactMap { $0.location?.line }.sorted()
    }

    // MARK: class methods

    @Test(
        "An Objective-C class method's reads are reported as an instance method's are",
        arguments: [
            (LintCode.statusBarOrientationDeprecated, "(BOOL)isLandscape", F.statusBarRead),
            (LintCode.layoutBranchesOnOrientation, "(CGRect)bannerFrame", F.orientationBranch),
        ])
    func classMethodReadsAreReported(code: LintCode, signature: String, body: String) throws {
        let instance = try ReadinessLintTests.found(code, files: ["App/Layout.m": F.objCMethod("-", signature, body)])
        let classMethod = try ReadinessLintTests.found(code, files: ["App/Layout.m": F.objCMethod("+", signature, body)])
        #expect(classMethod.map { $0.location?.line } == [3])
        #expect(classMethod.map(\.finding.message) == instance.map(\.finding.message))
    }

    /// A class method of a layout callback's name is not UIKit's callback: only its layout statements count.
    @Test func aClassMethodNamedLikeALayoutCallbackIsNotOne() throws {
        let source = F.objCMethod("+", "(void)layoutSubviews", "    CGFloat w = [UIScreen mainScreen].bounds.size.width;")
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/Layout.m", source).isEmpty)
    }

    @Test func aClassMethodComparingTheScreensSizeIsNotALayoutDecision() throws {
        let compared = F.objCMethod("+", "(BOOL)isIPhoneX", F.objCScreenSizeCompared)
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/Layout.m", compared).isEmpty)
        let set = F.objCMethod("+", "(void)layOut", F.objCScreenSizeComparedThenSet)
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/Layout.m", set) == [3])
    }

    @Test func aClassMethodReturningAFrameFromTheScreenIsAHelperNotALayoutDecision() throws {
        let instance = F.objCMethod("-", "(CGRect)bannerFrame", F.objCScreenFrameReturn)
        let classMethod = F.objCMethod("+", "(CGRect)bannerFrame", F.objCScreenFrameReturn)
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/Layout.m", instance) == [3])
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/Layout.m", classMethod).isEmpty)
    }

    // MARK: one finding per statement

    @Test func anObjectiveCFrameWhoseArgumentsSpanLinesIsOneFindingAtItsFirstLine() throws {
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/ShowLargeImgView.m", F.objCFrameOverLines) == [3])
    }

    @Test func aSwiftFrameWhoseArgumentsSpanLinesIsOneFindingAtItsFirstLine() throws {
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/FeedViewController.swift", F.swiftFrameOverLines) == [4])
    }

    @Test func aSwiftUIModifierWhoseArgumentsSpanLinesIsOneFindingAtTheModifier() throws {
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/PlayerView.swift", F.swiftUIFrameOverLines) == [8])
    }

    @Test func aReadInAnElseIfIsReportedAtItsOwnBranch() throws {
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/FeedViewController.swift", F.swiftElseIfChain) == [7])
    }

    @Test func readsInTwoStatementsAreTwoFindings() throws {
        let source = F.objCMethod(
            "-", "(void)setUp",
            "    self.cover.frame = [UIScreen mainScreen].bounds;\n    self.shade.frame = [UIScreen mainScreen].bounds;")
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/Layout.m", source) == [3, 4])
    }

    // MARK: the window's size first

    @Test("A size helper that falls back to the screen only without a window is not reported", arguments: F.windowFirstSizeHelpers)
    func windowFirstHelpersAreNotReported(members: String) throws {
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/UIDevice+Size.swift", F.deviceExtension(members)).isEmpty)
    }

    @Test("A layout from the screen near a window or an early return is still reported", arguments: F.screenLayoutsNearAWindow)
    func screenLayoutsAreStillReported(members: String) throws {
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/FeedViewController.swift", F.swiftController(members)) == [5])
    }

    @Test("A screen read that backs up a view's own size is not reported (Provenance's screenshot size)")
    func viewFirstFallbacksAreNotReported() throws {
        let members = """
                func snapshotSize() -> CGSize {
                    let width = gpuView.frame.size.width > 0 ? gpuView.frame.size.width : UIScreen.main.bounds.width
                    return CGSize(width: width, height: gpuView.bounds.height ?? UIScreen.main.bounds.height)
                }
            """
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/FeedViewController.swift", F.swiftController(members)).isEmpty)
    }

    @Test("A ternary that prefers the screen to a view's size is still reported")
    func screenFirstTernariesAreReported() throws {
        let members = """
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    banner.frame.size.width = isFullScreen ? UIScreen.main.bounds.width : view.bounds.width
                }
            """
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/FeedViewController.swift", F.swiftController(members)) == [5])
    }

    @Test("An Objective-C screen read that backs up a window's bounds is not reported", arguments: F.objCWindowFallbacks)
    func objectiveCWindowFallbacksAreNotReported(body: String) throws {
        let source = F.objCMethod("-", "(void)setUp", body)
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/Layout.m", source).isEmpty)
    }

    @Test("An Objective-C ternary that takes the screen's bounds otherwise is reported", arguments: F.objCScreenTernaries)
    func objectiveCScreenTernariesAreReported(body: String) throws {
        let source = F.objCMethod("-", "(void)setUp", body)
        #expect(try Self.lines(.layoutBranchesOnOrientation, "App/Layout.m", source) == [3])
    }
}
