import Foundation
import FilletGeometry
import FilletShapes
import FilletSupport
import PropertyCheck

extension VerificationSuite {
    /// Smoothed corners (G2): a parameter set of one of the five exact constructions, drawn by
    /// that construction's own suite generator (stars 8 : polygons 5 : regular polygons 3 :
    /// rects 3 : borders 5, their suites' weights), with a corner smoothing drawn in [0, 1]
    /// (uniform, 1 draw in 5 at an edge value: 0, 1, their neighbours, tiny smoothings). Cases
    /// where a flank fills its edge up to a thin spike's sharp tip are discarded (see
    /// `acuteSharpVertexAngle`).
    /// Both clamp policies: under `.proportional` many smoothings are reduced to fit (smoothing
    /// gives way before radius), under `.none` every corner fits with smoothing 0 but not
    /// necessarily with its flanks, so only the smoothings that fit are kept — see
    /// `smoothedGen`. The whole catalogue runs on each, with curvature continuity (G2 at every
    /// flank join) among it; the smoothing is a labelled draw, so a failure shrinks and its
    /// boundary pair is searched along it.
    ///
    /// Its own suite rather than a share of the other suites' cases: those suites' cases, and
    /// hence their report rows, stay as they were. Weight 2 (2 000 of the default cases): a
    /// smoothed case costs about nine times an unsmoothed one (the curve contact tests at every
    /// flank joint, in the self-intersection scan and in tree-vs-all-pairs), and the default run
    /// stays within about 2 s on 2 cores.
    public static let smoothed = VerificationSuite(name: "smoothed",
                                                   summary: "every construction with corner smoothing (G2 flanks)",
                                                   weight: 2, gen: smoothedGen, controls: smoothedControls)

    /// The smoothing draw of the ``smoothed`` suite, labelled for boundary pairs.
    static let smoothingDraw = Gen.double(in: 0...1, edgeProbability: 0.2, label: "smoothing")

    /// A construction suite's case with `smoothing` set on it (through the construction's
    /// descriptor: every family with smoothing takes it as `--smoothing`).
    static func withSmoothing(_ spec: ShapeSpec, _ smoothing: Double) -> ShapeSpec {
        var spec = spec
        spec.kind.descriptor.setNumber("smoothing", smoothing, in: &spec)
        return spec
    }

    /// The ``smoothed`` suite's cases. Under `.none` the constructions draw every smoothing as
    /// asked, and the other suites' `.none` cases fit their radii with no room to spare for
    /// flanks; a `.none` case whose flanks would overshoot an edge (the `flank-overshoot`
    /// control's territory) takes the largest smoothing that fits instead,
    /// `s ≤ (L − tᵢ − tⱼ)/(tᵢ + tⱼ)` on every edge, scaled by the drawn value.
    static let smoothedGen: Gen<ShapeSpec> = {
        let family = Gen.frequency([(weight: 8, gen: starGen), (weight: 5, gen: polygonGen),
                                    (weight: 3, gen: regularPolygonGen), (weight: 3, gen: rectGen),
                                    (weight: 5, gen: borderGen)])
        return Gen { source throws(Rejection) in
            let spec = try family.run(&source)
            let drawn = try smoothingDraw.run(&source)
            var smoothed = withSmoothing(spec, drawn)
            if clamping(of: spec) == CornerRounding.Clamping.none, drawn > 0, let built = try? spec.build() {
                // Built once unsmoothed to read the corners' tangent lengths along each edge.
                smoothed = withSmoothing(spec, drawn * fittingSmoothing(built))
            }
            if drawn > 0, let built = try? smoothed.build(), flankReachesAcuteSharpVertex(built) { throw Rejection() }
            return smoothed
        }
    }()

    /// The interior angle below which a sharp vertex reached by a flank is outside the
    /// ``smoothed`` suite's domain: 15°, where two segments leaving a joint turn by more than the
    /// ≈165° the core's curve contact test recognises as a joint (FilletGeometry's `CurveContacts`:
    /// a contact within ``FilletGeometry/Path/intersectionJointSlack`` tolerances of an end is at
    /// that end). Lines and arcs are intersected in closed form and meet only at such a joint;
    /// a flank, tested by subdivision, lies within the contact tolerance of its neighbour for
    /// `tolerance / sin(angle)` along the path, and the outline is reported as touching itself.
    /// Such cases (a flank filling its edge up to a thin spike's sharp tip) are discarded and
    /// counted; `SmoothedSuiteTests` pins the behaviour, so a core that learns these joints shows.
    static let acuteSharpVertexAngle = Double.pi / 12

