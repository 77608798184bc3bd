import FilletTestSupport
import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import FilletVerification

/// The construction invariants pass the exact constructions and catch hand-made defects.
@Suite struct ShapeInvariantTests {
    @Test func roundedStarPassesTheWholeCatalogue() throws {
        let report = try Catalogue.check(starSpec(outer: 8, inner: 4))
        #expect(report.passed, "\(report.table)")
    }

    /// Sliver triangles clamped to fillets far smaller than their vertices' coordinates have
    /// points computed at those coordinates: gaps of their rounding failed position and tangent
    /// continuity against the path's own size (158 of 300 random slivers); the tolerance counts
    /// the vertices' magnitude.
    @Test(arguments: [("-50,0.01", 1.0), ("-50,0.001", 0.015), ("-30,0.0003", 2.0)])
    func clampedSliversPassAtTheirVerticesRounding(_ apex: String, _ radius: Double) throws {
        let parts = apex.split(separator: ",").compactMap { Double($0) }
        var p = ShapeSpec.PolygonParameters(vertices: [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: parts[0], y: parts[1])])
        p.radius = radius
        let report = try Catalogue.check(.polygon(p))
        #expect(report.passed, "\(report.table)")
    }

    @Test(arguments: [Invariant.radii, .starInnerRadius, .starInnerCollinear, .rotationalSymmetry, .orientation])
    func roundedStarIsCheckedForEveryRegularStarInvariant(_ invariant: Invariant) throws {
        let report = try Catalogue.check(starSpec(outer: 8, inner: 4))
        #expect(report[invariant] != nil, "\(invariant.name) applies to a regular star")
    }

    /// Fillets clamped to the whole edge end exactly at the sharp inner vertices: those joins turn
    /// (two arcs meet at each of the n inner vertices) and are exempt from tangent continuity.
    /// Found through the sorted sharp-vertex lookup for every one of the n joins, at 7 and at
    /// 3 001 points (the lookup made 50 000 points linear).
    @Test(arguments: [7, 3_001])
    func joinsAtSharpCornersAreExemptFromTangentContinuity(points: Int) throws {
        let report = try Catalogue.check(starSpec(points: points, innerRatio: 0.5, outer: 1_000),
                                         options: .init(scaleInvariance: .never))
        expectVerdict(report, .tangentContinuity, passes: true)
        let detail = try #require(report[.tangentContinuity]).detail
        #expect(detail.contains("(\(points) exempt)"), "\(detail)")
    }

    /// The constructions that are exact, not transcriptions of the seeds.
    static let exactKinds = ShapeSpec.Kind.allCases.filter { !$0.rawValue.hasPrefix("seed") }

    @Test func someConstructionsAreExact() {
        #expect(!Self.exactKinds.isEmpty, "the argument list of everyExactConstructionPassesAtItsDefaults is empty")
    }

    @Test(arguments: ShapeInvariantTests.exactKinds)
    func everyExactConstructionPassesAtItsDefaults(_ kind: ShapeSpec.Kind) throws {
        let spec = ShapeSpec.defaults(for: kind) ?? .polygon({
            var p = ShapeSpec.PolygonParameters(vertices: [.zero, Point(x: 100, y: 0), Point(x: 60, y: 40),
                                                           Point(x: 100, y: 90), Point(x: 0, y: 90)])
            p.radius = 8
            return p
        }())
        let report = try Catalogue.check(spec)
        #expect(report.passed, "\(kind.rawValue):\n\(report.table)")
    }

    @Test func filletNotTangentToItsEdgeFailsRadii() throws {
        var shape = try ShapeUnderTest(spec: starSpec(outer: 8))
        // Move the first fillet's centre 0.5 off its bisector: the realised radius no longer fits both edges.
        try #require(shape.corners.count > 0)
        var corner = shape.corners[0]
        var fillet = try #require(corner.fillet)
        fillet.arc.center = fillet.arc.center + Vector(dx: 0.5, dy: 0)
        corner.fillet = fillet
        shape.corners[0] = corner
        expectVerdict(Catalogue.check(shape), .radii, passes: false)
    }

    @Test func radiusTooLargeWithoutClampingFailsRadiiOnTheEdgeBudget() throws {
        let fits = try Catalogue.check(starSpec(points: 5, innerRatio: 0.5, outer: 10, clamping: .none))
        expectVerdict(fits, .radii, passes: true)
        let overflows = try Catalogue.check(starSpec(points: 5, innerRatio: 0.5, outer: 60, clamping: .none))
        expectVerdict(overflows, .radii, passes: false)
        #expect(overflows[.radii]?.detail.contains("tangent lengths exceed") == true)
    }

    @Test func proportionalClampingIsReportedAndPasses() throws {
        let report = try Catalogue.check(starSpec(points: 5, innerRatio: 0.5, outer: 60, clamping: .proportional))
        expectVerdict(report, .radii, passes: true)
        #expect(report[.radii]?.detail.contains("5 clamped") == true, "\(report[.radii]?.detail ?? "")")
        #expect(report.passed, "\(report.table)")
    }

    @Test func clampedCornerThatWouldHaveFittedFailsRadii() throws {
        var shape = try ShapeUnderTest(spec: starSpec(points: 5, innerRatio: 0.5, outer: 6))
        // Claim 12 was requested and clamped to 6, although 12 fits the edges.
        for index in stride(from: 0, to: shape.corners.count, by: 2) { shape.corners[index].requestedRadius = 12 }
        let report = Catalogue.check(shape)
        expectVerdict(report, .radii, passes: false)
        #expect(report[.radii]?.detail.contains("fits") == true)
    }

    @Test func starInnerRadiusCatchesAWrongRatioAndOffChordVertices() throws {
        var shape = try ShapeUnderTest(spec: starSpec(points: 5, innerRatio: 0.45))
        // A 0.45 star claimed to be regular: wrong ratio, and its inner vertices are off the chords.
        shape.star?.isRegular = true
        let report = Catalogue.check(shape)
        expectVerdict(report, .starInnerRadius, passes: false)
        expectVerdict(report, .starInnerCollinear, passes: false)
        let regular = try Catalogue.check(starSpec(points: 7))
        expectVerdict(regular, .starInnerRadius, passes: true)
        expectVerdict(regular, .starInnerCollinear, passes: true)
    }

    @Test(arguments: 5...40)
    func tangentFormulaEqualsTheCosineForm(points n: Int) throws {
        expectNear(Catalogue.tangentFormInnerRatio(points: n), (try Star.regularInnerRatio(points: n)), tolerance: 1e-14,
                   "\(n) points")
    }

    @Test func perturbedVertexBreaksRotationalSymmetry() throws {
        let star = try ShapeUnderTest(spec: starSpec(points: 6, innerRatio: 0.5))
        var vertices = try #require(star.star?.vertices)
        vertices[3] = vertices[3] + Vector(dx: 0.01, dy: 0)
        let broken = ShapeUnderTest(path: try polygonPath(vertices), symmetry: star.symmetry)
        expectVerdict(Catalogue.check(broken), .rotationalSymmetry, passes: false)
        let intact = ShapeUnderTest(path: try polygonPath(try #require(star.star?.vertices)), symmetry: star.symmetry)
        expectVerdict(Catalogue.check(intact), .rotationalSymmetry, passes: true)
    }

    @Test func shapeOutsideItsFrameFailsWithinFrame() throws {
        let path = try square()
        expectVerdict(Catalogue.check(ShapeUnderTest(path: path, frame: Rect(x: 0, y: 0, width: 100, height: 100))),
                      .withinFrame, passes: true)
        expectVerdict(Catalogue.check(ShapeUnderTest(path: path, frame: Rect(x: 0, y: 0, width: 99, height: 100))),
                      .withinFrame, passes: false)
    }

    @Test func fittedStarStaysInItsPaddedFrame() throws {
        var p = ShapeSpec.StarParameters()
        p.rect = Rect(x: 10, y: 20, width: 300, height: 150)
        p.padding = 5
        p.outerCornerRadius = 12
        let report = try Catalogue.check(.star(p))
        expectVerdict(report, .withinFrame, passes: true)
        #expect(report.passed, "\(report.table)")
    }

    @Test func concentricBorderHasConstantWidthAndSameAsOuterDoesNot() throws {
        var p = ShapeSpec.BorderParameters()
        p.borderWidth = 10
        p.cornerRadius = 30
        let concentric = try Catalogue.check(.border(p))
        expectVerdict(concentric, .borderWidth, passes: true)
        expectVerdict(concentric, .borderConcentric, passes: true)
        #expect(concentric.passed, "\(concentric.table)")

        p.innerCornerRule = .sameAsOuter
        var shape = try ShapeUnderTest(spec: .border(p))
        #expect(Catalogue.check(shape)[.borderWidth] == nil, "the same-as-outer rule does not claim constant width")
        shape.border?.claimsConstantWidth = true
        let claimed = Catalogue.check(shape)
        expectVerdict(claimed, .borderWidth, passes: false)
        expectVerdict(claimed, .borderConcentric, passes: false)
    }

    @Test func sharpOuterCornersKeepTheInnerBoundaryAtExactlyW() throws {
        var p = ShapeSpec.BorderParameters()
        p.borderWidth = 10
        p.cornerRadius = 4
        let report = try Catalogue.check(.border(p))
        #expect(report.passed, "\(report.table)")
        #expect(report[.borderWidth]?.detail.contains("widest across a corner 1.2") == true,
                "√2·(w − R) + R = 12.49 = 1.249 w: \(report[.borderWidth]?.detail ?? "")")
    }
}

