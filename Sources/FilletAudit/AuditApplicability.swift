import FilletVerification
import FilletShapes
import FilletGeometry

/// Which checks apply to each seed, decided per construction: invariants that only make sense
/// for exact constructions (realised radii, concentric corners…) are not applied to a seed that
/// never claims them; where a seed needs a check the catalogue's seed metadata lacks, the audit
/// adds it (``AuditEvaluation/symmetry(_:_:)``, ``AuditChecks``).
extension AuditApplicability {
    /// The decisions for `seed`, in catalogue order, then the audit's own checks.
    public static func table(for seed: AuditSeed) -> [AuditApplicability] {
        func row(_ check: Invariant, _ status: Status, _ reason: String) -> AuditApplicability {
            AuditApplicability(check: check.name, status: status, reason: reason)
        }
        func audit(_ check: String, _ reason: String) -> AuditApplicability {
            AuditApplicability(check: check, status: .added, reason: reason)
        }
        let pathLevel: [AuditApplicability] = [
            row(.closedAndFinite, .applies, "any outline meant to be filled"),
            row(.positionContinuity, .applies, "any path"),
        ]
        let tail: [AuditApplicability] = [
            row(.flatteningDeviation, .applies, "path-level: the geometry core's flattening of this path"),
            row(.flatteningChordCount, .applies, "path-level"),
            row(.areaAgreement, .applies, "path-level: the core's exact area against the flattened polyline"),
            row(.lengthAgreement, .applies, "path-level: the core's exact lengths against the chords"),
            row(.boundsAgreement, .applies, "path-level: the core's exact bounds against the polyline's vertices"),
            row(.intersectionAgreement, .applies, "path-level: the core's intersection verdict against a polyline segment test"),
            row(.turningAgreement, .applies, "path-level: the core's turning number against the polyline's winding"),
            row(.orientation, .applies, "every subpath should turn once"),
            row(.scaleInvariance, .applies, "verdicts must not depend on the scale"),
        ]
        let noBorder = [
            row(.borderWidth, .notApplicable, "not a border"),
            row(.borderConcentric, .notApplicable, "not a border"),
        ]
        switch seed.kind {
        case .seed000:
            return pathLevel + [
                row(.tangentContinuity, .applies, "StarShape2 rounds the points with arcs: the article's intent is a smooth rounded corner (it notes the fixed 0.45π is not the exact tangent angle)"),
                row(.radii, .notApplicable, "no fillet model: each arc is centred on the sharp vertex with the requested radius by construction, so 'realised = requested' says nothing; the misplacement shows as the kink"),
                row(.starInnerRadius, .applies, "sharp StarShape without cutout only (k = 0.4 of the frame radius); StarShape2's vertices are arc centres, not path points"),
                row(.starInnerCollinear, .notApplicable, "k = 0.4 is not the regular star's ratio, so the inner vertices are not meant to lie on the chords"),
                row(.nonSelfIntersection, .applies, "an outline; with a cutout the frame and the star must not meet either"),
                row(.rotationalSymmetry, .added, "n equal star points: checked about the centre path(in:) uses (with its odd-n shift), without cutout (the frame is not n-fold)"),
                row(.withinFrame, .applies, "the article: 'The star shapes are designed to fill the enclosing frame'"),
            ] + noBorder + tail
        case .seed001:
            return pathLevel + [
                row(.tangentContinuity, .applies, "arcTo fillets are tangent while they fit; past the edge budget the line runs backwards into the arc (a cusp)"),
                row(.radii, .notApplicable, "arcTo always draws the requested radius and the seed never clamps or records corners; running out of edge is caught by tangent continuity and self-intersection"),
                row(.starInnerRadius, .notApplicable, "not a star"),
                row(.starInnerCollinear, .notApplicable, "not a star"),
                row(.nonSelfIntersection, .applies, "always fails: the path is never closed and its last line ends on its first point (a touch at the start); see the added check"),
                row(.rotationalSymmetry, .notApplicable, "irregular polygons"),
                row(.withinFrame, .notApplicable, "no frame: vertices are given"),
            ] + noBorder + tail + [
                audit(AuditChecks.simpleExceptStart, "non-self-intersection with the start/end touch excused: where the overshoot past the edge budget shows"),
            ]
        case .seed002:
            return pathLevel + [
                row(.tangentContinuity, .applies, "trivially: straight lines only"),
                row(.radii, .notApplicable, "no rounding"),
                row(.starInnerRadius, .applies, "n ≥ 5: the tan formula R·cos(2π/n)/cos(π/n); n = 3, 4: the article's fallback ½·|centre − midpoint|"),
                row(.starInnerCollinear, .applies, "n ≥ 5 (regular star)"),
                row(.nonSelfIntersection, .applies, "an outline"),
                row(.rotationalSymmetry, .added, "n equal points, about the measured centre of the vertices"),
                row(.withinFrame, .applies, "UIBezierPath(starIn: rect): the star is meant to fit the rect"),
            ] + noBorder + tail + [
                audit(AuditChecks.centredInFrame, "the article recentres the star vertically: 'Center the star vertically in the passed in rect'"),
                audit(AuditChecks.noDegenerateSegment, "the first addLine goes to the point the path is already at"),
            ]
        case .seed003:
            return pathLevel + [
                row(.tangentContinuity, .applies, "trivially: straight lines only"),
                row(.radii, .notApplicable, "no rounding ('roundness' is the inner/outer ratio)"),
                row(.starInnerRadius, .applies, "k = clamp(roundness, 0, 100)/100 about the frame centre"),
                row(.starInnerCollinear, .notApplicable, "k is a free parameter, not the regular star's"),
                row(.nonSelfIntersection, .applies, "an outline"),
                row(.rotationalSymmetry, .added, "n equal points about the frame centre"),
                row(.withinFrame, .applies, "the padding is meant to keep the star inside the frame"),
            ] + noBorder + tail + [
                audit(AuditChecks.noDegenerateSegment, "polygon() adds a line to the first point right after moving there, and the repeated last point leaves a near-zero closing segment"),
            ]
        case .seed004:
            return pathLevel + [
                row(.tangentContinuity, .applies, "rounded rectangles: arcs tangent to the sides"),
                row(.radii, .notApplicable, "RoundedRectangle has no corner record; radii are clamped to half the side as SwiftUI does"),
                row(.starInnerRadius, .notApplicable, "not a star"),
                row(.starInnerCollinear, .notApplicable, "not a star"),
                row(.nonSelfIntersection, .applies, "outer boundary and hole must not meet"),
                row(.rotationalSymmetry, .notApplicable, "a rect has 2-fold symmetry only; not a construction promise"),
                row(.withinFrame, .applies, "frame = the outer rounded rect (makePositionedBorderSize)"),
                row(.borderWidth, .applies, "the ring is fed with its w: the article wants a border of width w ('the corner distance is still longer than the border width')"),
                row(.borderConcentric, .applies, "a constant-width ring has inner corners concentric with radius R − w"),
            ] + tail
        case .star, .polygon, .regularPolygon, .rect, .border: preconditionFailure("\(seed) is not a seed")
        }
    }
}
