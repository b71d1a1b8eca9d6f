import ArgumentParser
import OrientationAPI
import OrientationImport
import OrientationLinter

/// `lint --baseline FILE` and `--write-baseline FILE`.
enum BaselineOptions {
    /// The largest baseline file read (a baseline of a large project is a few hundred kilobytes).
    static let maxBytes = 64 << 20

    /// Compares the report with the baseline in `read`, then records it in `write` (the same file may be both:
    /// the comparison uses the old contents). A file that cannot be read or is not a baseline ends the command
    /// with status 2 and a message naming it. `inside`: the project root a baseline the configuration file names
    /// must lead into (nil for `--baseline`, the user's own choice); one outside it is never opened.
    static func apply(
        read: String?, inside root: ProjectRoot? = nil, write: String?, to report: inout ProjectLintReport
    ) throws {
        if let read {
            let bytes: [UInt8]
            do throws(ImportError) {
                if let root {
                    bytes = try ProjectPath.read(
                        read, limit: maxBytes, what: "the baseline the configuration file names", inside: root)
                } else {
                    bytes = try ProjectPath.read(read, limit: maxBytes, what: "the baseline")
                }
            } catch {
                throw ProjectCommand.failure(error)
            }
            do throws(BaselineFile.Error) {
                try BaselineFile.decode(bytes).compare(&report)
            } catch {
                let at = error.at.isEmpty ? "" : " at \(error.at)"
                StandardStreams.writeError("\(read)\(at): not a baseline file: \(error.message)\n")
                throw ExitCode(2)
            }
        }
        if let write {
            do throws(ImportError) {
                try ProjectPath.write(BaselineFile.encode(Baseline(recording: report)), to: write)
            } catch {
                throw ProjectCommand.failure(error)
            }
        }
    }
}
