/// One piece of evidence for a claim: the public source, what it says, and what kind of source it is. The kind
/// bounds the certainty of the claim it supports (`Claim.certainty`): only Apple's own text makes a claim
/// documented.
public struct Evidence: Sendable, Hashable {
    /// What kind of source the evidence is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Apple's documentation pages, release notes, technical notes, Q&As and programming guides.
        case appleDocumentation = "apple-documentation"
        /// A declaration or comment in an SDK header, with the SDK version in the reference's title.
        case sdkHeader = "sdk-header"
        /// A crash log or console log quoted in a public issue, radar or forum thread.
        case crashLog = "crash-log"
        /// A developer's description of what they saw, without a log: articles, issues, forum posts.
        case developerReport = "developer-report"
        /// A private selector's name or decompiled code: shows what UIKit keeps, not what it does with it.
        case reverseEngineering = "reverse-engineering"
        /// A conclusion drawn from other claims, which it names.
        case reasoning
        /// This service's own vocabulary (a field of its responses), true by definition.
        case definition

        /// The strongest certainty this kind of evidence can give a claim.
        public var strongestCertainty: Certainty {
            switch self {
            case .appleDocumentation, .sdkHeader, .definition: .documented
            case .crashLog, .developerReport: .observed
            case .reverseEngineering, .reasoning: .inferred
            }
        }
    }

    public let kind: Kind
    /// The public source; nil only for reasoning, which names the claims it rests on instead.
    public let reference: Reference?
    /// What the source says, as a short quote or a faithful paraphrase in our own words.
    public let says: String
    /// For reasoning: the ids of the claims the conclusion is drawn from.
    public let restsOn: [String]

    public init(_ kind: Kind, _ reference: Reference, says: String) {
        self.kind = kind
        self.reference = reference
        self.says = says
        self.restsOn = []
    }

    /// Reasoning from other claims (by id).
    public static func reasoning(from claims: [String], says: String) -> Evidence {
        Evidence(kind: .reasoning, reference: nil, says: says, restsOn: claims)
    }

    private init(kind: Kind, reference: Reference?, says: String, restsOn: [String]) {
        self.kind = kind
        self.reference = reference
        self.says = says
        self.restsOn = restsOn
    }
}
