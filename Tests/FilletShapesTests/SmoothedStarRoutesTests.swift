import Foundation
import Testing
import FilletGeometry
import FilletSupport
import FilletTestSupport
@testable import FilletShapes

/// A smoothed star is built by the fast symmetric construction, one smoothed corner per kind
/// placed n times, or — when its cut falls between the construction's scale bounds — by the
/// general per-vertex path (`Star.generalPolygon`). The two must draw the same outline to
/// rounding and report the same corners: the same realised radius, the same smoothing and the
/// same "reduced" flag, whichever route a star takes.
struct SmoothedStarRoutesTests {
    /// The numbers an element draws with, in order (an arc by its centre, radius and ends).
    static func numbers(_ element: PathElement) -> [Double] {
        switch element {
        case .move(let point), .line(let point): [point.x, point.y]
        case .quad(let control, let point): [control.x, control.y, point.x, point.y]
        case .cubic(let control1, let control2, let point):
            [control1.x, control1.y, control2.x, control2.y, point.x, point.y]
        case .arc(let arc): [arc.center.x, arc.center.y, arc.radius, arc.startPoint.x, arc.startPoint.y,
                             arc.endPoint.x, arc.endPoint.y]
        case .close: []
        }
    }

    /// 400 stars drawn from a fixed seed: 3…12 points, inner ratio 0.2…0.9, corner radii up to
    /// and past what fits (so both clampings reduce radii and smoothing), smoothing 0.02…1.
    @Test(arguments: [CornerRounding.Clamping.proportional, .none])
    func bothRoutesDrawTheSameStar(clamping: CornerRounding.Clamping) throws {
        var random = SplitMix64(seed: 46)
        var compared = 0, reduced = 0, symmetric = 0
        for _ in 0..<400 {
            let points = 3 + Int(random.next() % 10)
            let ratio = 0.2 + 0.7 * random.nextUnitDouble()
            let outerCorner = 40 * random.nextUnitDouble(), innerCorner = 40 * random.nextUnitDouble()
            let smoothing = 0.02 + 0.98 * random.nextUnitDouble()
            let rotation = 2 * Double.pi * random.nextUnitDouble()
            let center = Point(x: 50 * random.nextUnitDouble() - 25, y: 50 * random.nextUnitDouble() - 25)
            let star: Star
            do {
                star = try Star(points: points, outerRadius: 100, innerRadius: .ratio(ratio),
                                outerCornerRadius: outerCorner, innerCornerRadius: innerCorner, smoothing: smoothing,
                                rotation: rotation, center: center, clamping: clamping)
            } catch {
                continue  // radii that do not fit without clamping: both routes refuse alike
            }
            let general = try Star.generalPolygon(points: points, outerRadius: 100, innerRatio: ratio,
                                                  outerCornerRadius: outerCorner, innerCornerRadius: innerCorner,
                                                  smoothing: smoothing, rotation: rotation, center: center,
                                                  clamping: clamping)
            // Which route Star took (its own test: the fast construction answers, or it falls back).
            let types = SymmetricPolygon.PerType(
                SymmetricPolygon.CornerType(vertexRadius: 100, cornerRadius: outerCorner),
                SymmetricPolygon.CornerType(vertexRadius: 100 * ratio, cornerRadius: innerCorner))
            if SymmetricPolygon.build(copies: points, typeCount: 2, types: types, rotation: rotation, center: center,
                                      clamping: clamping, smoothing: smoothing) != nil { symmetric += 1 }
            let fast = star.path.elements, reference = general.path.elements
            try #require(fast.count == reference.count, "\(points) points, ratio \(ratio), smoothing \(smoothing)")
            for (a, b) in zip(fast, reference) {
                let x = Self.numbers(a), y = Self.numbers(b)
                try #require(x.count == y.count, "\(a) against \(b)")
                for (u, v) in zip(x, y) { expectNear(u, v, tolerance: 1e-9 * 200) }
            }
            for (corner, expected) in zip(star.corners, general.corners) {
                expectNear(corner.realisedRadius, expected.realisedRadius, tolerance: 1e-9 * 200)
                expectNear(corner.smoothing, expected.smoothing, tolerance: 1e-9)
                #expect(corner.smoothingWasReduced == expected.smoothingWasReduced)
                if expected.smoothingWasReduced { reduced += 1 }
            }
            compared += 1
        }
        #expect(compared >= 200, "too few stars built: \(compared)")
        #expect(symmetric >= compared / 2, "the fast construction drew only \(symmetric) of \(compared)")
        if clamping == .proportional { #expect(reduced > 0, "no star had its smoothing reduced") }
    }
}
