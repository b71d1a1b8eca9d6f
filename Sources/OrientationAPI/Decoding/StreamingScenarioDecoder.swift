import OrientationPolicy

/// The fast path of `ScenarioDecoder.decode(body:)`: request bytes straight into a `FlatScenario`, in one pass,
/// without building the `JSONValue` tree first, and with every controller a record in one array (no array of
/// children, box for the presented controller or copy per controller to build and free again).
///
/// Why: building the tree and then destroying it was about half of `POST /v1/decide`'s cost (one allocation
/// per object and array, a retain and release per member; callgrind, BENCHMARKS.md), and the service's bar is
/// to stay close to a bare libmicrohttpd server (docs/performance.md).
///
/// Why it may give up: errors keep exactly one implementation. The tree decoder (`DecodingState`) fixes which
/// problem a bad request gets (syntax before values, unknown members first, then known members in the API
/// order), and that order cannot be decided while streaming. So this decoder accepts only what it can prove
/// valid and returns nil for anything else: any syntax or value error, an unknown or repeated member, a string
/// with an escape or a non-ASCII byte, a number with a fraction or an exponent or more than 18 digits, an
/// Info.plist given as a document string, more controllers or deeper nesting than the limits. The caller then
/// runs the tree decoder, which answers with the same scenario or the documented problem.
/// `StreamingDecoderTests` pins both halves of that contract (whenever this decoder returns a scenario the
/// tree decoder returns the same one; every plain valid request, the benchmark's included, takes this path),
/// and the fuzz target (`Sources/OrientationFuzz`) checks the first half on every input it generates.
struct StreamingScenarioDecoder {
    let maxControllers: Int
    let maxDepth: Int

    /// The scenario, or nil when the tree decoder must decide (see the type's documentation).
    func decode(_ bytes: [UInt8]) -> FlatScenario? {
        bytes.withUnsafeBufferPointer { buffer -> FlatScenario? in
            guard let base = buffer.baseAddress else { return nil }
            var cursor = ScenarioCursor(
                base: base, count: buffer.count, maxControllers: maxControllers,
                maxDepth: maxDepth)
            do throws(GiveUp) {
                let s = try cursor.scenario()
                try cursor.end()
                // A style the version does not have is the tree decoder's to report. Only a request with a style
                // newer than its version can have one, so the walk over the controllers runs only then.
                if let since = cursor.newestStyleSince, s.device.systemVersion < since, s.hasUnavailablePresentationStyle {
                    return nil
                }
                return s
            } catch {
                return nil
            }
        }
    }
}

extension StreamingScenarioDecoder {
    /// The scenarios of a `POST /v1/batch` envelope, `{"requests": [<decide request>, ...]}`, when every item
    /// streams; nil when anything in the body (the envelope, any item, more than `maxItems` items) is the tree
    /// decoder's, which then answers the whole batch with its per-item problems. One cursor reads the whole
    /// body, so the nesting limit counts from the document's root as `JSONReader`'s does, and the controller
    /// limit is per item as `ScenarioDecoder.decode(_:base:)`'s is.
    func decodeBatch(_ bytes: [UInt8], maxItems: Int) -> [FlatScenario]? {
        bytes.withUnsafeBufferPointer { buffer -> [FlatScenario]? in
            guard let base = buffer.baseAddress else { return nil }
            var cursor = ScenarioCursor(
                base: base, count: buffer.count, maxControllers: maxControllers,
                maxDepth: maxDepth)
            do throws(GiveUp) {
                let list = try cursor.batch(maxItems: maxItems)
                try cursor.end()
                // As in `decode`: an item with a style its version does not have is the tree decoder's, which
                // answers that item with the problem `/v1/decide` gives it.
                if let since = cursor.newestStyleSince,
                    list.contains(where: { $0.device.systemVersion < since && $0.hasUnavailablePresentationStyle })
                {
                    return nil
                }
                return list
            } catch {
                return nil
            }
        }
    }
}

/// "Let the tree decoder answer": carries nothing, so throwing it costs a branch (typed throws, no allocation).
struct GiveUp: Error {}

