extension Path {
    /// A cheap, conclusive-or-silent pre-test for the commonest pair of the scan: two segments
    /// that follow each other along the path (a line and its tangent fillet, two lines at a
    /// corner). Returns `true` only when ``SegmentIntersection/contacts(_:_:tolerance:)`` followed
    /// by ``isJoint(_:_:_:tolerance:)`` would report nothing for the pair; `false` means "not
    /// proven", and the caller runs the exact test. The verdict is therefore never changed.
    ///
    /// The argument, with `tol` the contact tolerance and `J` the joint:
    ///
    /// ```
    /// |firstJoint − secondJoint| ≤ tol/4              the pair meets end to end at J
    /// |other end − J| > 5·tol/2 for both segments      a point near J is near no other end
    /// every coordinate involved ≤ 2⁴⁰·tol, tol > 0     rounding (≈ 2⁻⁵²·|x|) ≪ tol
    /// carrier root c (line/line, not collinear) or tangent foot c (line/arc), computed by the
    ///   exact test's own code, with |c − firstJoint|, |c − secondJoint| ≤ tol/2
    /// ```
    ///
    /// Then the exact test finds exactly one root, `c`, within `tol` of both segments (each has an
    /// end point within `tol/2` of it), keeps it as a touching contact whose ends are exactly the
    /// joint's two ends (the far ends are more than `2·tol` away), and ``isJoint`` accepts it iff
    /// the joint's ends are within the slack along the path — which is checked here with the same
    /// formula. Collinear lines, secant line/circle roots, arc/arc pairs, point-like segments and
    /// anything non-finite are left to the exact test.
    /// The two items are read in place in the scan table, and the carrier helpers of the line and
    /// arc cases are inlined, so no 200-byte item is copied per pair (the copies cost more than
    /// the test).
    /// - Complexity: O(1), no trigonometry, no square root for line/line.
    static func meetOnlyAtTheirJoint(_ first: UnsafePointer<SweepItem>, _ second: UnsafePointer<SweepItem>,
                                     tolerance: Double) -> Bool {
        let a = first.pointee.segment, b = second.pointee.segment
        guard a.subpathIndex == b.subpathIndex, a.extent > tolerance, b.extent > tolerance
        else { return false }
        let toleranceSquared = tolerance * tolerance
        let firstAtEnd: Bool, secondAtEnd: Bool
        if (a.end - b.start).lengthSquared <= 0.0625 * toleranceSquared {
            firstAtEnd = true
            secondAtEnd = false
        } else if (a.start - b.end).lengthSquared <= 0.0625 * toleranceSquared {
            firstAtEnd = false
            secondAtEnd = true
        } else {
            return false
        }
        let firstJoint = firstAtEnd ? a.end : a.start, firstFar = firstAtEnd ? a.start : a.end
        let secondJoint = secondAtEnd ? b.end : b.start, secondFar = secondAtEnd ? b.start : b.end
        guard (firstFar - firstJoint).lengthSquared > 6.25 * toleranceSquared,
              (secondFar - secondJoint).lengthSquared > 6.25 * toleranceSquared,
              Swift.max(reach(of: a), reach(of: b)) <= 0x1p40 * tolerance
        else { return false }
        let contact: Point
        switch (a.geometry, b.geometry) {
        case (.line, .line):
            guard case .root(let root) = SegmentIntersection.lineLineCarriers(a, b, tolerance: tolerance)
            else { return false }
            contact = root
        case (.line, .arc):
            guard case .tangent(let foot) = SegmentIntersection.lineCircleCarriers(a, b, tolerance: tolerance)
            else { return false }
            contact = foot
        case (.arc, .line):
            guard case .tangent(let foot) = SegmentIntersection.lineCircleCarriers(b, a, tolerance: tolerance)
            else { return false }
            contact = foot
        case (.curve, .line), (.line, .curve), (.curve, .curve), (.curve, .arc), (.arc, .curve):
            return curvesMeetOnlyAtTheirJoint(first, atEnd: firstAtEnd, second, atEnd: secondAtEnd,
                                              tolerance: tolerance)
        case (.arc, .arc):
            return false
        }
        guard (contact - firstJoint).lengthSquared <= 0.25 * toleranceSquared,
              (contact - secondJoint).lengthSquared <= 0.25 * toleranceSquared else { return false }
        return distanceAlongPath(first.pointee, atEnd: firstAtEnd, second.pointee, atEnd: secondAtEnd)
            <= intersectionJointSlack * tolerance
    }

