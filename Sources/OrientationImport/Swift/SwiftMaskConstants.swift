import OrientationPolicy
import SwiftSyntax

/// Finds the masks a Swift file names in an extension of `UIInterfaceOrientationMask` (`MaskConstant`): a `static`
/// computed property, or a `static let` with a value, whose body the override reader can read (a literal, or an
/// idiom switch of literals).
///
/// A `static var` with a stored value is not one (something can change it), nor is a function. Extensions are
/// declared at file level only, so the file's top-level statements are all that is looked at (no walk of the tree).
enum SwiftMaskConstants {
    static func constants(
        in tree: SourceFileSyntax, file: String, converter: SourceLocationConverter,
        idiomHelpers: [String: SwiftIdiom.Truth]
    ) -> [MaskConstant] {
        let evaluator = SwiftBodyEvaluator<InterfaceOrientationMask>(
            names: [], literal: SwiftLiterals.mask, idiomHelpers: idiomHelpers)
        var found: [MaskConstant] = []
        for item in tree.statements {
            guard case .decl(let decl) = item.item, let node = decl.as(ExtensionDeclSyntax.self),
                let type = SwiftNames.typeName(node.extendedType), SwiftLiterals.maskTypes.contains(type)
            else { continue }
            for member in node.memberBlock.members {
                guard let v = member.decl.as(VariableDeclSyntax.self),
                    v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                else { continue }
                let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
                for binding in v.bindings {
                    guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                    let value: ImportedValue<InterfaceOrientationMask>?
                    if let getter = SwiftFactCollector.getter(binding) {
                        value = evaluator.evaluate(getter)
                    } else if isLet, let initial = binding.initializer?.value {
                        value = evaluator.evaluate(expression: initial)
                    } else {
                        value = nil
                    }
                    // Only what the declaration fixes: a literal, or one per idiom.
                    guard let value, value.isFixed else { continue }
                    let l = converter.location(for: id.positionAfterSkippingLeadingTrivia)
                    found.append(
                        MaskConstant(
                            name: id.text, value: value, location: SourceLocation(file: file, line: l.line, column: l.column)))
                }
            }
        }
        return found
    }
}
