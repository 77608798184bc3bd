import Foundation
import Testing
import FilletGeometry
import FilletTestSupport
import FilletSupport
@testable import FilletVerification

/// The gate for users' paths: each invariant passes a good path and catches a bad one.
@Suite struct PathCheckTests {
    func check(_ data: String, options: PathCheck.Options = PathCheck.Options()) throws -> PathCheck.Report {
        PathCheck.check(try Path(svgPathData: data), options: options)
    }

    func verdict(_ report: PathCheck.Report, _ invariant: Invariant, passes: Bool,
                 sourceLocation: SourceLocation = #_sourceLocation) {
        guard let found = report[invariant] else {
            Issue.record("\(invariant.name) was not evaluated", sourceLocation: sourceLocation)
            return
        }
        let table = CatalogueReport(results: report.results).table
        #expect(found.passed == passes, "\(invariant.name): \(found.detail)\n\(table)", sourceLocation: sourceLocation)
        #expect((found.margin >= 0) == passes, "margin sign must match the verdict", sourceLocation: sourceLocation)
    }

    /// `count` cubics with handles `kappa·r` (standard for 4: 4/3·tan(π/8)) round a circle of radius
    /// `r` about (cx, cy), toward increasing angle.
    static func cubicCircle(cx: Double = 50, cy: Double = 50, r: Double = 40, count: Int = 4,
                            kappa: Double = 0.5522847498307936) -> String {
        let k = kappa * r
        func point(_ a: Double) -> (Double, Double) { (cx + r * cos(a), cy + r * sin(a)) }
        var data = "M\(cx + r) \(cy)"
        for index in 0..<count {
            let a0 = Double(index) / Double(count) * 2 * .pi, a1 = Double(index + 1) / Double(count) * 2 * .pi
            let p0 = point(a0), p1 = point(a1)
            data += " C\(p0.0 - k * sin(a0)) \(p0.1 + k * cos(a0)) \(p1.0 + k * sin(a1)) \(p1.1 - k * cos(a1))"
                + " \(p1.0) \(p1.1)"
        }
        return data + "Z"
    }

    @Test func squareHoldsWithItsMeasures() throws {
        let report = try check("M0 0 H10 V10 H0 Z")
        #expect(report.passed, "\(report.results)")
        // Three lines and the line Z draws back to the start (a square has four sides); a Z already
        // at the start draws nothing.
        #expect(report.segmentCount == 4)
        #expect(try check("M0 0 H10 V10 H0 V0 Z").segmentCount == 4)
        expectNear(report.measures.area, 100)
        expectNear(report.measures.length, 40)
        #expect(report.measures.bounds == BoundingBox(minX: 0, minY: 0, maxX: 10, maxY: 10))
        #expect(report[.scaleInvariance] == nil)
        #expect(report[.areaAgreement] == nil)
    }

    @Test func openStrokeIsReportedNotFailed() throws {
        let report = try check("M2 2 L22 2 M2 8 L22 8 L22 14")
        verdict(report, .closedAndFinite, passes: true)
        #expect(report[.closedAndFinite]?.detail.contains("2 open") == true)
        verdict(report, .orientation, passes: true)
        #expect(report.passed, "\(report.results)")
    }

    @Test func emptyPathFailsAndStops() {
        let report = PathCheck.check(Path())
        verdict(report, .closedAndFinite, passes: false)
        #expect(report.results.count == 1)
    }

    @Test func subpathReturningToItsStartIsClosed() throws {
        let report = try check("M0 0 L10 0 L10 10 L0 0")
        verdict(report, .nonSelfIntersection, passes: true)
        #expect(report[.closedAndFinite]?.detail.contains("0 open") == true)
        expectNear(report.measures.area, 50)
    }