    /// ``meetOnlyAtTheirJoint(_:_:tolerance:)`` for a pair with a curve (and a curve, a line or an
    /// arc): piece 1 ends (or starts) at its joint point `J₁`, piece 2 starts (or ends) at `J₂`,
    /// at most tol/4 apart (``meetOnlyAtTheirJoint(_:_:tolerance:)`` checked it; `J₁ = J₂` bit for
    /// bit for consecutive monotone pieces of one curve or a curve starting where the previous
    /// segment ends, a few ulps apart where an elliptical arc's cubics or an arc meet), and their
    /// hull points (a curve's control points, a line's ends, an arc's ends and tangent apex for
    /// sweeps below 0.9π: ``CurveContacts/hull(_:)``) lie in two cones at their own joints that
    /// open away from each other:
    ///
    /// ```
    /// w = unit(u₂ − u₁)        uᵢ: unit direction from Jᵢ to piece i's far end (cones: |u₂ − u₁| ≥ 1)
    /// every hull point p ≠ J₁ of piece 1:  (p − J₁)·w ≤ −½·|p − J₁|     (within 60° of −w)
    /// every hull point q ≠ J₂ of piece 2:  (q − J₂)·w ≥  ½·|q − J₂|     (within 60° of  w)
    /// far ends more than 8·tol from their joints;  δ = |J₁ − J₂| ≤ tol/4
    /// ```
    /// Each piece lies in the hull of its points, so in its (convex) cone. Moved by `J₁ − J₂`, the
    /// second cone has its apex at `J₁`, and two points of cones with one apex, at distances ρ₁,
    /// ρ₂ from it, are at least `max(ρ₁, ρ₂)·sin 60°` apart; the move changes distances by δ, so
    ///
    /// ```
    /// |p − q| ≥ max(|p − J₁|, |q − J₂|)·sin 60° − δ
    /// ```
    /// and any two points within 1.5·tol of each other (what a leaf of the exact test holds) lie
    /// within (1.5 + ¼)·tol / sin 60° ≤ 2.03·tol of their joints (1.74·tol when `J₁ = J₂`). The
    /// leaf's contact point, the midpoint of its boxes' centres (each within tol/8 of such a
    /// point), is then within 2.28·tol of `J₁` and 2.53·tol of `J₂`: inside the joint radius
    /// (``intersectionJointSlack`` · tol = 4·tol) of the joint's two ends and, the far ends being
    /// more than 8·tol from the joints, of neither far end. So every contact the exact test can
    /// report is a touching contact at exactly the joint's ends, which ``isJoint(_:_:_:tolerance:)``
    /// accepts iff the along-path distance (checked here with the same formula) is within the
    /// slack. Bounds within 2⁴⁰·tol (checked by the caller; control points a few times that)
    /// keep the rounding of the cone tests, of an arc's apex and of the exact test's pieces over
    /// its halvings below 2⁻⁵·tol, far inside the 1.4·tol left to the joint radius. The search
    /// then refines only toward the joints (a few pairs per halving), far inside its budget.
    /// Where these cones refuse (sharp corners turning by more than about 60°, far ends less than
    /// 60° apart, a curve beside an arc sweeping 0.9π or more) and `J₁ = J₂`, the pieces' angular
    /// sectors at the joint are tried (``hullsPartAtJoint(_:atEnd:_:atEnd:joint:)``, whose 26°
    /// bound leaves no room for δ), then those of their halves near the joint, the far halves
    /// set aside by distance (``halvesPartAtJoint(_:atEnd:_:atEnd:joint:tolerance:)``).
    /// Joints apart by more than tol/4, pieces leaving the joint less than 26° apart (spikes,
    /// cusps) are left to the exact test.
    /// - Complexity: O(1): eight dot products and four square roots (and a tangent per arc), at
    ///   most eight `atan2`, and the halves' bounded work.
    private static func curvesMeetOnlyAtTheirJoint(_ first: UnsafePointer<SweepItem>, atEnd firstAtEnd: Bool,
                                                   _ second: UnsafePointer<SweepItem>, atEnd secondAtEnd: Bool,
                                                   tolerance: Double) -> Bool {
        let a = first.pointee.segment, b = second.pointee.segment
        let jointA = firstAtEnd ? a.end : a.start, jointB = secondAtEnd ? b.end : b.start
        let farA = firstAtEnd ? a.start : a.end, farB = secondAtEnd ? b.start : b.end
        let toA = farA - jointA, toB = farB - jointB
        let lengthA = toA.length, lengthB = toB.length
        let reach = 8 * tolerance
        guard lengthA > reach, lengthB > reach, lengthA.isFinite, lengthB.isFinite else { return false }
        let axis = toB / lengthB - toA / lengthA
        let axisLength = axis.length
        let w = axis / axisLength
        func inCone(_ segment: PreparedSegment, apex: Point, sign: Double) -> Bool {
            func holds(_ point: Point) -> Bool {
                let offset = point - apex
                return sign * offset.dot(w) >= 0.5 * offset.length
            }
            switch segment.geometry {
            case .line(let from, let to): return holds(from) && holds(to)
            case .curve(let curve): return holds(curve.p0) && holds(curve.p1) && holds(curve.p2) && holds(curve.p3)
            case .arc(let arc):
                guard let (start, apexPoint, _, end) = CurveContacts.hull(.arc(arc)) else { return false }
                return holds(start) && holds(apexPoint) && holds(end)
            }
        }
        // The 60° cones about one axis first (no trigonometry; far ends less than 60° apart leave
        // no room between them: `axisLength > 0.5` only filters); the sectors' gap where they
        // refuse, then the halves'. Both reaches are within 2⁴⁰·tol (``meetOnlyAtTheirJoint(_:_:tolerance:)``
        // asked before calling), where rounding leaves the sectors' margin standing.
        let conesHold = axisLength > 0.5 && axisLength.isFinite
            && inCone(a, apex: jointA, sign: -1) && inCone(b, apex: jointB, sign: 1)
        guard conesHold
                || (jointA == jointB && (hullsPartAtJoint(a, atEnd: firstAtEnd, b, atEnd: secondAtEnd, joint: jointA)
                                         || halvesPartAtJoint(a, atEnd: firstAtEnd, b, atEnd: secondAtEnd, joint: jointA,
                                                              tolerance: tolerance)))
        else { return false }
        return distanceAlongPath(first.pointee, atEnd: firstAtEnd, second.pointee, atEnd: secondAtEnd)
            <= intersectionJointSlack * tolerance
    }

