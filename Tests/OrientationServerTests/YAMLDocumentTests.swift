import Testing

@testable import OrientationYAML

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

    /// Nine levels of nine aliases each: 1 KB standing for 387 million nodes.
    static func laughs(levels: Int, fan: Int) -> String {
        var text = "laugh0: &laugh0 [lol]\n"
        for i in 1...levels {
            text += "laugh\(i): &laugh\(i) [" + Array(repeating: "*laugh\(i - 1)", count: fan).joined(separator: ", ") + "]\n"
        }
        return text
    }

    @Test func aliasesThatStandForMoreNodesThanTheLimitAreRefusedAtTheAliasThatCrossesIt() {
        // laugh0 is 2 nodes (the list and its item), laugh1 19, laugh2 172, laugh3 1,549: the aliases before line 5
        // stand for 1,737 nodes, and the sixth *laugh3 on line 5 brings them to 11,031, past 10,000.
        do throws(YAMLDocument.SyntaxError) {
            _ = try YAMLDocument.parse(Self.laughs(levels: 9, fan: 9))
            Issue.record("parsed")
        } catch {
            #expect(error.line == 5)
            #expect(error.pastLimit)
            #expect(error.problem.hasPrefix("the alias *laugh3 stands for 1549 nodes, which brings the file's aliases to 11031"), "\(error.problem)")
        }
    }

    @Test func aliasesUpToTheLimitAreRead() throws {
        // A list of 100 items is 101 nodes: 99 aliases of it stand for 9,999, and 100 for 10,100.
        let list = "[" + (1...100).map { "i\($0)" }.joined(separator: ", ") + "]"
        let within = "a: &a \(list)\nb: [" + Array(repeating: "*a", count: 99).joined(separator: ", ") + "]\n"
        let root = try #require(try YAMLDocument.parse(within))
        guard case .mapping(let pairs, _) = root, case .sequence(let items, _) = pairs[1].value else {
            Issue.record("not a mapping of sequences"); return
        }
        #expect(items.count == 99)
        let past = "a: &a \(list)\nb: [" + Array(repeating: "*a", count: 100).joined(separator: ", ") + "]\n"
        #expect(throws: YAMLDocument.SyntaxError.self) { try YAMLDocument.parse(past) }
    }

    @Test func anAliasInsideItsOwnAnchorRefersToNothing() {
        do throws(YAMLDocument.SyntaxError) {
            _ = try YAMLDocument.parse("a: &a\n  - x\n  - *a\n")
            Issue.record("parsed")
        } catch {
            #expect(error.line == 3)
            #expect(error.problem == "the alias *a refers to no anchor defined before it")
        }
    }

    @Test func nestingThroughAliasesCountsTowardsTheDepthLimit() {
        // 40 levels nested, aliased 30 levels deep: 70 > 64.
        let deep = String(repeating: "[", count: 40) + "x" + String(repeating: "]", count: 40)
        let text = "a: &a \(deep)\nb: " + String(repeating: "[", count: 30) + "*a" + String(repeating: "]", count: 30) + "\n"
        do throws(YAMLDocument.SyntaxError) {
            _ = try YAMLDocument.parse(text)
            Issue.record("parsed")
        } catch {
            #expect(error.line == 2)
            #expect(error.problem.hasPrefix("nested more than 64 deep"))
        }
    }

    @Test func onlyTheFirstDocumentIsRead() throws {
        let root = try #require(try YAMLDocument.parse("a: 1\n---\nb: 2\n"))
        guard case .mapping(let pairs, _) = root else { Issue.record("not a mapping"); return }
        #expect(pairs.count == 1)
    }
}
