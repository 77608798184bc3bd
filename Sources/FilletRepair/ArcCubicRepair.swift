import FilletVerification
import Foundation
import FilletGeometry

/// The candidate repairs of a near-miss arc cubic (``PathRepair``): the handles the circular arc
/// of its fit (`CubicCurve.circularArcFit`) would have, end points fixed.
///
/// ```
/// first:  p1' = p0 + h·û0,  p2' = p3 − h·û3,   h = 4/3·tan(|θ|/4)·r        (û: the handles' own directions)
/// then:   û0, û3 the fitted circle's tangents at p0 and p3 (perpendicular to p − centre, in the
///         direction of travel), h from the sweep between the two radii and their mean length
/// ```
/// The first keeps the tangent at each end, so the joins there stay as they are; the second is
/// tried when the end tangents themselves are off the circle by more than the rounding allows.
enum ArcCubicRepair {
    static func candidates(_ state: RepairState, element: Int) -> Result<[[RepairState.Move]], PathRepair.Failure> {
        let written = state.writtenControls(element)
        guard written.first, written.second else {
            return .failure(PathRepair.Failure("its handles are not written as numbers of its own segment"))
        }
        let starts = state.starts
        guard let curve = state.cubic(element, starts: starts), let entry = state.arcEntry(element) else {
            return .failure(PathRepair.Failure("it no longer reads as an arc cubic"))
        }
        let fit = entry.fit
        var candidates: [[RepairState.Move]] = []
        let handle = 4.0 / 3.0 * tan(Swift.abs(fit.sweep) / 4) * fit.radius
        let start = curve.p1 - curve.p0, end = curve.p2 - curve.p3
        if handle.isFinite, handle > 0, start.length > 0, end.length > 0 {
            candidates.append([
                .init(element: element, control: 1, point: curve.p0 + start.normalized * handle),
                .init(element: element, control: 2, point: curve.p3 + end.normalized * handle),
            ])
        }
        let fromStart = curve.p0 - fit.center, fromEnd = curve.p3 - fit.center
        let sweep = fromStart.signedAngle(to: fromEnd)
        let radius = (fromStart.length + fromEnd.length) / 2
        let circular = 4.0 / 3.0 * tan(Swift.abs(sweep) / 4) * radius
        if circular.isFinite, circular > 0, sweep * fit.sweep > 0 {
            let side: Double = sweep > 0 ? 1 : -1
            let startTangent = fromStart.normalized.perpendicular * side
            let endTangent = fromEnd.normalized.perpendicular * side
            candidates.append([
                .init(element: element, control: 1, point: curve.p0 + startTangent * circular),
                .init(element: element, control: 2, point: curve.p3 - endTangent * circular),
            ])
        }
        guard !candidates.isEmpty else { return .failure(PathRepair.Failure("its fit has no finite handle length")) }
        return .success(candidates)
    }
}