    /// The least angle at the joint between the hulls of two pieces meeting there (see
    /// ``hullsPartAtJoint(_:atEnd:_:atEnd:joint:)``): 0.45 rad ≈ 26°.
    static let jointHullParting = 0.45

    /// The second half of ``curvesMeetOnlyAtTheirJoint(_:atEnd:_:atEnd:tolerance:)``, for the
    /// corners its 60° cones about one axis refuse (a line meeting a curve at a sharp corner, a
    /// curve bending back toward its neighbour's side, an arc meeting a curve): each piece's hull
    /// points (a curve's control points, a line's far end, an arc's ends and tangent apex for sweeps
    /// below 0.9π) seen from the joint `J` span an angular sector narrower than a half turn, and
    /// the two sectors are at least ``jointHullParting`` = γ apart both ways round:
    ///
    /// ```
    /// θ(p) = angle of p − J, p ≠ J;  sector(piece) = [min, max] of θ − θ(far end), width < 0.9π
    /// both gaps between the sectors ≥ γ  ⇒  |p − q| ≥ max(|p − J|, |q − J|)·sin γ
    /// ```
    /// Each piece lies in the hull of its points, so in its sector; so do the control points of a
    /// halved curve and the points of a halved arc, which is all the exact test's leaves hold.
    /// Coordinates at most 2⁴⁰·tol (checked by the caller, as for two lines) keep the rounding of
    /// the pieces' points, a few ulps of the coordinates, below 2⁻¹⁰ tol: the bounds below stand.
    /// A leaf's boxes (at most tol/4 across, at most tol apart) hold points p, q of the two pieces
    /// within 1.5·tol of each other, so within 1.5·tol / sin γ ≤ 3.45·tol of J, and its contact
    /// point (the midpoint of the boxes' centres, each within tol/8 of such a point) within
    /// 3.58·tol of J: inside the joint radius
    /// (``intersectionJointSlack`` = 4 tolerances) of the joint's two ends and, the far ends being
    /// more than 8·tol from J, of neither far end. So every contact the exact test can report is
    /// a touching contact at exactly the joint's ends, as in the 60° test.
    /// - Complexity: O(1): at most eight `atan2`.
    private static func hullsPartAtJoint(_ a: PreparedSegment, atEnd firstAtEnd: Bool,
                                         _ b: PreparedSegment, atEnd secondAtEnd: Bool, joint: Point) -> Bool {
        guard let sectorA = jointSector(a, jointAtEnd: firstAtEnd, joint: joint),
              let sectorB = jointSector(b, jointAtEnd: secondAtEnd, joint: joint) else { return false }
        return sectorsPart(sectorA, sectorB)
    }

