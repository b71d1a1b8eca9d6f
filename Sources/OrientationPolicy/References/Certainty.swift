/// How sure the service is of a rule, so a user knows which answers to double-check on a device.
public enum Certainty: String, Sendable, Hashable, CaseIterable {
    /// Apple says so: documentation, headers, release notes, technical notes or Q&As.
    case documented
    /// Not written down by Apple, but shown by public crash logs, radars or measurements others made on devices.
    case observed
    /// Public sources disagree; the rule picks one side and its `note` says which and why.
    case disputed
}
