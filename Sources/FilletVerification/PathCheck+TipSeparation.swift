import FilletGeometry

extension PathCheck {
    /// Whether the two sides of a spike tip meet nowhere within `radius` of it but within `blur` of
    /// it (the joint itself, at the contact tolerance): a certificate, read from the sides' own
    /// control points, that a contact in that disc is the tip's tolerance blur and not a crossing.
    ///
    /// The separator is a line through the tip along `m`, one of a few combinations of the
    /// directions in which the sides leave it (`away`, the arriving side walked backwards, and
    /// `onward`; ``separatorWeights``). Each side, walked from the tip, must stay strictly on one side
    /// of that line, the other side on the other (either way round: sides may cross within the
    /// blur and part swapped), wherever it is inside the disc and outside the joint's blur:
    /// - a line: the sign of one cross product;
    /// - a cubic: `f(t) = m × (B(t) − tip)` is a cubic polynomial whose Bernstein coefficients are
    ///   `m × (Pᵢ − tip)`. With `P₀` the tip, coefficients of one sign and the last nonzero make `f`
    ///   of that sign on (0, 1]; a piece not touching the tip needs all four strictly signed. A
    ///   piece that is neither is halved (de Casteljau), unless its control box misses the disc or
    ///   lies within the blur; at most ``tipSeparationPieceLimit`` pieces, then no certificate.
    /// - an arc: no certificate (the caller keeps the model's range for it).
    ///
    /// Where the sides' end tangents come from a retracted handle, `B(t) − tip` starts as a second-
    /// or third-order term, and a model of the sides near the tip in powers of the parameter holds
    /// only over a range far shorter than the tip (``thirdOrderRange(_:atEnd:tolerance:)``); this
    /// reads the shape instead. The coefficients are rounded to 2⁻⁵² of each control point's
    /// distance from the tip, nine orders below the contact tolerance.
    /// - Precondition: `arriving.end == leaving.start` (the tip); the caller checks it.
    ///
    /// `refutesByWitness` (tests only turn it off) lets a halving that goes on past
    /// ``tipSeparationWitnessSearchAfter`` pieces look for a point of the side that settles it
    /// (``hasWrongSideWitness(_:separator:sign:disc:joint:)``): the same answer, sooner.
    static func sidesStayApart(arriving: PreparedSegment, leaving: PreparedSegment, away: Vector, onward: Vector,
                               radius: Double, blur: Double, refutesByWitness: Bool = true) -> Bool {
        guard radius.isFinite, radius > 0, blur >= 0 else { return false }
        // Discs about the tip, in coordinates relative to it (see staysOnItsSide).
        let tip = arriving.end
        let disc = Disc(center: .zero, radius: radius), joint = Disc(center: .zero, radius: blur)
        for weight in separatorWeights {
            let separator = (away * (1 - weight) + onward * weight).normalized
            guard separator.isFinite else { continue }
            for arrivingSign in [1.0, -1.0]
            where staysOnItsSide(arriving, fromEnd: true, tip: tip, separator: separator, sign: arrivingSign,
                                 disc: disc, joint: joint, refutesByWitness: refutesByWitness)
                && staysOnItsSide(leaving, fromEnd: false, tip: tip, separator: separator, sign: -arrivingSign,
                                  disc: disc, joint: joint, refutesByWitness: refutesByWitness) {
                return true
            }
        }
        return false
    }

    /// The separators tried, as weights of `onward` against `away`: the bisector first, then lines
    /// nearer one side, for a side that bends toward the other without reaching it; then lines
    /// beyond either side (negative weights, or above 1), for sides whose directions at the tip come
    /// from tiny handles and differ from the ones they part in.
    static let separatorWeights = [0.5, 0.125, 0.875, 1.0 / 64, 63.0 / 64, -1.0 / 64, 65.0 / 64, -0.5, 1.5]

    /// Pieces a curve side may be cut into before ``sidesStayApart(arriving:leaving:away:onward:radius:blur:refutesByWitness:)``
    /// gives up. A cubic crosses the separator at most three times, and each level of halving
    /// leaves at most a few pieces straddling it or the disc's edge: about forty levels.
    static let tipSeparationPieceLimit = 160

