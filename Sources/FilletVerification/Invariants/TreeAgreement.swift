import FilletGeometry

extension Catalogue {
    /// ``Invariant/treeAgreement``: the piece tree (``FilletGeometry/PieceTree``, the candidate
    /// pairs of the self-intersection scan and of the clearance above
    /// ``FilletGeometry/Path/allPairsSegmentLimit`` segments) against the reference that tests every
    /// pair of boxes.
    ///
    /// ```
    /// contacts    tree (forced, no star-shaped certificate) = all pairs, as multisets of
    ///             (elements, kind, point): the same pair test runs on the same pairs, so equal
    /// clearance   tree = all pairs; exactly for lines and arcs (closed forms), within
    ///             10⁻² relative for curves (their distance search stops at the best so far)
    /// ```
    ///
    /// The same comparison holds the two fallbacks the automatic strategy takes when the
    /// path-order tree cannot part nested pieces (a dense spiral of lines, a bundle of nearly
    /// parallel curves) — a budget no suite's path reaches by itself: the tree split by position
    /// (`PieceTree(spatiallyOver:)`) and, on a path with curves, the search over its fine pieces
    /// (whose contacts are compared when it is decided).
    ///
    /// On a path with 2 to 63 contacts, the bounded report (`Path.selfIntersectionReport(limit:)`,
    /// the heap behind ``FilletGeometry/Path/selfIntersectionReport()`` that keeps the first K
    /// contacts as the scan meets them) must list the first K of all pairs' contacts in report
    /// order and count them all, with K one less than their count (at most 7).
    ///
    /// A traversal that never visits one child of a split node loses the pairs below it: a
    /// contact the all-pairs scan reports is missing (or, for the clearance, a nearer pair). The
    /// tree prunes by a lower bound of the distance, so with a sound traversal it visits every pair
    /// the all-pairs scan tests and reports the same contacts.
    ///
    /// Compared on every path with more than ``FilletGeometry/Path/allPairsSegmentLimit`` segments
    /// (the paths that take the tree) and, forced through the tree, on a deterministic one in
    /// ``VerificationTolerances/treeAgreementSampling`` of the others (a hash of the path chooses);
    /// up to ``VerificationTolerances/treeAgreementContactLimit`` contacts each (a path with more
    /// is compared on its verdict, clearance and both lists reaching the limit). On a path of lines
    /// and arcs that the exact scan finds simple, each way's verdict and clearance come from one
    /// pass (``FilletGeometry/PreparedPath/simplicityAndClearanceReusingTable()`` with that
    /// strategy: the scan's verdict, the same distances); the contacts are listed, each way by its
    /// own scan, only when either pass meets one. That pass walks the same traversal
    /// (``FilletGeometry/PieceTree``'s pair enumeration, which the contact scan and the clearance
    /// share), which is what this invariant holds to the reference; the contact test applied to
    /// each pair is held elsewhere (non-self-intersection against the polyline's crossings). Not compared (holds,
    /// detail says so) on the rest, and above ``VerificationTolerances/treeAgreementSegmentLimit``
    /// segments. Verdict margin.
    static func checkTreeAgreement<Sink: InvariantSink>(_ path: Path, _ analysis: PathAnalysis,
                                                        _ verdicts: inout VerdictRecorder<Sink>) {
        let comparison = analysis.treeComparison
        let segmentCount = comparison.segmentCount
        switch comparison.outcome {
        case .notSampled:
            verdicts.emitVerdict(.treeAgreement, true) { "not compared: \(segmentCount) segments, not in the sample" }
        case .tooManySegments:
            verdicts.emitVerdict(.treeAgreement, true) {
                "not compared: \(segmentCount) segments, more than \(VerificationTolerances.treeAgreementSegmentLimit)"
            }
        case .compared(let problem, let contactCount, let referenceClearance):
            verdicts.recordComparison(.treeAgreement)
            let limit = VerificationTolerances.treeAgreementContactLimit, takesTree = comparison.takesTree
            verdicts.emitVerdict(.treeAgreement, problem == nil) {
                problem ?? "\(segmentCount) segments\(takesTree ? "" : " (forced through the tree)"): "
                    + "\(contactCount == limit ? "at least \(limit)" : "\(contactCount)") contacts and clearance "
                    + "\(format(referenceClearance)) every way"
            }
        }
    }

