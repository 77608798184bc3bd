import Foundation
import FilletGeometry
import FilletSupport
import PropertyCheck

extension VerificationSuite {
    /// General paths of lines, circular arcs and Bézier curves: what no construction draws, so
    /// what the construction suites cannot exercise in the geometry core.
    ///
    /// The constructions only ever make closed single outlines (or a border's two rings) whose
    /// arcs are fillets, each turning by less than π, with no curves and at most a few hundred
    /// pieces apart from their contacts. A bug in the core's handling of anything else passes
    /// every construction suite: an arc longer than a half turn losing part of its span in
    /// contact tests, a full circle's bounds, an open subpath's area or turning, a curve's
    /// length, area, bounds, flattening or contacts (what `fillet check path` relies on for the
    /// users' own shapes), the piece tree's pruning on a path that crosses itself many times.
    ///
    /// Each case: 1–3 subpaths; one in 6 is a long figure of 34…80 lines with few, known contacts
    /// (`pathFigure(_:origin:size:into:)`: swapped polygons, combs, spirals, for the piece tree),
    /// the others a `move` and 1–6 pieces (1 in 5: 10–40): arcs (random
    /// centre, radius, start; any sweep in [−2π, 2π], full turns often; joined to the current
    /// point by a line as the builders do), lines, cubics and quadratics to random points with
    /// random controls (9 : 5 : 2 : 1; a long subpath only arcs and lines), closed or left open (2 in 5); the figure is scaled by
    /// 10⁻³…10³ (log-uniform) and placed up to 3 of its sizes from the origin. Most cases cross
    /// themselves.
    ///
    /// What must hold is what holds for *any* path, whatever it draws (``pathInvariants``): the
    /// builders keep it continuous, its flattening stays within its tolerance, and every exact
    /// measure agrees with its independent route on the flattened polyline — area, length,
    /// bounds, turning number, and the self-intersection verdict against an independent
    /// chord–chord test (on these self-crossing paths, the side of the verdict the construction
    /// suites never see). The shape verdicts (closed, tangent-continuous, simple, oriented) are
    /// not required: a random path fails them by design. No negative controls: the crossing
    /// cases already require the verdict to fire where the polyline shows a contact.
    public static let path = VerificationSuite(
        summary: "general paths: arcs past a half turn, full circles, Bézier curves, open and several subpaths",
        weight: 2, controls: pathControls, property: pathProperty(differentials:))

    /// The invariants every path must satisfy: position continuity, the flattening's two, the
    /// differential invariants (``Invariant/differential``), ``Invariant/affineMap`` and
    /// ``Invariant/arcFitAgreement``.
    public static let pathInvariants: [Invariant] = [.positionContinuity, .flatteningDeviation, .flatteningChordCount]
        + Invariant.differential + [.affineMap, .arcFitAgreement]

    /// ``pathInvariants`` without the differential ones: what a path outside the sample is held to.
    static let pathInvariantsBesideDifferentials = pathInvariants.filter { !Invariant.differential.contains($0) }

    /// The ``path`` suite's property: each generated path held to ``pathInvariants``.
    public static let pathProperty = pathProperty(differentials: .always)

    /// The ``path`` suite's property, with the differential invariants only on the paths
    /// `differentials` samples (the others are held to the rest of ``pathInvariants``).
    public static func pathProperty(differentials: Catalogue.Options.Sampling) -> Property<Path> {
        Property<Path>("path", pathGen) { path, checks in
            let verdicts = recordPathSuiteInvariants(path, differentials: differentials, into: &checks)
            classifyGeneralPath(path, turningCompared: verdicts.didCompare(.turningAgreement),
                                treeCompared: verdicts.didCompare(.treeAgreement), into: &checks)
        }
    }

    /// Why the ``path`` suite cannot judge `path`, or `nil` when it can: its cases have an
    /// extent, lie within ``CheckableRange`` and draw each arc from the pen (as the builders draw
    /// it). An arc that starts away from the pen after a `move` leaves a gap the join analysis does
    /// not see; an empty or zero-extent path has nothing to measure. The generator discards such a
    /// case (a shrink never lands on one); `fillet replay` refuses one.
    public static func pathRefusal(_ path: Path) -> String? {
        let bounds = path.bounds
        guard !bounds.isEmpty, bounds.diagonal > 0 else { return "it has no extent: nothing to measure" }
        if let reason = CheckableRange.refusal(path) { return reason }
        let gapTolerance = VerificationTolerances.length(size: bounds.diagonal, magnitude: bounds.largestMagnitude)
        var pen: Point?
        for (index, element) in path.elements.enumerated() {
            switch element {
            case .move(let point), .line(let point):
                pen = point
            case .arc(let arc):
                if let pen, pen.distance(to: arc.startPoint) > gapTolerance {
                    return "element \(index), an arc, starts \(CatalogueReport.format(pen.distance(to: arc.startPoint))) away "
                        + "from the pen (the path suite's arcs are drawn from it)"
                }
                pen = arc.endPoint
            case .quad(_, let point), .cubic(_, _, let point):
                pen = point
            case .close:
                pen = nil
            }
        }
        return nil
    }

