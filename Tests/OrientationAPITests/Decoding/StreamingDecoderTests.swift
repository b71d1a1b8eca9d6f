import Foundation
import OrientationPolicy
import Testing

@testable import OrientationAPI

/// `StreamingScenarioDecoder` reads valid bodies in one pass and hands everything else to the tree
/// decoder. Its contract: whenever it answers, the tree decoder accepts the same bytes and builds the same
/// `Scenario`; and it does answer for the requests clients actually send (else it would be dead weight).
@Suite("API codec: the streaming decide decoder")
struct StreamingDecoderTests {
    static let streaming = StreamingScenarioDecoder(maxControllers: 1000, maxDepth: 64)

    /// The streaming answer (nil when it gives up), checked against the tree decoder.
    @discardableResult
    static func checked(_ body: [UInt8], _ context: @autoclosure () -> String) -> Scenario? {
        guard let fast = streaming.decode(body)?.scenario else { return nil }
        do {
            let tree = try ScenarioDecoder().decodeTree(body: body)
            #expect(fast == tree, "different Scenario values for \(context())")
        } catch {
            Issue.record("streaming accepted, the tree decoder refused with \(error.code.rawValue) at \(error.pointer ?? "-") for \(context())")
        }
        return fast
    }

    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test("the benchmark request takes the streaming path and decodes like the tree")
    func benchmarkRequest() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("bench/requests/decide.json")
        let body = try [UInt8](Data(contentsOf: url))
        #expect(Self.checked(body, "bench/requests/decide.json") != nil)
    }

    @Test("every conformance request the tree decoder accepts for /v1/decide also streams, with the same Scenario")
    func conformanceRequests() {
        var valid = 0
        for v in ConformanceVector.loadAll() where v.path == "/v1/decide" && v.method == "POST" {
            guard (try? ScenarioDecoder().decodeTree(body: v.body)) != nil else {
                #expect(Self.streaming.decode(v.body) == nil, "streaming accepted what the tree refuses: \(v)")
                continue
            }
            valid += 1
            // The vectors that spell Info.plist as a document string are the tree decoder's alone.
            let isDocument =
                String(decoding: v.body, as: UTF8.self).contains(#""infoPlist": ""#)
                || String(decoding: v.body, as: UTF8.self).contains(#""infoPlist":""#)
            if Self.checked(v.body, v.description) == nil, !isDocument {
                Issue.record("a valid conformance request gave up the streaming path: \(v)")
            }
        }
        #expect(valid > 100)
    }

    /// Each line is valid (or at least not a syntax error) and uses one thing the streaming reader leaves to
    /// the tree decoder.
    static let givesUp: [String] = [
        #"{"window": {"rootViewController": {"name": "caf\u00e9"}}}"#,  // an escape
        "{\"window\": {\"rootViewController\": {\"name\": \"caf\u{E9}\"}}}",  // non-ASCII
        #"{"window": {"windowLevel": 1.5}}"#,  // a fraction
        #"{"interfaceOrientation": 1e0}"#,  // an exponent
        #"{"window": {"windowLevel": 1234567890123456789}}"#,  // 19 digits
        #"{"app": {"infoPlist": {"CFBundleName": "D\u00e9mo"}}}"#,  // an escape in an ignored Info.plist key
        #"{"app": {"infoPlist": {"CFBundleName": "A", "CFBundleName": "B"}}}"#,  // a repeated ignored key (400)
        #"{"app": {"infoPlist": {"UIScene": {"x": 1, "x": 2}}}}"#,  // a repeated key deeper in an ignored value
        #"{"app": {"infoPlist": "<plist/>"}}"#,  // a plist document
        #"{"device": {}, "device": {}}"#,  // a repeated member (400)
        #"{"devices": {}}"#,  // an unknown member (422)
        #"{"device": {"name": "x"}}"#,  // a known name in the wrong object
        #"{"rprnrndow": null}"#,  // an unknown member whose value is null (found by the fuzzer)
        #"{"device": {"name": null}}"#,  // a known name in the wrong object, null
        #"{"window": {"rootViewController": {"rawValue": null}}}"#,
        #"{"app": {"supportedInterfaceOrientationsForWindow": {"rawValue": "portrait"}}}"#,  // rawValue is a number
        #"{"app": {"supportedInterfaceOrientationsForWindow": {"rawValue": 2, "orientation": null}}}"#,
        #"{"window": {}, "windows": [{}]}"#,  // conflicting fields
        #"{"windows": []}"#,  // an empty windows array
        #"{"interfaceOrientation": "sideways"}"#,  // a vocabulary error
        #"{"window": {"rootViewController": {"selectedIndex": 1}}}"#,  // selectedIndex out of range
        #"{"app": {"supportedInterfaceOrientationsForWindow": {"rawValue": 2, "orientations": ["landscapeLeft"]}}}"#,
        #"{"app": {"supportedInterfaceOrientationsForWindow": {"orientations": ["portrait"]}}}"#,
        #"{"app": {"supportedInterfaceOrientationsForWindow": ["unknown"]}}"#,
        #"{"window": {}} x"#,  // trailing data
        #"{"window": {},}"#,  // a trailing comma
        #"{"interfaceOrientation": 01}"#,  // a leading zero
        // a presented style the version does not have (overFullScreen is iOS 8+, popover 8+), also after an older one
        #"{"device": {"systemVersion": "7.1"}, "window": {"rootViewController": {"presentedViewController": {"modalPresentationStyle": "overFullScreen"}}}}"#,
        #"{"window": {"rootViewController": {"modalPresentationStyle": "fullScreen", "presentedViewController": {"modalPresentationStyle": "popover"}}}, "device": {"systemVersion": "6.0"}}"#,
        // versions outside the grammar: a vocabulary problem the tree decoder names
        #"{"device": {"systemVersion": "17."}}"#,
        #"{"device": {"systemVersion": ".4"}}"#,
        #"{"device": {"systemVersion": "1.2.3.4"}}"#,
        #"{"device": {"systemVersion": "12345"}}"#,
        #"{"device": {"systemVersion": ""}}"#,
        #"{"app": {"linkedAgainst": "17..4"}}"#,
        #"{"app": {"linkedAgainst": "17.4b"}}"#,
        #"[]"#,
        "",
    ]

    @Test("gives the body to the tree decoder when it holds something only the tree path reads", arguments: givesUp)
    func givesUpOn(body: String) {
        #expect(Self.streaming.decode(Self.bytes(body)) == nil)
    }

    /// Near misses of the lines above: the plain spelling of each, which must stream.
    static let streams: [String] = [
        #"{"window": {"rootViewController": {"name": "cafe"}}}"#,
        #"{"window": {"windowLevel": 15}}"#,
        #"{"window": {"windowLevel": -2000}}"#,
        #"{"interfaceOrientation": 1}"#,
        #"{"interfaceOrientation": "UIInterfaceOrientationLandscapeLeft", "deviceOrientation": 5}"#,
        #"{"app": {"infoPlist": {"UISupportedInterfaceOrientations": ["portrait", 3], "UIRequiresFullScreen": true, "UIInterfaceOrientation": "landscapeLeft"}}}"#,
        #"{"app": {"infoPlist": {"CFBundleName": "Demo", "UIDeviceFamily": [1, 2], "UIScene": {"name": {}, "x": [true, false, null, "s", -3]}, "CFBundleVersion": "1"}}}"#,
        #"{"app": {"infoPlist": {"UISupportedInterfaceOrientations~ipad": [], "UISupportedInterfaceOrientations~iphone": null, "UIRequiresFullScreen~ipad": false}}}"#,
        #"{"device": null, "app": null, "window": null, "windows": [{}], "interfaceOrientation": null}"#,
        #"{"windows": [{"rootViewController": {"kind": "tabBarController", "viewControllers": [{}, {}], "selectedIndex": 1}}, {"screen": "external", "isKeyWindow": false, "isHidden": true}]}"#,
        #"{"app": {"supportedInterfaceOrientationsForWindow": {"rawValue": 24, "orientations": ["landscapeLeft", "landscapeRight"]}}}"#,
        #"{"app": {"supportedInterfaceOrientationsForWindow": {"rawValue": 30, "orientations": null}, "legacyAutorotationBridge": true}}"#,
        #"{"window": {"supportedInterfaceOrientationsForWindow": 0, "rootViewController": {"supportedInterfaceOrientations": "UIInterfaceOrientationMaskAll", "shouldAutorotateToInterfaceOrientation": ["portrait", "landscapeLeft"]}}}"#,
        #"{"window": {"rootViewController": {"kind": "navigationController", "forwarding": "topViewController", "implementedCallbacks": ["viewWillTransitionToSize:withTransitionCoordinator:", "willRotateToInterfaceOrientation:duration:"], "presentedViewController": {"modalPresentationStyle": "overFullScreen", "shouldAutomaticallyForwardRotationMethods": false}}}}"#,
        #"{"window": {"rootViewController": {"forwardsToPresentedViewController": true, "supportedInterfaceOrientations": "portrait", "presentedViewController": {"modalPresentationStyle": "pageSheet", "forwardsToPresentedViewController": false}}}}"#,
        #"{"device": {"idiom": "pad", "systemVersion": "5.1", "hasHomeButton": true, "supportsMultitasking": false}, "interfaceOrientation": -0}"#,
        // a style newer than the version on a controller nobody presents, and `automatic` before iOS 13: allowed
        #"{"device": {"systemVersion": "7.1"}, "window": {"rootViewController": {"modalPresentationStyle": "popover", "presentedViewController": {"modalPresentationStyle": "fullScreen"}}}}"#,
        #"{"device": {"systemVersion": "9.0"}, "window": {"rootViewController": {"presentedViewController": {"modalPresentationStyle": "automatic"}}}}"#,
        // a controller's members in any order: the default name follows its kind whether `kind` comes first or last,
        // a null name is an absent one, and children and presented controllers are read inside their parent
        #"{"window": {"rootViewController": {"name": null, "kind": "navigationController"}}}"#,
        #"{"window": {"rootViewController": {"viewControllers": [{"kind": "splitViewController"}, {"name": "Second"}], "selectedIndex": 1, "kind": "tabBarController"}}}"#,
        #"{"window": {"rootViewController": {"presentedViewController": {"presentedViewController": {"name": "Top", "kind": "pageViewController"}}, "viewControllers": [{"viewControllers": [{"presentedViewController": {}}]}]}}}"#,
        // every shape of version the engine's parser takes, read from the bytes
        #"{"device": {"systemVersion": "17"}, "app": {"linkedAgainst": "8.3.1"}}"#,
        #"{"device": {"systemVersion": "0016.0004.0001"}, "app": {"linkedAgainst": "26.0"}}"#,
        " \t\r\n{ \"window\" : { \"isKeyWindow\" : true } } \n",
        #"{}"#,
    ]

    @Test("streams the plain spelling of every API member and agrees with the tree decoder", arguments: streams)
    func streamsPlainRequests(body: String) {
        #expect(Self.checked(Self.bytes(body), body) != nil)
    }

    @Test("every interned string is plain ASCII, so recognising it by its first bytes needs no scan")
    func internedStringsArePlain() {
        for e in InternTable.shared.entries {
            #expect(
                e.bytes.count >= 3 && e.bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C },
                "\(e.string) cannot be matched without scanning")
        }
    }

    @Test("an interned string is recognised only when its closing quote follows it")
    func internedStringNeedsItsQuote() {
        let table = InternTable.shared
        for (n, e) in table.entries.enumerated() {
            for (suffix, found) in [("\"", true), ("x\"", false), ("\\\"", false), ("", false)] {
                let bytes = e.bytes + Array(suffix.utf8) + Array("   ".utf8)
                let available = e.bytes.count + suffix.utf8.count
                let hit = bytes.withUnsafeBufferPointer { table.entry(at: $0.baseAddress!, available: available) }
                #expect((hit == n) == found, "\(e.string) followed by \(suffix)")
            }
        }
    }

    @Test("a name defaults to the UIKit class of its kind, as on the tree path")
    func defaultName() {
        let s = Self.checked(Self.bytes(#"{"window": {"rootViewController": {"kind": "splitViewController"}}}"#), "split")
        #expect(s?.windows.first?.rootViewController?.name == "UISplitViewController")
    }

    /// A controller without a name prints as its kind's UIKit class, wherever `kind` stands among its members.
    static let defaultNames: [(body: String, name: String)] = [
        (#"{"window": {"rootViewController": {"kind": "tabBarController"}}}"#, "UITabBarController"),
        (#"{"window": {"rootViewController": {"name": null, "kind": "navigationController"}}}"#, "UINavigationController"),
        (#"{"window": {"rootViewController": {"shouldAutorotate": true, "kind": "pageViewController", "name": null}}}"#, "UIPageViewController"),
        (#"{"window": {"rootViewController": {"name": "Named", "kind": "navigationController"}}}"#, "Named"),
        (#"{"window": {"rootViewController": {"shouldAutorotate": false}}}"#, "UIViewController"),
    ]

    @Test("a missing or null name is the UIKit class of the kind, whether kind comes before or after it", arguments: defaultNames)
    func defaultNameInAnyOrder(body: String, name: String) {
        let s = Self.checked(Self.bytes(body), body)
        #expect(s?.windows.first?.rootViewController?.name == name)
    }

    @Test("gives up beyond the controller limit and the nesting limit")
    func limits() {
        let chain = String(repeating: #"{"presentedViewController":"#, count: 20) + "{}" + String(repeating: "}", count: 20)
        let body = Self.bytes(#"{"window": {"rootViewController": "# + chain + "}}")
        #expect(StreamingScenarioDecoder(maxControllers: 21, maxDepth: 64).decode(body) != nil)
        #expect(StreamingScenarioDecoder(maxControllers: 20, maxDepth: 64).decode(body) == nil)
        #expect(StreamingScenarioDecoder(maxControllers: 1000, maxDepth: 22).decode(body) == nil)
    }

    @Test("generated requests, their mutations and byte-level fuzz never stream to a different Scenario", arguments: 0..<4)
    func generated(seed: UInt64) {
        var g = RequestGenerator(seed: 5000 + seed)
        var plain = 0
        for n in 0..<80 {
            let doc = g.request()
            // The generator also writes escapes, non-ASCII names, fractions and exponents: the tree path's.
            let isPlain =
                !doc.bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\\") }
                && !doc.text.contains("2000.5") && !doc.text.contains("1e3")
            let streamed = Self.checked(doc.bytes, "seed \(seed) #\(n): \(doc.text)") != nil
            if isPlain {
                plain += 1
                #expect(streamed, "a plain generated request gave up the streaming path: \(doc.text)")
            }
            let mutated = g.mutate(doc)
            Self.checked(mutated.bytes, "mutation \(seed) #\(n): \(mutated.text)")
            let fuzzed = g.fuzzBytes(doc.bytes)
            Self.checked(fuzzed, "fuzz \(seed) #\(n): \(String(decoding: fuzzed, as: UTF8.self))")
        }
        #expect(plain > 10)
    }
}
