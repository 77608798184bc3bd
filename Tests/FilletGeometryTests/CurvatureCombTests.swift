import Foundation
import Testing
import FilletGeometry
import FilletTestSupport

/// `Path.curvatureComb(samplesPerSegment:scale:)`: teeth of length scale × curvature, away from
/// the centre of curvature; a fillet's comb steps at its ends, a smoothed corner's does not.
struct CurvatureCombTests {
    /// A full circle of radius 10 about (5, −3), both orientations: every tooth is scale/r long
    /// and points away from the centre (its tip r + scale/r from it).
    @Test(arguments: [1.0, -1.0])
    func circleTeethAreEqualAndPointAway(orientation: Double) throws {
        var path = Path()
        let center = Point(x: 5, y: -3)
        try path.addArc(Arc(center: center, radius: 10, startAngle: 0.3, sweep: orientation * 2 * Double.pi))
        let comb = path.curvatureComb(samplesPerSegment: 16, scale: 20)
        let teeth = try #require(comb.subpaths.first)
        #expect(teeth.count == 17)
        for tooth in teeth {
            expectNear(tooth.curvature, orientation / 10, tolerance: 1e-15)
            expectNear(tooth.base.distance(to: center), 10, tolerance: 1e-12)
            expectNear(tooth.tip.distance(to: center), 10 + 2, tolerance: 1e-12)
        }
        expectNear(comb.largestCurvature, 0.1, tolerance: 1e-15)
    }

    /// A square's rounded corner: the line's teeth are 0, the arc's scale/r, so the envelope
    /// steps at both of the arc's ends (two teeth at one point, of lengths 0 and scale/r).
    @Test func filletCombStepsWhereTheArcMeetsTheLine() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 90, y: 0))
        try path.addArc(Arc(center: Point(x: 90, y: 10), radius: 10, startAngle: -Double.pi / 2, sweep: Double.pi / 2))
        try path.addLine(to: Point(x: 100, y: 100))
        let teeth = try #require(path.curvatureComb(samplesPerSegment: 4, scale: 10).subpaths.first)
        #expect(teeth.count == 15)
        // The join line → arc: the line's last tooth and the arc's first share a base.
        expectNear(teeth[4].base, teeth[5].base, tolerance: 1e-12)
        #expect(teeth[4].base.distance(to: teeth[4].tip) == 0)
        expectNear(teeth[5].base.distance(to: teeth[5].tip), 1, tolerance: 1e-12)
        #expect(path.curvatureComb(samplesPerSegment: 4, scale: 10).teethPath.subpaths.count == 5)
    }

    /// A smoothed corner's comb has no step: at every join the two teeth sharing a base have
    /// equal curvature (within 10⁻⁹ of 1/r), and its peak is above 1/r (the flank overshoots).
    @Test(arguments: [0.25, 0.6, 1])
    func smoothedCornerCombHasNoStep(smoothing: Double) throws {
        let fillet = try #require(TangentArc(from: Point(x: -100, y: 0), corner: Point(x: 0, y: 0), to: Point(x: 0, y: 100),
                                             radius: 20))
        let corner = SmoothedCorner(fillet: fillet, smoothing: smoothing)
        var path = Path()
        try path.move(to: Point(x: -100, y: 0))
        let entry = try #require(corner.entry), exit = try #require(corner.exit)
        try path.addLine(to: entry.p0)
        try path.addCurve(to: entry.p3, control1: entry.p1, control2: entry.p2)
        if corner.keepsArc { try path.addArc(corner.arc) }
        try path.addCurve(to: exit.p3, control1: exit.p1, control2: exit.p2)
        try path.addLine(to: Point(x: 0, y: 100))
        let teeth = try #require(path.curvatureComb(samplesPerSegment: 8, scale: 1).subpaths.first)
        var joins = 0
        for (first, second) in zip(teeth, teeth.dropFirst()) where first.base.distance(to: second.base) <= 1e-12 {
            joins += 1
            #expect(Swift.abs(first.curvature - second.curvature) <= 1e-9 / 20, "\(first) \(second)")
        }
        #expect(joins == (corner.keepsArc ? 4 : 3))
        #expect(teeth.map { Swift.abs($0.curvature) }.max()! > 1.0 / 20)
    }
}
