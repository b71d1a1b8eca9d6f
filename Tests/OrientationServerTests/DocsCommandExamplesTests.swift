import Foundation
import HTTPTestSupport
import Testing

/// The command-line transcripts of docs/cli.md, run: each ```console block right after a `<!-- cli-example -->`
/// comment is a shell session in a fresh folder holding a copy of the fixture project as `tab-game-center`, with
/// the built `orientation-server` first on PATH. Each `$ ` line is run with `sh -c` (standard error joined to
/// standard output); the lines up to the next `$ ` are its output, compared exactly. An unmarked console block
/// that runs orientation-server fails too, so no transcript can drift silently.
@Suite("docs/cli.md command examples", .serialized)
struct DocsCommandExamplesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let marker = "<!-- cli-example -->"

    struct Example: CustomStringConvertible {
        var line: Int
        var steps: [(command: String, output: String)]
        var description: String { "docs/cli.md:\(line)" }
    }

    /// The marked console blocks of a page; throws on an unmarked one that runs orientation-server.
    static func examples(in page: String) throws -> [Example] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [Example] = []
        var i = 0
        while i < lines.count {
            guard lines[i].hasPrefix("```console") else { i += 1; continue }
            let start = i
            var body: [String] = []
            i += 1
            while i < lines.count && lines[i] != "```" { body.append(lines[i]); i += 1 }
            i += 1
            var k = start - 1
            while k >= 0 && lines[k].trimmingCharacters(in: .whitespaces).isEmpty { k -= 1 }
            let marked = k >= 0 && lines[k] == marker
            guard marked else {
                if body.contains(where: { $0.hasPrefix("$ orientation-server") }) {
                    throw DocError(message: "docs/cli.md:\(start + 1): a console block runs orientation-server but is not marked \(marker)")
                }
                continue
            }
            var steps: [(String, String)] = []
            for l in body {
                if l.hasPrefix("$ ") {
                    steps.append((String(l.dropFirst(2)), ""))
                } else if !steps.isEmpty {
                    steps[steps.count - 1].1 += l + "\n"
                }
            }
            out.append(Example(line: start + 1, steps: steps))
        }
        return out
    }

    struct DocError: Error, CustomStringConvertible { var message: String; var description: String { message } }

    static var page: String {
        get throws { try String(contentsOf: repository.appendingPathComponent("docs/cli.md"), encoding: .utf8) }
    }

    @Test func theFixtureTranscriptsAreMarked() throws {
        #expect(try !Self.examples(in: Self.page).isEmpty)
    }

    @Test(arguments: try DocsCommandExamplesTests.examples(in: DocsCommandExamplesTests.page))
    func example(_ example: Example) throws {
        let folder = try ProjectFolder()
        try FileManager.default.copyItem(atPath: ProjectCommandTests.fixture, toPath: folder.path + "/tab-game-center")
        let bin = URL(fileURLWithPath: ServerProcess.builtProduct("orientation-server")).deletingLastPathComponent().path
        for step in example.steps {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec 2>&1; " + step.command]
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            var env = ProcessInfo.processInfo.environment
            env["PATH"] = bin + ":" + (env["PATH"] ?? "/usr/bin:/bin")
            process.environment = env
            let out = Pipe()
            process.standardOutput = out
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let got = String(decoding: data, as: UTF8.self)
            #expect(got == step.output, "\(example): $ \(step.command)\n--- documented\n\(step.output)--- got\n\(got)")
        }
    }
}
