import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// A mask the project names in an extension of `UIInterfaceOrientationMask` (`static var portraitOnPhone: Self {
/// ... }`) is the value its declaration gives: an override returning `.portraitOnPhone`, in another file, answers
/// exactly what the declaration's body evaluates to, as if it were written in place.
@Suite struct MaskConstantTests {
    typealias Mask = InterfaceOrientationMask

    /// `Home`'s `supportedInterfaceOrientations` in a project whose `Masks.swift` declares `declaration` inside an
    /// extension of UIInterfaceOrientationMask and whose override returns `use`.
    static func homeMask(declaration: String, use: String) throws -> ImportedValue<Mask>? {
        let read = try ProjectReaderTests.read([
            "App/Home.swift": Array(
                """
                import UIKit
                class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(use) }
                }
                """.utf8),
            "App/Extension/Masks.swift": Array("import UIKit\nextension UIInterfaceOrientationMask {\n    \(declaration)\n}\n".utf8),
        ])
        return read.sources.classes.first { $0.name == "Home" }?.overrides.supportedInterfaceOrientations?.value
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var declaration: String
        var use: String
        var expected: ImportedValue<Mask>
        var testDescription: String { declaration }
    }

    static let readable: [Case] = [
        Case(
            declaration: "public static var portraitOnPhone: Self { return UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all }",
            use: ".portraitOnPhone", expected: .perIdiom(phone: .portrait, pad: .all)),
        Case(
            declaration: "static var landscapeBoth: UIInterfaceOrientationMask { [.landscapeLeft, .landscapeRight] }",
            use: "UIInterfaceOrientationMask.landscapeBoth", expected: .value(.landscape)),
        Case(
            declaration: "static let playerMask: UIInterfaceOrientationMask = .allButUpsideDown",
            use: ".playerMask", expected: .value(.allButUpsideDown)),
    ]

    @Test(arguments: readable)
    func anOverrideReturningAProjectsNamedMaskAnswersItsDeclaredValue(_ c: Case) throws {
        #expect(try Self.homeMask(declaration: c.declaration, use: c.use) == c.expected)
    }

    @Test func aStoredStaticVariableIsNotANamedMask() throws {
        // Something can assign it at run time.
        let value = try Self.homeMask(declaration: "static var appMask: UIInterfaceOrientationMask = .portrait", use: ".appMask")
        #expect(value?.unreadReason != nil)
    }

    @Test func aDeclarationWhoseBodyCannotBeReadLeavesTheOverrideUnknown() throws {
        let value = try Self.homeMask(
            declaration: "static var current: Self { Settings.shared.locked ? .portrait : .all }", use: ".current")
        #expect(value?.unreadReason != nil)
    }

    @Test func aNamedMaskDefinedByAnotherNamedMaskIsNotRead() throws {
        // One level, as for idiom helpers; a name defined by itself can then never loop.
        let value = try Self.homeMask(
            declaration: "static var base: Self { .portrait }\n    static var main: Self { .base }\n    static var loop: Self { .loop }",
            use: ".main")
        #expect(value?.unreadReason != nil)
        #expect(try Self.homeMask(declaration: "static var loop: Self { .loop }", use: ".loop")?.unreadReason != nil)
    }

    @Test func aNameTwoDeclarationsGiveDifferentValuesIsNotRead() {
        let a = MaskConstant(name: "main", value: .value(.portrait), location: SourceLocation(file: "A.swift", line: 3))
        let b = MaskConstant(name: "main", value: .value(.landscape), location: SourceLocation(file: "B.swift", line: 3))
        #expect(MaskConstant.table([a, b])["main"] == nil)
        #expect(MaskConstant.table([a, a])["main"] == .value(.portrait))
    }
}