    /// Whether a flank of `built` ends at, or within 10⁻⁶ of its edge's length of, a vertex drawn
    /// sharp (no fillet, or one whose tangent length is within 10⁻⁹ of the edge) whose interior
    /// angle is below
    /// ``acuteSharpVertexAngle``.
    static func flankReachesAcuteSharpVertex(_ built: BuiltShape) -> Bool {
        let corners = built.corners
        var rings = [0..<corners.count]
        if case .border = built.construction, corners.count == 8 { rings = [0..<4, 4..<8] }
        for ring in rings where ring.count >= 3 {
            for index in ring {
                let corner = corners[index]
                guard corner.cornerAngle < acuteSharpVertexAngle else { continue }
                let previous = index == ring.lowerBound ? ring.upperBound - 1 : index - 1
                let next = index + 1 == ring.upperBound ? ring.lowerBound : index + 1
                for neighbour in [previous, next] where corners[neighbour].smoothing > 0 {
                    let length = corner.vertex.distance(to: corners[neighbour].vertex)
                    // Sharp as drawn: a fillet of tangent length within 10⁻⁹ of the edge is a point.
                    guard corner.tangentLength <= 1e-9 * length else { continue }
                    if length - corners[neighbour].cutLength <= 1e-6 * length { return true }
                }
            }
        }
        return false
    }

    /// The clamp policy of a construction's spec (`nil` for the seeds, which have none).
    static func clamping(of spec: ShapeSpec) -> CornerRounding.Clamping? {
        switch spec {
        case .star(let p): return p.clamping
        case .polygon(let p): return p.clamping
        case .regularPolygon(let p): return p.clamping
        case .rect(let p): return p.clamping
        case .border(let p): return p.clamping
        case .seed000, .seed001, .seed002, .seed003, .seed004: return nil
        }
    }

    /// The largest uniform smoothing in [0, 1] whose flanks fit every edge of `built`'s corners
    /// (in path order: one ring, or a border's two rings of four): on the edge from corner i to
    /// corner j of length L, `(1 + s)·(tᵢ + tⱼ) ≤ L`.
    static func fittingSmoothing(_ built: BuiltShape) -> Double {
        let corners = built.corners
        var rings = [0..<corners.count]
        if case .border = built.construction, corners.count == 8 { rings = [0..<4, 4..<8] }
        var fitting = 1.0
        for ring in rings where ring.count >= 2 {
            for index in ring {
                let first = corners[index], second = corners[index + 1 == ring.upperBound ? ring.lowerBound : index + 1]
                let tangents = first.tangentLength + second.tangentLength
                guard tangents > 0 else { continue }
                let length = first.vertex.distance(to: second.vertex)
                fitting = Swift.min(fitting, Swift.max(0, (length - tangents) / tangents))
            }
        }
        return fitting
    }

    /// The ``smoothed`` suite's negative controls.
    ///
    /// - `g1-handles`: the constructions' flanks with the handle rule of Figma's and androidx's
    ///   flanks (`P1 = (P0 + 2·P2)/3` on entry, mirrored on exit): still tangent-continuous, but
    ///   the curvature where a flank meets the arc misses `1/r` by 30 % to 900 % of it (the DocC
    ///   article's table), so curvature continuity must fail. Smoothing in [0.05, 0.95]: at 1 no
    ///   arc is left and the two flanks of a corner, mirror images, meet with equal curvature, so
    ///   the handle rule breaks nothing there.
    /// - `flank-overshoot`: rects whose radii fit (`2r ≤ side`) but whose flanks do not:
    ///   `(1 + s)·2r = f·side` under `.none`, so the line between two flanks runs backwards.
    static let smoothedControls: [NegativeControl] = [
        NegativeControl(name: "g1-handles",
                        summary: "flank handles P1 = (P0 + 2·P2)/3 (Figma's, androidx's rule): G1 at the arc, not G2",
                        expectedFailures: [.curvatureContinuity], gen: g1HandlesGen, altering: withG1OnlyFlankHandles),
        NegativeControl(name: "flank-overshoot",
                        summary: "rect, (1 + s)·2r = f·min(w, h) with 2r < min(w, h): the flanks overlap, the line between them runs backwards",
                        expectedFailures: [.tangentContinuity], gen: smoothedOvershootGen),
    ]

