import Foundation
import FilletSupport
import Testing
@testable import FilletGeometry
import FilletTestSupport

/// The star-shaped certificate lets the scan skip its pair search: it must never certify a path on
/// which testing every pair finds a contact, and it must certify the outlines it exists for.
@Suite struct StarShapedCertificateTests {
    static let seed: UInt64 = 0x57A2_CE27

    /// A closed outline about a random centre: a rounded star (fillets from tiny to several times
    /// what fits, so contacts and overlaps are common), or a rounded polygon whose vertices have
    /// random radii and angles jittered enough to reorder them (then it crosses itself).
    static func randomOutline(_ rng: inout SplitMix64) throws -> Path {
        let center = Point(x: Double.random(in: -20...20, using: &rng), y: Double.random(in: -20...20, using: &rng))
        let outer = Double.random(in: 1...10, using: &rng)
        let vertices: [Point]
        if Bool.random(using: &rng) {
            let innerRatio = [1e-7, 1e-3, 0.05, 0.3, 0.6, 0.95][Int.random(in: 0..<6, using: &rng)]
                * Double.random(in: 0.5...1, using: &rng)
            vertices = TestShapes.starVertices(points: Int.random(in: 3...24, using: &rng), outer: outer,
                                               inner: outer * innerRatio, center: center)
        } else {
            let count = Int.random(in: 3...40, using: &rng)
            let jitter = [0.0, 0.3, 1.5][Int.random(in: 0..<3, using: &rng)]
            vertices = (0..<count).map { index in
                let angle = (Double(index) + jitter * Double.random(in: -1...1, using: &rng)) * 2 * .pi / Double(count)
                let radius = outer * Double.random(in: 0.02...1, using: &rng)
                return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
        }
        var shortestEdge = Double.infinity
        for index in vertices.indices {
            shortestEdge = Swift.min(shortestEdge, vertices[index].distance(to: vertices[(index + 1) % vertices.count]))
        }
        let radius = [0, 0.01, 0.3, 1, 4][Int.random(in: 0..<5, using: &rng)] * shortestEdge
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
            // Wound twice, closed through a gap shorter than the scan's point-like threshold (the
            // scan drops that piece, so the certificate sees a gap across its winding ray).
            let gap = 2e-10 * outer
            var path = Path()
            try path.move(to: Point(x: center.x + outer, y: center.y - gap))
            for _ in 0..<2 { for vertex in vertices { try path.addLine(to: vertex) } }
            try path.addLine(to: Point(x: center.x + outer, y: center.y + gap))
            path.closeSubpath()
            return path
        case 1:
            // Point-like pieces (below the scan's tolerance) inserted between the corners.
            var path = Path()
            try path.move(to: vertices[vertices.count - 1].midpoint(to: vertices[0]))
            for index in vertices.indices {
                try path.addArc(tangent1End: vertices[index], tangent2End: vertices[(index + 1) % vertices.count],
                                radius: radius)
                if let current = path.currentPoint, Bool.random(using: &rng) {
                    try path.addLine(to: Point(x: current.x + 1e-10 * outer, y: current.y - 1e-10 * outer))
                }
            }
            path.closeSubpath()
            return path
        default:
            return try TestShapes.roundedPolygon(vertices, radius: radius)
        }
    }

    @Test(arguments: [1.0, 1e-6, 1e6])
    func certifiedOutlinesHaveNoContactForTheAllPairsTest(scale: Double) throws {
        var rng = SplitMix64(seed: Self.seed)
        var certified = 0, refusedWithContacts = 0, refusedSimple = 0
        for trial in 0..<3_000 {
            let unscaled = try Self.randomOutline(&rng)
            let path = scale == 1 ? unscaled : try TestShapes.scaled(unscaled, by: scale)
            let contacts = path.collectSelfIntersections(tolerance: .relative(Path.intersectionRelativeTolerance),
                                                         strategy: .allPairs, limit: 1).totalCount
            if path.isCertifiedStarShaped {
                certified += 1
                #expect(contacts == 0, "trial \(trial) (seed \(Self.seed), scale \(scale)): certified, but all pairs find \(contacts) contacts")
            } else if contacts > 0 {
                refusedWithContacts += 1
            } else {
                refusedSimple += 1
            }
        }
        // Both sides are exercised, and the certificate decides a good share of the simple ones.
        #expect(certified > 400, "certified \(certified), refused with contacts \(refusedWithContacts), refused simple \(refusedSimple)")
        #expect(refusedWithContacts > 1_000, "refused with contacts \(refusedWithContacts)")
        #expect(refusedSimple > 250, "refused simple \(refusedSimple)")
    }

