import Foundation
import Testing
@testable import FilletGeometry

/// The curve contact search's index of found points answers exactly as a pass over every point:
/// it only narrows the candidates the caller's predicate sees.
@Suite struct ContactPointIndexTests {
    /// The predicate the contact search uses: within `radius` of both boxes.
    func isNear(_ point: Point, _ a: BoundingBox, _ b: BoundingBox, radius: Double) -> Bool {
        CurveContacts.gap(a, BoundingBox(point: point)) <= radius && CurveContacts.gap(b, BoundingBox(point: point)) <= radius
    }

    func box(around centre: Point, size: Double) -> BoundingBox {
        BoundingBox(minX: centre.x - size, minY: centre.y - size, maxX: centre.x + size, maxY: centre.y + size)
    }

    /// Points along a diagonal (as two curves lying along each other leave them) and queries of
    /// every size around them, at scales 10⁻⁶ … 10⁶ and offsets up to 10⁹: the index's answer
    /// is the linear pass's, and queries right at the radius are among them.
    @Test(arguments: [1e-6, 1.0, 1e6])
    func answersAsTheLinearPass(scale: Double) {
        var random = SeededGenerator(seed: 11)
        var hits = 0, misses = 0
        for round in 0..<20 {
            let radius = scale * random.logUniform(-3...(-1))
            let offset = round % 4 == 0 ? Point(x: 1e9 * scale, y: -3e8 * scale) : Point(x: 0, y: 0)
            var index = ContactPointIndex(radius: radius)
            var points: [Point] = []
            for _ in 0..<300 {
                let t = Double.random(in: 0...1, using: &random) * scale
                let jitter = Double.random(in: -1...1, using: &random) * radius
                let point = Point(x: offset.x + t, y: offset.y + t + jitter)
                points.append(point)
                index.insert(point)
                for _ in 0..<20 {
                    let near = points.randomElement(using: &random)!
                    // Boxes from a point to far away, placed so that some sit just at the radius.
                    let size = radius * random.logUniform(-3...2)
                    let shift = radius * Double.random(in: 0...2.5, using: &random)
                    let a = box(around: Point(x: near.x + shift, y: near.y), size: size)
                    let b = box(around: Point(x: near.x, y: near.y - shift * 0.5), size: size * 0.7)
                    let expected = points.contains { isNear($0, a, b, radius: radius) }
                    let answer = index.containsPoint(near: a, and: b) { isNear($0, a, b, radius: radius) }
                    #expect(answer == expected, "radius \(radius), boxes \(a) \(b)")
                    if expected { hits += 1 } else { misses += 1 }
                }
            }
        }
        // Both answers occur often, so the comparison is not one-sided.
        #expect(hits > 10_000 && misses > 10_000)
    }

    /// Boxes with NaN or infinite bounds, and points too far out for the grid, take the linear
    /// pass and answer as it does.
    @Test func unboundedBoxesAndFarPointsAnswerAsTheLinearPass() {
        let radius = 1e-3
        var index = ContactPointIndex(radius: radius)
        var points: [Point] = []
        for k in 0..<40 {
            let point = Point(x: Double(k) * 1e-3, y: 0)
            points.append(point)
            index.insert(point)
        }
        let queries: [(BoundingBox, BoundingBox)] = [
            (BoundingBox(minX: .nan, minY: 0, maxX: 0, maxY: 0), BoundingBox(point: points[3])),
            (BoundingBox(minX: -.infinity, minY: -1, maxX: .infinity, maxY: 1), BoundingBox(point: points[5])),
            (BoundingBox(point: points[7]), BoundingBox(point: points[7])),
            (BoundingBox(point: Point(x: 5, y: 5)), BoundingBox(point: Point(x: 5, y: 5)))
        ]
        for (a, b) in queries {
            let expected = points.contains { isNear($0, a, b, radius: radius) }
            #expect(index.containsPoint(near: a, and: b) { isNear($0, a, b, radius: radius) } == expected)
        }
        // A point whose cell number is past 2⁵⁰ turns the index linear; answers stay right.
        let far = Point(x: 1e300, y: 0)
        points.append(far)
        index.insert(far)
        let a = BoundingBox(point: points[9]), b = BoundingBox(point: points[9])
        #expect(index.containsPoint(near: a, and: b) { isNear($0, a, b, radius: radius) })
        #expect(index.containsPoint(near: BoundingBox(point: far), and: BoundingBox(point: far)) {
            isNear($0, BoundingBox(point: far), BoundingBox(point: far), radius: radius)
        })
    }

    /// Two cubics lying along each other (the case the index is for: about a thousand points per
    /// pair) report their overlap at two scales, a contact away from the ends first.
    @Test func curvesAlongEachOtherStillReportTheirOverlap() {
        for scale in [1e-3, 1e3] {
            let p = { (x: Double, y: Double) in Point(x: x * scale, y: y * scale) }
            let first = PathSegment.Geometry.curve(CubicCurve(p(0, 0), p(1, 1), p(2, 2), p(3, 3)))
            let second = PathSegment.Geometry.curve(CubicCurve(p(3.5, 3.5), p(2, 2), p(1.5, 1.5), p(0.5, 0.5)))
            let found = Array(SegmentIntersection.contacts(first, second, tolerance: 1e-9 * scale))
            #expect(!found.isEmpty)
            #expect(found.first.map { $0.firstEnds.isEmpty || $0.secondEnds.isEmpty } == true)
        }
    }
}
