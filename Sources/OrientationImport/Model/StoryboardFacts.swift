import OrientationPolicy

/// One view controller element of a storyboard or xib (`<viewController>`, `<navigationController>`,
/// `<tabBarController>`, `<splitViewController>`, `<pageViewController>`, `<tableViewController>`,
/// `<collectionViewController>`, `<avPlayerViewController>`, ...).
package struct StoryboardController: Sendable, Hashable {
    /// The element's `id` attribute, unique within its file.
    package var id: String
    /// The UIKit container kind the element is (a table view controller is a `.viewController`).
    package var kind: ControllerKind
    /// The UIKit class the element stands for: `UIViewController`, `UITableViewController`,
    /// `AVPlayerViewController`, `UINavigationController`, ...
    package var uikitClass: String
    /// `customClass`, when set: a class of the project (or of a framework).
    package var customClass: String?
    /// `storyboardIdentifier`, which `instantiateViewController(withIdentifier:)` names.
    package var storyboardIdentifier: String?
    /// The element's start tag.
    package var location: SourceLocation
    /// The controller's own `modalPresentationStyle` (Interface Builder's "Presentation" attribute of the
    /// controller): it applies when a presentation segue leaves the style to the destination ("Same As
    /// Destination") and when code presents the controller. nil: not set, the iOS version's default applies.
    package var modalPresentationStyle: ModalPresentationStyle?

    package init(
        id: String, kind: ControllerKind, uikitClass: String, customClass: String? = nil,
        storyboardIdentifier: String? = nil, location: SourceLocation,
        modalPresentationStyle: ModalPresentationStyle? = nil
    ) {
        self.id = id
        self.kind = kind
        self.uikitClass = uikitClass
        self.customClass = customClass
        self.storyboardIdentifier = storyboardIdentifier
        self.location = location
        self.modalPresentationStyle = modalPresentationStyle
    }

    /// The class name the engine reports: the custom class, else the UIKit class.
    package var className: String { customClass ?? uikitClass }
}

/// One segue of a storyboard: an edge of the graph of reachable states.
package struct StoryboardSegue: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// `relationship="rootViewController"` (navigation root) or `"viewControllers"` (tab items, split
        /// columns, in document order), `"masterViewController"`/`"detailViewController"` (split).
        case relationship(String)
        /// `show` / `push` (a push on the enclosing navigation controller; without one, UIKit presents).
        case show
        /// `showDetail` (split view detail; on a collapsed split it behaves like show).
        case showDetail
        /// `presentation` / `modal`, with `modalPresentationStyle` when the segue sets it.
        case present
        /// `popoverPresentation` / `popover`.
        case popover
        /// `embed` (a container view's child).
        case embed
        /// `unwind`, `custom` or anything else: not followed.
        case other(String)
    }
    /// The segue's `id` attribute.
    package var id: String
    /// The `identifier` attribute that `performSegue(withIdentifier:)` names.
    package var identifier: String?
    package var kind: Kind
    /// The controller element the segue starts from (the scene that contains it).
    package var sourceID: String
    /// The `destination` attribute.
    package var destinationID: String
    /// `modalPresentationStyle` on a presentation segue (nil: the iOS version's default applies).
    package var modalPresentationStyle: ModalPresentationStyle?
    /// The `<segue>` start tag.
    package var location: SourceLocation

    package init(
        id: String, identifier: String? = nil, kind: Kind, sourceID: String, destinationID: String,
        modalPresentationStyle: ModalPresentationStyle? = nil, location: SourceLocation
    ) {
        self.id = id
        self.identifier = identifier
        self.kind = kind
        self.sourceID = sourceID
        self.destinationID = destinationID
        self.modalPresentationStyle = modalPresentationStyle
        self.location = location
    }
}

/// `<viewControllerPlaceholder>`: a storyboard reference. A segue to it leads to another storyboard's initial
/// controller (or the controller with `referencedIdentifier`).
package struct StoryboardPlaceholder: Sendable, Hashable {
    package var id: String
    /// `storyboardName`; nil means the same storyboard.
    package var storyboardName: String?
    /// `referencedIdentifier`: a `storyboardIdentifier` in that storyboard; nil means its initial controller.
    package var referencedIdentifier: String?
    package var location: SourceLocation

    package init(id: String, storyboardName: String?, referencedIdentifier: String?, location: SourceLocation) {
        self.id = id
        self.storyboardName = storyboardName
        self.referencedIdentifier = referencedIdentifier
        self.location = location
    }
}

/// One storyboard or xib file: its controllers and segues.
package struct ImportedStoryboard: Sendable, Hashable {
    /// Relative to the project root.
    package var path: String
    /// The file name without directory and extension (`Main` for `Base.lproj/Main.storyboard`), which
    /// `UIMainStoryboardFile` names.
    package var name: String
    /// `initialViewController` of the document, when set; for a xib without one (a `MainWindow.xib`), the
    /// controller its window's `rootViewController` outlet names.
    package var initialViewControllerID: String?
    package var controllers: [StoryboardController]
    package var segues: [StoryboardSegue]
    package var placeholders: [StoryboardPlaceholder]
    /// The document's `targetRuntime`: `iOS.CocoaTouch` (`iOS.CocoaTouch.iPad` in old iPad-only files),
    /// `AppleTV`, `MacOSX.Cocoa`, `watchKit`; nil when the document does not say.
    package var targetRuntime: String?
    /// Why the document's controllers were not read, when they were not: a Mac or watch document (AppKit and
    /// WatchKit controllers are not UIKit's). nil when it was read.
    package var skippedReason: String?

    package init(
        path: String, name: String, initialViewControllerID: String?, controllers: [StoryboardController],
        segues: [StoryboardSegue], placeholders: [StoryboardPlaceholder] = [], targetRuntime: String? = nil,
        skippedReason: String? = nil
    ) {
        self.placeholders = placeholders
        self.targetRuntime = targetRuntime
        self.skippedReason = skippedReason
        self.path = path
        self.name = name
        self.initialViewControllerID = initialViewControllerID
        self.controllers = controllers
        self.segues = segues
    }
}
