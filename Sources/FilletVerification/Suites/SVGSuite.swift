import Foundation
import FilletGeometry
import FilletSupport
import PropertyCheck

extension VerificationSuite {
    /// SVG documents round-tripped through the reader `fillet check path` relies on (`FilletSVG`):
    /// each generated path is written as a document (`SVGRoundTripDocument`: path data with every
    /// command letter, absolute and relative; nested groups with transform lists; `use`; a basic
    /// shape), three in four of them in another XML spelling among elements that draw nothing
    /// (`RoundTripSpelling`), and read back; every drawable must equal the outline built directly
    /// and mapped by the transform composed independently (``Invariant/svgRoundTrip``).
    ///
    /// Paths: 1–2 subpaths of 2–8 pieces — lines (one in 3 parallel to an axis), cubics and
    /// quadratics (half of them smooth: the first control the reflection of the last, as `S` and
    /// `T` write them), circular arcs from the pen (radius 0.05…0.3 of the figure, |sweep| in
    /// [0.2, 2.9] or [3.35, 6], away from a half turn and a full turn, where the endpoint form is
    /// ill-conditioned) — closed or open, scaled by 10⁻²…10² and placed up to 3 sizes from the origin.
    /// A path ``pathRefusal(_:)`` refuses (no extent: every point drawn equal) is discarded.
    public static let svg = VerificationSuite(
        summary: "SVG documents written and read back: every path command, nested transforms, use, basic shapes",
        weight: 1, property: svgProperty, controls: [malformedDocuments, cutDocuments])

    /// The ``svg`` suite's control: its documents made unreadable, each in every way of
    /// ``RoundTripDefect/all`` (a well-formedness error of XML or Namespaces, or an input `SVGFile`
    /// refuses rather than check in part); the reader must refuse every one.
    static let malformedDocuments = NegativeControl(
        name: "malformed", summary: "the svg suite's documents with a well-formedness error or an input SVGFile refuses",
        documents: svgGen, defects: RoundTripDefect.all)

    /// The ``svg`` suite's control of the reader's end-of-input tests: its documents, with a prolog
    /// that reaches them, cut at every byte and read in place before an unreadable page
    /// (``SVGCutDocuments``); every prefix must be refused, the whole read, and nothing read past
    /// the end.
    static let cutDocuments = NegativeControl(
        name: "cut", summary: "the svg suite's documents, with a DTD prolog, cut at every byte: every prefix refused, nothing read past its end",
        documents: svgGen, check: SVGCutDocuments.check)

    /// The ``svg`` suite's property.
    public static let svgProperty = Property<Path>("svg", svgGen) { path, checks in
        let document = SVGRoundTripDocument(path: path)
        let (passed, margin, detail) = Catalogue.checkSVGRoundTrip(document)
        checks.expect(Invariant.svgRoundTrip.name, passed, margin: margin, detail: detail)
        checks.classify(document.usesRelative, "relative commands")
        checks.classify(document.usesSmooth, "S or T")
        checks.classify(document.usesArc, "A")
        checks.classify(document.usesAxisLines, "H or V")
        checks.classify(document.groupDepth > 0, "nested groups")
        checks.classify(document.viewport != nil, "nested svg viewport")
        checks.classify(document.spelled != nil, "spelled")
        for label in document.spellingLabels { checks.classify(true, label) }
        checks.label("shape " + document.shape)
    }

    /// The verdict on `path` of what the ``svg`` suite requires: ``Invariant/svgRoundTrip`` on the
    /// document written from it (the same document `verify` wrote, its layout drawn from a hash
    /// of the path), with its detail: what `fillet replay` prints for a stored svg case. Judge only
    /// a path ``pathRefusal(_:)`` accepts, as the suite's generator does.
    public static func checkSVGSuiteInvariants(_ path: Path) -> CatalogueReport {
        let (passed, margin, detail) = Catalogue.checkSVGRoundTrip(SVGRoundTripDocument(path: path))
        return CatalogueReport(results: [InvariantResult(invariant: .svgRoundTrip, passed: passed, margin: margin, detail: detail)])
    }

