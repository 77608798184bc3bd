import FilletTestSupport
import Foundation
import Testing
import FilletGeometry
import FilletShapes
@testable import FilletVerification

/// Smoothed constructions (issue 46) through the construction catalogue: the invariants that
/// hold for them pass, rotational symmetry compares the flanks' control points, and a smoothed
/// border's width, which is not constant, is not promised.
@Suite struct SmoothedShapeInvariantTests {
    static func smoothedStar(_ smoothing: Double, points: Int = 5, outer: Double = 10, inner: Double = 5) -> ShapeSpec {
        var p = ShapeSpec.StarParameters()
        p.points = points
        p.outerCornerRadius = outer
        p.innerCornerRadius = inner
        p.smoothing = smoothing
        return .star(p)
    }

    static var smoothedSpecs: [ShapeSpec] {
        var rect = ShapeSpec.RectParameters()
        rect.smoothing = 0.6
        var polygon = ShapeSpec.PolygonParameters(vertices: [Point(x: 0, y: 0), Point(x: 120, y: 0), Point(x: 70, y: 50),
                                                             Point(x: 120, y: 110), Point(x: 0, y: 110)])
        polygon.radius = 10
        polygon.smoothing = 1
        var hexagon = ShapeSpec.RegularPolygonParameters()
        hexagon.cornerRadius = 12
        hexagon.smoothing = 0.7
        return [.rect(rect), .polygon(polygon), .regularPolygon(hexagon), smoothedStar(0.6), smoothedStar(1, outer: 30, inner: 30),
                smoothedStar(1, points: 12, outer: 3, inner: 3)]
    }

    @Test(arguments: smoothedSpecs)
    func smoothedConstructionsPassTheCatalogue(spec: ShapeSpec) throws {
        let report = try Catalogue.check(spec)
        #expect(report.passed, "\(report.table)")
        // G2 is checked at every flank join of a smoothed construction; a star whose clamped
        // radii fill its edges keeps no smoothing (0 at every corner), hence no flank to check.
        if try ShapeUnderTest(spec: spec).corners.contains(where: { $0.smoothing > 0 }) {
            expectVerdict(report, .curvatureContinuity, passes: true)
        } else {
            #expect(report[.curvatureContinuity] == nil)
        }
    }

    /// Without smoothing the constructions' reports have no curvature row (a fillet jumps from 0
    /// to 1/r by design), so every existing report is unchanged.
    @Test func unsmoothedConstructionsAreNotCheckedForCurvature() throws {
        for spec in [ShapeSpec.rect(ShapeSpec.RectParameters()), Self.smoothedStar(0)] {
            let report = try Catalogue.check(spec)
            #expect(report[.curvatureContinuity] == nil, "\(report.table)")
        }
    }

    /// Negative control: flanks with G1-only handles (the inner handle two thirds of the way from
    /// the edge end to the handle on the arc's tangent, the rule Figma's and androidx's flanks
    /// use; ``VerificationSuite/withG1OnlyFlankHandles(_:)``, as the `g1-handles` control of
    /// `fillet verify` applies it) stay tangent-continuous but jump in curvature where they meet
    /// the arc: curvature-continuity fails, tangent-continuity passes.
    @Test(arguments: [0.25, 0.6, 0.95])
    func flanksWithG1OnlyHandlesFailCurvatureContinuity(smoothing: Double) throws {
        var p = ShapeSpec.RectParameters()
        p.smoothing = smoothing
        let shape = try ShapeUnderTest(spec: .rect(p))
        let broken = try #require(VerificationSuite.withG1OnlyFlankHandles(shape))
        let cubics = broken.path.elements.filter { if case .cubic = $0 { true } else { false } }
        #expect(cubics.count == 8, "four corners, two flanks each")
        let report = Catalogue.check(broken)
        expectVerdict(report, .curvatureContinuity, passes: false)
        expectVerdict(report, .tangentContinuity, passes: true)
    }

    /// Negative control: one flank's control point moved by 0.01 breaks the star's symmetry
    /// (before curves were compared, any curve counted as an infinite mismatch).
    @Test func movedFlankControlPointBreaksRotationalSymmetry() throws {
        let shape = try ShapeUnderTest(spec: Self.smoothedStar(0.6))
        expectVerdict(Catalogue.check(shape), .rotationalSymmetry, passes: true)
        var elements = shape.path.elements
        let index = try #require(elements.firstIndex { if case .cubic = $0 { true } else { false } })
        guard case .cubic(let control1, let control2, let to) = elements[index] else { return }
        elements[index] = .cubic(control1: control1, control2: control2 + Vector(dx: 0.01, dy: 0), to: to)
        let broken = ShapeUnderTest(path: try Path(elements: elements), symmetry: shape.symmetry)
        expectVerdict(Catalogue.check(broken), .rotationalSymmetry, passes: false)
    }

    /// Scaling a shape under test keeps each corner's asked and drawn smoothing.
    @Test func scaledShapeKeepsItsCornersSmoothing() throws {
        let shape = try ShapeUnderTest(spec: Self.smoothedStar(0.6))
        let scaled = try #require(shape.scaled(by: 1e3))
        #expect(shape.corners.contains { $0.smoothing > 0 })
        #expect(scaled.corners.map(\.smoothing) == shape.corners.map(\.smoothing))
        #expect(scaled.corners.map(\.requestedSmoothing) == shape.corners.map(\.requestedSmoothing))
    }

    /// A smoothed border promises no constant width: it is narrower than w along its flanks
    /// (0.993·w at s = 0.5, as RoundedBorder documents), so border-width and border-concentric
    /// are not evaluated for it; held to a constant width anyway, border-width catches the
    /// narrowing. Without smoothing the concentric border keeps its promise.
    @Test func smoothedBorderClaimsNoConstantWidthAndWouldFailIt() throws {
        var p = ShapeSpec.BorderParameters()
        p.smoothing = 0.5
        let shape = try ShapeUnderTest(spec: .border(p))
        #expect(shape.border?.claimsConstantWidth == false)
        let report = Catalogue.check(shape)
        #expect(report.passed, "\(report.table)")
        #expect(report[.borderWidth] == nil && report[.borderConcentric] == nil)
        var held = shape
        held.border?.claimsConstantWidth = true
        expectVerdict(Catalogue.check(held), .borderWidth, passes: false)
        p.smoothing = 0
        let unsmoothed = try ShapeUnderTest(spec: .border(p))
        #expect(unsmoothed.border?.claimsConstantWidth == true)
        expectVerdict(Catalogue.check(unsmoothed), .borderWidth, passes: true)
    }
}
