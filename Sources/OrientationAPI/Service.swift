/// The whole HTTP API as one value: `handle` maps a request to a response and never throws; anything a
/// client can send gets a 2xx or a 4xx problem+json.
///
/// The executable creates one `Service`, hands `handle` to the HTTP server, and calls it from any thread.
public final class Service: Sendable {
    public struct Configuration: Sendable {
        /// The version reported by `/version`.
        public var version: String
        /// The git commit the binary was built from.
        public var gitCommit: String
        /// The build date (ISO 8601).
        public var buildDate: String
        /// The body size limit the server enforces, reported in 413 problems.
        public var maxBodyBytes: Int

        public init(version: String, gitCommit: String, buildDate: String, maxBodyBytes: Int = 1 << 20) {
            self.version = version
            self.gitCommit = gitCommit
            self.buildDate = buildDate
            self.maxBodyBytes = maxBodyBytes
        }
    }

    public let configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Answers one request. Thread-safe.
    public func handle(_ request: APIRequest) -> APIResponse {
        APIResponse(status: 404)
    }
}
