import OrientationPolicy

extension DecodingState {
    static let controllerFields = [
        "name", "kind", "supportedInterfaceOrientations", "shouldAutorotate",
        "preferredInterfaceOrientationForPresentation", "shouldAutorotateToInterfaceOrientation", "forwarding",
        "viewControllers", "selectedIndex", "presentedViewController", "modalPresentationStyle",
        "shouldAutomaticallyForwardRotationMethods", "implementedCallbacks", "forwardsToPresentedViewController",
        "delegateSupportedInterfaceOrientations", "delegatePreferredInterfaceOrientationForPresentation",
    ]

    /// A view controller (the API "Controller"). An omitted override stays nil: "an omitted override means the
    /// method is not overridden (UIKit's default applies). This distinction matters." A missing `name`
    /// defaults to the UIKit class of `kind`, as UIKit prints an unsubclassed controller.
    mutating func controller(_ v: JSONValue) throws(APIProblem) -> ViewController {
        guard case .object(let members) = v else { throw wrongType("a view controller object", v) }
        controllers += 1
        if controllers > maxControllers {
            throw problem(.tooManyControllers, "a scenario may hold at most \(maxControllers) view controllers")
        }
        var name: JSONValue?
        var kind: JSONValue?
        var supported: JSONValue?
        var autorotate: JSONValue?
        var preferred: JSONValue?
        var legacy: JSONValue?
        var forwarding: JSONValue?
        var children: JSONValue?
        var selected: JSONValue?
        var presented: JSONValue?
        var style: JSONValue?
        var forwardRotation: JSONValue?
        var callbacks: JSONValue?
        var forwardsToPresented: JSONValue?
        var delegateMask: JSONValue?
        var delegatePreferred: JSONValue?
        for m in members {
            switch m.id {
            case .name: name = m.value
            case .kind: kind = m.value
            case .supportedInterfaceOrientations: supported = m.value
            case .shouldAutorotate: autorotate = m.value
            case .preferredInterfaceOrientationForPresentation: preferred = m.value
            case .shouldAutorotateToInterfaceOrientation: legacy = m.value
            case .forwarding: forwarding = m.value
            case .viewControllers: children = m.value
            case .selectedIndex: selected = m.value
            case .presentedViewController: presented = m.value
            case .modalPresentationStyle: style = m.value
            case .shouldAutomaticallyForwardRotationMethods: forwardRotation = m.value
            case .implementedCallbacks: callbacks = m.value
            case .forwardsToPresentedViewController: forwardsToPresented = m.value
            case .delegateSupportedInterfaceOrientations: delegateMask = m.value
            case .delegatePreferredInterfaceOrientationForPresentation: delegatePreferred = m.value
            default: throw unknownField(m.key, in: "a view controller", accepted: Self.controllerFields)
            }
        }
        var c = ViewController()
        var explicitName: String?
        if let v = present(name) {
            path.push("name")
            guard case .string(let s) = v else { throw wrongType("a string", v) }
            explicitName = s
            path.pop()
        }
        if let v = present(kind) {
            path.push("kind")
            guard case .string(let s) = v else { throw wrongType("a string such as \"navigationController\"", v) }
            do throws(VocabularyError) { c.kind = try ControllerKind(parsing: s) } catch { throw vocabulary(error) }
            path.pop()
        }
        c.name = explicitName ?? c.kind.uikitClassName
        if let v = present(supported) {
            path.push("supportedInterfaceOrientations"); c.supportedInterfaceOrientations = try mask(v); path.pop()
        }
        if let v = present(autorotate) { path.push("shouldAutorotate"); c.shouldAutorotate = try bool(v); path.pop() }
        if let v = present(preferred) {
            path.push("preferredInterfaceOrientationForPresentation")
            c.preferredInterfaceOrientationForPresentation = try interfaceOrientation(v)
            path.pop()
        }
        if let v = present(legacy) {
            path.push("shouldAutorotateToInterfaceOrientation")
            c.shouldAutorotateToInterfaceOrientation = try mask(v)
            path.pop()
        }
        if let v = present(forwarding) {
            path.push("forwarding")
            guard case .string(let s) = v else { throw wrongType("a string such as \"topViewController\"", v) }
            do throws(VocabularyError) { c.forwarding = try ChildForwarding(parsing: s) } catch { throw vocabulary(error) }
            path.pop()
        }
        if let v = present(children) {
            path.push("viewControllers")
            guard case .array(let items) = v else { throw wrongType("an array of view controllers", v) }
            var list: [ViewController] = []
            list.reserveCapacity(items.count)
            for (i, item) in items.enumerated() {
                path.push(i)
                list.append(try controller(item))
                path.pop()
            }
            c.viewControllers = list
            path.pop()
        }
        if let v = present(selected) {
            path.push("selectedIndex")
            let index = try integer(v)
            // UIKit's selectedIndex indexes viewControllers; 0 is also what an empty tab bar reports in the
            // the API example (`"viewControllers": [], "selectedIndex": 0`).
            let count = c.viewControllers.count
            guard index >= 0, index < max(count, 1) else {
                throw problem(
                    .outOfRange,
                    "selectedIndex \(index) is outside viewControllers (\(count) "
                        + (count == 1 ? "controller" : "controllers") + ")")
            }
            c.selectedIndex = index
            path.pop()
        }
        if let v = present(presented) {
            path.push("presentedViewController"); c.presentedViewController = try controller(v); path.pop()
        }
        if let v = present(style) {
            path.push("modalPresentationStyle")
            guard case .string(let s) = v else { throw wrongType("a string such as \"fullScreen\"", v) }
            do throws(VocabularyError) { c.modalPresentationStyle = try ModalPresentationStyle(parsing: s) } catch {
                throw vocabulary(error)
            }
            path.pop()
        }
        if let v = present(forwardRotation) {
            path.push("shouldAutomaticallyForwardRotationMethods")
            c.shouldAutomaticallyForwardRotationMethods = try bool(v)
            path.pop()
        }
        if let v = present(callbacks) {
            path.push("implementedCallbacks")
            guard case .array(let items) = v else { throw wrongType("an array of selector names", v) }
            var set = Set<String>()
            for (i, item) in items.enumerated() {
                guard case .string(let s) = item else { path.push(i); throw wrongType("a string", item) }
                set.insert(s)
            }
            c.implementedCallbacks = set
            path.pop()
        }
        if let v = present(forwardsToPresented) {
            path.push("forwardsToPresentedViewController")
            c.forwardsToPresentedViewController = try bool(v)
            path.pop()
        }
        if let v = present(delegateMask) {
            path.push("delegateSupportedInterfaceOrientations"); c.delegateSupportedInterfaceOrientations = try mask(v); path.pop()
        }
        if let v = present(delegatePreferred) {
            path.push("delegatePreferredInterfaceOrientationForPresentation")
            c.delegatePreferredInterfaceOrientationForPresentation = try interfaceOrientation(v)
            path.pop()
        }
        return c
    }
}
