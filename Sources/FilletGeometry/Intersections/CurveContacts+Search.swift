extension CurveContacts {
    /// One pair's subdivision in ``contacts(_:_:tolerance:excluding:searchesPastTheResult:searchesGeneralPieces:work:)``
    /// (see ``CurveContacts``): what stays fixed while the pieces are halved, in the coordinates
    /// relative to the pair's centre the search runs in.
    struct ContactSearch {
        /// The segments searched (read for the kind of a contact away from their ends).
        let first: PreparedSegment, second: PreparedSegment
        let tolerance: Double
        /// Neighbourhoods left out, moved to the search's coordinates.
        let discs: [Disc]
        /// The segments' ends, moved to the search's coordinates.
        let firstStart: Point, firstEnd: Point, secondStart: Point, secondEnd: Point
        /// The tolerance plus the chord-aligned bound's rounding slack (see ``hullMagnitude(_:)``).
        let orientedReach: Double
        let searchesPastTheResult: Bool

        /// Halves `firstPiece` and `secondPiece` (the segments, moved) depth-first, appending each
        /// leaf contact to `found` and charging one box test per pair to `budget`. Generic so that
        /// a pair of curves is searched on bare cubics (``SearchablePiece``): the same arithmetic,
        /// the same pairs in the same order, as on ``Piece`` values.
        func run<Subdivided: SearchablePiece>(_ firstPiece: Subdivided, _ secondPiece: Subdivided,
                                              found: inout [SegmentContact], budget: inout Int) {
            let radius = Path.intersectionJointSlack * tolerance
            let radiusSquared = radius * radius
            func isExcluded(_ point: Point) -> Bool {
                discs.contains { $0.contains(point) }
            }
            func isExcluded(_ boxA: BoundingBox, _ boxB: BoundingBox) -> Bool {
                discs.contains { $0.contains(boxA) && $0.contains(boxB) }
            }
            var stack: [(SearchPiece<Subdivided>, SearchPiece<Subdivided>, Span, Span)] = []
            // Depth-first, the stack holds about one pair per halving (≈ 64 down to a leaf at a
            // tolerance of 10⁻⁹ of the size): reserved once rather than grown by doubling.
            stack.reserveCapacity(80)
            stack.append((SearchPiece(firstPiece), SearchPiece(secondPiece), .whole, .whole))
            let leafSize = 0.25 * tolerance
            var awayFromEnds = 0
            while var (a, b, spanA, spanB) = stack.popLast() {
                budget -= 1
                let boxA = a.box, boxB = b.box
                guard gap(boxA, boxB) <= tolerance else { continue }
                if found.contains(where: { contact in
                    let same = Disc(center: contact.point, radius: radius)
                    return same.contains(boxA) && same.contains(boxB)
                }) { continue }
                if isExcluded(boxA, boxB) { continue }
                // The hulls and axes are read only here: many pairs are settled by their boxes.
                (a, b) = (a.withAxis, b.withAxis)
                if orientedSeparationExceeds(orientedReach, a.piece.hull, a.axis!, b.piece.hull, b.axis!) { continue }
                let sizeA = boxA.diagonal, sizeB = boxB.diagonal
                if budget <= 0 || !(sizeA > leafSize || sizeB > leafSize) {
                    let point = boxA.center.midpoint(to: boxB.center)
                    guard point.isFinite, budget <= 0 || !isExcluded(point) else { continue }
                    var firstEnds: SegmentEnds = [], secondEnds: SegmentEnds = []
                    if budget > 0 {
                        if (point - firstStart).lengthSquared <= radiusSquared { firstEnds.insert(.start) }
                        if (point - firstEnd).lengthSquared <= radiusSquared { firstEnds.insert(.end) }
                        if (point - secondStart).lengthSquared <= radiusSquared { secondEnds.insert(.start) }
                        if (point - secondEnd).lengthSquared <= radiusSquared { secondEnds.insert(.end) }
                    }
                    // Away from both ends, a crossing only if the segments leave the run on opposite sides.
                    let kind = firstEnds.isEmpty && secondEnds.isEmpty
                        ? runKind(first, second, at: spanA.middle, spanB.middle, width: spanB.upper - spanB.lower,
                                  tolerance: tolerance)
                        : .touching
                    found.append(SegmentContact(kind: kind, point: point, overlapEnd: point, firstEnds: firstEnds,
                                                secondEnds: secondEnds))
                    if firstEnds.isEmpty || secondEnds.isEmpty { awayFromEnds += 1 }
                    // The result keeps the first two contacts away from the ends: none found later
                    // would change it.
                    if budget <= 0 || (awayFromEnds == 2 && !searchesPastTheResult) { break }
                    continue
                }
                if sizeA >= sizeB {
                    let (a0, a1) = a.halves, (span0, span1) = spanA.halves
                    stack.append((a1, b, span1, spanB))
                    stack.append((a0, b, span0, spanB))
                } else {
                    let (b0, b1) = b.halves, (span0, span1) = spanB.halves
                    stack.append((a, b1, spanA, span1))
                    stack.append((a, b0, spanA, span0))
                }
            }
        }
    }
}

extension CurveContacts.Piece: CurveContacts.SearchablePiece {
    /// ``CurveContacts/hull(_:)`` of the piece.
    var hull: (Point, Point, Point, Point)? { CurveContacts.hull(self) }
}

extension CubicCurve: CurveContacts.SearchablePiece {
    /// The control points' box, as ``CurveContacts/Piece/box`` of a curve.
    var box: BoundingBox { controlBounds }
    /// The halves at t = ½, as ``CurveContacts/Piece/halves`` of a curve.
    var halves: (CubicCurve, CubicCurve) { split(at: 0.5) }
    /// The control points, as ``CurveContacts/hull(_:)`` of a curve.
    var hull: (Point, Point, Point, Point)? { (p0, p1, p2, p3) }
}
