import Foundation
import Testing
import FilletGeometry
import FilletShapes
import FilletSVG
import FilletSupport
import PropertyCheck
@testable import FilletVerification

/// The gate's checks of the core against independent routes: the clearance against the chords,
/// the piece tree against all pairs, the affine map against the mapped polyline, and SVG documents
/// read back.
@Suite struct GatePowerTests {
    /// A ring: circles of radius 10 and 7 about the origin (two subpaths), clearance 3.
    static func ring() throws -> Path {
        var path = Path()
        try path.addArc(Arc(center: .zero, radius: 10, startAngle: 0, sweep: 2 * .pi))
        path.closeSubpath()
        try path.move(to: Point(x: 7, y: 0))
        try path.addArc(Arc(center: .zero, radius: 7, startAngle: 0, sweep: -2 * .pi))
        path.closeSubpath()
        return path
    }

    /// The catalogue's verdict on `path` with the exact clearance replaced by `clearance` (nil: the core's).
    static func clearanceVerdict(_ path: Path, exactClearance clearance: Double?) -> InvariantResult? {
        // The check alone on a fresh analysis: the flattening and its attribution are stages it asks for.
        let analysis = PathAnalysis()
        analysis.prepare(path)
        if let clearance { analysis.intersectionStage.clearance = clearance }
        var verdict = VerdictRecorder(InvariantResultCollector())
        Catalogue.checkClearanceAgreement(analysis, &verdict)
        return verdict.sink.results.first
    }

    @Test func clearanceAgreesWithTheChordsOfARing() throws {
        #expect(try Self.ring().clearance() == 3)
        let result = try #require(Self.clearanceVerdict(try Self.ring(), exactClearance: nil))
        #expect(result.passed, "\(result.detail)")
        // The chords of the inner circle cut inside it by up to the flattening tolerance: the slack
        // is less than the whole allowance.
        #expect(result.margin > 0 && result.margin < 4 * VerificationTolerances.flatteningRelative, "\(result.margin)")
    }

    @Test(arguments: [0.0, 1.5, 2.9, 3.1, 4.0, Double.infinity])
    func clearanceAgreementFailsWhenTheExactClearanceIsWrong(wrong: Double) throws {
        let result = try #require(Self.clearanceVerdict(try Self.ring(), exactClearance: wrong))
        #expect(!result.passed, "a clearance of \(wrong) for 3 passed: \(result.detail)")
    }

    @Test func segmentsAcrossAShortLineAreNeighboursOnlyWithinTheJointSlack() {
        func segment(_ start: Double, _ end: Double, part: Int) -> ClearanceSegment {
            ClearanceSegment(subpath: 0, isClosed: false, subpathLength: 10, partStart: start, partEnd: end, part: part,
                             surelyTakesPart: true, mayTakePart: true, box: .empty)
        }
        let slack = 1e-6
        let first = segment(0, 4, part: 0)
        #expect(Catalogue.neighbourStatus(first, segment(4, 6, part: 1), slack: slack) == .surely)
        #expect(Catalogue.neighbourStatus(first, segment(4 + 0.5 * slack, 6, part: 2), slack: slack) == .surely)
        #expect(Catalogue.neighbourStatus(first, segment(4 + slack, 6, part: 3), slack: slack) == .uncertain)
        #expect(Catalogue.neighbourStatus(first, segment(4 + 2 * slack, 6, part: 4), slack: slack) == .surelyNot)
        var otherSubpath = segment(4, 6, part: 5)
        otherSubpath.subpath = 1
        #expect(Catalogue.neighbourStatus(first, otherSubpath, slack: slack) == .surelyNot)
    }

