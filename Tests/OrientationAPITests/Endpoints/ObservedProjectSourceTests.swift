import Foundation
import OrientationImport
import Testing

@testable import OrientationAPI

@Suite("Upload progress: files announced while read")
struct ObservedProjectSourceTests {
    /// A worker that crashes names the files still being read; a reader thread that finished its last file and
    /// waits idle must not leave that file named.
    @Test func everySourceFileAReaderThreadTookIsAnnouncedFinishedOnceRead() throws {
        final class Events: @unchecked Sendable {
            let lock = NSLock()
            var open: [String: Int] = [:]
            var finished: [String] = []
        }
        let events = Events()
        let files = (0..<12).reduce(into: ["App/Info.plist": "<plist><dict/></plist>"]) { files, i in
            files["App/View\(i).swift"] = "import UIKit\nclass View\(i): UIViewController {}\n"
        }
        let source = ObservedProjectSource(InMemoryProjectSource(textFiles: files)) { progress in
            events.lock.lock()
            defer { events.lock.unlock() }
            switch progress {
            case .reading(let path): events.open[path, default: 0] += 1
            case .finished(let path):
                events.open[path, default: 0] -= 1
                events.finished.append(path)
            case .linting: break
            }
        }
        _ = try? ProjectImporter.importProject(source)
        #expect(Set(events.finished) == Set(files.keys.filter { $0.hasSuffix(".swift") }))
        #expect(events.open.filter { $0.key.hasSuffix(".swift") }.values.allSatisfy { $0 == 0 })
    }
}
