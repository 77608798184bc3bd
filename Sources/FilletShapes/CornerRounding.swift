import Foundation
import FilletGeometry

/// The fillet maths for polygon corners and the policy for radii that do not fit.
///
/// A corner with interior angle `A` (between the edge back to the previous vertex and the edge on
/// to the next, `0 < A < π`) rounded with radius `r` gets the circle tangent to both edges:
///
/// ```
/// tangentLength  = r · cot(A/2)            distance from the vertex to each tangent point
/// centreDistance = r / sin(A/2)            distance from the vertex to the centre, on the bisector
/// sweep          = ±(π − A)                the turn angle; sign = the direction the path turns
/// ```
///
/// so the rounded outline is tangent-continuous by construction. The arc itself is built by
/// `TangentArc` from `FilletGeometry`, the same code canvas `arcTo` uses.
public enum CornerRounding {
    /// What to do when the requested radii need more of an edge than it has.
    public enum Clamping: String, Hashable, Sendable, Codable, CaseIterable {
        /// Build exactly as asked. A radius too large for its edges overshoots as canvas `arcTo`
        /// does: the tangent point lies beyond the neighbouring vertex and the outline doubles
        /// back. This is what the verifier uses to find each construction's valid range.
        case none
        /// The edge budget (as CSS border radii and androidx graphics-shapes do it): on each edge
        /// from vertex `i` to `j` of length `L` whose tangent lengths `tᵢ + tⱼ` exceed `L`, both are
        /// scaled by `L / (tᵢ + tⱼ)`; a vertex takes the smaller factor of its two edges. Tangent
        /// lengths are linear in the radius at a fixed angle, so the realised radius is the
        /// requested one times that factor, and on every edge `tᵢ' + tⱼ' ≤ L` (up to rounding).
        case proportional
    }

    /// One corner of a rounded polygon: what was asked and what was built.
    public struct Corner: Hashable, Sendable {
        /// The polygon vertex.
        public var vertex: Point
        /// The radius asked for.
        public var requestedRadius: Double
        /// The radius of the arc drawn: the requested one, scaled down by ``Clamping/proportional``
        /// when it does not fit, and 0 for a corner drawn sharp (requested 0, or edges collinear).
        public var realisedRadius: Double
        /// The interior angle `A ∈ [0, π]` between the two edges at the vertex.
        public var cornerAngle: Double
        /// The smoothing asked for, in [0, 1] (0: the plain arc).
        public var requestedSmoothing: Double
        /// The smoothing drawn: the requested one, reduced by ``Clamping/proportional`` when the
        /// flanks' extra cut does not fit on an edge (smoothing gives way before radius), and 0
        /// for a sharp corner. At 0 the corner is exactly the fillet's arc; above, it is
        /// ``smoothedCorner``.
        public var smoothing: Double
        /// The fillet drawn (tangent points, arc), or `nil` when the corner is sharp.
        public var fillet: TangentArc? {
            get { hasFillet ? storedFillet : nil }
            set {
                hasFillet = newValue != nil
                storedFillet = newValue ?? Self.noFillet
            }
        }
        // Stored as a flag and a plain value: an optional `TangentArc` (no spare bits) made every
        // corner record cost an outlined tag store and a stalled copy in the placing loop.
        @usableFromInline internal var hasFillet: Bool
        @usableFromInline internal var storedFillet: TangentArc
        private static let noFillet = TangentArc(cornerAngle: 0, tangentLength: 0, startTangentPoint: .zero,
                                                 endTangentPoint: .zero,
                                                 arc: Arc(center: .zero, radius: 0, startAngle: 0, sweep: 0))

        /// A corner from its parts; `requestedSmoothing` and `smoothing` default to 0 (a plain arc).
        public init(vertex: Point, requestedRadius: Double, realisedRadius: Double,
                    cornerAngle: Double, fillet: TangentArc?, requestedSmoothing: Double = 0, smoothing: Double = 0) {
            self.vertex = vertex
            self.requestedRadius = requestedRadius
            self.realisedRadius = realisedRadius
            self.cornerAngle = cornerAngle
            self.hasFillet = fillet != nil
            self.storedFillet = fillet ?? Self.noFillet
            self.requestedSmoothing = requestedSmoothing
            self.smoothing = smoothing
        }

        /// A rounded corner, from its fillet (no optional on the way: the placing loops' form).
        @inlinable
        package init(vertex: Point, requestedRadius: Double, realisedRadius: Double, cornerAngle: Double,
                     rounding fillet: TangentArc) {
            self.vertex = vertex
            self.requestedRadius = requestedRadius
            self.realisedRadius = realisedRadius
            self.cornerAngle = cornerAngle
            self.hasFillet = true
            self.storedFillet = fillet
            self.requestedSmoothing = 0
            self.smoothing = 0
        }

        /// Distance from the vertex to each tangent point of the arc drawn (0 when sharp).
        public var tangentLength: Double { fillet?.tangentLength ?? 0 }
        /// Whether clamping reduced the radius.
        public var wasClamped: Bool { realisedRadius < requestedRadius && fillet != nil }
        /// Whether clamping reduced the smoothing of a rounded corner (a sharp corner has none to
        /// reduce).
        public var smoothingWasReduced: Bool { smoothing < requestedSmoothing && fillet != nil }

