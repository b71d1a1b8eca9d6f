import Foundation
import Testing

@testable import OrientationAPI

@Suite("GET /v1/rules and /v1/references: the rule table and the references it cites")
struct RulesEndpointTests {
    static func rules() -> [String: Any] { APITest.object(APITest.get("/v1/rules")) ?? [:] }

    @Test("GET /v1/rules lists every explanation rule id a decision can name, with a summary and a certainty")
    func rulesListed() throws {
        let rules = try #require(Self.rules()["rules"] as? [[String: Any]])
        let ids = Set(rules.compactMap { $0["id"] as? String })
        for id in ["deciding-window", "app-mask", "effective-mask", "exception", "rotation", "legacy-bridge", "launch"] {
            #expect(ids.contains(id), "\(id)")
        }
        for r in rules {
            #expect(!((r["summary"] as? String) ?? "").isEmpty)
            #expect(["documented", "observed", "inferred", "disputed"].contains(r["certainty"] as? String ?? ""))
        }
    }

    @Test("every reference id a rule cites resolves to a full entry in the same document")
    func referencesResolve() throws {
        let doc = Self.rules()
        let refs = try #require(doc["references"] as? [[String: Any]])
        let known = Set(refs.compactMap { $0["id"] as? String })
        let rules = try #require(doc["rules"] as? [[String: Any]])
        let lint = try #require(doc["lintCodes"] as? [[String: Any]])
        for entry in rules + lint {
            let ids = try #require(entry["references"] as? [String])
            #expect(!ids.isEmpty)
            #expect(ids.allSatisfy(known.contains), "\(entry)")
        }
    }

    @Test("a disputed rule carries a note saying which side the engine takes")
    func disputedHasNote() throws {
        let rules = try #require(Self.rules()["rules"] as? [[String: Any]])
        let disputed = rules.filter { $0["certainty"] as? String == "disputed" }
        #expect(!disputed.isEmpty)
        for r in disputed { #expect(!((r["note"] as? String) ?? "").isEmpty, "\(r["id"] ?? "")") }
    }

    @Test("GET /v1/references lists Apple's technote TN2244 with its URL")
    func referencesEndpoint() throws {
        let r = APITest.get("/v1/references")
        #expect(r.status == 200)
        let refs = try #require(APITest.object(r)?["references"] as? [[String: Any]])
        let tn = try #require(refs.first { $0["id"] as? String == "tn2244" })
        #expect(tn["kind"] as? String == "technote")
        #expect((tn["url"] as? String)?.hasPrefix("https://developer.apple.com/") == true)
    }

    @Test("POST /v1/rules is 405 with Allow: GET, HEAD")
    func postNotAllowed() {
        let r = APITest.post("{}", path: "/v1/rules")
        #expect(r.status == 405)
        #expect(r.header("Allow") == "GET, HEAD")
    }

    @Test("each decide explanation step names its references and certainty")
    func decideStepsCarryReferences() throws {
        let body =
            #"{"device":{"idiom":"phone","systemVersion":"17.0"},"window":{"rootViewController":{"name":"Root"}},"interfaceOrientation":"portrait"}"#
        let steps = try #require(APITest.object(APITest.post(body))?["explanation"] as? [[String: Any]])
        #expect(!steps.isEmpty)
        for s in steps {
            #expect(!((s["references"] as? [String]) ?? []).isEmpty, "\(s["rule"] ?? "")")
            #expect(s["certainty"] is String)
        }
        let app = try #require(steps.first { $0["rule"] as? String == "app-mask" })
        #expect((app["references"] as? [String])?.contains("uisupportedinterfaceorientations") == true)
    }

    @Test("a decision resting on the swizzling bridge lists it under disputed with the side the engine takes")
    func bridgeDecisionIsFlagged() throws {
        let body =
            #"{"device":{"idiom":"phone","systemVersion":"6.0"},"app":{"legacyAutorotationBridge":true},"window":{"rootViewController":{"name":"Root","shouldAutorotateToInterfaceOrientation":["portrait"]}},"interfaceOrientation":"portrait","deviceOrientation":"landscapeLeft"}"#
        let disputed = try #require(APITest.object(APITest.post(body))?["disputed"] as? [[String: Any]])
        #expect(disputed.map { $0["rule"] as? String } == ["legacy-bridge"])
        #expect(((disputed.first?["note"] as? String) ?? "").contains("Habr"))
    }

    @Test("a decision on documented rules only has an empty disputed list")
    func documentedDecisionNotFlagged() throws {
        let body =
            #"{"device":{"idiom":"phone","systemVersion":"17.0"},"window":{"rootViewController":{"name":"Root"}},"interfaceOrientation":"portrait","deviceOrientation":"landscapeLeft"}"#
        let disputed = try #require(APITest.object(APITest.post(body))?["disputed"] as? [[String: Any]])
        #expect(disputed.isEmpty)
    }
}

@Suite("app.infoPlist.UIRequiresFullScreenIgnoredStartingWithVersion on the wire")
struct RequiresFullScreenIgnoredWireTests {
    static func body(_ value: String) -> String {
        #"{"device":{"idiom":"pad","systemVersion":"27.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait","UIInterfaceOrientationPortraitUpsideDown","UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"],"UIRequiresFullScreen":true,"UIRequiresFullScreenIgnoredStartingWithVersion":"#
            + value
            + #"}},"window":{"rootViewController":{"name":"Root","supportedInterfaceOrientations":"portrait"}},"interfaceOrientation":"portrait","deviceOrientation":"landscapeLeft"}"#
    }

