/// What tells whether an app's window has a root view controller, in one Objective-C method:
///
/// - every assignment to a window's root (`self.window.rootViewController = x;`, `[_window setRootViewController:x];`),
///   read or not: the app sets a root, whatever controller it is. The receiver is anything but `self` and `super`
///   (a navigator's own `[self setRootViewController:]` is its own property), so a root set on a window the
///   importer cannot name still counts, and no finding rests on a guess that there is none;
/// - a controller's view added to the app's window as a plain subview: `[self.window addSubview:nav.view];`,
///   `[_window addSubview:[controller view]];`, where the window is the class's own (`self.window`, `_window`,
///   `window`, `mainWindow`) or a variable created as a window in the method (`UIWindow *w = [[UIWindow alloc]
///   initWithFrame:...];`). A variable holding some other window (`view.window`, the key window), a parameter, an
///   overlay's or a HUD's window is not the app's.
///
/// Apple's Technical Q&A QA1688 ("Why won't my UIViewController rotate with the device?"): developers are
/// discouraged from adding a controller's view to a window as a subview, and from iOS 6, without a root view
/// controller, the application object alone decides the orientations and controllers are not notified.
extension ObjCCalls {
    /// The locations of the method's assignments to a window's root.
    var windowRootAssignments: [SourceLocation] {
        var out: [SourceLocation] = []
        for e in expressions {
            switch e.kind {
            case .binary("=", let lhs, _):
                guard case .member(let base, "rootViewController") = lhs.kind, isOtherObject(base) else { continue }
                out.append(location(lhs.range.upperBound - 1))
            case .message(let base, "setRootViewController:", let args) where args.count == 1:
                guard isOtherObject(base) else { continue }
                out.append(location(selectorToken(e)))
            default:
                continue
            }
        }
        return out
    }

    /// The method's `addSubview:` calls that put a controller's view on the app's window, and its
    /// `makeKeyAndVisible` calls on that window (with no controller).
    var windowSubviews: [ImportedWindowSubview] {
        var out: [ImportedWindowSubview] = []
        for e in expressions {
            if case .message(let receiver, "makeKeyAndVisible", let args) = e.kind, args.isEmpty,
                let window = appWindow(receiver, before: e.range.lowerBound)
            {
                out.append(
                    ImportedWindowSubview(window: window, controller: nil, inClass: className, location: location(selectorToken(e))))
                continue
            }
            guard case .message(let receiver, "addSubview:", let args) = e.kind, args.count == 1,
                let window = appWindow(receiver, before: e.range.lowerBound),
                let path = args[0].uncast.path, path.count >= 2, path.last == "view"
            else { continue }
            let controller = path.dropLast()
            // `self.view`, `self.navigationController.view`: `self` is written as no name at all.
            let name = controller.isEmpty ? "self" : controller.joined(separator: ".")
            out.append(
                ImportedWindowSubview(
                    window: window, controller: name, inClass: className, location: location(selectorToken(e))))
        }
        return out
    }

    /// `self` and `super` are the object whose method this is; a class named `...Window` is a window itself.
    private func isOtherObject(_ receiver: ObjCExpr) -> Bool {
        if case .identifier(let name) = receiver.uncast.kind, name == "self" || name == "super" {
            return className.hasSuffix("Window")
        }
        return true
    }

    /// The name of the app's window when `receiver` is one (see the type's comment); nil otherwise.
    private func appWindow(_ receiver: ObjCExpr, before position: Int) -> String? {
        guard let path = receiver.uncast.path, path.count == 1, let name = path.first,
            ImportedWindowSubview.isWindowName(name), !ImportedWindowSubview.isSecondaryWindowName(name)
        else { return nil }
        guard let b = binding(name, before: position) else { return name }
        // A variable (or the ivar assigned in this method): only when it is created as a window here.
        guard let value = b.value, let created = ObjCCalls.createdClass(value), created.hasSuffix("Window") else {
            return nil
        }
        return name
    }
}
