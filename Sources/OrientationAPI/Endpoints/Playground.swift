/// The playground page (playground/ in the repository, embedded by scripts/embed-playground): `GET /` and
/// `GET /playground` answer its HTML, `GET /playground/NAME` its script, style sheet and examples.
///
/// Everything is built once, at first use: the bodies, their content types and their entity tags. The page
/// talks to the JSON endpoints like any client, so nothing here touches them.
enum Playground {
    /// One file of the page as served.
    struct Asset: Sendable {
        var contentType: String
        var body: [UInt8]
        /// A strong entity tag (RFC 9110, section 8.8.3): the FNV-1a hash of the body, so it changes with the page.
        var etag: String
    }

    /// The page's policy: only this origin's files, no inline script or style, no framing, no `<base>`.
    /// `img-src data:` lets the page draw its icons as data URLs; nothing is fetched from elsewhere.
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'"

    /// The files by request path: `/playground/NAME` for every file, and `/`, `/playground` for index.html.
    static let assets: [String: Asset] = {
        var byPath: [String: Asset] = [:]
        for file in PlaygroundAssets.files {
            let body = Array(file.text.utf8)
            let asset = Asset(contentType: contentType(of: file.name), body: body, etag: entityTag(body))
            byPath["/playground/" + file.name] = asset
            if file.name == "index.html" {
                byPath["/"] = asset
                byPath["/playground"] = asset
            }
        }
        return byPath
    }()

    /// Whether `path` names a file of the page.
    static func serves(_ path: String) -> Bool { assets[path] != nil }

    /// The file at `request.path`, or 304 when the client already holds this version (`If-None-Match`).
    /// `Cache-Control: no-cache` makes browsers revalidate, so a new binary's page is seen at once.
    static func response(_ request: APIRequest) throws(APIProblem) -> APIResponse {
        guard let asset = assets[request.path] else {
            throw APIProblem(.notFound, "no route for \(VocabularyQuote.quote(request.path))")
        }
        var headers: [(name: String, value: String)] = [
            ("ETag", asset.etag),
            ("Cache-Control", "no-cache"),
            ("Content-Security-Policy", contentSecurityPolicy),
            ("Referrer-Policy", "no-referrer"),
        ]
        if let tags = request.header("If-None-Match"), matches(tags, asset.etag) {
            return APIResponse(status: 304, headers: headers)
        }
        headers.insert(("Content-Type", asset.contentType), at: 0)
        return APIResponse(status: 200, headers: headers, body: asset.body)
    }

    /// `If-None-Match` is `*` or a list of entity tags; weak tags match by their opaque part (RFC 9110, section 13.1.2).
    static func matches(_ field: String, _ etag: String) -> Bool {
        for item in field.split(separator: ",") {
            var tag = item.trimmingSpaces
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            if tag == etag[...] { return true }
        }
        return false
    }

    static func contentType(of name: String) -> String {
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".json") { return "application/json" }
        if name.hasSuffix(".svg") { return "image/svg+xml" }
        return "application/octet-stream"
    }

    static func entityTag(_ body: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return s
    }
}
