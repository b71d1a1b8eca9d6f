extension HTTPServer {
    /// Where and how the server listens, and the limits it enforces.
    ///
    /// Defaults are the server's documented ones (docs/operations.md) and follow the measurements in ``DaemonTuning``.
    package struct Configuration: Sendable, Equatable {
        /// The address to bind: an IPv4 or IPv6 literal (`127.0.0.1`, `::1`, `[::1]`), `localhost`
        /// (127.0.0.1), `0.0.0.0` (every IPv4 interface), `::` (every interface, IPv6 and IPv4), or a host name
        /// resolved once at start.
        package var host: String = "127.0.0.1"
        /// The TCP port; 0 asks the kernel for a free one, readable afterwards from ``HTTPServer/port``.
        package var port: Int = 8080
        /// Threads in libmicrohttpd's pool; 1 means a single epoll thread.
        package var threads: Int = DaemonTuning.defaultThreadCount
        /// The largest request body accepted; a larger body reaches the handler as `bodyTooLarge`.
        package var maxBodyBytes: Int = DaemonTuning.defaultMaxBodyBytes
        /// The largest body of a request whose `Content-Type` is one of ``uploadMediaTypes`` (file uploads, which
        /// are legitimately far larger than API documents); a larger one reaches the handler as `bodyTooLarge`.
        package var maxUploadBytes: Int = DaemonTuning.defaultMaxUploadBytes
        /// Media types (lower case, without parameters) that get ``maxUploadBytes`` instead of ``maxBodyBytes``.
        /// Empty: every body gets ``maxBodyBytes``.
        package var uploadMediaTypes: [String] = []
        /// Simultaneous connections (`MHD_OPTION_CONNECTION_LIMIT`).
        package var connectionLimit: Int = DaemonTuning.defaultConnectionLimit
        /// Simultaneous connections from one address (`MHD_OPTION_PER_IP_CONNECTION_LIMIT`); 0 = no limit.
        package var perIPConnectionLimit: Int = DaemonTuning.defaultPerIPConnectionLimit
        /// Seconds a connection may stay silent before it is closed (`MHD_OPTION_CONNECTION_TIMEOUT`), so slow
        /// or idle clients cannot hold connections forever; 0 = never.
        package var connectionTimeoutSeconds: Int = DaemonTuning.defaultConnectionTimeoutSeconds

        package init(
            host: String = "127.0.0.1",
            port: Int = 8080,
            threads: Int = DaemonTuning.defaultThreadCount,
            maxBodyBytes: Int = DaemonTuning.defaultMaxBodyBytes,
            connectionLimit: Int = DaemonTuning.defaultConnectionLimit,
            perIPConnectionLimit: Int = DaemonTuning.defaultPerIPConnectionLimit,
            connectionTimeoutSeconds: Int = DaemonTuning.defaultConnectionTimeoutSeconds
        ) {
            self.host = host
            self.port = port
            self.threads = threads
            self.maxBodyBytes = maxBodyBytes
            self.connectionLimit = connectionLimit
            self.perIPConnectionLimit = perIPConnectionLimit
            self.connectionTimeoutSeconds = connectionTimeoutSeconds
        }

        /// Checks every value against what libmicrohttpd accepts (its options are `unsigned int`).
        package func validate() throws(ServerError) {
            let limit = Int(UInt32.max)
            func check(_ ok: Bool, _ field: String, _ reason: String) throws(ServerError) {
                if !ok { throw .invalidConfiguration(field: field, reason: reason) }
            }
            try check(!host.isEmpty, "host", "must not be empty")
            try check((0...65535).contains(port), "port", "must be 0...65535, got \(port)")
            try check((1...1024).contains(threads), "threads", "must be 1...1024, got \(threads)")
            try check(maxBodyBytes >= 0, "maxBodyBytes", "must not be negative, got \(maxBodyBytes)")
            try check(maxUploadBytes >= 0, "maxUploadBytes", "must not be negative, got \(maxUploadBytes)")
            try check((1...limit).contains(connectionLimit), "connectionLimit", "must be at least 1, got \(connectionLimit)")
            try check(
                (0...limit).contains(perIPConnectionLimit), "perIPConnectionLimit",
                "must not be negative, got \(perIPConnectionLimit)")
            try check(
                (0...limit).contains(connectionTimeoutSeconds), "connectionTimeoutSeconds",
                "must not be negative, got \(connectionTimeoutSeconds)")
        }
    }
}
