import OrientationPolicy
import Testing

@testable import ImportFixtures
@testable import OrientationImport

/// A project's own idiom tests (`UIDevice.isPhone`, `isIPad()`, `IS_IPAD`) compare `userInterfaceIdiom`, so a
/// body that chooses on one chooses on the idiom: one value on phones and one on pads, as if the comparison were
/// written in place. One level is read; anything else stays a choice lint does not settle.
@Suite struct IdiomHelperTests {
    typealias Mask = InterfaceOrientationMask

    /// The app delegate's mask in a project of `files`.
    static func delegateMask(_ files: [String: String]) throws -> ImportedValue<Mask>? {
        let read = try ProjectReaderTests.read(files.mapValues { Array($0.utf8) })
        return read.sources.appDelegateMasks.first?.mask.value
    }

    static func swiftDelegate(_ condition: String) -> String {
        """
        import UIKit
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                return \(condition) ? .allButUpsideDown : .portrait
            }
        }
        """
    }

    struct Form: CustomTestStringConvertible, Sendable {
        var helper: String
        var use: String
        /// True when the condition holds on phones (the delegate then answers .allButUpsideDown there).
        var onPhone: Bool
        var testDescription: String { use }
    }

    static let swiftForms: [Form] = [
        Form(
            helper: "extension UIDevice {\n    static var isPhone: Bool { current.userInterfaceIdiom == .phone }\n}",
            use: "UIDevice.isPhone", onPhone: true),
        Form(
            helper: "extension UIDevice {\n    var isPad: Bool {\n        return userInterfaceIdiom == .pad\n    }\n}",
            use: "UIDevice.current.isPad", onPhone: false),
        Form(helper: "func isIPad() -> Bool {\n    UIDevice.current.userInterfaceIdiom == .pad\n}", use: "isIPad()", onPhone: false),
        Form(helper: "enum Device {\n    static let isPad = UIDevice.current.userInterfaceIdiom == .pad\n}", use: "Device.isPad", onPhone: false),
        Form(
            helper: "extension UIViewController {\n    var isPhone: Bool { traitCollection.userInterfaceIdiom == .phone }\n}",
            use: "isPhone", onPhone: true),
        Form(
            helper: "extension UIDevice {\n    static var isPhone: Bool { UI_USER_INTERFACE_IDIOM() == .phone }\n}",
            use: "!UIDevice.isPhone", onPhone: false),
    ]

    @Test(arguments: swiftForms)
    func aSwiftBodyChoosingOnAProjectIdiomHelperIsAnIdiomSwitch(_ form: Form) throws {
        let value = try Self.delegateMask([
            "App/AppDelegate.swift": Self.swiftDelegate(form.use),
            "App/Helpers/Device.swift": "import UIKit\n" + form.helper + "\n",
        ])
        let expected: ImportedValue<Mask> =
            form.onPhone
            ? .perIdiom(phone: .allButUpsideDown, pad: .portrait) : .perIdiom(phone: .portrait, pad: .allButUpsideDown)
        #expect(value == expected)
    }

    @Test func anObjectiveCCategoryMethodHelperIsAnIdiomTest() throws {
        let value = try Self.delegateMask([
            "App/UIDevice+Idiom.m": """
            @implementation UIDevice (Idiom)
            + (BOOL)isPad {
                return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad;
            }
            @end
            """,
            "App/AppDelegate.m": """
            @implementation AppDelegate
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                if ([UIDevice isPad]) { return UIInterfaceOrientationMaskAll; }
                return UIInterfaceOrientationMaskPortrait;
            }
            @end
            """,
        ])
        #expect(value == .perIdiom(phone: .portrait, pad: .all))
    }

    @Test func anObjectiveCMacroHelperIsAnIdiomTest() throws {
        let value = try Self.delegateMask([
            "App/Macros.h":
                "#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)\n#define IS_IPHONE() \\\n    ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone)\n",
            "App/AppDelegate.m": """
            @implementation AppDelegate
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return IS_IPAD ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskPortrait;
            }
            @end
            """,
        ])
        #expect(value == .perIdiom(phone: .portrait, pad: .all))
        let files = try ProjectReaderTests.read([
            "App/Macros.h": Array("#define IS_IPHONE() \\\n    ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone)\n".utf8)
        ])
        #expect(files.sources.idiomHelpers.map(\.name) == ["IS_IPHONE"])
        #expect(files.sources.idiomHelpers.first?.location.line == 1)
    }

