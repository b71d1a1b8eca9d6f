import Foundation

/// One conformance case from `conformance/**/*.json` (format: `conformance/README.md`, schema:
/// `conformance/schema/vector.schema.json`): a request, and the response fields it must produce.
struct ConformanceVector: Sendable, CustomStringConvertible {
    /// The file it comes from, relative to `conformance/` (e.g. `decide/app-mask.json`).
    var file: String
    var name: String
    /// The engine rule id (or API contract rule) the case checks, e.g. `app-mask`.
    var rule: String
    var source: String
    /// `decide` | `simulate` | `lint` | `batch`.
    var endpoint: String
    var method: String
    var path: String
    var headers: [(name: String, value: String)]
    var body: [UInt8]
    /// The expected fields (`status`, optional `headers`, everything else compared with the body).
    var expect: ConformanceJSON

    var description: String { "\(file): \(name)" }

    /// The `conformance/` folder of the repository, found from this source file's path.
    static let directory: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("conformance", isDirectory: true)

    /// Every vector file under `conformance/` except the schema, in path order.
    static func files() -> [URL] {
        let root = directory.standardizedFileURL
        guard let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var urls: [URL] = []
        for case let url as URL in e where url.pathExtension == "json" && !url.path.contains("/schema/") {
            urls.append(url.standardizedFileURL)
        }
        return urls.sorted { $0.path < $1.path }
    }

    /// Loads every vector. A file that cannot be read yields a single vector whose expectation reports the
    /// problem, so a broken file fails the suite instead of silently dropping its cases.
    static func loadAll() -> [ConformanceVector] {
        var all: [ConformanceVector] = []
        let rootPath = directory.standardizedFileURL.path + "/"
        for url in files() {
            let relative = url.path.hasPrefix(rootPath) ? String(url.path.dropFirst(rootPath.count)) : url.lastPathComponent
            do {
                let bytes = try [UInt8](Data(contentsOf: url))
                let doc = try ConformanceJSONReader.parse(bytes)
                guard let entries = doc["vectors"]?.arrayValue else {
                    throw ConformanceJSONError(offset: 0, message: "no \"vectors\" array")
                }
                for (index, entry) in entries.enumerated() {
                    all.append(try ConformanceVector(entry, file: relative, index: index))
                }
            } catch {
                all.append(.broken(file: relative, reason: "\(error)"))
            }
        }
        return all
    }

    static func broken(file: String, reason: String) -> ConformanceVector {
        ConformanceVector(
            file: file, name: "unreadable file", rule: "harness", source: "", endpoint: "decide", method: "GET",
            path: "/", headers: [], body: [],
            expect: .object([ConformanceMember(key: "unreadable", value: .string(reason))]))
    }

    private init(
        file: String, name: String, rule: String, source: String, endpoint: String, method: String, path: String,
        headers: [(name: String, value: String)], body: [UInt8], expect: ConformanceJSON
    ) {
        self.file = file
        self.name = name
        self.rule = rule
        self.source = source
        self.endpoint = endpoint
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.expect = expect
    }

    init(_ entry: ConformanceJSON, file: String, index: Int) throws {
        func fail(_ m: String) -> ConformanceJSONError { ConformanceJSONError(offset: 0, message: "vector #\(index): \(m)") }
        guard let name = entry["name"]?.stringValue else { throw fail("missing name") }
        guard let rule = entry["rule"]?.stringValue else { throw fail("\(name): missing rule") }
        guard let source = entry["source"]?.stringValue else { throw fail("\(name): missing source") }
        guard let expect = entry["expect"], expect["status"]?.intValue != nil else {
            throw fail("\(name): missing expect.status")
        }
        let endpoint = entry["endpoint"]?.stringValue ?? "decide"
        self.file = file
        self.name = name
        self.rule = rule
        self.source = source
        self.endpoint = endpoint
        self.method = entry["method"]?.stringValue ?? "POST"
        self.path = entry["path"]?.stringValue ?? "/v1/\(endpoint)"
        self.expect = expect

        var headers: [(name: String, value: String)] = []
        if let given = entry["headers"]?.members {
            for m in given {
                guard let v = m.value.stringValue else { throw fail("\(name): header \(m.key) is not a string") }
                headers.append((m.key, v))
            }
        }
        var body: [UInt8] = []
        if let raw = entry["rawBody"]?.stringValue {
            body = Array(raw.utf8)
        } else if let b64 = entry["rawBodyBase64"]?.stringValue {
            guard let data = Data(base64Encoded: b64) else { throw fail("\(name): rawBodyBase64 is not base64") }
            body = [UInt8](data)
        } else if let repeated = entry["repeatBody"] {
            guard let text = repeated["text"]?.stringValue, let count = repeated["count"]?.intValue, count >= 0 else {
                throw fail("\(name): repeatBody needs text and count")
            }
            let unit = Array(text.utf8)
            body.reserveCapacity(unit.count * count)
            for _ in 0..<count { body.append(contentsOf: unit) }
        } else if let request = entry["request"] {
            body = Array(request.serialized.utf8)
        }
        let named = Set(headers.map { $0.name.lowercased() })
        if !body.isEmpty, !named.contains("content-type") {
            headers.append(("Content-Type", "application/json"))
        }
        self.headers = headers
        self.body = body
    }
}
