import Foundation

/// How many chords an arc needs for a flattening tolerance: the one formula that flattening,
/// tests, the verifier and the benchmark share.
extension Arc {
    /// The largest angle a chord with both ends on a circle of `radius` may span while staying
    /// within `tolerance` of its arc (the sagitta `r·(1 − cos(φ/2))` equals `tolerance`):
    ///
    /// ```
    /// φ_max = 2·acos(1 − tol/r) = 4·asin(√(tol / (2r)))      for tol < 2r
    /// φ_max = 2π                                               for tol ≥ 2r (or r = 0)
    /// ```
    ///
    /// The `asin` form is used because it stays accurate when `tol/r` is tiny: `1 − 1e-18` rounds
    /// to 1, so `acos` would give 0 (infinitely many chords) for a radius of 10⁹ and a tolerance of
    /// 10⁻⁹, while `4·asin(√(5·10⁻¹⁹))` is the correct 2.83·10⁻⁹.
    /// - Parameters:
    ///   - radius: ≥ 0 and finite.
    ///   - tolerance: > 0 and finite (not re-checked here; see ``chordCount(tolerance:)``).
    @inlinable
    public static func maximumChordSweep(radius: Double, tolerance: Double) -> Double {
        guard tolerance < 2 * radius else { return Angle.twoPi }
        return 4 * asin((tolerance / (2 * radius)).squareRoot())
    }

    /// The number of chords, with ends on the arc and equal angular steps, that flattening uses:
    ///
    /// ```
    /// n = ⌈ |θ| / φ_max(r, tol) ⌉          (φ_max from maximumChordSweep(radius:tolerance:))
    /// ```
    ///
    /// This is the minimum for chords whose ends lie on the arc: with fewer, some chord spans more
    /// than `φ_max` and its sagitta exceeds `tolerance`. Defined edge cases:
    /// - `θ = 0` or `r = 0`: 0 chords (the arc is a single point, already the current point);
    /// - `tol ≥ 2r`: one chord per full turn, so 1 chord for `|θ| ≤ 2π` (every point of such an arc
    ///   is within `2r ≤ tol` of any other);
    /// - huge `r`: handled by the `asin` form, no `acos(1) = 0` collapse.
    ///
    /// - Parameter tolerance: > 0 and finite.
    /// - Returns: n, at most ``Path/maximumFlattenedPointCount``.
    /// - Throws: ``GeometryError/nonFinite(parameter:value:)`` for a non-finite tolerance or arc,
    ///   ``GeometryError/nonPositiveTolerance(_:)``, ``GeometryError/negativeRadius(_:)``,
    ///   ``GeometryError/tooManyPoints(required:limit:)`` when n exceeds the limit.
    /// - Complexity: O(1).
    public func chordCount(tolerance: Double) throws(GeometryError) -> Int {
        try Path.validateFlatteningTolerance(tolerance)
        try Path.requireFinite(center, "center")
        try Path.requireFinite(radius, "radius")
        try Path.requireFinite(startAngle, "startAngle")
        try Path.requireFinite(sweep, "sweep")
        guard radius >= 0 else { throw .negativeRadius(radius) }
        let count = unclampedChordCount(tolerance: tolerance)
        guard count <= Double(Path.maximumFlattenedPointCount) else {
            throw .tooManyPoints(required: count, limit: Path.maximumFlattenedPointCount)
        }
        return Int(count)
    }

    /// `n` as a Double, without validation or limit (it may be huge); callers check it before
    /// converting to `Int`.
    @inlinable
    internal func unclampedChordCount(tolerance: Double) -> Double {
        guard radius > 0, sweep != 0 else { return 0 }
        return unclampedChordCount(maximumStep: Arc.maximumChordSweep(radius: radius, tolerance: tolerance))
    }

    /// `n = ⌈|θ| / maximumStep⌉` for a `maximumStep` already computed by
    /// ``maximumChordSweep(radius:tolerance:)`` for this arc's radius (flattening caches it per
    /// radius). Expects `radius > 0` and `sweep ≠ 0`.
    @inlinable
    internal func unclampedChordCount(maximumStep: Double) -> Double {
        (Swift.abs(sweep) / maximumStep).rounded(.up)
    }
}
