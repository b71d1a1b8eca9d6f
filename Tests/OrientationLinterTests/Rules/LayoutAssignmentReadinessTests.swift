import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport
@testable import OrientationLinter

/// Outside UIKit's layout callbacks, a main-screen read decides a layout only in a statement that sets a frame,
/// bounds, centre, size or constraint. An assignment sets what is on its left: reading `view.frame` on its right into
/// a flag (mozilla-mobile/focus-ios's `showsToolsetInURLBar = (... UIScreen.main.bounds.width ==
/// view.frame.size.width ...)`, which tells whether an iPad window is as wide as the screen) lays nothing out, while
/// building a frame or a constraint on the right still does. Statements are in a plain method, `setUp`.
@Suite struct LayoutAssignmentReadinessTests {
    static func swiftLines(_ statement: String) throws -> [Int] {
        let source = ReadinessFixtures.swiftController("    func setUp() {\n        \(statement)\n    }")
        return try ReadinessReadShapesTests.lines(.layoutBranchesOnOrientation, "App/FeedViewController.swift", source)
    }

    static func objCLines(_ statement: String) throws -> [Int] {
        let source = ReadinessFixtures.objCMethod("-", "(void)setUp", "    \(statement)")
        return try ReadinessReadShapesTests.lines(.layoutBranchesOnOrientation, "App/Layout.m", source)
    }

    @Test(
        "A Swift statement that sets a frame, a constant or a constraint from the screen decides a layout",
        arguments: [
            "view.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)",
            "heightConstraint.constant = UIScreen.main.bounds.height * 0.3",
            "heightConstraint.constant += UIScreen.main.bounds.height / 10",
            "view.frame.size.width = UIScreen.main.bounds.width",
            "overlayView.bounds.size = UIScreen.main.bounds.insetBy(dx: -UIScreen.main.bounds.width / 2, dy: 0).size",
            "overlayView.center = CGPoint(x: UIScreen.main.bounds.width / 2, y: 0)",
            "let banner = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 50)",
            "let height = view.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.height / 3)",
            "view.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width).isActive = true",
        ])
    func swiftLayoutStatements(statement: String) throws {
        #expect(try Self.swiftLines(statement) == [4])
    }

    @Test(
        "A Swift assignment that only reads a frame beside the screen into a value decides no layout",
        arguments: [
            "showsToolset = UIScreen.main.bounds.width == view.frame.size.width || view.frame.size.width > view.frame.size.height",
            "let fillsScreen = UIScreen.main.bounds.width == view.frame.width",
            "isWide = view.frame.width > UIScreen.main.bounds.width / 2",
        ])
    func swiftFlags(statement: String) throws {
        #expect(try Self.swiftLines(statement).isEmpty)
    }

    @Test(
        "An Objective-C statement that sets a frame or a constant from the screen decides a layout",
        arguments: [
            "self.view.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 44);",
            "self.height.constant = [UIScreen mainScreen].bounds.size.height * 0.3;",
            "CGRect banner = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 50);",
            "[self.view setFrame:[UIScreen mainScreen].bounds];",
            "self.overlay.bounds = [UIScreen mainScreen].bounds;",
            "self.cover.frame.size = [UIScreen mainScreen].bounds.size;",
        ])
    func objCLayoutStatements(statement: String) throws {
        #expect(try Self.objCLines(statement) == [3])
    }

    @Test(
        "An Objective-C assignment that only reads a frame beside the screen into a value decides no layout",
        arguments: [
            "self.showsToolset = [UIScreen mainScreen].bounds.size.width == self.view.frame.size.width;",
            "BOOL wide = self.view.frame.size.width > [UIScreen mainScreen].bounds.size.width / 2;",
            "CGSize size = [UIScreen mainScreen].bounds.size;",
        ])
    func objCFlags(statement: String) throws {
        #expect(try Self.objCLines(statement).isEmpty)
    }
}

/// A main-screen size compared for equality with the window's or a view's own size, or with the size a controller
/// is about to take, asks whether the window fills the screen (focus-ios tells a full-width iPad window from Split
/// View so, in `viewWillTransition(to:with:)`); on iOS 27 a resizable window still answers that truly, so it is no
/// layout sized from the screen. Compared with a constant (an iPhone SE's height) it is a device check, and stays one.
@Suite struct ScreenComparisonReadinessTests {
    static func swiftLines(_ statement: String) throws -> [Int] {
        let source = ReadinessFixtures.swiftController(
            "    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {\n        \(statement)\n    }"
        )
        return try ReadinessReadShapesTests.lines(.layoutBranchesOnOrientation, "App/FeedViewController.swift", source)
    }

    static func objCLines(_ statement: String) throws -> [Int] {
        let source = ReadinessFixtures.objCMethod(
            "-", "(void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id)coordinator", "    \(statement)")
        return try ReadinessReadShapesTests.lines(.layoutBranchesOnOrientation, "App/Layout.m", source)
    }

    @Test(
        "A Swift comparison of the screen's size with the window's own asks whether the window fills the screen",
        arguments: [
            "showsToolset = UIScreen.main.bounds.width == size.width || size.width > size.height",
            "fillsScreen = size.width == UIScreen.main.bounds.width",
            "fillsScreen = UIScreen.main.bounds.size != view.bounds.size",
            "fillsScreen = UIScreen.main.bounds.width == view.window?.bounds.width",
        ])
    func swiftOwnSize(statement: String) throws {
        #expect(try Self.swiftLines(statement).isEmpty)
    }

    @Test(
        "A Swift comparison of the screen's size with a constant, or a size taken from it, is a layout read",
        arguments: [
            "isSmall = UIScreen.main.bounds.height == 568",
            "isSmall = UIScreen.main.bounds.height == Layout.iPhoneSEHeight",
            "width = UIScreen.main.bounds.width / 2",
            "isWide = UIScreen.main.bounds.width > size.width",
        ])
    func swiftConstants(statement: String) throws {
        #expect(try Self.swiftLines(statement) == [4])
    }

    @Test(
        "An Objective-C comparison of the screen's size with the window's own asks whether the window fills the screen",
        arguments: [
            "self.showsToolset = [UIScreen mainScreen].bounds.size.width == size.width;",
            "self.fillsScreen = self.view.frame.size.width == [UIScreen mainScreen].bounds.size.width;",
            "self.fillsScreen = UIScreen.mainScreen.bounds.size.width != self.view.window.bounds.size.width;",
        ])
    func objCOwnSize(statement: String) throws {
        #expect(try Self.objCLines(statement).isEmpty)
    }

    @Test(
        "An Objective-C comparison of the screen's size with a constant is a layout read",
        arguments: [
            "self.isSmall = [UIScreen mainScreen].bounds.size.height == 568;",
            "self.isWide = [UIScreen mainScreen].bounds.size.width > size.width;",
        ])
    func objCConstants(statement: String) throws {
        #expect(try Self.objCLines(statement) == [3])
    }
}
