import Foundation
import OrientationPolicy
import Testing

@testable import OrientationAPI

/// The fast codec and the Foundation Codable oracle must agree on every input: the same `Scenario`
/// for good input, the same problem (status, code, pointer) for bad values, and both a 400 for bad JSON.
@Suite("API codec: differential against the Foundation Codable oracle")
struct APIDifferentialTests {
    static func fast(_ body: [UInt8]) -> Result<Scenario, OracleProblem> {
        do {
            return .success(try ScenarioDecoder().decode(body: body))
        } catch {
            return .failure(OracleProblem(status: error.status, code: error.code.rawValue, pointer: error.pointer))
        }
    }

    /// Compares both paths. Syntax errors (400) compare by status only, because Foundation's parser has no
    /// codes of its own; duplicate keys and over-deep nesting are checks Foundation does not make (covered by
    /// the reader's own tests), so they are counted and skipped. Returns false when skipped.
    @discardableResult
    static func agree(_ body: [UInt8], _ context: @autoclosure () -> String) -> Bool {
        let f = fast(body)
        let o = Oracle.decode(body)
        switch (f, o) {
        case (.success(let a), .success(let b)):
            #expect(a == b, "different Scenario values for \(context())")
        case (.failure(let a), .failure(let b)):
            if a.status == 400 {
                if a.code == "duplicate-key" || a.code == "nesting-too-deep" { return false }
                #expect(b.status == 400, "fast: \(a), oracle: \(b) for \(context())")
            } else {
                #expect(a == b, "fast: \(a), oracle: \(b) for \(context())")
            }
        case (.success, .failure(let b)):
            Issue.record("fast accepted, oracle refused with \(b) for \(context())")
        case (.failure(let a), .success):
            if a.code == "duplicate-key" { return false }
            Issue.record("fast refused with \(a), oracle accepted \(context())")
        }
        return true
    }