/// The schema walk: one method per API object, each reading members in document order and applying them
/// with the same rules and defaults as the matching `DecodingState` method.
struct ScenarioCursor {
    var bytes: ByteCursor
    var controllers = 0
    let maxControllers: Int
    /// The latest `availableSince` of the `modalPresentationStyle`s read so far, `automatic` left out as
    /// `Scenario.firstUnavailablePresentationStyle` leaves it out (nil when there is none): a scenario whose
    /// version is at least this has no unavailable style, and `decode` need not look for one.
    var newestStyleSince: SystemVersion?
    /// This thread's cache of controller names and selectors, looked up once per body rather than per string.
    let recent = RecentStrings.current
    /// The controllers of the scenario being read, in document order (a parent before its children), and their
    /// names and implemented callbacks.
    var records: [FlatScenario.Controller] = []
    var names: [String] = []
    var callbacks: [Int32: Set<String>] = [:]

    init(base: UnsafePointer<UInt8>, count: Int, maxControllers: Int, maxDepth: Int) {
        bytes = ByteCursor(base: base, count: count, maxDepth: maxDepth)
        self.maxControllers = maxControllers
    }

    mutating func end() throws(GiveUp) {
        bytes.skipWhitespace()
        if !bytes.atEnd { throw GiveUp() }
    }

    // MARK: objects

    // The names each object accepts: exactly `DecodingState`'s field lists.
    static let scenarioNames = MemberNames(.device, .app, .window, .windows, .interfaceOrientation, .deviceOrientation)
    static let deviceNames = MemberNames(.idiom, .systemVersion, .hasHomeButton, .supportsMultitasking, .environment)
    static let appNames = MemberNames(
        .infoPlist, .supportedInterfaceOrientationsForWindow, .legacyAutorotationBridge, .linkedAgainst,
        .supportedInterfaceOrientationsForWindowScene, .usesSceneLifeCycle)
    static let windowNames = MemberNames(
        .rootViewController, .isKeyWindow, .screen, .isHidden, .windowLevel,
        .supportedInterfaceOrientationsForWindow, .supportedInterfaceOrientationsForWindowScene)
    static let controllerNames = MemberNames(
        .name, .kind, .supportedInterfaceOrientations, .shouldAutorotate, .preferredInterfaceOrientationForPresentation,
        .shouldAutorotateToInterfaceOrientation, .forwarding, .viewControllers, .selectedIndex, .presentedViewController,
        .modalPresentationStyle, .shouldAutomaticallyForwardRotationMethods, .implementedCallbacks,
        .forwardsToPresentedViewController, .delegateSupportedInterfaceOrientations,
        .delegatePreferredInterfaceOrientationForPresentation)
    static let maskNames = MemberNames(.rawValue, .orientations)

    /// The scenario is built once, at the end: starting from `Scenario()` built its default one-window array
    /// only to replace it (an allocation and a release per request).
    mutating func scenario() throws(GiveUp) -> FlatScenario {
        bytes.skipWhitespace()
        records = []
        records.reserveCapacity(16)
        names = []
        names.reserveCapacity(16)
        callbacks = [:]
        var device = Device()
        var app = App()
        var interfaceOrientation: InterfaceOrientation?
        var deviceOrientation: DeviceOrientation?
        var window: FlatScenario.Window?
        var windows: [FlatScenario.Window]?
        var members = try bytes.object(accepting: Self.scenarioNames)
        while let key = try members.next(&bytes) {
            if bytes.skipNull() { continue }
            switch key {
            case .device: device = try self.device()
            case .app: app = try self.app()
            case .window: window = try self.window()
            case .windows:
                var list: [FlatScenario.Window] = []
                var items = try bytes.elements()
                while try items.next(&bytes) { list.append(try self.window()) }
                if list.isEmpty { throw GiveUp() }
                windows = list
            case .interfaceOrientation: interfaceOrientation = try self.interfaceOrientation()
            case .deviceOrientation: deviceOrientation = try self.deviceOrientation()
            default: throw GiveUp()
            }
        }
        // `window` and `windows` together is the `conflicting-fields` problem; neither is one default window.
        let list: [FlatScenario.Window]
        var fromArray = false
        if let window {
            if windows != nil { throw GiveUp() }
            list = [window]
        } else if let windows {
            list = windows
            fromArray = true
        } else {
            list = [FlatScenario.Window()]
        }
        return FlatScenario(
            device: device, app: app, windows: list, windowsFromArray: fromArray,
            interfaceOrientation: interfaceOrientation, deviceOrientation: deviceOrientation, controllers: records,
            names: names, implementedCallbacks: callbacks)
    }

    static let batchNames = MemberNames(.requests)

