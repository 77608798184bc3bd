import Foundation
import FilletGeometry

extension Catalogue {
    /// The regular star's inner ratio from tangents, as seed 002 derives it: with the outer
    /// polygon's edge midpoint at `d = R·cos(π/n)` from the centre and half-edge `s/2 = R·sin(π/n)`,
    ///
    /// ```
    /// k = (d − (s/2) / tan((n − 2)π / (2n))) / R  =  cos(π/n) − sin(π/n) / tan((n − 2)π / (2n))
    /// ```
    ///
    /// which equals `cos(2π/n)/cos(π/n)`; computed this way so the check does not reuse the
    /// construction's formula.
    public static func tangentFormInnerRatio(points n: Int) -> Double {
        let count = Double(n)
        return cos(Double.pi / count) - sin(Double.pi / count) / tan((count - 2) * Double.pi / (2 * count))
    }

    /// ``Invariant/starInnerRadius``:
    ///
    /// ```
    /// radius error = max( |outerᵢ − c| − R,  |innerᵢ − c| − k·R,  regular: |k − k_tan|·R )
    /// margin       = (length tolerance − error) / size
    /// ```
    static func checkStarRadius<Sink: InvariantSink>(_ star: StarGeometry, _ analysis: PathAnalysis,
                                                     _ verdicts: inout VerdictRecorder<Sink>) {
        let vertices = star.vertices
        let n = star.points
        guard n >= 2, vertices.count == 2 * n else {
            verdicts.emitVerdict(.starInnerRadius, false) {
                "expected 2n = \(2 * n) star vertices, got \(vertices.count)"
            }
            return
        }
        let tolerance = analysis.lengthTolerance
        let radius = star.outerRadius, innerRadius = star.innerRatio * star.outerRadius
        var worst = 0.0, worstIndex = 0, measuredInner = 0.0
        for index in vertices.indices {
            let distance = vertices[index].distance(to: star.center)
            let error = Swift.abs(distance - (index % 2 == 0 ? radius : innerRadius))
            if index % 2 == 1 { measuredInner = Swift.max(measuredInner, distance) }
            if error > worst || error.isNaN { worst = error; worstIndex = index }
        }
        var formulaError = 0.0
        let tangentRatio = n >= 5 ? tangentFormInnerRatio(points: n) : .nan
        if star.isRegular {
            formulaError = n >= 5 ? Swift.abs(star.innerRatio - tangentRatio) * radius : .infinity
        }
        let error = Swift.max(worst, formulaError)
        verdicts.emit(.starInnerRadius, margin: analysis.relative(tolerance - error),
                     location: vertices[worstIndex]) {
            var text = "n = \(n), R = \(format(radius)), inner radius \(format(measuredInner)) (k = \(format(measuredInner / radius)))"
            if star.isRegular {
                text += ", tan formula k = \(format(tangentRatio)), claimed k = \(format(star.innerRatio))"
            } else {
                text += ", expected k = \(format(star.innerRatio))"
            }
            return text + "; largest vertex radius error \(format(worst)) at vertex \(worstIndex)"
        }
    }

    /// ``Invariant/starInnerCollinear``, for regular stars of 5 points or more (with their 2n
    /// vertices; a star without them fails ``Invariant/starInnerRadius``):
    ///
    /// ```
    /// collinear error = max distance of innerᵢ, innerᵢ₊₁ from the line outerᵢ → outerᵢ₊₂
    /// margin          = (length tolerance − error) / size
    /// ```
    static func checkStarCollinear<Sink: InvariantSink>(_ star: StarGeometry, _ analysis: PathAnalysis,
                                                        _ verdicts: inout VerdictRecorder<Sink>) {
        let vertices = star.vertices
        let n = star.points
        guard n >= 2, vertices.count == 2 * n, star.isRegular, n >= 5 else { return }
        let tolerance = analysis.lengthTolerance
        var worstLine = 0.0, lineIndex = 1
        for point in 0..<n {
            let from = vertices[2 * point], to = vertices[(2 * point + 4) % (2 * n)]
            // Both inner vertices on this chord, without an array per chord.
            for inner in 0..<2 {
                let vertex = inner == 0 ? 2 * point + 1 : (2 * point + 3) % (2 * n)
                let distance = lineDistance(vertices[vertex], from, to)
                if distance > worstLine || distance.isNaN { worstLine = distance; lineIndex = vertex }
            }
        }
        verdicts.emit(.starInnerCollinear, margin: analysis.relative(tolerance - worstLine),
                     location: vertices[lineIndex]) {
            "largest distance of an inner vertex from its outer chord \(format(worstLine)) (vertex \(lineIndex))"
        }
    }
}
