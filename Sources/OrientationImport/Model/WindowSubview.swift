/// A controller's view added to an app window as a plain subview: `[self.window addSubview:nav.view];`,
/// `window.addSubview(controller.view)`. Only a window's root view controller (and what it presents) takes part in
/// rotation: from iOS 6, an app whose window has no root has its orientations decided by the application object
/// alone, and its controllers are not told of orientation changes (Apple's Technical Q&A QA1688, "Why won't my
/// UIViewController rotate with the device?"). Lint reports the call when the app sets no root anywhere. The same
/// fact records `[self.window makeKeyAndVisible]` on the app's window (no controller), which lint reports when the
/// app adds no controller's view: a window of plain views, which from iOS 9 ends the launch with an exception.
package struct ImportedWindowSubview: Sendable, Hashable {
    /// The window as written (`self.window`, `_window`, `window`).
    package var window: String
    /// The controller whose view is added, as written (`tabBarController`, `_rootViewController`); nil for
    /// `makeKeyAndVisible`, which shows the window with whatever it holds.
    package var controller: String?
    /// The class whose method contains the call.
    package var inClass: String?
    package var location: SourceLocation

    package init(window: String, controller: String?, inClass: String?, location: SourceLocation) {
        self.window = window
        self.controller = controller
        self.inClass = inClass
        self.location = location
    }

    /// A property or variable named as a window: `window`, `mainWindow`, `_window` and Google style's `window_`.
    static func isWindowName(_ name: String) -> Bool {
        var n = Substring(name)
        while n.hasSuffix("_") { n = n.dropLast() }
        return n.lowercased().hasSuffix("window")
    }

    /// Window names that are not the app's main window: an overlay, a HUD, an alert or an external screen's window
    /// (the words `ProjectAssembler.mainWindowRoot` ranks last), and the key window of whatever already runs.
    static func isSecondaryWindowName(_ name: String) -> Bool {
        let n = name.lowercased()
        return ["external", "noninteractive", "toast", "banner", "overlay", "hud", "alert", "keywindow", "popup", "status"]
            .contains { n.contains($0) }
    }
}
