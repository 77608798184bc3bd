import Foundation
import FilletGeometry
import FilletSupport
import PropertyCheck

extension VerificationSuite {
    /// The users' gate (``PathCheck``, what `fillet check path` runs) on paths whose joins are
    /// known by construction: the construction suites run the catalogue's own join analysis,
    /// never the users' join policy and the curve end measures it reads.
    ///
    /// Each case is one of (`userPathGen`), scaled by 10⁻³…10³ and placed up to 3 of its sizes
    /// from the origin:
    /// - a closed uniform cubic B-spline of 5…10 control points on a wobbly star, written as its
    ///   Bézier pieces (`b₀ = (Pᵢ₋₁ + 4Pᵢ + Pᵢ₊₁)/6`, `b₁ = (2Pᵢ + Pᵢ₊₁)/3`, `b₂ = (Pᵢ + 2Pᵢ₊₁)/3`,
    ///   each join point computed once): C² at every join, so every join is smooth and no
    ///   curvature jumps;
    /// - an open chain cubic → circular arc → cubic, each cubic meeting the arc G² by its
    ///   control points: the handle at the arc along its tangent (length `a`), the next control
    ///   point `3κa²/2` off that line toward the arc's side, since a cubic's curvature at its
    ///   start is `(2/3)·(p₁ − p₀) × (p₂ − p₁) / |p₁ − p₀|³` (de Casteljau; the arc's curvature
    ///   is `±1/r`, read by the gate from the arc, not from a curve);
    /// - either of them with one join broken (3 in 10): the handle leaving the join (a B-spline's
    ///   `b₁`, or the second cubic's first control point) rotated about it by 0.3°…2.5° either
    ///   way, less than the gate's 3° kink threshold: a near-miss kink;
    /// - a closed spike (`addSpike(crossing:size:tip:into:_:)`): two cubic sides leaving a tip
    ///   at an angle of 0.05°…12° (sharper than the core's joint slack, so the gate sets the
    ///   contacts along the tip aside as the tip itself), joined by an arc about the tip; its
    ///   sides meet only at the tip, or (half of them) cross halfway out, beyond the tip;
    /// - a lens with a loop (`addLoopedLens(size:tip:into:_:)`): a spike's sides meeting again
    ///   at their far ends, where a full circle lies between them along the path: a contact that
    ///   is no joint, which the gate's search beyond the tip must report.
    ///
    /// What must hold: ``Invariant/tangentContinuity`` passes exactly on the cases where no join
    /// turns by 0.1°…2.9° as read from the control points (`userPathJoinTurns(_:)`), and
    /// ``Invariant/curvatureContinuity`` (gating at a jump of 10⁻⁶/size) passes on them;
    /// ``Invariant/nonSelfIntersection`` passes on the spikes whose sides meet only at the tip and
    /// fails on those that cross (read from the first side's control points,
    /// `userPathSpikeCrossing(_:)`). It is not asked of the chains (a random B-spline may cross
    /// itself), nor are the flattening's invariants (the path suite holds them).
    public static let userPath = VerificationSuite(
        summary: "the users' gate (check path) on B-spline and arc–cubic G² chains, smooth or with a near-miss kink, and on sharp spikes",
        weight: 1, property: userPathProperty)

    /// The largest curvature jump (× 1/size) the smooth cases are gated at: their joins are C²
    /// or G² up to the rounding of their control points (10⁻¹³ of 1/size at the most).
    static let userPathCurvatureJump = 1e-6

    /// The gate's options for the suite: the join invariants, the curvature jump gating.
    static let userPathOptions = PathCheck.Options(
        maximumCurvatureJump: userPathCurvatureJump,
        unchecked: [.nonSelfIntersection, .flatteningDeviation, .flatteningChordCount, .orientation, .arcCubics],
        describesPassingVerdicts: false)

