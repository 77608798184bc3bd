import FilletGeometry

extension Catalogue {
    /// One entry of the constructions' gate: a check of the shape's analysis under the catalogue's
    /// policy (the shape's metadata and ``Options``), emitting the invariants ``invariants`` names.
    ///
    /// An entry reads the analysis (``CatalogueContext``: the prepared path, the per-subpath
    /// measures, the join, flattening and exact-intersection stages, each computed on first ask)
    /// and the policy, never what another entry wrote; the order of ``gate`` is the order of the
    /// report's rows. The one exception is by definition: ``scaleInvariance`` compares the verdicts
    /// of all the others with those at other scales, so it comes last.
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
            // Without a polyline, the whole family fails here (see `checkDifferentials`).
            case .polylineDifferentials: [.areaAgreement, .lengthAgreement, .boundsAgreement, .turningAgreement]
                + [.intersectionAgreement, .clearanceAgreement]
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
                                           _ sink: inout Sink) {
            switch self {
            case .continuity:
                checkContinuity(shape, context, &sink)
            case .radii:
                if !shape.corners.isEmpty { checkRadii(shape, context, &sink) }
            case .starRadius:
                if let star = shape.star { checkStar(star, context, &sink) }
            case .selfIntersection:
                checkSelfIntersection(context, &sink)
            case .treeAgreement:
                if comparesDifferentials(shape.path, options) { checkTreeAgreement(shape.path, context, &sink) }
            case .symmetry:
                if let symmetry = shape.symmetry { checkSymmetry(shape, symmetry, context, &sink) }
            case .frame:
                if let frame = shape.frame { checkFrame(shape, frame, context, &sink) }
            case .border:
                if let border = shape.border, border.claimsConstantWidth, border.innerSubpath != nil {
                    checkBorder(shape, border, context, &sink)
                }
            case .flattening:
                checkFlattening(context, &sink, measuresDeviation: isSampled(shape.path, options.flatteningDeviation))
            case .polylineDifferentials:
                if comparesDifferentials(shape.path, options) { checkDifferentials(context, &sink) }
            case .intersectionAgreement:
                if comparesDifferentials(shape.path, options) { checkIntersectionAgreement(context, &sink) }
            case .clearanceAgreement:
                if comparesDifferentials(shape.path, options) { checkClearanceAgreement(context, &sink) }
            case .affineMap:
                if isSampled(shape.path, options.affineMap) { checkAffineMap(context, &sink) }
            case .orientation:
                checkOrientation(shape, context, &sink)
            case .scaleInvariance:
                if isSampled(shape.path, options.scaleInvariance) { checkScaleInvariance(shape, options: options, context, &sink) }
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
