import FilletGeometry

extension PathCheck {
    /// One entry of the users' gate: a check of the path's analysis under the users' policy
    /// (``Options``, and the path as written when a transform maps it), emitting the invariants
    /// ``invariants`` names.
    ///
    /// An entry reads the analysis (``CatalogueContext``: the prepared path, the per-subpath
    /// measures, the join, flattening, exact-intersection and arc-cubic stages, each computed on
    /// first ask) and the policy, never what another entry wrote; the order of ``gate`` is the
    /// order of the report's rows. What an entry measures of its findings' size goes to the
    /// report (``FindingMeasures``), which no entry reads.
    enum Entry: CaseIterable {
        case joins, selfIntersection, flattening, orientation, arcCubics

        /// The invariants the entry emits.
        var invariants: [Invariant] {
            switch self {
            case .joins: [.positionContinuity, .tangentContinuity, .curvatureContinuity]
            case .selfIntersection: [.nonSelfIntersection]
            case .flattening: [.flatteningDeviation, .flatteningChordCount]
            case .orientation: [.orientation]
            case .arcCubics: [.arcCubics]
            }
        }

        /// Whether the entry emits an invariant not in `unchecked` (bits of ``Invariant``): one
        /// that does not is not run.
        func emitsChecked(unchecked: UInt32) -> Bool { invariants.contains { $0.bit & unchecked == 0 } }

        /// Runs the entry on the analysis in `context` under `options` (`written`: how the path
        /// was written, when a transform maps it to the path checked).
        @inline(__always)
        func evaluate<Sink: InvariantSink>(options: Options, written: WrittenForm?, _ context: CatalogueContext,
                                           _ sink: inout Sink) {
            switch self {
            case .joins: checkJoins(context.path, options: options, written: written, context, &sink)
            case .selfIntersection: checkUserSelfIntersection(context, &sink)
            case .flattening:
                Catalogue.checkFlattening(context, &sink, measuresDeviation: options.checks(.flatteningDeviation))
            case .orientation: checkSubpathOrientation(context, &sink)
            case .arcCubics: checkArcCubics(context, &sink)
            }
        }
    }

    /// The users' gate, after ``Invariant/closedAndFinite`` (which stops it when the path cannot
    /// be measured): every entry, in the order of the report's rows.
    static let gate: [Entry] = [.joins, .selfIntersection, .flattening, .orientation, .arcCubics]
}