    /// The outlines the certificate exists for: Fillet's own stars and polygons, at every scale.
    @Test(arguments: [1.0, 1e-6, 1e6])
    func filletedStarsAndRegularPolygonsAreCertified(scale: Double) throws {
        for points in [5, 24, 100, 1_000] {
            let star = TestShapes.starVertices(points: points, outer: 50, inner: 40, center: Point(x: 50, y: 50),
                                               scale: scale)
            let path = try TestShapes.roundedPolygon(star, radius: 15 / Double(points) * scale)
            let certified = path.isCertifiedStarShaped, simple = path.isSimple
            #expect(certified, "\(points)-point star at scale \(scale)")
            #expect(simple, "\(points)-point star at scale \(scale)")
        }
        let hexagon = (0..<6).map { Point(x: 3 * scale * cos(Double($0) * .pi / 3), y: 3 * scale * sin(Double($0) * .pi / 3)) }
        let roundedHexagon = try TestShapes.roundedPolygon(hexagon, radius: 0.5 * scale).isCertifiedStarShaped
        let sharpHexagon = try TestShapes.polygon(hexagon).isCertifiedStarShaped
        #expect(roundedHexagon, "rounded hexagon at scale \(scale)")
        #expect(sharpHexagon, "hexagon at scale \(scale)")
    }

    /// A square wound twice, closed by a piece the scan drops as a point: the gap across the
    /// winding ray must be counted once (counted twice, the winding read 1 and the certificate
    /// passed a path whose pieces overlap their second turn).
    @Test func twiceWoundOutlineClosedThroughAPointLikeGapIsRefused() throws {
        let ring = (1...20).map { k -> Point in
            let angle = Double(k) * .pi / 10
            return Point(x: cos(angle), y: sin(angle))
        }
        var path = Path()
        try path.move(to: Point(x: 1, y: -1e-9))
        for vertex in ring + ring.dropLast() { try path.addLine(to: vertex) }
        try path.addLine(to: Point(x: 1, y: 1e-9))
        path.closeSubpath()
        let contacts = path.collectSelfIntersections(tolerance: .relative(Path.intersectionRelativeTolerance),
                                                     strategy: .allPairs, limit: 1).totalCount
        #expect(contacts > 0)
        #expect(!path.isCertifiedStarShaped)
        #expect(!path.isSimple)
    }

    /// At sizes where its products could leave the normal range, the certificate steps aside.
    @Test(arguments: [1e-130, 1e130])
    func certificateStepsAsideAtExtremeSizes(scale: Double) throws {
        let star = TestShapes.starVertices(points: 24, outer: 50, inner: 40, scale: scale)
        let path = try TestShapes.roundedPolygon(star, radius: 0.5 * scale)
        #expect(!path.isCertifiedStarShaped)
        #expect(path.isSimple)
    }

    @Test func outlinesItCannotDecideAreLeftToTheScan() throws {
        // A figure eight crosses itself: two of its lines pass through the centre of its bounds.
        var eight = Path()
        try eight.move(to: Point(x: 0, y: 0))
        try eight.addLine(to: Point(x: 10, y: 10))
        try eight.addLine(to: Point(x: 10, y: 0))
        try eight.addLine(to: Point(x: 0, y: 10))
        eight.closeSubpath()
        #expect(!eight.isCertifiedStarShaped)
        #expect(!eight.isSimple)
        // A C shape: simple, but the centre of its bounds is outside it, so no single centre sees it.
        let shapeC = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 2), Point(x: 2, y: 2),
                      Point(x: 2, y: 8), Point(x: 10, y: 8), Point(x: 10, y: 10), Point(x: 0, y: 10)]
        let pathC = try TestShapes.polygon(shapeC)
        #expect(!pathC.isCertifiedStarShaped)
        #expect(pathC.isSimple)
        // Two subpaths, an open path and a path with curves take the full scan (each with enough
        // pieces that the piece count alone would not refuse it).
        let square = [Point(x: -2, y: -2), Point(x: 2, y: -2), Point(x: 2, y: 2), Point(x: -2, y: 2)]
        #expect(try TestShapes.polygon(square).isCertifiedStarShaped, "one square alone is certified")
        var rings = try TestShapes.polygon(square)
        rings.addPath(try TestShapes.polygon(square.map { Point(x: $0.x / 2, y: $0.y / 2) }))
        #expect(!rings.isCertifiedStarShaped)
        var open = Path()
        try open.move(to: square[0])
        for vertex in square.dropFirst() + [square[0]] { try open.addLine(to: vertex) }
        #expect(!open.isCertifiedStarShaped, "an open path, even one ending where it started")
        let curved = try Path(svgPathData: "M 0 0 C 5 -3 10 3 10 10 L 0 10 Z")
        #expect(!curved.isCertifiedStarShaped)
        // A star wound twice covers every direction twice: refused (and not simple).
        let twice = (0..<10).map { index -> Point in
            let angle = Double(index) * 4 * .pi / 10
            return Point(x: (index.isMultiple(of: 2) ? 5 : 3) * cos(angle), y: (index.isMultiple(of: 2) ? 5 : 3) * sin(angle))
        }
        let doubled = try TestShapes.polygon(twice)
        #expect(!doubled.isCertifiedStarShaped)
        #expect(!doubled.isSimple)
    }
}
