import FilletSupport
import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

/// The direct right-angle construction of ``RoundedRect`` and ``RoundedBorder`` against the
/// general ``RoundedPolygon`` of the same vertices.
@Suite struct RoundedRectGeneralTests {
    /// The general construction's `tan(π/4)` is 1 − 2⁻⁵³, so the two differ by rounding only.
    static let relativeTolerance = 1e-13

    func expectSamePath(_ fast: Path, _ general: Path, scale: Double, _ label: String) {
        #expect(fast.elements.count == general.elements.count, "\(label)")
        let tolerance = Self.relativeTolerance * scale
        for (a, b) in zip(fast.elements, general.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
                expectNear(p, q, tolerance: tolerance)
            case (.arc(let p), .arc(let q)):
                expectNear(p.center, q.center, tolerance: tolerance)
                expectNear(p.radius, q.radius, tolerance: tolerance)
                #expect(p.startAngle == q.startAngle && p.sweep == q.sweep, "\(label): \(p) vs \(q)")
            case (.close, .close):
                continue
            default:
                Issue.record("\(label): kinds differ, \(a) vs \(b)")
            }
        }
    }

    @Test func rectEqualsGeneralPolygonOfItsCornersInBothDirections() throws {
        var generator = SplitMix64(seed: 0x2EC7)
        for trial in 0..<200 {
            let rect = Rect(x: Double.random(in: -100...100, using: &generator), y: Double.random(in: -100...100, using: &generator),
                            width: Double.random(in: 0.1...80, using: &generator), height: Double.random(in: 0.1...80, using: &generator))
            func radius() -> Double { trial % 7 == 0 ? 0 : Double.random(in: 0...60, using: &generator) }
            let radii = RoundedRect.CornerRadii(topLeft: radius(), topRight: radius(), bottomRight: radius(), bottomLeft: radius())
            for clamping in CornerRounding.Clamping.allCases {
                for reversed in [false, true] {
                    let fast = try RoundedRect(rect: rect, radii: radii, clamping: clamping, reversed: reversed)
                    var vertices = rect.corners, list = radii.array
                    if reversed {
                        vertices = [vertices[0], vertices[3], vertices[2], vertices[1]]
                        try #require(list.count > 3)
                        list = [list[0], list[3], list[2], list[1]]
                    }
                    let general = try RoundedPolygon(vertices: vertices, radii: list, clamping: clamping)
                    let scale = max(abs(rect.x), abs(rect.y)) + max(rect.width, rect.height)
                    let label = "\(rect) \(radii) \(clamping) reversed \(reversed)"
                    expectSamePath(fast.path, general.path, scale: scale, label)
                    #expect(fast.corners.count == 4)
                    for (a, b) in zip(fast.corners, general.corners) {
                        #expect(a.vertex == b.vertex && a.requestedRadius == b.requestedRadius && a.cornerAngle == b.cornerAngle)
                        expectNear(a.realisedRadius, b.realisedRadius, tolerance: Self.relativeTolerance * scale)
                        #expect((a.fillet == nil) == (b.fillet == nil), "\(label)")
                    }
                }
            }
        }
    }

    @Test func borderPathIsItsOuterPathThenItsInnerPath() throws {
        let content = Rect(x: 3, y: -4, width: 120, height: 70)
        for position in RoundedBorder.Position.allCases {
            for rule in [RoundedBorder.InnerCornerRule.concentric, .sameAsOuter, .explicit(2)] {
                for width in [1.0, 10, 34, 80] {
                    let border = try RoundedBorder(rect: content, borderWidth: width, position: position,
                                                   cornerRadius: 12, innerCornerRule: rule)
                    var expected = border.outer.path
                    if let inner = border.inner { expected.addPath(inner.path) }
                    #expect(border.path == expected, "\(position) \(rule) w \(width)")
                    #expect(border.boundaryCorners == border.outer.corners + (border.inner?.corners ?? []))
                }
            }
        }
    }
}
