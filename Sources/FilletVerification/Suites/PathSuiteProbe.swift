/// A check the ``VerificationSuite/path`` suite asks once per run, on fixed inputs whose answer
/// comes from an independent route, and folds into one invariant's verdict: while it holds the
/// report is unchanged; when it finds something wrong, every path case fails that invariant with
/// the probe's message (in `verify` and in `fillet replay` alike).
enum PathSuiteProbe: CaseIterable, Sendable {
    /// The Polyline builders and the `isFinite` predicates (``VerificationSuite/builderProbeMisread``).
    case builders
    /// Contacts of exactly drawn curves (``VerificationSuite/contactProbeMisread``).
    case contacts
    /// Distances of lines and fine pieces in closed form (``VerificationSuite/clearanceProbeMisread``).
    case clearance
    /// Fine-piece bounds against sampling, the spatial tree's selection (``VerificationSuite/boundsProbeMisread``).
    case bounds
    /// Arcs under a general map, mapped back (``VerificationSuite/arcImageMisread``).
    case arcImages
    /// End tangents against near chords (``VerificationSuite/curveTangentMisread``).
    case curveTangents
    /// Curve length near the largest double and tangent turn through an exact cusp (``VerificationSuite/curveMeasureMisread``).
    case curveMeasures
    /// The curvature comb's teeth against closed-form curvatures (``VerificationSuite/curvatureCombMisread``).
    case curvatureComb
    /// Flattening magnitude and deviation against sagittas (``VerificationSuite/flatteningMeasureMisread``).
    case flatteningMeasure
    /// Chord counts across scales and under a point limit, lone closed points kept (``VerificationSuite/flatteningProbeMisread``).
    case flatteningChordCount
    /// The radial error of an off-standard arc cubic against dense sampling (``VerificationSuite/arcFitErrorMisread``).
    case arcFitError
    /// A chord count flagged stable against perturbed copies' own counts (``VerificationSuite/chordCountStabilityMisread``).
    case chordCountStability
    /// Congruent curves placed by reflection against flattening without reuse (``VerificationSuite/congruentPlacementMisread``).
    case congruentPlacement

    /// The invariant whose verdict this probe's finding fails.
    var invariant: Invariant {
        switch self {
        case .builders: .positionContinuity
        case .contacts: .intersectionAgreement
        case .clearance: .clearanceAgreement
        case .bounds: .treeAgreement
        case .arcImages: .affineMap
        case .curveTangents: .turningAgreement
        case .curveMeasures: .turningAgreement
        case .curvatureComb: .turningAgreement
        case .flatteningMeasure: .flatteningDeviation
        case .flatteningChordCount: .flatteningChordCount
        case .arcFitError: .arcFitAgreement
        case .chordCountStability: .flatteningChordCount
        case .congruentPlacement: .flatteningDeviation
        }
    }

    /// What the probe found wrong (asked once per process), or `nil`.
    var misread: String? {
        switch self {
        case .builders: VerificationSuite.builderProbeMisread
        case .contacts: VerificationSuite.contactProbeMisread
        case .clearance: VerificationSuite.clearanceProbeMisread
        case .bounds: VerificationSuite.boundsProbeMisread
        case .arcImages: VerificationSuite.arcImageMisread
        case .curveTangents: VerificationSuite.curveTangentMisread
        case .curveMeasures: VerificationSuite.curveMeasureMisread
        case .curvatureComb: VerificationSuite.curvatureCombMisread
        case .flatteningMeasure: VerificationSuite.flatteningMeasureMisread
        case .flatteningChordCount: VerificationSuite.flatteningProbeMisread
        case .arcFitError: VerificationSuite.arcFitErrorMisread
        case .chordCountStability: VerificationSuite.chordCountStabilityMisread
        case .congruentPlacement: VerificationSuite.congruentPlacementMisread
        }
    }
}