    /// Whether two sectors at one joint (``jointSector(far:joint:points:)``) are at least
    /// ``jointHullParting`` apart both ways round.
    static func sectorsPart(_ sectorA: (reference: Double, low: Double, high: Double),
                            _ sectorB: (reference: Double, low: Double, high: Double)) -> Bool {
        // B's sector in A's frame: turned by the angle between the far ends' directions.
        var turn = sectorB.reference - sectorA.reference
        if turn > .pi { turn -= 2 * .pi } else if turn <= -.pi { turn += 2 * .pi }
        let lowB = turn + sectorB.low, highB = turn + sectorB.high
        // Going round from A's high side to B's low side, then from B's high side to A's low side.
        var gapAfterA = lowB - sectorA.high
        while gapAfterA < 0 { gapAfterA += 2 * .pi }
        while gapAfterA >= 2 * .pi { gapAfterA -= 2 * .pi }
        let gapAfterB = 2 * .pi - (sectorA.high - sectorA.low) - (highB - lowB) - gapAfterA
        return gapAfterA >= jointHullParting && gapAfterB >= jointHullParting
    }

    /// The angular sector, seen from `joint`, of `segment`'s hull points (see
    /// ``hullsPartAtJoint(_:atEnd:_:atEnd:joint:)``): angles relative to the far end's direction
    /// `reference`; `nil` when the sector is 0.9π wide or more, or cannot be read.
    private static func jointSector(_ segment: PreparedSegment, jointAtEnd: Bool, joint: Point)
        -> (reference: Double, low: Double, high: Double)? {
        let far = jointAtEnd ? segment.start : segment.end
        switch segment.geometry {
        case .line:
            return jointSector(far: far, joint: joint, points: nil)
        case .curve(let curve):
            return jointSector(far: far, joint: joint, points: (curve.p1, curve.p2))
        case .arc(let arc):
            guard let hull = CurveContacts.hull(.arc(arc)) else { return nil }
            return jointSector(far: far, joint: joint, points: (hull.1, hull.1))
        }
    }

    /// The angular sector, seen from `joint`, of a piece from `joint` to `far` whose other hull
    /// points are `points` (a curve's inner control points, an arc's tangent apex twice, none for
    /// a line): angles relative to the far end's direction `reference`; `nil` when the sector is
    /// 0.9π wide or more, or cannot be read. A point at the joint itself has no angle and is
    /// left out.
    static func jointSector(far: Point, joint: Point, points: (Point, Point)?)
        -> (reference: Double, low: Double, high: Double)? {
        let toFar = far - joint
        let reference = toFar.angle
        guard reference.isFinite else { return nil }
        var low = 0.0, high = 0.0
        func include(_ point: Point) {
            let offset = point - joint
            guard offset.dx != 0 || offset.dy != 0 else { return }
            var angle = offset.angle - reference
            if angle > .pi { angle -= 2 * .pi } else if angle <= -.pi { angle += 2 * .pi }
            low = Swift.min(low, angle)
            high = Swift.max(high, angle)
        }
        if let (first, second) = points {
            include(first)
            include(second)
        }
        guard high - low < 0.9 * .pi, low.isFinite, high.isFinite else { return nil }
        return (reference, low, high)
    }

    /// The largest coordinate magnitude the exact test computes with for `segment`: its bounds
    /// for a line, its whole circle (centre ± radius) for an arc; NaN-safe (NaN compares false).
    @inline(__always)  // see meetOnlyAtTheirJoint: its segments are not copied for the call
    private static func reach(of segment: PreparedSegment) -> Double {
        switch segment.geometry {
        case .line, .curve:
            return segment.bounds.largestMagnitude
        case .arc(let arc):
            guard arc.radius.isFinite else { return .infinity }
            return Swift.max(Swift.abs(arc.center.x), Swift.abs(arc.center.y)) + Swift.abs(arc.radius)
        }
    }
}
