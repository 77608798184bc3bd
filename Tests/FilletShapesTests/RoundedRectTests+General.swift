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
        for (index, (a, b)) in zip(fast.elements, general.elements).enumerated() {
            switch (a, b) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
                expectNear(p, q, tolerance: tolerance, "\(label): element \(index)")
            case (.arc(let p), .arc(let q)):
                expectNear(p.center, q.center, tolerance: tolerance, "\(label): element \(index)")
                expectNear(p.radius, q.radius, tolerance: tolerance, "\(label): element \(index)")
                #expect(p.startAngle == q.startAngle && p.sweep == q.sweep, "\(label): element \(index): \(p) vs \(q)")
            case (.close, .close):
                continue
            default:
                Issue.record("\(label): element \(index): kinds differ, \(a) vs \(b)")
            }
        }
    }

    /// Each case replays the same 200 seeded rectangles and radii (the draws do not depend on the
    /// clamping or the direction), so every (trial, clamping, direction) combination is checked.
    @Test(arguments: CornerRounding.Clamping.allCases, [false, true])
    func rectEqualsGeneralPolygonOfItsCornersInBothDirections(clamping: CornerRounding.Clamping, reversed: Bool) throws {
        var generator = SplitMix64(seed: 0x2EC7)
        for trial in 0..<200 {
            let rect = Rect(x: Double.random(in: -100...100, using: &generator), y: Double.random(in: -100...100, using: &generator),
                            width: Double.random(in: 0.1...80, using: &generator), height: Double.random(in: 0.1...80, using: &generator))
            func radius() -> Double { trial % 7 == 0 ? 0 : Double.random(in: 0...60, using: &generator) }
            let radii = RoundedRect.CornerRadii(topLeft: radius(), topRight: radius(), bottomRight: radius(), bottomLeft: radius())
            let label = "trial \(trial): \(rect) \(radii) \(clamping) reversed \(reversed)"
            let fast = try RoundedRect(rect: rect, radii: radii, clamping: clamping, reversed: reversed)
            var vertices = rect.corners, list = radii.array
            if reversed {
                vertices = [vertices[0], vertices[3], vertices[2], vertices[1]]
                try #require(list.count > 3, "\(label)")
                list = [list[0], list[3], list[2], list[1]]
            }
            let general = try RoundedPolygon(vertices: vertices, radii: list, clamping: clamping)
            let scale = max(abs(rect.x), abs(rect.y)) + max(rect.width, rect.height)
            expectSamePath(fast.path, general.path, scale: scale, label)
            #expect(fast.corners.count == 4, "\(label)")
            #expect(general.corners.count == 4, "\(label)")
            for (index, (a, b)) in zip(fast.corners, general.corners).enumerated() {
                #expect(a.vertex == b.vertex && a.requestedRadius == b.requestedRadius && a.cornerAngle == b.cornerAngle,
                        "\(label): corner \(index)")
                expectNear(a.realisedRadius, b.realisedRadius, tolerance: Self.relativeTolerance * scale, "\(label): corner \(index)")
                #expect((a.fillet == nil) == (b.fillet == nil), "\(label): corner \(index)")
            }
        }
    }

    /// A border's position, inner-corner rule and width.
    struct BorderCase: Sendable, CustomTestStringConvertible {
        let position: RoundedBorder.Position
        let rule: RoundedBorder.InnerCornerRule
        let width: Double
        var testDescription: String { "\(position) \(rule) w \(width)" }

        static let all: [BorderCase] = RoundedBorder.Position.allCases.flatMap { position in
            [RoundedBorder.InnerCornerRule.concentric, .sameAsOuter, .explicit(2)].flatMap { rule in
                [1.0, 10, 34, 80].map { BorderCase(position: position, rule: rule, width: $0) }
            }
        }
    }

    @Test(arguments: BorderCase.all)
    func borderPathIsItsOuterPathThenItsInnerPath(_ borderCase: BorderCase) throws {
        let content = Rect(x: 3, y: -4, width: 120, height: 70)
        let border = try RoundedBorder(rect: content, borderWidth: borderCase.width, position: borderCase.position,
                                       cornerRadius: 12, innerCornerRule: borderCase.rule)
        var expected = border.outer.path
        if let inner = border.inner { expected.addPath(inner.path) }
        #expect(border.path == expected, "\(borderCase.testDescription)")
        #expect(border.boundaryCorners == border.outer.corners + (border.inner?.corners ?? []))
    }
}
