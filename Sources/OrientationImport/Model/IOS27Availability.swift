/// Availability checks that decide whether code runs on iOS 27. The `else` of `#available(iOS N, *)` (Swift) or
/// `@available(iOS N, *)` (Objective-C) runs only on systems below N, and the body of `#unavailable(iOS N)` likewise
/// ("Marking API availability in Objective-C", "Running code on a specific platform or OS version", Apple's
/// documentation): with N at most 27.0 that code never runs on iOS 27; with N above it (28, 27.1) it does.
enum IOS27Availability {
    /// Whether a version as written in source (`27`, `27.0`, `26.4`, `13.0.1`) is at most 27.0. Text that is not a
    /// version is not.
    static func isAtMost27(_ version: Substring) -> Bool {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
            let major = Int(parts[0])
        else { return false }
        if major != 27 { return major < 27 }
        return parts.dropFirst().allSatisfy { Int($0) == 0 }
    }
}
