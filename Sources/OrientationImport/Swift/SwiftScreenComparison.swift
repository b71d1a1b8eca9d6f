import SwiftSyntax

/// A read of the main screen's size compared for equality with the window's or a view's own size, or with the size
/// a controller is about to take (`viewWillTransition(to:with:)`'s `size`): `UIScreen.main.bounds.width ==
/// size.width` asks whether the window fills the screen (mozilla-mobile/focus-ios tells a full-width iPad window from
/// Split View so). `layout-branches-on-orientation` is about layouts that take the screen for the window; this
/// comparison does not, and in a resizable window or iPhone Mirroring on iOS 27 (WWDC 2026 "Modernize your UIKit
/// app") it still answers truly: the window is not the screen's size. A comparison with a constant (`== 568`, an
/// iPhone SE's height) is a device check that does size the layout from the screen, and stays a layout read.
enum SwiftScreenComparison {
    static func comparesWithOwnSize(_ read: MemberAccessExprSyntax) -> Bool {
        // Up through the members that read a part of it (`.size.width`).
        var current = Syntax(read)
        while let parent = current.parent, parent.is(MemberAccessExprSyntax.self) { current = parent }
        guard let list = current.parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let at = elements.firstIndex(where: { $0.id == current.id }) else { return false }
        func isEquality(_ k: Int) -> Bool {
            elements.indices.contains(k) && elements[k].as(BinaryOperatorExprSyntax.self).map { ["==", "!="].contains($0.operator.text) } ?? false
        }
        if isEquality(at - 1), at >= 2, namesOwnSize(elements[at - 2].trimmedDescription) { return true }
        if isEquality(at + 1), at + 2 < elements.count, namesOwnSize(elements[at + 2].trimmedDescription) { return true }
        return false
    }

    /// The window's or a view's size (`SwiftWindowFallback`'s words), or a size parameter's (`size`, `size.width`).
    static func namesOwnSize(_ text: String) -> Bool {
        text == "size" || text.hasPrefix("size.") || SwiftWindowFallback.namesWindowSize(text)
            || SwiftWindowFallback.namesViewSize(text)
    }
}
