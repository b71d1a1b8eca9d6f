extension HTTPServer {
    /// Something the server could not do while serving, reported instead of crashing or printing.
    ///
    /// Two sources: libmicrohttpd's own error log (`MHD_USE_ERROR_LOG`, routed through
    /// `MHD_OPTION_EXTERNAL_LOGGER`; ``error`` is `nil`), and failures of the server itself while answering
    /// (a response that could not be created or queued, a header libmicrohttpd rejected; ``error`` says which).
    package struct Diagnostic: Sendable, CustomStringConvertible {
        /// A human-readable, single-line message.
        package var message: String
        /// The typed error, when the server itself failed; `nil` for a libmicrohttpd log line.
        package var error: ServerError?

        package init(message: String, error: ServerError? = nil) {
            self.message = message
            self.error = error
        }

        package var description: String { message }
    }
}
