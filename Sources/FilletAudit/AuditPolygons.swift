import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry
import FilletShapes
import PropertyCheck

/// Seed 001's test polygons, its rounded-flag patterns, and the edge budget: the largest corner
/// radius the published `buildPolygon()` can draw without the path running back over itself.
///
/// With one radius r for every rounded corner, `addArc(tangent1End:tangent2End:radius:)` cuts a
/// tangent length `r·cot(Aᵢ/2)` from both edges at vertex i (Aᵢ: the angle between the edges, in
/// (0, π)). An edge of length L between vertices i and j holds both tangent lengths while
///
/// ```
/// r ≤ L / (cᵢ + cⱼ),     c = cot(A/2) for a rounded corner, 0 for a sharp one
/// ```
///
/// The path starts and ends at the midpoint of the closing edge (vertex m−1 to vertex 0), so there
/// each half holds one tangent length: `r ≤ (L/2) / c₀` and `r ≤ (L/2) / cₘ₋₁`. The edge budget of
/// the polygon is the smallest of these; past it a fillet's tangent point lies behind the previous
/// one and the path crosses or overlaps itself.
public enum AuditPolygons {
    /// A named test polygon.
    public struct Polygon: Hashable, Sendable {
        public var name: String
        public var vertices: [Point]

        public init(name: String, vertices: [Point]) {
            self.name = name
            self.vertices = vertices
        }
    }

