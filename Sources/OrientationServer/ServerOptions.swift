import ArgumentParser
import Logging
import MicroHTTPServer
import OrientationAPI

/// The command line of `orientation-server`. Every option can also come from an
/// `ORIENTATION_*` environment variable; the flag wins when both are given.
struct ServerOptions: ParsableArguments {
    @Option(help: "Address to bind: an IP address, localhost, 0.0.0.0 or ::. (default: 127.0.0.1, env: ORIENTATION_HOST)")
    var host: String?

    @Option(help: "TCP port; 0 picks a free one and logs it. (default: 8080, env: ORIENTATION_PORT)")
    var port: Int?

    @Option(help: "Server threads. (default: active processors, env: ORIENTATION_THREADS)")
    var threads: Int?

    @Option(help: "Largest request body in bytes; larger bodies get 413. (default: 1048576, env: ORIENTATION_MAX_BODY_BYTES)")
    var maxBodyBytes: Int?

    @Option(
        help:
            "Largest project archive in bytes (POST /v1/import and /v1/lint with a tar or tar.gz body); larger uploads get 413. (default: 33554432, env: ORIENTATION_MAX_UPLOAD_BYTES)"
    )
    var maxUploadBytes: Int?

    @Option(
        help:
            "Project uploads imported at once (1-64); more get 503 import-busy with Retry-After. (default: 1, env: ORIENTATION_MAX_CONCURRENT_IMPORTS)"
    )
    var maxConcurrentImports: Int?

    @Option(
        help:
            "process: each project upload is read by a worker process that a crash, a runaway or the memory limit ends without harming the server; none: read in the server's own process (only for input you trust). (default: process, env: ORIENTATION_IMPORT_ISOLATION)"
    )
    var importIsolation: String?

    @Option(
        help:
            "Seconds a project upload may take to import and lint before its worker is stopped and the upload gets 422 import-reader-failed (1-3600). (default: 20, env: ORIENTATION_IMPORT_TIMEOUT)"
    )
    var importTimeout: Int?

    @Option(
        help:
            "MiB of resident memory an upload's worker may use before it is stopped (64-65536). (default: 1024, env: ORIENTATION_IMPORT_MEMORY_LIMIT)"
    )
    var importMemoryLimit: Int?

    @Option(help: "Simultaneous connections. (default: 4096, env: ORIENTATION_CONNECTION_LIMIT)")
    var connectionLimit: Int?

    @Option(help: "Simultaneous connections per client address; 0 = no limit. (default: 0, env: ORIENTATION_PER_IP_CONNECTION_LIMIT)")
    var perIpConnectionLimit: Int?

    @Option(help: "Seconds a silent connection is kept open. (default: 30, env: ORIENTATION_CONNECTION_TIMEOUT)")
    var connectionTimeout: Int?

    @Option(help: "Seconds to finish in-flight requests on SIGTERM/SIGINT. (default: 10, env: ORIENTATION_SHUTDOWN_GRACE_PERIOD)")
    var shutdownGracePeriod: Int?

    @Option(help: "trace|debug|info|notice|warning|error|critical. (default: info, env: ORIENTATION_LOG_LEVEL)")
    var logLevel: String?

    @Option(help: "text|json. (default: text, env: ORIENTATION_LOG_FORMAT)")
    var logFormat: String?

