import Foundation
import Logging
import Testing

@testable import OrientationServer

@Suite("Command-line settings and log lines")
struct SettingsAndLogTests {
    static func resolve(_ arguments: [String], _ environment: [String: String] = [:]) throws -> ServerSettings {
        try ServerOptions.parse(arguments).resolve(environment: EnvironmentValue(environment: environment))
    }

    @Test("With no flags and no environment the documented defaults apply")
    func defaults() throws {
        let settings = try Self.resolve([])
        #expect(settings.server.host == "127.0.0.1")
        #expect(settings.server.port == 8080)
        #expect(settings.server.maxBodyBytes == 1 << 20)
        #expect(settings.server.maxUploadBytes == 32 << 20)
        #expect(settings.maxConcurrentImports == 1)
        #expect(settings.server.uploadMediaTypes.contains("application/gzip"))
        #expect(settings.shutdownGracePeriod == .seconds(10))
        #expect(settings.logLevel == .info)
        #expect(settings.logFormat == .text)
    }

    @Test(
        "Each flag beats its environment variable, and the variable beats the default",
        arguments: [
            ("--port", "ORIENTATION_PORT", "9001", "9002"),
            ("--threads", "ORIENTATION_THREADS", "3", "5"),
            ("--max-body-bytes", "ORIENTATION_MAX_BODY_BYTES", "100", "200"),
            ("--max-upload-bytes", "ORIENTATION_MAX_UPLOAD_BYTES", "3000", "4000"),
            ("--connection-limit", "ORIENTATION_CONNECTION_LIMIT", "10", "20"),
            ("--per-ip-connection-limit", "ORIENTATION_PER_IP_CONNECTION_LIMIT", "4", "8"),
            ("--connection-timeout", "ORIENTATION_CONNECTION_TIMEOUT", "7", "9"),
            ("--shutdown-grace-period", "ORIENTATION_SHUTDOWN_GRACE_PERIOD", "1", "2"),
            ("--max-concurrent-imports", "ORIENTATION_MAX_CONCURRENT_IMPORTS", "3", "4"),
        ])
    func precedence(flag: String, variable: String, flagValue: String, environmentValue: String) throws {
        func value(_ settings: ServerSettings) -> Int {
            switch flag {
            case "--port": settings.server.port
            case "--threads": settings.server.threads
            case "--max-body-bytes": settings.server.maxBodyBytes
            case "--max-upload-bytes": settings.server.maxUploadBytes
            case "--connection-limit": settings.server.connectionLimit
            case "--per-ip-connection-limit": settings.server.perIPConnectionLimit
            case "--connection-timeout": settings.server.connectionTimeoutSeconds
            case "--max-concurrent-imports": settings.maxConcurrentImports
            default: Int(settings.shutdownGracePeriod.components.seconds)
            }
        }
        let both = try Self.resolve([flag, flagValue], [variable: environmentValue])
        #expect(value(both) == Int(flagValue))
        let onlyEnvironment = try Self.resolve([], [variable: environmentValue])
        #expect(value(onlyEnvironment) == Int(environmentValue))
    }

    @Test("Host, log level and log format come from flags or the environment")
    func stringSettings() throws {
        let fromEnvironment = try Self.resolve(
            [],
            [
                "ORIENTATION_HOST": "0.0.0.0", "ORIENTATION_LOG_LEVEL": "DEBUG",
                "ORIENTATION_LOG_FORMAT": "json",
            ])
        #expect(fromEnvironment.server.host == "0.0.0.0")
        #expect(fromEnvironment.logLevel == .debug)
        #expect(fromEnvironment.logFormat == .json)
        let fromFlags = try Self.resolve(
            ["--host", "::1", "--log-level", "error", "--log-format", "text"],
            [
                "ORIENTATION_HOST": "0.0.0.0", "ORIENTATION_LOG_LEVEL": "debug",
                "ORIENTATION_LOG_FORMAT": "json",
            ])
        #expect(fromFlags.server.host == "::1")
        #expect(fromFlags.logLevel == .error)
        #expect(fromFlags.logFormat == .text)
    }

    @Test("An empty environment variable counts as unset")
    func emptyVariable() throws {
        #expect(try Self.resolve([], ["ORIENTATION_PORT": ""]).server.port == 8080)
    }

    @Test(
        "Invalid values are refused with a message naming the flag or variable",
        arguments: [
            (["--port", "70000"], [:], "--port"),
            (["--threads", "0"], [:], "--threads"),
            (["--log-level", "loud"], [:], "--log-level"),
            (["--log-format", "xml"], [:], "--log-format"),
            (["--shutdown-grace-period=-1"], [:], "--shutdown-grace-period"),
            (["--max-upload-bytes=-1"], [:], "--max-upload-bytes"),
            (["--max-concurrent-imports", "0"], [:], "--max-concurrent-imports"),
            (["--max-concurrent-imports", "65"], [:], "--max-concurrent-imports"),
            ([], ["ORIENTATION_PORT": "http"], "ORIENTATION_PORT"),
            ([], ["ORIENTATION_CONNECTION_TIMEOUT": "1.5"], "ORIENTATION_CONNECTION_TIMEOUT"),
            ([], ["ORIENTATION_LOG_FORMAT": "yaml"], "ORIENTATION_LOG_FORMAT"),
        ] as [([String], [String: String], String)])
    func invalid(arguments: [String], environment: [String: String], named: String) {
        #expect {
            _ = try Self.resolve(arguments, environment)
        } throws: { error in
            "\(error)".contains(named)
        }
    }

    @Test(
        "JSON log lines are one valid JSON object that escapes quotes, backslashes and control characters",
        arguments: ["plain", "quote \" backslash \\ newline \n tab \t bell \u{7}", "ünïcødé ✓"])
    func jsonLine(message: String) throws {
        let handler = StderrLogHandler(label: "access", format: .json, level: .info)
        let line = handler.line(
            level: .info, message: message,
            metadata: [
                "status": .stringConvertible(413), "path": .string("/v1/\"x\""), "tags": .array([.string("a")]),
            ])
        #expect(line.hasSuffix("}\n"))
        #expect(line.dropLast().contains("\n") == false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["message"] as? String == message)
        #expect(object["level"] as? String == "info")
        #expect(object["label"] as? String == "access")
        #expect(object["status"] as? Int == 413)
        #expect(object["path"] as? String == "/v1/\"x\"")
        #expect(object["tags"] as? [String] == ["a"])
    }

    @Test("Text log lines carry time, level, label, message and sorted key=value metadata")
    func textLine() {
        let handler = StderrLogHandler(label: "orientation-server", format: .text, level: .info)
        let line = handler.line(
            level: .notice, message: "listening on http://127.0.0.1:8080",
            metadata: ["b": "2", "a": "1"])
        #expect(line.hasSuffix(" notice orientation-server: listening on http://127.0.0.1:8080 a=1 b=2\n"))
        #expect(line.prefix(4).allSatisfy { $0.isNumber })
    }
}