    /// The gate's options for the suite's spikes: ``userPathOptions`` with
    /// ``Invariant/nonSelfIntersection`` asked.
    static let userPathSpikeOptions: PathCheck.Options = {
        var options = userPathOptions
        options.unchecked.remove(.nonSelfIntersection)
        return options
    }()

    /// The ``userPath`` suite's property.
    public static let userPathProperty = Property<Path>("user-path", userPathGen) { path, checks in
        let turns = userPathJoinTurns(path)
        let nearMiss = turns.first { $0 > userPathBrokenTurn && $0 < userPathCornerTurn }
        let crossing = userPathSpikeCrossing(path)
        let report = PathCheck.check(path, options: crossing == nil ? userPathOptions : userPathSpikeOptions)
        checks.classify(nearMiss != nil, "near-miss kink")
        checks.classify(path.subpaths.first?.isClosed == true && crossing == nil, "B-spline")
        checks.classify(crossing == false, "sharp spike")
        checks.classify(crossing == true, "spike crossing or touching beyond its tip")
        guard let tangent = report[.tangentContinuity] else {
            checks.expect(Invariant.tangentContinuity.name, false, margin: -1, detail: "not evaluated")
            return
        }
        let broken = nearMiss != nil
        checks.expect(Invariant.tangentContinuity.name, tangent.passed != broken,
                      margin: broken ? -tangent.margin : tangent.margin,
                      detail: "the control points turn by \((nearMiss ?? turns.max() ?? 0) * 180 / Double.pi)° at a join, "
                        + "the gate's verdict \(tangent.passed ? "held" : "failed"): \(tangent.detail)")
        if let crossing {
            guard let simple = report[.nonSelfIntersection] else {
                checks.expect(Invariant.nonSelfIntersection.name, false, margin: -1, detail: "not evaluated")
                return
            }
            checks.expect(Invariant.nonSelfIntersection.name, simple.passed != crossing,
                          margin: crossing ? -simple.margin : simple.margin,
                          detail: (crossing ? "the spike's sides cross or touch beyond its tip" : "the spike's sides meet only at its tip")
                            + " (\(simple.passed ? "held" : "failed")): \(simple.detail)")
        }
        guard !broken else { return }
        guard let curvature = report[.curvatureContinuity] else {
            checks.expect(Invariant.curvatureContinuity.name, false, margin: -1, detail: "not evaluated")
            return
        }
        checks.expect(Invariant.curvatureContinuity.name, curvature.passed, margin: curvature.margin,
                      detail: "C² or G² joins by construction: \(curvature.detail)")
    }

    /// Whether `path` is one of the suite's spikes (`move`, cubic, arc about the move's point,
    /// cubic, `close`) whose sides cross: its first side's first handle and its end lie on
    /// opposite sides of the spike's axis (the tip to the arc's middle). `nil` for another path.
    /// A lens whose loop (a full circle) starts where its first side ends
    /// (``addLoopedLens(size:tip:into:_:)``) touches itself there: `true`.
    static func userPathSpikeCrossing(_ path: Path) -> Bool? {
        guard path.elements.count == 5, case .move(let tip) = path.elements[0],
              case .cubic(let handle, _, let end) = path.elements[1], case .arc(let arc) = path.elements[2],
              case .cubic = path.elements[3], case .close = path.elements[4] else { return nil }
        if Swift.abs(arc.sweep) == Angle.twoPi, arc.startPoint == end { return true }
        guard arc.center == tip else { return nil }
        let axis = arc.point(atAngle: arc.startAngle + arc.sweep / 2) - tip
        return (axis.cross(handle - tip) > 0) != (axis.cross(end - tip) > 0)
    }

    /// A join of a case turning by more than this (radians: 0.1°) and less than
    /// ``userPathCornerTurn`` was broken by its generator, whose kinks turn by 0.3°…2.5°; the
    /// smooth joins turn by rounding only, the spikes' corners by 45° or more.
    static let userPathBrokenTurn = 0.1 * Double.pi / 180

