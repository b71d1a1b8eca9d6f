#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ServerError {
    /// `strerror` text for an errno, for messages only.
    static func errnoName(_ value: Int32) -> String {
        guard let text = strerror(value) else { return "unknown error" }
        return String(cString: text)
    }
}