    /// A convex polygon of `count` vertices on a circle with vertices `k` and `k + 1` swapped.
    static func swappedPolygon(_ count: Int, swapping k: Int) throws -> Path {
        var points = (0..<count).map { Point(x: 10 * cos(2 * .pi * Double($0) / Double(count)),
                                             y: 10 * sin(2 * .pi * Double($0) / Double(count))) }
        points.swapAt(k, (k + 1) % count)
        var path = Path()
        try path.move(to: points[0])
        for point in points.dropFirst() { try path.addLine(to: point) }
        path.closeSubpath()
        return path
    }

    @Test(arguments: [34, 50, 80])
    func treeAgreesWithAllPairsOnALongPolygonThatCrossesOnce(count: Int) throws {
        let report = Catalogue.checkAsConstruction(try Self.swappedPolygon(count, swapping: count / 3))
        let result = try #require(report[.treeAgreement])
        #expect(result.passed, "\(result.detail)")
        #expect(result.detail.contains(": 1 contacts"), "\(result.detail)")
        expectVerdict(report, .nonSelfIntersection, passes: false)
    }

    @Test func shortPathsAreComparedThroughTheTreeOnASample() throws {
        let details = try (3..<60).map { try Catalogue.checkAsConstruction(Self.swappedPolygon(8, swapping: $0 % 8).applying(
            .translation(x: Double($0), y: 0)))[.treeAgreement]?.detail ?? "" }
        let compared = details.filter { $0.contains("forced through the tree") }.count
        #expect(compared > 0 && compared < details.count / 2, "\(compared) of \(details.count) compared")
    }

    @Test(arguments: [(1.0, 1.0, false, true), (1.0, 1.0 + 1e-12, false, false),
                      (1.0, 1.01, true, true), (1.0, 1.1, true, false), (Double.infinity, .infinity, false, true)])
    func treeClearanceMustEqualAllPairsExactlyWithoutCurves(tree: Double, reference: Double, curves: Bool, agree: Bool) {
        #expect(Catalogue.clearancesAgree(tree, reference, size: 1e-3, hasCurves: curves) == agree)
    }

    @Test func drawnMapsCoverSimilaritiesReflectionsAndShears() throws {
        var kinds = Set<String>()
        for index in 0..<64 {
            let path = try Path(svgPathData: "M\(index) 0 L\(index + 3) 1 L\(index) 2 Z")
            let drawn = DifferentialTransform.drawn(for: path)
            #expect(drawn.isSimilarity == drawn.transform.isSimilarity(relativeTolerance: 1e-9))
            #expect(drawn.determinant != 0)
            kinds.insert("\(drawn.isSimilarity) \(drawn.determinant > 0)")
            #expect(DifferentialTransform.drawn(for: path).transform == drawn.transform, "drawn from the path alone")
        }
        #expect(kinds.count == 4, "\(kinds)")
    }

    @Test func affineMapHoldsOnArcsPastAHalfTurn() throws {
        let path = try Path(svgPathData: "M0 0 L10 0 A5 5 0 1 1 10 8 L0 8 Z M20 0 C30 -5 30 15 20 10")
        let report = Catalogue.checkAsConstruction(path, options: VerificationSuite.pathOptions)
        expectVerdict(report, .affineMap, passes: true)
    }

    /// Arcs of every size of sweep (a full circle, past a half turn, both directions, far from the
    /// origin): each one's standard cubics are fitted as the arc, and the detail counts them.
    @Test(arguments: ["M0 0 L10 0 A5 5 0 1 1 10 8 L0 8 Z", "M1000 1000 A0.5 0.5 0 0 0 1001 1000",
                      "M0 0 A20 20 0 0 1 0.01 0.0001"])
    func arcFitAgreementHoldsOnDrawnArcs(_ data: String) throws {
        var path = try Path(svgPathData: data)
        try path.addArc(center: Point(x: -30, y: 4), radius: 3, startAngle: 1, endAngle: 1 + 2 * Double.pi, clockwise: false)
        let report = Catalogue.checkAsConstruction(path, options: VerificationSuite.pathOptions)
        expectVerdict(report, .arcFitAgreement, passes: true)
        #expect(report.results.first { $0.invariant == .arcFitAgreement }?.detail.contains("arc pieces") == true)
    }