    /// Stars, regular polygons and rects under `.none` with every corner rounded (a radius of 5 %
    /// to 60 % of what fits, leaving room for flanks: at least 2/3 smoothing fits) and smoothing in
    /// [0.05, 0.95], at most what fits (``fittingSmoothing(_:)``): every corner has two flanks.
    static let g1HandlesGen: Gen<ShapeSpec> = {
        let smoothing = Gen.double(in: 0.05...0.95, label: "smoothing")
        let fraction = Gen.double(in: 0.05...0.6, label: "cornerRadius fraction")
        let sides = Gen.int(in: 3...12, label: "sides")
        let points = Gen.int(in: 3...12, label: "points")
        let ratio = Gen.double(in: 0.2...0.8, label: "innerRatio")
        let kind = Gen.int(in: 0...2, label: "construction")
        return Gen { source throws(Rejection) in
            var spec: ShapeSpec
            switch try kind.run(&source) {
            case 0:
                var p = ShapeSpec.RectParameters()
                p.rect = try rectFrame.run(&source)
                p.clamping = .none
                p.cornerRadii = .init(try fraction.run(&source) * Swift.min(p.rect.width, p.rect.height) / 2)
                spec = .rect(p)
            case 1:
                var p = ShapeSpec.RegularPolygonParameters()
                p.sides = try sides.run(&source)
                p.radius = try sizeGen.run(&source)
                p.center = Point(x: try centreGen.run(&source) * p.radius, y: try centreGen.run(&source) * p.radius)
                p.rotation = try angleGen.run(&source)
                p.clamping = .none
                p.cornerRadius = try fraction.run(&source) * p.radius * cos(Double.pi / Double(p.sides))
                spec = .regularPolygon(p)
            default:
                var p = ShapeSpec.StarParameters()
                p.points = try points.run(&source)
                p.innerRatio = try ratio.run(&source)
                p.outerRadius = try sizeGen.run(&source)
                p.center = Point(x: try centreGen.run(&source) * p.outerRadius, y: try centreGen.run(&source) * p.outerRadius)
                p.rotation = try angleGen.run(&source)
                p.clamping = .none
                let budget = starEdgeBudget(points: p.points, innerRatio: p.innerRatio ?? 0.5, outerRadius: p.outerRadius)
                // Half the edge to each corner's fillet: both fit, with room for flanks.
                let used = try fraction.run(&source) * budget.edge / 2
                p.outerCornerRadius = used / budget.outerTangentPerRadius
                p.innerCornerRadius = used / budget.innerTangentPerRadius
                spec = .star(p)
            }
            let drawn = try smoothing.run(&source)
            guard let built = try? spec.build() else { throw Rejection() }
            return withSmoothing(spec, Swift.min(drawn, fittingSmoothing(built)))
        }
    }()

    /// `shape` with every flank's inner handle moved to the G1-only rule of Figma's and
    /// androidx's flanks: on an entry flank (P0, P1, P2 on the edge) `P1 = P0 + ⅔·(P2 − P0)`, on
    /// an exit flank (P1, P2, P3 on the edge) `P2 = P3 + ⅔·(P1 − P3)`. Which end lies on the edge
    /// is read from the control points (the smaller sine of the turn at P1 or at P2), not from
    /// the order of the elements. `nil` when the path has no cubic (nothing to alter).
    public static func withG1OnlyFlankHandles(_ shape: ShapeUnderTest) -> ShapeUnderTest? {
        var elements = shape.path.elements
        var current = Point.zero, subpathStart = Point.zero, altered = 0
        for index in elements.indices {
            switch elements[index] {
            case .move(let to):
                current = to
                subpathStart = to
            case .line(let to): current = to
            case .arc(let arc): current = arc.endPoint
            case .quad(_, let to): current = to
            case .cubic(let control1, let control2, let to):
                func sine(_ a: Vector, _ b: Vector) -> Double {
                    let lengths = a.length * b.length
                    return lengths > 0 ? Swift.abs(a.cross(b)) / lengths : 1
                }
                let entry = sine(control1 - current, control2 - control1) <= sine(control2 - control1, to - control2)
                elements[index] = entry
                    ? .cubic(control1: current + (control2 - current) * (2.0 / 3.0), control2: control2, to: to)
                    : .cubic(control1: control1, control2: to + (control1 - to) * (2.0 / 3.0), to: to)
                altered += 1
                current = to
            case .close: current = subpathStart
            }
        }
        guard altered > 0, let path = try? Path(elements: elements) else { return nil }
        var result = shape
        result.path = path
        return result
    }

    /// Rects under `.none` with four equal radii `r` and smoothing `s ∈ [0.2, 1]`, chosen so
    /// that the fillets fit and the flanks do not: `(1 + s)·2r = f·side` (`side` the shorter
    /// one, `f` the controls' overshoot factor capped at `(1 + s)·0.95 ≥ 1.14`, so `2r ≤ 0.95·side`).
    static let smoothedOvershootGen: Gen<ShapeSpec> = {
        let smoothing = Gen.double(in: 0.2...1, label: "smoothing")
        return Gen { source throws(Rejection) in
            var p = ShapeSpec.RectParameters()
            p.rect = try rectFrame.run(&source)
            p.clamping = .none
            let side = Swift.min(p.rect.width, p.rect.height)
            p.smoothing = try smoothing.run(&source)
            let factor = Swift.min(try overshoot.run(&source), (1 + p.smoothing) * 0.95)
            p.cornerRadii = .init(factor * side / (2 * (1 + p.smoothing)))
            return .rect(p)
        }
    }()
}