    /// The settings after applying flags, then environment variables, then defaults, and checking ranges.
    func resolve(environment: EnvironmentValue) throws -> ServerSettings {
        var server = HTTPServer.Configuration()
        server.host = host ?? environment.string("ORIENTATION_HOST") ?? server.host
        server.port = try port ?? environment.integer("ORIENTATION_PORT") ?? server.port
        server.threads = try threads ?? environment.integer("ORIENTATION_THREADS") ?? server.threads
        server.maxBodyBytes = try maxBodyBytes ?? environment.integer("ORIENTATION_MAX_BODY_BYTES") ?? server.maxBodyBytes
        server.maxUploadBytes = try maxUploadBytes ?? environment.integer("ORIENTATION_MAX_UPLOAD_BYTES") ?? server.maxUploadBytes
        server.uploadMediaTypes = Service.archiveMediaTypes
        server.connectionLimit =
            try connectionLimit ?? environment.integer("ORIENTATION_CONNECTION_LIMIT")
            ?? server.connectionLimit
        server.perIPConnectionLimit =
            try perIpConnectionLimit
            ?? environment.integer("ORIENTATION_PER_IP_CONNECTION_LIMIT") ?? server.perIPConnectionLimit
        server.connectionTimeoutSeconds =
            try connectionTimeout ?? environment.integer("ORIENTATION_CONNECTION_TIMEOUT")
            ?? server.connectionTimeoutSeconds
        do throws(ServerError) {
            try server.validate()
        } catch {
            guard case .invalidConfiguration(let field, let reason) = error else { throw ValidationError(error.description) }
            throw ValidationError("--\(Self.flagName(field)) \(reason)")
        }

        let imports = try maxConcurrentImports ?? environment.integer("ORIENTATION_MAX_CONCURRENT_IMPORTS") ?? 1
        guard (1...64).contains(imports) else {
            throw ValidationError("--max-concurrent-imports must be 1...64, got \(imports)")
        }

        let isolation = importIsolation ?? environment.string("ORIENTATION_IMPORT_ISOLATION") ?? "process"
        guard ["process", "none"].contains(isolation) else {
            throw ValidationError("--import-isolation must be process or none, got '\(isolation)'")
        }
        let timeout = try importTimeout ?? environment.integer("ORIENTATION_IMPORT_TIMEOUT") ?? 20
        guard (1...3600).contains(timeout) else {
            throw ValidationError("--import-timeout must be 1...3600 seconds, got \(timeout)")
        }
        let memory = try importMemoryLimit ?? environment.integer("ORIENTATION_IMPORT_MEMORY_LIMIT") ?? 1024
        guard (64...65536).contains(memory) else {
            throw ValidationError("--import-memory-limit must be 64...65536 MiB, got \(memory)")
        }

        let grace = try shutdownGracePeriod ?? environment.integer("ORIENTATION_SHUTDOWN_GRACE_PERIOD") ?? 10
        guard (0...3600).contains(grace) else {
            throw ValidationError("--shutdown-grace-period must be 0...3600 seconds, got \(grace)")
        }

        let level: Logger.Level
        if let logLevel {
            guard let parsed = Logger.Level.parse(logLevel) else {
                throw ValidationError("--log-level '\(logLevel)' is invalid; expected \(Logger.Level.allNames)")
            }
            level = parsed
        } else {
            level =
                try environment.parsed(
                    "ORIENTATION_LOG_LEVEL", expected: Logger.Level.allNames,
                    Logger.Level.parse) ?? .info
        }

        let format: LogFormat
        let formats = LogFormat.allCases.map(\.rawValue).joined(separator: "|")
        if let logFormat {
            guard let parsed = LogFormat(rawValue: logFormat.lowercased()) else {
                throw ValidationError("--log-format '\(logFormat)' is invalid; expected \(formats)")
            }
            format = parsed
        } else {
            format =
                try environment.parsed("ORIENTATION_LOG_FORMAT", expected: formats) {
                    LogFormat(rawValue: $0.lowercased())
                } ?? .text
        }

        return ServerSettings(
            server: server, maxConcurrentImports: imports, isolatesImports: isolation == "process",
            importTimeout: .seconds(timeout), importMemoryLimitBytes: memory << 20, shutdownGracePeriod: .seconds(grace),
            logLevel: level, logFormat: format)
    }

    /// The flag spelling of a ``HTTPServer/Configuration`` field, for error messages.
    static func flagName(_ field: String) -> String {
        switch field {
        case "maxBodyBytes": "max-body-bytes"
        case "maxUploadBytes": "max-upload-bytes"
        case "connectionLimit": "connection-limit"
        case "perIPConnectionLimit": "per-ip-connection-limit"
        case "connectionTimeoutSeconds": "connection-timeout"
        default: field
        }
    }
}

/// Everything the executable needs to run, resolved and validated.
struct ServerSettings: Sendable {
    var server: HTTPServer.Configuration
    var maxConcurrentImports: Int
    /// Whether uploads are read in worker processes (`ProcessIsolation`).
    var isolatesImports: Bool
    var importTimeout: Duration
    var importMemoryLimitBytes: Int
    var shutdownGracePeriod: Duration
    var logLevel: Logger.Level
    var logFormat: LogFormat
}
