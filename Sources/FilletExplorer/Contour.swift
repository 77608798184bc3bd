import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry

/// Iso-lines of a function sampled on a grid (marching squares), for drawing a closed form over
/// a heatmap.
enum Contour {
    /// The line segments where the bilinear-free, edge-linear interpolation of `values` crosses
    /// `level`. `values[row][column]` sits at `positions(column, row)`; NaN samples cut the line.
    /// A saddle square (all four edges crossed) pairs the crossings by the square's mean value.
    /// - Complexity: O(rows · columns).
    static func segments(values: [[Double]], level: Double, position: (Int, Int) -> Point) -> [(Point, Point)] {
        var result: [(Point, Point)] = []
        guard values.count >= 2, let columns = values.first?.count, columns >= 2 else { return result }
        for row in 0..<(values.count - 1) {
            for column in 0..<(columns - 1) {
                // Corners counter-clockwise: (c, r), (c+1, r), (c+1, r+1), (c, r+1).
                let corners = [(column, row), (column + 1, row), (column + 1, row + 1), (column, row + 1)]
                let samples = corners.map { values[$0.1][$0.0] }
                guard samples.allSatisfy({ $0.isFinite }) else { continue }
                var crossings: [Point] = []
                for edge in 0..<4 {
                    let a = samples[edge], b = samples[(edge + 1) % 4]
                    guard (a - level) * (b - level) < 0 else { continue }
                    let t = (level - a) / (b - a)
                    let p = position(corners[edge].0, corners[edge].1)
                    let q = position(corners[(edge + 1) % 4].0, corners[(edge + 1) % 4].1)
                    crossings.append(Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
                }
                if crossings.count == 2 {
                    result.append((crossings[0], crossings[1]))
                } else if crossings.count == 4 {
                    let mean = samples.reduce(0, +) / 4
                    let firstAbove = samples[0] > level
                    if (mean > level) == firstAbove {
                        result.append((crossings[0], crossings[1]))
                        result.append((crossings[2], crossings[3]))
                    } else {
                        result.append((crossings[0], crossings[3]))
                        result.append((crossings[1], crossings[2]))
                    }
                }
            }
        }
        return result
    }

    /// "Nice" tick values covering [low, high]: about `count` multiples of 1, 2 or 5 × 10ᵏ.
    static func ticks(_ low: Double, _ high: Double, count: Int = 6) -> [Double] {
        guard low.isFinite, high.isFinite, high > low else { return low.isFinite ? [low] : [] }
        let raw = (high - low) / Double(Swift.max(count, 1))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        var ticks: [Double] = []
        var value = (low / step).rounded(.up) * step
        // Bounded: where the step is below the values' rounding (a tiny interval far from 0),
        // `value += step` would not move.
        while value <= high + step * 1e-9, ticks.count <= 4 * count + 4 {
            ticks.append(Swift.abs(value) < step * 1e-9 ? 0 : value)
            let next = value + step
            if next == value { break }
            value = next
        }
        return ticks
    }

    /// Ticks 1, 2, 5 × 10ᵏ within [low, high] (> 0) for a logarithmic scale.
    static func logTicks(_ low: Double, _ high: Double) -> [Double] {
        guard low > 0, high > low else { return [] }
        var ticks: [Double] = []
        var decade = pow(10, log10(low).rounded(.down))
        while decade <= high, decade.isFinite {
            for factor in [1.0, 2, 5] where decade * factor >= low && decade * factor <= high { ticks.append(decade * factor) }
            decade *= 10
        }
        return ticks
    }
}
