import Foundation

@testable import OrientationAPI

/// Router-level helpers: requests as values, no sockets.
enum APITest {
    static let service = Service(
        configuration: .init(
            version: "1.2.3", gitCommit: "abc1234", buildDate: "2026-11-21T00:00:00Z",
            maxBodyBytes: 4096))

    static func post(
        _ body: String, path: String = "/v1/decide",
        headers: [(name: String, value: String)] = [("Content-Type", "application/json")]
    ) -> APIResponse {
        service.handle(APIRequest(method: "POST", path: path, headers: headers, body: Array(body.utf8)))
    }

    static func get(_ path: String, method: String = "GET", headers: [(name: String, value: String)] = []) -> APIResponse {
        service.handle(APIRequest(method: method, path: path, headers: headers))
    }

    /// The body as a Foundation JSON object (an independent reader).
    static func object(_ r: APIResponse) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(r.body))) as? [String: Any]
    }
}