    /// A subpath closed by returning to its start keeps an elliptical arc one part, as `Z` does:
    /// rebuilt with the close, the path lost its part runs (clearance 0.263 instead of ∞).
    @Test func returningSubpathKeepsAnEllipticalArcOnePart() throws {
        for data in ["M0 0 A5 2 0 0 1 10 0 L0 0", "M0 0 A5 2 0 0 1 10 0 Z"] {
            let detail = try check(data)[.nonSelfIntersection]?.detail ?? ""
            #expect(detail.contains("clearance inf"), "\(data): \(detail)")
        }
        // A close inserted before the arc's run (the first subpath returns to its start) shifts it.
        let returning = try check("M20 20 L30 20 L30 30 L20 20 M0 0 A5 2 0 0 1 10 0 L0 0")[.nonSelfIntersection]
        let closed = try check("M20 20 L30 20 L30 30 Z M0 0 A5 2 0 0 1 10 0 Z")[.nonSelfIntersection]
        #expect(returning?.detail == closed?.detail && returning?.margin == closed?.margin,
                "\(returning?.detail ?? "") vs \(closed?.detail ?? "")")
    }

    /// Closing many returning subpaths: each close lands at the end of its own subpath, the closes
    /// are noted in order, and the other subpaths (closed, open and not returning) are unchanged.
    /// (The closes are inserted in one pass, not each into a copy of the whole path; its speed is
    /// not asserted here.)
    @Test func manyReturningSubpathsCloseInOnePass() throws {
        var data = ""
        for index in 0..<3_000 {
            let x = Double(3 * index)
            switch index % 3 {
            case 0: data += "M\(x) 0 L\(x + 1) 0 L\(x) 1 L\(x) 0 "   // returns: closed by the check
            case 1: data += "M\(x) 0 L\(x + 1) 0 L\(x) 1 Z "          // already closed
            default: data += "M\(x) 0 L\(x + 1) 0 L\(x) 1 "           // open, stays open
            }
        }
        let path = try Path(svgPathData: data)
        let (closed, closedBefore) = PathCheck.closingReturningSubpathsNotingCloses(path)
        #expect(closedBefore.count == 1_000)
        #expect(closedBefore.elementsEqual((0..<1_000).lazy.map { 11 * $0 + 4 }))   // after M L L L; 11 elements per three subpaths
        #expect(closed.elements.count == path.elements.count + 1_000)
        var expected = path.elements
        for index in closedBefore.reversed() { expected.insert(.close, at: index) }
        #expect(closed.elements == expected)
        let subpaths = closed.subpaths
        #expect(subpaths.count == 3_000)
        #expect(subpaths.enumerated().allSatisfy { $0.element.isClosed == ($0.offset % 3 != 2) })
        #expect(PathCheck.closingReturningSubpathsNotingCloses(closed).closedBefore.isEmpty)
    }

    /// A subpath far smaller than the drawing fails orientation as degenerate, and the detail says so.
    @Test func degenerateSubpathIsNamedAsSuch() throws {
        let detail = try check("M0 0 H100000 V100000 H0 Z M0 0 H1 V-1 Z")[.orientation]
        #expect(detail?.passed == false)
        #expect(detail?.detail.contains("subpath 1 turns -1 with area -0.5, within the degenerate area 20") == true,
                "\(detail?.detail ?? "")")
        #expect(try check("M0 0 H10 V10 H0 Z M20 0 H30 V-10 H20 Z")[.orientation]?.detail.contains("degenerate") == false)
    }

    /// A full-precision polyline (no coordinate on a decimal grid) turning by `degrees` at
    /// (100 + ε, ε), then closing as a triangle.
    static func turn(_ degrees: Double) throws -> Path {
        let angle = degrees * .pi / 180
        let e = 1.0 / 3.0
        var path = Path()
        try path.move(to: Point(x: e, y: e))
        try path.addLine(to: Point(x: 100 + e, y: e))
        try path.addLine(to: Point(x: 100 + e + 100 * cos(angle), y: e + 100 * sin(angle)))
        try path.addLine(to: Point(x: e + 100 * cos(angle), y: e - 300))
        path.closeSubpath()
        return path
    }

    @Test(arguments: [0.5, 1, 2, 2.9])
    func nearMissKinkFails(degrees: Double) throws {
        let report = PathCheck.check(try Self.turn(degrees))
        verdict(report, .tangentContinuity, passes: false)
        let found = try #require(report[.tangentContinuity])
        #expect(found.detail.contains("near-miss"))
        let location = try #require(found.location)
        expectNear(location, Point(x: 100 + 1.0 / 3.0, y: 1.0 / 3.0), tolerance: 1e-9)
    }

    @Test(arguments: [0, 3.1, 10, 90])
    func smoothJoinsAndIntendedCornersHold(degrees: Double) throws {
        verdict(PathCheck.check(try Self.turn(degrees)), .tangentContinuity, passes: true)
    }

    @Test func kinkThresholdOptionMovesTheWindow() throws {
        let path = try Self.turn(2)
        verdict(PathCheck.check(path, options: .init(kinkThreshold: 1 * .pi / 180)), .tangentContinuity, passes: true)
        verdict(PathCheck.check(path, options: .init(kinkThreshold: 5 * .pi / 180)), .tangentContinuity, passes: false)
    }

    @Test func writtenPrecisionWidensTheG1Tolerance() throws {
        // Three decimals: handle directions are known to about 2·√2·0.0005/h; a smooth join
        // exported at that precision is not a kink, while the same turn at full precision is.
        let rounded = try check("M0 0 C1 0 2 0 3 0 C4 0.001 5 0.5 6 0.5 L6 6 L0 6 Z")
        verdict(rounded, .tangentContinuity, passes: true)
        let exact = try check("M0 0 C1 0 2.00000001 0 3 0 C4 0.0010000001 5 0.5 6 0.5 L6 6 L0 6 Z")
        verdict(exact, .tangentContinuity, passes: false)
        #expect(PathCheck.resolution(elementDecimals: 3, of: Point(x: 0, y: 0), Point(x: 1.25, y: 2.125)) == 0.0005)
        #expect(PathCheck.resolution(elementDecimals: 3, of: Point(x: 0.1234567891, y: 0), Point(x: 1, y: 1)) == 0,
                "computed: exact")
    }

    /// An arc written with a rounded radius turns its end directions by |tan(θ/2)|·δ/r besides what
    /// its rounded end points do: a smooth rounded triangle written at two decimals (radius 0.87)
    /// passes, where it failed at 0.973° against a tolerance of 0.938°; a 2.5° kink still fails.
    @Test func aRoundedArcRadiusWidensTheG1Tolerance() throws {
        let arcs = ["A0.87 0.87 0 0 1 1 0.1", "A0.87 0.87 0 0 1 37.6 5.36", "A0.87 0.87 0 0 1 0.94 24.57"]
        let smooth = try check("M0.04 1 \(arcs[0]) L37.25 3.73 \(arcs[1]) L2.25 25.3 \(arcs[2]) Z")
        verdict(smooth, .tangentContinuity, passes: true)
        let kinked = try check("M0.04 1 \(arcs[0]) L37.25 5.5 \(arcs[1]) L2.25 25.3 \(arcs[2]) Z")
        verdict(kinked, .tangentContinuity, passes: false)
        let quarter = try #require(try PreparedPath(Path(svgPathData: "M0 0 A0.87 0.87 0 0 1 0.87 0.87")).segments
            .first { if case .arc = $0.geometry { true } else { false } })
        expectNear(PathCheck.radiusRoundingTurn(quarter, pointsAreRounded: true), 0.005 / 0.87, tolerance: 1e-12)
        // Between integer end points a two-decimal radius is still rounded (25/6 written 4.17); a
        // whole radius there is exact.
        verdict(try check("M0 0 L10 0 A4.17 4.17 0 0 1 14 3 L21 27"), .tangentContinuity, passes: true)
        #expect(PathCheck.radiusRoundingTurn(quarter, pointsAreRounded: false) > 0)
        let whole = try #require(try PreparedPath(Path(svgPathData: "M0 0 A5 5 0 0 1 5 5")).segments
            .first { if case .arc = $0.geometry { true } else { false } })
        #expect(PathCheck.radiusRoundingTurn(whole, pointsAreRounded: false) == 0)
    }

    /// An element of integers and halves is exact, and in a rounded element integers count as
    /// rounded at two decimals at most: a 1.8° kink between a unit-length line and a four-decimal
    /// handle fails, as it did not when integers counted as rounded to a unit.
    @Test func gridCoordinatesAreExactSoSmallKinksOnTheGridFail() throws {
        #expect(PathCheck.writtenDecimals(of: try Path(svgPathData: "M9 22 H15 V23.5 Z")) == 1)
        #expect(PathCheck.resolution(elementDecimals: 1, of: Point(x: 9, y: 23), Point(x: 9, y: 22)) == 0)
        #expect(PathCheck.resolution(elementDecimals: 4, of: Point(x: 9, y: 23), Point(x: 9, y: 22)) == 0.005,
                "in a rounded element, integers are values that rounded to integers: at most 0.005")
        #expect(PathCheck.resolution(elementDecimals: 4, of: Point(x: 9, y: 23), Point(x: 9.0174, y: 22)) == 0.00005)
        let tab = try check("M9 22 H15 V23 C15 23.5523 14.5523 24 14 24 H10 C9.4477 24 9.0174 23.5523 9 23 Z")
        verdict(tab, .tangentContinuity, passes: false)
        let fixed = try check("M9 22 H15 V23 C15 23.5523 14.5523 24 14 24 H10 C9.4477 24 9 23.5523 9 23 Z")
        verdict(fixed, .tangentContinuity, passes: true)
    }

    @Test func cubicCircleIsSmoothSimpleAndFourArcs() throws {
        let report = try check(Self.cubicCircle())
        #expect(report.passed, "\(CatalogueReport(results: report.results).table)")
        #expect(report.arcs.count == 4)
        for arc in report.arcs {
            expectNear(arc.fit.center, Point(x: 50, y: 50), tolerance: 1e-9)
            expectNear(arc.fit.radius, 40, tolerance: 1e-9)
            expectNear(arc.fit.radialError / 40, 2.7253e-4, tolerance: 1e-7)
            expectNear(arc.fit.sweep, .pi / 2, tolerance: 1e-12)
        }
        expectNear(report.measures.area, .pi * 1600, tolerance: 1600 * 1e-3)
    }

    @Test func nearMissArcCubicsFail() throws {
        let report = try check(Self.cubicCircle(kappa: 0.5))
        verdict(report, .arcCubics, passes: false)
        #expect(report.arcs.count == 4)
        verdict(try check("M0 0 H10 V10 Z"), .arcCubics, passes: true)
    }

    @Test func curvatureJumpGatesOnlyWithALimit() throws {
        // A line meeting a quarter circle of radius 10 tangentially: the curvature jumps by 1/10.
        let data = "M0 0 H40 A10 10 0 0 1 50 10 V50 H0 Z"
        let reported = try check(data)
        verdict(reported, .curvatureContinuity, passes: true)
        let size = try Path(svgPathData: data).characteristicSize
        #expect(reported[.curvatureContinuity]?.detail.contains(String(format: "%.6g", size / 10)) == true,
                "\(reported[.curvatureContinuity]?.detail ?? "")")
        verdict(try check(data, options: .init(maximumCurvatureJump: 1)), .curvatureContinuity, passes: false)
        verdict(try check(data, options: .init(maximumCurvatureJump: 100)), .curvatureContinuity, passes: true)
    }

    @Test func holeInsideOutlineHoldsWhicheverWayItRuns() throws {
        for hole in ["M30 30 V70 H70 V30 Z", "M30 30 H70 V70 H30 Z"] {
            let report = try check("M0 0 H100 V100 H0 Z " + hole)
            #expect(report.passed, "\(hole): \(CatalogueReport(results: report.results).table)")
        }
    }

    @Test func subpathsTouchingOrCrossingIntersect() throws {
        verdict(try check("M0 0 H10 V10 H0 Z M5 5 H15 V15 H5 Z"), .nonSelfIntersection, passes: false)
        verdict(try check("M0 0 H10 V10 H0 Z M10 0 H20 V10 H10 Z"), .nonSelfIntersection, passes: false)
        verdict(try check("M0 0 H10 V10 H0 Z M20 0 H30 V10 H20 Z"), .nonSelfIntersection, passes: true)
    }

    @Test func zeroAreaClosedSubpathFailsOrientation() throws {
        verdict(try check("M0 0 H10 V10 H0 Z M20 0 H30 Z"), .orientation, passes: false)
        verdict(try check("M0 0 H10 V10 H0 Z"), .orientation, passes: true)
    }

    /// Degenerate curves: nothing traps, every margin is finite, and the verdicts are the expected ones.
    @Test(arguments: [
        ("all control points equal", "M0 0 H10 V10 H0 Z M5 5 C5 5 5 5 5 5", true),
        ("collinear controls", "M0 0 C5 0 10 0 15 0 L15 10 L0 10 Z", true),
        ("collinear controls doubling back", "M0 0 C20 0 -5 0 15 0 L15 10 L0 10 Z", false),
        ("cusp", "M0 0 C10 10 0 10 10 0 L10 -10 L0 -10 Z", false),
        ("loop", "M0 0 C20 20 -10 20 10 0 L10 -10 L0 -10 Z", false),
    ])
    func degenerateCurves(name: String, data: String, simple: Bool) throws {
        let report = try check(data)
        #expect(report.results.allSatisfy { $0.margin.isFinite }, "\(name)")
        verdict(report, .nonSelfIntersection, passes: simple)
    }

    /// A spike tip (two consecutive segments parting slower than the core's joint slack) is not an
    /// intersection, as GEOS sees it; a path retracing itself is.
    @Test(arguments: [
        ("wedge of 0.5°", "M0 0 L100 0 L0 0.8726535498 Z", true),
        ("cusp: handle back along the line", "M0 0 L10 0 C9 0 9 1 8 2 L0 2 Z", true),
        ("retrace", "M0 0 L10 0 L5 0 L5 5 Z", false),
        ("lens: a curve and its chord, a tip at each joint", "M0 0 C3 0.1 7 0.1 10 0 Z", true),
        // The arc's builder puts a line of rounding length (10⁻¹⁶) between the curve and the arc.
        ("spike at a curve-to-arc joint", "M9.464201962644445,0.8282002223119245 C7.932246407503777,5.863241671092653 "
            + "4.638353080977451,0.4257994667930032 4.553995070881656,3.9032845713077635 "
            + "A5.221744107591118,5.221744107591118 0 1 1 6.17533974966098,7.117549734322855", true),
        // Sides that are straight curves: their curvature is 0 up to rounding (10⁻¹⁷), which the
        // tip's quadratic, written with cancellation, would turn into a reach of 0.
        ("5.7° spike, one side a straight quadratic", "M10 1 Q5 0.5 0 0 L10 0 Z", true),
        ("5.7° spike, one side a straight cubic", "M10 1 C6 0.6 4 0.4 0 0 L10 0 Z", true),
        ("5.7° spike at the closing joint, a straight quadratic", "M0 0 Q5 0.5 10 1 L10 0 Z", true),
        // Straight sides with both handles retracted onto the tip: the curvature there is 0/0 and
        // the third-order term is all parametrisation (879 of 6 400 design-tool style spikes failed).
        ("5.7° spike, arriving side a cubic with its handles on the tip", "M100 0 C0 0 0 0 0 0 L100 10 Z", true),
        ("5.7° spike, leaving side a cubic with its handles on the tip", "M100 0 L0 0 C0 0 0 0 100 10 Z", true),
        // A straight curve whose first handle is a hair off its chord, running back along the line:
        // its end tangent said 10⁻⁹ of a spike, and the tip set the whole retrace aside (review).
        ("straight cubic retracing the line, ending on it", "M0 0 L10 0 C9.999 0.00000000001 5 0 5 0", false),
        ("straight cubic retracing the line past its start",
         "M0 0 L10 0 C9.999 0.000000000002 -5 0 -5 0 L-5 5", false),
        ("near-straight cubic crossing the line it retraces",
         "M0 0 L10 0 C9.999 0.000000000002 5 -0.000000000002 -5 0 L-5 5", false),
        // A side whose first handle is retracted onto the tip and whose second is short: it leaves
        // at 1.3° in a second-order term, so its third-order model held for 1.7·10⁻⁷ while the
        // sides stay within the tolerance for 7·10⁻⁷ (a helper's search: 9 of 450 such spikes).
        ("1.3° spike, leaving side with a retracted and a short handle",
         "M100 0 C100 0 0 0 0 0 C0 0 0.0666 0.0015 100 17.8 Z", true),
        ("1.3° spike, arriving side with a short and a retracted handle", "M100 17.8 C0.0666 0.0015 0 0 0 0 L100 0 Z",
         true),
        ("the same side turning across the other 10⁻⁵ from the tip", "M100 0 L0 0 C0 0 0.0666 0.0015 100 -0.64 Z",
         false),
        ("12° spike, a side leaving below the other and crossing it 0.046 out",
         "M100 0 L0 0 C0 0 1.546632274009596 -0.324437743617888 100 14.008677534274279 Z", false),
        // Tips whose directions come from handles 10⁻⁶…10⁻⁴ long: the curvature there (10⁸) made the
        // model's reach 10⁻⁸, the sides part at other angles than the handles', and one crosses
        // the other 10⁻¹⁴ from the tip, within the joint's blur (a search of 3 000 such spikes
        // against an exact reference: 306 false FAILs in 1 000, now 21).
        ("spike leaving from a 10⁻⁶ handle", "M122.96143048509497 -24.074433321159276 L0 0 "
            + "C5.21066984099385e-06 -1.3835030461916507e-06 0.40992564570312506 -0.08352888596727842 "
            + "182.0879817813766 -68.04173028144858 Z", true),
        ("spike whose sides cross within the joint's blur", "M-8.38466653085445 -70.0422691386827 "
            + "C-8.38466653085445 -70.0422691386827 0 0 0 0 "
            + "C0 0 -2.7796403306523082e-05 -0.00018041664918491394 -2.216233592139202 -79.90043612622588 Z", true),
        // A crossing 1 017 tolerances from a tip, 7·10⁶ from the origin, where the coordinates'
        // rounding step is two tolerances: halving the curve in absolute coordinates would round
        // it away and pass the path.
        ("shallow crossing near a tip far from the origin", "M-7000000.138714618 9999999.08481934 "
            + "c0.05972290877252817 0.39614225551486015 0.08811811823397875 0.5813662558794022 "
            + "0.13871461804956198 0.9151806607842445 c-1.2089498341083527e-05 -7.98497349023819e-05 "
            + "-9.690504521131516e-05 -0.0006460752338171005 -0.10565034579485655 -0.6719614416360855 Z", false),
        ("spike whose sides part the other way round from their handles", "M-131.08226794104405 -18.27641950449128 "
            + "C-131.08226794104405 -18.27641950449128 27.79190427655448 -1.5204132748357824e-05 27.79213529725311 0 "
            + "C27.79213529725311 0 27.78446059786568 -0.0008029350056022625 -149.9834346602168 -10.74447212980705 Z",
         true),
        // 1.6·10⁶ sizes from the origin the contact tolerance is the coordinates' resolution (5.6
        // relative tolerances); a tip reaching as far as that allowed set aside a crossing 3 000
        // relative tolerances out, where the sides had parted and come back.
        ("crossing beyond a spike tip far from the origin", "M-7000000.0 10000000.0 "
            + "Q-7000000.044261332 9999999.995899128 -7000002.6110405605 9999999.7944299 "
            + "L-7000005.563423278 10000002.70282832 L-7000002.682032716 9999999.751736159 L-7000000.0 10000000.0 Z",
         false),
    ])
    func spikeTipsAreNotIntersections(name: String, data: String, simple: Bool) throws {
        verdict(try check(data), .nonSelfIntersection, passes: simple)
    }

    /// The tip model's root of ½·K·s² + opening·s = allowance: allowance / opening as K → 0, where the
    /// textbook form cancels to 0 (K = 10⁻²⁰), and the textbook value where it is well conditioned.
    @Test func modelReachHasNoCancellation() {
        let opening = 0.1, allowance = 6e-8
        expectNear(PathCheck.modelReach(opening: opening, parting: 1e-20, allowance: allowance),
                   allowance / opening, relative: 1e-12)
        #expect(PathCheck.modelReach(opening: opening, parting: 0, allowance: allowance) == allowance / opening)
        let parting = 1e6
        let textbook = (-opening + (opening * opening + 2 * parting * allowance).squareRoot()) / parting
        expectNear(PathCheck.modelReach(opening: opening, parting: parting, allowance: allowance), textbook,
                   relative: 1e-9)
    }

    /// The certificate that a tip's sides meet only at the tip reads the sides' control points: it
    /// holds for a side that bends away from the other, fails for one that turns back across the
    /// bisector, and is not given for an arc.
    @Test func tipSeparationReadsTheSides() throws {
        func certified(_ data: String, radius: Double) throws -> Bool {
            try certified(try Path(svgPathData: data), radius: radius)
        }
        func certified(_ path: Path, radius: Double) throws -> Bool {
            let prepared = PreparedPath(path)
            let arriving = prepared.segments[0], leaving = prepared.segments[1]
            let away: Vector, onward: Vector
            switch (arriving.geometry, leaving.geometry) {
            case (.line(let from, let to), .curve(let curve)):
                (away, onward) = ((from - to).normalized, curve.startTangent)
            case (.line(let from, let to), .arc(let arc)):
                (away, onward) = ((from - to).normalized, arc.startTangent)
            default:
                Issue.record("unexpected sides in \(path.elements)")
                return false
            }
            return PathCheck.sidesStayApart(arriving: arriving, leaving: leaving, away: away, onward: onward,
                                            radius: radius, blur: 1e-12)
        }
        #expect(try certified("M100 0 L0 0 C0 0 0.0666 0.0015 100 17.8", radius: 1e3))
        #expect(try !certified("M100 0 L0 0 C0 0 0.0666 0.0015 100 -0.64", radius: 1e-4))
        // That side crosses the bisector 5·10⁻⁷ from the tip: a disc a fifth that size sees no crossing.
        #expect(try certified("M100 0 L0 0 C0 0 0.0666 0.0015 100 -0.64", radius: 1e-7))
        var arcSide = Path()
        try arcSide.move(to: Point(x: 1, y: 100))
        try arcSide.addLine(to: .zero)
        try arcSide.addArc(Arc(center: Point(x: -100, y: 0), radius: 100, startAngle: 0, sweep: 0.5))
        #expect(try !certified(arcSide, radius: 1e-6))
    }

    /// A side that is a straight curve reaches as far as a line side does.
    @Test func straightCurveSidesReachAsFarAsLines() throws {
        let line = PreparedPath(try Path(svgPathData: "M10 1 L0 0 L10 0 Z"))
        let curve = PreparedPath(try Path(svgPathData: "M10 1 Q5 0.5 0 0 L10 0 Z"))
        let lineReach = try #require(PathCheck.tipReach(incoming: 0, outgoing: 1, line))
        let curveReach = try #require(PathCheck.tipReach(incoming: 0, outgoing: 1, curve))
        #expect(lineReach > 0)
        #expect(Swift.abs(curveReach - lineReach) <= 1e-9 * lineReach, "\(curveReach) vs \(lineReach)")
    }

    /// A curve leaving a sharp spike and crossing the spike's other side farther out: the scan keeps
    /// two contacts per pair of pieces and both may lie along the tip, so the crossing would go
    /// unreported. The tips' segments are searched again outside the tips. The last two
    /// are spikes with no crossing, and pass.
    @Test(arguments: [
        ("quadratic crossing the line back from its tip",
         "M114.2897 -33.8216 Q143.9148 78.0815 64.2519 162.3067 L204.7295 2.9965 Z", false),
        ("cubic crossing the line back from its tip",
         "M123.4474 194.4587 C1.1467 142.1144 25.0851 65.2204 17.9986 -107.7327 L30.7045 167.1711 Z", false),
        ("quadratic crossing the closing line",
         "M186.6059 -108.3086 Q-189.5456 -98.7105 -8.0852 180.8674 L-210.8641 -88.3697 Z", false),
        ("two sides crossing 5.4 from a 179.8° spike", "M9,6 Q8.6,10 0,1.5 C4,5.43 4,0 4,8", false),
        // Spikes so thin (interior angle 10⁻⁵…2·10⁻⁹) that the tip model alone would reach past the
        // cubics' crossing, 0.0069, 0.016 and 7 from the tip: the model holds only so far.
        ("cubics crossing near a 10⁻⁵ spike", "M0.006 0.004C0.008 0 0.0005 0 0 0C0.0005 5e-9 0.008 8e-8 0.006 0.004Z "
            + "M10 10h1v1h-1Z", false),
        ("cubics crossing near a 10⁻⁷ spike", "M0.03 0.02 C0.02 0 0.01 0 0 0 C0.01 1e-9 0.02 2e-9 1 0.3 Z", false),
        ("cubics crossing far from a 2·10⁻⁹ spike", "M6 4C8 0 0.5 0 0 0C0.5 1e-09 8 1.6e-08 6 4Z", false),
        ("spikes at both ends, no crossing",
         "M0.0407 117.8495 Q4.5633 -34.4325 56.8157 83.8170 L-8.1996 -96.3769 Z", true),
        ("spike, no crossing", "M119.7260 -7.1372 Q99.1992 187.6916 1.1371 44.9238 L15.7906 63.3565 Z", true),
    ])
    func crossingsBeyondASpikeTipAreFound(name: String, data: String, simple: Bool) throws {
        let report = try check(data)
        verdict(report, .nonSelfIntersection, passes: simple)
        if simple { #expect(report[.nonSelfIntersection]?.detail.contains("spike tips") == true, "\(name)") }
    }

    /// A comb of 200 curved spikes has 400 contacts at tips, more than any fixed number of contacts
    /// read before judging. Tips are set aside as the scan meets them, so the comb passes;
    /// a line across the first spike fails it, and the detail names that line's crossings, not tips.
    @Test func manySpikeTipsAreSetAsideAndRealCrossingsNamed() throws {
        var comb = "M0 0"
        for index in 0..<200 {
            let x = 10 * index + 5
            comb += " Q\(x) 50 \(x) 100 L\(x).00002 0"
        }
        let clean = try check(comb + " L2010 0 L2010 -10 L0 -10 Z")
        verdict(clean, .nonSelfIntersection, passes: true)
        let detail = try #require(clean[.nonSelfIntersection]?.detail)
        #expect(detail.contains("400 at spike tips"), "\(detail)")
        let crossed = try check(comb + " L2010 0 L2010 -10 L-10 -10 L-10 50 L12 50 L0 0")
        verdict(crossed, .nonSelfIntersection, passes: false)
        let crossings = try #require(crossed[.nonSelfIntersection]?.detail)
        // Element 405 of the path given (406 in the path checked, which closes the returning subpath).
        #expect(crossings.contains("crossing of element 1 and element 405"), "\(crossings)")
        #expect(!crossings.contains("element 1 and element 2 "), "a tip listed as a contact: \(crossings)")
    }

    // MARK: Names of elements in details

    /// Details name elements as the author gave them: by segment with a source, else by index in
    /// the path given, whatever closes the check inserted.
    @Test func detailsNameSegmentsAsWritten() throws {
        // The first subpath returns to its start (a close goes in after it); the second crosses itself.
        let data = "M20 20 L30 20 L30 30 L20 20 M0 0 L10 10 L10 0 L0 10"
        let (path, source) = try Path.readingSVGPathData(data)
        let named = try #require(PathCheck.check(path, source: source)[.nonSelfIntersection])
        #expect(!named.passed)
        #expect(named.detail.contains("crossing of 'L10 10' (byte 33) and 'L0 10' (byte 46) at"), "\(named.detail)")
        let indexed = try #require(PathCheck.check(path)[.nonSelfIntersection])
        #expect(indexed.detail.contains("crossing of element 5 and element 7 at"), "\(indexed.detail)")
        // A source that does not describe the path is ignored.
        let other = try Path.readingSVGPathData("M0 0 L1 1").source
        #expect(PathCheck.check(path, source: other)[.nonSelfIntersection]?.detail == indexed.detail)
    }

    /// The recognised arcs' element indices are in the path given, not in the one the check closed.
    @Test func arcCubicIndicesAreInThePathGiven() throws {
        let report = try check("M100 100 L110 100 L100 100 " + Self.cubicCircle())
        #expect(report.arcs.map(\.elementIndex) == [4, 5, 6, 7])
        let detail = report[.arcCubics]?.detail ?? ""
        #expect((4...7).contains { detail.contains("element \($0):") }, "\(detail)")
    }

    /// Two cubics of one elliptical arc are one segment: a contact between them is the segment with itself.
    @Test func ellipticalArcMeetingItselfIsOneSegment() throws {
        let (path, source) = try Path.readingSVGPathData("M0 0 A10 4 0 1 1 0 0.001 L-5 20 Z")
        let report = PathCheck.check(path, source: source)
        #expect(report.segmentCount == 3)
        // Whatever the verdict, no detail names a cubic by its index.
        for result in report.results { #expect(!result.detail.contains("element "), "\(result.invariant.name): \(result.detail)") }
        let (crossing, crossingSource) = try Path.readingSVGPathData("M0 0 A5 2 0 0 1 10 0 L10 5 L5 -3 L0 5 Z")
        let detail = try #require(PathCheck.check(crossing, source: crossingSource)[.nonSelfIntersection]?.detail)
        #expect(detail.contains("crossing of 'A5 2 0 0 1 10 0' (byte 5) and 'L0 5' (byte 33)"), "\(detail)")
        #expect(PathCheck.check(crossing, source: crossingSource).segmentCount == 5)
    }

    /// Under a transform that is not a similarity an arc is drawn as cubics: the details still name
    /// the elements of the path as written.
    @Test func transformedArcIsNamedAsWritten() throws {
        let data = "M0 0 A5 5 0 0 1 10 0 L10 5 L5 -7 L0 5 Z"
        let (written, source) = try Path.readingSVGPathData(data)
        let stretch = AffineTransform(a: 2, b: 0, c: 0, d: 1, e: 0, f: 0)
        let drawn = try written.applying(stretch)
        #expect(drawn.elements.count > written.elements.count)   // the arc became cubics
        let form = PathCheck.WrittenForm(path: written, stretch: stretch.largestStretch)
        let named = try #require(PathCheck.check(drawn, written: form, source: source)[.nonSelfIntersection]?.detail)
        #expect(named.contains("crossing of 'A5 5 0 0 1 10 0' (byte 5) and 'L0 5' (byte 33)"), "\(named)")
        let indexed = try #require(PathCheck.check(drawn, written: form)[.nonSelfIntersection]?.detail)
        #expect(indexed.contains("crossing of element 1 and element 4"), "\(indexed)")
    }

    @Test func namesMapThroughClosesAndArcRuns() throws {
        let written = try Path(svgPathData: "M0 0 L4 0 L0 0 M0 10 A5 5 0 0 1 10 10 L0 10 M20 0 L30 0 L20 0")
        let drawn = try written.applying(AffineTransform(a: 1, b: 0, c: 0.5, d: 1, e: 0, f: 0))
        let pieces = drawn.elements.count - written.elements.count + 1
        #expect(pieces >= 2 && drawn.partRuns == [4..<4 + pieces])
        let (checked, closedBefore) = PathCheck.closingReturningSubpathsNotingCloses(drawn)
        #expect(closedBefore == [3, 5 + pieces, drawn.elements.count])
        let names = PathCheck.ElementNames(drawn: drawn, closedBefore: closedBefore, written: written, source: nil)
        let all = checked.elements.indices.map(names.name)
        var expected = ["element 0", "element 1", "element 2", "the close added after element 2", "element 3"]
        expected += Array(repeating: "element 4", count: pieces)
        expected += ["element 5", "the close added after element 5", "element 6", "element 7", "element 8",
                     "the close added after element 8"]
        #expect(all == expected)
        // Paths that do not correspond are named by the drawn index.
        #expect(PathCheck.ElementNames.match(drawn, to: try Path(svgPathData: "M0 0 L1 1")) == nil)
        let unmatched = PathCheck.ElementNames(drawn: drawn, closedBefore: [], written: try Path(svgPathData: "M0 0 L1 1"),
                                               source: nil)
        #expect(unmatched.name(5) == "element 5")
    }

    /// The written-decimals count reads a value's distance to the nearest integer without the C
    /// library's `round`: the same value bit for bit, at ties, near 2⁵¹ and 2⁵², for −0, huge
    /// numbers and NaN; and a path's count stops at six decimals, the most there is.
    @Test func distanceToNearestIntegerIsTheRoundedDifferenceBitForBit() throws {
        // Seeded: a failure names its value and replays as it is.
        var generator = SplitMix64(seed: 44)
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994, 1e-300, 123.456, 36.181557e6,
                                0x1p51 - 0.5, 0x1p51, 0x1p51 + 1, 0x1p52 - 0.5, 0x1p52, 1e300, -1e300,
                                .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude]
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -60...60, using: &generator)
            values.append(Double.random(in: -1...1, using: &generator) * Foundation.pow(2, magnitude))
            values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 1000)
            values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 8)
        }
        for value in values {
            let expected = Swift.abs(value - value.rounded())
            let found = PathCheck.distanceToNearestInteger(value)
            #expect(found.bitPattern == expected.bitPattern || (found.isNaN && expected.isNaN), "\(value)")
        }
        #expect(PathCheck.writtenDecimals(of: try Path(svgPathData: "M0 0.123456 L1.1234567 2 L3.5 4")) == 6)
        #expect(PathCheck.writtenDecimals(of: try Path(svgPathData: "M0 0.1234567 L1.25 2")) == 2,
                "a coordinate needing more than six decimals does not count")
    }

    /// A path surveyed for near misses and then checked whole is prepared once (the same path bit
    /// for bit), and the check is the one a fresh analysis gives; a path differing only in the
    /// sign of a zero is prepared again.
    @Test func aCheckAfterASurveyOfTheSamePathMatchesAFreshCheck() throws {
        let data = "M0 0 C4 0 6 1 10 1.2 C14 1.3 16 4 20 4 L20 10 L0 10 Z"
        let path = try Path(svgPathData: data)
        _ = PathCheck.hasNearMiss(path, options: PathCheck.Options(), written: nil)
        let (afterSurvey, joinsAfterSurvey) = PathCheck.checkWithJoinVerdicts(path, options: PathCheck.Options(), written: nil, source: nil)
        _ = PathCheck.check(try Path(svgPathData: "M0 0 L5 5 L0 5 Z"))
        let (fresh, freshJoins) = PathCheck.checkWithJoinVerdicts(path, options: PathCheck.Options(), written: nil, source: nil)
        #expect(afterSurvey == fresh)
        #expect(joinsAfterSurvey == freshJoins)
        #expect(joinsAfterSurvey == PathCheck.joinVerdicts(path))
        #expect(joinsAfterSurvey.contains { $0.joinClass == .kink }, "the sample has a near-miss kink")
        #expect(path.isBitIdentical(to: try Path(svgPathData: data)))
        let negativeZero = try Path(elements: [.move(to: Point(x: -0.0, y: 0)), .line(to: Point(x: 1, y: 0))])
        let positiveZero = try Path(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 1, y: 0))])
        #expect(negativeZero == positiveZero)
        #expect(!negativeZero.isBitIdentical(to: positiveZero), "== equates the zeros; the bit test does not")
    }
}

