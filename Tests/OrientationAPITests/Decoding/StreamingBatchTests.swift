import Foundation
import OrientationPolicy
import Testing

@testable import OrientationAPI

/// `POST /v1/batch` reads a batch of plain, valid items in one pass
/// (`StreamingScenarioDecoder.decodeBatch`) and leaves every other batch to the tree path (`batchTree`). Its
/// contract: the response is the tree path's, byte for byte, whichever path answers; and the benchmark's batch
/// does take the one-pass path.
@Suite("API codec: the streaming batch decoder")
struct StreamingBatchTests {
    static let service = Service(configuration: .init(version: "test", gitCommit: "abc", buildDate: "2026-01-01T00:00:00Z"))
    static let streaming = StreamingScenarioDecoder(maxControllers: 1000, maxDepth: 64)

    static func request(_ body: [UInt8]) -> APIRequest {
        APIRequest(method: "POST", path: "/v1/batch", headers: [("Content-Type", "application/json")], body: body)
    }

    /// Both paths' answers for `body`: bytes, or the problem's status, code and pointer.
    static func answers(_ body: [UInt8]) -> (served: String, tree: String) {
        func run(_ f: (APIRequest) throws(APIProblem) -> [UInt8]) -> String {
            do throws(APIProblem) {
                return String(decoding: try f(request(body)), as: UTF8.self)
            } catch {
                return "\(error.status) \(error.code.rawValue) \(error.pointer ?? "-")"
            }
        }
        return (run(service.batch), run(service.batchTree))
    }

    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    static func benchmarkBatch() throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("bench/requests/batch.json")
        return try [UInt8](Data(contentsOf: url))
    }

    @Test("the benchmark batch streams, and its response is the tree path's byte for byte")
    func benchmarkBatchStreams() throws {
        let body = try Self.benchmarkBatch()
        let scenarios = try #require(Self.streaming.decodeBatch(body, maxItems: Service.maxBatchItems))
        #expect(scenarios.count > 1)
        let (served, tree) = Self.answers(body)
        #expect(served == tree)
        #expect(served.hasPrefix(#"{"results":[{"status":200,"decision":"#))
    }

    @Test("each streamed item is the Scenario the tree decoder builds for it")
    func itemsDecodeLikeTheTree() throws {
        let body = try Self.benchmarkBatch()
        let scenarios = try #require(Self.streaming.decodeBatch(body, maxItems: Service.maxBatchItems))
        let items = try Service.batchItems(try JSONReader().parse(body))
        #expect(scenarios.count == items.count)
        for (i, item) in items.enumerated() {
            #expect(scenarios[i].scenario == (try ScenarioDecoder().decode(item, base: "/requests/\(i)")), "item \(i)")
        }
    }

    /// Batches the one-pass path must leave to the tree path, each for one reason.
    static let givesUp: [String] = [
        #"{"requests": [{}, {"interfaceOrientation": "sideways"}]}"#,  // one bad item: its own problem
        #"{"requests": [{}, "not an object"]}"#,
        #"{"requests": [null]}"#,
        #"{"requests": null}"#,  // missing-field
        #"{}"#,
        #"{"requests": {}}"#,  // wrong type
        #"{"requests": [], "extra": 1}"#,  // unknown member
        #"{"requests": [], "requests": []}"#,  // repeated member
        #"{"request": []}"#,
        #"[]"#,
        #"{"requests": [{"window": {"rootViewController": {"name": "caf\u00e9"}}}]}"#,  // an escape
        #"{"requests": [{}]"#,  // truncated
        #"{"requests": [{}]} x"#,  // trailing bytes
        #"{"requests": [{"requests": []}]}"#,  // the envelope's name inside an item
        // a presented style the item's iOS version does not have (overFullScreen is iOS 8+), in the first item and
        // after a plain one
        #"{"requests": [{"device": {"systemVersion": "7.1"}, "window": {"rootViewController": {"presentedViewController": {"modalPresentationStyle": "overFullScreen"}}}}]}"#,
        #"{"requests": [{}, {"window": {"rootViewController": {"presentedViewController": {"modalPresentationStyle": "popover"}}}, "device": {"systemVersion": "6.0"}}]}"#,
    ]

    @Test("an item whose presented style its iOS version does not have gets the problem /v1/decide answers it with")
    func unavailableStyleItemIsRefusedAsDecideRefusesIt() throws {
        let item =
            #"{"device": {"systemVersion": "7.0"}, "window": {"rootViewController": {"name": "A", "presentedViewController": "#
            + #"{"name": "B", "modalPresentationStyle": "overFullScreen"}}}}"#
        let answer = String(decoding: try Self.service.batch(Self.request(Self.bytes("{\"requests\": [\(item)]}"))), as: UTF8.self)
        #expect(answer.hasPrefix(#"{"results":[{"status":422,"problem":{"#))
        #expect(answer.contains(#""code":"presentation-style-unavailable""#))
        let decide = Self.service.handle(
            APIRequest(method: "POST", path: "/v1/decide", headers: [("Content-Type", "application/json")], body: Self.bytes(item)))
        #expect(decide.status == 422)
    }

    @Test(
        "gives a batch to the tree path when anything in it is the tree path's, and the answer is unchanged",
        arguments: givesUp)
    func givesUpOn(body: String) {
        #expect(Self.streaming.decodeBatch(Self.bytes(body), maxItems: Service.maxBatchItems) == nil)
        let (served, tree) = Self.answers(Self.bytes(body))
        #expect(served == tree)
    }

    @Test("streams an empty batch and a batch of defaults, as the tree path answers them")
    func plainBatches() {
        for body in [#"{"requests": []}"#, #" { "requests" : [ { } , {} ] } "#] {
            #expect(Self.streaming.decodeBatch(Self.bytes(body), maxItems: Service.maxBatchItems) != nil, "\(body)")
            let (served, tree) = Self.answers(Self.bytes(body))
            #expect(served == tree)
        }
    }

    @Test("the item limit: at the limit it streams, one more is the tree path's 413")
    func itemLimit() {
        let atLimit = "{\"requests\": [" + Array(repeating: "{}", count: 3).joined(separator: ",") + "]}"
        #expect(Self.streaming.decodeBatch(Self.bytes(atLimit), maxItems: 3)?.count == 3)
        #expect(Self.streaming.decodeBatch(Self.bytes(atLimit), maxItems: 2) == nil)
        let tooMany =
            "{\"requests\": ["
            + Array(repeating: "{}", count: Service.maxBatchItems + 1)
            .joined(separator: ",") + "]}"
        #expect(Self.answers(Self.bytes(tooMany)).served == "413 batch-too-large /requests")
    }

    @Test("the controller limit counts per item, as the tree path's does")
    func controllerLimitPerItem() {
        let item = #"{"window": {"rootViewController": {"viewControllers": [{}, {}]}}}"#
        let body = Self.bytes("{\"requests\": [\(item), \(item), \(item)]}")
        #expect(StreamingScenarioDecoder(maxControllers: 3, maxDepth: 64).decodeBatch(body, maxItems: 10)?.count == 3)
        #expect(StreamingScenarioDecoder(maxControllers: 2, maxDepth: 64).decodeBatch(body, maxItems: 10) == nil)
    }

    @Test("batches of generated requests answer the same on both paths; plain ones stream", arguments: 0..<3)
    func generated(seed: UInt64) {
        var g = RequestGenerator(seed: 7000 + seed)
        for n in 0..<30 {
            // Even rounds: plain items only (they must stream). Odd rounds: any item, a third of them mutated.
            let plainOnly = n % 2 == 0
            var items: [String] = []
            while items.count < 4 {
                let doc = g.request()
                let isPlain =
                    !doc.bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "\\") }
                    && !doc.text.contains("2000.5") && !doc.text.contains("1e3")
                    && (try? ScenarioDecoder().decodeTree(body: doc.bytes)) != nil
                if plainOnly && !isPlain { continue }
                items.append(plainOnly || g.chance(0.7) ? doc.text : g.mutate(doc).text)
            }
            let body = Self.bytes("{\"requests\": [" + items.joined(separator: ",") + "]}")
            let streamed = Self.streaming.decodeBatch(body, maxItems: Service.maxBatchItems) != nil
            if plainOnly { #expect(streamed, "\(String(decoding: body, as: UTF8.self))") }
            let (served, tree) = Self.answers(body)
            #expect(served == tree, "\(String(decoding: body, as: UTF8.self))")
        }
    }
}
