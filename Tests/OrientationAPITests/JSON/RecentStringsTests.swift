import Foundation
import Testing

@testable import OrientationAPI

/// `RecentStrings` hands back a string a thread built before when the same bytes come again. Whatever the cache
/// holds, the string it returns must be exactly the bytes asked for.
@Suite("API codec: strings recently built from request bytes")
struct RecentStringsTests {
    static func string(_ cache: RecentStrings, _ s: String) -> String {
        let bytes = Array(s.utf8)
        return bytes.withUnsafeBufferPointer { cache.string($0.baseAddress!, count: $0.count) }
    }

    @Test(
        "a string is spelt by exactly its bytes, whatever its length",
        arguments: [
            "", "A", "FeedViewController", String(repeating: "x", count: 15), String(repeating: "y", count: 16),
            String(repeating: "z", count: 64), String(repeating: "w", count: 65), String(repeating: "v", count: 300),
        ])
    func spelling(_ s: String) {
        let cache = RecentStrings()
        #expect(Self.string(cache, s) == s)
        #expect(Self.string(cache, s) == s, "asked a second time")
    }

    @Test("many names asked in turn each come back as themselves, the ones that share a slot included")
    func collisions() {
        let cache = RecentStrings()
        // More names than slots, so slots are shared and overwritten; names of one length that differ only in
        // their middle bytes share their first and last 8 bytes, so they land in the same slot.
        var names = (0..<400).map { "Controller\($0)ViewController" }
        names += (0..<40).map { "SameStartBytes-\(String(format: "%03d", $0))-SameEndBytes" }
        for round in 0..<3 {
            for name in names {
                #expect(Self.string(cache, name) == name, "round \(round)")
            }
            for name in names.reversed() {
                #expect(Self.string(cache, name) == name, "round \(round), reversed")
            }
        }
    }

    @Test("strings of one spelling but different lengths are told apart")
    func prefixes() {
        let cache = RecentStrings()
        let long = "NavigationControllerForSettingsScreen"
        for n in stride(from: 16, through: long.utf8.count, by: 1) {
            let prefix = String(long.utf8.prefix(n))!
            #expect(Self.string(cache, prefix) == prefix)
            #expect(Self.string(cache, long) == long)
        }
    }

    @Test("strings stay right while several threads build them at once, each from its own cache")
    func threads() async {
        let names = (0..<64).map { "Thread-safe name number \($0) for a controller" }
        await withTaskGroup(of: Bool.self) { group in
            for t in 0..<8 {
                group.addTask {
                    (0..<200).allSatisfy { i in
                        let name = names[(i * 7 + t) % names.count]
                        let bytes = Array(name.utf8)
                        return bytes.withUnsafeBufferPointer {
                            RecentStrings.current.string($0.baseAddress!, count: $0.count) == name
                        }
                    }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }

    /// `cached` on `text` as request bytes (the string's content, its closing quote, what follows).
    static func cached(_ cache: RecentStrings, _ text: String) -> (string: String, length: Int)? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { cache.cached($0.baseAddress!, available: $0.count) }
    }

    @Test("a plain string built before is found from its first bytes when its closing quote follows it")
    func cachedHit() {
        let cache = RecentStrings()
        _ = Self.string(cache, "FeedNavigationController")
        let found = Self.cached(cache, "FeedNavigationController\",\"kind\"")
        #expect(found?.string == "FeedNavigationController" && found?.length == 24)
    }

    @Test(
        "a string is not found when the bytes go on, stop early or differ, or the cache never built it",
        arguments: [
            "FeedNavigationControllers\"", "FeedNavigationControlle\"", "FeedNavigationCOntroller\"",
            "FeedNavigationController", "FeedNavigationController\\\"\"", "VideoNavigationController\"",
        ])
    func cachedMiss(text: String) {
        let cache = RecentStrings()
        _ = Self.string(cache, "FeedNavigationController")
        #expect(Self.cached(cache, text) == nil)
    }

    @Test("a string with a byte a plain JSON string cannot hold is never found in request bytes")
    func cachedOnlyPlain() {
        for stored in ["QuoteInside\"TheNameHere", "BackslashInside\\TheName", "Non-ASCII name \u{e9}t\u{e9} here"] {
            let cache = RecentStrings()
            #expect(Self.string(cache, stored) == stored)
            #expect(Self.cached(cache, stored + "\"") == nil, "\(stored)")
        }
    }
}
