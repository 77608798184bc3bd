import Foundation

/// A ring (annulus) `inner ≤ |p − centre| ≤ outer` holding a piece or a subtree of pieces: the
/// piece tree's second volume, beside its oriented box. Boxes of nested or concentric pieces
/// (a spiral of semicircles, rings inside rings) contain each other, so box gaps never prune
/// them; their rings are apart by the difference of their radii.
struct PieceRing {
    var centre: Point
    var inner: Double
    var outer: Double

    /// A lower bound of the distance between anything in `self` and anything in `other`:
    ///
    /// ```
    /// d = |c₁ − c₂|;  every point of `other` is within [inner₂ − d, outer₂ + d] of c₁, so
    /// gap ≥ max(inner₂ − outer₁, inner₁ − outer₂) − d
    /// ```
    /// (negative when the rings overlap).
    @inline(__always)
    func gap(to other: PieceRing) -> Double {
        let offset = (other.centre - centre).length
        return Swift.max(other.inner - outer, inner - other.outer) - offset
    }

    /// The ring about `centre` that holds `self`: radii widened by the distance between the
    /// centres (the triangle inequality), the inner one not below 0.
    @inline(__always)
    func recentred(at newCentre: Point) -> PieceRing {
        let offset = (centre - newCentre).length
        return PieceRing(centre: newCentre, inner: Swift.max(0, inner - offset), outer: outer + offset)
    }
}
