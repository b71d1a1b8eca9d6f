/// A value of a Tuist manifest as written, read without running the manifest: the literals, the
/// `ProjectDescription` calls (`.target(...)`, `.extendingDefault(with:)`) with their arguments, and the members
/// (`.app`, `.iOS`), each where it was written. What the manifest computes (a ternary, a `map`, a value from the
/// environment) is `unknown`, with what it was.
struct ManifestValue {
    indirect enum Kind {
        case string(String)
        case bool(Bool)
        case number(String)
        case array([ManifestValue])
        case dictionary([(key: ManifestValue, value: ManifestValue)])
        /// `.name` or `Type.name` that is no constant the manifest or its helpers declare: a case or static of
        /// `ProjectDescription` (`.app`, `.iOS`, `Destinations.iOS`).
        case member(String)
        /// `name(label: value, ...)`, `.name(...)` or `Type.name(...)` that is no helper function: a
        /// `ProjectDescription` initializer or factory (`Target(...)`, `.target(...)`, `.file(path:)`).
        case call(String, [Argument])
        case none
        /// Not a literal: the text says what it was (`a ternary`, `Environment.x`).
        case unknown(String)

        var isArray: Bool {
            if case .array = self { return true }
            return false
        }
    }

    struct Argument {
        var label: String?
        var value: ManifestValue
    }

    var kind: Kind
    var location: SourceLocation

    /// The value of the argument labelled `label` (nil when absent or `nil`).
    func argument(_ label: String) -> ManifestValue? {
        guard case .call(_, let args) = kind, let a = args.first(where: { $0.label == label }) else { return nil }
        if case .none = a.value.kind { return nil }
        return a.value
    }

    /// The first unlabelled argument.
    var firstUnlabelled: ManifestValue? {
        guard case .call(_, let args) = kind else { return nil }
        return args.first { $0.label == nil }?.value
    }

    var string: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The called name (`target` for `.target(...)` and `Target.target(...)`, `Target` for `Target(...)`).
    var callName: String? {
        if case .call(let name, _) = kind { return name }
        return nil
    }

    var memberName: String? {
        if case .member(let name) = kind { return name }
        return nil
    }

    /// The elements of an array literal, or of `.array([...])`.
    var elements: [ManifestValue]? {
        switch kind {
        case .array(let items): items
        case .call("array", _): firstUnlabelled?.elements
        default: nil
        }
    }

    /// What this is, for a message about a value that could not be read.
    var unreadReason: String? {
        switch kind {
        case .unknown(let why): why
        default: nil
        }
    }
}
