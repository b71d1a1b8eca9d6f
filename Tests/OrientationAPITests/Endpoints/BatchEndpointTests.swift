import OrientationAPI
import OrientationPolicy
import Testing

@Suite("POST /v1/batch")
struct BatchEndpointTests {
    @Test("Items are answered in order; a bad item gets its own problem with an absolute pointer")
    func partialFailure() throws {
        let body = """
            {"requests": [
              {"window": {"rootViewController": {"supportedInterfaceOrientations": "portrait"}}, "interfaceOrientation": "portrait", "deviceOrientation": "landscapeLeft"},
              {"window": {"rootViewController": {"kind": "tableViewController"}}},
              {"interfaceOrientation": "portrait", "deviceOrientation": "landscapeLeft"},
              "not an object"
            ]}
            """
        let r = lintBatchPost("/v1/batch", body)
        #expect(r.status == 200)
        let doc = try lintBatchJSON(r)
        let results = doc["results"]?.lbArray ?? []
        #expect(results.count == 4)
        #expect(results.map { $0["status"]?.lbInt } == [200, 422, 200, 422])
        #expect(results[0]["decision"]?["outcome"]?.lbString == "unchanged")
        #expect(results[1]["problem"]?["pointer"]?.lbString == "/requests/1/window/rootViewController/kind")
        #expect(results[1]["problem"]?["code"]?.lbString == "invalid-controller-kind")
        #expect(results[2]["decision"]?["outcome"]?.lbString == "rotated")
        #expect(results[2]["decision"]?["interfaceOrientation"]?.lbString == "landscapeRight")
        #expect(results[3]["problem"]?["pointer"]?.lbString == "/requests/3")
        #expect(doc["succeeded"]?.lbInt == 2)
        #expect(doc["failed"]?.lbInt == 2)
    }

    @Test("Each decision equals what /v1/decide answers for the same item")
    func sameAsDecide() throws {
        let item =
            #"{"device": {"idiom": "pad", "systemVersion": "6.0"}, "window": {"rootViewController": {"supportedInterfaceOrientations": "landscape"}}, "interfaceOrientation": "portrait"}"#
        let single = lintBatchPost("/v1/decide", item)
        let batch = try lintBatchJSON(lintBatchPost("/v1/batch", #"{"requests": [\#(item)]}"#))
        #expect(batch["results"]?.lbArray.first?["decision"] == (try lintBatchJSON(single)))
    }

    @Test("The item limit: 1000 items pass, 1001 get 413 batch-too-large")
    func limit() throws {
        let ok = "{\"requests\": [" + Array(repeating: "{}", count: Service.maxBatchItems).joined(separator: ",") + "]}"
        let okDoc = try lintBatchJSON(lintBatchPost("/v1/batch", ok))
        #expect(okDoc["results"]?.lbArray.count == Service.maxBatchItems)
        let tooMany = "{\"requests\": [" + Array(repeating: "{}", count: Service.maxBatchItems + 1).joined(separator: ",") + "]}"
        let r = lintBatchPost("/v1/batch", tooMany)
        #expect(r.status == 413)
        let p = try lintBatchJSON(r)
        #expect(p["code"]?.lbString == "batch-too-large")
        #expect(p["pointer"]?.lbString == "/requests")
        #expect(lintBatchHeader(r, "Content-Type") == "application/problem+json")
    }

    @Test(
        "The envelope itself must be an object with a requests array",
        arguments: [
            (#"[]"#, 422, "wrong-type", ""),
            (#"{}"#, 422, "missing-field", "/requests"),
            (#"{"requests": {}}"#, 422, "wrong-type", "/requests"),
            (#"{"requests": [], "extra": 1}"#, 422, "unknown-field", "/extra"),
        ])
    func envelope(body: String, status: Int, code: String, pointer: String) throws {
        let r = lintBatchPost("/v1/batch", body)
        #expect(r.status == status)
        let p = try lintBatchJSON(r)
        #expect(p["code"]?.lbString == code)
        #expect(p["pointer"]?.lbString == pointer)
    }

    @Test("An empty batch answers an empty result list")
    func empty() throws {
        let doc = try lintBatchJSON(lintBatchPost("/v1/batch", #"{"requests": []}"#))
        #expect(doc["results"]?.lbArray.isEmpty == true)
    }
}
