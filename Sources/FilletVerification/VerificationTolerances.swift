import FilletGeometry

/// Every tolerance of the invariant catalogue, in one place.
///
/// Lengths are relative to the shape's size, `Path.characteristicSize` (the
/// diagonal of its exact bounds), so scaling a shape by any factor never changes a verdict. A
/// second, smaller term is relative to the coordinate *magnitude* (the largest |x|, |y| of any
/// point, arc centre plus radius: `Path.flatteningMagnitude`), because rounding
/// of a coordinate is proportional to its size, not to the shape's: a shape of size 1 drawn
/// 10⁶ away from the origin carries rounding of 10⁻¹⁰ per coordinate.
///
/// ```
/// length tolerance  = lengthRelative · size + coordinateRounding · magnitude
/// angle tolerance   = angle + 2 · pointRounding · magnitude / ℓ     (ℓ: shorter segment at the join)
/// ```
public enum VerificationTolerances {
    /// 10⁻⁹ of the size: the length tolerance of every positional comparison (join gaps, radii,
    /// tangency of fillets to edges, star radii and collinearity, symmetry, frame, border width).
    /// Far above rounding (≈ 10⁻¹⁶ of the magnitude), far below anything visible; the same value
    /// as the geometry core's contact and degenerate-segment tolerances.
    public static let lengthRelative = 1e-9

    /// 10⁻¹¹ of the coordinate magnitude, added to every length tolerance: covers rounding of
    /// coordinates far from the origin and the constructions' meeting tolerance
    /// (`RoundedPolygon.meetingTolerance`, 10⁻¹² of the magnitude), where two
    /// clamped fillets meet with a gap of rounding size.
    public static let coordinateRounding = 1e-11

    /// 10⁻⁹ rad: the base tangent-continuity tolerance at a join into or out of an arc.
    public static let angle = 1e-9

    /// 10⁻¹³ of the magnitude: the assumed rounding of a computed point, whose effect on the
    /// direction of a segment of length ℓ is at most `2 · pointRounding · magnitude / ℓ`; added to
    /// ``angle`` per join so short (but not degenerate) segments do not fail on rounding.
    public static let pointRounding = 1e-13

    /// 10⁻⁹ of 1/size: the curvature jump allowed at a join of a smoothed corner's flank (G2),
    /// before the rounding bound of the flank's end curvature
    /// (`CubicCurve.endCurvatureRoundingBound(atStart:pointRounding:)` with ``pointRounding``).
    public static let curvatureJumpRelative = 1e-9

    /// 10⁻⁶ turns: how far a subpath's turning number may be from the expected ±1.
    public static let turningNumber = 1e-6

    /// 10⁻⁹ of the size squared: a subpath whose |signed area| is at most this has no orientation
    /// (its sign is rounding noise, which would flip with the scale), so the orientation
    /// invariant fails it whatever the sign.
    public static let degenerateAreaRelative = 1e-9

    /// 10⁻³ of the size: the flattening tolerance the flattening invariants exercise.
    public static let flatteningRelative = 1e-3

    /// 10⁻⁹ of the flattening tolerance: rounding slack of the minimal-chord-count test
    /// (`sagitta(n) ≤ tol·(1 + slack)` and `sagitta(n − 1) ≥ tol·(1 − slack)`).
    public static let chordCountRelativeSlack = 1e-9

    /// 10⁻⁶ rad: the differential turning comparison is skipped when the largest join turn plus the
    /// largest chord angle comes this close to π (a polyline vertex could then turn by π and the
    /// sign of that turn is not defined).
    public static let reversalSlack = 1e-6

    /// The most chords ``Invariant/intersectionAgreement`` sweeps (50 000). Its independent
    /// x-sweep costs O(m log m + k) with k the chord pairs whose x-extents overlap, which grows
    /// almost like m² on many-pointed stars; above the limit the verdicts are not compared (the
    /// detail says so). The suites' shapes have a few hundred chords.
    public static let intersectionAgreementChordLimit = 50_000

    /// 4: the intersection differential calls the polyline *clear* when no two non-neighbouring
    /// chords come within 4 Hausdorff bounds τ' of each other (the exact pieces, each within τ' of
    /// its chords, are then ≥ 2τ' apart: far beyond the core's contact tolerance).
    public static let intersectionClearReach = 4.0

    /// 8: chords less than 8τ' apart along their ring are neighbours the polyline test skips (near
    /// a sharp corner or along a tight arc they are necessarily close); exact contacts count as
    /// non-local beyond twice that along the path.
    public static let intersectionLocalSpan = 8.0

    /// The most segments ``Invariant/clearanceAgreement`` compares (4 096): it pairs the segments
    /// (O(n²) box tests, a few thousand on the suites' shapes); above it the detail says "not compared".
    public static let clearanceAgreementSegmentLimit = 4_096

