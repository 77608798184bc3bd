import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry

/// The closed form of the edge budget: the largest corner radius at which exact fillets built
/// without clamping (`CornerRounding.Clamping.none`) still fit on every edge.
///
/// A fillet of radius r at a corner with interior angle A touches each edge r·cot(A/2) from the
/// vertex. On the edge from vertex i to vertex j of length L both fillets fit while
/// `rᵢ·cot(Aᵢ/2) + rⱼ·cot(Aⱼ/2) ≤ L`. When every radius grows with one parameter z as
/// `rᵢ = aᵢ·z + bᵢ`, the largest z is
///
/// ```
/// z_max = min over edges with aᵢcᵢ + aⱼcⱼ > 0 of  (L − bᵢcᵢ − bⱼcⱼ) / (aᵢcᵢ + aⱼcⱼ),   c = cot(A/2)
/// ```
///
/// and for equal radii (a = 1, b = 0) `r_max = min L / (cot(Aᵢ/2) + cot(Aⱼ/2))`. For a star with
/// outer radius R, inner ratio k and n points every edge joins an outer and an inner vertex:
///
/// ```
/// L = R·√(1 + k² − 2k·cos(π/n)),     r_max = L / (cot(A_outer/2) + cot(A_inner/2))
/// ```
///
/// `cot(A/2)` is computed as `tan(|turn|/2)` from the signed turn between the edge directions (as
/// the constructions do), which stays accurate for nearly straight corners and covers reflex
/// corners (a star's inner vertices) with the unsigned angle between the edges.
public enum EdgeBudget {
    /// The bound on z, the binding edge (from corner `edge` to the next), and how fast the tangent
    /// lengths on it grow with z (`aᵢ·cot(Aᵢ/2) + aⱼ·cot(Aⱼ/2)`, length per unit of z).
    public struct Bound: Hashable, Sendable {
        public var value: Double
        public var edge: Int
        public var growth: Double
    }

    /// `cot(A/2) = tan(|turn|/2)` at `vertex`: tangent length per unit radius; 0 for a straight
    /// corner (no fillet needed), +∞ for a spike that doubles back (A = 0).
    public static func tangentPerRadius(previous: Point, vertex: Point, next: Point) -> Double {
        let incoming = (vertex - previous).normalized, outgoing = (next - vertex).normalized
        let turn = Swift.abs(atan2(incoming.cross(outgoing), incoming.dot(outgoing)))
        return tan(turn / 2)
    }

    /// The binding edge and the bound, for a closed polygon whose corner i gets radius
    /// `perUnit[i]·z + fixed[i]`.
    /// - Parameters:
    ///   - vertices: ≥ 3 points of a closed polygon.
    ///   - perUnit: aᵢ ≥ 0, one per vertex.
    ///   - fixed: bᵢ ≥ 0, one per vertex.
    /// - Returns: `nil` when no edge limits z (all aᵢ = 0, or fewer than 3 vertices or mismatched
    ///   counts); a negative value when the fixed radii alone overflow an edge.
    /// - Complexity: O(n).
    public static func bound(vertices: [Point], perUnit: [Double], fixed: [Double]) -> Bound? {
        let count = vertices.count
        guard count >= 3, perUnit.count == count, fixed.count == count else { return nil }
        var cotangents = [Double](repeating: 0, count: count)
        for index in 0..<count {
            cotangents[index] = tangentPerRadius(previous: vertices[(index + count - 1) % count], vertex: vertices[index],
                                                 next: vertices[(index + 1) % count])
        }
        var best: Bound?
        for index in 0..<count {
            let next = (index + 1) % count
            let length = vertices[index].distance(to: vertices[next])
            let growth = perUnit[index] * cotangents[index] + perUnit[next] * cotangents[next]
            guard growth > 0 else { continue }
            let value = (length - fixed[index] * cotangents[index] - fixed[next] * cotangents[next]) / growth
            if best == nil || value < best!.value { best = Bound(value: value, edge: index, growth: growth) }
        }
        return best
    }

    /// Seed 001's budget: the outline starts at the midpoint of the closing edge (last → first
    /// vertex) and draws each rounded corner with `arcTo`, which backs up along the edge when the
    /// tangent point lies behind the current point. With radius z at every rounded corner:
    ///
    /// ```
    /// closing edge, each half:  z·cᵢ ≤ L/2        (first and last corner)
    /// other edges:              z·(cᵢ·ρᵢ + cⱼ·ρⱼ) ≤ L,   ρ = 1 for rounded corners, 0 for sharp
    /// ```
    /// - Returns: `nil` when no corner is rounded.
    public static func seed001Bound(vertices: [Point], rounded: [Bool]) -> Bound? {
        let count = vertices.count
        guard count >= 3, rounded.count == count else { return nil }
        var best: Bound?
        func consider(_ value: Double, _ edge: Int, _ growth: Double) {
            if !value.isNaN, best == nil || value < best!.value { best = Bound(value: value, edge: edge, growth: growth) }
        }
        var cotangents = [Double](repeating: 0, count: count)
        for index in 0..<count where rounded[index] {
            cotangents[index] = tangentPerRadius(previous: vertices[(index + count - 1) % count], vertex: vertices[index],
                                                 next: vertices[(index + 1) % count])
        }
        for index in 0..<(count - 1) {
            let growth = cotangents[index] + cotangents[index + 1]
            if growth > 0 { consider(vertices[index].distance(to: vertices[index + 1]) / growth, index, growth) }
        }
        let half = vertices[count - 1].distance(to: vertices[0]) / 2
        if cotangents[0] > 0 { consider(half / cotangents[0], count - 1, cotangents[0]) }
        if cotangents[count - 1] > 0 { consider(half / cotangents[count - 1], count - 1, cotangents[count - 1]) }
        return best
    }
}
