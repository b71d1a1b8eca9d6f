import OrientationPolicy

extension Service {
    /// The most items one `POST /v1/batch` may carry; more is a 413 `batch-too-large` problem. With the 1 MiB
    /// body limit a batch of 1000 small decide requests fits comfortably.
    public static let maxBatchItems = 1000

    /// `POST /v1/batch` (issue 9): `{"requests": [<decide request>, ...]}` answered in order as
    /// `{"results": [{"status": 200, "decision": {...}} | {"status": 4xx, "problem": {...}}, ...]}`. Each item
    /// is decoded with the `/v1/decide` decoder at base `/requests/<i>`, so item problems carry absolute JSON
    /// Pointers (`/requests/3/window/rootViewController/kind`), and evaluated with `Policy.decide`; one bad
    /// item never fails the others. The envelope itself (not JSON, not an object, no `requests` array, too many
    /// items) fails the whole request with a problem.
    func batch(_ request: APIRequest) throws(APIProblem) -> [UInt8] {
        let value = try requireJSONBody(request)
        let items = try Self.batchItems(value)
        var w = JSONWriter(capacity: 64 + 1024 * items.count)
        var failed = 0
        w.beginObject()
        w.key("results")
        w.beginArray()
        for (i, item) in items.enumerated() {
            w.beginObject()
            do throws(APIProblem) {
                let scenario = try scenarioDecoder.decode(item, base: "/requests/\(i)")
                let d = Policy.decide(scenario)
                w.key("status"); w.integer(200)
                w.key("decision"); DecisionEncoder.write(d, to: &w)
            } catch {
                failed += 1
                w.key("status"); w.integer(error.status)
                w.key("problem"); w.raw(error.body)
            }
            w.endObject()
        }
        w.endArray()
        w.key("succeeded"); w.integer(items.count - failed)
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
                throw APIProblem(.unknownField, "unknown field \(VocabularyQuote.quote(m.key)) in the batch. Accepted: requests",
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