    /// The most segments ``Invariant/treeAgreement`` compares (4 096): its reference tests every
    /// pair of boxes; above it the detail says "not compared".
    public static let treeAgreementSegmentLimit = 4_096

    /// 8: ``Invariant/treeAgreement`` forces one case in 8 at or below
    /// `Path.allPairsSegmentLimit` segments through the tree (a hash of the path
    /// chooses, as for scale invariance); every case above the limit is compared.
    public static let treeAgreementSampling = 8

    /// 10⁻⁶: ``Invariant/starCertificate`` applies to a corner polygon whose every turn
    /// `(vᵢ₊₁ − vᵢ) × (vᵢ₊₂ − vᵢ₊₁)` exceeds this times its diagonal squared, all of one sign
    /// (strictly convex; nearly collinear vertices leave the shape out).
    public static let starCertificateConvexity = 1e-6

    /// 10⁻⁴ and 10⁻¹⁰ of the size: ``Invariant/starCertificate`` applies to an outline whose
    /// segments are each at least the first long or at most the second (a point the scan drops);
    /// a piece between them is too short for the certificate's bound, which hands it to the scan.
    public static let starCertificateShortestPiece = 1e-4
    public static let starCertificatePointLike = 1e-10

    /// 10⁻² of the size: ``Invariant/starCertificate`` applies only where every arc's circle
    /// keeps this far from the centre of the bounds (the certificate's distance bound for an arc).
    public static let starCertificateCircleClearance = 1e-2

    /// 0.6π: ``Invariant/starCertificate`` applies only where each piece's ends, seen from the
    /// centre of the bounds, are at most this far apart (the certificate takes sectors under π).
    public static let starCertificateWidestPiece = 0.6 * Double.pi

    /// 2·10⁻³ rad: ``Invariant/arcFitAgreement`` holds the fit of an arc's standard cubics only
    /// on pieces that sweep at least this (twice the smallest sweep the fit claims, 10⁻³).
    public static let arcFitSmallestSweep = 2e-3

    /// 10⁻¹¹: ``Invariant/arcFitAgreement`` allows the fit's centre and radius `10⁻¹¹·(|c| + r)/|θ|`
    /// off the drawn ones (the cubic's points round at the coordinates' ulp, 1.1·10⁻¹⁶ of
    /// them; the fit divides by the chord and handles, which scale with the sweep θ).
    public static let arcFitRelative = 1e-11

    /// 64: ``Invariant/treeAgreement`` also holds the fine-piece search (contacts and clearance)
    /// to all pairs on one curved path in 64 (a hash of the path chooses). Its clearance over fine
    /// pieces costs several times the rest of a case, so the default run compares a few hundred
    /// paths, not all of them.
    public static let finePieceAgreementSampling = 64

    /// 64: the most contacts ``Invariant/treeAgreement`` collects from each scan. Below it the two
    /// lists must hold the same contacts; a path with more is compared on its verdict, its
    /// clearance and the count reaching the limit in both (collecting every contact of a tangle
    /// of curves cost more than the rest of the path suite).
    public static let treeAgreementContactLimit = 64

    /// Points sampled per segment (ends and midpoint included) for the border-width invariant.
    public static let borderSamplesPerSegment = 16

    /// 10⁻² of the radius: what a cubic standing for a circular arc may stray from its circle
    /// beyond ``arcCubicStandardFactor`` × the standard cubic's own error (user paths). A handle
    /// 3 % off the circular length (hand-drawn icons snapped to a grid) stays within it; the
    /// wrong constant 0.5 for 0.5523 (2.8 % radial error) does not.
    public static let arcCubicRelative = 1e-2

    /// 10⁻³ of the size: the least radial error a cubic arc is allowed, whatever its radius, so a
    /// small circle in an icon snapped to a grid (an Adwaita dot of radius 0.5 in 16 units strays
    /// 0.004) is not failed for an error no one can see.
    public static let arcCubicSizeRelative = 1e-3

    /// 2: a cubic arc may have twice the radial error of the standard cubic of its sweep
    /// (`(2/27)·sin⁶(θ/4)/cos²(θ/4)·r`), so single cubics up to 180° written by the standard formula pass.
    public static let arcCubicStandardFactor = 2.0

    /// The factors of the scale-invariance invariant.
    public static let scaleFactors: [Double] = [1e-6, 1e6]

    /// The absolute length tolerance of a shape of `size` whose coordinates reach `magnitude`.
    @inlinable
    public static func length(size: Double, magnitude: Double) -> Double {
        lengthRelative * size + coordinateRounding * magnitude
    }
}
