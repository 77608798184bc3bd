import Testing
@testable import FilletExplorer
import FilletVerification

@Suite struct ExplorerAxisTests {
    @Test func continuousAxisSamplesCellCentres() throws {
        let axis = try ExplorerAxis(name: "inner-ratio", lower: 0, upper: 1, count: 4)
        #expect(axis.values == [0.125, 0.375, 0.625, 0.875])
        #expect(axis.cellExtent(0, of: axis.values) == 0...0.25)
        #expect(axis.cellExtent(3, of: axis.values) == 0.75...1)
    }

    @Test func integerAxisTakesEachWholeNumberOnce() throws {
        let axis = try ExplorerAxis(name: "points", lower: 3, upper: 24, count: 48, isInteger: true)
        #expect(axis.values == (3...24).map(Double.init))
        let coarse = try ExplorerAxis(name: "points", lower: 3, upper: 24, count: 4, isInteger: true)
        #expect(coarse.values == [3, 10, 17, 24])
        // An integer interval with more whole numbers than Int can count is sampled, not counted.
        let vast = try ExplorerAxis(name: "points", lower: 3, upper: 1e300, count: 3, isInteger: true)
        #expect(vast.values.count == 3)
        #expect(vast.values.first == 3 && vast.values.last == 1e300)
    }

    @Test func ticksStayBoundedWhereTheStepIsBelowRounding() {
        // An interval narrower than the values' ulp spacing: the step cannot move the value.
        let ticks = Contour.ticks(1e300, 1e300 * (1 + 1e-15), count: 6)
        #expect(!ticks.isEmpty && ticks.count <= 28)
        #expect(Contour.ticks(0, 10, count: 5) == [0, 2, 4, 6, 8, 10])
    }

    @Test func parsesIntervalsSinglesAndBareNames() throws {
        let range = try ExplorerAxis.parse("points=3...24")
        #expect(range.name == "points" && range.interval == 3...24)
        #expect(try ExplorerAxis.parse("inner-ratio=0.05..0.95").interval == 0.05...0.95)
        #expect(try ExplorerAxis.parse("rotation=-1:1").interval == -1...1)
        #expect(try ExplorerAxis.parse("outer-radius=50").interval == 50...50)
        #expect(try ExplorerAxis.parse("corner-radius").interval == nil)
    }

    @Test func rejectsBadAxesAndGrids() {
        #expect(throws: ExplorerError.self) { try ExplorerAxis.parse("points=5...3") }
        #expect(throws: ExplorerError.self) { try ExplorerAxis.parse("points=a...b") }
        #expect(throws: ExplorerError.self) { try ExplorerAxis.parse("=1...2") }
        #expect(throws: ExplorerError.self) { try ExplorerAxis.parseGrid("48x") }
        #expect(throws: ExplorerError.self) { try ExplorerAxis.parseGrid("0x4") }
        #expect(throws: ExplorerError.self) { try ExplorerAxis(name: "points", lower: 3.2, upper: 3.8, count: 4, isInteger: true) }
        #expect((try? ExplorerAxis.parseGrid("48x32")).map { [$0.columns, $0.rows] } == [48, 32])
        #expect((try? ExplorerAxis.parseGrid("16")).map { [$0.columns, $0.rows] } == [16, 16])
    }

    @Test func setupRejectsUnknownAndRepeatedParameters() {
        #expect(throws: ExplorerError.self) { try RangeMapSetup(construction: .star, x: ("spikes", 3...5)) }
        #expect(throws: ExplorerError.self) { try RangeMapSetup(construction: .star, x: ("points", 3...5), y: ("points", 3...5)) }
        #expect(throws: ExplorerError.self) { try RangeMapSetup(construction: .star, fixed: [("points", 5)]) }
        #expect(throws: ExplorerError.self) { try RangeMapSetup(construction: .star, fixed: [("color", 5)]) }
    }

    /// An axis, boundary interval or fixed value reaching outside a parameter's own range made
    /// every such cell never-valid and exited 0; it is bad input, naming the setting at fault.
    @Test func setupRejectsValuesOutsideTheParameterRange() throws {
        func setting(_ make: () throws(ExplorerError) -> RangeMapSetup) -> String? {
            do throws(ExplorerError) { _ = try make(); return nil } catch {
                if case .badSetting(let setting, _) = error { return setting }
                return "other: \(error)"
            }
        }
        #expect(setting { () throws(ExplorerError) in try RangeMapSetup(construction: .rect, x: ("width", -5...1)) } == "x")
        #expect(setting { () throws(ExplorerError) in try RangeMapSetup(construction: .rect, y: ("height", 0...0)) } == "y")
        #expect(setting { () throws(ExplorerError) in try RangeMapSetup(construction: .rect, z: ("corner-radius", -1...10)) } == "z")
        #expect(setting { () throws(ExplorerError) in
            try RangeMapSetup(construction: .polygon, fixed: [("jitter", 0.96)]) } == "fixed")
        #expect(setting { () throws(ExplorerError) in
            try RangeMapSetup(construction: .star, x: ("rotation", 0...1), grid: (2048, 1024)) } == "grid")
        // Counted on the samples taken: points 3…24 has 22 values whatever the grid asks.
        #expect(setting { () throws(ExplorerError) in try RangeMapSetup(construction: .star, grid: (2048, 1024)) } == nil)
        // Allowed: an open range's ends as the ends of a boundary search or of a continuous axis
        // (cell centres lie inside), the explorer's inner-ratio 0 (the regular star), 1024 × 1024 cells.
        #expect(setting { () throws(ExplorerError) in try RangeMapSetup(construction: .rect, z: ("corner-radius", 0...10)) } == nil)
        #expect(setting { () throws(ExplorerError) in
            try RangeMapSetup(construction: .star, y: ("outer-radius", 50...100), z: ("inner-ratio", 0...1)) } == nil)
        #expect(setting { () throws(ExplorerError) in try RangeMapSetup(construction: .star, y: ("inner-ratio", 0...1)) } == nil)
        #expect(setting { () throws(ExplorerError) in try RangeMapSetup(construction: .star, y: ("inner-ratio", 0...0)) } == nil)
        #expect(setting { () throws(ExplorerError) in try RangeMapSetup(construction: .star, grid: (1024, 1024)) } == nil)
    }

    /// A whole-number parameter fixed at 5.7 was silently explored at 6 (`check` refuses 5.7);
    /// a parameter fixed twice kept the last value without a word.
    @Test func setupRejectsFractionalCountsAndParametersFixedTwice() throws {
        func setup(_ fixed: [(String, Double)]) throws(ExplorerError) -> RangeMapSetup {
            try RangeMapSetup(construction: .star, x: ("inner-ratio", 0.3...0.5), y: ("outer-radius", 50...100),
                              grid: (2, 2), fixed: fixed)
        }
        #expect(throws: ExplorerError.self) { try setup([("points", 5.7)]) }
        #expect(throws: ExplorerError.self) { try setup([("points", 5), ("points", 7)]) }
        #expect(try setup([("points", 6)]).base["points"] == 6)
    }
}
