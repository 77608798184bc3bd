import Foundation
import Testing
import FilletGeometry
import FilletShapes
import FilletTestSupport
@testable import FilletExplorer
import FilletVerification

@Suite struct ExplorerClosedFormTests {
    /// The star's edge budget from n, k and R alone: the interior angle at an outer vertex O
    /// between its inner neighbours, at an inner vertex I between its outer neighbours (the
    /// unsigned angle between the edges, ≤ π, as the fillet uses), and the edge length.
    func starBudget(points n: Int, ratio k: Double, radius R: Double = 100) -> Double {
        let step = Double.pi / Double(n)
        let outer = Point(x: R, y: 0)
        let innerPlus = Point(x: k * R * cos(step), y: k * R * sin(step))
        let innerMinus = Point(x: k * R * cos(step), y: -k * R * sin(step))
        let nextOuter = Point(x: R * cos(2 * step), y: R * sin(2 * step))
        func angle(_ a: Vector, _ b: Vector) -> Double { acos(max(-1, min(1, a.dot(b) / (a.length * b.length)))) }
        let outerAngle = angle(innerPlus - outer, innerMinus - outer)
        let innerAngle = angle(outer - innerPlus, nextOuter - innerPlus)
        let length = outer.distance(to: innerPlus)
        return length / (1 / tan(outerAngle / 2) + 1 / tan(innerAngle / 2))
    }

    func cell(_ setup: RangeMapSetup, x: Double, y: Double) throws -> RangeCell {
        let xValues = setup.x.values, yValues = setup.y.values
        let column = try #require(xValues.firstIndex { abs($0 - x) < 1e-9 })
        let row = try #require(yValues.firstIndex { abs($0 - y) < 1e-9 })
        return RangeExplorer.cell(setup, column: column, row: row, xValues: xValues, yValues: yValues)
    }