    /// The catalogue options of the ``path`` suite: the flattening deviation measured on every
    /// case; no scale invariance (a verdict the suite does not require).
    static let pathOptions = Catalogue.Options(scaleInvariance: .never, flatteningDeviation: .always, affineMap: .always,
                                               arcFit: .always)

    /// The verdicts on `path` of what the ``path`` suite requires (``pathInvariants``, in that
    /// order, with details): what `fillet replay` prints for a stored path case. An invariant the
    /// catalogue did not evaluate is a failing result.
    /// A probe that found something wrong fails the invariant it is folded into, as in `verify`.
    public static func checkPathSuiteInvariants(_ path: Path) -> CatalogueReport {
        let report = Catalogue.check(ShapeUnderTest(path: path), options: pathOptions)
        return CatalogueReport(results: pathInvariants.map { invariant in
            if let misread = probeMisread(invariant) {
                return InvariantResult(invariant: invariant, passed: false, margin: -1, detail: misread)
            }
            return report.results.first { $0.invariant == invariant }
                ?? InvariantResult(invariant: invariant, passed: false, margin: -1,
                                   detail: "\(invariant.name) was not evaluated")
        })
    }

    /// Runs the catalogue on `path` and records one check per ``pathInvariants`` entry (its verdict
    /// and margin; "was not evaluated" fails), as ``checkPathSuiteInvariants(_:)`` reports them. Returns
    /// the verdicts, whose ``VerdictMask/didCompare(_:)`` says whether `turning-vs-polyline`
    /// compared at least one subpath (not where a join and a chord may reach a half turn) and
    /// whether `tree-vs-all-pairs` compared.
    /// A path `differentials` leaves out of its sample is held to the invariants that are not
    /// differential.
    @discardableResult
    static func recordPathSuiteInvariants(_ path: Path, differentials: Catalogue.Options.Sampling = .always,
                                          into checks: inout Checks) -> VerdictMask {
        var options = pathOptions
        options.differentials = differentials
        let required = Catalogue.comparesDifferentials(path, options) ? pathInvariants : pathInvariantsBesideDifferentials
        var sink = ExpectedFailureSink(mustFail: [], mustHold: required, collectingDetails: checks.isCollectingDetails)
        let verdicts = Catalogue.evaluate(ShapeUnderTest(path: path), options: options,
                           context: CatalogueContext.forCurrentThread, into: &sink)
        for (index, invariant) in required.enumerated() {
            guard let verdict = sink.verdicts[index] else {
                checks.expect(invariant.name, false, margin: -1, detail: "\(invariant.name) was not evaluated")
                continue
            }
            if let misread = probeMisread(invariant) {
                checks.expect(invariant.name, false, margin: -1, detail: misread)
                continue
            }
            checks.expect(invariant.name, verdict.passed, margin: verdict.margin, detail: verdict.detail)
        }
        return verdicts
    }

    /// What the probes folded into `invariant` (``PathSuiteProbe``) found wrong, the first
    /// that found something; `nil` when they all hold or none is folded into it.
    static func probeMisread(_ invariant: Invariant,
                             reading misread: (PathSuiteProbe) -> String? = \.misread) -> String? {
        for probe in PathSuiteProbe.allCases where probe.invariant == invariant {
            if let found = misread(probe) { return found }
        }
        return nil
    }

    /// Labels the features the suite is there to exercise, so the report shows how often each ran.
    static func classifyGeneralPath(_ path: Path, turningCompared: Bool, treeCompared: Bool, into checks: inout Checks) {
        var fullCircle = false, pastHalfTurn = false, curve = false, pieces = 0
        for element in path.elements {
            switch element {
            case .arc(let arc):
                fullCircle = fullCircle || Swift.abs(arc.sweep) >= Angle.twoPi
                pastHalfTurn = pastHalfTurn || Swift.abs(arc.sweep) > Double.pi
                pieces += 1
            case .quad, .cubic:
                curve = true
                pieces += 1
            case .line, .close: pieces += 1
            case .move: break
            }
        }
        let subpaths = path.subpaths
        checks.classify(fullCircle, "full circle")
        checks.classify(pastHalfTurn, "arc past a half turn")
        checks.classify(curve, "Bézier curve")
        checks.classify(subpaths.contains { !$0.isClosed }, "open subpath")
        checks.classify(subpaths.count > 1, "several subpaths")
        checks.classify(pieces > Path.allPairsSegmentLimit, "piece tree (> \(Path.allPairsSegmentLimit) pieces)")
        checks.classify(turningCompared, "turning compared")
        checks.classify(treeCompared, treeComparedLabel)
    }

