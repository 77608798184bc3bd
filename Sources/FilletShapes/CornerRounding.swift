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
/// ``TangentArc`` from `FilletGeometry`, the same code canvas `arcTo` uses.
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
        /// The fillet drawn (tangent points, arc), or `nil` when the corner is sharp.
        public var fillet: TangentArc?

        public init(vertex: Point, requestedRadius: Double, realisedRadius: Double,
                    cornerAngle: Double, fillet: TangentArc?) {
            self.vertex = vertex
            self.requestedRadius = requestedRadius
            self.realisedRadius = realisedRadius
            self.cornerAngle = cornerAngle
            self.fillet = fillet
        }

        /// Distance from the vertex to each tangent point of the arc drawn (0 when sharp).
        public var tangentLength: Double { fillet?.tangentLength ?? 0 }
        /// Whether clamping reduced the radius.
        public var wasClamped: Bool { realisedRadius < requestedRadius && fillet != nil }
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

    /// The corners of the closed polygon `vertices` with requested `radii`.
    ///
    /// Expects validated input (≥ 3 finite vertices, no two consecutive equal, one finite radius
    /// ≥ 0 per vertex). Vertices may run in either orientation; the polygon may be non-convex.
    /// - Complexity: O(n), two passes; allocates the result and, for `.proportional`, one scratch array.
    static func corners(vertices: [Point], radii: [Double], clamping: Clamping) -> [Corner] {
        let count = vertices.count
        var realised = radii
        if clamping == .proportional {
            // Tangent length each corner asks for (0 for sharp or collinear corners).
            var wanted = [Double](repeating: 0, count: count)
            for index in 0..<count where radii[index] > 0 {
                let previous = vertices[(index + count - 1) % count], next = vertices[(index + 1) % count]
                if let perRadius = tangentLengthPerRadius(previous: previous, vertex: vertices[index], next: next) {
                    wanted[index] = radii[index] * perRadius
                }
            }
            // Scale factor of edge i → i+1; a vertex takes the smaller of its two edges' factors.
            func edgeFactor(_ index: Int) -> Double {
                let next = (index + 1) % count
                let need = wanted[index] + wanted[next]
                let length = vertices[index].distance(to: vertices[next])
                return need > length ? length / need : 1
            }
            for index in 0..<count where wanted[index] > 0 {
                let factor = Swift.min(edgeFactor((index + count - 1) % count), edgeFactor(index))
                realised[index] = radii[index] * factor
            }
        }
        var result: [Corner] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let previous = vertices[(index + count - 1) % count], next = vertices[(index + 1) % count]
            let vertex = vertices[index]
            let fillet = realised[index] > 0
                ? TangentArc(from: previous, corner: vertex, to: next, radius: realised[index]) : nil
            result.append(Corner(vertex: vertex, requestedRadius: radii[index],
                                 realisedRadius: fillet == nil ? 0 : realised[index],
                                 cornerAngle: fillet?.cornerAngle
                                    ?? cornerAngle(previous: previous, vertex: vertex, next: next),
                                 fillet: fillet))
        }
        return result
    }
}
