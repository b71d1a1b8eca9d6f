import Foundation
import OrientationClient
import XCTest

/// The server the tests talk to: ORIENTATION_URL, which `make test-clients` sets (scripts/with-server starts
/// the built binary on a free port for the run).
func liveService(file: StaticString = #filePath, line: UInt = #line) throws -> OrientationService {
    guard let url = ProcessInfo.processInfo.environment["ORIENTATION_URL"].flatMap(URL.init(string:)) else {
        XCTFail("ORIENTATION_URL is not set: run the tests with `make test-clients` (or scripts/with-server)", file: file, line: line)
        throw OrientationServiceError.undocumentedResponse(status: 0)
    }
    return OrientationService(serverURL: url, timeout: 30)
}
