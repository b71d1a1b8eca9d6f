import HTTPTypes
import Hummingbird
import Synchronization

extension HTTPField.Name {
    static let requestID = HTTPField.Name("X-Request-Id")!
}

/// `X-Request-Id` on every response, as orientation-server sets it: the client's value when it is 1-128 visible
/// ASCII characters, otherwise a per-process random prefix and a counter in lower-case hex (`3fa0c2d1-1a`).
struct RequestIDMiddleware: RouterMiddleware {
    typealias Context = PeerRequestContext
    let generator = RequestIDGenerator()

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let id = request.headers[.requestID].flatMap { RequestIDGenerator.isSane($0) ? $0 : nil } ?? generator.next()
        do {
            var response = try await next(request, context)
            response.headers[.requestID] = id
            return response
        } catch let error as any HTTPResponseError {
            var response = try error.response(from: request, context: context)
            response.headers[.requestID] = id
            return response
        }
    }
}

final class RequestIDGenerator: Sendable {
    private let prefix: String
    private let counter = Atomic<UInt64>(0)

    init() {
        var random = SystemRandomNumberGenerator()
        let value: UInt32 = random.next()
        let hex = String(value, radix: 16)
        prefix = String(repeating: "0", count: 8 - hex.count) + hex + "-"
    }

    func next() -> String {
        prefix + String(counter.wrappingAdd(1, ordering: .relaxed).newValue, radix: 16)
    }

    static func isSane(_ value: String) -> Bool {
        let bytes = value.utf8
        return !bytes.isEmpty && bytes.count <= 128 && bytes.allSatisfy { $0 >= 0x21 && $0 <= 0x7E }
    }
}