    /// Fixed polygons of the article's kind (irregular, acute and obtuse corners, one non-convex)
    /// and seeded random star-shaped ones (reproducible: SplitMix64 seeds 1…4).
    public static let polygons: [Polygon] = [
        Polygon(name: "acute triangle", vertices: [Point(x: 20, y: 20), Point(x: 220, y: 40), Point(x: 90, y: 170)]),
        Polygon(name: "obtuse triangle", vertices: [Point(x: 0, y: 0), Point(x: 240, y: 0), Point(x: 40, y: 60)]),
        Polygon(name: "quadrilateral", vertices: [Point(x: 0, y: 0), Point(x: 200, y: 20), Point(x: 180, y: 120),
                                                  Point(x: 30, y: 100)]),
        Polygon(name: "non-convex pentagon", vertices: [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 120, y: 80),
                                                        Point(x: 200, y: 180), Point(x: 0, y: 180)]),
    ] + (1...4).map { randomPolygon(seed: UInt64($0)) }

    /// A simple star-shaped polygon around (150, 150): 4…7 vertices at sorted random angles (at
    /// least 20° apart) and random distances 50…120.
    public static func randomPolygon(seed: UInt64) -> Polygon {
        var rng = SplitMix64(seed: seed)
        let count = 4 + Int(rng.next() % 4)
        var angles: [Double] = []
        let minimumGap = 20.0 * Double.pi / 180
        while angles.count < count {
            let angle = rng.nextUnitDouble() * 2 * Double.pi
            let clear = angles.allSatisfy { existing in
                let gap = Swift.abs(existing - angle)
                return Swift.min(gap, 2 * Double.pi - gap) >= minimumGap
            }
            if clear { angles.append(angle) }
        }
        angles.sort()
        let vertices = angles.map { angle -> Point in
            let distance = 50 + 70 * rng.nextUnitDouble()
            return Point(x: 150 + distance * cos(angle), y: 150 + distance * sin(angle))
        }
        return Polygon(name: "random (seed \(seed))", vertices: vertices)
    }

    /// A rounded-flag pattern: which corners get `isRounded`.
    public enum Pattern: String, CaseIterable, Hashable, Sendable {
        /// Every corner.
        case all
        /// Corners 0, 2, 4, … (the article's "every other corner").
        case even
        /// Corners 1, 3, 5, ….
        case odd

        /// The flags for `count` vertices.
        public func flags(_ count: Int) -> [Bool] {
            (0..<count).map { index in
                switch self {
                case .all: return true
                case .even: return index % 2 == 0
                case .odd: return index % 2 == 1
                }
            }
        }
    }

    /// The fractions of the budget the sweep uses: 0, 0.05, …, 1.5.
    public static let budgetFractions: [Double] = (0...30).map { Double($0) * 0.05 }

    /// `cot(Aᵢ/2)` at every vertex: Aᵢ is the angle between the edges to the neighbours.
    public static func halfAngleCotangents(_ vertices: [Point]) -> [Double] {
        vertices.indices.map { index in
            let vertex = vertices[index]
            let previous = vertices[(index + vertices.count - 1) % vertices.count]
            let next = vertices[(index + 1) % vertices.count]
            let angle = Swift.abs((previous - vertex).signedAngle(to: next - vertex))
            return 1 / tan(angle / 2)
        }
    }

    /// The edge budget (see the type's documentation): the largest radius every edge holds, `∞`
    /// when no corner is rounded.
    /// - Complexity: O(m) for m vertices.
    public static func edgeBudget(vertices: [Point], rounded: [Bool]) -> Double {
        let cotangents = halfAngleCotangents(vertices)
        let count = vertices.count
        func c(_ index: Int) -> Double { rounded[index] ? cotangents[index] : 0 }
        var budget = Double.infinity
        for index in 0..<(count - 1) {
            let sum = c(index) + c(index + 1)
            if sum > 0 { budget = Swift.min(budget, vertices[index].distance(to: vertices[index + 1]) / sum) }
        }
        let halfClosing = vertices[count - 1].distance(to: vertices[0]) / 2
        if c(0) > 0 { budget = Swift.min(budget, halfClosing / c(0)) }
        if c(count - 1) > 0 { budget = Swift.min(budget, halfClosing / c(count - 1)) }
        return budget
    }

    /// The spec of the seed for `polygon`, flags and radius.
    public static func spec(_ polygon: Polygon, rounded: [Bool], radius: Double) -> ShapeSpec {
        var p = ShapeSpec.Seed001Parameters(vertices: polygon.vertices)
        p.rounded = rounded
        p.cornerRadius = radius
        return .seed001(p)
    }

    /// The sweep's cases: every polygon × pattern × budget fraction.
    static func cases() -> [AuditCase] {
        var cases: [AuditCase] = []
        for polygon in polygons {
            for pattern in Pattern.allCases {
                let rounded = pattern.flags(polygon.vertices.count)
                let budget = edgeBudget(vertices: polygon.vertices, rounded: rounded)
                guard budget.isFinite else { continue }
                for fraction in budgetFractions {
                    cases.append(AuditCase(seed: .seed001, spec: spec(polygon, rounded: rounded, radius: fraction * budget),
                                           parameters: [
                        AuditParameter("polygon", polygon.name), AuditParameter("pattern", pattern.rawValue),
                        AuditParameter("r/budget", fraction), AuditParameter("r", fraction * budget),
                    ]))
                }
            }
        }
        return cases
    }

    /// The self-intersections of seed 001's path other than its own start and end meeting: the
    /// published path is never closed, it returns with a line to its start point, so its first
    /// and last segments always touch there.
    public static func properSelfIntersections(_ path: Path) -> [SelfIntersection] {
        guard let first = path.subpaths.first else { return [] }
        let start = path.elements[first.elementRange.lowerBound]
        guard case .move(let startPoint) = start else { return path.selfIntersections() }
        let firstDrawn = first.elementRange.lowerBound + 1, lastDrawn = first.elementRange.upperBound - 1
        let slack = Path.intersectionJointSlack * path.intersectionTolerance
        return path.selfIntersections().filter { contact in
            !(contact.kind == .touching && contact.firstElementIndex == firstDrawn
              && contact.secondElementIndex == lastDrawn && contact.point.distance(to: startPoint) <= slack)
        }
    }

    /// Whether seed 001 at `radius` meets itself anywhere but at its start.
    /// - Throws: the construction's `ShapeError`.
    public static func selfIntersects(_ polygon: Polygon, rounded: [Bool], radius: Double) throws(ShapeError) -> Bool {
        !properSelfIntersections(try spec(polygon, rounded: rounded, radius: radius).build().path).isEmpty
    }

    /// Bisection stops when the bracket is this small relative to the radius: 10⁻¹³.
    public static let bisectionRelativeGap = 1e-13

    /// The first radius at which the path meets itself: scanned on 0…`limit`·budget in 400 steps,
    /// then the first pass/fail bracket bisected to ``bisectionRelativeGap``. `nil` when nothing
    /// fails up to the limit.
    /// - Throws: the construction's `ShapeError`.
    public static func firstFailingRadius(_ polygon: Polygon, rounded: [Bool], limit: Double = 2) throws(ShapeError) -> Double? {
        let budget = edgeBudget(vertices: polygon.vertices, rounded: rounded)
        let top = budget.isFinite ? limit * budget : limit * polygon.vertices.count.doubleValue * 100
        let steps = 400
        var passing = 0.0
        var failing: Double?
        for step in 1...steps {
            let radius = top * Double(step) / Double(steps)
            if try selfIntersects(polygon, rounded: rounded, radius: radius) {
                failing = radius
                break
            }
            passing = radius
        }
        guard var high = failing else { return nil }
        var low = passing
        while high - low > bisectionRelativeGap * high {
            let middle = (low + high) / 2
            if middle <= low || middle >= high { break }
            if try selfIntersects(polygon, rounded: rounded, radius: middle) { high = middle } else { low = middle }
        }
        return high
    }
}

private extension Int {
    var doubleValue: Double { Double(self) }
}
