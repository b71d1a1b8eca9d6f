import OrientationPolicy
import SwiftSyntax

/// Finds the masks a Swift file names in an extension of `UIInterfaceOrientationMask` (`MaskConstant`): a `static`
/// computed property, or a `static let` with a value, whose body the override reader can read (a literal, or an
/// idiom switch of literals).
///
/// A `static var` with a stored value is not one (something can change it), nor is a function.
final class SwiftMaskConstants: SyntaxVisitor {
    private let file: String
    private let converter: SourceLocationConverter
    private let idiomHelpers: [String: SwiftIdiom.Truth]
    private(set) var constants: [MaskConstant] = []

    init(file: String, converter: SourceLocationConverter, idiomHelpers: [String: SwiftIdiom.Truth]) {
        self.file = file
        self.converter = converter
        self.idiomHelpers = idiomHelpers
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = SwiftNames.typeName(node.extendedType), SwiftLiterals.maskTypes.contains(type) else {
            return .skipChildren
        }
        for member in node.memberBlock.members {
            guard let v = member.decl.as(VariableDeclSyntax.self),
                v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in v.bindings {
                guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                let evaluator = SwiftBodyEvaluator<InterfaceOrientationMask>(
                    names: [], literal: SwiftLiterals.mask, idiomHelpers: idiomHelpers)
                let value: ImportedValue<InterfaceOrientationMask>??
                if let getter = SwiftFactCollector.getter(binding) {
                    value = evaluator.evaluate(getter)
                } else if isLet, let initial = binding.initializer?.value {
                    value = evaluator.evaluate(expression: initial)
                } else {
                    value = nil
                }
                switch value {
                case .some(.some(.value(let m))):
                    add(id, .value(m))
                case .some(.some(.perIdiom(let phone, let pad))):
                    add(id, .perIdiom(phone: phone, pad: pad))
                default:
                    continue
                }
            }
        }
        return .skipChildren
    }

    private func add(_ name: TokenSyntax, _ value: ImportedValue<InterfaceOrientationMask>) {
        let l = converter.location(for: name.positionAfterSkippingLeadingTrivia)
        constants.append(
            MaskConstant(name: name.text, value: value, location: SourceLocation(file: file, line: l.line, column: l.column)))
    }
}
