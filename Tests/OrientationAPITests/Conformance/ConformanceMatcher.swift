import Foundation

/// Compares a response with a vector's `expect` object, by the rules in `conformance/README.md`:
///
/// - `status`: the HTTP status, exactly.
/// - `headers`: each named header must be present; every comma-separated token of the expected value must appear
///   in the actual value (case-insensitive); `Content-Type` parameters (`; charset=...`) are ignored.
/// - `findingCodes` (lint): the set of distinct `code`s of the body's `findings` equals the expected set;
///   `findingCodesInclude` / `findingCodesExclude`: each listed code is / is not among them (a trigger and its
///   near-miss).
/// - every other member: compared with the body member of the same name, partially: an expected object only
///   checks the members it names, an expected array needs the same length and matches element by element, an
///   expected `null` also accepts a missing member, and an expected number matched against an object compares that
///   object's `rawValue` (the mask shorthand: `"supportedInterfaceOrientations": 26`).
///
/// The Python harness (`clients/python/orientation_conformance.py`) implements the same rules; keep them in step.
enum ConformanceMatcher {
    static let reservedKeys: Set<String> = ["status", "headers"]
    static let findingKeys: Set<String> = ["findingCodes", "findingCodesInclude", "findingCodesExclude"]

    /// The mismatches, each a readable sentence naming the JSON path; empty when the response conforms.
    static func mismatches(
        expect: ConformanceJSON, status: Int, headers: [(name: String, value: String)], body: [UInt8]
    ) -> [String] {
        var problems: [String] = []
        guard let members = expect.members else { return ["expect is not an object"] }
        if let unreadable = expect["unreadable"]?.stringValue { return ["vector file unreadable: \(unreadable)"] }
        if let want = expect["status"]?.intValue, want != status {
            problems.append("status: expected \(want), got \(status)")
        }
        if let wantHeaders = expect["headers"]?.members {
            for h in wantHeaders {
                guard let want = h.value.stringValue else { continue }
                guard let got = headers.first(where: { $0.name.lowercased() == h.key.lowercased() })?.value else {
                    problems.append("header \(h.key): missing (expected \(want))")
                    continue
                }
                if !headerMatches(name: h.key, expected: want, actual: got) {
                    problems.append("header \(h.key): expected \(want), got \(got)")
                }
            }
        }
        let bodyKeys = members.filter { !reservedKeys.contains($0.key) }
        guard !bodyKeys.isEmpty else { return problems }
        let parsed: ConformanceJSON
        do {
            parsed = try ConformanceJSONReader.parse(body)
        } catch {
            problems.append("body is not JSON (\(error)): \(String(decoding: body.prefix(200), as: UTF8.self))")
            return problems
        }
        for m in bodyKeys {
            if findingKeys.contains(m.key) {
                problems += findingCodesMismatch(m.key, expected: m.value, body: parsed)
                continue
            }
            problems += match(expected: m.value, actual: parsed[m.key], path: "/" + m.key)
        }
        return problems
    }

    static func headerMatches(name: String, expected: String, actual: String) -> Bool {
        func tokens(_ s: String) -> Set<String> {
            Set(s.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
        }
        if name.lowercased() == "content-type" {
            let mediaType = actual.split(separator: ";").first.map(String.init) ?? actual
            return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == expected.lowercased()
        }
        return tokens(expected).isSubset(of: tokens(actual))
    }

    static func findingCodesMismatch(_ key: String, expected: ConformanceJSON, body: ConformanceJSON) -> [String] {
        guard let want = expected.arrayValue?.compactMap(\.stringValue) else { return ["\(key): not an array"] }
        guard let findings = body["findings"]?.arrayValue else {
            return ["\(key): the body has no findings array: \(body.brief)"]
        }
        let got = Set(findings.compactMap { $0["code"]?.stringValue })
        switch key {
        case "findingCodesInclude":
            let missing = Set(want).subtracting(got)
            return missing.isEmpty ? [] : ["\(key): \(missing.sorted()) not reported; got \(got.sorted())"]
        case "findingCodesExclude":
            let present = Set(want).intersection(got)
            return present.isEmpty ? [] : ["\(key): \(present.sorted()) reported; got \(got.sorted())"]
        default:
            return got == Set(want) ? [] : ["\(key): expected \(want.sorted()), got \(got.sorted())"]
        }
    }

    static func match(expected: ConformanceJSON, actual: ConformanceJSON?, path: String) -> [String] {
        switch expected {
        case .null:
            if actual == nil || actual == .null { return [] }
            return ["\(path): expected null, got \(actual!.brief)"]
        case .object(let members):
            guard let actual else { return ["\(path): missing (expected \(expected.brief))"] }
            guard actual.members != nil else { return ["\(path): expected an object, got \(actual.brief)"] }
            return members.flatMap { match(expected: $0.value, actual: actual[$0.key], path: path + "/" + $0.key) }
        case .array(let items):
            guard let actual else { return ["\(path): missing (expected \(expected.brief))"] }
            guard let got = actual.arrayValue else { return ["\(path): expected an array, got \(actual.brief)"] }
            guard got.count == items.count else {
                return ["\(path): expected \(items.count) elements \(expected.brief), got \(got.count): \(actual.brief)"]
            }
            return items.indices.flatMap { match(expected: items[$0], actual: got[$0], path: path + "/\($0)") }
        case .number(_, let want):
            guard let actual else { return ["\(path): missing (expected \(expected.brief))"] }
            if case .number(_, let got) = actual, got == want { return [] }
            if case .number(_, let got)? = actual["rawValue"], got == want { return [] }
            return ["\(path): expected \(expected.brief), got \(actual.brief)"]
        case .bool, .string:
            guard let actual else { return ["\(path): missing (expected \(expected.brief))"] }
            return actual == expected ? [] : ["\(path): expected \(expected.brief), got \(actual.brief)"]
        }
    }
}
