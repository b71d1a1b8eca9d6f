import Foundation
import OrientationPolicy
import Testing

@testable import OrientationAPI

@Suite("API Info.plist: JSON keys and whole documents")
struct APIInfoPlistDocumentTests {
    static var plist: [String: Any] {
        [
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortraitUpsideDown"],
            "UISupportedInterfaceOrientations~iphone": [String](),
            "UIRequiresFullScreen": true,
            "UIRequiresFullScreen~ipad": false,
            "UIInterfaceOrientation": "UIInterfaceOrientationLandscapeRight",
            "CFBundleIdentifier": "com.example.demo", "UIDeviceFamily": [1, 2], "NSAppTransportSecurity": ["x": true],
        ]
    }

    static let expected = InfoPlist(
        supportedInterfaceOrientations: [.portrait, .landscapeLeft],
        supportedInterfaceOrientationsPad: [.portraitUpsideDown],
        supportedInterfaceOrientationsPhone: [],
        requiresFullScreen: true,
        requiresFullScreenPad: false,
        initialInterfaceOrientation: .landscapeRight)

    func decode(_ infoPlist: TJ) throws(APIProblem) -> InfoPlist {
        try ScenarioDecoder().decode(body: TJ.obj([("app", .obj([("infoPlist", infoPlist)]))]).bytes).app.infoPlist
    }

    @Test("the six orientation keys are read exactly; other Info.plist keys are ignored")
    func jsonKeys() throws {
        let v = try decode(
            .obj([
                ("UISupportedInterfaceOrientations", .arr([.str("UIInterfaceOrientationPortrait"), .str("landscapeLeft")])),
                ("UISupportedInterfaceOrientations~ipad", .arr([.int(2)])),
                ("UISupportedInterfaceOrientations~iphone", .arr([])),
                ("UIRequiresFullScreen", .bool(true)), ("UIRequiresFullScreen~ipad", .bool(false)),
                ("UIInterfaceOrientation", .str("UIInterfaceOrientationLandscapeRight")),
                ("CFBundleIdentifier", .str("x")), ("UILaunchStoryboardName", .num("3")),
            ]))
        #expect(v == Self.expected)
    }

    @Test("a missing key stays nil, unlike an empty list (an empty list is an app mask of 0)")
    func missingVersusEmpty() throws {
        let v = try decode(.obj([("UISupportedInterfaceOrientations", .arr([]))]))
        #expect(v.supportedInterfaceOrientations == [])
        #expect(v.supportedInterfaceOrientationsPad == nil)
    }

    @Test("an XML plist document as a string", arguments: [false, true])
    func xml(base64: Bool) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.plist, format: .xml, options: 0)
        let text = base64 ? data.base64EncodedString() : String(decoding: data, as: UTF8.self)
        #expect(try decode(.str(text)) == Self.expected)
    }

    @Test("a binary plist document as base64 (generated here with PropertyListSerialization)")
    func binary() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: Self.plist, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist00".utf8)))
        #expect(try decode(.str(data.base64EncodedString(options: .lineLength76Characters))) == Self.expected)
    }

    @Test(
        "bad documents are 422 invalid-info-plist at /app/infoPlist",
        arguments: [
            "<plist><array/></plist>", "bm90IGEgcGxpc3Q=", "<not xml", "!!!",
        ])
    func badDocuments(text: String) {
        do {
            _ = try decode(.str(text))
            Issue.record("accepted")
        } catch {
            #expect(error.code == .invalidInfoPlist)
            #expect(error.pointer == "/app/infoPlist")
        }
    }

    @Test("a bad orientation inside a document is reported at /app/infoPlist naming the key")
    func badValueInDocument() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationSideways"]], format: .xml, options: 0)
        do {
            _ = try decode(.str(String(decoding: data, as: UTF8.self)))
            Issue.record("accepted")
        } catch {
            #expect(error.code == .invalidInterfaceOrientation)
            #expect(error.pointer == "/app/infoPlist")
            #expect(error.detail.contains("UISupportedInterfaceOrientations"))
        }
    }
}
