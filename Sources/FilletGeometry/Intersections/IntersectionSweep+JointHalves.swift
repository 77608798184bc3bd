import Foundation

/// The joint pre-test on halves: corners whose whole hulls overlap in angle at the joint but whose
/// pieces, halved a few times, part.
extension Path {
    /// How far apart (in contact tolerances) two halves must be for
    /// ``halvesPartAtJoint(_:atEnd:_:atEnd:joint:tolerance:)`` to set their pair aside: 64.
    static let jointHalvesClearance = 64.0

    /// The most halvings ``halvesPartAtJoint(_:atEnd:_:atEnd:joint:tolerance:)`` makes before it
    /// gives up: 12.
    static let jointHalvingLimit = 12

    /// The least angle between the two pieces' directions at the joint for
    /// ``halvesPartAtJoint(_:atEnd:_:atEnd:joint:tolerance:)`` to be tried: 0.5 rad. Halves near
    /// the joint close in on those directions, so their sectors can only part
    /// (``jointHullParting`` = 0.45 rad) where the directions do; a cusp or a spike sharper than
    /// this is left to the exact test without halving.
    static let jointHalvesDirectionGap = 0.5

    /// The third part of ``curvesMeetOnlyAtTheirJoint(_:atEnd:_:atEnd:tolerance:)``, for pieces
    /// sharing their joint `J` bit for bit whose whole hulls overlap in angle there (a curve
    /// turning back beside its neighbour, as the two halves of a U-turn do; a corner whose far
    /// control points lean toward the other piece): the pieces are halved, up to
    /// ``jointHalvingLimit`` times, the larger of a pair first (de Casteljau at ½; an arc is not
    /// halved), until every pair of halves is set aside:
    ///
    /// ```
    /// (a, b) set aside  ⇔  lower bound of |a − b| > 64·tol            (boxes' gap, chord-aligned hulls)
    ///                    or a and b both end at J and their hull sectors at J part by γ both ways
    /// ```
    /// The pairs cover the two pieces, so any points p, q of them within 1.5·tol of each other (what
    /// a leaf of the exact test holds) lie in one pair. Not in a pair of the first kind (its lower
    /// bound is ``CurveContacts/lowerBound(_:_:)``'s, a bound of the distance between the halves'
    /// hulls, which hold them; its error is below 2⁻⁵·tol for bounds within 2⁴⁰·tol, as the caller
    /// checked), so in one of the second: both halves end at `J` exactly (the
    /// halving keeps end points bit for bit) and lie in their sectors, which part by γ =
    /// ``jointHullParting``, so p and q lie within 1.5·tol / sin γ ≤ 3.45·tol of `J` — the bound of
    /// ``hullsPartAtJoint(_:atEnd:_:atEnd:joint:)``, whose argument then holds word for word: every
    /// contact the exact test can report is a touching contact at exactly the joint's ends. The
    /// clearance, far above the 1.5·tol the argument needs, keeps the exact test's own work on
    /// the pairs set aside by distance small: it splits them only until its hulls are 64·tol
    /// thin, never down to its leaves.
    /// Directions at `J` less than ``jointHalvesDirectionGap`` apart, and pairs still standing
    /// after the last halving, are left to the exact test.
    /// - Complexity: O(1): at most 2·``jointHalvingLimit`` + 1 pairs, each a bound and at most two
    ///   sectors (six `atan2`).
    static func halvesPartAtJoint(_ a: PreparedSegment, atEnd firstAtEnd: Bool,
                                  _ b: PreparedSegment, atEnd secondAtEnd: Bool, joint: Point,
                                  tolerance: Double) -> Bool {
        guard let directionA = directionAtJoint(a, jointAtEnd: firstAtEnd, joint: joint),
              let directionB = directionAtJoint(b, jointAtEnd: secondAtEnd, joint: joint),
              directionA.dot(directionB) < cos(jointHalvesDirectionGap) * directionA.length * directionB.length
        else { return false }
        let clearance = jointHalvesClearance * tolerance
        var halvingsLeft = jointHalvingLimit
        // Whether the pair (first, second) is set aside, halving it as needed; `touches` says
        // whether a half still ends at the joint (the far halves do not).
        func parts(_ first: CurveContacts.BoundedPiece, touches firstTouches: Bool,
                   _ second: CurveContacts.BoundedPiece, touches secondTouches: Bool) -> Bool {
            if CurveContacts.lowerBound(first, second) > clearance { return true }
            if firstTouches, secondTouches,
               let sectorA = sector(of: first.piece, jointAtEnd: firstAtEnd),
               let sectorB = sector(of: second.piece, jointAtEnd: secondAtEnd),
               sectorsPart(sectorA, sectorB) {
                return true
            }
            guard halvingsLeft > 0 else { return false }
            halvingsLeft -= 1
            let halvesFirst = first.box.diagonal >= second.box.diagonal
            guard case .curve(let curve) = (halvesFirst ? first : second).piece else { return false }
            let (head, tail) = curve.split(at: 0.5)
            let atEnd = halvesFirst ? firstAtEnd : secondAtEnd
            let near = CurveContacts.BoundedPiece(.curve(atEnd ? tail : head))
            let far = CurveContacts.BoundedPiece(.curve(atEnd ? head : tail))
            if halvesFirst {
                return parts(near, touches: firstTouches, second, touches: secondTouches)
                    && parts(far, touches: false, second, touches: secondTouches)
            }
            return parts(first, touches: firstTouches, near, touches: secondTouches)
                && parts(first, touches: firstTouches, far, touches: false)
        }
        func sector(of piece: CurveContacts.Piece, jointAtEnd: Bool) -> (reference: Double, low: Double, high: Double)? {
            switch piece {
            case .curve(let curve):
                return jointSector(far: jointAtEnd ? curve.p0 : curve.p3, joint: joint, points: (curve.p1, curve.p2))
            case .arc(let arc):
                guard let hull = CurveContacts.hull(piece) else { return nil }
                return jointSector(far: jointAtEnd ? arc.startPoint : arc.endPoint, joint: joint, points: (hull.1, hull.1))
            }
        }
        return parts(CurveContacts.BoundedPiece(CurveContacts.Piece(a.geometry)), touches: true,
                     CurveContacts.BoundedPiece(CurveContacts.Piece(b.geometry)), touches: true)
    }

    /// The direction in which `segment` leaves `joint` (its start, or its end when `jointAtEnd`):
    /// toward the first control point off the joint for a curve, the far end for a line, the
    /// tangent apex for an arc; `nil` when there is none.
    private static func directionAtJoint(_ segment: PreparedSegment, jointAtEnd: Bool, joint: Point) -> Vector? {
        switch segment.geometry {
        case .line(let from, let to):
            return (jointAtEnd ? from : to) - joint
        case .curve(let curve):
            let (inner, outer, far) = jointAtEnd ? (curve.p2, curve.p1, curve.p0) : (curve.p1, curve.p2, curve.p3)
            if inner != joint { return inner - joint }
            if outer != joint { return outer - joint }
            return far != joint ? far - joint : nil
        case .arc(let arc):
            guard let hull = CurveContacts.hull(.arc(arc)) else { return nil }
            return hull.1 - joint
        }
    }
}
