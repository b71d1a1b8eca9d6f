import Foundation
import OrientationPolicy
import Testing

@testable import OrientationAPI

/// `Prefer: return=minimal` (RFC 7240) on `/v1/decide`, `/v1/simulate` and `/v1/batch`: the short answer is the
/// full one without its explanation, `disputed` in brief, and says so in `Preference-Applied`.
@Suite("The short answer (Prefer: return=minimal)")
struct MinimalAnswerTests {
    static let service = Service(configuration: .init(version: "test", gitCommit: "test", buildDate: "2026-01-01"))
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let minimal = [("Content-Type", "application/json"), ("Prefer", "return=minimal")]
    static let full = [("Content-Type", "application/json")]

    static func benchBody(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: repository.appendingPathComponent("bench/requests/\(name).json")))
    }

    static func post(_ path: String, _ body: [UInt8], _ headers: [(String, String)]) -> APIResponse {
        service.handle(APIRequest(method: "POST", path: path, headers: headers.map { (name: $0.0, value: $0.1) }, body: body))
    }

    static func object(_ r: APIResponse) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(r.body)) as? NSDictionary)
    }

    static func memberNames(_ r: APIResponse) throws -> [String] {
        guard case .object(let members) = try JSONReader().parse(r.body) else { return [] }
        return members.map(\.key)
    }

    /// The iOS 6 swizzling bridge: a decision with a disputed step (RulesEndpointTests).
    static let bridge =
        #"{"device":{"idiom":"phone","systemVersion":"6.0"},"app":{"legacyAutorotationBridge":true},"window":{"rootViewController":{"name":"Root","shouldAutorotateToInterfaceOrientation":["portrait"]}},"interfaceOrientation":"portrait","deviceOrientation":"landscapeLeft"}"#
    /// A portrait-only app under a landscape-only controller: UIKit raises.
    static let exception =
        #"{"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}},"window":{"rootViewController":{"name":"Player","supportedInterfaceOrientations":"landscape"}},"interfaceOrientation":"portrait"}"#

    static func decideBodies() throws -> [[UInt8]] {
        [try benchBody("decide"), Array(bridge.utf8), Array(exception.utf8)]
    }

    @Test("a short decide answer has the full answer's members in order without explanation, with the same values")
    func decideMembers() throws {
        for body in try Self.decideBodies() {
            let short = Self.post("/v1/decide", body, Self.minimal)
            let long = Self.post("/v1/decide", body, Self.full)
            #expect(short.status == 200 && long.status == 200)
            #expect(try Self.memberNames(short) == (try Self.memberNames(long)).filter { $0 != "explanation" })
            let s = try Self.object(short)
            let l = try Self.object(long)
            for key in s.allKeys as! [String] where key != "disputed" {
                #expect(s[key] as? NSObject == l[key] as? NSObject, "\(key)")
            }
        }
    }

    @Test("the short answer says Preference-Applied: return=minimal and both answers say Vary: Prefer")
    func decideHeaders() throws {
        let body = try Self.benchBody("decide")
        let short = Self.post("/v1/decide", body, Self.minimal)
        #expect(short.header("Preference-Applied") == "return=minimal")
        #expect(short.header("Vary") == "Prefer")
        for headers in [Self.full, Self.full + [("Prefer", "return=representation")], Self.full + [("Prefer", "respond-async")]] {
            let long = Self.post("/v1/decide", body, headers)
            #expect(long.header("Preference-Applied") == nil)
            #expect(long.header("Vary") == "Prefer")
            #expect((try Self.object(long))["explanation"] is NSArray)
        }
    }

    @Test("the short disputed list names the full list's rules and claims, each with the claim's statement")
    func disputedInBrief() throws {
        let body = Array(Self.bridge.utf8)
        let short = try #require((try Self.object(Self.post("/v1/decide", body, Self.minimal)))["disputed"] as? [NSDictionary])
        let long = try #require((try Self.object(Self.post("/v1/decide", body, Self.full)))["disputed"] as? [NSDictionary])
        #expect(!short.isEmpty)
        #expect(short.map { [$0["rule"] as? String, $0["claim"] as? String] } == long.map { [$0["rule"] as? String, $0["claim"] as? String] })
        for entry in short {
            #expect(Set(entry.allKeys as! [String]) == ["rule", "claim", "summary"])
            let claim = try #require(ClaimLedger.claim(entry["claim"] as? String ?? ""))
            #expect(entry["summary"] as? String == claim.statement)
        }
    }

    @Test("a decision on documented rules only has an empty short disputed list")
    func disputedEmpty() throws {
        let o = try Self.object(Self.post("/v1/decide", try Self.benchBody("decide"), Self.minimal))
        #expect((o["disputed"] as? NSArray)?.count == 0)
    }

    @Test("a short simulate answer is the full one with no explanation in any timeline entry")
    func simulate() throws {
        let body = try Self.benchBody("simulate")
        let short = Self.post("/v1/simulate", body, Self.minimal)
        #expect(short.status == 200)
        #expect(short.header("Preference-Applied") == "return=minimal")
        #expect(short.header("Vary") == "Prefer")
        let s = try Self.object(short)
        let l = try Self.object(Self.post("/v1/simulate", body, Self.full)).mutableCopy() as! NSMutableDictionary
        let entries = try #require(l["timeline"] as? [NSDictionary])
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { $0["explanation"] != nil })
        l["timeline"] = entries.map { e in
            let copy = e.mutableCopy() as! NSMutableDictionary
            copy.removeObject(forKey: "explanation")
            return copy
        }
        #expect(s == l as NSDictionary)
    }

    @Test("each item of a short batch answer is the short decide answer to that item, and problems are unchanged")
    func batch() throws {
        let items = [Self.bridge, Self.exception, #"{"window":{"rootViewController":{"kind":"nope"}}}"#]
        let body = Array(("{\"requests\":[" + items.joined(separator: ",") + "]}").utf8)
        let short = Self.post("/v1/batch", body, Self.minimal)
        #expect(short.status == 200)
        #expect(short.header("Preference-Applied") == "return=minimal")
        #expect(short.header("Vary") == "Prefer")
        let results = try #require((try Self.object(short))["results"] as? [NSDictionary])
        let longResults = try #require((try Self.object(Self.post("/v1/batch", body, Self.full)))["results"] as? [NSDictionary])
        #expect(results.count == 3)
        for (i, item) in items.enumerated().prefix(2) {
            let alone = try Self.object(Self.post("/v1/decide", Array(item.utf8), Self.minimal))
            #expect(results[i]["decision"] as? NSDictionary == alone)
        }
        #expect(results[2] == longResults[2])
        #expect(results[2]["problem"] != nil)
    }

    @Test("the plain batch path (read in one pass) writes the same short items as the tree path")
    func batchStreamingAndTree() throws {
        let body = try Self.benchBody("batch")
        let request = APIRequest(method: "POST", path: "/v1/batch", headers: [("Content-Type", "application/json")], body: body)
        #expect(try Self.service.batch(request, minimal: true) == (try Self.service.batchTree(request, minimal: true)))
    }

    @Test("a problem is the same with Prefer: return=minimal and says no preference was applied")
    func problem() {
        let body = Array(#"{"window":{"rootViewController":{"kind":"nope"}}}"#.utf8)
        let short = Self.post("/v1/decide", body, Self.minimal)
        let long = Self.post("/v1/decide", body, Self.full)
        #expect(short.status == 422)
        #expect(short.body == long.body)
        #expect(short.header("Preference-Applied") == nil)
    }
}
