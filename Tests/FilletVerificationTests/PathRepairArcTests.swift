import Foundation
import Testing
import FilletGeometry
import FilletTestSupport
import FilletSVG
@testable import FilletVerification
@testable import FilletRepair

/// ``PathRepair`` on arcs: an elliptical arc's radii scaled (one end) or set apart (both ends), a
/// curve whose far handle is zero, and a repair that lines up the join it made worse.
@Suite struct PathRepairArcTests {
    /// The radii written after a repair of `data`'s one `A` command.
    static func radii(_ data: String) -> (Double, Double)? {
        guard let a = data.firstIndex(of: "A") else { return nil }
        let numbers = data[data.index(after: a)...].split(separator: " ").prefix(2).compactMap { Double($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }

    @Test func ellipticalArcLinesUpOneEndByScalingBothRadii() throws {
        // The arc leaves (10, 0) 0.69° off the line's direction; its other end is free. The join
        // with computed cubics is held to their precision, so the radii take more decimals.
        let data = "M0 0L10 0A5 3 0 0 1 15.1 3"
        let result = try PathRepair.repair(pathData: data, options: PathRepair.Options(maximumExtraDecimals: 8))
        #expect(result.kinksBefore == 1 && result.kinksAfter == 0, "\(result.refusals)")
        let (rx, ry) = try #require(Self.radii(result.data))
        #expect(rx != 5 && ry != 3, "\(result.data)")
        // One factor for both: the ellipse keeps its shape (to the digits written).
        expectNear(rx / ry, 5.0 / 3.0, tolerance: 5e-3)
        #expect(result.hausdorffDistance <= PathRepair.Options().maximumMove)
    }

    @Test func ellipticalArcBetweenTwoLinesLinesUpBothEnds() throws {
        // Both joins are near misses (1.36° in, 1.26° out): one factor cannot turn both ends
        // their own ways, the two radii apart can.
        let data = "M0 0L10 0A5 3 0 0 1 14.8 3.1L14.451 13.094"
        let result = try PathRepair.repair(pathData: data)
        #expect(result.kinksBefore == 2 && result.kinksAfter == 0, "\(result.refusals)")
        let (rx, ry) = try #require(Self.radii(result.data))
        #expect(Swift.abs(rx / ry - 5.0 / 3.0) > 1e-3, "\(result.data)")
        #expect(result.data.hasPrefix("M0 0L10 0A") && result.data.hasSuffix(" 0 0 1 14.8 3.1L14.451 13.094"), "\(result.data)")
    }

    @Test func circularArcBetweenTwoLinesWithTwoNearMissesIsLeftAndSaysWhy() throws {
        // A circle through two fixed points has one radius to choose: it cannot turn its ends
        // two ways, and turning one makes the other worse.
        let data = "M0 0L10 0A5 5 0 0 1 14.9 5.2L14.9 15"
        let result = try PathRepair.repair(pathData: data)
        #expect(result.kinksBefore == 2)
        #expect(result.kinksAfter == 2 && result.data == data, "\(result.data)")
        #expect(!result.refusals.isEmpty && result.refusals.allSatisfy { !$0.reason.isEmpty && !$0.isLineLine })
    }

    @Test func curveWithAZeroFarHandleSlidesItsHandleAlongTheFarTangent() throws {
        // The curve's first handle is zero, so its tangent at (10, 0) comes from (13, 0), smooth
        // with the line before; turning (13, 0) about (15, 2) would kink that join. It slides
        // along y = 0 instead.
        let data = "M0 0L10 0C10 0 13 0 15 2L20 7.2"
        let result = try PathRepair.repair(pathData: data)
        #expect(result.kinksBefore == 1 && result.kinksAfter == 0, "\(result.refusals)")
        #expect(result.data.hasPrefix("M0 0L10 0C10 0 13.") && result.data.hasSuffix(" 0 15 2L20 7.2"), "\(result.data)")
    }

    @Test func aRadiusThatKinksTheArcsOtherEndIsJoinedByTurningTheCurveThere() throws {
        // Lining up (10, 0) needs a new radius, which turns the arc's end at (14.9, 5.2) too; the
        // curve there then turns its handle to follow: both joins end smooth.
        let data = "M0 0L10 0A5 5 0 0 1 14.9 5.2C14.7796 8.1976 14 11 12 12"
        let before = PathCheck.joinVerdicts(try Path(svgPathData: data))
        #expect(before.map(\.joinClass) == [.kink, .smooth], "\(before)")
        let result = try PathRepair.repair(pathData: data)
        #expect(result.kinksBefore == 1 && result.kinksAfter == 0, "\(result.refusals)")
        #expect(!result.data.contains("A5 5") && !result.data.contains("C14.7796 8.1976"), "\(result.data)")
        let after = PathCheck.joinVerdicts(try Path(svgPathData: result.data))
        #expect(after.allSatisfy { $0.joinClass == .smooth }, "\(after)")
    }
}

extension PathRepairArcTests {
    /// An element is repaired only when the join walk and the arc fits find a near miss
    /// (`PathRepair.nearMissCount`, without the check's other invariants): that count is the
    /// repair's own, for kinks, arc cubics, transforms and clean elements alike.
    @Test func theQuickCountOfNearMissesIsTheRepairsCount() throws {
        let document = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
          <path d="M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4"/>
          <path d="M10 0C10 6 6 10 0 10"/>
          <path d="M0 0L10 0A5 3 0 0 1 14.8 3.1L14.451 13.094"/>
          <path d="M0 0L10 0L10 10Z"/>
          <path transform="matrix(1.5 0.2 -0.1 0.8 3 4)" d="M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4"/>
          <path d="M1 6L8.1738281 6A3 3 0 0 0 11 8A3 3 0 0 0 13.824219 6L15 6"/>
        </svg>
        """
        let drawables = try SVGFile.drawables(data: Data(document.utf8))
        #expect(drawables.count == 6)
        var counted = 0
        for drawable in drawables {
            let data = try #require(drawable.source?.data)
            let result = try PathRepair.repair(pathData: data, transform: drawable.transform)
            let quick = PathRepair.nearMissCount(drawable, options: PathCheck.Options())
            #expect(quick == result.kinksBefore + result.nearArcsBefore, "\(data)")
            #expect(PathRepair.hasNearMiss(drawable, options: PathCheck.Options()) == (quick > 0), "\(data)")
            counted += quick
        }
        #expect(counted >= 5, "the sample has near misses to count")
    }
}
