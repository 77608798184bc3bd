import Foundation
import Testing
import FilletSupport
@testable import FilletGeometry

/// ``CubicCurve/length`` on curves with nothing to integrate.
@Suite struct CubicLengthTests {
    @Test func degenerateAndNonFiniteCurvesKeepTheirLengths() {
        let point = Point(x: 3, y: 4)
        #expect(CubicCurve(point, point, point, point).length == 0)
        let far = CubicCurve(Point(x: 0, y: 0), Point(x: .infinity, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0))
        #expect(far.length == .infinity)
        // A NaN control point gives NaN, not a length that looks valid.
        let broken = CubicCurve(Point(x: 0, y: 0), Point(x: .nan, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0))
        #expect(broken.length.isNaN)
    }
}
