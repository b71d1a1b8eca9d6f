import OrientationPolicy

/// A method that shows a controller on behalf of the controller passed in one of its parameters:
/// `- (void)showLoginFromController:(UIViewController *)controller { [controller presentViewController:login ...]; }`,
/// `static func present(from viewController: UIViewController) { viewController.present(sheet, animated: true) }`.
/// UIKit makes the presentation from the controller the message is sent to ("The view controller that presented
/// this view controller", `presentingViewController`, UIViewController, Apple's UIKit documentation), so the
/// presenter is the caller's argument, not the helper's own class, and a call `[helper showLoginFromController:self]`
/// in a controller is that controller's transition (`PresentingHelpers` resolves the calls).
package struct ImportedPresentingHelper: Sendable, Hashable {
    /// The type that declares the method (a helper object, a controller, an SDK's entry point); nil at file level.
    package var typeName: String?
    /// The method as calls name it: an Objective-C selector (`showLoginFromController:`) or a Swift name with its
    /// argument labels (`present(from:)`, `show(_:over:)`).
    package var selector: String
    /// The parameter that receives the presenter (0 = first).
    package var presenterParameter: Int
    /// What the helper shows: a present or a push onto the presenter's navigation controller.
    package var kind: ImportedTransition.Kind
    /// The class of the controller shown, read in the helper's body (`self` is the helper's own class); nil when it
    /// is another parameter (`presentedParameter`) or cannot be told.
    package var toClass: String?
    /// The parameter that carries the controller shown (`[helper present:vc from:self]`): its class is read at each
    /// call.
    package var presentedParameter: Int?
    /// For a helper that presents through another: the method it passes its parameter to (`[self
    /// _prepareWithController:controller]`), and at which argument. The transition is then that helper's.
    package var forwardsTo: Forward?
    package var modalPresentationStyle: Located<ModalPresentationStyle>?
    /// The present or push call, or the forwarding call.
    package var location: SourceLocation

    package struct Forward: Sendable, Hashable {
        package var selector: String
        package var argument: Int
        package init(selector: String, argument: Int) {
            self.selector = selector
            self.argument = argument
        }
    }

    package init(
        typeName: String?, selector: String, presenterParameter: Int, kind: ImportedTransition.Kind, toClass: String?,
        presentedParameter: Int? = nil, forwardsTo: Forward? = nil, location: SourceLocation
    ) {
        self.typeName = typeName
        self.selector = selector
        self.presenterParameter = presenterParameter
        self.kind = kind
        self.toClass = toClass
        self.presentedParameter = presentedParameter
        self.forwardsTo = forwardsTo
        self.location = location
    }
}

/// A call that hands a controller (`self`, in a controller's method) to a method of the project:
/// `[[LoginPresenter shared] showLoginFromController:self]`, `SDK.present(from: self)`. When that method is a
/// presenting helper the call is the controller's transition.
package struct ImportedHelperCall: Sendable, Hashable {
    /// The class whose method contains the call.
    package var fromClass: String
    /// The method called, spelled as `ImportedPresentingHelper.selector`.
    package var selector: String
    /// The argument that is `self`.
    package var selfArgument: Int
    /// The class of each argument's controller where the method tells it (`[[X alloc] init]`, a variable of type X).
    package var argumentClasses: [String?]
    package var location: SourceLocation

    package init(fromClass: String, selector: String, selfArgument: Int, argumentClasses: [String?], location: SourceLocation) {
        self.fromClass = fromClass
        self.selector = selector
        self.selfArgument = selfArgument
        self.argumentClasses = argumentClasses
        self.location = location
    }
}