    /// Whether `side`, walked from the tip (from its end when `fromEnd`), keeps `m × (point − tip)`
    /// of the sign of `sign` wherever it is inside `disc` and outside `joint` (both about the tip,
    /// in coordinates relative to it), except at the tip.
    ///
    /// The curve is halved in coordinates relative to the tip (its control points less the tip,
    /// once), so the halving rounds at the scale of the tip's neighbourhood, not at that of the
    /// coordinates: at an offset of 10⁷ their rounding step is two contact tolerances of a
    /// size-1 path, enough to round a shallow crossing away.
    static func staysOnItsSide(_ side: PreparedSegment, fromEnd: Bool, tip: Point, separator: Vector,
                               sign: Double, disc: Disc, joint: Disc, refutesByWitness: Bool) -> Bool {
        func offset(_ point: Point) -> Double { sign * separator.cross(point - .zero) }
        func local(_ point: Point) -> Point { .zero + (point - tip) }
        switch side.geometry {
        case .arc:
            return false
        case .line(let from, let to):
            let far = local(fromEnd ? from : to)
            return offset(far) > 0 || joint.contains(BoundingBox(.zero, far))
        case .curve(let curve):
            let walked = walkedFromTip(curve, fromEnd: fromEnd, tip: tip)
            guard walked.p0 == .zero else { return false }
            var pending: [(piece: CubicCurve, atTip: Bool)] = [(walked, true)]
            var pieces = 0
            while let (piece, atTip) = pending.popLast() {
                pieces += 1
                guard pieces <= tipSeparationPieceLimit else { return false }
                if refutesByWitness, pieces == tipSeparationWitnessSearchAfter,
                   hasWrongSideWitness(walked, separator: separator, sign: sign, disc: disc, joint: joint) {
                    return false
                }
                let values = (offset(piece.p0), offset(piece.p1), offset(piece.p2), offset(piece.p3))
                let signed = atTip ? values.1 >= 0 && values.2 >= 0 && values.3 > 0
                                   : values.0 > 0 && values.1 > 0 && values.2 > 0 && values.3 > 0
                let box = piece.controlBounds
                if signed || (!atTip && !disc.meets(box)) || joint.contains(box) { continue }
                let (near, far) = piece.split(at: 0.5)
                pending.append((far, false))
                pending.append((near, atTip))
            }
            return true
        }
    }

    /// `curve` walked from the tip (from its end when `fromEnd`), in coordinates relative to `tip`:
    /// its first control point is `.zero` when the curve starts (or ends) at the tip.
    static func walkedFromTip(_ curve: CubicCurve, fromEnd: Bool, tip: Point) -> CubicCurve {
        func local(_ point: Point) -> Point { .zero + (point - tip) }
        return fromEnd ? CubicCurve(local(curve.p3), local(curve.p2), local(curve.p1), local(curve.p0))
                       : CubicCurve(local(curve.p0), local(curve.p1), local(curve.p2), local(curve.p3))
    }

    /// The pieces ``sidesStayApart(arriving:leaving:away:onward:radius:blur:refutesByWitness:)``
    /// halves on one side before it looks for a witness that the side crosses: a side that stays on
    /// its side settles in a few pieces; one on the wrong side is halved to the limit.
    static let tipSeparationWitnessSearchAfter = 8

    /// The most points ``hasWrongSideWitness(_:separator:sign:disc:joint:)`` tries: a blur down to
    /// 2⁻⁶⁴ of the side's size.
    static let tipSeparationWitnessSteps = 64

    /// Whether a point of `walked` (a side walked from the tip, which is its start, at `.zero`)
    /// shows that the halving in `staysOnItsSide` cannot succeed: a point `B(t)` with
    /// `sign·m × B(t) < −δ` and `blur + δ < |B(t)| < radius − δ`, where δ = 2⁻³⁰·M and M is the
    /// largest coordinate of the control points.
    ///
    /// Why the answer is the same: the halving pops a piece and halves it unless its control values
    /// are signed, or its box misses the disc, or lies within the joint's blur. The piece whose
    /// parameter interval holds `t` has control points within a few ulps of M per level (at most
    /// ``tipSeparationPieceLimit`` levels: below 2⁻⁴² M, far inside δ) of the exact sub-curve's,
    /// whose hull holds `B(t)`: so one of its values is below 0 (the tip's own value is exactly 0,
    /// so for a piece at the tip it is one of the three that must be signed), its box holds a point
    /// within the disc and one outside the blur. It is halved, and one half again holds `t`: the
    /// stack never empties, and the halving ends at the piece limit, refused.
    ///
    /// The points tried are `t = 2⁻ᵏ`, k = 1 … ``tipSeparationWitnessSteps``, while the sub-curve
    /// on [0, t] can still leave the blur (`3·t·max|Pᵢ| > blur`, as `|B(s)| ≤ 3·s·max|Pᵢ|` on
    /// [0, 1] with `P₀ = 0`): each scale of the disc about the tip, ≈ log₂(size / blur) points.
    /// Finding none proves nothing: the halving then runs as before.
    static func hasWrongSideWitness(_ walked: CubicCurve, separator: Vector, sign: Double, disc: Disc,
                                    joint: Disc) -> Bool {
        func magnitude(_ point: Point) -> Double { Swift.max(Swift.abs(point.x), Swift.abs(point.y)) }
        let largest = Swift.max(magnitude(walked.p1), Swift.max(magnitude(walked.p2), magnitude(walked.p3)))
        let margin = 0x1p-30 * largest
        let inner = disc.radius - margin, outer = joint.radius + margin
        guard walked.p0 == .zero, margin.isFinite, largest > 0, outer >= 0, inner > outer else { return false }
        let reach = Swift.max((walked.p1 - .zero).length,
                              Swift.max((walked.p2 - .zero).length, (walked.p3 - .zero).length))
        var t = 0.5, steps = 0
        while steps < tipSeparationWitnessSteps, 3 * t * reach > outer {
            let point = walked.point(at: t)
            let offset = sign * separator.cross(point - .zero)
            let squared = (point - .zero).lengthSquared
            if offset < -margin, squared < inner * inner, squared > outer * outer { return true }
            t *= 0.5
            steps += 1
        }
        return false
    }
}
