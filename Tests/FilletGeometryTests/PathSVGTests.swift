import Foundation
import Testing
@testable import FilletGeometry
import FilletTestSupport

@Suite struct SVGNumberFormatTests {
    @Test func fixedPointWithTrailingZerosTrimmed() {
        let format = SVGNumberFormat(precision: 6)
        #expect(format.string(3.14159265) == "3.141593")
        #expect(format.string(2.5) == "2.5")
        #expect(format.string(100) == "100")
        #expect(format.string(0.1 + 0.2) == "0.3")
        #expect(format.string(-0.000_001) == "-0.000001")
        #expect(format.string(123_456.75) == "123456.75")
        #expect(SVGNumberFormat(precision: 0).string(2.71) == "3")
        #expect(SVGNumberFormat(precision: 2).string(-7.125) == "-7.12" || SVGNumberFormat(precision: 2).string(-7.125) == "-7.13")
    }

    @Test func neverPrintsNegativeZeroNanInfinityOrExponents() {
        let format = SVGNumberFormat(precision: 6)
        #expect(format.string(-0.0) == "0")
        #expect(format.string(-1e-9) == "0")
        #expect(format.string(.nan) == "0")
        #expect(format.string(1e21) == "1000000000000000000000")
        #expect(format.string(.infinity).count == 309)
    }

    @Test(arguments: [1e21, -1e300, Double.leastNonzeroMagnitude, .infinity, -.infinity, .greatestFiniteMagnitude])
    func extremeValuesPrintAsPlainParseableDecimals(_ value: Double) {
        let text = SVGNumberFormat(precision: 6).string(value)
        #expect(!text.contains("e") && !text.contains("n") && !text.contains("i"), "\(value) → \(text)")
        #expect(text != "-0", "\(value) → \(text)")
        #expect(Double(text) != nil, "\(value) → \(text)")
    }

    /// Six decimals wrote a 1e-7 rect as `M0 0 A0 0 …`: small shapes get the decimals for 10⁻⁶
    /// of their size, and below 1e-11 (more than 17 decimals) there is no fixed-point text.
    @Test func precisionForSizeKeepsAMillionthOfTheSize() {
        #expect(SVGNumberFormat.precision(forSize: 100) == 6)
        #expect(SVGNumberFormat.precision(forSize: 0.5) == 7)
        #expect(SVGNumberFormat.precision(forSize: 1e-7) == 13)
        #expect(SVGNumberFormat.precision(forSize: 1e-11) == 17)
        #expect(SVGNumberFormat.precision(forSize: 1e-12) == nil)
        #expect(SVGNumberFormat.precision(forSize: 0) == 6)
        let path = try? Path(svgPathData: "M0 0 L3e-7 0 L0 2e-7 Z")
        let precision = path.flatMap { SVGNumberFormat.precision(forSize: $0.characteristicSize) }
        #expect(precision == 13)
        #expect(path?.svgPathData(precision: precision ?? 0) == "M0 0 L0.0000003 0 L0 0.0000002 Z")
    }

    @Test func precisionIsClampedToTheRepresentableRange() {
        #expect(SVGNumberFormat(precision: -3).precision == 0)
        #expect(SVGNumberFormat(precision: 99).precision == 17)
    }
}

