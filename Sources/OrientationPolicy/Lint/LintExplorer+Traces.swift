extension LintExplorer {
    /// One way into a configuration's explored states: the current orientation `Policy.decide` starts from (nil:
    /// the app launches in this configuration) and the timeline from launch that gets there, the device left upright
    /// in `current` (`LintReachability`).
    struct Entry {
        var current: InterfaceOrientation?
        /// Ends where `decide` starts: for a configuration whose top-most full-screen controller is presented, with
        /// that presentation (which `decide` shows from `current`).
        var timeline: Timeline
        /// True when the timeline ends with the presentation `decide` re-shows.
        var presents: Bool

        /// The timeline of the state `decide` evaluates with device orientation `d` reported last.
        func trace(_ d: DeviceOrientation?) -> Timeline {
            var t = timeline
            guard let d else { return t }
            guard let current else {
                // Launched with the device held in `d` (the launch orientation may follow it), then `d` reported
                // again: laying the device flat and back is how a user reports the same orientation twice.
                t.scenario.deviceOrientation = d
                t.events = [.launch, .deviceOrientation(.faceUp), .deviceOrientation(d)]
                return t
            }
            if d != current.deviceOrientation {
                t.events.append(.deviceOrientation(d))
            } else if presents {
                t.events += [.deviceOrientation(.faceUp), .deviceOrientation(d)]
            }
            return t
        }

        /// The timeline that shows a property of the configuration itself: its exception (no common orientation)
        /// where UIKit raises it (at launch, at the presentation, else at the next rotation), or else the device
        /// turning once in it.
        func turnTrace(crash: Bool) -> Timeline {
            var t = timeline
            if crash, current == nil {
                t.events = [.launch]
                return t
            }
            if crash, presents { return t }
            let io = current ?? TimelineSimulator(timeline).interfaceOrientation
            let d = LintReachability.uprights.first { $0 != io.deviceOrientation } ?? .portrait
            t.events.append(.deviceOrientation(d))
            return t
        }
    }

    /// The ways into configuration `v` that UIKit can reach (empty: the configuration is never reached, and is not
    /// explored). A configuration whose top-most full-screen controller is presented is entered by that
    /// presentation, from every orientation its presenter's configuration is reached in: UIKit shows a presented
    /// controller from the orientation the interface is in (UIViewController
    /// preferredInterfaceOrientationForPresentation, Apple Developer Documentation), so "interface landscape under a
    /// portrait-only presenter" is never a starting point. Any other configuration is entered in each orientation it
    /// is reached in, and at launch when it is a start configuration.
    func entries(_ v: Int, _ st: OrientationState, _ reach: LintReachability) -> [Entry] {
        let root = variants[v].root
        var out: [Entry] = []
        func aligned(_ p: (timeline: Timeline, device: DeviceOrientation), _ o: InterfaceOrientation) -> Timeline {
            var t = p.timeline
            if p.device != o.deviceOrientation { t.events.append(.deviceOrientation(o.deviceOrientation)) }
            return t
        }
        if let t = st.topmost, t.presentation != nil {
            let s = with(root)
            guard let presenter = ControllerPath(window: t.path.window, steps: t.path.steps.dropLast()).controller(in: s),
                let shown = t.path.controller(in: s),
                let before = root.updating(at: t.path.steps[...], { _ in nil }), let j = reach.index[before]
            else { return [] }
            var chain: [TimelineEvent] = []
            var from = presenter.name
            var next: ViewController? = shown
            while let c = next {
                var bare = c
                bare.presentedViewController = nil
                chain.append(.present(bare, from: from, style: nil, animated: false))
                from = c.name
                next = c.presentedViewController
            }
            for o in reach.orientations(of: j) {
                guard let p = reach.path(to: j, o) else { continue }
                var tl = aligned(p, o)
                tl.events += chain
                out.append(Entry(current: o, timeline: tl, presents: true))
            }
            return out
        }
        if reach.isStart(v) { out.append(Entry(current: nil, timeline: reach.launch(v), presents: false)) }
        for o in reach.orientations(of: v) {
            guard let p = reach.path(to: v, o) else { continue }
            out.append(Entry(current: o, timeline: aligned(p, o), presents: false))
        }
        return out
    }

    /// The orientations a presented configuration settles in once it is up (the presentation's own orientation, and
    /// wherever the user turns the device while it is shown), each with the timeline that gets there: dismissing
    /// from each of them is a state UIKit reaches (NYTPhotoViewer#360: a portrait presenter re-shown after the
    /// user turned a presented player to landscape).
    func settled(_ v: Int, _ reach: LintReachability) -> [(current: InterfaceOrientation, timeline: Timeline)] {
        reach.orientations(of: v).compactMap { o in
            guard let p = reach.path(to: v, o) else { return nil }
            var t = p.timeline
            if p.device != o.deviceOrientation { t.events.append(.deviceOrientation(o.deviceOrientation)) }
            return (o, t)
        }
    }

    /// The timeline of a dismissal check: the presenting state's, the device held upright in `shown`, then the top
    /// presentation dismissed.
    func dismissalTrace(_ state: Timeline, presented: Scenario, shown: InterfaceOrientation, device: DeviceOrientation) -> Timeline? {
        guard let path = Policy.topmostPresentationPath(inWindow: window, of: presented),
            let top = path.controller(in: presented)
        else { return nil }
        var t = state
        if device != shown.deviceOrientation { t.events.append(.deviceOrientation(shown.deviceOrientation)) }
        t.events.append(.dismiss(top.name, animated: false))
        return t
    }
}
