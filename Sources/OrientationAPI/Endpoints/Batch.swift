import OrientationPolicy

extension Service {
    /// The most items one `POST /v1/batch` may carry; more is a 413 `batch-too-large` problem. With the 1 MiB
    /// body limit a batch of 1000 small decide requests fits comfortably.
    package static let maxBatchItems = 1000

    /// `POST /v1/batch`: `{"requests": [<decide request>, ...]}` answered in order as
    /// `{"results": [{"status": 200, "decision": {...}} | {"status": 4xx, "problem": {...}}, ...]}`. Each item
    /// is decoded with the `/v1/decide` decoder at base `/requests/<i>`, so item problems carry absolute JSON
    /// Pointers (`/requests/3/window/rootViewController/kind`), and evaluated with `Policy.decide`; one bad
    /// item never fails the others. The envelope itself (not JSON, not an object, no `requests` array, too many
    /// items) fails the whole request with a problem.
    ///
    /// A batch whose every item is plain and valid is read in one pass (`StreamingScenarioDecoder.decodeBatch`);
    /// any other goes through the tree (`batchTree`), which names each item's problem. Both write the same bytes
    /// (`StreamingDecoderTests` pins it). `minimal` (`Prefer: return=minimal`) writes each decision in brief
    /// (`DecisionEncoder.writeMinimal`) from a decision made without its explanation (`Policy.decideOutcome`).
    func batch(_ request: APIRequest) throws(APIProblem) -> [UInt8] { try batch(request, minimal: false) }

    /// `batch(_:)`, each decision in brief when `minimal`.
    func batch(_ request: APIRequest, minimal: Bool) throws(APIProblem) -> [UInt8] {
        try requireJSONRequest(request)
        let streaming = StreamingScenarioDecoder(
            maxControllers: scenarioDecoder.maxControllers,
            maxDepth: reader.maxDepth)
        guard let scenarios = streaming.decodeBatch(request.body, maxItems: Self.maxBatchItems) else {
            return try batchTree(request, minimal: minimal)
        }
        return Self.writeResults(count: scenarios.count, minimal: minimal) { i throws(APIProblem) in
            minimal ? Policy.decideOutcome(scenarios[i]) : Policy.decide(scenarios[i])
        }
    }

    /// The tree path alone: parse the envelope, then decode each item at base `/requests/<i>`.
    func batchTree(_ request: APIRequest) throws(APIProblem) -> [UInt8] { try batchTree(request, minimal: false) }

    /// `batchTree(_:)`, each decision in brief when `minimal`.
    func batchTree(_ request: APIRequest, minimal: Bool) throws(APIProblem) -> [UInt8] {
        let value = try requireJSONBody(request)
        let items = try Self.batchItems(value)
        return Self.writeResults(count: items.count, minimal: minimal) { i throws(APIProblem) in
            let scenario = try scenarioDecoder.decode(items[i], base: "/requests/\(i)")
            return minimal ? Policy.decideOutcome(scenario) : Policy.decide(scenario)
        }
    }

    /// `{"results": [...], "succeeded": n, "failed": m}`: `decision` gives item `i`'s decision, or throws its
    /// problem, which becomes that item's result (status and problem body) without failing the others.
    static func writeResults(
        count: Int, minimal: Bool = false, _ decision: (Int) throws(APIProblem) -> Decision
    ) -> [UInt8] {
        // A decision with its explanation is about 3 KB, without it about 400 bytes; room for that avoids regrowing
        // the buffer.
        var w = JSONWriter(capacity: 64 + (minimal ? 512 : 4096) * count)
        var failed = 0
        w.beginObject()
        w.key("results")
        w.beginArray()
        for i in 0..<count {
            w.beginObject()
            do throws(APIProblem) {
                let d = try decision(i)
                w.key("status"); w.integer(200)
                w.key("decision")
                if minimal { DecisionEncoder.writeMinimal(d, to: &w) } else { DecisionEncoder.write(taking: d, to: &w) }
            } catch {
                failed += 1
                w.key("status"); w.integer(error.status)
                w.key("problem"); w.raw(error.body)
            }
            w.endObject()
        }
        w.endArray()
        w.key("succeeded"); w.integer(count - failed)
        w.key("failed"); w.integer(failed)
        w.endObject()
        return w.bytes
    }

    /// The `requests` array of a batch envelope.
    static func batchItems(_ value: JSONValue) throws(APIProblem) -> [JSONValue] {
        guard case .object(let members) = value else {
            throw APIProblem(.wrongType, "expected an object {\"requests\": [...]}, found \(value.typeName)", pointer: "")
        }
        var requests: JSONValue?
        for m in members {
            guard m.key == "requests" else {
                throw APIProblem(
                    .unknownField, "unknown field \(VocabularyQuote.quote(m.key)) in the batch. Accepted: requests",
                    pointer: "/" + JSONPath.escape(m.key))
            }
            requests = m.value
        }
        guard let requests, requests != .null else {
            throw APIProblem(.missingField, "a batch needs 'requests', an array of /v1/decide requests", pointer: "/requests")
        }
        guard case .array(let items) = requests else {
            throw APIProblem(.wrongType, "expected an array of /v1/decide requests, found \(requests.typeName)", pointer: "/requests")
        }
        guard items.count <= maxBatchItems else {
            throw APIProblem(.batchTooLarge, "a batch holds at most \(maxBatchItems) requests, found \(items.count)", pointer: "/requests")
        }
        return items
    }
}
