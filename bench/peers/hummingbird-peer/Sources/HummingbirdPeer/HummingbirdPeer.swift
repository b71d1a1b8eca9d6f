import Hummingbird
import Logging
import NIOCore
import NIOPosix
import OrientationPolicy

/// The benchmark's Hummingbird peer: `POST /v1/decide` (and `GET /healthz`), as a Swift team would write it with
/// Hummingbird 2 and Codable (bench/peers/README.md).
@main
enum HummingbirdPeer {
    static func main() async throws {
        let options = PeerOptions.parse(Array(CommandLine.arguments.dropFirst()))
        let level = options.logLevel
        LoggingSystem.bootstrap { label in StderrLineHandler(label: label, level: level) }

        let router = Router(context: PeerRequestContext.self)
        if options.logLevel <= .info {
            router.add(middleware: AccessLogMiddleware(logger: Logger(label: "access")))
        }
        router.add(middleware: RequestIDMiddleware())
        router.post("/v1/decide") { request, context -> DecideResponse in
            let body = try await request.decode(as: DecideRequest.self, context: context)
            let scenario: Scenario
            do {
                scenario = try body.scenario()
            } catch {
                throw HTTPError(.unprocessableContent, message: "\(error)")
            }
            return DecideResponse(Policy.decide(scenario))
        }
        router.get("/healthz") { _, _ in #"{"status":"ok"}"# }

        let host = options.host
        var logger = Logger(label: "hummingbird-peer")
        logger.logLevel = options.logLevel
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(options.host, port: options.port)),
            onServerRunning: { channel in
                // Written whatever the log level: the benchmark waits for it (as for orientation-server).
                let port = channel.localAddress?.port ?? 0
                let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
                StderrLineHandler.write(
                    "\(StderrLineHandler.timestamp()) notice hummingbird-peer: listening on http://\(shown):\(port)\n")
            },
            eventLoopGroupProvider: .shared(MultiThreadedEventLoopGroup(numberOfThreads: options.threads)),
            logger: logger
        )
        try await app.runService()
    }
}
