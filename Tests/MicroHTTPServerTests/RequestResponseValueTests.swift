import MicroHTTPServer
import Testing

@Suite("Request and Response values")
struct RequestResponseValueTests {
    @Test(
        "Header lookup ignores the case of field names (RFC 9110 section 5.1)",
        arguments: ["content-type", "Content-Type", "CONTENT-TYPE", "cOnTeNt-TyPe"])
    func headerLookupIgnoresCase(name: String) {
        let request = HTTPServer.Request(method: "POST", path: "/", headers: [("Content-Type", "application/json")])
        #expect(request.header(name) == "application/json")
    }

    @Test(
        "Header lookup does not confuse names that differ in more than case",
        arguments: ["Content-Typ", "Content-Types", "Content_Type", "Content-Type ", ""])
    func headerLookupIsExact(name: String) {
        let request = HTTPServer.Request(method: "GET", path: "/", headers: [("Content-Type", "text/plain")])
        #expect(request.header(name) == nil)
    }

    @Test(
        "A request's address given as text is read back as the same bytes, and an unknown one as none",
        arguments: ["10.0.0.7", "::1", nil] as [String?])
    func addressBytes(address: String?) {
        var read: String?? = .none
        HTTPServer.Request(method: "GET", path: "/", remoteAddress: address).withRemoteAddress { bytes in
            read = .some(bytes.map { String(decoding: $0, as: UTF8.self) })
        }
        #expect(read == .some(address))
    }

    @Test("Header lookup returns the first of repeated fields")
    func headerLookupReturnsFirst() {
        let response = HTTPServer.Response(status: 200, headers: [("Vary", "a"), ("vary", "b")])
        #expect(response.header("VARY") == "a")
    }
}

@Suite("Configuration validation")
struct ConfigurationTests {
    @Test("The defaults are the documented ones: 127.0.0.1:8080, 1 MiB body, one thread per active processor")
    func defaults() throws {
        let configuration = HTTPServer.Configuration()
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.maxBodyBytes == 1_048_576)
        #expect(configuration.threads >= 1)
        #expect(configuration.connectionTimeoutSeconds > 0)
        try configuration.validate()
    }

    @Test(
        "Out-of-range values are refused with the field they concern",
        arguments: [
            (HTTPServer.Configuration(port: -1), "port"),
            (HTTPServer.Configuration(port: 65536), "port"),
            (HTTPServer.Configuration(threads: 0), "threads"),
            (HTTPServer.Configuration(maxBodyBytes: -1), "maxBodyBytes"),
            (HTTPServer.Configuration(connectionLimit: 0), "connectionLimit"),
            (HTTPServer.Configuration(perIPConnectionLimit: -1), "perIPConnectionLimit"),
            (HTTPServer.Configuration(connectionTimeoutSeconds: -5), "connectionTimeoutSeconds"),
            (HTTPServer.Configuration(host: ""), "host"),
        ])
    func invalidValues(configuration: HTTPServer.Configuration, field: String) {
        #expect {
            try configuration.validate()
        } throws: { error in
            guard case .invalidConfiguration(let reported, _)? = error as? ServerError else { return false }
            return reported == field && (error as? ServerError)?.code == "invalid-configuration"
        }
    }

    @Test("Port 0 (ephemeral) and port 65535 are valid", arguments: [0, 65535])
    func boundaryPorts(port: Int) throws {
        try HTTPServer.Configuration(port: port).validate()
    }
}
