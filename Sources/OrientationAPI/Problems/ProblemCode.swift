import OrientationPolicy

/// Every problem the API can answer with: one stable, machine-readable `code` (the raw value, sent as the
/// problem document's `code` member) and its HTTP status. Clients switch on `code`, never on `detail`.
///
/// Status policy (documented in openapi.yaml): 400 when the body is not acceptable JSON at all, 422 when it
/// is well-formed JSON whose values are wrong for the schema (RFC 9110 section 15.5.21: "the server understands
/// the content type ... and the syntax ... is correct, but it was unable to process the contained
/// instructions"). Nothing a client can send maps to a 5xx.
package enum ProblemCode: String, Sendable, Hashable, CaseIterable {
    // Routing and transport.
    case notFound = "not-found"
    case methodNotAllowed = "method-not-allowed"
    case bodyTooLarge = "body-too-large"
    case unsupportedMediaType = "unsupported-media-type"
    // JSON syntax (400), one per `JSONSyntaxError.Kind`.
    case emptyBody = "empty-body"
    case malformedJSON = "malformed-json"
    case invalidUTF8 = "invalid-utf8"
    case nestingTooDeep = "nesting-too-deep"
    case duplicateKey = "duplicate-key"
    case numberOutOfRange = "number-out-of-range"
    // Schema (422).
    case wrongType = "wrong-type"
    case unknownField = "unknown-field"
    case missingField = "missing-field"
    case outOfRange = "out-of-range"
    case conflictingFields = "conflicting-fields"
    case tooManyControllers = "too-many-controllers"
    case invalidInfoPlist = "invalid-info-plist"
    /// A presentation style the request's iOS version does not have (over-full-screen before iOS 8).
    case presentationStyleUnavailable = "presentation-style-unavailable"
    // Vocabulary (422), one per `VocabularyError` case.
    case invalidInterfaceOrientation = "invalid-interface-orientation"
    case invalidDeviceOrientation = "invalid-device-orientation"
    case invalidOrientationMask = "invalid-orientation-mask"
    case invalidIdiom = "invalid-idiom"
    case invalidSystemVersion = "invalid-system-version"
    case invalidModalPresentationStyle = "invalid-modal-presentation-style"
    case invalidControllerKind = "invalid-controller-kind"
    case invalidForwarding = "invalid-forwarding"
    case invalidScreen = "invalid-screen"
    case invalidEnvironment = "invalid-environment"
    // Timelines (422, POST /v1/simulate).
    case invalidEventType = "invalid-event-type"
    case invalidOrientationUpdate = "invalid-orientation-update"
    case invalidObserverCondition = "invalid-observer-condition"
    case unknownController = "unknown-controller"
    case ambiguousController = "ambiguous-controller"
    case duplicateController = "duplicate-controller"
    case notANavigationController = "not-a-navigation-controller"
    case notATabBarController = "not-a-tab-bar-controller"
    case observerActionNotAllowed = "observer-action-not-allowed"
    // Batches (POST /v1/batch).
    case batchTooLarge = "batch-too-large"
    // Query parameters (400): a parameter that is unknown, or whose value cannot be read.
    case invalidQueryParameter = "invalid-query-parameter"
    // Projects (POST /v1/import, POST /v1/lint with an archive), one per `ImportError.Code`, same raw values.
    case importUnreadable = "import-unreadable"
    case importNoApp = "import-no-app"
    case importMalformedStoryboard = "import-malformed-storyboard"
    case importMalformedPlist = "import-malformed-plist"
    case importBinarySource = "import-binary-source"
    case importSourceTooDeep = "import-source-too-deep"
    case importSourceTooComplex = "import-source-too-complex"
    case importFileTooLarge = "import-file-too-large"
    case importTooManyFiles = "import-too-many-files"
    case archiveTooLarge = "archive-too-large"
    /// 503: as many project uploads as `--max-concurrent-imports` allows are being imported (`ImportGate`).
    case importBusy = "import-busy"
    /// 422: the reader crashed, ran past its deadline or its memory limit on this upload (`UploadIsolation`).
    case importReaderFailed = "import-reader-failed"
    /// 503: the upload's reader was stopped because the server is shutting down, or could not be started.
    case importInterrupted = "import-interrupted"
    case archiveCompressionRatio = "archive-compression-ratio"
    case archiveTooManyEntries = "archive-too-many-entries"
    case archivePathTraversal = "archive-path-traversal"
    case archiveLink = "archive-link"
    case archiveMalformed = "archive-malformed"

    /// The HTTP status for this code.
    package var status: Int {
        switch self {
        case .notFound: 404
        case .methodNotAllowed: 405
        case .bodyTooLarge, .batchTooLarge, .importFileTooLarge, .importTooManyFiles, .archiveTooLarge,
            .archiveTooManyEntries, .archiveCompressionRatio:
            413
        case .unsupportedMediaType: 415
        case .importBusy, .importInterrupted: 503
        case .emptyBody, .malformedJSON, .invalidUTF8, .nestingTooDeep, .duplicateKey, .numberOutOfRange,
            .invalidQueryParameter:
            400
        default: 422
        }
    }

    /// A short, human-readable summary that does not change from occurrence to occurrence (RFC 9457 section 3.1.4).
    package var title: String {
        switch self {
        case .notFound: "No such route"
        case .methodNotAllowed: "Method not allowed"
        case .bodyTooLarge: "Request body too large"
        case .unsupportedMediaType: "Unsupported media type"
        case .emptyBody: "Empty request body"
        case .malformedJSON: "Malformed JSON"
        case .invalidUTF8: "Invalid UTF-8"
        case .nestingTooDeep: "JSON nested too deeply"
        case .duplicateKey: "Duplicate object key"
        case .numberOutOfRange: "Number out of range"
        case .wrongType: "Wrong JSON type"
        case .unknownField: "Unknown field"
        case .missingField: "Missing required field"
        case .outOfRange: "Value out of range"
        case .conflictingFields: "Conflicting fields"
        case .tooManyControllers: "Too many view controllers"
        case .invalidInfoPlist: "Invalid Info.plist document"
        case .presentationStyleUnavailable: "Presentation style not available on this iOS version"
        case .invalidInterfaceOrientation: "Invalid interface orientation"
        case .invalidDeviceOrientation: "Invalid device orientation"
        case .invalidOrientationMask: "Invalid interface orientation mask"
        case .invalidIdiom: "Invalid idiom"
        case .invalidSystemVersion: "Invalid system version"
        case .invalidModalPresentationStyle: "Invalid modal presentation style"
        case .invalidControllerKind: "Invalid controller kind"
        case .invalidForwarding: "Invalid forwarding mode"
        case .invalidScreen: "Invalid screen"
        case .invalidEnvironment: "Invalid environment"
        case .invalidEventType: "Invalid event type"
        case .invalidOrientationUpdate: "Invalid orientation update"
        case .invalidObserverCondition: "Invalid observer condition"
        case .unknownController: "Unknown view controller"
        case .ambiguousController: "Ambiguous view controller name"
        case .duplicateController: "Duplicate view controller name"
        case .notANavigationController: "Not a navigation controller"
        case .notATabBarController: "Not a tab bar controller"
        case .observerActionNotAllowed: "Observer action not allowed"
        case .batchTooLarge: "Too many batch items"
        case .invalidQueryParameter: "Invalid query parameter"
        case .importUnreadable: "Project file unreadable"
        case .importNoApp: "No app in the project"
        case .importMalformedStoryboard: "Malformed storyboard"
        case .importMalformedPlist: "Malformed Info.plist"
        case .importBinarySource: "Source file is not text"
        case .importSourceTooDeep: "Source file nested too deep"
        case .importSourceTooComplex: "Source file over its read budget"
        case .importFileTooLarge: "Project file too large"
        case .importTooManyFiles: "Too many files in the project"
        case .archiveTooLarge: "Archive too large"
        case .importBusy: "Project imports busy"
        case .importReaderFailed: "Project reader failed"
        case .importInterrupted: "Project import interrupted"
        case .archiveCompressionRatio: "Archive expands too much"
        case .archiveTooManyEntries: "Too many archive entries"
        case .archivePathTraversal: "Archive path outside the project"
        case .archiveLink: "Link in the archive"
        case .archiveMalformed: "Malformed archive"
        }
    }

    /// The problem `type` URI (RFC 9457 section 3.1.1): a URN, so it never pretends to be a resolvable page.
    package var type: String { "urn:orientation-service:problem:" + rawValue }

    init(_ syntax: JSONSyntaxError.Kind) {
        switch syntax {
        case .empty: self = .emptyBody
        case .malformed: self = .malformedJSON
        case .invalidUTF8: self = .invalidUTF8
        case .nestingTooDeep: self = .nestingTooDeep
        case .duplicateKey: self = .duplicateKey
        case .numberOutOfRange: self = .numberOutOfRange
        }
    }

    init(_ vocabulary: VocabularyError) {
        switch vocabulary {
        case .invalidInterfaceOrientation: self = .invalidInterfaceOrientation
        case .invalidDeviceOrientation: self = .invalidDeviceOrientation
        case .invalidOrientationMask: self = .invalidOrientationMask
        case .invalidIdiom: self = .invalidIdiom
        case .invalidSystemVersion: self = .invalidSystemVersion
        case .invalidModalPresentationStyle: self = .invalidModalPresentationStyle
        case .invalidControllerKind: self = .invalidControllerKind
        case .invalidForwarding: self = .invalidForwarding
        case .invalidScreen: self = .invalidScreen
        case .invalidEnvironment: self = .invalidEnvironment
        }
    }
}
