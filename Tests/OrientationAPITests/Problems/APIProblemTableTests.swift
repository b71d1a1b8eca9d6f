import Foundation
import Testing

@testable import OrientationAPI

/// Every bad input gets a problem+json with the right status, a stable code and, for value errors, the JSON
/// Pointer of the offending member (RFC 6901). Expected pointers are written from the request text.
@Suite("API problems: status, code and pointer for bad input")
struct APIProblemTableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var body: String
        var status: Int
        var code: String
        var pointer: String?
        var testDescription: String { "\(code) \(pointer ?? "-")" }
    }

    static let cases: [Case] = [
        // Wrong types at depth.
        Case(
            body: #"{"window":{"rootViewController":{"viewControllers":[{},{"shouldAutorotate":"yes"}]}}}"#,
            status: 422, code: "wrong-type", pointer: "/window/rootViewController/viewControllers/1/shouldAutorotate"),
        Case(body: #"{"device":{"systemVersion":17}}"#, status: 422, code: "wrong-type", pointer: "/device/systemVersion"),
        Case(body: #"{"window":{"rootViewController":[]}}"#, status: 422, code: "wrong-type", pointer: "/window/rootViewController"),
        Case(body: #"[]"#, status: 422, code: "wrong-type", pointer: ""),
        Case(body: #"{"windows":{}}"#, status: 422, code: "wrong-type", pointer: "/windows"),
        Case(
            body: #"{"window":{"rootViewController":{"selectedIndex":1.5}}}"#, status: 422, code: "wrong-type",
            pointer: "/window/rootViewController/selectedIndex"),
        // Unknown names.
        Case(body: #"{"interfaceOrientation":"landscape"}"#, status: 422, code: "invalid-interface-orientation", pointer: "/interfaceOrientation"),
        Case(
            body: #"{"deviceOrientation":"UIInterfaceOrientationPortrait"}"#, status: 422, code: "invalid-device-orientation",
            pointer: "/deviceOrientation"),
        Case(body: #"{"deviceOrientation":7}"#, status: 422, code: "invalid-device-orientation", pointer: "/deviceOrientation"),
        Case(body: #"{"device":{"idiom":"tv"}}"#, status: 422, code: "invalid-idiom", pointer: "/device/idiom"),
        Case(body: #"{"device":{"systemVersion":"seventeen"}}"#, status: 422, code: "invalid-system-version", pointer: "/device/systemVersion"),
        Case(
            body: #"{"window":{"rootViewController":{"kind":"UITabBarController"}}}"#, status: 422, code: "invalid-controller-kind",
            pointer: "/window/rootViewController/kind"),
        Case(
            body: #"{"window":{"rootViewController":{"forwarding":"top"}}}"#, status: 422, code: "invalid-forwarding",
            pointer: "/window/rootViewController/forwarding"),
        Case(
            body: #"{"window":{"rootViewController":{"presentedViewController":{"modalPresentationStyle":"sheet"}}}}"#,
            status: 422, code: "invalid-modal-presentation-style",
            pointer: "/window/rootViewController/presentedViewController/modalPresentationStyle"),
        Case(body: #"{"windows":[{},{"screen":"tv"}]}"#, status: 422, code: "invalid-screen", pointer: "/windows/1/screen"),
        // Masks: the bit-0 trap, bits out of range, a name that is not a mask, disagreeing object form.
        Case(
            body: #"{"window":{"rootViewController":{"viewControllers":[{},{"supportedInterfaceOrientations":1}]}}}"#,
            status: 422, code: "invalid-orientation-mask", pointer: "/window/rootViewController/viewControllers/1/supportedInterfaceOrientations"),
        Case(
            body: #"{"app":{"supportedInterfaceOrientationsForWindow":32}}"#, status: 422, code: "invalid-orientation-mask",
            pointer: "/app/supportedInterfaceOrientationsForWindow"),
        Case(
            body: #"{"app":{"supportedInterfaceOrientationsForWindow":"UIInterfaceOrientationPortrait"}}"#, status: 422,
            code: "invalid-orientation-mask", pointer: "/app/supportedInterfaceOrientationsForWindow"),
        Case(
            body: #"{"app":{"supportedInterfaceOrientationsForWindow":["portrait","sideways"]}}"#, status: 422,
            code: "invalid-interface-orientation", pointer: "/app/supportedInterfaceOrientationsForWindow/1"),
        Case(
            body: #"{"app":{"supportedInterfaceOrientationsForWindow":{"rawValue":2,"orientations":["landscapeLeft"]}}}"#,
            status: 422, code: "invalid-orientation-mask", pointer: "/app/supportedInterfaceOrientationsForWindow/orientations"),
        Case(
            body: #"{"app":{"supportedInterfaceOrientationsForWindow":{"orientations":[]}}}"#, status: 422, code: "missing-field",
            pointer: "/app/supportedInterfaceOrientationsForWindow/rawValue"),
        Case(
            body: #"{"window":{"rootViewController":{"supportedInterfaceOrientations":1e30}}}"#, status: 422,
            code: "invalid-orientation-mask", pointer: "/window/rootViewController/supportedInterfaceOrientations"),
        // selectedIndex out of range.
        Case(
            body: #"{"window":{"rootViewController":{"kind":"tabBarController","viewControllers":[{},{}],"selectedIndex":2}}}"#,
            status: 422, code: "out-of-range", pointer: "/window/rootViewController/selectedIndex"),
        Case(
            body: #"{"window":{"rootViewController":{"kind":"tabBarController","viewControllers":[{}],"selectedIndex":-1}}}"#,
            status: 422, code: "out-of-range", pointer: "/window/rootViewController/selectedIndex"),
        Case(
            body: #"{"window":{"rootViewController":{"selectedIndex":99999999999999999999}}}"#, status: 422,
            code: "out-of-range", pointer: "/window/rootViewController/selectedIndex"),
        // Unknown fields, including the classic missing "s" and keys that need pointer escaping.
        Case(
            body: #"{"window":{"rootViewController":{"supportedInterfaceOrientation":"all"}}}"#, status: 422,
            code: "unknown-field", pointer: "/window/rootViewController/supportedInterfaceOrientation"),
        Case(body: #"{"windw":{}}"#, status: 422, code: "unknown-field", pointer: "/windw"),
        Case(body: #"{"device":{"a/b~c":1}}"#, status: 422, code: "unknown-field", pointer: "/device/a~1b~0c"),
        // Conflicts and empties.
        Case(body: #"{"window":{},"windows":[{}]}"#, status: 422, code: "conflicting-fields", pointer: "/windows"),
        Case(body: #"{"windows":[]}"#, status: 422, code: "out-of-range", pointer: "/windows"),
        Case(body: #"{"app":{"infoPlist":"neither xml nor base64 !"}}"#, status: 422, code: "invalid-info-plist", pointer: "/app/infoPlist"),
        // Not JSON at all: 400 with no pointer.
        Case(body: "", status: 400, code: "empty-body", pointer: nil),
        Case(body: "{\"window\": {}} trailing", status: 400, code: "malformed-json", pointer: nil),
        Case(body: "{\"interfaceOrientation\": 01}", status: 400, code: "malformed-json", pointer: nil),
        Case(body: "{\"interfaceOrientation\": NaN}", status: 400, code: "malformed-json", pointer: nil),
        Case(body: "{\"a\": 1e999}", status: 400, code: "number-out-of-range", pointer: nil),
        Case(body: "{\"window\": {}, \"window\": {}}", status: 400, code: "duplicate-key", pointer: nil),
        Case(
            body: String(repeating: "[", count: 100) + String(repeating: "]", count: 100), status: 400,
            code: "nesting-too-deep", pointer: nil),
    ]

    @Test("bad input gets the documented status, code and pointer", arguments: cases)
    func table(c: Case) throws {
        let r = APITest.post(c.body)
        #expect(r.status == c.status)
        #expect(r.header("Content-Type") == "application/problem+json")
        let o = try #require(APITest.object(r))
        #expect(o["code"] as? String == c.code)
        #expect(o["pointer"] as? String == c.pointer)
        #expect(o["status"] as? Int == c.status)
        #expect(o["type"] as? String == "urn:orientation-service:problem:" + c.code)
        #expect((o["title"] as? String)?.isEmpty == false)
        #expect((o["detail"] as? String)?.isEmpty == false)
    }

    @Test("invalid UTF-8 in the body is a 400 invalid-utf8")
    func invalidUTF8() throws {
        let body: [UInt8] = Array(#"{"window":{"rootViewController":{"name":""#.utf8) + [0xC3, 0x28] + Array(#""}}}"#.utf8)
        let r = APITest.service.handle(APIRequest(method: "POST", path: "/v1/decide", body: body))
        #expect(r.status == 400)
        #expect(try #require(APITest.object(r))["code"] as? String == "invalid-utf8")
    }

    @Test("an unknown field suggests the closest accepted name")
    func suggestion() throws {
        let o = try #require(APITest.object(APITest.post(#"{"window":{"rootViewController":{"supportedInterfaceOrientation":"all"}}}"#)))
        #expect((o["detail"] as? String)?.contains("did you mean 'supportedInterfaceOrientations'") == true)
    }

    @Test("the bit-0 mask problem explains the UIInterfaceOrientationPortrait trap")
    func bitZeroDetail() throws {
        let o = try #require(APITest.object(APITest.post(#"{"app":{"supportedInterfaceOrientationsForWindow":1}}"#)))
        #expect((o["detail"] as? String)?.contains("UIInterfaceOrientationMaskPortrait") == true)
    }

    @Test("more than 1000 view controllers is refused before deciding")
    func tooManyControllers() throws {
        let children = Array(repeating: "{}", count: 1000).joined(separator: ",")
        let ok =
            #"{"window":{"rootViewController":{"kind":"navigationController","viewControllers":["#
            + Array(repeating: "{}", count: 999).joined(separator: ",") + "]}}}"
        #expect(APITest.service.handle(APIRequest(method: "POST", path: "/v1/decide", body: Array(ok.utf8))).status == 200)
        let body = #"{"window":{"rootViewController":{"kind":"navigationController","viewControllers":["# + children + "]}}}"
        let r = Service(configuration: .init(version: "v", gitCommit: "c", buildDate: "d"))
            .handle(APIRequest(method: "POST", path: "/v1/decide", body: Array(body.utf8)))
        let o = try #require(APITest.object(r))
        #expect(r.status == 422)
        #expect(o["code"] as? String == "too-many-controllers")
        #expect(o["pointer"] as? String == "/window/rootViewController/viewControllers/999")
    }

    @Test(
        "no problem code maps to a 5xx but the server's own state: import-busy (its capacity for uploads) and import-interrupted (a shutdown stopped the reader), both 503"
    )
    func never5xx() {
        let serverState: Set<ProblemCode> = [.importBusy, .importInterrupted]
        for code in ProblemCode.allCases where !serverState.contains(code) { #expect(code.status < 500, "\(code.rawValue)") }
        for code in serverState { #expect(code.status == 503) }
    }
}
