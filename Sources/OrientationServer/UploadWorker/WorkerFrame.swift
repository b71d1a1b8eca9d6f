import OrientationAPI

/// What the server and an upload worker send each other over the worker's standard input and output: the
/// request one way, its answer (a response, or the problem it threw) the other. Length-prefixed fields, so a
/// 64 MiB archive crosses without escaping; both ends are this binary, so the format needs no version beyond its
/// magic number.
enum WorkerFrame {
    static let requestMagic: [UInt8] = Array("OSWQ1".utf8)
    static let answerMagic: [UInt8] = Array("OSWA1".utf8)

    /// What the worker answered.
    enum Answer {
        case response(APIResponse)
        case problem(APIProblem)
    }

    struct Malformed: Error {}

    static func encode(_ request: APIRequest) -> [UInt8] {
        head(of: request) + request.body
    }

    /// The request's frame up to its body: the body (up to the upload limit, 64 MiB by default) follows it on the
    /// pipe as it is, never copied into one buffer with the head.
    static func head(of request: APIRequest) -> [UInt8] {
        var w = Writer(requestMagic, capacity: 256)
        w.string(request.method)
        w.string(request.path)
        w.optional(request.query)
        w.headers(request.headers)
        w.number(UInt64(request.body.count))
        return w.output
    }

    static func decodeRequest(_ bytes: [UInt8]) throws(Malformed) -> APIRequest {
        var r = try Reader(bytes, magic: requestMagic)
        let method = try r.string()
        let path = try r.string()
        let query = try r.optional()
        let headers = try r.headers()
        let body = try r.bytes()
        try r.end()
        return APIRequest(method: method, path: path, query: query, headers: headers, body: body)
    }

    static func encode(_ answer: Answer) -> [UInt8] {
        var w = Writer(answerMagic, capacity: 4096)
        switch answer {
        case .response(let response):
            w.byte(0)
            w.number(UInt64(response.status))
            w.headers(response.headers)
            w.bytes(response.body)
        case .problem(let problem):
            w.byte(1)
            w.string(problem.code.rawValue)
            w.string(problem.detail)
            w.optional(problem.pointer)
            w.optional(problem.allow)
        }
        return w.output
    }

    static func decodeAnswer(_ bytes: [UInt8]) throws(Malformed) -> Answer {
        var r = try Reader(bytes, magic: answerMagic)
        let answer: Answer
        switch try r.byte() {
        case 0:
            let status = try r.number()
            guard (100...599).contains(status) else { throw Malformed() }
            let headers = try r.headers()
            answer = .response(APIResponse(status: Int(status), headers: headers, body: try r.bytes()))
        case 1:
            guard let code = ProblemCode(rawValue: try r.string()) else { throw Malformed() }
            let detail = try r.string()
            answer = .problem(APIProblem(code, detail, pointer: try r.optional(), allow: try r.optional()))
        default: throw Malformed()
        }
        try r.end()
        return answer
    }

    private struct Writer {
        var output: [UInt8]

        init(_ magic: [UInt8], capacity: Int) {
            output = magic
            output.reserveCapacity(capacity)
        }

        mutating func byte(_ b: UInt8) { output.append(b) }

        mutating func number(_ n: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) { output.append(UInt8(truncatingIfNeeded: n >> UInt64(shift))) }
        }

        mutating func bytes(_ b: [UInt8]) {
            number(UInt64(b.count))
            output += b
        }

        mutating func string(_ s: String) { bytes(Array(s.utf8)) }

        mutating func optional(_ s: String?) {
            if let s {
                byte(1)
                string(s)
            } else {
                byte(0)
            }
        }

        mutating func headers(_ headers: [(name: String, value: String)]) {
            number(UInt64(headers.count))
            for h in headers {
                string(h.name)
                string(h.value)
            }
        }
    }

    private struct Reader {
        let input: [UInt8]
        var offset: Int

        init(_ input: [UInt8], magic: [UInt8]) throws(Malformed) {
            guard input.starts(with: magic) else { throw Malformed() }
            self.input = input
            offset = magic.count
        }

        mutating func byte() throws(Malformed) -> UInt8 {
            guard offset < input.count else { throw Malformed() }
            defer { offset += 1 }
            return input[offset]
        }

        mutating func number() throws(Malformed) -> UInt64 {
            guard input.count - offset >= 8 else { throw Malformed() }
            var n: UInt64 = 0
            for i in 0..<8 { n |= UInt64(input[offset + i]) << UInt64(8 * i) }
            offset += 8
            return n
        }

        mutating func bytes() throws(Malformed) -> [UInt8] {
            let count = try number()
            guard count <= UInt64(input.count - offset) else { throw Malformed() }
            defer { offset += Int(count) }
            return Array(input[offset..<offset + Int(count)])
        }

        mutating func string() throws(Malformed) -> String { String(decoding: try bytes(), as: UTF8.self) }

        mutating func optional() throws(Malformed) -> String? {
            switch try byte() {
            case 0: return nil
            case 1: return try string()
            default: throw Malformed()
            }
        }

        mutating func headers() throws(Malformed) -> [(name: String, value: String)] {
            let count = try number()
            guard count <= UInt64(input.count - offset) / 16 else { throw Malformed() }
            var headers: [(name: String, value: String)] = []
            for _ in 0..<count { headers.append((try string(), try string())) }
            return headers
        }

        func end() throws(Malformed) {
            guard offset == input.count else { throw Malformed() }
        }
    }
}