    /// The tree's clearance equals the all-pairs one: exactly for lines and arcs; when the path has
    /// curves, within twice the curve search's relative accuracy plus 10⁻⁹ of the size (its
    /// absolute accuracy is 10⁻¹⁰ of a piece's extent).
    static func clearancesAgree(_ tree: Double, _ reference: Double, size: Double, hasCurves: Bool) -> Bool {
        if tree == reference { return true }
        guard hasCurves, tree.isFinite, reference.isFinite else { return false }
        return Swift.abs(tree - reference)
            <= 2 * PreparedPath.clearanceCurveRelativeAccuracy * Swift.max(tree, reference) + 1e-9 * size
    }

    /// The bounded report (``FilletGeometry/Path/selfIntersectionReport()``'s first K contacts in
    /// report order, kept by a heap as the scan meets them) against `all` the contacts sorted here:
    /// with K one less than their count (at most 7), it must list the first K of them and count
    /// them all. Report order, as ``FilletGeometry/SelfIntersectionReport`` documents it: element
    /// indices, then point, then kind and overlap end. `nil` when it does.
    static func boundedReportProblem(_ path: Path, all: [SelfIntersection]) -> String? {
        // The order written out from its documentation; what is held is the heap's selection.
        func precedes(_ a: SelfIntersection, _ b: SelfIntersection) -> Bool {
            let first = (a.firstElementIndex, a.secondElementIndex, a.point.x, a.point.y)
            let second = (b.firstElementIndex, b.secondElementIndex, b.point.x, b.point.y)
            if first != second { return first < second }
            return (a.kind.rawValue, a.overlapEnd.x, a.overlapEnd.y) < (b.kind.rawValue, b.overlapEnd.x, b.overlapEnd.y)
        }
        let sorted = all.sorted(by: precedes)
        let kept = Swift.min(all.count - 1, 7)
        let report = path.selfIntersectionReport(limit: kept)
        guard report.totalCount == all.count else {
            return "the report bounded to \(kept) counts \(report.totalCount) contacts, all pairs \(all.count)"
        }
        guard report.intersections == Array(sorted.prefix(kept)) else {
            let wrong = zip(report.intersections, sorted).first { $0 != $1 }
            return "the report bounded to \(kept) does not list the first \(kept) in report order"
                + (wrong.map { ": \($0.0) where \($0.1)" } ?? ": \(report.intersections.count) listed")
        }
        return nil
    }

    /// A total order of contacts for comparing two scans' lists.
    static func contactOrder(_ a: SelfIntersection, _ b: SelfIntersection) -> Bool {
        if a.firstElementIndex != b.firstElementIndex { return a.firstElementIndex < b.firstElementIndex }
        if a.secondElementIndex != b.secondElementIndex { return a.secondElementIndex < b.secondElementIndex }
        if a.point.x != b.point.x { return a.point.x < b.point.x }
        if a.point.y != b.point.y { return a.point.y < b.point.y }
        return "\(a.kind)" < "\(b.kind)"
    }
}

/// The piece tree against the all-pairs reference on the path an analysis prepared
/// (``Catalogue/checkTreeAgreement(_:_:_:)``): a stage of the analysis, computed on first ask.
struct TreeComparison {
    enum Outcome {
        /// Below ``FilletGeometry/Path/allPairsSegmentLimit`` segments and not in the sample.
        case notSampled
        /// Above ``VerificationTolerances/treeAgreementSegmentLimit`` segments.
        case tooManySegments
        /// Compared: the first disagreement (`nil`: none), the reference's contact count (at
        /// most the limit) and clearance.
        case compared(problem: String?, contactCount: Int, referenceClearance: Double)
    }

    var segmentCount: Int
    /// Whether the path takes the tree by itself (more than the all-pairs limit).
    var takesTree: Bool
    var outcome: Outcome
}

extension PathAnalysis {
    /// The tree comparison of the current path (``TreeComparison``), computed on first ask.
    var treeComparison: TreeComparison {
        if let comparison = treeComparisonStage { return comparison }
        let comparison = compareTreeWithAllPairs()
        treeComparisonStage = comparison
        return comparison
    }

