/// Sentence building for explanations without intermediate growth: each `cat` reserves the exact UTF-8 size
/// once and appends, so a detail sentence costs a single allocation (string interpolation regrows its buffer
/// for every long interpolated value). Performance matters: `decide` runs once per HTTP request and thousands
/// of times per lint run.
enum Text {
    @inline(__always) static func cat(_ p0: String, _ p1: String) -> String {
        var s = String()
        s.reserveCapacity(p0.utf8.count + p1.utf8.count)
        s.append(p0)
        s.append(p1)
        return s
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String) -> String {
        var s = String()
        s.reserveCapacity(p0.utf8.count + p1.utf8.count + p2.utf8.count)
        s.append(p0)
        s.append(p1)
        s.append(p2)
        return s
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String) -> String {
        var s = String()
        s.reserveCapacity(p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count)
        s.append(p0)
        s.append(p1)
        s.append(p2)
        s.append(p3)
        return s
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String) -> String {
        var s = String()
        s.reserveCapacity(p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count)
        s.append(p0)
        s.append(p1)
        s.append(p2)
        s.append(p3)
        s.append(p4)
        return s
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String) -> String {
        var s = String()
        s.reserveCapacity(p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count + p5.utf8.count)
        s.append(p0)
        s.append(p1)
        s.append(p2)
        s.append(p3)
        s.append(p4)
        s.append(p5)
        return s
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String) -> String {
        var s = String()
        s.reserveCapacity(p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count + p5.utf8.count + p6.utf8.count)
        s.append(p0)
        s.append(p1)
        s.append(p2)
        s.append(p3)
        s.append(p4)
        s.append(p5)
        s.append(p6)
        return s
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String) -> String {
        var s = String()
        s.reserveCapacity(p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count + p5.utf8.count + p6.utf8.count + p7.utf8.count)
        s.append(p0)
        s.append(p1)
        s.append(p2)
        s.append(p3)
        s.append(p4)
        s.append(p5)
        s.append(p6)
        s.append(p7)
        return s
    }
    @inline(__always) static func cat(_ p0: String, _ p1: String, _ p2: String, _ p3: String, _ p4: String, _ p5: String, _ p6: String, _ p7: String, _ p8: String) -> String {
        var s = String()
        s.reserveCapacity(p0.utf8.count + p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count + p5.utf8.count + p6.utf8.count + p7.utf8.count + p8.utf8.count)
        s.append(p0)
        s.append(p1)
        s.append(p2)
        s.append(p3)
        s.append(p4)
        s.append(p5)
        s.append(p6)
        s.append(p7)
        s.append(p8)
        return s
    }
}
