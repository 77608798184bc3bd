import Foundation
import Testing
import FilletGeometry
import FilletTestSupport

/// Fillet's smoothed corner beside two published constructions of the same kind (a shorter
/// arc between two cubic flanks reaching `(1 + s)` times the round cut along each edge), built
/// here from their published descriptions on the same corners, and the curvature jumps where
/// their flanks meet the edge and the arc measured. The numbers are the table of the DocC
/// article "Continuous-curvature corners" (FilletGeometry); these tests keep it true.
///
/// - **androidx** graphics-shapes `CornerRounding(radius, smoothing)`, as its `RoundedPolygon`
///   builds a corner (`RoundedCorner.computeFlankingCurve` in
///   androidx/graphics/graphics-shapes/…/RoundedPolygon.kt): the flank starts `(1 + s)·t` from
///   the vertex; it ends on the circle in the direction (from the centre) of the point `s` of the
///   way from the tangent point to the midpoint of the two tangent points; its second control
///   point is where the circle's tangent there meets the edge; its first control point is two
///   thirds of the way from its start to the second.
/// - **Figma** corner smoothing (D. Furse, "Desperately seeking squircles", Figma blog, 2018;
///   the handle rule as the open-source figma-squircle implements the post,
///   `getPathParamsForCorner`): the arc shrinks to `(1 − s)` of its sweep, so each flank turns
///   `s·σ` (σ half the corner's turn; 45°·s on the post's right angles), the flank starts
///   `(1 + s)·t` from the vertex, its second control point is where the arc's tangent at its
///   end meets the edge, and the first divides the straight part in the ratio 2 : 1 (`a = 2b`).
///   For a right angle this is the post's construction exactly; other turns use the same rule.
///
/// So all three flanks share the start and the straight first three control points (curvature
/// 0 where they leave the edge, exactly); Figma and Fillet share the end point and second
/// control point, androidx ends elsewhere on the circle. They differ in the handle that sets
/// the curvature where the flank meets the arc: only Fillet's is chosen to make it 1/r.
struct PublishedFlankComparisonTests {
    /// A corner at the origin: the edge arriving from the direction `-turn` and leaving along +x.
    static func fillet(turnDegrees: Double, radius: Double = 10) -> TangentArc {
        let turn = turnDegrees * .pi / 180
        let incoming = Vector(dx: cos(-turn), dy: sin(-turn))
        return TangentArc(from: Point(x: 0, y: 0) - incoming * 1000, corner: Point(x: 0, y: 0),
                          to: Point(x: 1000, y: 0), radius: radius)!
    }

    /// The unit direction of travel along the first edge (into the vertex) and the vertex.
    static func frame(_ fillet: TangentArc) -> (incoming: Vector, vertex: Point) {
        let incoming = fillet.arc.startTangent
        return (incoming, fillet.startTangentPoint + incoming * fillet.tangentLength)
    }

    /// Figma's entry flank (see the type's documentation).
    static func figmaFlank(_ fillet: TangentArc, smoothing s: Double) -> CubicCurve {
        let (incoming, vertex) = frame(fillet)
        let arc = fillet.arc, r = arc.radius
        let flankTurn = s * Swift.abs(arc.sweep) / 2
        let start = vertex - incoming * ((1 + s) * fillet.tangentLength)
        let end = arc.point(atAngle: arc.startAngle + (arc.sweep >= 0 ? flankTurn : -flankTurn))
        let second = fillet.startTangentPoint + incoming * (r * tan(flankTurn / 2))
        let first = start + (second - start) * (2.0 / 3.0)
        return CubicCurve(start, first, second, end)
    }

    /// androidx's entry flank (see the type's documentation).
    static func androidxFlank(_ fillet: TangentArc, smoothing s: Double) -> CubicCurve {
        let (incoming, vertex) = frame(fillet)
        let arc = fillet.arc, r = arc.radius, center = arc.center
        let start = vertex - incoming * ((1 + s) * fillet.tangentLength)
        let midpoint = Point(x: (fillet.startTangentPoint.x + fillet.endTangentPoint.x) / 2,
                             y: (fillet.startTangentPoint.y + fillet.endTangentPoint.y) / 2)
        let towards = fillet.startTangentPoint + (midpoint - fillet.startTangentPoint) * s
        let end = center + (towards - center).normalized * r
        // The circle's tangent at `end` meets the edge line (vertex + u·incoming) where
        // (vertex + u·incoming − end)·(end − centre) = 0.
        let radial = end - center
        let along = (end - vertex).dot(radial) / incoming.dot(radial)
        let second = vertex + incoming * along
        let first = Point(x: (start.x + 2 * second.x) / 3, y: (start.y + 2 * second.y) / 3)
        return CubicCurve(start, first, second, end)
    }