@Suite struct OrientationWalkTests {
    /// The shapes whose walk is compared, by name.
    static let walkedShapes: [(name: String, spec: ShapeSpec)] = {
        var border = ShapeSpec.BorderParameters()
        border.cornerRadius = 5
        return [("rounded star", starSpec(outer: 8, inner: 3)), ("border", .border(border)),
                ("default rect", .rect(ShapeSpec.RectParameters())),
                ("clamped star", starSpec(points: 5, innerRatio: 0.5, outer: 60))]
    }()

    /// The catalogue's own turning numbers and areas (from the continuity walk) agree with the
    /// geometry core's `subpathMeasures`.
    @Test(arguments: OrientationWalkTests.walkedShapes.map(\.name))
    func ownWalkMatchesSubpathMeasures(_ name: String) throws {
        let spec = try #require(Self.walkedShapes.first { $0.name == name }?.spec)
        let shape = try ShapeUnderTest(spec: spec)
        let context = CatalogueContext()
        var collector = InvariantResultCollector()
        Catalogue.evaluate(shape, options: Catalogue.Options(scaleInvariance: .never), context: context, into: &collector)
        let analysis = context.analysis
        let measures = shape.path.subpathMeasures
        #expect(analysis.allSubpathsClosed, "\(name)")
        try #require(!measures.isEmpty, "\(name) has no subpaths")
        try #require(analysis.subpathSweeps.count == measures.count && analysis.joins.subpathTurns.count == measures.count
                     && analysis.subpathAreas.count == measures.count,
                     "\(name): the walk saw \(analysis.subpathAreas.count) subpaths, the path has \(measures.count)")
        for (index, measure) in measures.enumerated() {
            let turning = (analysis.subpathSweeps[index] + analysis.joins.subpathTurns[index]) / (2 * .pi)
            expectNear(turning, measure.turningNumber, tolerance: 1e-12, "\(name) subpath \(index) turning number")
            expectNear(analysis.subpathAreas[index], measure.signedArea, tolerance: 1e-9 * Swift.abs(measure.signedArea),
                       "\(name) subpath \(index) area")
        }
    }
}