    @Test func arcFitAgreementHoldsWithoutArcs() throws {
        let report = Catalogue.checkAsConstruction(try Path(svgPathData: "M0 0 L10 0 C12 3 8 5 0 5 Z"),
                                                   options: VerificationSuite.pathOptions)
        expectVerdict(report, .arcFitAgreement, passes: true)
        #expect(report.results.first { $0.invariant == .arcFitAgreement }?.detail.hasPrefix("no arc piece") == true)
    }

    /// A rect and a hexagon (convex corner polygons) are certified at every scale; a star and a
    /// non-convex polygon are not asked (no row).
    @Test(arguments: [1e-6, 1.0, 1e6])
    func convexConstructionsAreCertifiedStarShaped(scale: Double) throws {
        var rect = ShapeSpec.RectParameters()
        rect.rect = Rect(x: 3 * scale, y: -2 * scale, width: 120 * scale, height: 100 * scale)
        rect.cornerRadii = RoundedRect.CornerRadii(topLeft: 10 * scale, topRight: 0, bottomRight: 30 * scale,
                                                   bottomLeft: 5 * scale)
        var hexagon = ShapeSpec.RegularPolygonParameters()
        hexagon.cornerRadius = 12
        for spec in [ShapeSpec.rect(rect), .regularPolygon(hexagon)] {
            expectVerdict(try Catalogue.check(spec), .starCertificate, passes: true)
        }
        var notch = ShapeSpec.PolygonParameters(vertices: [Point(x: 0, y: 0), Point(x: 120, y: 0), Point(x: 70, y: 50),
                                                           Point(x: 120, y: 110), Point(x: 0, y: 110)])
        notch.radius = 10
        for spec in [starSpec(outer: 3, inner: 2), ShapeSpec.polygon(notch)] {
            #expect(try Catalogue.check(spec)[.starCertificate] == nil, "\(spec)")
        }
    }

    @Test func roundTripMatricesComposeInSVGOrder() {
        let outer = RoundTripMatrix(a: 2, b: 0.5, c: -1, d: 3, e: 4, f: -5)
        let inner = RoundTripMatrix(a: 0.5, b: -2, c: 1.5, d: 1, e: -3, f: 7)
        let point = Point(x: 1.25, y: -0.75)
        let composed = outer.then(inner).transform.apply(to: point)
        let stepwise = outer.transform.apply(to: inner.transform.apply(to: point))
        #expect(composed.distance(to: stepwise) < 1e-12)
    }

