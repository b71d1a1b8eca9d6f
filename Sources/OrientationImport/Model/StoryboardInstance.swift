/// A controller made from a storyboard the code names: `UIStoryboard(name: "Login", bundle: nil)` /
/// `[UIStoryboard storyboardWithName:@"Login" bundle:nil]`, then `instantiateInitialViewController` (identifier nil)
/// or `instantiateViewController(withIdentifier: "Welcome")`.
package struct StoryboardInstance: Sendable, Hashable {
    package var storyboardName: String
    package var identifier: String?

    package init(storyboardName: String, identifier: String?) {
        self.storyboardName = storyboardName
        self.identifier = identifier
    }
}
