import OrientationPolicy
import Testing

/// A reference model of a mask: the set of orientations whose bit (`1 << rawValue`) is set, valid bits only.
private func model(_ raw: UInt) -> Set<InterfaceOrientation> {
    Set(InterfaceOrientation.valid.filter { raw & (1 << UInt($0.rawValue)) != 0 })
}

/// Every 5-bit raw value, including the invalid bit 0 (the "returned UIInterfaceOrientationPortrait (1) as a
/// mask" bug): the algebra must still behave on it.
private let allRaw: [UInt] = Array(0..<32)

@Suite("Mask algebra against a Set<InterfaceOrientation> model")
struct MaskAlgebraTests {
    @Test("the model itself: UIKit's bits are 1 << orientation, so portrait is 2 and landscapeLeft is 16")
    func modelIsRight() {
        #expect(model(2) == [.portrait])
        #expect(model(4) == [.portraitUpsideDown])
        #expect(model(8) == [.landscapeRight])
        #expect(model(16) == [.landscapeLeft])
        #expect(model(1).isEmpty)  // bit 0 names no orientation
        #expect(model(30).count == 4)
        #expect(model(26) == [.portrait, .landscapeLeft, .landscapeRight])
    }

    @Test(
        "named masks have UIKit's raw values (UIApplication.h)",
        arguments: [
            (InterfaceOrientationMask.portrait, UInt(2)), (.portraitUpsideDown, 4), (.landscapeRight, 8),
            (.landscapeLeft, 16), (.landscape, 24), (.all, 30), (.allButUpsideDown, 26),
        ])
    func namedRawValues(mask: InterfaceOrientationMask, raw: UInt) {
        #expect(mask.rawValue == raw)
    }

    @Test("contains agrees with the model for every raw value and orientation", arguments: allRaw)
    func containsMatchesModel(raw: UInt) {
        let m = InterfaceOrientationMask(rawValue: raw)
        for o in InterfaceOrientation.allCases {
            #expect(m.contains(o) == model(raw).contains(o), "raw \(raw) \(o)")
        }
        #expect(!m.contains(.unknown))
        #expect(m.count == model(raw).count)
        #expect(m.orientations == InterfaceOrientation.valid.filter { model(raw).contains($0) })
    }

    @Test("union, intersection, symmetric difference and subtraction agree with the model for all pairs", arguments: allRaw)
    func setOperationsMatchModel(a: UInt) {
        let ma = InterfaceOrientationMask(rawValue: a)
        for b in allRaw {
            let mb = InterfaceOrientationMask(rawValue: b)
            #expect(model(ma.union(mb).rawValue) == model(a).union(model(b)))
            #expect(model(ma.intersection(mb).rawValue) == model(a).intersection(model(b)))
            #expect(model(ma.symmetricDifference(mb).rawValue) == model(a).symmetricDifference(model(b)))
            #expect(model(ma.subtracting(mb).rawValue) == model(a).subtracting(model(b)))
            // Subset/superset laws on the valid part (bit 0 is outside the model, so compare valid bits only).
            let va = InterfaceOrientationMask(rawValue: a & InterfaceOrientationMask.validBits)
            let vb = InterfaceOrientationMask(rawValue: b & InterfaceOrientationMask.validBits)
            #expect(va.isSubset(of: vb) == model(a).isSubset(of: model(b)))
            #expect(va.isSuperset(of: vb) == model(a).isSuperset(of: model(b)))
            #expect(va.isDisjoint(with: vb) == model(a).isDisjoint(with: model(b)))
            // Laws: commutativity, absorption, De Morgan within `all`.
            #expect(ma.union(mb) == mb.union(ma))
            #expect(ma.intersection(mb) == mb.intersection(ma))
            #expect(ma.union(ma.intersection(mb)) == ma)
            #expect(ma.intersection(ma.union(mb)) == ma)
            #expect(
                InterfaceOrientationMask.all.subtracting(va.union(vb))
                    == InterfaceOrientationMask.all.subtracting(va).intersection(InterfaceOrientationMask.all.subtracting(vb)))
        }
    }

    @Test(
        "orientationList prints UIKit's modern list in response order",
        arguments: [
            (InterfaceOrientationMask.portrait, "portrait"),
            (.landscape, "landscapeLeft, landscapeRight"),
            (InterfaceOrientationMask([.portrait, .landscapeRight]), "portrait, landscapeRight"),
            (.all, "portrait, portraitUpsideDown, landscapeLeft, landscapeRight"),
            (InterfaceOrientationMask(), ""),
        ])
    func orientationList(mask: InterfaceOrientationMask, text: String) {
        #expect(mask.orientationList == text)
    }

    @Test("an orientation's mask is the single bit 1 << rawValue, and unknown has none", arguments: InterfaceOrientation.allCases)
    func singleBit(o: InterfaceOrientation) {
        #expect(o.mask.rawValue == (o == .unknown ? 0 : 1 << UInt(o.rawValue)))
        #expect(model(o.mask.rawValue) == (o == .unknown ? [] : [o]))
    }
}