    /// 2.9°: below the gate's 3° kink threshold, above every kink drawn.
    static let userPathCornerTurn = 2.9 * Double.pi / 180

    /// The turns (radians) at the joins of `path`, read from its control points alone: a
    /// curve's end directions are its first non-zero handles, an arc's are perpendicular to its
    /// radius at its ends, a line's its own; a closed subpath's last piece joins its first.
    /// The gate's join analysis (prepared segments' tangents) is not asked.
    static func userPathJoinTurns(_ path: Path) -> [Double] {
        var turns: [Double] = []
        var pen = Point.zero, first: Vector?, previous: Vector?
        func join(_ incoming: Vector?, _ outgoing: Vector) {
            guard let incoming else { return }
            turns.append(Swift.abs(atan2(incoming.cross(outgoing), incoming.dot(outgoing))))
        }
        func handle(_ from: Point, _ candidates: [Point]) -> Vector {
            candidates.first { $0 != from }.map { $0 - from } ?? Vector(dx: 1, dy: 0)
        }
        for element in path.elements {
            var start: Vector, end: Vector, to: Point
            switch element {
            case .move(let point):
                pen = point
                first = nil
                previous = nil
                continue
            case .line(let point):
                guard point != pen else { continue }
                (start, end, to) = (point - pen, point - pen, point)
            case .arc(let arc):
                let side = arc.sweep >= 0 ? 1.0 : -1.0
                (start, end, to) = (arc.startDirection.perpendicular * side, arc.endDirection.perpendicular * side, arc.endPoint)
            case .quad(let control, let point):
                (start, end, to) = (handle(pen, [control, point]), handle(point, [control, pen]) * -1, point)
            case .cubic(let control1, let control2, let point):
                (start, end, to) = (handle(pen, [control1, control2, point]), handle(point, [control2, control1, pen]) * -1, point)
            case .close:
                if let first, let previous { join(previous, first) }
                continue
            }
            join(previous, start)
            if first == nil { first = start }
            previous = end
            pen = to
        }
        return turns
    }

    static let userPathKind = Gen.int(in: 0...4, label: "user-path kind")
    static let userPathTipAngle = Gen.double(in: log10(0.05)...log10(12), edgeProbability: 0,
                                             label: "log10 spike tip degrees")
    static let userPathBroken = Gen.bool(probability: 0.3)
    static let userPathControlCount = Gen.int(in: 5...10, label: "B-spline control points")
    // No edge values: a round coordinate reads to the gate as written with few decimals, and the
    // precision the users' policy then allows its joins (``PathCheck``'s written-precision term)
    // may cover a drawn kink; the suite's paths are computed, every number with all its digits.
    static let userPathUnit = Gen.double(in: 0...1, edgeProbability: 0, label: "unit draw")
    static let userPathScale = Gen.double(in: -3...3, edgeProbability: 0, label: "log10 scale")
    static let userPathOffset = Gen.double(in: -3...3, edgeProbability: 0, label: "offset/scale")
    static let userPathKink = Gen.double(in: 0.3...2.5, edgeProbability: 0, label: "kink degrees")