    /// `Service.batchItems`' envelope: exactly one member, `requests`, an array of at most `maxItems` requests.
    mutating func batch(maxItems: Int) throws(GiveUp) -> [FlatScenario] {
        bytes.skipWhitespace()
        var scenarios: [FlatScenario]?
        var members = try bytes.object(accepting: Self.batchNames)
        while try members.next(&bytes) != nil {
            // A null `requests` is the missing-field problem; the iterator already gave up on a repeated one.
            var list: [FlatScenario] = []
            var items = try bytes.elements()
            while try items.next(&bytes) {
                if list.count == maxItems { throw GiveUp() }
                controllers = 0
                list.append(try scenario())
            }
            scenarios = list
        }
        guard let scenarios else { throw GiveUp() }
        return scenarios
    }

    mutating func device() throws(GiveUp) -> Device {
        var d = Device()
        var members = try bytes.object(accepting: Self.deviceNames)
        while let key = try members.next(&bytes) {
            if bytes.skipNull() { continue }
            switch key {
            case .idiom: d.idiom = try vocabulary(InternedVocabulary.idioms, Idiom.init(parsing:))
            case .systemVersion: d.systemVersion = try systemVersion()
            case .hasHomeButton: d.hasHomeButton = try bytes.bool()
            case .supportsMultitasking: d.supportsMultitasking = try bytes.bool()
            case .environment: d.environment = try vocabulary(InternedVocabulary.environments, Device.Environment.init(parsing:))
            default: throw GiveUp()
            }
        }
        // An environment of another idiom, or before it exists, is the tree decoder's problem to name.
        if let e = d.environment, e.requiredIdiom.map({ $0 != d.idiom }) ?? false || d.systemVersion < e.availableSince {
            throw GiveUp()
        }
        return d
    }

    mutating func app() throws(GiveUp) -> App {
        var a = App()
        var members = try bytes.object(accepting: Self.appNames)
        while let key = try members.next(&bytes) {
            if bytes.skipNull() { continue }
            switch key {
            case .infoPlist: a.infoPlist = try infoPlist()
            case .supportedInterfaceOrientationsForWindow: a.supportedInterfaceOrientationsForWindow = try mask()
            case .legacyAutorotationBridge: a.legacyAutorotationBridge = try bytes.bool()
            case .linkedAgainst: a.linkedAgainst = try systemVersion()
            case .supportedInterfaceOrientationsForWindowScene: a.supportedInterfaceOrientationsForWindowScene = try mask()
            case .usesSceneLifeCycle: a.usesSceneLifeCycle = try bytes.bool()
            default: throw GiveUp()
            }
        }
        return a
    }

    /// The object form only (a plist document string is the tree decoder's); other keys are skipped.
    mutating func infoPlist() throws(GiveUp) -> InfoPlist {
        var p = InfoPlist()
        var members = try bytes.openObject()
        while let key = try members.next(&bytes) {
            if bytes.skipNull() { continue }
            switch key {
            case .plistSupported: p.supportedInterfaceOrientations = try orientationList()
            case .plistSupportedPad: p.supportedInterfaceOrientationsPad = try orientationList()
            case .plistSupportedPhone: p.supportedInterfaceOrientationsPhone = try orientationList()
            case .plistRequiresFullScreen: p.requiresFullScreen = try bytes.bool()
            case .plistRequiresFullScreenPad: p.requiresFullScreenPad = try bytes.bool()
            case .plistInterfaceOrientation: p.initialInterfaceOrientation = try interfaceOrientation()
            case .plistRequiresFullScreenIgnoredStartingWithVersion:
                p.requiresFullScreenIgnoredStartingWithVersion = try systemVersion()
            default: try bytes.skipValue()  // the hundreds of other Info.plist keys, ignored as on the tree path
            }
        }
        return p
    }

    /// Members are read into locals and the window is built once, at the end (as `scenario()`).
    mutating func window() throws(GiveUp) -> FlatScenario.Window {
        var w = FlatScenario.Window()
        var members = try bytes.object(accepting: Self.windowNames)
        while let key = try members.next(&bytes) {
            if bytes.skipNull() { continue }
            switch key {
            case .rootViewController: w.rootViewController = try controller()
            case .isKeyWindow: w.isKeyWindow = try bytes.bool()
            case .screen: w.screen = try vocabulary(InternedVocabulary.screens, Window.Screen.init(parsing:))
            case .isHidden: w.isHidden = try bytes.bool()
            case .windowLevel: w.windowLevel = Double(try bytes.integer())
            case .supportedInterfaceOrientationsForWindow: w.supportedInterfaceOrientationsForWindow = try mask()
            case .supportedInterfaceOrientationsForWindowScene: w.supportedInterfaceOrientationsForWindowScene = try mask()
            default: throw GiveUp()
            }
        }
        return w
    }

