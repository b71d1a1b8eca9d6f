import OrientationServiceAPI

/// What UIKit does with a scenario.
public struct Decision: Sendable {
    public enum Outcome: String, Sendable {
        case rotated, unchanged, exception
        /// Built with the iOS 27 SDK without a scene configuration, the app does not launch on iOS 27.
        case doesNotLaunch
    }

    /// The exception UIKit raises (`UIApplicationInvalidInterfaceOrientation`) and its reason text.
    public struct UIKitException: Sendable, Equatable {
        public var name: String
        public var reason: String
    }

    /// One rule on the way to the answer, with the titles of its public sources.
    public struct ExplanationStep: Sendable, Equatable, CustomStringConvertible {
        public var rule: String
        public var detail: String
        public var source: String
        public var description: String { "[\(rule)] \(detail) (\(source))" }
    }

    public var outcome: Outcome
    public var interfaceOrientation: UIInterfaceOrientation
    public var supportedInterfaceOrientations: UIInterfaceOrientationMask
    public var topmostViewController: String?
    public var exception: UIKitException?
    public var explanation: [ExplanationStep]

    /// The explanation, one numbered line per rule: what an assertion message should show.
    public var explanationText: String {
        explanation.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }

    /// The generated response, as the facade's types.
    public init(_ d: Components.Schemas.Decision) throws(OrientationServiceError) {
        guard let outcome = Outcome(rawValue: d.outcome.rawValue),
            let orientation = UIInterfaceOrientation(serviceName: d.interfaceOrientation.rawValue)
        else {
            throw .undocumentedResponse(status: 200)
        }
        self.outcome = outcome
        self.interfaceOrientation = orientation
        self.supportedInterfaceOrientations = UIInterfaceOrientationMask(rawValue: UInt(d.supportedInterfaceOrientations.rawValue))
        self.topmostViewController = d.topmostViewController?.name
        self.exception = d.exception.map { UIKitException(name: $0.name.rawValue, reason: $0.reason) }
        self.explanation = d.explanation.map { ExplanationStep(rule: $0.rule, detail: $0.detail, source: $0.source) }
    }
}

/// A lint finding: an orientation hazard in some reachable state.
public struct LintFinding: Sendable, Equatable {
    public var code: String
    public var severity: String
    public var message: String
    public var pointer: String
}
