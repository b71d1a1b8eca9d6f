/// Looks up the references and certainty of a rule by its wire id, for steps that carry only the id as text
/// (timeline steps) and for the rule table served to tools. Engine rules come first, then timeline rules.
public enum RuleCatalog {
    /// The references of the rule with this id (engine or timeline rule), or nil for an unknown id.
    public static func references(forRule id: String) -> [Reference]? {
        if let r = Rule(rawValue: id) { return r.references }
        if let t = TimelineRule(rawValue: id) { return t.references }
        return nil
    }

    /// The certainty of the rule with this id (engine or timeline rule), or nil for an unknown id.
    public static func certainty(forRule id: String) -> Certainty? {
        if let r = Rule(rawValue: id) { return r.certainty }
        if let t = TimelineRule(rawValue: id) { return t.certainty }
        return nil
    }

    /// The certainty of the rule with this id on `version`: its core claims that apply there.
    public static func certainty(forRule id: String, on version: SystemVersion) -> Certainty? {
        if let r = Rule(rawValue: id) { return r.certainty(on: version) }
        if let t = TimelineRule(rawValue: id) { return t.certainty(on: version) }
        return nil
    }

    /// The note of the rule with this id: for observed and disputed rules, what the record shows and which side
    /// the engine takes.
    public static func note(forRule id: String) -> String? {
        if let r = Rule(rawValue: id) { return r.note }
        if let t = TimelineRule(rawValue: id) { return t.note }
        return nil
    }
}
