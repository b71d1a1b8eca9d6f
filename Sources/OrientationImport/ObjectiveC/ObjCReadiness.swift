import OrientationPolicy

/// The iOS 27 readiness facts of one Objective-C method (`ReadinessFacts`), read from its tokens: the app
/// delegate's scene configuration and orientation methods, a scene delegate's mask, `statusBarOrientation`, and the
/// orientation and main-screen reads that decide a layout (`SwiftReadiness` says what counts as one).
enum ObjCReadiness {
    static let sceneConfiguration = "application:configurationForConnectingSceneSession:options:"
    static let appDelegateMask = "application:supportedInterfaceOrientationsForWindow:"
    static let sceneDelegateMask = "supportedInterfaceOrientationsForWindowScene:"
    /// The layout callbacks, by selector.
    static let layoutSelectors: Set<String> = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSubviews", "updateViewConstraints", "updateConstraints",
        "viewWillTransitionToSize:withTransitionCoordinator:", "traitCollectionDidChange:", "viewSafeAreaInsetsDidChange",
        "safeAreaInsetsDidChange",
    ]
    /// Identifiers of a statement that sets a frame, bounds, centre, size or constraint.
    static let layoutWords: Set<String> = [
        "frame", "setFrame", "center", "setCenter", "CGRectMake", "CGSizeMake", "constant", "setConstant",
        "constraintEqualToAnchor", "constraintWithItem", "constraintsWithVisualFormat", "mas_makeConstraints",
        "mas_updateConstraints", "mas_remakeConstraints", "contentSize", "itemSize", "preferredContentSize",
    ]

    static func read(
        _ method: ObjCDeclarations.Method, tokens: [ObjCToken], className: String, location: (Int) -> SourceLocation,
        into facts: inout ReadinessFacts
    ) {
        // A class method (`+ (BOOL)isLandscape` of a category) reads the orientation and lays out as an instance
        // method does; only the delegate methods below are instance methods by UIKit's definition.
        switch method.isClassMethod ? "" : method.selector {
        case sceneConfiguration:
            facts.sceneConfigurationMethods.append(
                ImportedDelegateMethod(className: className, language: .objectiveC, location: location(method.token)))
        case appDelegateMask:
            facts.appDelegateOrientationMethods.append(
                ImportedDelegateMethod(className: className, language: .objectiveC, location: location(method.token)))
        default: break
        }
        let inLayoutMethod = !method.isClassMethod && layoutSelectors.contains(method.selector)
        let body = method.body
        // Code that runs only on an iOS far older than 27 says nothing about 27.
        let legacy = ObjCLegacyVersionBranches.ranges(in: body, tokens: tokens)
        for i in body where tokens[i].kind == .identifier && !legacy.contains(where: { $0.contains(i) }) {
            let text = tokens[i].text
            switch text {
            case "statusBarOrientation", "setStatusBarOrientation":
                // `[UIApplication sharedApplication].statusBarOrientation`, `[app statusBarOrientation]`, or the setter
                // `[app setStatusBarOrientation:...]`; never a variable of that name (`UIInterfaceOrientation
                // statusBarOrientation = ...`, `return statusBarOrientation;`).
                guard i > body.lowerBound, i + 1 < body.upperBound else { continue }
                let previous = tokens[i - 1]
                let next = tokens[i + 1].text
                let isProperty = previous.text == "."
                let isMessage = (previous.text == "]" || previous.kind == .identifier) && (next == "]" || next == ":")
                guard isProperty || isMessage else { continue }
                let assigned = next == "="
                facts.statusBarOrientationUses.append(
                    ImportedStatusBarOrientationUse(
                        isSetter: text == "setStatusBarOrientation" || assigned, inClass: className, location: location(i)))
            case ObjCApplicationMaskCall.selectorName:
                guard ObjCApplicationMaskCall.isCall(at: i, tokens: tokens, body: body),
                    !ObjCApplicationMaskCall.runsOnlyBeforeIOS27(at: i, tokens: tokens, body: body)
                else { continue }
                facts.applicationMaskCalls.append(
                    ImportedApplicationMaskCall(inClass: className, language: .objectiveC, location: location(i)))
            case "interfaceOrientation", "orientation", "bounds", "nativeBounds":
                guard let (kind, spelled) = readKind(at: i, tokens: tokens, body: body) else { continue }
                let statement = statement(around: i, tokens: tokens, body: body)
                // A class method's `return CGRectMake(...)` hands a helper's value to its callers (PdParty's
                // `+ appSize`, Pastel's `+ screenRect`); an instance method's can be UIKit's own question
                // (`collectionView:layout:sizeForItemAtIndexPath:`).
                let helperReturn = method.isClassMethod && tokens[statement.lowerBound].text == "return"
                guard inLayoutMethod || (!helperReturn && setsLayout(tokens[statement])) else { continue }
                if kind == .screenBounds, ObjCWindowFallback.isFallback(at: i, tokens: tokens, statement: statement) { continue }
                // `[UIScreen mainScreen].bounds.size.width == self.view.frame.size.width`: whether the window fills
                // the screen, not its layout.
                if kind == .screenBounds, ObjCScreenComparison.comparesWithOwnSize(at: i, tokens: tokens, statement: statement) {
                    continue
                }
                // At the statement's first line: a `CGRectMake(...)` whose width and height are read on two lines is
                // one decision.
                facts.orientationLayoutReads.append(
                    ImportedOrientationLayoutRead(
                        kind: kind, spelled: spelled, inClass: className,
                        inMethod: inLayoutMethod ? method.selector : nil, location: location(statement.lowerBound)))
            default:
                continue
            }
        }
    }

    /// What the identifier at `i` reads: `self.interfaceOrientation` / `[self interfaceOrientation]` /
    /// `scene.interfaceOrientation`, `[UIDevice currentDevice].orientation`, `[UIScreen mainScreen].bounds`.
    private static func readKind(at i: Int, tokens: [ObjCToken], body: Range<Int>)
        -> (ImportedOrientationLayoutRead.Kind, String)?
    {
        guard i - 1 >= body.lowerBound else { return nil }
        let previous = tokens[i - 1].text
        let next = i + 1 < body.upperBound ? tokens[i + 1].text : ""
        // A property read (`x.name`) or a message with no argument (`[x name]`).
        let isRead = (previous == "." && next != "=") || (next == "]" && (tokens[i - 1].kind == .identifier || previous == "]"))
        guard isRead else { return nil }
        // The receiver's last identifier: `currentDevice` in `[UIDevice currentDevice].orientation`.
        var j = i - 1
        if previous == "." { j -= 1 }
        while j >= body.lowerBound, tokens[j].text == "]" { j -= 1 }
        let receiver = j >= body.lowerBound ? tokens[j].text : ""
        switch tokens[i].text {
        case "interfaceOrientation":
            return (.interfaceOrientation, "interfaceOrientation")
        case "orientation":
            return receiver == "currentDevice" ? (.deviceOrientation, "[UIDevice currentDevice].orientation") : nil
        default:
            return receiver == "mainScreen" ? (.screenBounds, "[UIScreen mainScreen]." + tokens[i].text) : nil
        }
    }

    /// The statement around `i`: from the token after the previous `;`, `{` or `}` (and after a `case ...:` or
    /// `default:` label) to the next `;`. An `if` on the read and the first statement it guards count as one.
    static func statement(around i: Int, tokens: [ObjCToken], body: Range<Int>) -> Range<Int> {
        var start = i
        while start > body.lowerBound, ![";", "{", "}"].contains(tokens[start - 1].text) { start -= 1 }
        if ["case", "default"].contains(tokens[start].text),
            let colon = tokens[start..<i].firstIndex(where: { $0.text == ":" })
        {
            start = colon + 1
        }
        var end = i
        while end < body.upperBound, tokens[end].text != ";" { end += 1 }
        return start..<end
    }

    /// Whether a statement sets a frame or constraint. An assignment sets what is on its left
    /// (`self.view.frame = ...`, `self.height.constant = ...`), and its right side counts only when it builds a frame,
    /// a size or a constraint (`CGRectMake(...)`): `BOOL wide = [UIScreen mainScreen].bounds.size.width ==
    /// self.view.frame.size.width;` reads a frame into a flag. Any other statement counts when it names one anywhere.
    private static func setsLayout(_ statement: ArraySlice<ObjCToken>) -> Bool {
        // `[[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds]`: the app's window, which UIKit sizes.
        if statement.contains(where: { $0.text == "UIWindow" }) { return false }
        if let k = assignment(in: statement) {
            return namesLayout(statement[..<k], layoutWords) || setsBoundsOrSize(statement[..<k])
                || namesLayout(statement[(k + 1)...], builtLayoutWords)
        }
        return namesLayout(statement, layoutWords)
    }

    /// Whether the left of an assignment sets a property's bounds or size (`self.overlay.bounds = ...`,
    /// `frame.size = ...` after a dot): a local declared `CGSize size` is no layout.
    private static func setsBoundsOrSize(_ left: ArraySlice<ObjCToken>) -> Bool {
        zip(left.dropLast(), left.dropFirst()).contains { dot, name in
            dot.text == "." && name.kind == .identifier && (name.text == "bounds" || name.text == "size")
        }
    }

    /// Words that build a frame, a size or a constraint: on the right of an assignment they still make it a layout.
    static let builtLayoutWords: Set<String> = [
        "CGRectMake", "CGSizeMake", "constraintEqualToAnchor", "constraintWithItem", "constraintsWithVisualFormat",
        "mas_makeConstraints", "mas_updateConstraints", "mas_remakeConstraints",
    ]

    /// The index of the statement's assignment operator outside any brackets (`=`, `+=`, `-=`, `*=`, `/=`), if any.
    static func assignment(in statement: ArraySlice<ObjCToken>) -> Int? {
        var depth = 0
        for k in statement.indices {
            switch statement[k].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "=", "+=", "-=", "*=", "/=": if depth == 0 { return k }
            default: break
            }
        }
        return nil
    }

    /// Whether `tokens` name one of `words`, the arguments of Core Graphics' comparisons left out
    /// (`CGSizeEqualToSize([UIScreen mainScreen].bounds.size, CGSizeMake(375, 812))` compares a size; it sets none:
    /// TZImagePickerController's `+ tz_isIPhoneX`).
    private static func namesLayout(_ tokens: ArraySlice<ObjCToken>, _ words: Set<String>) -> Bool {
        var compared = 0
        var depth = 0
        var previous = ""
        for t in tokens {
            if compared > 0 {
                if t.text == "(" { depth += 1 }
                if t.text == ")" {
                    depth -= 1
                    if depth == 0 { compared = 0 }
                }
            } else if t.text == "(", comparisons.contains(previous) {
                compared = 1
                depth = 1
            } else if t.kind == .identifier, words.contains(t.text) {
                return true
            }
            previous = t.text
        }
        return false
    }

    /// Core Graphics' comparisons, whose arguments are compared, not laid out.
    static let comparisons: Set<String> = ["CGSizeEqualToSize", "CGRectEqualToRect", "CGPointEqualToPoint"]
}