    @Test(arguments: [(5, 0.4), (3, 0.9), (7, 0.5), (24, 0.05), (12, 0.95)])
    func starEdgeBudgetClosedFormMatchesTheTrigonometricFormula(points n: Int, ratio k: Double) throws {
        var values = ExplorerValues(.star)
        values["points"] = Double(n)
        values["inner-ratio"] = k
        let form = try #require(ExplorerConstruction.star.closedForm(values, z: "corner-radius", clamping: .none),
                                "n \(n), k \(k)")
        expectNear(form.value, starBudget(points: n, ratio: k), tolerance: 1e-12 * form.value, "n \(n), k \(k)")
    }

    /// Where the edge budget binds (every star cell with `.none`), the measured boundary equals
    /// the bound the catalogue enforces — the exact closed form plus the catalogue's slack
    /// (degenerate length / tangent growth) — within 1e-9 relative; the exact closed form
    /// within that slack. (n, k) are cell centres of the 22 × 20 grid below.
    @Test(arguments: [(5.0, 0.425), (3, 0.925), (7, 0.475), (24, 0.025), (16, 0.725)])
    func measuredStarBoundaryEqualsTheEdgeBudgetWithinTheSearchPrecision(points n: Double, ratio k: Double) throws {
        let setup = try RangeMapSetup(construction: .star, x: ("points", 3...24), y: ("inner-ratio", 0...1),
                                      grid: (22, 20))
        let result = try cell(setup, x: n, y: k)
        let form = try #require(result.closedForm, "n \(n), k \(k)")
        #expect(result.status == .ok, "n \(n), k \(k)")
        #expect(result.failures.contains(Invariant.tangentContinuity.name), "n \(n), k \(k): \(result.failures)")
        expectNear(result.boundary, form.catalogueValue, tolerance: 1e-9 * form.value, "n \(n), k \(k)")
        #expect(form.catalogueSlack > 0 && form.catalogueSlack < 1e-7 * form.value,
                "n \(n), k \(k): slack \(form.catalogueSlack) of \(form.value)")
        expectNear(result.boundary, form.value, tolerance: form.catalogueSlack + 1e-9 * form.value, "n \(n), k \(k)")
    }

    @Test(arguments: 5...24)
    func regularStarsUseTheTanFormInnerRatio(points n: Int) throws {
        expectNear(ExplorerConstruction.regularStarInnerRatioTanForm(points: n), try Star.regularInnerRatio(points: n),
                   tolerance: 1e-14, "\(n) points")
    }

    @Test func regularStarCellMeetsTheEdgeBudgetAtTheRegularRatio() throws {
        let setup = try RangeMapSetup(construction: .star, x: ("points", 5...7), y: ("inner-ratio", 0...0), grid: (3, 1))
        let result = try cell(setup, x: 5, y: 0)
        let form = try #require(result.closedForm)
        expectNear(form.value, starBudget(points: 5, ratio: try Star.regularInnerRatio(points: 5)), tolerance: 1e-12 * form.value)
        expectNear(result.boundary, form.catalogueValue, tolerance: 1e-9 * form.value)
    }

    @Test(arguments: [3, 4, 6, 11])
    func regularPolygonBudgetIsTheApothem(sides: Int) throws {
        var values = ExplorerValues(.regularPolygon)
        values["sides"] = Double(sides)
        values["radius"] = 80
        let form = try #require(ExplorerConstruction.regularPolygon.closedForm(values, z: "corner-radius", clamping: .none),
                                "\(sides) sides")
        expectNear(form.value, 80 * cos(Double.pi / Double(sides)), tolerance: 1e-12 * 80, "\(sides) sides")
    }

    @Test func rectAndBorderBudgetsAreHalfTheShorterSide() throws {
        var rect = ExplorerValues(.rect)
        rect["width"] = 300
        rect["height"] = 90
        expectNear(try #require(ExplorerConstruction.rect.closedForm(rect, z: "corner-radius", clamping: .none)).value, 45)
        var border = ExplorerValues(.border)
        border["height"] = 90
        expectNear(try #require(ExplorerConstruction.border.closedForm(border, z: "corner-radius", clamping: .none)).value, 45)
    }

    @Test func noClosedFormWithProportionalClampingOrForANonRadius() {
        let values = ExplorerValues(.star)
        #expect(ExplorerConstruction.star.closedForm(values, z: "corner-radius", clamping: .proportional) == nil)
        #expect(ExplorerConstruction.star.closedForm(values, z: "outer-radius", clamping: .none) == nil)
    }

    @Test func seed001BudgetSplitsTheClosingEdgeAtItsMidpoint() throws {
        // Square of side 100 starting at the midpoint of its left edge: each half-edge holds one
        // tangent length r·cot(45°) = r, so r ≤ 50; the other edges give 100 / 2 = 50 as well.
        var values = ExplorerValues(.seed001)
        values["example"] = 0
        let form = try #require(ExplorerConstruction.seed001.closedForm(values, z: "corner-radius", clamping: .none))
        expectNear(form.value, 50)
    }

    /// With corner smoothing s the flanks reach (1 + s) times the tangent length: the budget is
    /// the unsmoothed one over (1 + s) (`smoothed-edge-budget`), for rects
    /// `min(w, h) / (2·(1 + s))`, and the measured boundary agrees with it; at s = 0 the formula
    /// and its name are the unsmoothed ones.
    @Test(arguments: [0.0, 0.25, 0.6, 1.0])
    func smoothedEdgeBudgetDividesByOnePlusSmoothing(smoothing: Double) throws {
        var values = ExplorerValues(.rect)
        values["width"] = 200
        values["height"] = 120
        values["smoothing"] = smoothing
        let form = try #require(ExplorerConstruction.rect.closedForm(values, z: "corner-radius", clamping: .none))
        expectNear(form.value, 120 / (2 * (1 + smoothing)), tolerance: 1e-12 * form.value)
        #expect(form.formula == (smoothing == 0 ? "edge-budget" : "smoothed-edge-budget"))
        var star = ExplorerValues(.star)
        star["points"] = 5
        star["inner-ratio"] = 0.4
        star["smoothing"] = smoothing
        let starForm = try #require(ExplorerConstruction.star.closedForm(star, z: "corner-radius", clamping: .none))
        expectNear(starForm.value, starBudget(points: 5, ratio: 0.4) / (1 + smoothing), tolerance: 1e-12 * starForm.value)
        let setup = try RangeMapSetup(construction: .rect, x: ("smoothing", smoothing...smoothing), y: ("height", 120...120),
                                      grid: (1, 1), fixed: [("width", 200)])
        let measured = try cell(setup, x: smoothing, y: 120)
        #expect(measured.status == .ok)
        #expect(Swift.abs(measured.boundary - form.value) <= 1e-6 * form.value, "\(measured.boundary) vs \(form.value)")
    }
}
