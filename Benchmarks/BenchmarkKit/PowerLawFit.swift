import Foundation

/// A least-squares fit of `time = c · xᵏ` on log-log axes, giving the scaling exponent `k`.
///
/// With `uᵢ = ln xᵢ` and `vᵢ = ln yᵢ`, ordinary least squares on the line `v = ln c + k·u`:
///
/// ```
/// k     = Σ (uᵢ − ū)(vᵢ − v̄) / Σ (uᵢ − ū)²
/// ln c  = v̄ − k·ū
/// r²    = 1 − Σ (vᵢ − ln c − k·uᵢ)² / Σ (vᵢ − v̄)²      (1 when all vᵢ are equal)
/// ```
///
/// `k ≈ 1` is linear scaling, `k ≈ 0.5` square-root scaling. The fit needs at least two distinct
/// positive `x` values and positive, finite `y` values; anything else gives `nil`.
/// - Complexity: O(n).
public struct PowerLawFit: Codable, Hashable, Sendable {
    public var exponent: Double
    public var coefficient: Double
    public var rSquared: Double
    public var pointCount: Int

    public init?(x: [Double], y: [Double]) {
        guard x.count == y.count, x.count >= 2 else { return nil }
        guard zip(x, y).allSatisfy({ $0 > 0 && $1 > 0 && $0.isFinite && $1.isFinite }) else { return nil }
        let u = x.map { Foundation.log($0) }, v = y.map { Foundation.log($0) }
        let n = Double(u.count)
        let meanU = u.reduce(0, +) / n, meanV = v.reduce(0, +) / n
        var sxx = 0.0, sxy = 0.0, syy = 0.0
        for (ui, vi) in zip(u, v) {
            sxx += (ui - meanU) * (ui - meanU)
            sxy += (ui - meanU) * (vi - meanV)
            syy += (vi - meanV) * (vi - meanV)
        }
        guard sxx > 0 else { return nil }
        exponent = sxy / sxx
        let intercept = meanV - exponent * meanU
        coefficient = Foundation.exp(intercept)
        var residual = 0.0
        for (ui, vi) in zip(u, v) {
            let error = vi - intercept - exponent * ui
            residual += error * error
        }
        rSquared = syy > 0 ? 1 - residual / syy : 1
        pointCount = u.count
    }
}
