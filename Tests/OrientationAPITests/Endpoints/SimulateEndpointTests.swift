import OrientationAPI
import Testing

/// `POST /v1/simulate` through `Service.handle`, without a live server: response shape, the documented
/// examples, and problem+json errors with JSON Pointers.
@Suite("Simulate endpoint")
struct SimulateEndpointTests {
    static let service = Service(configuration: .init(version: "test", gitCommit: "test", buildDate: "2026-01-01"))

    static func post(_ body: String, path: String = "/v1/simulate") -> (status: Int, json: JSONValue, contentType: String?) {
        let r = service.handle(
            APIRequest(
                method: "POST", path: path, headers: [("Content-Type", "application/json")], body: Array(body.utf8)))
        let json = (try? JSONReader().parse(r.body)) ?? .null
        return (r.status, json, r.headers.first { $0.name == "Content-Type" }?.value)
    }

    static func strings(_ v: JSONValue?) -> [String] {
        guard case .array(let items)? = v else { return [] }
        return items.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    static func items(_ v: JSONValue?) -> [JSONValue] {
        guard case .array(let items)? = v else { return [] }
        return items
    }

    static let alternateLandscape = """
        {"device": {"idiom": "phone", "systemVersion": "17.0"},
         "window": {"rootViewController": {"name": "PortraitViewController", "supportedInterfaceOrientations": "portrait"}},
         "interfaceOrientation": "portrait", "deviceOrientation": "portrait",
         "observers": [
           {"notification": "UIDeviceOrientationDidChangeNotification", "when": "landscape",
            "action": {"type": "present", "from": "PortraitViewController", "modalPresentationStyle": "fullScreen",
                       "controller": {"name": "LandscapeViewController", "supportedInterfaceOrientations": "landscape"}}},
           {"notification": "UIDeviceOrientationDidChangeNotification", "when": "portrait",
            "action": {"type": "dismiss", "controller": "LandscapeViewController"}}],
         "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"},
                    {"type": "deviceOrientation", "orientation": "portrait"}]}
        """

    @Test("The alternate landscape example answers 200 with one timeline entry per event in the documented shape")
    func alternateLandscapeShape() {
        let (status, json, type) = Self.post(Self.alternateLandscape)
        #expect(status == 200)
        #expect(type == "application/json")
        #expect(json["outcome"] == .string("completed"))
        let timeline = Self.items(json["timeline"])
        #expect(timeline.count == 2)
        let first = timeline[0]
        #expect(first["type"] == .string("deviceOrientation"))
        #expect(first["status"] == .string("applied"))
        #expect(first["interfaceOrientationBefore"] == .string("portrait"))
        #expect(first["interfaceOrientationAfter"] == .string("landscapeRight"))
        #expect(first["topmostViewController"]?["name"] == .string("LandscapeViewController"))
        #expect(
            Self.strings(first["notifications"]) == [
                "UIDeviceOrientationDidChangeNotification",
                "UIApplicationWillChangeStatusBarOrientationNotification",
                "UIApplicationDidChangeStatusBarOrientationNotification",
            ])
        #expect(first["windows"].map { Self.items($0) }?.first?["bounds"]?["width"] == .number(JSONNumber(667)))
        #expect(first["supportedInterfaceOrientations"]?["rawValue"] == .number(JSONNumber(24)))
        #expect(first["exception"] == .null)
        #expect(timeline[1]["interfaceOrientationAfter"] == .string("portrait"))
        #expect(json["final"]?["interfaceOrientation"] == .string("portrait"))
        for key in ["queries", "callbacks", "logs", "explanation"] {
            guard case .array? = first[key] else { Issue.record("\(key) is not an array"); continue }
        }
    }

