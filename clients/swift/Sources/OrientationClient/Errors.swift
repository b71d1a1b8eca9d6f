/// Every error the client throws.
public enum OrientationServiceError: Error, Equatable, CustomStringConvertible {
    /// The scenario is invalid; nothing was sent. `pointer` is the JSON Pointer the server would name.
    case invalidRequest(pointer: String, reason: String)
    /// The server refused the request with an RFC 9457 problem.
    case problem(status: Int, code: String, pointer: String?, detail: String?)
    /// `GET /version` reports an API major version this client does not speak.
    case unsupportedServerVersion(serverVersion: String, supportedMajorVersions: [Int])
    /// An answer the API does not document.
    case undocumentedResponse(status: Int)

    public var description: String {
        switch self {
        case .invalidRequest(let pointer, let reason):
            return "invalid request at \(pointer.isEmpty ? "/" : pointer): \(reason)"
        case .problem(let status, let code, let pointer, let detail):
            return "\(status) \(code)" + (pointer.map { " at \($0)" } ?? "") + (detail.map { ": \($0)" } ?? "")
        case .unsupportedServerVersion(let version, let supported):
            let major = version.split(separator: ".").first.map(String.init) ?? version
            return "the orientation-service reports version '\(version)', API major version \(major); this client speaks "
                + "API major version \(supported.map(String.init).joined(separator: ", ")) only. Use a client for "
                + "that API version, or point the client at a matching server."
        case .undocumentedResponse(let status):
            return "the orientation-service answered \(status), which the API does not document"
        }
    }
}
