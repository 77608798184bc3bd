/// The contact structure's bounds and its spatial tree's split, reachable from the verification
/// gate's probes (`FilletVerification`), which hold them to their documented contracts by an
/// independent route: dense sampling of the piece, sorting the keys, the direction the pieces
/// were drawn in.
///
/// These are internal to the scan (its hot loops inline them) and shape only its pruning and
/// balance, so a wrong bound shows in a contact or a clearance only on the rare path whose pair
/// it wrongly prunes; asked directly, it shows on the first figure that reaches it.
package enum ContactBoundsProbe {
    /// ``FinePiece``'s bounds of `|B(t) − centre|` over the cubic `curve` (the Bernstein
    /// coefficients of its square, widened by their rounding): every point of the curve lies
    /// within them.
    package static func cubicDistanceBounds(_ curve: CubicCurve, from centre: Point) -> (min: Double, max: Double) {
        FinePiece.distanceBounds(of: curve, from: centre)
    }

    /// The distance range from `point` of a fine piece holding the cubic `curve` (its control
    /// points as the hull, its fitted ring): every point of the curve is within it.
    package static func finePieceDistanceRange(_ curve: CubicCurve, from point: Point) -> (min: Double, max: Double) {
        let (ring, _) = FinePiece.fittedRing(curve)
        let piece = FinePiece(hull: (curve.p0, curve.p1, curve.p2, curve.p3), ring: ring, item: 0, isCurve: true)
        return piece.distanceRange(from: point)
    }

    /// ``ContactPiece/distanceRange(from:)`` of the segment `geometry` (a nearly flat arc takes
    /// its box's): every point of the segment is within it.
    package static func segmentDistanceRange(_ geometry: PathSegment.Geometry, from point: Point) -> (min: Double, max: Double) {
        PreparedSegment(geometry).distanceRange(from: point)
    }

    /// `keys` reordered by the spatial tree's selection (``PieceTree/select(_:in:_:key:)``) of
    /// position `k`: the key there is the one a sort would put there, none smaller after it and
    /// none larger before it.
    package static func selection(_ k: Int, of keys: [Double]) -> [Double] {
        guard keys.indices.contains(k) else { return keys }
        var order = (0..<keys.count).map { Int32($0) }
        order.withUnsafeMutableBufferPointer { order in
            PieceTree.select(k, in: order, 0..<keys.count) { keys[$0] }
        }
        return order.map { keys[Int($0)] }
    }

    /// The axis of the root of the spatial tree over the lines `lines` (their pieces' mean chord
    /// direction, angles doubled so a chord and its reverse agree); `nil` for fewer than two lines.
    package static func spatialRootAxis(lines: [(from: Point, to: Point)]) -> Vector? {
        guard lines.count >= 2 else { return nil }
        var pieces = lines.map { PreparedSegment(.line(from: $0.from, to: $0.to)) }
        var nodes = [PieceTree.Node](repeating: PieceTree.Node(axis: Vector(dx: 1, dy: 0), uMin: 0, uMax: 0, vMin: 0, vMax: 0,
                                                               ring: PieceRing(centre: .zero, inner: 0, outer: 0),
                                                               left: -1, right: -1, firstPiece: 0, lastPiece: 0),
                                     count: PieceTree.nodeCapacity(pieceCount: lines.count))
        var order = [Int32](repeating: 0, count: lines.count)
        return pieces.withUnsafeMutableBufferPointer { pieces in
            nodes.withUnsafeMutableBufferPointer { nodes in
                order.withUnsafeMutableBufferPointer { order in
                    let tree = PieceTree(spatiallyOver: pieces, nodes: nodes, order: order)
                    return tree.nodes[tree.root].axis
                }
            }
        }
    }
}
