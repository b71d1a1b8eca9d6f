/// Where a controller sits in a scenario: a window and a sequence of steps down the controller tree. Spelt like
/// the request (`window.rootViewController.viewControllers[1].presentedViewController`, or `windows[0]...` when
/// the request used a `windows` array) by `string(windowsFromArray:)`.
public struct ControllerPath: Sendable, Hashable {
    /// One step below a controller.
    public enum Step: Sendable, Hashable {
        /// `viewControllers[i]`.
        case child(Int)
        /// `presentedViewController`.
        case presented
    }

    /// The index of the window in `Scenario.windows`.
    public var window: Int

    /// The steps, one byte each from the low end (a child index below 255, or 255 for `presented`), while the
    /// path has at most 8 steps that all fit: building, copying and destroying such a path allocates and retains
    /// nothing. `decide` builds one per request and the decision keeps it three times (the top-most reference and
    /// the explanation), and as an array it was one allocation and a retain per copy. Other paths keep their
    /// steps in `spilled`. The form is canonical (packed exactly when the steps fit), so the synthesized equality
    /// and hashing are those of the steps.
    @usableFromInline var packed: UInt64
    @usableFromInline var packedCount: UInt8
    @usableFromInline var spilled: [Step]?

    /// The steps below the window's `rootViewController`.
    public var steps: [Step] {
        get {
            if let spilled { return spilled }
            var all: [Step] = []
            all.reserveCapacity(Int(packedCount))
            for i in 0..<Int(packedCount) { all.append(step(at: i)) }
            return all
        }
        set {
            self = ControllerPath(window: window, steps: newValue)
        }
    }

    public init(window: Int, steps: [Step] = []) {
        self.window = window
        packed = 0
        packedCount = 0
        spilled = nil
        if steps.count > Self.packedCapacity || !steps.allSatisfy({ Self.byte($0) != nil }) {
            spilled = steps
        } else {
            for step in steps { append(step) }
        }
    }

    /// How many steps fit in `packed`.
    @usableFromInline static var packedCapacity: Int { 8 }

    /// A step's byte in `packed`, nil when it does not fit one.
    @usableFromInline static func byte(_ step: Step) -> UInt8? {
        switch step {
        case .presented: 255
        case .child(let i): i >= 0 && i < 255 ? UInt8(i) : nil
        }
    }

    /// The number of steps.
    @inlinable var stepCount: Int { spilled?.count ?? Int(packedCount) }

    /// The step at `i` (`0 <= i < stepCount`).
    @inlinable func step(at i: Int) -> Step {
        if let spilled { return spilled[i] }
        let b = UInt8(truncatingIfNeeded: packed >> UInt64(8 * i))
        return b == 255 ? .presented : .child(Int(b))
    }

    /// Appends a step, keeping the form canonical.
    mutating func append(_ step: Step) {
        if spilled == nil, Int(packedCount) < Self.packedCapacity, let b = Self.byte(step) {
            packed |= UInt64(b) << UInt64(8 * Int(packedCount))
            packedCount += 1
        } else {
            var all = steps
            all.append(step)
            packed = 0
            packedCount = 0
            spilled = all
        }
    }

    /// Removes the last step, keeping the form canonical.
    mutating func removeLast() {
        if var all = spilled {
            all.removeLast()
            self = ControllerPath(window: window, steps: all)
        } else {
            packedCount -= 1
            packed &= packedCount == 0 ? 0 : (UInt64.max >> UInt64(64 - 8 * Int(packedCount)))
        }
    }

