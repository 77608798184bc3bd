import Foundation
import Testing
import FilletGeometry
@testable import FilletShapes
import FilletTestSupport

@Suite struct Seed002Tests {
    @Test func innerRadiusForFivePointsIsPoint381966TimesR() throws {
        expectNear(try Seed002StarPath.innerRadius(points: 5, radius: 100), 38.1966011250105, tolerance: 1e-11)
    }

    @Test(arguments: 5...12)
    func innerRadiusIsCos2PiOverNOverCosPiOverNTimesR(points n: Int) throws {
        let N = Double(n)
        expectNear(try Seed002StarPath.innerRadius(points: n, radius: 1), cos(2 * .pi / N) / cos(.pi / N), tolerance: 1e-14)
    }

    @Test func threeAndFourPointsUseTheHalfDistanceFallback() throws {
        expectNear(try Seed002StarPath.innerRadius(points: 3, radius: 100), 0.5 * 100 * cos(Double.pi / 3), tolerance: 1e-12)
        expectNear(try Seed002StarPath.innerRadius(points: 4, radius: 100), 0.5 * 100 * cos(Double.pi / 4), tolerance: 1e-12)
    }

    @Test func pathStartsWithAZeroLengthLineAndIsNotClosed() throws {
        let path = try Seed002StarPath(points: 5).path(in: Rect(width: 200, height: 200))
        #expect(path.elements.count == 11)
        try #require(path.elements.count > 1)
        guard case .move(let start) = path.elements[0], case .line(let first) = path.elements[1] else {
            Issue.record("expected move then line")
            return
        }
        #expect(start == first)
        #expect(!path.elements.contains(.close))
    }

    @Test func squareRectIsCentredVertically() throws {
        let path = try Seed002StarPath(points: 5).path(in: Rect(width: 200, height: 200))
        let ys = path.elements.compactMap(\.endPoint).map(\.y)
        let adjustment = (200 - (100 + 100 * cos(Double.pi / 5))) / 2
        expectNear(ys.min()!, adjustment, tolerance: 1e-12)
        expectNear(200 - ys.max()!, adjustment, tolerance: 1e-12)
    }

    @Test func nonSquareRectIsOffCentreByHalfTheSideDifference() throws {
        // 200 × 100: R = w/2 = 100; the star is centred on y = 0, not on the rect's 50.
        let path = try Seed002StarPath(points: 5).path(in: Rect(width: 200, height: 100))
        let ys = path.elements.compactMap(\.endPoint).map(\.y)
        expectNear((ys.min()! + ys.max()!) / 2, 50 + (100 - 200) / 2, tolerance: 1e-12)
        expectNear(ys.max()! - ys.min()!, 100 + 100 * cos(Double.pi / 5), tolerance: 1e-12)
    }

    @Test func hostileInputThrowsShapeError() {
        expectShapeError(parameter: "points") { _ = try Seed002StarPath(points: 2).path(in: Rect(width: 10, height: 10)) }
        expectShapeError(parameter: "points") { _ = try Seed002StarPath(points: 1_000_000_000).path(in: Rect(width: 10, height: 10)) }
        expectShapeError(parameter: "rect.height") { _ = try Seed002StarPath().path(in: Rect(width: 10, height: .nan)) }
    }
}
