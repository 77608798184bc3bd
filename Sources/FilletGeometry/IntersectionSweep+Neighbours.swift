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
    /// - Complexity: O(1), no trigonometry, no square root for line/line.
    static func meetOnlyAtTheirJoint(_ first: SweepItem, _ second: SweepItem, tolerance: Double) -> Bool {
        let a = first.segment, b = second.segment
        guard first.subpathIndex == second.subpathIndex, a.extent > tolerance, b.extent > tolerance
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
        case (.arc, .arc), (.curve, _), (_, .curve):
            return false
        }
        guard (contact - firstJoint).lengthSquared <= 0.25 * toleranceSquared,
              (contact - secondJoint).lengthSquared <= 0.25 * toleranceSquared else { return false }
        return distanceAlongPath(first, atEnd: firstAtEnd, second, atEnd: secondAtEnd)
            <= intersectionJointSlack * tolerance
    }

    /// The largest coordinate magnitude the exact test computes with for `segment`: its bounds
    /// for a line, its whole circle (centre ± radius) for an arc; NaN-safe (NaN compares false).
    private static func reach(of segment: PreparedSegment) -> Double {
        switch segment.geometry {
        case .line, .curve:
            let box = segment.bounds
            return Swift.max(Swift.max(Swift.abs(box.minX), Swift.abs(box.maxX)),
                             Swift.max(Swift.abs(box.minY), Swift.abs(box.maxY)))
        case .arc(let arc):
            guard arc.radius.isFinite else { return .infinity }
            return Swift.max(Swift.abs(arc.center.x), Swift.abs(arc.center.y)) + Swift.abs(arc.radius)
        }
    }
}