    private func compareTreeWithAllPairs() -> TreeComparison {
        let segmentCount = prepared.segments.count
        let takesTree = segmentCount > Path.allPairsSegmentLimit
        let sampled = Catalogue.isSampled(path, .sampled(oneIn: VerificationTolerances.treeAgreementSampling))
        guard takesTree || sampled else {
            return TreeComparison(segmentCount: segmentCount, takesTree: takesTree, outcome: .notSampled)
        }
        guard segmentCount <= VerificationTolerances.treeAgreementSegmentLimit else {
            return TreeComparison(segmentCount: segmentCount, takesTree: takesTree, outcome: .tooManySegments)
        }
        let limit = VerificationTolerances.treeAgreementContactLimit
        let hasCurves = prepared.segments.contains(where: \.isCurve)
        /// One way's contacts (`nil`: its search was undecided, so its list is not complete) and clearance.
        func scan(_ strategy: IntersectionStrategy) -> (contacts: [SelfIntersection]?, clearance: Double) {
            if !hasCurves && exactIsSimple {
                // Lines and arcs: one pass decides the scan's verdict and measures the clearance
                // (the same pairs, the same closed forms); only where it meets a contact are the
                // contacts listed, by the scan itself.
                let pass = prepared.simplicityAndClearanceReusingTable(strategy: strategy)
                return (pass.isSimple ? [] : prepared.selfIntersectionsReusingTable(upTo: limit, strategy: strategy),
                        pass.clearance)
            }
            let search = prepared.contactSearchReusingTable(upTo: limit, strategy: strategy)
            return (search.undecided == nil ? search.contacts : nil, prepared.clearanceReusingTable(strategy: strategy))
        }
        let referenceScan = scan(.allPairs)
        var reference = referenceScan.contacts ?? []
        let referenceClearance = referenceScan.clearance
        reference.sort(by: Catalogue.contactOrder)
        // The path-order tree; on the sampled paths only, the tree split by position (the
        // fallback for nested pieces, which no suite's path needs by itself; one in
        // `treeAgreementSampling`) and, on a path with curves, the fine pieces over it (one in
        // `finePieceAgreementSampling`): forcing those two on every long curved path cost five
        // times the rest of the smoothed suite.
        let ways: [(strategy: IntersectionStrategy, name: String)] = [(.tree, "the tree")]
            + (sampled ? [(.spatial, "the spatial tree")] : [])
            + (hasCurves && Catalogue.isSampled(path, .sampled(oneIn: VerificationTolerances.finePieceAgreementSampling))
                ? [(.finePieces, "the fine pieces")] : [])
        var problem: String?
        for way in ways where problem == nil {
            let (found, clearance) = scan(way.strategy)
            if var tree = found {
                if tree.isEmpty != reference.isEmpty {
                    problem = tree.isEmpty
                        ? "\(way.name) finds no contact, all pairs \(reference.count == limit ? "at least \(limit)" : "\(reference.count)"): first \(describe(reference[0]))"
                        : "\(way.name) finds \(tree.count) contacts, all pairs none: first \(describe(tree[0]))"
                } else if tree.count < limit || reference.count < limit {
                    tree.sort(by: Catalogue.contactOrder)
                    if tree != reference {
                        let missing = reference.first { !tree.contains($0) }, extra = tree.first { !reference.contains($0) }
                        problem = "\(way.name) finds \(tree.count) contacts, all pairs \(reference.count)"
                            + (missing.map { "; missed: \(describe($0))" } ?? "")
                            + (extra.map { "; not in all pairs: \(describe($0))" } ?? "")
                    }
                }
            }
            if problem == nil, !Catalogue.clearancesAgree(clearance, referenceClearance, size: size, hasCurves: hasCurves) {
                problem = "clearance through \(way.name) \(format(clearance)), all pairs \(format(referenceClearance))"
            }
        }
        if problem == nil, reference.count >= 2, reference.count < limit {
            problem = Catalogue.boundedReportProblem(path, all: reference)
        }
        return TreeComparison(segmentCount: segmentCount, takesTree: takesTree,
                              outcome: .compared(problem: problem, contactCount: reference.count,
                                                 referenceClearance: referenceClearance))
    }
}