    @Test("The NYTPhotoViewer example answers 200 with outcome exception and UIKit's reason on the dismissal entry")
    func photoViewerCrash() {
        let body = """
            {"device": {"systemVersion": "16.0"},
             "window": {"rootViewController": {"name": "PhotosListViewController", "supportedInterfaceOrientations": "portrait"}},
             "interfaceOrientation": "portrait",
             "events": [
               {"type": "present", "from": "PhotosListViewController", "modalPresentationStyle": "fullScreen",
                "controller": {"name": "NYTPhotosViewController", "supportedInterfaceOrientations": "all"}},
               {"type": "deviceOrientation", "orientation": "landscapeLeft"},
               {"type": "dismiss", "controller": "NYTPhotosViewController"},
               {"type": "deviceOrientation", "orientation": "portrait"}]}
            """
        let (status, json, _) = Self.post(body)
        #expect(status == 200)
        #expect(json["outcome"] == .string("exception"))
        let timeline = Self.items(json["timeline"])
        #expect(timeline.count == 3)
        #expect(timeline[2]["exception"]?["name"] == .string("UIApplicationInvalidInterfaceOrientation"))
        #expect(
            timeline[2]["exception"]?["reason"]
                == .string(
                    "preferredInterfaceOrientationForPresentation 'landscapeRight' must match a supported interface orientation: 'portrait'!"))
    }

    @Test("Callbacks carry orientation, duration and size; queries carry their answers")
    func callbackFields() {
        let body = """
            {"device": {"systemVersion": "7.0"}, "window": {"rootViewController": {"name": "Root"}},
             "interfaceOrientation": "portrait",
             "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
            """
        let (status, json, _) = Self.post(body)
        #expect(status == 200)
        let entry = Self.items(json["timeline"])[0]
        let callbacks = Self.items(entry["callbacks"])
        #expect(
            callbacks.map { $0["method"] } == [
                .string("willRotateToInterfaceOrientation:duration:"), .string("viewWillLayoutSubviews"),
                .string("willAnimateRotationToInterfaceOrientation:duration:"), .string("didRotateFromInterfaceOrientation:"),
            ])
        #expect(callbacks[0]["orientation"] == .string("landscapeRight"))
        guard case .number(let d)? = callbacks[0]["duration"] else { Issue.record("no duration"); return }
        #expect(d.double == 0.3)
        #expect(callbacks[0]["path"] == .string("window.rootViewController"))
        let queries = Self.items(entry["queries"])
        #expect(queries.first?["method"] == .string("shouldAutorotate"))
        #expect(queries.first?["answer"] == .bool(true))
        #expect(queries.first?["overridden"] == .bool(false))
    }

    @Test("requestGeometryUpdate's denial is an error object, not an exception")
    func geometryError() {
        let body = """
            {"device": {"systemVersion": "16.0"}, "window": {"rootViewController": {"name": "Root", "supportedInterfaceOrientations": "landscape"}},
             "interfaceOrientation": "landscapeLeft",
             "events": [{"type": "requestGeometryUpdate", "interfaceOrientations": ["portrait"]}]}
            """
        let (status, json, _) = Self.post(body)
        #expect(status == 200)
        let entry = Self.items(json["timeline"])[0]
        #expect(entry["status"] == .string("denied"))
        #expect(entry["error"]?["domain"] == .string("UISceneErrorDomain"))
        #expect(entry["error"]?["code"] == .number(JSONNumber(101)))
        #expect(
            entry["error"]?["localizedDescription"]
                == .string(
                    "None of the requested orientations are supported by the view controller. Requested: portrait; Supported: landscapeLeft, landscapeRight"
                ))
        #expect(entry["exception"] == .null)
    }

    @Test(
        "Request errors answer 422 problem+json with a code and a JSON Pointer",
        arguments: [
            (#"{"events": [{"type": "dismiss", "controller": "Nobody"}]}"#, "unknown-controller", "/events/0/controller"),
            (
                #"{"window": {"rootViewController": {"name": "N", "kind": "navigationController", "viewControllers": [{"name": "A"}, {"name": "A"}]}}, "events": [{"type": "deviceOrientation", "orientation": "faceUp"}, {"type": "present", "from": "A", "controller": {"name": "B"}}]}"#,
                "ambiguous-controller", "/events/1/from"
            ),
            (
                #"{"window": {"rootViewController": {}}, "events": [{"type": "present", "from": "UIViewController", "controller": {"name": "UIViewController"}}]}"#,
                "duplicate-controller", "/events/0/controller/name"
            ),
            (
                #"{"window": {"rootViewController": {}}, "events": [{"type": "pop", "navigationController": "UIViewController"}]}"#,
                "not-a-navigation-controller", "/events/0/navigationController"
            ),
            (
                #"{"window": {"rootViewController": {}}, "events": [{"type": "selectTab", "tabBarController": "UIViewController", "index": 0}]}"#,
                "not-a-tab-bar-controller", "/events/0/tabBarController"
            ),
            (#"{"events": [{"type": "makeKeyWindow", "window": 3}]}"#, "out-of-range", "/events/0/window"),
            (#"{"events": [{"type": "rotate"}]}"#, "invalid-event-type", "/events/0/type"),
            (#"{"events": [{"type": "deviceOrientation"}]}"#, "missing-field", "/events/0/orientation"),
            (#"{"events": [{"type": "deviceOrientation", "orientation": "sideways"}]}"#, "invalid-device-orientation", "/events/0/orientation"),
            (#"{"events": [{"type": "deviceOrientation", "orientation": "portrait", "animated": true}]}"#, "unknown-field", "/events/0/animated"),
            (
                #"{"window": {"rootViewController": {}}, "events": [{"type": "updateAnswers", "controller": "UIViewController", "then": "rotate"}]}"#,
                "invalid-orientation-update", "/events/0/then"
            ),
            (
                #"{"events": [], "observers": [{"when": "landscape", "action": {"type": "deviceOrientation", "orientation": "portrait"}}]}"#,
                "observer-action-not-allowed", "/observers/0/action/type"
            ),
            (
                #"{"events": [], "observers": [{"when": "sideways", "action": {"type": "launch"}}]}"#, "invalid-observer-condition",
                "/observers/0/when"
            ),
            (#"{"events": [], "screens": {"phone": {"width": 390}}}"#, "missing-field", "/screens/phone/height"),
            (#"{"events": [], "device": {"idiom": "watch"}}"#, "invalid-idiom", "/device/idiom"),
            (#"{"device": {}}"#, "missing-field", "/events"),
            (#"{"events": {}}"#, "wrong-type", "/events"),
        ])
    func problems(body: String, code: String, pointer: String) {
        let (status, json, type) = Self.post(body)
        #expect(status == 422)
        #expect(type == "application/problem+json")
        #expect(json["code"] == .string(code))
        #expect(json["pointer"] == .string(pointer))
    }

    @Test("GET /v1/simulate is 405 with Allow: POST; malformed JSON is 400")
    func methodAndSyntax() {
        let r = Self.service.handle(APIRequest(method: "GET", path: "/v1/simulate", headers: [], body: []))
        #expect(r.status == 405)
        #expect(r.headers.contains { $0.name == "Allow" && $0.value == "POST" })
        #expect(Self.post("{\"events\": [").status == 400)
    }
}

/// Limits that keep one request cheap.
@Suite("Simulate endpoint limits")
struct SimulateLimitTests {
    @Test("More than 200 events is refused at /events")
    func tooManyEvents() {
        let events = Array(repeating: #"{"type": "launch"}"#, count: 201).joined(separator: ",")
        let (status, json, _) = SimulateEndpointTests.post(#"{"events": [\#(events)]}"#)
        #expect(status == 422)
        #expect(json["code"] == .string("out-of-range"))
        #expect(json["pointer"] == .string("/events"))
    }

    @Test("A timeline whose callbacks would not fit one response is refused at /events")
    func tooManyCallbacks() {
        // A split view controller with 300 columns on iOS 7: every 90-degree turn delivers 4 callbacks to each
        // of the 301 controllers; 20 turns exceed 20000.
        let children = (0..<300).map { #"{"name": "C\#($0)"}"# }.joined(separator: ",")
        let turns = (0..<20).map {
            $0 % 2 == 0
                ? #"{"type": "deviceOrientation", "orientation": "landscapeLeft"}"# : #"{"type": "deviceOrientation", "orientation": "portrait"}"#
        }.joined(separator: ",")
        let body =
            #"{"device": {"systemVersion": "7.0"}, "window": {"rootViewController": {"name": "Split", "kind": "splitViewController", "viewControllers": [\#(children)]}}, "events": [\#(turns)]}"#
        let (status, json, _) = SimulateEndpointTests.post(body)
        #expect(status == 422)
        #expect(json["code"] == .string("out-of-range"))
    }
}
