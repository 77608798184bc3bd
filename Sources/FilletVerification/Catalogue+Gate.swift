import FilletGeometry

extension Catalogue {
    /// One entry of the constructions' gate: a check of the shape's analysis under the catalogue's
    /// policy (the shape's metadata and ``Options``), emitting the invariants ``invariants`` names.
    ///
    /// An entry reads the analysis (``PathAnalysis``: the prepared path, the per-subpath measures,
    /// the join, flattening and exact-intersection stages, each computed on first ask) and the
    /// policy, records its own verdicts (``VerdictRecorder``) and borrows buffers
    /// (``EntryScratch``); it never reads what another entry wrote, so any order of ``gate`` gives
    /// the same rows, and the order of ``gate`` is the order of the report's rows.
    /// ``scaleInvariance`` compares the verdicts of all the others with those at other scales: it
    /// evaluates them itself, the rebuilt shapes on an analysis of their own.
    enum Entry: CaseIterable {
        case continuity, radii, starRadius, selfIntersection, treeAgreement, symmetry, frame, border
        case flattening, polylineDifferentials, intersectionAgreement, clearanceAgreement, affineMap
        case orientation, scaleInvariance

        /// The invariants the entry may emit (when it applies to the shape).
        var invariants: [Invariant] {
            switch self {
            case .continuity: [.positionContinuity, .tangentContinuity]
            case .radii: [.radii]
            case .starRadius: [.starInnerRadius, .starInnerCollinear]
            case .selfIntersection: [.nonSelfIntersection]
            case .treeAgreement: [.treeAgreement]
            case .symmetry: [.rotationalSymmetry]
            case .frame: [.withinFrame]
            case .border: [.borderWidth, .borderConcentric]
            case .flattening: [.flatteningDeviation, .flatteningChordCount]
            case .polylineDifferentials: [.areaAgreement, .lengthAgreement, .boundsAgreement, .turningAgreement]
            case .intersectionAgreement: [.intersectionAgreement]
            case .clearanceAgreement: [.clearanceAgreement]
            case .affineMap: [.affineMap]
            case .orientation: [.orientation]
            case .scaleInvariance: [.scaleInvariance]
            }
        }

        /// Runs the entry on `shape`'s analysis in `context` (prepared for `shape.path`), when it
        /// applies to the shape and `options` select it.
        @inline(__always)
        func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Options, _ context: CatalogueContext,
                                           _ verdicts: inout VerdictRecorder<Sink>) {
            let analysis = context.analysis
            switch self {
            case .continuity:
                checkContinuity(shape, analysis, &verdicts, &context.scratch)
            case .radii:
                if !shape.corners.isEmpty { checkRadii(shape, analysis, &verdicts) }
            case .starRadius:
                if let star = shape.star { checkStar(star, analysis, &verdicts) }
            case .selfIntersection:
                checkSelfIntersection(analysis, &verdicts)
            case .treeAgreement:
                if comparesDifferentials(shape.path, options) { checkTreeAgreement(shape.path, analysis, &verdicts) }
            case .symmetry:
                if let symmetry = shape.symmetry { checkSymmetry(shape, symmetry, analysis, &verdicts, &context.scratch) }
            case .frame:
                if let frame = shape.frame { checkFrame(shape, frame, analysis, &verdicts) }
            case .border:
                if let border = shape.border, border.claimsConstantWidth, border.innerSubpath != nil {
                    checkBorder(shape, border, analysis, &verdicts)
                }
            case .flattening:
                checkFlattening(analysis, &verdicts, measuresDeviation: isSampled(shape.path, options.flatteningDeviation))
            case .polylineDifferentials:
                if comparesDifferentials(shape.path, options) { checkDifferentials(analysis, &verdicts) }
            case .intersectionAgreement:
                if comparesDifferentials(shape.path, options) {
                    checkIntersectionAgreement(analysis, &verdicts, &context.scratch)
                }
            case .clearanceAgreement:
                if comparesDifferentials(shape.path, options) {
                    checkClearanceAgreement(analysis, &verdicts)
                }
            case .affineMap:
                if isSampled(shape.path, options.affineMap) { checkAffineMap(analysis, &verdicts, &context.scratch) }
            case .orientation:
                checkOrientation(shape, analysis, &verdicts)
            case .scaleInvariance:
                if isSampled(shape.path, options.scaleInvariance) { checkScaleInvariance(shape, options: options, context, &verdicts) }
            }
        }
    }

    /// The constructions' gate, after ``Invariant/closedAndFinite`` (which stops it when the path
    /// cannot be measured): every entry, in the order of the report's rows.
    static let gate: [Entry] = [
        .continuity, .radii, .starRadius, .selfIntersection, .treeAgreement, .symmetry, .frame, .border,
        .flattening, .polylineDifferentials, .intersectionAgreement, .clearanceAgreement, .affineMap,
        .orientation, .scaleInvariance,
    ]
}