    static func filletFlank(_ fillet: TangentArc, smoothing s: Double) -> CubicCurve {
        SmoothedCorner(fillet: fillet, smoothing: s).entry!
    }

    /// |κ| jumps × r where the flank leaves the edge (curvature 0) and meets the arc (1/r), and
    /// the largest |κ|·r along it (2 001 samples).
    struct Measure: CustomStringConvertible {
        var edgeJump: Double, arcJump: Double, peak: Double
        var description: String { String(format: "edge %.4f arc %.4f peak %.4f", edgeJump, arcJump, peak) }
    }

    static func measure(_ flank: CubicCurve, radius: Double) -> Measure {
        let edge = Swift.abs(flank.curvature(at: 0)) * radius
        let arc = Swift.abs(Swift.abs(flank.curvature(at: 1)) * radius - 1)
        let peak = (0...2000).map { Swift.abs(flank.curvature(at: Double($0) / 2000)) * radius }.max() ?? .nan
        return Measure(edgeJump: edge, arcJump: arc, peak: peak)
    }

    /// One row of the article's table: a corner (turn in degrees, smoothing), the curvature
    /// jump × r where Figma's and androidx's flanks meet the arc (Fillet's is 0 to rounding),
    /// and the largest |κ|·r along each flank. Values rounded to 4 decimals.
    struct Row: Sendable, CustomTestStringConvertible {
        struct Pair: Sendable { var figma: Double, androidx: Double }
        struct Triple: Sendable { var fillet: Double, figma: Double, androidx: Double }
        var turn: Double, smoothing: Double, arcJump: Pair, peak: Triple
        var testDescription: String { "turn \(turn)°, s \(smoothing)" }
    }

    static let table: [Row] = [
        Row(turn: 30, smoothing: 0.25, arcJump: Row.Pair(figma: 0.3524, androidx: 0.3808), peak: Row.Triple(fillet: 1.2401, figma: 1.3524, androidx: 1.3808)),
        Row(turn: 30, smoothing: 0.6, arcJump: Row.Pair(figma: 0.3440, androidx: 0.3562), peak: Row.Triple(fillet: 1.2406, figma: 1.3440, androidx: 1.3562)),
        Row(turn: 30, smoothing: 1.0, arcJump: Row.Pair(figma: 0.3260, androidx: 0.3260), peak: Row.Triple(fillet: 1.2417, figma: 1.3274, androidx: 1.3274)),
        Row(turn: 60, smoothing: 0.25, arcJump: Row.Pair(figma: 0.4171, androidx: 0.5541), peak: Row.Triple(fillet: 1.2557, figma: 1.4171, androidx: 1.5541)),
        Row(turn: 60, smoothing: 0.6, arcJump: Row.Pair(figma: 0.3818, androidx: 0.4426), peak: Row.Triple(fillet: 1.2576, figma: 1.3818, androidx: 1.4426)),
        Row(turn: 60, smoothing: 1.0, arcJump: Row.Pair(figma: 0.3082, androidx: 0.3082), peak: Row.Triple(fillet: 1.2623, figma: 1.3249, androidx: 1.3249)),
        Row(turn: 90, smoothing: 0.25, arcJump: Row.Pair(figma: 0.5575, androidx: 0.9978), peak: Row.Triple(fillet: 1.2877, figma: 1.5575, androidx: 1.9978)),
        Row(turn: 90, smoothing: 0.6, arcJump: Row.Pair(figma: 0.4704, androidx: 0.6731), peak: Row.Triple(fillet: 1.2920, figma: 1.4704, androidx: 1.6731)),
        Row(turn: 90, smoothing: 1.0, arcJump: Row.Pair(figma: 0.2952, androidx: 0.2952), peak: Row.Triple(fillet: 1.3046, figma: 1.3527, androidx: 1.3527)),
        Row(turn: 120, smoothing: 0.25, arcJump: Row.Pair(figma: 0.8738, androidx: 2.3314), peak: Row.Triple(fillet: 1.3535, figma: 1.8738, androidx: 3.3314)),
        Row(turn: 120, smoothing: 0.6, arcJump: Row.Pair(figma: 0.6878, androidx: 1.3837), peak: Row.Triple(fillet: 1.3606, figma: 1.6878, androidx: 2.3837)),
        Row(turn: 120, smoothing: 1.0, arcJump: Row.Pair(figma: 0.3333, androidx: 0.3333), peak: Row.Triple(fillet: 1.3882, figma: 1.4479, androidx: 1.4479)),
        Row(turn: 150, smoothing: 0.25, arcJump: Row.Pair(figma: 1.8776, androidx: 9.6181), peak: Row.Triple(fillet: 1.5277, figma: 2.8776, androidx: 10.6181)),
        Row(turn: 150, smoothing: 0.6, arcJump: Row.Pair(figma: 1.4302, androidx: 5.2781), peak: Row.Triple(fillet: 1.5351, figma: 2.4302, androidx: 6.2781)),
        Row(turn: 150, smoothing: 1.0, arcJump: Row.Pair(figma: 0.6403, androidx: 0.6403), peak: Row.Triple(fillet: 1.5877, figma: 1.7856, androidx: 1.7856)),
    ]

