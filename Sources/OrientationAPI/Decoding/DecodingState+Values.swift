import OrientationPolicy

/// Leaf values: booleans, integers and the orientation vocabulary in every spelling the API accepts.
extension DecodingState {
    mutating func bool(_ v: JSONValue) throws(APIProblem) -> Bool {
        guard case .bool(let b) = v else { throw wrongType("true or false", v) }
        return b
    }

    /// An integer-valued number: `3`, `3.0` and `3e0` are 3; `3.5` is a wrong type; an integral value beyond
    /// ±2^53 is out of range.
    mutating func integer(_ v: JSONValue) throws(APIProblem) -> Int {
        guard case .number(let n) = v else { throw wrongType("an integer", v) }
        switch classify(n) {
        case .exact(let i): return i
        case .fractional: throw wrongType("an integer", v)
        case .tooLarge: throw problem(.outOfRange, "\(n.double) is too large")
        }
    }

    enum IntegerClass { case exact(Int), fractional, tooLarge }

    func classify(_ n: JSONNumber) -> IntegerClass {
        if let i = n.exactInteger { return .exact(i) }
        return n.double.rounded(.towardZero) == n.double ? .tooLarge : .fractional
    }

    /// An interface orientation: a short name, a `UIInterfaceOrientation…` constant, or 0-4.
    mutating func interfaceOrientation(_ v: JSONValue) throws(APIProblem) -> InterfaceOrientation {
        do throws(VocabularyError) {
            switch v {
            case .string(let s): return try InterfaceOrientation(parsing: s)
            case .number(let n):
                switch classify(n) {
                case .exact(let i): return try InterfaceOrientation(parsingRawValue: i)
                case .tooLarge: throw VocabularyError.invalidInterfaceOrientation(n.double.description)
                case .fractional: break
                }
            default: break
            }
        } catch {
            throw vocabulary(error)
        }
        throw wrongType("an interface orientation name or integer", v)
    }

    /// A device orientation: a short name, a `UIDeviceOrientation…` constant, or 0-6.
    mutating func deviceOrientation(_ v: JSONValue) throws(APIProblem) -> DeviceOrientation {
        do throws(VocabularyError) {
            switch v {
            case .string(let s): return try DeviceOrientation(parsing: s)
            case .number(let n):
                switch classify(n) {
                case .exact(let i): return try DeviceOrientation(parsingRawValue: i)
                case .tooLarge: throw VocabularyError.invalidDeviceOrientation(n.double.description)
                case .fractional: break
                }
            default: break
            }
        } catch {
            throw vocabulary(error)
        }
        throw wrongType("a device orientation name or integer", v)
    }

    /// A mask in any spelling the API accepts: integer bits, a name, an array of interface orientations, or the
    /// response form `{"rawValue": n, "orientations": [...]}` (so a response can be fed back as a request).
    mutating func mask(_ v: JSONValue) throws(APIProblem) -> InterfaceOrientationMask {
        switch v {
        case .number(let n):
            do throws(VocabularyError) {
                switch classify(n) {
                case .exact(let i): return try InterfaceOrientationMask(parsingRawValue: i)
                case .tooLarge:
                    throw VocabularyError.invalidOrientationMask(n.double.description, reason: "it is far too large")
                case .fractional: break
                }
            } catch {
                throw vocabulary(error)
            }
            throw wrongType("a mask (integer, name, array or object)", v)
        case .string(let s):
            do throws(VocabularyError) { return try InterfaceOrientationMask(parsing: s) } catch { throw vocabulary(error) }
        case .array(let items):
            return try maskArray(items)
        case .object(let members):
            var raw: JSONValue?
            var list: JSONValue?
            for m in members {
                switch m.id {
                case .rawValue: raw = m.value
                case .orientations: list = m.value
                default: throw unknownField(m.key, in: "a mask object", accepted: ["rawValue", "orientations"])
                }
            }
            guard let rawValue = present(raw) else {
                path.push("rawValue")
                throw problem(.missingField, "a mask object needs 'rawValue'")
            }
            path.push("rawValue")
            guard case .number = rawValue else { throw wrongType("an integer mask", rawValue) }
            let m = try mask(rawValue)
            path.pop()
            if let l = present(list) {
                path.push("orientations")
                guard case .array(let items) = l else { throw wrongType("an array of interface orientations", l) }
                let listed = try maskArray(items)
                if listed != m {
                    throw vocabulary(
                        .invalidOrientationMask(
                            listed.orientations.map(\.name).joined(separator: ","),
                            reason: "'orientations' disagrees with 'rawValue' \(m.rawValue)"))
                }
                path.pop()
            }
            return m
        default:
            throw wrongType("a mask (integer, name, array or object)", v)
        }
    }

    mutating func maskArray(_ items: [JSONValue]) throws(APIProblem) -> InterfaceOrientationMask {
        var raw: UInt = 0
        for (i, item) in items.enumerated() {
            path.push(i)
            let o = try interfaceOrientation(item)
            if o == .unknown {
                throw vocabulary(.invalidOrientationMask("unknown", reason: "unknown has no bit in a mask"))
            }
            raw |= 1 << UInt(o.rawValue)
            path.pop()
        }
        return InterfaceOrientationMask(rawValue: raw)
    }

    /// An array of interface orientations in order (Info.plist lists; order matters for launch, TN2244).
    mutating func orientationList(_ v: JSONValue) throws(APIProblem) -> [InterfaceOrientation] {
        guard case .array(let items) = v else { throw wrongType("an array of interface orientations", v) }
        var list: [InterfaceOrientation] = []
        list.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            path.push(i)
            list.append(try interfaceOrientation(item))
            path.pop()
        }
        return list
    }
}

/// "Did you mean": the accepted name closest to a typo, by edit distance (at most a third of the length).
enum Suggest {
    static func closest(to key: String, in names: [String]) -> String? {
        let a = Array(key.lowercased().utf8.prefix(80))
        var best: (String, Int)?
        for n in names {
            let d = distance(a, Array(n.lowercased().utf8))
            if d <= max(2, n.utf8.count / 3), d < (best?.1 ?? .max) { best = (n, d) }
        }
        return best?.0
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}
