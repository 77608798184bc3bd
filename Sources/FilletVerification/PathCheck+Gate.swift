import FilletGeometry

extension PathCheck {
    /// One entry of the users' gate: a check of the path's analysis under the users' policy
    /// (``Options``, and the path as written when a transform maps it), emitting the invariants
    /// ``invariants`` names.
    ///
    /// An entry reads the analysis (``PathAnalysis``: the prepared path, the per-subpath
    /// measures, the join, flattening, exact-intersection and arc-cubic stages, each computed on
    /// first ask) and the policy, records its verdicts (``VerdictRecorder``), borrows buffers
    /// (``EntryScratch``) and returns what it measured of its findings' size (``FindingMeasures``):
    /// it never reads what another entry wrote, so any order of ``gate`` gives the same rows, and
    /// the order of ``gate`` is the order of the report's rows.
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

        /// Runs the entry on `analysis` under `options` (`written`: how the path was written, when
        /// a transform maps it to the path checked).
        /// - Returns: what the entry measured of its findings (its own fields of ``FindingMeasures``).
        @inline(__always)
        func evaluate<Sink: InvariantSink>(options: Options, written: WrittenForm?, _ analysis: PathAnalysis,
                                           _ verdicts: inout VerdictRecorder<Sink>,
                                           _ scratch: inout EntryScratch) -> FindingMeasures {
            switch self {
            case .joins:
                return checkJoins(analysis.path, options: options, written: written, analysis, &verdicts, &scratch)
            case .selfIntersection:
                return checkUserSelfIntersection(analysis, &verdicts)
            case .flattening:
                Catalogue.checkFlattening(analysis, &verdicts, measuresDeviation: options.checks(.flatteningDeviation))
                return FindingMeasures()
            case .orientation:
                checkSubpathOrientation(analysis, &verdicts)
                return FindingMeasures()
            case .arcCubics:
                return checkArcCubics(analysis, &verdicts)
            }
        }
    }

    /// The users' gate, after ``Invariant/closedAndFinite`` (which stops it when the path cannot
    /// be measured): every entry, in the order of the report's rows.
    static let gate: [Entry] = [.joins, .selfIntersection, .flattening, .orientation, .arcCubics]
}
