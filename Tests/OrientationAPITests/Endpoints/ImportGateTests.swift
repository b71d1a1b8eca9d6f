import Testing

@testable import OrientationAPI

/// The bound on project uploads imported at once.
@Suite struct ImportGateTests {
    @Test func placesAreTakenUpToTheCapacityAndNoFurther() {
        let gate = ImportGate(capacity: 2)
        #expect(gate.tryEnter())
        #expect(gate.tryEnter())
        #expect(!gate.tryEnter())
        #expect(gate.inUse == 2)
    }

    @Test func aPlaceGivenBackCanBeTakenAgain() {
        let gate = ImportGate(capacity: 1)
        #expect(gate.tryEnter())
        gate.leave()
        #expect(gate.inUse == 0)
        #expect(gate.tryEnter())
    }

    @Test func aCapacityBelowOneIsOne() {
        let gate = ImportGate(capacity: 0)
        #expect(gate.capacity == 1)
        #expect(gate.tryEnter())
        #expect(!gate.tryEnter())
    }

    @Test func manyThreadsAtOnceNeverTakeMoreThanTheCapacity() async {
        let gate = ImportGate(capacity: 3)
        let taken = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<64 { group.addTask { gate.tryEnter() } }
            var n = 0
            for await ok in group where ok { n += 1 }
            return n
        }
        #expect(taken == 3)
        #expect(gate.inUse == 3)
    }
}