    /// The request-spelling path, e.g. `window.rootViewController.viewControllers[1].presentedViewController`.
    public func string(windowsFromArray: Bool) -> String {
        let head = windowsFromArray ? "windows[" : "window.rootViewController"
        let windowIndex = windowsFromArray ? Self.index(window) : ""
        let headTail = windowsFromArray ? "].rootViewController" : ""
        var total = head.utf8.count + windowIndex.utf8.count + headTail.utf8.count
        for k in 0..<stepCount {
            let step = self.step(at: k)
            switch step {
            case .child(let i): total += 18 + Self.index(i).utf8.count  // ".viewControllers[" + i + "]"
            case .presented: total += 24  // ".presentedViewController"
            }
        }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var n = Text.copy(head, into: buffer, at: 0)
            n += Text.copy(windowIndex, into: buffer, at: n)
            n += Text.copy(headTail, into: buffer, at: n)
            for k in 0..<stepCount {
                let step = self.step(at: k)
                switch step {
                case .child(let i):
                    n += Text.copy(".viewControllers[", into: buffer, at: n)
                    n += Text.copy(Self.index(i), into: buffer, at: n)
                    n += Text.copy("]", into: buffer, at: n)
                case .presented:
                    n += Text.copy(".presentedViewController", into: buffer, at: n)
                }
            }
            return n
        }
    }

    /// Hands the request-spelling path to `emit` piece by piece (the pieces of `string(windowsFromArray:)`), so
    /// an explanation or an encoder can copy it without building the string.
    public func forEachPiece(windowsFromArray: Bool, _ emit: (String) -> Void) {
        if windowsFromArray {
            emit("windows["); emit(Self.index(window)); emit("].rootViewController")
        } else {
            emit("window.rootViewController")
        }
        for k in 0..<stepCount {
            let step = self.step(at: k)
            switch step {
            case .child(let i): emit(".viewControllers["); emit(Self.index(i)); emit("]")
            case .presented: emit(".presentedViewController")
            }
        }
    }

    /// `forEachPiece` with its literal pieces as literals, for the explanation sentences (an encoder copies them
    /// without escaping). `forEachPiece` stays for `ControllerReference.forEachPathPiece`, whose pieces are Strings.
    func forEachTextPiece(windowsFromArray: Bool, _ emit: (TextPiece) -> Void) {
        withoutActuallyEscaping(emit) { emit in
            var sink = Text.ClosureSink(emit: emit)
            writeTextPieces(windowsFromArray: windowsFromArray, into: &sink)
        }
    }

    /// `forEachTextPiece` into a sink, specialized into the explanation rendering (see `TextPieceSink`).
    @inlinable func writeTextPieces<Sink: TextPieceSink & ~Copyable>(windowsFromArray: Bool, into sink: inout Sink) {
        if windowsFromArray {
            sink.literal("windows["); sink.piece(Self.indexPiece(window)); sink.literal("].rootViewController")
        } else {
            sink.literal("window.rootViewController")
        }
        for k in 0..<stepCount {
            let step = self.step(at: k)
            switch step {
            case .child(let i): sink.literal(".viewControllers["); sink.piece(Self.indexPiece(i)); sink.literal("]")
            case .presented: sink.literal(".presentedViewController")
            }
        }
    }

    /// Small indices as literals (no integer formatting on the hot path).
    static let digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"]

    static func index(_ i: Int) -> String {
        i >= 0 && i < digits.count ? digits[i] : String(i)
    }

    /// The controller at this path in a scenario, or nil when the path leads nowhere.
    public func controller(in scenario: Scenario) -> ViewController? {
        guard scenario.windows.indices.contains(window), var vc = scenario.windows[window].rootViewController else {
            return nil
        }
        for k in 0..<stepCount {
            let step = self.step(at: k)
            switch step {
            case .child(let i):
                guard vc.viewControllers.indices.contains(i) else { return nil }
                vc = vc.viewControllers[i]
            case .presented:
                guard let p = vc.presentedViewController else { return nil }
                vc = p
            }
        }
        return vc
    }
}

extension ViewController {
    /// This controller with the controller at `steps` (relative to it) replaced by `transform` of it; nil when a
    /// step leads nowhere. `transform` returning nil removes a presented controller (a dismissal) and is refused
    /// for a child or for the controller itself.
    public func updating(
        at steps: ArraySlice<ControllerPath.Step>, _ transform: (ViewController) -> ViewController?
    ) -> ViewController? {
        guard let step = steps.first else { return transform(self) }
        var copy = self
        switch step {
        case .child(let i):
            guard viewControllers.indices.contains(i),
                let child = viewControllers[i].updating(at: steps.dropFirst(), transform)
            else { return nil }
            copy.viewControllers[i] = child
        case .presented:
            guard let p = presentedViewController else { return nil }
            if steps.count == 1 {
                copy.presentedViewController = transform(p)
            } else {
                guard let q = p.updating(at: steps.dropFirst(), transform) else { return nil }
                copy.presentedViewController = q
            }
        }
        return copy
    }
}
