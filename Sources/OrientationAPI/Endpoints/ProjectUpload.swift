import OrientationImport
import OrientationLinter
import OrientationPolicy

extension Service {
    /// The `Content-Type`s read as a project archive (tar, or tar compressed with gzip; libarchive tells them
    /// apart by their bytes), lower case. The server gives these bodies `--max-upload-bytes` instead of
    /// `--max-body-bytes`.
    package static let archiveMediaTypes = [
        "application/x-tar", "application/gzip", "application/x-gzip", "application/x-gtar",
        "application/x-compressed-tar",
    ]

    /// True when `Content-Type` (parameters and case aside) is an archive media type.
    static func isArchive(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let essence = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return archiveMediaTypes.contains(String(essence).trimmingSpaces().lowercased())
    }

    /// The query parameters each upload route accepts.
    static let importParameters = ["strip"]
    static let projectLintParameters = ["targets", "maxStates", "format", "strip"]

    /// `POST /v1/import`: a project archive in, every app found with its scenarios as `/v1/decide` requests and
    /// where each value was read (`ImportEncoder`). Query: `strip` (leading path components to drop).
    func importProject(_ request: APIRequest) throws(APIProblem) -> APIResponse {
        _ = try ProjectQuery(request.query, accepted: Self.importParameters)
        return try withImportPlace(request) { () throws(APIProblem) -> APIResponse in try answerImport(request) }
    }

    /// `POST /v1/lint` with a project archive: every app linted and located in the project's files
    /// (`ProjectLintEncoder`), or SARIF (`ProjectSarifEncoder`) with `format=sarif` or `Accept:
    /// application/sarif+json`. Query: `targets`, `maxStates`, `format`, `strip`.
    func lintProject(_ request: APIRequest) throws(APIProblem) -> APIResponse {
        _ = try ProjectQuery(request.query, accepted: Self.projectLintParameters)
        return try withImportPlace(request) { () throws(APIProblem) -> APIResponse in try answerProjectLint(request) }
    }

    /// The import itself, wherever it runs (`withImportPlace`).
    func answerImport(_ request: APIRequest) throws(APIProblem) -> APIResponse {
        let query = try ProjectQuery(request.query, accepted: Self.importParameters)
        return Self.json(ImportEncoder.encode(try readProject(request, strip: query.strip)))
    }

    /// The project lint itself, wherever it runs (`withImportPlace`).
    func answerProjectLint(_ request: APIRequest) throws(APIProblem) -> APIResponse {
        let query = try ProjectQuery(request.query, accepted: Self.projectLintParameters)
        let project = try readProject(request, strip: query.strip)
        configuration.uploadProgress?(.linting)
        let report = ProjectLint.run(project, targets: query.targets, maxStates: query.maxStates)
        if query.sarif || (query.format == nil && Self.wantsSARIF(request.header("Accept"))) {
            return APIResponse(
                status: 200, headers: [("Content-Type", Self.sarifMediaType)],
                body: ProjectSarifEncoder.encode(report, toolVersion: configuration.version))
        }
        return Self.json(ProjectLintEncoder.encode(report))
    }

    /// Runs an upload's import (and lint) holding a place of `importGate`; 503 `import-busy` when none is free.
    /// A request with a bad query, a media type that is not an archive or a body over the limit is refused before
    /// it takes a place. With `Configuration.uploadIsolation` the work runs there instead of in this process.
    func withImportPlace(
        _ request: APIRequest, _ work: () throws(APIProblem) -> APIResponse
    ) throws(APIProblem) -> APIResponse {
        try checkUpload(request)
        guard importGate.tryEnter() else {
            throw APIProblem(
                .importBusy,
                "\(importGate.capacity) project upload(s) are being imported, the most this "
                    + "server takes at once (--max-concurrent-imports); retry in a moment")
        }
        defer { importGate.leave() }
        if let isolation = configuration.uploadIsolation { return try isolation.run(request) }
        return try work()
    }

    /// The checks every archive upload shares: 415 for a type that is not an archive, 413 past the upload limit.
    func checkUpload(_ request: APIRequest) throws(APIProblem) {
        let contentType = request.header("Content-Type")
        guard Self.isArchive(contentType) else {
            throw APIProblem(
                .unsupportedMediaType,
                "Content-Type \(VocabularyQuote.quote(contentType ?? "")) is not a project archive; send "
                    + "the project as application/x-tar or application/gzip (a .tar or .tar.gz)")
        }
        if request.bodyTooLarge {
            throw APIProblem(.archiveTooLarge, "the archive exceeds the upload limit of \(configuration.maxUploadBytes) bytes")
        }
    }

    /// The upload checks (`checkUpload`), then the import; importer errors become problems here, in one place
    /// (`APIProblem(ImportError)`). With `Configuration.uploadProgress` set, each file is announced before it is read.
    func readProject(_ request: APIRequest, strip: Int) throws(APIProblem) -> ImportedProject {
        try checkUpload(request)
        do throws(ImportError) {
            let limits = importLimits
            var source = try Self.archiveSource(request.body, limits: limits, stripComponents: strip)
            if let progress = configuration.uploadProgress {
                source = ObservedProjectSource(source, observer: progress)
            }
            return try ProjectImporter.importProject(source, limits: limits)
        } catch {
            throw APIProblem(error)
        }
    }
}

/// The query parameters of the project endpoints, checked strictly like request bodies: an unknown parameter or
/// an unreadable value is a 400 `invalid-query-parameter` naming it.
struct ProjectQuery {
    var strip = 0
    var targets: [Device] = []
    var maxStates = Lint.defaultMaxStates
    /// `format` as given: `json` or `sarif`.
    var format: String?
    var sarif: Bool { format == "sarif" }

    init(_ query: String?, accepted: [String]) throws(APIProblem) {
        let parameters = QueryParameters(query)
        for (name, _) in parameters.pairs where !accepted.contains(name) {
            var detail = "unknown query parameter \(VocabularyQuote.quote(name))"
            if let guess = Suggest.closest(to: name, in: accepted) { detail += "; did you mean '\(guess)'?" }
            throw APIProblem(.invalidQueryParameter, detail + ". Accepted: " + accepted.joined(separator: ", "))
        }
        if let s = parameters["strip"] {
            guard let n = Int(s), (0...64).contains(n) else {
                throw APIProblem(.invalidQueryParameter, "'strip' must be an integer 0...64, found \(VocabularyQuote.quote(s))")
            }
            strip = n
        }
        if let s = parameters["maxStates"] {
            guard let n = Int(s), (1...Lint.maximumMaxStates).contains(n) else {
                throw APIProblem(
                    .invalidQueryParameter,
                    "'maxStates' must be an integer 1...\(Lint.maximumMaxStates), found \(VocabularyQuote.quote(s))")
            }
            maxStates = n
        }
        if let s = parameters["targets"] {
            do throws(APIProblem) {
                targets = try LintRequest.parseTargets(s)
            } catch {
                let at = error.pointer.map { $0.isEmpty ? "" : " (at \($0))" } ?? ""
                throw APIProblem(.invalidQueryParameter, "'targets'\(at): \(error.detail)")
            }
        }
        if let s = parameters["format"] {
            guard s == "json" || s == "sarif" else {
                throw APIProblem(.invalidQueryParameter, "'format' must be json or sarif, found \(VocabularyQuote.quote(s))")
            }
            format = s
        }
    }
}
