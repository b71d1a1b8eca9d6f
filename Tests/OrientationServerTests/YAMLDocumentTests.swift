import Testing

@testable import OrientationServer

/// libyaml's document loader as the configuration reader sees it: lines, plain scalars typed as YAML 1.1 does.
@Suite struct YAMLDocumentTests {
    @Test func nodesCarryTheirOneBasedLine() throws {
        let root = try #require(try YAMLDocument.parse("# comment\na: 1\nb:\n  - x\n  - y\n"))
        guard case .mapping(let pairs, let line) = root else { Issue.record("not a mapping"); return }
        #expect(line == 2)
        #expect(pairs.map(\.key.line) == [2, 3])
        guard case .sequence(let items, _) = pairs[1].value else { Issue.record("not a sequence"); return }
        #expect(items.map(\.line) == [4, 5])
    }

    @Test func anEmptyDocumentHasNoRoot() throws {
        #expect(try YAMLDocument.parse("") == nil)
        #expect(try YAMLDocument.parse("# nothing\n") == nil)
    }

    @Test func anAliasReadsAsItsAnchorsValue() throws {
        let root = try #require(try YAMLDocument.parse("a: &x [p, q]\nb: *x\n"))
        guard case .mapping(let pairs, _) = root, case .sequence(let items, _) = pairs[1].value else {
            Issue.record("not a mapping of sequences"); return
        }
        #expect(items.count == 2)
    }

    @Test(
        "Plain booleans, numbers and nulls are typed; quoted ones and words are strings",
        arguments: [
            ("true", true), ("No", true), ("off", true), ("12", true), ("-3", true), ("1.5", true), ("1e3", true),
            ("0x1F", true), ("~", true), ("null", true), ("\"true\"", false), ("'12'", false), ("phone@17.0", false),
            ("dead-orientation", false), ("Pods", false), ("17.0.1", false),
        ])
    func typed(value: String, typed: Bool) throws {
        let root = try #require(try YAMLDocument.parse("k: \(value)\n"))
        guard case .mapping(let pairs, _) = root else { Issue.record("not a mapping"); return }
        #expect(pairs[0].value.isTypedScalar == typed)
    }

    @Test func aSyntaxErrorNamesItsLine() {
        #expect(throws: YAMLDocument.SyntaxError.self) { try YAMLDocument.parse("a: [1\n") }
        do throws(YAMLDocument.SyntaxError) {
            _ = try YAMLDocument.parse("a: 1\nb: [1\n")
        } catch {
            #expect(error.line == 3)
        }
    }
}
