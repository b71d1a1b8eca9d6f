extension Policy {
    /// Whether a window can drive the interface orientation: it is on the main screen (windows on an external
    /// display never rotate with the device, the Windows guide) and not hidden.
    public static func canRotate(_ window: Window) -> Bool {
        window.screen == .main && !window.isHidden
    }

    /// The index of the window whose controllers decide, or nil when no window can rotate.
    ///
    /// Rule (documented choice; the exact modern rule is private): the key window, if it is on the
    /// main screen and visible; otherwise the first visible main-screen window in the `windows` order (the app's
    /// main window comes first, the Windows guide). QA1688: "the window's rootViewController decides". Hidden windows do
    /// not decide (openradar 19592583 reports an iOS 8 regression where one did; it is not modelled). Window
    /// levels are not consulted: no source ties them to the rotation decision.
    public static func decidingWindowIndex(in scenario: Scenario) -> Int? {
        decidingWindow(in: scenario)
    }

    /// `decidingWindowIndex(in:)` for any scenario model.
    static func decidingWindow<S: ScenarioModel>(in scenario: S) -> Int? {
        var fallback: Int?
        // Reads the flags in place: copying a `Window` retains its whole controller tree.
        for i in 0..<scenario.windowCount {
            let w = scenario.windowTraits(i)
            guard w.screen == .main, !w.isHidden else { continue }
            if w.isKeyWindow { return i }
            if fallback == nil { fallback = i }
        }
        return fallback
    }
}
