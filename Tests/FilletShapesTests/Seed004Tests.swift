import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

@Suite struct Seed004Tests {
    let content = Rect(width: 200, height: 120)

    @Test func sizesPerPositionAsPublished() {
        func sizes(_ position: RoundedBorder.Position) -> [Double] {
            let border = Seed004RoundedBorder(borderWidth: 10, position: position)
            let outer = border.borderSize(200, 120), inner = border.insideBorderSize(200, 120)
            return [outer.width, outer.height, inner.width, inner.height]
        }
        #expect(sizes(.outside) == [220, 140, 200, 120])
        #expect(sizes(.inside) == [200, 120, 180, 100])
        #expect(sizes(.center) == [210, 130, 190, 110])
    }

    @Test func insideCornerRadiusFallsBackToTheOuterUnlessPositive() {
        #expect(Seed004RoundedBorder(cornerRadius: 16).resolvedInsideCornerRadius == 16)
        #expect(Seed004RoundedBorder(cornerRadius: 16, insideCornerRadius: 0).resolvedInsideCornerRadius == 16)
        #expect(Seed004RoundedBorder(cornerRadius: 16, insideCornerRadius: 8).resolvedInsideCornerRadius == 8)
    }

    @Test func ringIsOuterMinusHoleBothCentredOnTheContent() throws {
        let path = try Seed004RoundedBorder(borderWidth: 10, position: .outside, cornerRadius: 16).path(in: content)
        #expect(path.subpaths.count == 2)
        let cut = (4 - Double.pi) * 256
        expectNear(signedArea(path), (220 * 140 - cut) - (200 * 120 - cut), tolerance: 1e-9)
        let centres = path.elements.compactMap { if case .arc(let arc) = $0 { return arc.center } else { return nil } }
        try #require(centres.count > 4)
        expectNear(centres[0], Point(x: 6, y: 6), tolerance: 1e-12)   // outer rect starts at (−10, −10)
        expectNear(centres[4], Point(x: 16, y: 16), tolerance: 1e-12)  // hole = the content rect
    }

    @Test func radiiAreClampedToHalfTheSmallerSideAsRoundedRectangleDoes() throws {
        let path = try Seed004RoundedBorder(borderWidth: 10, position: .outside, cornerRadius: 100).path(in: content)
        let radii = path.elements.compactMap { if case .arc(let arc) = $0 { return arc.radius } else { return nil } }
        #expect(radii == [70, 70, 70, 70, 60, 60, 60, 60])
    }

    @Test func borderWiderThanHalfTheContentLeavesNoHole() throws {
        let path = try Seed004RoundedBorder(borderWidth: 70, position: .inside, cornerRadius: 16).path(in: content)
        #expect(path.subpaths.count == 1)
    }

    @Test func hostileInputThrowsShapeError() {
        expectShapeError(parameter: "borderWidth") { _ = try Seed004RoundedBorder(borderWidth: -1).path(in: content) }
        expectShapeError(parameter: "insideCornerRadius") {
            _ = try Seed004RoundedBorder(insideCornerRadius: .nan).path(in: content)
        }
        expectShapeError(parameter: "rect.width") { _ = try Seed004RoundedBorder().path(in: Rect(width: 0, height: 10)) }
    }
}