        /// The corner as drawn when smoothed: a shorter arc and two cubic flanks
        /// (`SmoothedCorner` (FilletGeometry)); `nil` when sharp or at smoothing 0.
        public var smoothedCorner: SmoothedCorner? {
            guard smoothing > 0, let fillet else { return nil }
            return SmoothedCorner(fillet: fillet, smoothing: smoothing)
        }

        /// How far from the vertex the drawn corner leaves each edge: `(1 + smoothing)·t`
        /// (0 when sharp).
        public var cutLength: Double { (1 + smoothing) * tangentLength }
    }

    /// `r · cot(A/2)`: how far from the vertex the fillet of radius `r` touches each edge.
    /// Infinite for `A = 0` (a spike: the edges double back), zero for `A = π` (no corner).
    @inlinable
    public static func tangentLength(radius: Double, cornerAngle: Double) -> Double {
        radius / tan(cornerAngle / 2)
    }

    /// `r / sin(A/2)`: how far from the vertex the fillet's centre lies, along the bisector.
    @inlinable
    public static func centreDistance(radius: Double, cornerAngle: Double) -> Double {
        radius / sin(cornerAngle / 2)
    }

    /// The interior angle at `vertex` between the edges to `previous` and to `next`, in [0, π].
    @inlinable
    public static func cornerAngle(previous: Point, vertex: Point, next: Point) -> Double {
        let toPrevious = previous - vertex, toNext = next - vertex
        return Swift.abs(atan2(toPrevious.cross(toNext), toPrevious.dot(toNext)))
    }

    /// `cot(A/2) = tan(|turn|/2)` from the signed turn angle between the edge directions (the form
    /// ``TangentArc`` uses, accurate for nearly straight corners), or `nil` when the edges are
    /// collinear within ``Path/collinearitySineTolerance`` and the corner can only be sharp.
    static func tangentLengthPerRadius(previous: Point, vertex: Point, next: Point) -> Double? {
        let incoming = (vertex - previous).normalized
        let outgoing = (next - vertex).normalized
        let turnSine = incoming.cross(outgoing)
        guard Swift.abs(turnSine) > Path.collinearitySineTolerance else { return nil }
        return tan(Swift.abs(atan2(turnSine, incoming.dot(outgoing))) / 2)
    }

    /// Requested radii, one per vertex: a single value for every corner, or a list, so the
    /// uniform case allocates nothing.
    struct RadiusList {
        var uniform: Double
        var perVertex: [Double]?

        init(uniform: Double) { self.uniform = uniform; self.perVertex = nil }
        init(_ radii: [Double]) { self.uniform = 0; self.perVertex = radii }

        @inline(__always)
        subscript(index: Int) -> Double { perVertex?[index] ?? uniform }
    }

    /// Requested smoothings, one per vertex, as ``RadiusList`` holds radii.
    typealias SmoothingList = RadiusList

    /// Sets each corner's ``Corner/smoothing`` from its requested one (`smoothing[i]`, in
    /// [0, 1]), after the radii are final: smoothing gives way before radius (Figma's policy).
    ///
    /// A smoothed corner cuts `(1 + sᵢ)·tᵢ` from each of its edges, `sᵢ·tᵢ` more than its arc.
    /// With ``Clamping/proportional``, on each edge from vertex `i` to `j` of length `L` whose
    /// extra cuts do not fit in what the arcs leave,
    ///
    /// ```
    /// sᵢ·tᵢ + sⱼ·tⱼ > L − tᵢ − tⱼ   ⇒   both scaled by  max(0, L − tᵢ − tⱼ) / (sᵢ·tᵢ + sⱼ·tⱼ)
    /// ```
    ///
    /// and a vertex takes the smaller factor of its two edges, so on every edge the two cuts fit
    /// (`(1 + sᵢ')·tᵢ + (1 + sⱼ')·tⱼ ≤ L` up to rounding). Radii are never reduced for smoothing:
    /// they were fitted first with smoothing 0, exactly as without smoothing. With
    /// ``Clamping/none`` every smoothing is drawn as asked. Under either policy a sharp corner's
    /// smoothing is 0, and so is one whose extra cut `sᵢ·tᵢ` is below
    /// ``RoundedPolygon/meetingTolerance`` of the coordinates (a flank of a tiny smoothing or
    /// radius would be four coincident points; where a clamped edge is full up to rounding, its
    /// factor leaves a smoothing of ~10⁻¹⁶). Corners whose smoothing was reduced
    /// say so (``Corner/smoothingWasReduced``).
    /// - Complexity: O(n); no allocation.
    static func applySmoothing(_ corners: inout [Corner], smoothing: SmoothingList, clamping: Clamping) {
        let count = corners.count
        var scale = 0.0
        for corner in corners { scale = Swift.max(scale, Swift.abs(corner.vertex.x), Swift.abs(corner.vertex.y)) }
        let smallestExtraCut = RoundedPolygon.meetingTolerance * scale
        for index in 0..<count {
            corners[index].requestedSmoothing = smoothing[index]
            corners[index].smoothing = corners[index].fillet == nil ? 0 : smoothing[index]
            if corners[index].smoothing * corners[index].tangentLength < smallestExtraCut { corners[index].smoothing = 0 }
        }
        guard clamping == .proportional else { return }
        // Edge i runs from vertex i to i + 1: its factor, from the extra cuts of its two ends as
        // they were before any is reduced. Each edge's factor is computed once, in order, before
        // the vertex that ends it is changed; the last edge's (which reads vertex 0) first of all.
        func edgeFactor(_ index: Int) -> Double {
            let next = index + 1 == count ? 0 : index + 1
            let first = corners[index], second = corners[next]
            let extra = first.smoothing * first.tangentLength + second.smoothing * second.tangentLength
            guard extra > 0 else { return 1 }
            let room = first.vertex.distance(to: second.vertex) - first.tangentLength - second.tangentLength
            return extra > room ? Swift.max(0, room) / extra : 1
        }
        let lastEdgeFactor = edgeFactor(count - 1)
        var previousEdgeFactor = lastEdgeFactor
        for index in 0..<count {
            let nextEdgeFactor = index == count - 1 ? lastEdgeFactor : edgeFactor(index)
            let factor = Swift.min(previousEdgeFactor, nextEdgeFactor)
            previousEdgeFactor = nextEdgeFactor
            guard factor < 1 else { continue }
            corners[index].smoothing *= factor
            if corners[index].smoothing * corners[index].tangentLength < smallestExtraCut { corners[index].smoothing = 0 }
        }
    }