    /// The ``userPath`` suite's cases (see ``userPath``).
    static let userPathGen: Gen<Path> = Gen { source throws(Rejection) in
        let size = pow(10, try userPathScale.run(&source))
        let origin = Point(x: try userPathOffset.run(&source) * size, y: try userPathOffset.run(&source) * size)
        let broken = try userPathBroken.run(&source)
        let kink = (try userPathKink.run(&source)) * Double.pi / 180 * (try userPathUnit.run(&source) < 0.5 ? -1 : 1)
        func unit(_ range: ClosedRange<Double>) throws(Rejection) -> Double {
            range.lowerBound + (try userPathUnit.run(&source)) * (range.upperBound - range.lowerBound)
        }
        var path = Path()
        do {
            let kind = try userPathKind.run(&source)
            if kind == 4 {
                try addLoopedLens(size: size, tip: origin, into: &path, &source)
            } else if kind >= 2 {
                try addSpike(crossing: kind == 3, size: size, tip: origin, into: &path, &source)
            } else if kind == 0 {
                let count = try userPathControlCount.run(&source)
                var controls: [Point] = []
                for index in 0..<count {
                    let angle = (Double(index) + (try unit(-0.3...0.3))) * 2 * Double.pi / Double(count)
                    let radius = try unit(0.5...1) * size
                    controls.append(Point(x: origin.x + radius * cos(angle), y: origin.y + radius * sin(angle)))
                }
                func control(_ index: Int) -> Point { controls[(index % count + count) % count] }
                let joins = (0..<count).map { i in
                    Point(x: (control(i - 1).x + 4 * control(i).x + control(i + 1).x) / 6,
                          y: (control(i - 1).y + 4 * control(i).y + control(i + 1).y) / 6)
                }
                let brokenJoin = broken ? Int(try unit(0...0.999) * Double(count)) : -1
                try path.move(to: joins[0])
                for i in 0..<count {
                    var first = Point(x: (2 * control(i).x + control(i + 1).x) / 3, y: (2 * control(i).y + control(i + 1).y) / 3)
                    let second = Point(x: (control(i).x + 2 * control(i + 1).x) / 3, y: (control(i).y + 2 * control(i + 1).y) / 3)
                    if i == brokenJoin { first = rotated(first, about: joins[i], by: kink) }
                    try path.addCurve(to: joins[(i + 1) % count], control1: first, control2: second)
                }
                path.closeSubpath()
            } else {
                let radius = try unit(0.3...1) * size
                let sweep = try unit(0.3...2.5) * (try unit(0...1) < 0.5 ? -1 : 1)
                let arc = Arc(center: origin, radius: radius, startAngle: try unit(-Double.pi...Double.pi), sweep: sweep)
                let curvature = (sweep >= 0 ? 1 : -1) / radius
                // Into the arc's start: q₃ = A, q₂ = A − aT, q₁ = q₂ − bT + (3κa²/2)·N (N = T turned left).
                let startTangent = arc.startDirection.perpendicular * (sweep >= 0 ? 1 : -1)
                let a = try unit(0.1...0.5) * size, b = try unit(0.1...0.5) * size
                let q2 = arc.startPoint - startTangent * a
                let q1 = q2 - startTangent * b + startTangent.perpendicular * (1.5 * curvature * a * a)
                let q0 = q1 - startTangent * (try unit(0.1...0.5) * size) + startTangent.perpendicular * (try unit(-0.3...0.3) * size)
                try path.move(to: q0)
                try path.addCurve(to: arc.startPoint, control1: q1, control2: q2)
                try path.addArc(arc)
                // Out of the arc's end: p₀ = E, p₁ = E + aT, p₂ = p₁ + bT + (3κa²/2)·N.
                let endTangent = arc.endDirection.perpendicular * (sweep >= 0 ? 1 : -1)
                let a2 = try unit(0.1...0.5) * size, b2 = try unit(0.1...0.5) * size
                var p1 = arc.endPoint + endTangent * a2
                let p2 = p1 + endTangent * b2 + endTangent.perpendicular * (1.5 * curvature * a2 * a2)
                let p3 = p2 + endTangent * (try unit(0.1...0.5) * size) + endTangent.perpendicular * (try unit(-0.3...0.3) * size)
                if broken { p1 = rotated(p1, about: arc.endPoint, by: kink) }
                try path.addCurve(to: p3, control1: p1, control2: p2)
            }
        } catch {
            throw Rejection()
        }
        return path
    }

