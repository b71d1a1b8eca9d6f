import OrientationImport
import OrientationLinter
import OrientationPolicy

/// The baseline file `lint --write-baseline` writes and `--baseline` reads: versioned JSON, one finding per line
/// so a review diff shows what was accepted.
///
///     {
///       "version": 1,
///       "findings": [
///         {"code": "dead-orientation", "app": "Tab Game", "file": "App/Info.plist", "message": "...", "symbols": [], "count": 1}
///       ]
///     }
///
/// `symbols` are the values the finding depends on (`Class.member`); `message` has its line numbers taken out;
/// `count` is how many equal findings there were. A file of another version, or with a member this version does
/// not know, is refused with its JSON path rather than half read.
package enum BaselineFile {
    package static let version = 1

    package static func encode(_ baseline: Baseline) -> [UInt8] {
        var out = Array("{\n  \"version\": \(version),\n  \"findings\": [".utf8)
        for (i, e) in baseline.entries.enumerated() {
            var w = JSONWriter(capacity: 256)
            w.beginObject()
            w.key("code"); w.string(e.key.code)
            w.key("app"); w.string(e.key.app)
            w.key("file"); w.string(e.key.file)
            w.key("message"); w.string(e.key.message)
            w.key("symbols")
            w.beginArray()
            for s in e.key.symbols { w.string(s) }
            w.endArray()
            w.key("count"); w.integer(e.count)
            w.endObject()
            out += Array((i == 0 ? "\n    " : ",\n    ").utf8) + w.bytes
        }
        out += Array((baseline.entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n").utf8)
        return out
    }

    /// Why a baseline file cannot be read: `at` is the JSON Pointer of the offending value ("" for the document).
    package struct Error: Swift.Error, Sendable, Hashable {
        package var at: String
        package var message: String
    }

    package static func decode(_ bytes: [UInt8]) throws(Error) -> Baseline {
        let doc: JSONValue
        do throws(JSONSyntaxError) {
            doc = try JSONReader().parse(bytes)
        } catch {
            throw Error(at: "", message: "not JSON: \(error.message) (byte \(error.offset))")
        }
        guard case .object(let members) = doc else { throw Error(at: "", message: "expected an object") }
        try onlyKnown(members, ["version", "findings"], at: "")
        guard case .number(let n)? = doc["version"], let v = n.exactInteger else {
            throw Error(at: "/version", message: "expected the format version, an integer")
        }
        guard v == version else {
            throw Error(at: "/version", message: "version \(v) is not one this orientation-server reads (\(version))")
        }
        guard case .array(let items)? = doc["findings"] else {
            throw Error(at: "/findings", message: "expected an array")
        }
        var entries: [Baseline.Entry] = []
        for (i, item) in items.enumerated() {
            let at = "/findings/\(i)"
            guard case .object(let fields) = item else { throw Error(at: at, message: "expected an object") }
            try onlyKnown(fields, ["code", "app", "file", "message", "symbols", "count"], at: at)
            func string(_ k: String) throws(Error) -> String {
                guard case .string(let s)? = item[k] else { throw Error(at: at + "/" + k, message: "expected a string") }
                return s
            }
            var symbols: [String] = []
            guard case .array(let list)? = item["symbols"] else {
                throw Error(at: at + "/symbols", message: "expected an array of strings")
            }
            for (j, s) in list.enumerated() {
                guard case .string(let v) = s else { throw Error(at: at + "/symbols/\(j)", message: "expected a string") }
                symbols.append(v)
            }
            guard case .number(let c)? = item["count"], let count = c.exactInteger, count >= 1 else {
                throw Error(at: at + "/count", message: "expected an integer of at least 1")
            }
            let key = Baseline.Key(
                code: try string("code"), app: try string("app"), file: try string("file"),
                message: try string("message"), symbols: symbols.sorted())
            entries.append(Baseline.Entry(key: key, count: count))
        }
        return Baseline(entries: entries)
    }

    private static func onlyKnown(_ members: [JSONMember], _ known: [String], at: String) throws(Error) {
        for m in members where !known.contains(m.key) {
            throw Error(
                at: at + "/" + LintPointer.escape(m.key),
                message: "unknown member \"\(m.key)\"; known: \(known.joined(separator: ", "))")
        }
    }
}
