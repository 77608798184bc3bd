import Foundation

/// A curvature comb: at sample points along a path, a tooth along the normal whose length is
/// the curvature there times a scale, drawn away from the centre of curvature — the picture a
/// type or car designer reads continuity from. Where the path is G2 the teeth's tips run
/// on without a step; a fillet's arc (G1 only) shows a step from 0 to `scale/r` at both of its
/// ends, a smoothed corner's flanks a ramp.
public struct CurvatureComb: Hashable, Sendable {
    /// One tooth: the sample on the path and the tip `base − scale·κ·n` (`n` the unit normal
    /// toward increasing angle, `κ` the signed curvature, positive turning that way).
    public struct Tooth: Hashable, Sendable {
        public var base: Point
        public var tip: Point
        /// The signed curvature at `base`.
        public var curvature: Double
    }

    /// Per subpath, the teeth in path order (the envelope is the polyline through their tips).
    public var subpaths: [[Tooth]]

    /// The largest |curvature| sampled (0 for a path of lines).
    public var largestCurvature: Double {
        subpaths.reduce(0) { result, teeth in teeth.reduce(result) { Swift.max($0, Swift.abs($1.curvature)) } }
    }

    /// The teeth as an open path of separate lines (base → tip), for drawing; teeth of zero
    /// length are left out (as is one whose tip is not finite: a scale of ∞).
    public var teethPath: Path {
        var path = Path()
        for tooth in subpaths.joined() where tooth.base != tooth.tip && tooth.tip.isFinite {
            try? path.move(to: tooth.base)
            try? path.addLine(to: tooth.tip)
        }
        return path
    }

    /// The envelope: per subpath, an open polyline through the tips (a step where the
    /// curvature jumps: both sides of a join are sampled).
    public var envelopePath: Path {
        var path = Path()
        for teeth in subpaths where teeth.count >= 2 && teeth.allSatisfy({ $0.tip.isFinite }) {
            try? path.move(to: teeth[0].tip)
            for tooth in teeth.dropFirst() { try? path.addLine(to: tooth.tip) }
        }
        return path
    }
}

extension Path {
    /// The curvature comb of the path (``CurvatureComb``): every drawn segment sampled at
    /// `samplesPerSegment + 1` evenly spaced parameters, both ends included (so a curvature jump
    /// at a join shows as two teeth at one point); a line's teeth have length 0.
    ///
    /// ```
    /// tip = base − scale · κ(t) · n(t)      n: unit tangent turned by +90° (toward increasing angle)
    /// ```
    ///
    /// - Parameters:
    ///   - samplesPerSegment: ≥ 1 (clamped); the teeth of an arc are all equal, a cubic's follow
    ///     ``CubicCurve/curvature(at:)``.
    ///   - scale: tooth length per unit of curvature (length²); pick it so that the largest
    ///     tooth is a fraction of the shape's size, e.g. `0.2 · size / largestCurvature`.
    /// - Returns: one list of teeth per subpath with a drawn segment. A curve's point of zero
    ///   speed (NaN curvature) gets no tooth.
    /// - Complexity: O(segments × samplesPerSegment).
    public func curvatureComb(samplesPerSegment: Int, scale: Double) -> CurvatureComb {
        let samples = Swift.max(1, samplesPerSegment)
        var subpaths: [[CurvatureComb.Tooth]] = []
        var current: [CurvatureComb.Tooth] = []
        var currentSubpath = -1
        forEachSegment { segment in
            if segment.subpathIndex != currentSubpath {
                if !current.isEmpty { subpaths.append(current) }
                current = []
                currentSubpath = segment.subpathIndex
            }
            for step in 0...samples {
                let t = Double(step) / Double(samples)
                let base: Point, tangent: Vector, curvature: Double
                switch segment.geometry {
                case .line(let from, let to):
                    base = from + (to - from) * t
                    tangent = (to - from).normalized
                    curvature = 0
                case .arc(let arc):
                    let angle = arc.startAngle + arc.sweep * t
                    base = arc.point(atAngle: angle)
                    tangent = arc.tangent(atAngle: angle)
                    curvature = arc.radius > 0 ? (arc.sweep >= 0 ? 1 : -1) / arc.radius : 0
                case .curve(let curve):
                    base = curve.point(at: t)
                    tangent = curve.derivative(at: t).normalized
                    curvature = curve.curvature(at: t)
                }
                guard curvature.isFinite, tangent.dx.isFinite, tangent.dy.isFinite else { continue }
                let normal = tangent.perpendicular
                current.append(CurvatureComb.Tooth(base: base, tip: base - normal * (scale * curvature), curvature: curvature))
            }
        }
        if !current.isEmpty { subpaths.append(current) }
        return CurvatureComb(subpaths: subpaths)
    }
}
