import Foundation

extension PreparedSegment {
    /// At both ends: the length that fixes the direction (a curve's first non-zero handle), the
    /// signed curvature (positive toward increasing angle) and the conditioning length `c` the
    /// users' tangent-continuity check scales its tolerance by (a line's or arc's length, an arc's
    /// chord across its bulge, a curve's handle); a curvature is NaN where the curve has no
    /// tangent (all control points at an end coincide).
    package var endMeasures: (startHandle: Double, endHandle: Double, startCurvature: Double, endCurvature: Double,
                              startConditioning: Double, endConditioning: Double) {
        let segment = self
        switch segment.geometry {
        case .line:
            return (segment.length, segment.length, 0, 0, segment.length, segment.length)
        case .arc(let arc):
            let curvature = arc.radius > 0 ? (arc.sweep >= 0 ? 1 : -1) / arc.radius : .nan
            let conditioning = Swift.min(segment.length, 2 * arc.radius * Swift.abs(cos(arc.sweep / 2)))
            return (segment.length, segment.length, curvature, curvature, conditioning, conditioning)
        case .curve(let curve):
            func handle(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
                let first = a.distance(to: b)
                if first > 0 { return first }
                let second = a.distance(to: c)
                return second > 0 ? second : a.distance(to: d)
            }
            func curvature(_ first: Vector, _ second: Vector) -> Double {
                let speed = first.length
                return first.cross(second) / (speed * speed * speed)
            }
            let startFirst = (curve.p1 - curve.p0) * 3, endFirst = (curve.p3 - curve.p2) * 3
            let startSecond = ((curve.p0 - curve.p1) + (curve.p2 - curve.p1)) * 6
            let endSecond = ((curve.p1 - curve.p2) + (curve.p3 - curve.p2)) * 6
            let startHandle = handle(curve.p0, curve.p1, curve.p2, curve.p3)
            let endHandle = handle(curve.p3, curve.p2, curve.p1, curve.p0)
            return (startHandle, endHandle, curvature(startFirst, startSecond), curvature(endFirst, endSecond),
                    startHandle, endHandle)
        }
    }
}
