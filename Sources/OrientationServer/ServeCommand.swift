import ArgumentParser
import Logging
import MicroHTTPServer
import OrientationAPI

/// `orientation-server serve` (the default subcommand, so `orientation-server --port 8080` means the same): serves
/// the orientation policy API over HTTP until SIGTERM or SIGINT.
struct ServeCommand: ParsableCommand {
    static var version: String { OrientationServerCommand.version }

    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve UIKit interface-orientation decisions over HTTP (POST /v1/decide). The default subcommand.",
        discussion: """
            Prints "listening on http://HOST:PORT" to standard error once the socket is bound (with --port 0 \
            the port is the one the kernel chose). SIGTERM or SIGINT stops accepting, finishes in-flight \
            requests within --shutdown-grace-period and exits 0. ORIENTATION_GIT_COMMIT and \
            ORIENTATION_BUILD_DATE set what GET /version reports.
            """)

    @OptionGroup var options: ServerOptions

    func run() throws {
        let environment = EnvironmentValue.process
        let settings = try options.resolve(environment: environment)
        LoggingSystem.bootstrap { label in
            StderrLogHandler(label: label, format: settings.logFormat, level: settings.logLevel)
        }
        let log = Logger(label: "orientation-server")

        let signals = TerminationSignals()
        signals.block()  // before any thread exists, so libmicrohttpd's threads inherit the mask

        let isolation = try Self.isolation(settings, log: log)
        let service = Service(
            configuration: .init(
                version: Self.version,
                gitCommit: environment.string("ORIENTATION_GIT_COMMIT") ?? "unknown",
                buildDate: environment.string("ORIENTATION_BUILD_DATE") ?? "unknown",
                maxBodyBytes: settings.server.maxBodyBytes, maxUploadBytes: settings.server.maxUploadBytes,
                maxConcurrentImports: settings.maxConcurrentImports, uploadIsolation: isolation))
        let accessLog =
            settings.logLevel <= .info
            ? AccessLog(
                format: settings.logFormat,
                onDrop: { [metrics = service.metrics] in
                    metrics.recordDroppedAccessLogLine()
                }) : nil
        let adapter = APIAdapter(service: service, accessLog: accessLog)
        let diagnosticsLog = Logger(label: "http")
        let server = HTTPServer(
            configuration: settings.server,
            diagnostics: { diagnostic in
                if let error = diagnostic.error {
                    diagnosticsLog.error("\(diagnostic.message)", metadata: ["code": .string(error.code)])
                } else {
                    diagnosticsLog.warning("\(diagnostic.message)")
                }
            }, handler: adapter.handle)

        do throws(ServerError) {
            try server.start()
        } catch {
            log.critical("cannot start: \(error)", metadata: ["code": .string(error.code)])
            throw ExitCode(2)
        }
        announce(host: settings.server.host, port: server.port, settings: settings, log: log)

        let signal = signals.wait()
        log.notice(
            "\(signal) received: draining",
            metadata: [
                "in_flight": .stringConvertible(server.inFlightRequests),
                "grace_period_s": .stringConvertible(settings.shutdownGracePeriod.components.seconds),
            ])
        service.setReady(false)
        let clock = ContinuousClock()
        isolation?.beginShutdown(stopBy: clock.now.advanced(by: Self.readerStopMargin(settings.shutdownGracePeriod)))
        let elapsed = clock.measure { server.shutdown(gracePeriod: settings.shutdownGracePeriod) }
        accessLog?.drain()  // every answered request's line, before "stopped"

        let (seconds, attoseconds) = elapsed.components
        log.notice(
            "stopped",
            metadata: [
                "shutdown_ms": .stringConvertible(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
            ])
    }

    /// The worker-process isolation of uploads, unless `--import-isolation none`.
    private static func isolation(_ settings: ServerSettings, log: Logger) throws -> ProcessIsolation? {
        guard settings.isolatesImports else { return nil }
        guard let executable = POSIX.executablePath() else {
            log.critical("cannot find this executable's path to start upload workers; use --import-isolation none")
            throw ExitCode(2)
        }
        return ProcessIsolation(
            settings: .init(
                executable: executable, deadline: settings.importTimeout,
                memoryLimitBytes: settings.importMemoryLimitBytes, maxUploadBytes: settings.server.maxUploadBytes,
                version: version))
    }

    /// When, within the grace period, a running upload's worker is stopped: early enough that its 503 answer is
    /// sent before the period ends (a quarter of it, at most one second, before the end).
    static func readerStopMargin(_ grace: Duration) -> Duration {
        grace - min(grace / 4, .seconds(1))
    }

    /// The line test harnesses wait for. It is written even when the log level hides notices.
    private func announce(host: String, port: Int, settings: ServerSettings, log: Logger) {
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let message = "listening on http://\(shownHost):\(port)"
        let metadata: Logger.Metadata = [
            "threads": .stringConvertible(settings.server.threads),
            "max_body_bytes": .stringConvertible(settings.server.maxBodyBytes),
            "max_upload_bytes": .stringConvertible(settings.server.maxUploadBytes),
            "version": .string(Self.version),
        ]
        if log.logLevel <= .notice {
            log.notice("\(message)", metadata: metadata)
        } else {
            let handler = StderrLogHandler(label: log.label, format: settings.logFormat, level: .notice)
            StderrLogHandler.write(handler.line(level: .notice, message: message, metadata: metadata))
        }
    }
}
