import Foundation
import HTTPTypes
import OpenAPIRuntime
import OrientationClient
import XCTest

/// A transport answering /version with a fixed version and recording every path it is asked for.
final class StubTransport: ClientTransport, @unchecked Sendable {
    let version: String
    private let lock = NSLock()
    private var paths: [String] = []

    init(version: String) { self.version = version }

    var requestedPaths: [String] { lock.withLock { paths } }

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        lock.withLock { paths.append(request.path ?? "") }
        let json = #"{"version":"\#(version)","gitCommit":"abc1234","buildDate":"2026-01-01T00:00:00Z"}"#
        var response = HTTPResponse(status: .ok)
        response.headerFields[.contentType] = "application/json"
        return (response, HTTPBody(json))
    }
}

final class ClientSideTests: XCTestCase {
    let url = URL(string: "http://orientation.test")!
    let scenario = Scenario(rootViewController: ViewController("RootViewController"))

    func testAServerOfAnUnknownMajorVersionIsRefusedBeforeTheDecision() async throws {
        let stub = StubTransport(version: "2.0.0")
        do {
            _ = try await OrientationService(serverURL: url, transport: stub).decide(scenario)
            XCTFail("a server of API version 2 was accepted")
        } catch let error as OrientationServiceError {
            XCTAssertEqual(error, .unsupportedServerVersion(serverVersion: "2.0.0", supportedMajorVersions: [1]))
            XCTAssertTrue(error.description.contains("API major version 2; this client speaks API major version 1 only"))
        }
        XCTAssertEqual(stub.requestedPaths, ["/version"])
    }

    func testAVersionThatIsNotANumberIsRefused() async throws {
        do {
            _ = try await OrientationService(serverURL: url, transport: StubTransport(version: "dev")).version()
            XCTFail("version 'dev' was accepted")
        } catch let error as OrientationServiceError {
            XCTAssertEqual(error, .unsupportedServerVersion(serverVersion: "dev", supportedMajorVersions: [1]))
        }
    }

    func testAMaskWithBitZeroIsRefusedBeforeAnythingIsSent() async throws {
        let stub = StubTransport(version: "1.0.0")
        // UIInterfaceOrientation.portrait's raw value (1) used as a mask: the classic mistake.
        let root = ViewController("RootViewController", supportedInterfaceOrientations: UIInterfaceOrientationMask(rawValue: 1))
        do {
            _ = try await OrientationService(serverURL: url, transport: stub).decide(Scenario(rootViewController: root))
            XCTFail("a mask with bit 0 was sent")
        } catch let OrientationServiceError.invalidRequest(pointer, _) {
            XCTAssertEqual(pointer, "/window/rootViewController/supportedInterfaceOrientations")
        }
        XCTAssertEqual(stub.requestedPaths, [])
    }

    func testASystemVersionThatIsNotAVersionIsRefusedBeforeAnythingIsSent() async throws {
        let stub = StubTransport(version: "1.0.0")
        do {
            _ = try await OrientationService(serverURL: url, transport: stub).decide(
                Scenario(device: .iPhone("seventeen"), rootViewController: ViewController("RootViewController")))
            XCTFail("systemVersion 'seventeen' was sent")
        } catch let OrientationServiceError.invalidRequest(pointer, _) {
            XCTAssertEqual(pointer, "/device/systemVersion")
        }
        XCTAssertEqual(stub.requestedPaths, [])
    }

    func testPresentingTwiceStacksTheSecondPresentationOnTheFirst() throws {
        let root = ViewController("Root").presenting(ViewController("First"))
            .presenting(ViewController("Second"), modalPresentationStyle: .formSheet)
        XCTAssertEqual(root.presentedViewController?.name, "First")
        XCTAssertEqual(root.presentedViewController?.modalPresentationStyle, .fullScreen)
        XCTAssertEqual(root.presentedViewController?.presentedViewController?.name, "Second")
        XCTAssertEqual(root.presentedViewController?.presentedViewController?.modalPresentationStyle, .formSheet)
    }
}
