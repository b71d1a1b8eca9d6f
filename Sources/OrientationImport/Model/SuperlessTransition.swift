/// An override of `viewWillTransition(to:with:)` (`viewWillTransitionToSize:withTransitionCoordinator:`) whose body
/// never calls the superclass's implementation. Apple's documentation of the method (UIContentContainer) asks every
/// override to call super at some point, because that call is how UIKit passes the size change on: a view
/// controller forwards it to its views and its child view controllers, a presentation controller to the
/// controller it presents. Without it, the children of a container keep laying out for the old size when the
/// device turns (openedx/edx-app-ios#1578: a page controller's pages on iPad).
package struct ImportedSuperlessTransition: Sendable, Hashable {
    /// The class whose override it is.
    package var inClass: String?
    /// The override's name.
    package var location: SourceLocation

    package init(inClass: String?, location: SourceLocation) {
        self.inClass = inClass
        self.location = location
    }
}
