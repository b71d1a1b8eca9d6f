import OrientationAPI
import Testing

@testable import OrientationServer

/// The frames between the server and an upload worker carry a request and its answer unchanged, and a frame cut
/// short or from something else is refused rather than misread.
@Suite struct WorkerFrameTests {
    @Test func aRequestCrossesWithEveryPartIntact() throws {
        let body = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let request = APIRequest(
            method: "POST", path: "/v1/lint", query: "format=sarif&strip=1",
            headers: [("Content-Type", "application/gzip"), ("Accept", "application/sarif+json")], body: body)
        let decoded = try WorkerFrame.decodeRequest(WorkerFrame.encode(request))
        #expect(decoded.method == "POST")
        #expect(decoded.path == "/v1/lint")
        #expect(decoded.query == "format=sarif&strip=1")
        #expect(decoded.headers.map(\.name) == ["Content-Type", "Accept"])
        #expect(decoded.headers.map(\.value) == ["application/gzip", "application/sarif+json"])
        #expect(decoded.body == body)
    }

    @Test func aRequestWithoutAQueryKeepsNoQuery() throws {
        let decoded = try WorkerFrame.decodeRequest(WorkerFrame.encode(APIRequest(method: "POST", path: "/v1/import")))
        #expect(decoded.query == nil)
    }

    @Test func aResponseCrossesWithStatusHeadersAndBody() throws {
        let response = APIResponse(status: 200, headers: [("Content-Type", "application/json")], body: Array("{}".utf8))
        guard case .response(let decoded) = try WorkerFrame.decodeAnswer(WorkerFrame.encode(.response(response))) else {
            Issue.record("not a response")
            return
        }
        #expect(decoded.status == 200)
        #expect(decoded.header("Content-Type") == "application/json")
        #expect(decoded.body == Array("{}".utf8))
    }

    @Test func aProblemCrossesAsTheSameProblem() throws {
        let problem = APIProblem(.importMalformedPlist, "App/Info.plist:3: not a plist", pointer: nil)
        guard case .problem(let decoded) = try WorkerFrame.decodeAnswer(WorkerFrame.encode(.problem(problem))) else {
            Issue.record("not a problem")
            return
        }
        #expect(decoded == problem)
    }

    @Test func everyFrameCutShortIsRefused() {
        let frame = WorkerFrame.encode(.problem(APIProblem(.importNoApp, "no app")))
        for length in 0..<frame.count {
            #expect(throws: WorkerFrame.Malformed.self) { try WorkerFrame.decodeAnswer(Array(frame[..<length])) }
        }
        #expect(throws: WorkerFrame.Malformed.self) { try WorkerFrame.decodeAnswer(frame + [0]) }
    }

    @Test func aRequestFrameIsItsHeadThenTheBodyAsItIs() throws {
        let body = Array((0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let request = APIRequest(method: "POST", path: "/v1/lint", query: "strip=1", headers: [("A", "b")], body: body)
        let head = WorkerFrame.head(of: request)
        #expect(head + body == WorkerFrame.encode(request))
        #expect(try WorkerFrame.decodeRequest(head + body).body == body)
    }

    @Test func aRequestFrameIsNotReadAsAnAnswer() {
        #expect(throws: WorkerFrame.Malformed.self) {
            try WorkerFrame.decodeAnswer(WorkerFrame.encode(APIRequest(method: "POST", path: "/v1/lint")))
        }
    }

    @Test func progressLinesNameTheFileWithControlBytesMasked() throws {
        let line = WorkerProgressLine.encode(.reading("App/a\nb.swift"), thread: 42)
        #expect(line.last == 0x0A)
        #expect(line.dropLast().contains(0x0A) == false)
        let decoded = try #require(WorkerProgressLine.decode(line.dropLast()))
        #expect(decoded.thread == 42)
        #expect(decoded.progress == .reading("App/a?b.swift"))
        #expect(WorkerProgressLine.decode(Array("Fatal error: boom".utf8)[...]) == nil)
    }

    @Test func aThreadDoneWithAFileSaysSoSoItsIdleTimeNamesNoFile() throws {
        let line = WorkerProgressLine.encode(.finished("App/Done.swift"), thread: 7)
        let decoded = try #require(WorkerProgressLine.decode(line.dropLast()))
        #expect(decoded.thread == 7)
        #expect(decoded.progress == .finished("App/Done.swift"))
    }
}