    package static let svgGen: Gen<Path> = {
        let scaleExponent = Gen.double(in: -2...2, label: "log10 scale")
        let offset = Gen.double(in: -3...3, label: "offset/scale")
        let subpaths = Gen.int(in: 1...2, label: "subpaths")
        let pieces = Gen.int(in: 2...8, label: "pieces")
        let kind = Gen.int(in: 0...4, label: "piece kind")
        let coordinate = Gen.double(in: -1...1, label: "point/scale")
        let radius = Gen.double(in: 0.05...0.3, label: "radius/scale")
        let angle = Gen.double(in: -Double.pi...Double.pi, label: "start")
        let sweepSize = Gen.frequency([(weight: 1, gen: Gen.double(in: 0.2...2.9, label: "|sweep|")),
                                       (weight: 1, gen: Gen.double(in: 3.35...6, label: "|sweep|"))])
        let coin = Gen.bool(probability: 0.5)
        let third = Gen.bool(probability: 1.0 / 3)
        return Gen { source throws(Rejection) in
            let size = pow(10, try scaleExponent.run(&source))
            let origin = Point(x: try offset.run(&source) * size, y: try offset.run(&source) * size)
            func point() throws(Rejection) -> Point {
                let x = try coordinate.run(&source), y = try coordinate.run(&source)
                return Point(x: origin.x + x * size, y: origin.y + y * size)
            }
            var path = Path()
            do {
                for _ in 0..<(try subpaths.run(&source)) {
                    var pen = try point()
                    try path.move(to: pen)
                    var lastCubic: Point?, lastQuad: Point?
                    for _ in 0..<(try pieces.run(&source)) {
                        var nextCubic: Point?, nextQuad: Point?
                        switch try kind.run(&source) {
                        case 0:
                            var to = try point()
                            if try third.run(&source) { to = try coin.run(&source) ? Point(x: to.x, y: pen.y) : Point(x: pen.x, y: to.y) }
                            try path.addLine(to: to)
                        case 1:
                            let smooth = try coin.run(&source)
                            let control1 = smooth ? lastCubic.map { Point(x: 2 * pen.x - $0.x, y: 2 * pen.y - $0.y) } ?? pen : try point()
                            let control2 = try point()
                            try path.addCurve(to: try point(), control1: control1, control2: control2)
                            nextCubic = control2
                        case 2:
                            let smooth = try coin.run(&source)
                            let control = smooth ? lastQuad.map { Point(x: 2 * pen.x - $0.x, y: 2 * pen.y - $0.y) } ?? pen : try point()
                            try path.addQuadCurve(to: try point(), control: control)
                            nextQuad = control
                        default:
                            let r = try radius.run(&source) * size, start = try angle.run(&source)
                            let sweep = try sweepSize.run(&source) * (try coin.run(&source) ? 1 : -1)
                            let centre = Point(x: pen.x - r * cos(start), y: pen.y - r * sin(start))
                            try path.addArc(Arc(center: centre, radius: r, startAngle: start, sweep: sweep))
                        }
                        pen = path.currentPoint ?? pen
                        (lastCubic, lastQuad) = (nextCubic, nextQuad)
                    }
                    if try coin.run(&source) { path.closeSubpath() }
                }
            } catch let rejection as Rejection {
                throw rejection
            } catch {
                throw Rejection()   // the builders refuse only non-finite numbers, and every number drawn is finite
            }
            // Every point drawn equal (a closed subpath of equal points) leaves a document with
            // nothing to measure: the round trip's tolerances
            // are relative to the outline's size, so a zero size allows no rounding at all, and sizes
            // whose square underflows divide zero by zero. Discarded, as the path suite discards
            // them, so a shrink never lands on one either.
            guard pathRefusal(path) == nil else { throw Rejection() }
            return path
        }
    }()
}
