/// Whether an Objective-C method calls its superclass's implementation: `[super viewWillTransitionToSize:size
/// withTransitionCoordinator:coordinator]` anywhere in the body, blocks included. Read from the tokens, so a call
/// inside a block passed to the coordinator counts as much as one in the method itself.
enum ObjCSuperCalls {
    /// UIContentContainer's size-change callback.
    static let sizeTransition = "viewWillTransitionToSize:withTransitionCoordinator:"

    /// True when `super` is sent the selector's first part somewhere in `tokens` (the method body's).
    static func calls(_ selector: String, in tokens: [String]) -> Bool {
        let first = String(selector.prefix { $0 != ":" })
        for i in tokens.indices.dropLast() where tokens[i] == "super" && tokens[i + 1] == first { return true }
        return false
    }
}
