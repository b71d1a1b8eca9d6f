import OrientationPolicy

/// The transitions controllers make through a presenting helper: `[[LoginPresenter shared]
/// showLoginFromController:self]` in `HomeViewController`, where `showLoginFromController:` sends
/// `presentViewController:animated:completion:` to its parameter, is `HomeViewController` presenting the login.
/// UIKit presents from the controller the message is sent to, so the helper's parameter is the presenter
/// (UIViewController, `present(_:animated:completion:)` and `presentingViewController`, Apple's UIKit
/// documentation).
///
/// A call is followed only when the code shows the helper: every method of the project with that name presents
/// from the parameter the call fills with `self` and shows the same class (a name that another method of the
/// project also declares without presenting is not followed, nor a helper whose controller cannot be told). A
/// helper that hands its parameter to another (`[self _prepareWithController:controller]`) presents what that
/// one does, followed four deep.
enum PresentingHelpers {
    /// The transitions the calls in `sources` make through helpers, as if each were written in the calling
    /// controller, located at the call.
    static func transitions(_ sources: SourceFacts, classes: ClassTable) -> [ImportedTransition] {
        guard !sources.helperCalls.isEmpty, !sources.presentingHelpers.isEmpty else { return [] }
        let resolved = resolve(sources.presentingHelpers)
        var out: [ImportedTransition] = []
        for call in sources.helperCalls where classes.classes[call.fromClass] != nil && classes.isViewController(call.fromClass) {
            for shows in resolved[Key(selector: call.selector, parameter: call.selfArgument)] ?? [] {
                var toClass = shows.toClass
                if let k = shows.presentedParameter {
                    toClass = k < call.argumentClasses.count ? call.argumentClasses[k] : nil
                }
                guard let toClass else { continue }
                out.append(
                    ImportedTransition(
                        kind: shows.kind, fromClass: call.fromClass, toClass: toClass,
                        modalPresentationStyle: shows.modalPresentationStyle, location: call.location))
            }
        }
        return out
    }

    struct Key: Hashable {
        var selector: String
        var parameter: Int
    }

    /// What one helper shows, once forwardings are followed.
    struct Shows: Hashable {
        var kind: ImportedTransition.Kind
        var toClass: String?
        var presentedParameter: Int?
        var modalPresentationStyle: Located<ModalPresentationStyle>?
    }

    /// What each (name, presenter parameter) can show: every present or push its body makes from the parameter
    /// (a body that pushes on one path and presents on another makes both), and what the helpers it hands the
    /// parameter to show. A name declared by more than one type is left out: which one a call reaches cannot be
    /// told from the name.
    static func resolve(_ helpers: [ImportedPresentingHelper]) -> [Key: [Shows]] {
        var types: [Key: Set<String>] = [:]
        var shows: [Key: Set<Shows>] = [:]
        var forwards: [Key: Set<ImportedPresentingHelper.Forward>] = [:]
        for h in helpers {
            let key = Key(selector: h.selector, parameter: h.presenterParameter)
            types[key, default: []].insert(h.typeName ?? "")
            if let f = h.forwardsTo {
                forwards[key, default: []].insert(f)
            } else {
                shows[key, default: []].insert(
                    Shows(
                        kind: h.kind, toClass: h.toClass, presentedParameter: h.presentedParameter,
                        modalPresentationStyle: h.modalPresentationStyle))
            }
        }
        for _ in 0..<4 {
            var added = false
            for (key, list) in forwards {
                for f in list {
                    for var s in shows[Key(selector: f.selector, parameter: f.argument)] ?? [] {
                        // The forwarded helper's own parameter is not this one's: its class is not known here.
                        if s.presentedParameter != nil {
                            s.presentedParameter = nil
                            s.toClass = nil
                        }
                        if shows[key, default: []].insert(s).inserted { added = true }
                    }
                }
            }
            if !added { break }
        }
        var out: [Key: [Shows]] = [:]
        for (key, set) in shows where types[key]?.count == 1 {
            let list = set.filter { $0.toClass != nil || $0.presentedParameter != nil }
            if !list.isEmpty { out[key] = list.sorted { ($0.toClass ?? "", $0.kind.rawValue) < ($1.toClass ?? "", $1.kind.rawValue) } }
        }
        return out
    }
}