@Suite struct PathSVGTests {
    @Test func linesAndCloseUseMLZ() throws {
        var path = Path()
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 10, y: 0))
        try path.addLine(to: Point(x: 10, y: 5.5))
        path.closeSubpath()
        try path.move(to: Point(x: -1, y: -2))
        #expect(path.svgPathData() == "M0 0 L10 0 L10 5.5 Z M-1 -2")
    }

    @Test func flagsFollowTheSweepSignInYDownCoordinates() throws {
        var positive = Path()
        try positive.addArc(Arc(center: .zero, radius: 2, startAngle: 0, sweep: .pi / 2))
        #expect(positive.svgPathData() == "M2 0 A2 2 0 0 1 0 2")
        var negative = Path()
        try negative.addArc(Arc(center: .zero, radius: 2, startAngle: 0, sweep: -.pi / 2))
        #expect(negative.svgPathData() == "M2 0 A2 2 0 0 0 0 -2")
    }

    @Test func fullCircleIsFourQuarterArcsEndingWhereItStarted() throws {
        var path = Path()
        try path.addArc(center: Point(x: 5, y: 5), radius: 3, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.closeSubpath()
        #expect(path.svgPathData() == "M8 5 A3 3 0 0 1 5 8 A3 3 0 0 1 2 5 A3 3 0 0 1 5 2 A3 3 0 0 1 8 5 Z")
    }

    @Test func arcsReadBackThroughTheW3CConversionToTheirCentreRadiusAndSweep() throws {
        var generator = SeededGenerator(seed: 0x5F6)
        var compared = 0
        for trial in 0..<1000 {
            let radius = generator.logUniform(-1...2)
            let arc = Arc(center: Point(x: Double.random(in: -100...100, using: &generator),
                                        y: Double.random(in: -100...100, using: &generator)),
                          radius: radius, startAngle: Double.random(in: -7...7, using: &generator),
                          sweep: Double.random(in: -2 * .pi...2 * .pi, using: &generator))
            guard abs(arc.sweep) > 1e-3 else { continue }
            var path = Path()
            try path.addArc(arc)
            let data = path.svgPathData(precision: 10)
            let pieces = try SVGPathDataReader.arcs(data)
            #expect(pieces.count == Int((abs(arc.sweep) / (Double.pi / 2)).rounded(.up)), "trial \(trial): \(data)")
            try #require(pieces.count > 0, "trial \(trial): \(data)")
            // Printed coordinates are within 5e-11. A piece of Φ ≤ 90° moves the centre by at most
            // about that along the bisector, and by ~error/Φ across it (a short chord's direction
            // is less certain) — inherent to end-point form, not a splitting problem.
            let pieceSweep = abs(arc.sweep) / Double(pieces.count)
            let slack = 2e-10 * (1 + 2 / pieceSweep)
            var total = 0.0
            for (index, piece) in pieces.enumerated() {
                let context = "trial \(trial), piece \(index): \(data)"
                expectNear(piece.center, arc.center, tolerance: slack, "\(context)")
                expectNear(piece.radiusX, radius, tolerance: slack, "\(context)")
                #expect(piece.radiusX == piece.radiusY, "\(context)")
                #expect(abs(piece.sweep) <= .pi / 2 + 1e-9, "\(context)")
                #expect((piece.sweep > 0) == (arc.sweep > 0), "\(context)")
                total += piece.sweep
            }
            expectNear(total, arc.sweep, tolerance: 1e-8, "trial \(trial): \(data)")
            expectNear(try #require(pieces.last).end, arc.endPoint, tolerance: 1e-10, "trial \(trial): \(data)")
            expectNear(Angle.normalizedSigned(pieces[0].startAngle - arc.startAngle), 0, tolerance: slack / radius,
                       "trial \(trial): \(data)")
            compared += 1
        }
        #expect(compared > 900, "arcs with a sweep above 1e-3 compared: \(compared) of 1000")
    }

    @Test func largeArcFlagIsSetOnlyForPiecesBeyondHalfATurn() throws {
        // The reader's F.6.5 conversion picks the wrong centre if a flag is wrong; with pieces of at
        // most 90° the large-arc flag is always 0.
        var path = Path()
        try path.addArc(Arc(center: Point(x: 1, y: 2), radius: 4, startAngle: 0.2, sweep: -5.9))
        let flags = try SVGPathDataReader.commands(path.svgPathData()).compactMap { command -> (large: Bool, sweep: Bool)? in
            guard case .arc(_, _, _, let large, let sweep, _) = command else { return nil }
            return (large, sweep)
        }
        try #require(!flags.isEmpty, "the path data has arc commands")
        for (index, flag) in flags.enumerated() {
            #expect(!flag.large, "arc command \(index)")
            #expect(!flag.sweep, "arc command \(index)")
        }
    }

    @Test func gapBeforeAnArcIsBridgedWithALineAndPointArcsAddNothing() throws {
        let path = try Path(elements: [
            .move(to: Point(x: 0, y: 0)),
            .arc(Arc(center: Point(x: 10, y: 0), radius: 1, startAngle: 0, sweep: .pi / 2)),
            .arc(Arc(center: Point(x: 10, y: 1), radius: 0, startAngle: 0, sweep: 1)),
            .arc(Arc(center: Point(x: 10, y: 0), radius: 1, startAngle: .pi / 2, sweep: 0)),
        ])
        #expect(path.svgPathData() == "M0 0 L11 0 A1 1 0 0 1 10 1")
    }

    @Test func polylinePathDataHasOneCommandPerVertexAndImplicitClose() throws {
        let polyline = try Polyline(subpaths: [(points: [.zero, Point(x: 1, y: 0), Point(x: 1, y: 1)], isClosed: true),
                                               (points: [Point(x: 4, y: 4)], isClosed: false)])
        #expect(polyline.svgPathData() == "M0 0 L1 0 L1 1 Z M4 4")
    }
}

@Suite struct SVGDocumentTests {
    private func circle(radius: Double) throws -> Path {
        var path = Path()
        try path.addArc(center: .zero, radius: radius, startAngle: 0.3, endAngle: 0.3 + 2 * .pi, clockwise: false)
        path.closeSubpath()
        return path
    }

    @Test func viewBoxFitsArcExtremaPlusPadding() throws {
        var document = SVGDocument(paddingFraction: 0.05)
        document.addPath(try circle(radius: 10))
        let box = document.fittedViewBox
        expectNear(box.minX, -11, tolerance: 1e-12)
        expectNear(box.minY, -11, tolerance: 1e-12)
        expectNear(box.width, 22, tolerance: 1e-12)
        expectNear(box.height, 22, tolerance: 1e-12)
        #expect(document.render().contains("viewBox=\"-11 -11 22 22\""))
    }

    @Test func quarterArcBoundsIncludeOnlyTheExtremaItSweeps() throws {
        var path = Path()
        try path.addArc(Arc(center: .zero, radius: 1, startAngle: -0.25 * .pi, sweep: 0.5 * .pi))
        let bounds = path.bounds
        expectNear(bounds.minX, cos(0.25 * .pi), tolerance: 1e-15)
        expectNear(bounds.minX + bounds.width, 1, tolerance: 1e-15)  // the extremum at angle 0
        expectNear(bounds.minY, -sin(0.25 * .pi), tolerance: 1e-15)
        expectNear(bounds.height, 2 * sin(0.25 * .pi), tolerance: 1e-15)
    }

    @Test(arguments: [1e-6, 1.0, 1e6])
    func viewBoxScalesWithTheShape(scale: Double) throws {
        var document = SVGDocument()
        document.addPath(try circle(radius: scale))
        let box = document.fittedViewBox
        expectNear(box.width / scale, 2.2, tolerance: 1e-12)
    }

    @Test func documentCarriesFillRuleColoursOverlaysAndEscapedLabels() throws {
        var document = SVGDocument()
        document.addPath(try circle(radius: 10), style: SVGStyle(fill: "#ff0000", stroke: "blue", fillRule: .evenodd))
        document.addPolyline(try circle(radius: 10).flattened(tolerance: 0.5), style: SVGStyle(stroke: "green", strokeWidth: 0.25))
        document.addMarker(at: Point(x: 3, y: 4), radius: 0.5)
        document.addRectangle(BoundingBox(minX: 0, minY: 0, width: 2, height: 1), style: SVGStyle(fill: "rgb(1,2,3)", stroke: nil, opacity: 0.5))
        document.addLabel("gap < 1e-9 & \"ok\"", at: Point(x: -10, y: 12))
        let text = document.render()
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(text.hasSuffix("</svg>\n"))
        #expect(text.contains("fill=\"#ff0000\" fill-rule=\"evenodd\" stroke=\"blue\""))
        #expect(text.contains("stroke=\"green\" stroke-width=\"0.25\""))
        #expect(text.contains("<circle cx=\"3\" cy=\"4\" r=\"0.5\" fill=\"red\""))
        #expect(text.contains("<rect x=\"0\" y=\"0\" width=\"2\" height=\"1\" fill=\"rgb(1,2,3)\" fill-rule=\"nonzero\" opacity=\"0.5\"/>"))
        #expect(text.contains(">gap &lt; 1e-9 &amp; &quot;ok&quot;</text>"))
        #expect(!text.contains("nan") && !text.contains("inf"))
        // The label anchor lies below the circle, so the view box grows to include it.
        let box = document.fittedViewBox
        #expect(box.minY + box.height > 12)
    }

    @Test func emptyAndSinglePointDocumentsHaveAUsableViewBox() throws {
        #expect(SVGDocument().fittedViewBox == BoundingBox(minX: 0, minY: 0, width: 1, height: 1))
        var document = SVGDocument()
        document.addMarker(at: Point(x: 5, y: 5))
        #expect(document.fittedViewBox == BoundingBox(minX: 4, minY: 4, width: 2, height: 2))
        #expect(document.render().contains("viewBox=\"4 4 2 2\""))
    }

    @Test func pathSVGDocumentIsACompletePicture() throws {
        let text = try circle(radius: 1).svgDocument()
        #expect(text.contains("<path d=\"M"))
        #expect(text.contains("viewBox=\"-1.1 -1.1 2.2 2.2\""))
        #expect(text.contains("width=\"800\" height=\"800\""))
    }
}

@Suite struct SVGNumberFormatFastPathTests {
    /// The fast formatter must print exactly what `%.{p}f` (trimmed) prints.
    static func reference(_ value: Double, precision: Int) -> String {
        var text = String(format: "%.\(precision)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    @Test(arguments: [0, 1, 3, 6, 9, 12])
    func agreesWithFoundationFormattingOnSeededValues(precision: Int) {
        var generator = SeededGenerator(seed: UInt64(precision) + 11)
        let format = SVGNumberFormat(precision: precision)
        var checked = 0
        for _ in 0..<20_000 {
            let magnitude = [1e-9, 1e-3, 1, 100, 1e6, 1e9, 1e13][Int(generator.next() % 7)]
            let unit = Double(generator.next() >> 11) / Double(1 << 53)
            let value = (unit * 2 - 1) * magnitude
            #expect(format.string(value) == Self.reference(value, precision: precision), "\(value)")
            checked += 1
        }
        #expect(checked == 20_000)
    }

    @Test(arguments: [0.5, 1.5, 2.5, -0.5, 0.0000005, 0.0000015, 1234.5678905, 0.1 + 0.2, -1e-7, 99.9999995], [0, 6])
    func tiesAndNearTiesMatchFoundation(_ value: Double, precision: Int) {
        #expect(SVGNumberFormat(precision: precision).string(value) == Self.reference(value, precision: precision))
    }
}

