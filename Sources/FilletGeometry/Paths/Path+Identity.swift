extension Path {
    /// Whether `other` has the same elements and part runs as this path, every number bit for bit
    /// (`==` reads `+0` and `−0` as one and leaves the runs out; `atan2` and a square root's
    /// sign do not, so a value computed from one path is known to be the other's only under this
    /// test). An arc's end directions count, as they are stored.
    /// - Complexity: O(n) comparisons, no allocation.
    package func isBitIdentical(to other: Path) -> Bool {
        guard elements.count == other.elements.count, partRuns == other.partRuns else { return false }
        for index in elements.indices where !Self.bitIdentical(elements[index], other.elements[index]) { return false }
        return true
    }

    private static func bitIdentical(_ a: PathElement, _ b: PathElement) -> Bool {
        switch (a, b) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
            return bitIdentical(p, q)
        case (.quad(let c, let p), .quad(let d, let q)):
            return bitIdentical(c, d) && bitIdentical(p, q)
        case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
            return bitIdentical(c1, d1) && bitIdentical(c2, d2) && bitIdentical(p, q)
        case (.arc(let a), .arc(let b)):
            return bitIdentical(a.center, b.center) && a.radius.bitPattern == b.radius.bitPattern
                && a.startAngle.bitPattern == b.startAngle.bitPattern && a.sweep.bitPattern == b.sweep.bitPattern
                && bitIdentical(a.startDirection, b.startDirection) && bitIdentical(a.endDirection, b.endDirection)
        case (.close, .close):
            return true
        default:
            return false
        }
    }

    @inline(__always)
    private static func bitIdentical(_ a: Point, _ b: Point) -> Bool {
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
    }

    @inline(__always)
    private static func bitIdentical(_ a: Vector, _ b: Vector) -> Bool {
        a.dx.bitPattern == b.dx.bitPattern && a.dy.bitPattern == b.dy.bitPattern
    }
}