    @Test("a version string makes a full-screen iPad app multitask from that version (Apple's key page, iPadOS 26.2+)")
    func accepted() throws {
        let r = APITest.post(Self.body(#""27.0""#))
        #expect(r.status == 200)
        #expect(APITest.object(r)?["interfaceOrientation"] as? String == "landscapeRight")
    }

    @Test("a value that is not a version string is a 422 naming the key")
    func refused() throws {
        let r = APITest.post(Self.body("27"))
        #expect(r.status == 422)
        let pointer = APITest.object(r)?["pointer"] as? String
        #expect(pointer == "/app/infoPlist/UIRequiresFullScreenIgnoredStartingWithVersion")
    }
}

/// UIModalPresentationStyle.overFullScreen (Apple Developer Documentation): iOS 8.0+.
@Suite("A presentation style the iOS version does not have")
struct UnavailablePresentationStyleTests {
    static func body(_ version: String, style: String) -> String {
        #"{"device":{"idiom":"phone","systemVersion":""# + version
            + #""},"window":{"rootViewController":{"name":"Root","presentedViewController":{"name":"Player","modalPresentationStyle":""#
            + style + #""}}},"interfaceOrientation":"portrait"}"#
    }

    @Test("over-full-screen before iOS 8 is a 422 naming the style's member (Apple: iOS 8.0+)")
    func overFullScreenOnIOS7() throws {
        let r = APITest.post(Self.body("7.1", style: "overFullScreen"))
        #expect(r.status == 422)
        let doc = try #require(APITest.object(r))
        #expect(doc["code"] as? String == "presentation-style-unavailable")
        #expect(doc["pointer"] as? String == "/window/rootViewController/presentedViewController/modalPresentationStyle")
        #expect((doc["detail"] as? String)?.contains("iOS 8.0") == true)
    }

    @Test("from iOS 8 the same request is decided", arguments: ["8.0", "17.0"])
    func overFullScreenFromIOS8(version: String) {
        #expect(APITest.post(Self.body(version, style: "overFullScreen")).status == 200)
    }

    @Test("the full-screen style exists on every version modelled")
    func fullScreenAlways() {
        #expect(APITest.post(Self.body("5.1", style: "fullScreen")).status == 200)
    }
}

@Suite("A container delegate's answers on the wire")
struct ContainerDelegateWireTests {
    /// UINavigationControllerDelegate navigationControllerSupportedInterfaceOrientations(_:) (Apple, iOS 7.0+).
    @Test("delegateSupportedInterfaceOrientations makes a stock navigation controller answer portrait")
    func decided() throws {
        let body =
            #"{"device":{"idiom":"phone","systemVersion":"17.0"},"window":{"rootViewController":{"kind":"navigationController","delegateSupportedInterfaceOrientations":"portrait","viewControllers":[{"name":"Player","supportedInterfaceOrientations":"landscape"}]}},"interfaceOrientation":"portrait","deviceOrientation":"landscapeLeft"}"#
        let doc = try #require(APITest.object(APITest.post(body)))
        #expect(doc["interfaceOrientation"] as? String == "portrait")
    }

    @Test("a delegate mask that is not a mask is a 422 naming it")
    func refused() throws {
        let body = #"{"window":{"rootViewController":{"kind":"navigationController","delegateSupportedInterfaceOrientations":"sideways"}}}"#
        let r = APITest.post(body)
        #expect(r.status == 422)
        #expect(APITest.object(r)?["pointer"] as? String == "/window/rootViewController/delegateSupportedInterfaceOrientations")
    }
}