    /// The ``path`` suite's cases (the distribution is documented there); a case
    /// ``pathRefusal(_:)`` refuses is discarded.
    package static let pathGen: Gen<Path> = {
        // The scale is 10^e with e uniform: log-uniform over 10⁻³…10³, and a failure shrinks to scale 1.
        let scaleExponent = Gen.double(in: -3...3, label: "log10 scale")
        let offsetX = Gen.double(in: -3...3, label: "offset x/scale"), offsetY = Gen.double(in: -3...3, label: "offset y/scale")
        let subpathCount = Gen.frequency([(weight: 3, gen: Gen.constant(1)), (weight: 2, gen: Gen.constant(2)),
                                          (weight: 1, gen: Gen.constant(3))])
        let pieceCount = Gen.frequency([(weight: 4, gen: Gen.int(in: 1...6, label: "pieces")),
                                        (weight: 1, gen: Gen.int(in: 10...40, label: "pieces"))])
        let coordinate = (x: Gen.double(in: -1...1, label: "point x/scale"), y: Gen.double(in: -1...1, label: "point y/scale"))
        // Arcs, lines, cubics, quadratics; a long subpath (there for the piece tree) only arcs and
        // lines: its curves would cost several times the rest of the suite (exact curve contacts).
        let pieceKind = Gen.frequency([(weight: 9, gen: Gen.constant(0)), (weight: 5, gen: Gen.constant(1)),
                                       (weight: 2, gen: Gen.constant(2)), (weight: 1, gen: Gen.constant(3))])
        let longPieceKind = Gen.frequency([(weight: 9, gen: Gen.constant(0)), (weight: 5, gen: Gen.constant(1))])
        let centre = (x: Gen.double(in: -0.8...0.8, label: "centre x/scale"), y: Gen.double(in: -0.8...0.8, label: "centre y/scale"))
        let radius = Gen.double(in: 0.01...0.6, distribution: .logUniform, label: "radius/scale")
        let start = Gen.double(in: -Double.pi...Double.pi, label: "start")
        let sweep = Gen.frequency([(weight: 4, gen: Gen.double(in: -Angle.twoPi...Angle.twoPi, label: "sweep")),
                                   (weight: 1, gen: Gen.constant(Angle.twoPi)),
                                   (weight: 1, gen: Gen.constant(-Angle.twoPi))])
        let closes = Gen.bool(probability: 0.6)
        // One subpath in 6 is a long figure with few, known contacts (``pathFigure``).
        let isFigure = Gen.frequency([(weight: 5, gen: Gen.constant(false)), (weight: 1, gen: Gen.constant(true))])
        return Gen { source throws(Rejection) in
            let size = pow(10, try scaleExponent.run(&source))
            let origin = Point(x: try offsetX.run(&source) * size, y: try offsetY.run(&source) * size)
            func point(_ gen: (x: Gen<Double>, y: Gen<Double>)) throws(Rejection) -> Point {
                let x = try gen.x.run(&source), y = try gen.y.run(&source)
                return Point(x: origin.x + x * size, y: origin.y + y * size)
            }
            var path = Path()
            do {
                for _ in 0..<(try subpathCount.run(&source)) {
                    if try isFigure.run(&source) {
                        try pathFigure(&source, origin: origin, size: size, into: &path)
                        continue
                    }
                    try path.move(to: try point(coordinate))
                    let pieces = try pieceCount.run(&source)
                    for _ in 0..<pieces {
                        switch try (pieces > 6 ? longPieceKind : pieceKind).run(&source) {
                        case 0:
                            try path.addArc(Arc(center: try point(centre), radius: try radius.run(&source) * size,
                                                startAngle: try start.run(&source), sweep: try sweep.run(&source)))
                        case 1:
                            try path.addLine(to: try point(coordinate))
                        case 2:
                            let control1 = try point(coordinate), control2 = try point(coordinate)
                            try path.addCurve(to: try point(coordinate), control1: control1, control2: control2)
                        default:
                            let control = try point(coordinate)
                            try path.addQuadCurve(to: try point(coordinate), control: control)
                        }
                    }
                    if try closes.run(&source) { path.closeSubpath() }
                }
            } catch let rejection as Rejection {
                throw rejection
            } catch {
                throw Rejection()   // the builders refuse only non-finite numbers, and every number drawn is finite
            }
            guard pathRefusal(path) == nil else { throw Rejection() }
            return path
        }
    }()
}
