import OrientationPolicy

/// The `kind` attribute of `<segue>` as Interface Builder writes it, in the current format (Xcode 6 and later:
/// `show`, `showDetail`, `presentation`, `popoverPresentation`) and the old one (Xcode 4 and 5: `push`, `modal`,
/// `popover`, `replace`), into `StoryboardSegue.Kind`.
enum SegueKind {
    static func kind(_ attribute: String?, relationship: String?) -> StoryboardSegue.Kind {
        switch attribute {
        case "relationship"?: .relationship(relationship ?? "")
        case "show"?, "push"?: .show
        case "showDetail"?: .showDetail
        case "presentation"?, "modal"?: .present
        case "popoverPresentation"?, "popover"?: .popover
        case "embed"?: .embed
        case let other?: .other(other)
        case nil: .other("")
        }
    }

    /// `modalPresentationStyle` on a segue or a controller, in the names Interface Builder writes (`fullScreen`,
    /// `pageSheet`, `formSheet`, `currentContext`, `overFullScreen`, `overCurrentContext`, `popover`, `custom`,
    /// `automatic`). A value it does not know is read as not set.
    static func presentationStyle(_ attribute: String?) -> ModalPresentationStyle? {
        guard let attribute else { return nil }
        return try? ModalPresentationStyle(parsing: attribute)
    }
}