    /// One level: a helper whose body calls another helper is not read, so the choice stays unsettled.
    @Test func aHelperBuiltOnAnotherHelperIsNotRead() throws {
        let value = try Self.delegateMask([
            "App/AppDelegate.swift": Self.swiftDelegate("UIDevice.isPhone"),
            "App/Device.swift": """
            extension UIDevice {
                static var isPad: Bool { current.userInterfaceIdiom == .pad }
                static var isPhone: Bool { !isPad }
            }
            """,
        ])
        #expect(value == .oneOf([.allButUpsideDown, .portrait], reason: "chooses on `UIDevice.isPhone`"))
    }

    /// Two definitions that disagree (a phone test in one module, a pad test of the same name in another): the
    /// call cannot be told, and stays a choice.
    @Test func aHelperNameTwoDefinitionsDisagreeOnIsNotRead() throws {
        let value = try Self.delegateMask([
            "App/AppDelegate.swift": Self.swiftDelegate("UIDevice.isCompact"),
            "App/A.swift": "extension UIDevice { static var isCompact: Bool { current.userInterfaceIdiom == .phone } }",
            "Kit/B.swift": "extension UIDevice { static var isCompact: Bool { current.userInterfaceIdiom == .pad } }",
        ])
        #expect(value == .oneOf([.allButUpsideDown, .portrait], reason: "chooses on `UIDevice.isCompact`"))
    }

    /// A stored `var` can be changed by anything: not an idiom test.
    @Test func aStoredVariableIsNotAHelper() throws {
        let files = try ProjectReaderTests.read([
            "App/Device.swift": Array("enum Device {\n    static var isPad = UIDevice.current.userInterfaceIdiom == .pad\n}\n".utf8)
        ])
        #expect(IdiomHelper.table(files.sources.idiomHelpers).isEmpty)
    }

    /// A layout test of the same name in the class that chooses (`var isPad: Bool { view.bounds.width > 700 }`)
    /// may be the one the body means: the name is not read as the idiom.
    @Test func aNameAnotherDeclarationUsesForSomethingElseIsNotRead() throws {
        let value = try Self.delegateMask([
            "App/AppDelegate.swift": Self.swiftDelegate("isPad"),
            "App/Device.swift": "extension UIViewController {\n    var isPad: Bool { traitCollection.userInterfaceIdiom == .pad }\n}\n",
            "App/Layout.swift": "class Board: UIViewController {\n    var isPad: Bool { view.bounds.width > 700 }\n}\n",
        ])
        #expect(value == .oneOf([.allButUpsideDown, .portrait], reason: "chooses on `isPad`"))
    }
}

/// A Bool member that returns the idiom test itself answers true on one idiom and false on the other.
@Suite struct IdiomValueTests {
    @Test(arguments: ["UIDevice.current.userInterfaceIdiom == .pad", "Utils.isPad()", "UIDevice.isPad"])
    func aSwiftShouldAutorotateReturningAnIdiomTestIsOneValuePerIdiom(_ body: String) throws {
        let files = try ProjectReaderTests.read([
            "App/Player.swift": Array(
                """
                class Player: UIViewController {
                    override var shouldAutorotate: Bool { \(body) }
                }
                """.utf8),
            "App/Utils.swift": Array(
                """
                enum Utils { static func isPad() -> Bool { UIDevice.current.userInterfaceIdiom == .pad } }
                extension UIDevice { static var isPad: Bool { current.userInterfaceIdiom == .pad } }
                """.utf8),
        ])
        let value = files.sources.classes.first { $0.name == "Player" }?.overrides.shouldAutorotate?.value
        #expect(value == .perIdiom(phone: false, pad: true))
    }

    @Test(arguments: ["UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad", "IS_IPAD"])
    func anObjectiveCShouldAutorotateReturningAnIdiomTestIsOneValuePerIdiom(_ body: String) throws {
        let files = try ProjectReaderTests.read([
            "App/Player.m": Array("@implementation Player\n- (BOOL)shouldAutorotate {\n    return \(body);\n}\n@end\n".utf8),
            "App/Macros.h": Array("#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)\n".utf8),
        ])
        let value = files.sources.classes.first { $0.name == "Player" }?.overrides.shouldAutorotate?.value
        #expect(value == .perIdiom(phone: false, pad: true))
    }

    @Test func anObjectiveCMacroIsReadAtItsLineInAFileWithWindowsLineEndings() {
        let source = "// Macros.h\r\n#import <UIKit/UIKit.h>\r\n#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)\r\n"
        let helpers = ObjCIdiomHelpers.macros(in: source, file: "App/Macros.h")
        #expect(helpers.map(\.name) == ["IS_IPAD"])
        #expect(helpers.first?.location.line == 3)
        #expect(helpers.first.map { $0.isIdiomTest && $0.pad && !$0.phone } == true)
    }