    /// The corners of the closed polygon `vertices` with requested `radii`.
    ///
    /// Expects validated input (≥ 3 finite vertices, no two consecutive equal, one finite radius
    /// ≥ 0 per vertex). Vertices may run in either orientation; the polygon may be non-convex.
    /// Each edge direction is normalised once per pass and shared by the two corners it joins;
    /// the numbers are those of ``tangentLengthPerRadius(previous:vertex:next:)`` and
    /// `TangentArc(from:corner:to:radius:)`, bit for bit.
    /// - Complexity: O(n), two passes; allocates the result and, for `.proportional`, one scratch array.
    static func corners(vertices: [Point], radii: RadiusList, clamping: Clamping) -> [Corner] {
        let count = vertices.count
        // Scale factor per vertex from the edge budget (1 when nothing is clamped).
        var factors: [Double]? = nil
        if clamping == .proportional {
            // Tangent length each corner asks for (0 for sharp or collinear corners).
            var wanted = [Double](repeating: 0, count: count)
            var incoming = (vertices[0] - vertices[count - 1]).normalized
            for index in 0..<count {
                let next = index + 1 == count ? 0 : index + 1
                let outgoing = (vertices[next] - vertices[index]).normalized
                defer { incoming = outgoing }
                let radius = radii[index]
                guard radius > 0 else { continue }
                let turnSine = incoming.cross(outgoing)
                guard Swift.abs(turnSine) > Path.collinearitySineTolerance else { continue }
                wanted[index] = radius * tan(Swift.abs(atan2(turnSine, incoming.dot(outgoing))) / 2)
            }
            // Scale factor of edge i → i+1; a vertex takes the smaller of its two edges' factors.
            // `wanted` is overwritten in place by the factors; the two values a later vertex still
            // needs (its predecessor's and vertex 0's wanted lengths) are kept aside.
            let firstWanted = wanted[0]
            var previousEdgeFactor: Double = {
                let need = wanted[count - 1] + firstWanted
                let length = vertices[count - 1].distance(to: vertices[0])
                return need > length ? length / need : 1
            }()
            for index in 0..<count {
                let next = index + 1 == count ? 0 : index + 1
                let nextWanted = next == 0 ? firstWanted : wanted[next]
                let need = wanted[index] + nextWanted
                let length = vertices[index].distance(to: vertices[next])
                let edgeFactor = need > length ? length / need : 1
                wanted[index] = wanted[index] > 0 ? Swift.min(previousEdgeFactor, edgeFactor) : 1
                previousEdgeFactor = edgeFactor
            }
            factors = wanted
        }
        var result: [Corner] = []
        result.reserveCapacity(count)
        var incoming = (vertices[0] - vertices[count - 1]).normalized
        for index in 0..<count {
            let previous = vertices[index == 0 ? count - 1 : index - 1]
            let next = vertices[index + 1 == count ? 0 : index + 1]
            let vertex = vertices[index]
            let outgoing = (next - vertex).normalized
            let requested = radii[index]
            let realised = factors.map { requested * $0[index] } ?? requested
            let fillet = realised > 0
                ? TangentArc(corner: vertex, incoming: incoming, outgoing: outgoing, radius: realised) : nil
            result.append(Corner(vertex: vertex, requestedRadius: requested,
                                 realisedRadius: fillet == nil ? 0 : realised,
                                 cornerAngle: fillet?.cornerAngle
                                    ?? cornerAngle(previous: previous, vertex: vertex, next: next),
                                 fillet: fillet))
            incoming = outgoing
        }
        return result
    }
}
