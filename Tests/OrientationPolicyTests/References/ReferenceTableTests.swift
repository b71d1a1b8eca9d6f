import OrientationPolicy
import Testing

@Suite("References: one table every rule cites")
struct ReferenceTableTests {
    @Test("reference ids are unique and kebab-case")
    func idsUniqueAndKebabCase() {
        let ids = Reference.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(!id.isEmpty && id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
        }
    }

    @Test("every reference has a title, a publisher, a statement of what it supports, and a web URL when it has one")
    func entriesComplete() {
        for r in Reference.all {
            #expect(!r.title.isEmpty && !r.publisher.isEmpty && !r.supports.isEmpty, "\(r.id)")
            // http only where the page is published without TLS (blog.inferis.org).
            if let url = r.url { #expect(url.hasPrefix("https://") || url.hasPrefix("http://"), "\(r.id)") }
        }
    }

    @Test("a reference without a URL is a header, this project's own contract, or says what could not be confirmed")
    func missingURLsAreExplained() {
        for r in Reference.all where r.url == nil && r.kind != .header && r.publisher != "orientation-service" {
            #expect(r.unverified != nil, "\(r.id)")
        }
    }

    @Test("a URL never points at a site's home page")
    func urlsAreNotSiteRoots() {
        for r in Reference.all {
            guard let url = r.url, let scheme = url.firstRange(of: "://") else { continue }
            let path = url[scheme.upperBound...].drop { $0 != "/" }
            #expect(path.count > 1, "\(r.id): \(url)")
        }
    }

    @Test("every engine rule cites references from the table, and its source is their titles")
    func engineRulesCiteTable() {
        for rule in Rule.allCases {
            #expect(!rule.references.isEmpty, "\(rule.id)")
            #expect(rule.references.allSatisfy { Reference.all.contains($0) }, "\(rule.id)")
            #expect(rule.source == rule.references.map(\.title).joined(separator: "; "))
            #expect(!rule.summary.isEmpty && !rule.iOSVersions.isEmpty)
        }
    }

    @Test("every timeline rule cites references from the table, and its source is their titles")
    func timelineRulesCiteTable() {
        for rule in TimelineRule.allCases {
            #expect(!rule.references.isEmpty, "\(rule.id)")
            #expect(rule.references.allSatisfy { Reference.all.contains($0) }, "\(rule.id)")
            #expect(rule.source == rule.references.map(\.title).joined(separator: "; "))
        }
    }

    @Test("every lint code cites references from the table, without repeating one")
    func lintCodesCiteTable() {
        for code in LintCode.allCases {
            #expect(!code.references.isEmpty, "\(code.rawValue)")
            #expect(Set(code.references.map(\.id)).count == code.references.count, "\(code.rawValue)")
            #expect(code.references.allSatisfy { Reference.all.contains($0) }, "\(code.rawValue)")
        }
    }

    @Test("a rule weaker than documented says in its note which claim is weak and why")
    func undocumentedRulesHaveNotes() {
        for rule in Rule.allCases where rule.certainty != .documented {
            #expect(rule.note != nil, "\(rule.id)")
        }
        for rule in TimelineRule.allCases where rule.certainty != .documented {
            #expect(rule.note != nil, "\(rule.id)")
        }
    }

    @Test("no source names an internal note")
    func noInternalPointers() {
        let sources = Rule.allCases.map(\.source) + TimelineRule.allCases.map(\.source) + LintCode.allCases.map(\.source)
        for s in sources {
            for marker in ["uikit" + "-facts", "seed ", "seeds ", "api" + "-v1", "\u{A7}"] {
                #expect(!s.contains(marker), "\(s)")
            }
        }
    }

    @Test("the swizzling bridge is disputed: only the Habr article describes it, against the iOS 6 release notes")
    func bridgeDisputed() {
        #expect(Rule.legacyBridge.certainty == .disputed)
        #expect(Rule.legacyBridge.references == [.habrIOS6Autorotation])
    }
}