    @Test func generatedDocumentsReadBackAsTheirOutlines() throws {
        let report = try VerificationSuite.svg.run(RunConfiguration(seed: 3, cases: 200, recordsFailures: false))
        #expect(report.passed, "\(report.failures.first?.failingChecks.map { $0.detail ?? "" } ?? [])")
        #expect((report.coverage["A"] ?? 0) > 50 && (report.coverage["S or T"] ?? 0) > 50
                && (report.coverage["nested groups"] ?? 0) > 50 && (report.coverage["nested svg viewport"] ?? 0) > 50,
                "\(report.coverage)")
    }

    /// The basic shapes' lengths are written in absolute units: read as user units instead, the
    /// shape moves and the round trip fails (the unit conversion is held, not just parsed).
    @Test func aLengthReadInTheWrongUnitFailsTheRoundTrip() throws {
        var failures = 0, altered = 0
        for index in 0..<40 {
            let path = try Path(svgPathData: "M\(index) 0 C\(index + 4) -3 \(index + 6) 5 \(index + 2) 9 L\(index) 2 Z")
            var document = SVGRoundTripDocument(path: path, spelled: false)
            guard let unit = ["in\"", "cm\"", "mm\"", "Q\"", "pt\"", "pc\""].first(where: { document.text.contains($0) }),
                  let range = document.text.range(of: unit) else { continue }
            altered += 1
            document.text.replaceSubrange(range, with: "px\"")
            if !Catalogue.checkSVGRoundTrip(document).passed { failures += 1 }
        }
        #expect(altered > 0, "no document has an absolute unit")
        #expect(failures == altered, "\(failures) of \(altered) altered documents failed")
    }

    @Test(arguments: ["<use href=\"#shared\" x=\"", "<path d=\"M", "transform=\"translate(", "<svg x=\""])
    func anAlteredDocumentFailsTheRoundTrip(_ target: String) throws {
        var failures = 0, altered = 0
        for index in 0..<20 {
            let path = try Path(svgPathData: "M\(index) 0 C\(index + 4) -3 \(index + 6) 5 \(index + 2) 9 L\(index) 2 A3 3 0 0 1 \(index + 1) -4 Z")
            var document = SVGRoundTripDocument(path: path, spelled: false)
            guard let range = document.text.range(of: target) else { continue }
            altered += 1
            document.text.replaceSubrange(range, with: target + "7")
            if !Catalogue.checkSVGRoundTrip(document).passed { failures += 1 }
        }
        #expect(altered > 0, "no document has \(target)")
        #expect(failures == altered, "\(failures) of \(altered) altered documents failed")
    }

    /// Every spelling of a document (encodings, entities, references, namespaces, attribute
    /// defaults, decoys: ``RoundTripSpelling``) reads as its plain form: the same elements and
    /// the same outlines, bit for bit.
    @Test func aSpelledDocumentReadsAsItsPlainForm() throws {
        var spelled = 0, labels = Set<String>()
        for index in 0..<300 {
            let path = try Path(svgPathData: "M\(index) 0 C\(index + 4) -3 \(index + 6) 5 \(index + 2) 9 L\(index) 2 A3 3 0 0 1 \(index + 1) -4 Z")
            let document = SVGRoundTripDocument(path: path)
            guard document.spelled != nil else { continue }
            spelled += 1
            labels.formUnion(document.spellingLabels)
            let read = try SVGFile.drawables(data: document.bytes), plain = try SVGFile.drawables(svgText: document.text)
            #expect(read.map(\.element) == plain.map(\.element) && read.map(\.path) == plain.map(\.path),
                    "\(String(decoding: document.bytes, as: UTF8.self))")
        }
        #expect(spelled > 150, "\(spelled) of 300 documents spelled")
        for label in ["decoys", "spelled: entities", "spelled: entity in content", "spelled: attribute default",
                      "spelled: tokenised id", "spelled: special id", "spelled: xlink", "spelled: utf16LittleEndian",
                      "spelled: latin1", "spelled: references", "spelled: prefix changed"] {
            #expect(labels.contains(label), "no document used \(label)")
        }
    }

    /// A hidden decoy shown draws something (a path, a group's children, or the element an id
    /// then names first): the round trip fails, so the decoys are held, not merely skipped.
    @Test func aHiddenDecoyShownFailsTheRoundTrip() throws {
        var failures = 0, altered = 0
        for index in 0..<800 {
            let path = try Path(svgPathData: "M\(index) 0 C\(index + 4) -3 \(index + 6) 5 \(index + 2) 9 L\(index) 2 Z")
            var document = SVGRoundTripDocument(path: path)
            guard let bytes = document.spelled, let text = String(data: bytes, encoding: .utf8),
                  let range = text.range(of: "display=\"none\"") else { continue }
            altered += 1
            document.spelled = Data(text.replacingCharacters(in: range, with: "display=\"inline\"").utf8)
            if !Catalogue.checkSVGRoundTrip(document).passed { failures += 1 }
        }
        #expect(altered > 10, "\(altered) documents with a hidden decoy")
        #expect(failures == altered, "\(failures) of \(altered) altered documents failed")
    }
}