    /// One controller object, appended to `records` as a record (its index is returned), its children and the
    /// controller it presents after it. The record is filled in a local and stored once, at the end; its children
    /// are linked as they are read (each to the next by `nextSibling`).
    mutating func controller() throws(GiveUp) -> Int32 {
        controllers += 1
        if controllers > maxControllers { throw GiveUp() }
        let index = records.count
        records.append(FlatScenario.Controller())
        names.append("")
        var c = FlatScenario.Controller()
        var named = false
        var members = try bytes.object(accepting: Self.controllerNames)
        while let key = try members.next(&bytes) {
            if bytes.skipNull() { continue }
            switch key {
            case .name:
                names[index] = try bytes.freeString(recent)
                named = true
            case .kind: c.overrides.kind = try vocabulary(InternedVocabulary.kinds, ControllerKind.init(parsing:))
            case .supportedInterfaceOrientations: c.overrides.supportedInterfaceOrientations = try mask()
            case .shouldAutorotate: c.overrides.shouldAutorotate = try bytes.bool()
            case .preferredInterfaceOrientationForPresentation:
                c.overrides.preferredInterfaceOrientationForPresentation = try interfaceOrientation()
            case .shouldAutorotateToInterfaceOrientation: c.overrides.shouldAutorotateToInterfaceOrientation = try mask()
            case .forwarding:
                c.overrides.forwarding = try vocabulary(InternedVocabulary.forwardings, ChildForwarding.init(parsing:))
            case .viewControllers:
                // A repeated member gave up in the iterator, so the list starts empty.
                var previous: Int32 = -1
                var items = try bytes.elements()
                while try items.next(&bytes) {
                    let child = try controller()
                    if previous < 0 { c.firstChild = child } else { records[Int(previous)].nextSibling = child }
                    c.childCount &+= 1
                    previous = child
                }
            case .selectedIndex: c.overrides.selectedIndex = try bytes.integer()
            case .presentedViewController: c.presented = try controller()
            case .modalPresentationStyle:
                let s = try vocabulary(InternedVocabulary.styles, ModalPresentationStyle.init(parsing:))
                if s != .automatic, newestStyleSince.map({ $0 < s.availableSince }) ?? true {
                    newestStyleSince = s.availableSince
                }
                c.overrides.modalPresentationStyle = s
            case .shouldAutomaticallyForwardRotationMethods: c.overrides.shouldAutomaticallyForwardRotationMethods = try bytes.bool()
            case .implementedCallbacks:
                var set = Set<String>()
                var items = try bytes.elements()
                while try items.next(&bytes) { set.insert(try bytes.freeString(recent)) }
                callbacks[Int32(truncatingIfNeeded: index)] = set
            case .forwardsToPresentedViewController: c.overrides.forwardsToPresentedViewController = try bytes.bool()
            case .delegateSupportedInterfaceOrientations: c.overrides.delegateSupportedInterfaceOrientations = try mask()
            case .delegatePreferredInterfaceOrientationForPresentation:
                c.overrides.delegatePreferredInterfaceOrientationForPresentation = try interfaceOrientation()
            default: throw GiveUp()
            }
        }
        // A missing `name` is the UIKit class of the controller's `kind`, whichever member came first.
        if !named { names[index] = c.overrides.kind.uikitClassName }
        // The same bound as `DecodingState.controller`: an index into viewControllers (0 for an empty list).
        if let i = c.overrides.selectedIndex, i < 0 || i >= max(Int(c.childCount), 1) { throw GiveUp() }
        records[index] = c
        return Int32(truncatingIfNeeded: index)
    }

    // MARK: leaf values

    /// A vocabulary string: a known spelling is one load from its column; another string goes to the parser
    /// (`try?`: which vocabulary error it would be is the tree decoder's to say).
    mutating func vocabulary<T>(
        _ column: VocabularyColumn<T>,
        _ parse: (String) throws(VocabularyError) -> T
    ) throws(GiveUp) -> T {
        if bytes.peek() == UInt8(ascii: "\""),
            let (n, length) = column.spellings.lookup(bytes.base + bytes.i + 1, available: bytes.count - bytes.i - 1)
        {
            // One of this vocabulary's own interned words: the same value the general path below finds for it.
            bytes.i &+= length &+ 2
            return column[n].unsafelyUnwrapped
        }
        let (entry, string) = try bytes.internedOrString()
        if let entry {
            guard let v = column[entry] else { throw GiveUp() }
            return v
        }
        guard let string, let v = try? parse(string) else { throw GiveUp() }
        return v
    }