    /// A closed spike: from its tip, a cubic side out to a circle of radius `size` about the
    /// tip, an arc of that circle across the spike's angle α (0.05°…12°, log-uniform), a cubic
    /// side back to the tip. Sides leaving the tip at ±α/2 from the axis with their second
    /// control point bent outward by up to α/2 stay in their own angular sectors and meet only
    /// at the tip (every point of a side is a positive combination of its control points
    /// there). `crossing`: the first side ends at −α/2 and the second, its mirror image walked
    /// back, starts at +α/2; the two cross on the axis halfway out, where no tip is.
    static func addSpike(crossing: Bool, size: Double, tip: Point, into path: inout Path,
                         _ source: inout ChoiceSource) throws(Rejection) {
        let alpha = pow(10, try userPathTipAngle.run(&source)) * Double.pi / 180
        let axis = (try userPathUnit.run(&source)) * 2 * Double.pi - Double.pi
        let bend = (try userPathUnit.run(&source)) * alpha / 2
        func at(_ radius: Double, _ angle: Double) -> Point {
            Point(x: tip.x + radius * size * cos(axis + angle), y: tip.y + radius * size * sin(axis + angle))
        }
        let endAngle = crossing ? -alpha / 2 : alpha / 2
        let arc = Arc(center: tip, radius: size, startAngle: axis + endAngle, sweep: crossing ? alpha : -alpha)
        do {
            try path.move(to: tip)
            try path.addCurve(to: arc.startPoint, control1: at(1.0 / 3, alpha / 2),
                              control2: at(2.0 / 3, crossing ? -alpha / 2 - bend : alpha / 2 + bend))
            try path.addArc(arc)
            try path.addCurve(to: tip, control1: at(2.0 / 3, crossing ? alpha / 2 + bend : -alpha / 2 - bend),
                              control2: at(1.0 / 3, -alpha / 2))
            path.closeSubpath()
        } catch {
            throw Rejection()
        }
    }

    /// A closed lens with a loop: from its tip, a cubic side out to a point P on the axis at
    /// distance `size`, a full circle from P about a centre farther out on the axis (P its
    /// nearest point to the tip), a cubic side back to the tip. The sides leave the tip at ±α/2
    /// as a spike's do and stay on their own sides of the axis (their control points do), so
    /// they meet at the tip, a spike, and again at P: the far ends of the tip's sides touch, with
    /// a whole circle between them along the path — not a joint, so the path is not simple.
    static func addLoopedLens(size: Double, tip: Point, into path: inout Path,
                              _ source: inout ChoiceSource) throws(Rejection) {
        let alpha = pow(10, try userPathTipAngle.run(&source)) * Double.pi / 180
        let axis = (try userPathUnit.run(&source)) * 2 * Double.pi - Double.pi
        let bend = (try userPathUnit.run(&source)) * alpha / 2
        let radius = (0.2 + 0.8 * (try userPathUnit.run(&source))) * size
        let clockwise = try userPathUnit.run(&source) < 0.5
        func at(_ distance: Double, _ angle: Double) -> Point {
            Point(x: tip.x + distance * size * cos(axis + angle), y: tip.y + distance * size * sin(axis + angle))
        }
        let centre = Point(x: tip.x + (size + radius) * cos(axis), y: tip.y + (size + radius) * sin(axis))
        let loop = Arc(center: centre, radius: radius, startAngle: axis + Double.pi,
                       sweep: clockwise ? -Angle.twoPi : Angle.twoPi)
        do {
            try path.move(to: tip)
            try path.addCurve(to: loop.startPoint, control1: at(1.0 / 3, alpha / 2), control2: at(2.0 / 3, alpha / 2 + bend))
            try path.addArc(loop)
            try path.addCurve(to: tip, control1: at(2.0 / 3, -alpha / 2 - bend), control2: at(1.0 / 3, -alpha / 2))
            path.closeSubpath()
        } catch {
            throw Rejection()
        }
    }

    /// `point` rotated about `centre` by `angle` radians.
    static func rotated(_ point: Point, about centre: Point, by angle: Double) -> Point {
        let d = point - centre, c = cos(angle), s = sin(angle)
        return Point(x: centre.x + c * d.dx - s * d.dy, y: centre.y + s * d.dx + c * d.dy)
    }

}