    @Test func aDefineJoinedToTheLineBeforeByABackslashIsNotAMacro() {
        let source = "static NSString *s = @\"a\\\n#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)\n"
        #expect(ObjCIdiomHelpers.macros(in: source, file: "App/Strings.m").isEmpty)
    }

    @Test(arguments: [
        ("#define IS_IPAD 1", true), ("  #  define X", true), ("#\tdefine X", true), ("#import <UIKit/UIKit.h>\n#if TARGET", false),
        ("// define it later", false), ("", false), ("#defin", false),
    ])
    func aFileIsReadForMacrosOnlyWhenADefineDirectiveMayBeInIt(source: String, may: Bool) {
        #expect(ObjCIdiomHelpers.mayDefine(source) == may)
    }
}

/// Macros are found as bytes and only a directive that may define a helper is parsed; what is found is the same.
@Suite struct ObjCIdiomMacroScanTests {
    @Test func aDefineContinuedOnTheNextLineIsReadAtItsFirstLine() {
        let source = "#import <UIKit/UIKit.h>\n#define IS_IPAD \\\n    (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)\nint x;\n"
        let helpers = ObjCIdiomHelpers.macros(in: source, file: "App/Macros.h")
        #expect(helpers.map(\.name) == ["IS_IPAD"])
        #expect(helpers.first?.location.line == 2)
        #expect(helpers.first.map { $0.isIdiomTest && $0.pad && !$0.phone } == true)
    }

    @Test func aLineAfterAContinuedDefineKeepsItsOwnNumber() {
        let source = "#define A 1 + \\\n 2\n#define IS_PHONE (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone)\n"
        let helpers = ObjCIdiomHelpers.macros(in: source, file: "App/Macros.h")
        #expect(helpers.map(\.location.line) == [3])
        #expect(helpers.first.map { $0.isIdiomTest && $0.phone && !$0.pad } == true)
    }

    @Test func aPadNamedMacroThatIsNoIdiomComparisonIsRecordedAsAnotherTest() {
        let helpers = ObjCIdiomHelpers.macros(in: "#define IsIPad ([[UIDevice currentDevice].model hasPrefix:@\"iPad\"])\n", file: "A.h")
        #expect(helpers.map(\.name) == ["IsIPad"])
        #expect(helpers.first?.isIdiomTest == false)
    }

    @Test func ofMacrosNamingNoIdiomOnlyOneNamedForAPadIsRecorded() {
        let source = "#define REG_A 0x10\n#define MAX(a, b) ((a) > (b) ? (a) : (b))\n#define GAME_PAD_COUNT 4\n"
        #expect(ObjCIdiomHelpers.macros(in: source, file: "Core.h").map(\.name) == ["GAME_PAD_COUNT"])
    }

    @Test(arguments: [
        ("#define REG_A 0x10", false), ("#define IS_IPAD 1", true), ("#define X (a == UIUserInterfaceIdiomTV)", true),
        ("#define IS_IPHONE 1", true), ("#define isIPad() 1", true), ("#define PHONE_W 320", true),
        ("#define uiuserinterfaceidiom 1", false), ("#define PA D", false),
    ])
    func aDirectiveLineMayGiveAHelperOnlyWhenItNamesAnIdiomConstantOrPadOrPhone(line: String, may: Bool) {
        let bytes = Array(line.utf8)
        #expect(bytes.withUnsafeBufferPointer { ObjCIdiomHelpers.mayGiveHelper($0) } == may)
    }
}

/// `LowercasedSearch` answers as `text.lowercased().contains(word)` does, ASCII or not.
@Suite struct LowercasedSearchTests {
    @Test(arguments: [
        ("isPad", "pad", true), ("IS_IPAD", "pad", true), ("iPhoneOnly", "phone", true), ("swizzleMethods", "swizzl", true),
        ("SWIZZLE", "swizzl", true), ("present", "swizzl", false), ("pa", "pad", false), ("", "pad", false),
        ("\u{00C9}crANPad", "pad", true), ("\u{00C9}cran", "pad", false), ("P\u{0301}ad", "pad", false),
    ])
    func itAnswersAsLoweringACopyWould(text: String, word: String, contains: Bool) {
        let answer: Bool
        switch word {
        case "pad": answer = LowercasedSearch.lowercased(text, contains: "pad")
        case "phone": answer = LowercasedSearch.lowercased(text, contains: "phone")
        default: answer = LowercasedSearch.lowercased(text, contains: "swizzl")
        }
        #expect(answer == contains)
        #expect(answer == text.lowercased().contains(word))
    }
}