    /// `SystemVersion(parsing:)`'s grammar read straight from the bytes, without building the string: one to
    /// three dot-separated components of one to four decimal digits. Anything else is the tree decoder's to
    /// name (`StreamingDecoderTests` checks both agree on every spelling it lists).
    mutating func systemVersion() throws(GiveUp) -> SystemVersion {
        let (start, length) = try bytes.plainString()
        var parts = (0, 0, 0)
        var completed = 0
        var current = 0
        var digits = 0
        for k in start..<(start + length) {
            let b = bytes.base[k]
            if b &- UInt8(ascii: "0") < 10 {
                digits += 1
                if digits > 4 { throw GiveUp() }
                current = current * 10 + Int(b &- UInt8(ascii: "0"))
            } else if b == UInt8(ascii: "."), digits > 0, completed < 2 {
                if completed == 0 { parts.0 = current } else { parts.1 = current }
                completed += 1
                current = 0
                digits = 0
            } else {
                throw GiveUp()
            }
        }
        if digits == 0 { throw GiveUp() }
        switch completed {
        case 0: parts.0 = current
        case 1: parts.1 = current
        default: parts.2 = current
        }
        return SystemVersion(parts.0, parts.1, parts.2)
    }

    /// A name or an integer, as `DecodingState.interfaceOrientation`.
    mutating func interfaceOrientation() throws(GiveUp) -> InterfaceOrientation {
        try nameOrRawValue(
            InternedVocabulary.interfaceOrientations, InterfaceOrientation.init(parsing:),
            InterfaceOrientation.init(parsingRawValue:))
    }

    mutating func deviceOrientation() throws(GiveUp) -> DeviceOrientation {
        try nameOrRawValue(
            InternedVocabulary.deviceOrientations, DeviceOrientation.init(parsing:),
            DeviceOrientation.init(parsingRawValue:))
    }

    /// The two spellings of a UIKit enum value: its name (a string) or its raw value (an integer).
    mutating func nameOrRawValue<T>(
        _ column: VocabularyColumn<T>, _ parse: (String) throws(VocabularyError) -> T,
        _ parseRawValue: (Int) throws(VocabularyError) -> T
    ) throws(GiveUp) -> T {
        if bytes.peek() == UInt8(ascii: "\"") { return try vocabulary(column, parse) }
        guard let v = try? parseRawValue(try bytes.integer()) else { throw GiveUp() }
        return v
    }

    /// Every mask spelling `DecodingState.mask` accepts: integer, name, array, or `{rawValue, orientations}`.
    mutating func mask() throws(GiveUp) -> InterfaceOrientationMask {
        switch bytes.peek() {
        case UInt8(ascii: "\""): return try vocabulary(InternedVocabulary.masks, InterfaceOrientationMask.init(parsing:))
        case UInt8(ascii: "["): return try maskArray()
        case UInt8(ascii: "{"):
            var raw: InterfaceOrientationMask?
            var listed: InterfaceOrientationMask?
            var members = try bytes.object(accepting: Self.maskNames)
            while let key = try members.next(&bytes) {
                if bytes.skipNull() { continue }
                switch key {
                case .rawValue: raw = try rawMask()
                case .orientations: listed = try maskArray()
                default: throw GiveUp()
                }
            }
            // A missing rawValue, or orientations that disagree with it, are problems the tree decoder names.
            guard let raw, listed == nil || listed == raw else { throw GiveUp() }
            return raw
        default: return try rawMask()
        }
    }

    /// An integer mask only: `rawValue` in the object form must be a number on the tree path too.
    mutating func rawMask() throws(GiveUp) -> InterfaceOrientationMask {
        guard let m = try? InterfaceOrientationMask(parsingRawValue: try bytes.integer()) else { throw GiveUp() }
        return m
    }

    mutating func maskArray() throws(GiveUp) -> InterfaceOrientationMask {
        var raw: UInt = 0
        var items = try bytes.elements()
        while try items.next(&bytes) {
            let o = try interfaceOrientation()
            if o == .unknown { throw GiveUp() }
            raw |= 1 << UInt(o.rawValue)
        }
        return InterfaceOrientationMask(rawValue: raw)
    }

    mutating func orientationList() throws(GiveUp) -> [InterfaceOrientation] {
        // At most the four orientations in practice: one allocation, not 1-2-4 growth.
        var list: [InterfaceOrientation] = []
        list.reserveCapacity(4)
        var items = try bytes.elements()
        while try items.next(&bytes) { list.append(try interfaceOrientation()) }
        return list
    }
}
