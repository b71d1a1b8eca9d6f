import ArgumentParser
import OrientationAPI

/// `orientation-server upload-worker`: what the server starts for each project upload (`ProcessIsolation`).
/// Reads one request frame from standard input, answers it as the server would in process
/// (`Service.answerUpload`), writes the answer frame to standard output and exits. Not for people: hidden from
/// the help.
///
/// It limits itself before reading anything: no core file (a crash on a hostile project must not fill the
/// disk), its data segment and CPU time capped as a last line of defence behind the server's own deadline and
/// memory watch, first in line for the kernel's OOM killer, and killed with the server if the server dies
/// first.
struct UploadWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "upload-worker", abstract: "Internal: imports one project upload for the server.",
        shouldDisplay: false)

    @Option(help: "Largest data segment in MiB (setrlimit RLIMIT_DATA).")
    var dataLimitMib: UInt64 = 4096

    @Option(help: "CPU seconds before the kernel stops the worker (setrlimit RLIMIT_CPU).")
    var cpuSeconds: UInt64 = 120

    @Option(help: "The server's upload limit in bytes, which the importer also applies to the archive.")
    var maxUploadBytes: Int = 32 << 20

    @Option(help: "The version the answers report (SARIF's tool version).")
    var reportVersion: String = OrientationServerCommand.version

    /// The readers recurse as deep as a project's nesting; they run on a thread with this stack.
    static let stackBytes = 256 << 20

    func run() throws {
        POSIX.dieWithParent()
        POSIX.limit(POSIX.coreFileLimit, to: 0)
        POSIX.limit(POSIX.dataSegmentLimit, to: dataLimitMib << 20)
        POSIX.limit(POSIX.cpuTimeLimit, to: cpuSeconds)
        // If memory runs out anyway, the kernel's OOM killer picks this worker, never the server; and the server's
        // own threads (the JSON endpoints, the probes) come first for the CPU.
        POSIX.preferForOOMKiller()
        POSIX.lowerPriority(by: 10)

        // The frame is the archive plus a few hundred bytes of method, path, query and headers.
        let input = Self.readAll(0, limit: maxUploadBytes + (1 << 20))
        let request: APIRequest
        do throws(WorkerFrame.Malformed) {
            request = try WorkerFrame.decodeRequest(input)
        } catch {
            StandardStreams.writeError("upload-worker: standard input is not a request frame\n")
            throw ExitCode(3)
        }
        let service = Service(
            configuration: .init(
                version: reportVersion, gitCommit: "", buildDate: "", maxUploadBytes: maxUploadBytes,
                uploadProgress: { progress in
                    StandardStreams.write(WorkerProgressLine.encode(progress, thread: POSIX.threadNumber()), to: 2)
                }))
        nonisolated(unsafe) var answer: WorkerFrame.Answer?
        POSIX.runOnThread(stackBytes: Self.stackBytes) {
            do throws(APIProblem) {
                answer = .response(try service.answerUpload(request))
            } catch {
                answer = .problem(error)
            }
        }
        guard let answer else { throw ExitCode(3) }
        StandardStreams.writeOutput(WorkerFrame.encode(answer))
    }

    /// Everything `fd` gives until its end, or the first `limit` bytes and one more (then not a frame).
    static func readAll(_ fd: Int32, limit: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { POSIX.read(fd, into: $0) }
            if count <= 0 { return bytes }
            bytes += chunk[..<count]
        }
        return bytes
    }
}