    /// Rounding the table to 4 decimals leaves at most 5e-5.
    static let tableRounding = 6e-5

    @Test(arguments: table)
    func measuredJumpsAreTheArticlesTable(row: Row) {
        let fillet = Self.fillet(turnDegrees: row.turn)
        let ours = Self.measure(Self.filletFlank(fillet, smoothing: row.smoothing), radius: 10)
        let figma = Self.measure(Self.figmaFlank(fillet, smoothing: row.smoothing), radius: 10)
        let androidx = Self.measure(Self.androidxFlank(fillet, smoothing: row.smoothing), radius: 10)
        // All three leave the edge with curvature 0 (first three control points on the edge).
        for measure in [ours, figma, androidx] { #expect(measure.edgeJump <= 1e-12, "\(measure)") }
        // Only Fillet's meets the arc with curvature 1/r.
        #expect(ours.arcJump <= 1e-9, "\(ours)")
        expectNear(figma.arcJump, row.arcJump.figma, tolerance: Self.tableRounding)
        expectNear(androidx.arcJump, row.arcJump.androidx, tolerance: Self.tableRounding)
        expectNear(ours.peak, row.peak.fillet, tolerance: Self.tableRounding)
        expectNear(figma.peak, row.peak.figma, tolerance: Self.tableRounding)
        expectNear(androidx.peak, row.peak.androidx, tolerance: Self.tableRounding)
    }

    /// The comparison is of the same corners: all three flanks start (1 + s)·t from the vertex
    /// and end on the fillet's circle, tangent to it; Figma's ends where Fillet's does.
    @Test(arguments: [30.0, 90, 150], [0.25, 1.0])
    func theThreeFlanksShareTheirEnds(turn: Double, smoothing: Double) {
        let fillet = Self.fillet(turnDegrees: turn)
        let ours = Self.filletFlank(fillet, smoothing: smoothing)
        let figma = Self.figmaFlank(fillet, smoothing: smoothing)
        let androidx = Self.androidxFlank(fillet, smoothing: smoothing)
        let center = fillet.arc.center
        for flank in [figma, androidx] {
            expectNear(flank.p0, ours.p0, tolerance: 1e-12)
            expectNear(flank.p3.distance(to: center), 10, tolerance: 1e-12)
            // Tangent to the circle at the end: the last leg is perpendicular to the radius.
            expectNear((flank.p3 - flank.p2).normalized.dot((flank.p3 - center).normalized), 0, tolerance: 1e-12)
        }
        expectNear(figma.p3, ours.p3, tolerance: 1e-12)
        expectNear(figma.p2, ours.p2, tolerance: 1e-12)
        // At s = 1 all three end on the bisector: androidx's end point is Fillet's.
        if smoothing == 1 { expectNear(androidx.p3, ours.p3, tolerance: 1e-12) }
    }
}
