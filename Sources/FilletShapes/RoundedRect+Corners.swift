import FilletGeometry

extension RoundedRect {
    /// The four corners of a rounded rectangle, held inline (no array), in path order.
    struct FourCorners: RandomAccessCollection {
        var storage: (CornerRounding.Corner, CornerRounding.Corner, CornerRounding.Corner, CornerRounding.Corner)

        var startIndex: Int { 0 }
        var endIndex: Int { 4 }

        subscript(index: Int) -> CornerRounding.Corner {
            switch index {
            case 0: storage.0
            case 1: storage.1
            case 2: storage.2
            default: storage.3
            }
        }

        /// The closed outline, as ``RoundedPolygon`` draws it: one allocation (the elements).
        func outline() throws(ShapeError) -> Path {
            var elements: [PathElement] = []
            elements.reserveCapacity(Self.maximumElementCount)
            let (start, isFinite) = RoundedPolygon.appendOutline(self, to: &elements)
            guard isFinite else {
                do { return try Path(elements: elements) } catch { throw .geometry(error) }
            }
            return Path(trustedElements: elements, currentPoint: start, subpathStart: start, endsClosed: true)
        }

        /// move, four lines, four arcs, close.
        static let maximumElementCount = 10
    }

    /// The fillets of `rect`'s corners with `radii`, straight from the right-angle formulas, on
    /// the stack.
    ///
    /// Every corner is a right angle, so `cot(A/2) = 1`: each tangent length is the realised
    /// radius itself, the centre sits `r` in from both edges and the arc sweeps ±π/2, starting at
    /// a multiple of π/2. The edge budget of ``CornerRounding/Clamping/proportional`` is the
    /// general one with tangent length = radius. Same result as ``RoundedPolygon`` of the four
    /// vertices, except that there `tan(π/4)` rounds to 1 − 2⁻⁵³, so its tangent lengths (and
    /// clamped radii) can differ in the last bit.
    ///
    /// Expects a validated rect (finite, positive size) and radii (finite, ≥ 0).
    /// - Complexity: O(1), no allocation.
    static func fourCorners(rect: Rect, radii: CornerRadii, clamping: CornerRounding.Clamping,
                            reversed: Bool) -> FourCorners {
        let topLeft = Point(x: rect.minX, y: rect.minY), topRight = Point(x: rect.maxX, y: rect.minY)
        let bottomRight = Point(x: rect.maxX, y: rect.maxY), bottomLeft = Point(x: rect.minX, y: rect.maxY)
        // Path order and the requested radius at each vertex.
        let vertices = reversed ? (topLeft, bottomLeft, bottomRight, topRight) : (topLeft, topRight, bottomRight, bottomLeft)
        let requested = reversed
            ? (radii.topLeft, radii.bottomLeft, radii.bottomRight, radii.topRight)
            : (radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
        // Edge i runs from vertex i to i + 1; its length is the exact coordinate difference the
        // general construction measures.
        let width = rect.maxX - rect.minX, height = rect.maxY - rect.minY
        let lengths = reversed ? (height, width, height, width) : (width, height, width, height)
        var factors = (1.0, 1.0, 1.0, 1.0)
        if clamping == .proportional {
            func edgeFactor(_ first: Double, _ second: Double, _ length: Double) -> Double {
                let need = first + second
                return need > length ? length / need : 1
            }
            let edge0 = edgeFactor(requested.0, requested.1, lengths.0)
            let edge1 = edgeFactor(requested.1, requested.2, lengths.1)
            let edge2 = edgeFactor(requested.2, requested.3, lengths.2)
            let edge3 = edgeFactor(requested.3, requested.0, lengths.3)
            factors = (Swift.min(edge3, edge0), Swift.min(edge0, edge1), Swift.min(edge1, edge2), Swift.min(edge2, edge3))
        }
        // Unit edge directions (exact axis vectors), edge i from vertex i to i + 1.
        func direction(_ from: Point, _ to: Point) -> Vector {
            Vector(dx: to.x == from.x ? 0 : (to.x > from.x ? 1 : -1), dy: to.y == from.y ? 0 : (to.y > from.y ? 1 : -1))
        }
        let edges = (direction(vertices.0, vertices.1), direction(vertices.1, vertices.2),
                     direction(vertices.2, vertices.3), direction(vertices.3, vertices.0))
        return FourCorners(storage: (
            rightAngleCorner(vertices.0, incoming: edges.3, outgoing: edges.0, requested: requested.0, factor: factors.0),
            rightAngleCorner(vertices.1, incoming: edges.0, outgoing: edges.1, requested: requested.1, factor: factors.1),
            rightAngleCorner(vertices.2, incoming: edges.1, outgoing: edges.2, requested: requested.2, factor: factors.2),
            rightAngleCorner(vertices.3, incoming: edges.2, outgoing: edges.3, requested: requested.3, factor: factors.3)))
    }

    /// The corner at `vertex` between axis directions `incoming` and `outgoing` (perpendicular),
    /// with radius `requested · factor` (sharp when that is 0).
    @inline(__always)
    private static func rightAngleCorner(_ vertex: Point, incoming: Vector, outgoing: Vector,
                                         requested: Double, factor: Double) -> CornerRounding.Corner {
        let radius = requested * factor
        guard radius > 0 else {
            return CornerRounding.Corner(vertex: vertex, requestedRadius: requested, realisedRadius: 0,
                                         cornerAngle: Double.pi / 2, fillet: nil)
        }
        let turnsLeft = incoming.cross(outgoing) > 0
        let startTangentPoint = vertex - incoming * radius
        let inward = turnsLeft ? incoming.perpendicular : -incoming.perpendicular
        // atan2 of the axis vector −inward, exactly (±π for −x, with the sign of its zero dy).
        let outward = -inward
        let startAngle: Double
        if outward.dy == 0 {
            startAngle = outward.dx > 0 ? outward.dy : (outward.dy.sign == .minus ? -Double.pi : Double.pi)
        } else {
            startAngle = outward.dy > 0 ? Double.pi / 2 : -Double.pi / 2
        }
        let fillet = TangentArc(
            cornerAngle: Double.pi / 2, tangentLength: radius, startTangentPoint: startTangentPoint,
            endTangentPoint: vertex + outgoing * radius,
            arc: Arc(center: startTangentPoint + inward * radius, radius: radius, startAngle: startAngle,
                     sweep: turnsLeft ? Double.pi / 2 : -Double.pi / 2))
        return CornerRounding.Corner(vertex: vertex, requestedRadius: requested, realisedRadius: radius,
                                     cornerAngle: Double.pi / 2, fillet: fillet)
    }
}