    static let fixtures: [String] = [
        // the API's own example request, with its placeholder controller filled in.
        #"""
        {"device": {"idiom": "phone", "systemVersion": "17.0", "hasHomeButton": true, "supportsMultitasking": true},
         "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
                               "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
                               "UIRequiresFullScreen": false},
                 "supportedInterfaceOrientationsForWindow": "allButUpsideDown", "legacyAutorotationBridge": false},
         "window": {"rootViewController": {"name": "PlayerViewController", "kind": "viewController",
            "supportedInterfaceOrientations": "landscape", "shouldAutorotate": true,
            "preferredInterfaceOrientationForPresentation": "landscapeLeft",
            "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft"], "forwarding": "none",
            "viewControllers": [], "selectedIndex": 0,
            "presentedViewController": {"name": "Sheet", "modalPresentationStyle": "fullScreen"},
            "modalPresentationStyle": "fullScreen"}},
         "interfaceOrientation": "portrait", "deviceOrientation": "landscapeLeft"}
        """#,
        #"{}"#,
        #"{"window": {}}"#,
        #"{"windows": [{"rootViewController": {"kind": "tabBarController", "selectedIndex": 1, "viewControllers": [{"name": "A"}, {"name": "B", "supportedInterfaceOrientations": 24}]}}, {"screen": "external", "isKeyWindow": false, "windowLevel": 1000}]}"#,
        #"{"app": {"supportedInterfaceOrientationsForWindow": {"rawValue": 26, "orientations": ["portrait", "landscapeLeft", "landscapeRight"]}}}"#,
        #"{"interfaceOrientation": 3, "deviceOrientation": 5, "device": {"idiom": "pad", "systemVersion": "8.3.1"}}"#,
        #"{"window": {"rootViewController": {"name": "\u00e9\ud83d\ude00 \"q\" \\ /", "kind": "navigationController", "forwarding": "topViewController"}}}"#,
        #"{"device": null, "app": {"infoPlist": {"UISupportedInterfaceOrientations": null, "CFBundleIdentifier": "x"}}}"#,
        // Faults, one each.
        #"{"window": {"rootViewController": {"supportedInterfaceOrientation": "all"}}}"#,
        #"{"window": {"rootViewController": {"viewControllers": [{}, {"supportedInterfaceOrientations": 1}]}}}"#,
        #"{"window": {"rootViewController": {"kind": "tabBarController", "viewControllers": [{}], "selectedIndex": 1}}}"#,
        #"{"window": {"rootViewController": {"viewControllers": [{"shouldAutorotate": "yes"}]}}}"#,
        #"{"interfaceOrientation": "landscape"}"#,
        #"{"deviceOrientation": 7}"#,
        #"{"app": {"supportedInterfaceOrientationsForWindow": {"orientations": ["portrait"]}}}"#,
        #"{"app": {"supportedInterfaceOrientationsForWindow": {"rawValue": 2, "orientations": ["landscapeLeft"]}}}"#,
        #"{"window": {}, "windows": []}"#,
        #"{"app": {"infoPlist": {"UISupportedInterfaceOrientations": [1,]}}}"#,  // a trailing comma Foundation accepts
        #"{"windows": []}"#,
        #"{"device": {"systemVersion": 17}}"#,
        #"{"device": {"systemVersion": "17.x"}}"#,
        #"[]"#,
        #"{"a/b~c": 1}"#,
        #"{"window": {"rootViewController": {"selectedIndex": 1e30}}}"#,
        #"{"window": {"rootViewController": {"supportedInterfaceOrientations": 1e30}}}"#,
        #"{"window": {"rootViewController": {"selectedIndex": 0.5}}}"#,
        #"{"app": {"infoPlist": 5}}"#,
        #"{"app": {"infoPlist": "not a plist"}}"#,
        #"{"window": 01}"#,
        #"{"window": {}} x"#,
        #"{"window": {"rootViewController": {"name": "a\u0000b"}}}"#,
        #"{"window": {"rootViewController": {"name": "\ud800"}}}"#,
        #"{"interfaceOrientation": NaN}"#,
        "",
        "  \n",
    ]

    @Test("fixtures: both paths give the same Scenario or the same problem", arguments: fixtures)
    func fixturesAgree(body: String) {
        Self.agree(Array(body.utf8), body)
    }

    @Test("an XML and a binary Info.plist document decode the same way on both paths")
    func plistDocuments() throws {
        let plist: [String: Any] = [
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortraitUpsideDown"],
            "UIRequiresFullScreen": true, "CFBundleName": "Demo", "UIDeviceFamily": [1, 2],
        ]
        let xml = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        let binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        for doc in [String(decoding: xml, as: UTF8.self), xml.base64EncodedString(), binary.base64EncodedString()] {
            let body = TJ.obj([("app", .obj([("infoPlist", .str(doc))]))]).bytes
            Self.agree(body, doc)
        }
    }

    @Test("seeded random requests in every spelling decode to identical Scenarios", arguments: 0..<6)
    func randomRequests(seed: UInt64) {
        var g = RequestGenerator(seed: 1000 + seed)
        for n in 0..<60 {
            let doc = g.request()
            if case .failure(let p) = Self.fast(doc.bytes) {
                Issue.record("generated request \(seed)/\(n) refused: \(p)\n\(doc.text)")
            }
            Self.agree(doc.bytes, "seed \(seed) #\(n): \(doc.text)")
        }
    }

    @Test("single-fault mutations get the same problem, pointer included, on both paths", arguments: 0..<6)
    func mutations(seed: UInt64) {
        var g = RequestGenerator(seed: 2000 + seed)
        for n in 0..<80 {
            let doc = g.mutate(g.request())
            Self.agree(doc.bytes, "seed \(seed) #\(n): \(doc.text)")
        }
    }

    @Test("byte-level fuzz: both paths refuse broken JSON or agree on the result", arguments: 0..<6)
    func byteFuzz(seed: UInt64) {
        var g = RequestGenerator(seed: 3000 + seed)
        var compared = 0
        for n in 0..<80 {
            let bytes = g.fuzzBytes(g.request().bytes)
            if Self.agree(bytes, "seed \(seed) #\(n): \(String(decoding: bytes, as: UTF8.self))") { compared += 1 }
        }
        #expect(compared > 40)
    }
}
