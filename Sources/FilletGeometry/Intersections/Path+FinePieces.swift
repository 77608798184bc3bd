/// The contact scan and the clearance over fine pieces (`FinePiece`): the fallback for paths
/// with curves whose search on the path-order tree runs past its work budget (bundles of nearly
/// parallel curves: spirals and concentric rings of cubics).
///
/// Every item is cut into fine pieces, once, and the pieces go into one tree split by position
/// (``PieceTree/init(spatiallyOver:nodes:order:)``). Only pairs of fine pieces whose volumes
/// come close reach an exact test, and that test is the one the other searches run:
/// - **contacts**: the items of a close pair of fine pieces (of different items) get the scan's
///   own pair test (``reportContacts(_:_:tolerance:_:)``), once per pair of items. A pair of
///   items none of whose fine pieces come within the scan's prune distance (2 tolerances) is
///   farther apart than any contact reaches (a curve contact's points are within 1.5 tolerances),
///   so the contacts are those of every other strategy (in another order);
/// - **clearance**: the distance between the two fine pieces (a curve piece by the branch and
///   bound of ``CurveContacts/distance(_:_:accuracy:relativeAccuracy:cutoff:)``, with the
///   accuracy ``SegmentDistance`` gives its items; two lines or arcs by the closed forms on their
///   items), skipped when the pieces' separation (``FinePiece/separation(_:_:)``) is already the
///   best distance so far less that accuracy — the test the branch and bound itself stops on. The result is within
///   ``SegmentDistance/curveDistanceRelativeAccuracy`` of the true distance, as every clearance
///   involving a curve is.
///
/// **Budget.** Both searches charge their work, one unit per pair of fine pieces (and, in the
/// contact scan, of tree nodes) visited plus the
/// box tests of each pairwise search (``CurveContacts``), against
/// `finePieceWorkBudget(finePieces:)`. Curves running within a few tolerances of each other
/// over long stretches (a spiral of cubics whose turns are 10⁻⁸ of its size apart) cannot be
/// parted by the fine pieces, and certifying them exactly would take millions of pieces; past the
/// budget
/// - the contact scan stops and says so (``UndecidedContactSearch``): verdicts fail closed;
/// - the clearance takes each remaining pair's separation (a lower bound of its distance) instead
///   of measuring it, so it is a lower bound of the clearance, never above it.
///
/// - Complexity: O(m log m) to cut and build for m fine pieces (at most 2⁸ per monotone piece of
///   a curve, fewer past ``FinePiece/pieceBudget``; a few per arc, one per line), plus the exact tests of the close pairs; on a bundle
///   whose curves are farther apart than about 20 tolerances, those are the pairs of neighbouring
///   turns: near-linear in the number of curves.
extension Path {
    /// The fine pieces of `items`, in path order.
    static func finePieces(of items: UnsafeMutableBufferPointer<SweepItem>, thinness: Double) -> [FinePiece] {
        var pieces: [FinePiece] = []
        pieces.reserveCapacity(2 * items.count)
        var curvePieces = 0
        for item in items where item.isCurvePiece { curvePieces += 1 }
        let depthLimit = FinePiece.depthLimit(curvePieces: curvePieces)
        for index in items.indices {
            FinePiece.append(items[index], index: index, thinness: thinness, depthLimit: depthLimit, to: &pieces)
        }
        return pieces
    }

    /// Runs `body` with the fine pieces of `items` and the tree split by position over them
    /// (temporary node and order storage).
    static func withFinePieceTree(_ items: UnsafeMutableBufferPointer<SweepItem>, thinness: Double,
                                  _ body: (UnsafeMutableBufferPointer<FinePiece>, PieceTree) -> Void) {
        var pieces = finePieces(of: items, thinness: thinness)
        pieces.withUnsafeMutableBufferPointer { fine in
            withUnsafeTemporaryAllocation(of: PieceTree.Node.self,
                                          capacity: PieceTree.nodeCapacity(pieceCount: fine.count)) { nodes in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: fine.count) { order in
                    body(fine, PieceTree(spatiallyOver: fine, nodes: nodes, order: order))
                }
            }
        }
    }

    /// How much work (pairs of fine pieces and nodes visited plus box tests of pairwise searches)
    /// one search over `finePieces` fine pieces may do: 24 per fine piece, at least 2²⁴. A spiral
    /// of quarter-circle cubics whose turns are 10⁻⁶ of its size apart uses about 15 per piece
    /// (contacts) and 12 (clearance), so 10 000 of them stay exact; 10⁻⁷ apart, about 170 per
    /// piece, which the floor of 2²⁴ covers up to about 1 000 cubics. At 2²¹ fine pieces
    /// (``FinePiece/pieceBudget``) it is about 5·10⁷.
    static func finePieceWorkBudget(finePieces: Int) -> Int {
        if let override = finePieceWorkBudgetOverride { return override }
        return Swift.max(1 << 24, 24 * finePieces)
    }

    /// A work budget that replaces `finePieceWorkBudget(finePieces:)` within a task (tests only:
    /// a small close bundle past a small budget).
    @TaskLocal package static var finePieceWorkBudgetOverride: Int?

    /// The scan's contacts of `items` found over their fine pieces (see the extension's
    /// documentation), until `report` returns `false` or the work budget runs out (then the
    /// search is undecided).
    static func reportContactsOverFinePieces(_ items: UnsafeMutableBufferPointer<SweepItem>, tolerance: Double,
                                             pruneDistance: Double,
                                             _ report: (SelfIntersection) -> Bool) -> UndecidedContactSearch? {
        var undecided: UndecidedContactSearch?
        withoutActuallyEscaping(report) { report in
            withFinePieceTree(items, thinness: FinePiece.contactThinness(tolerance: tolerance)) { fine, tree in
                let workBudget = finePieceWorkBudget(finePieces: fine.count)
                var visitor = FineContactVisitor(pieces: fine, items: items, tolerance: tolerance,
                                                 pruneDistance: pruneDistance, workBudget: workBudget, report: report)
                tree.forEachClosePair(&visitor)
                if visitor.budget.isExhausted {
                    undecided = UndecidedContactSearch(workBudget: workBudget, finePieces: fine.count,
                                                       tolerance: tolerance)
                }
            }
        }
        return undecided
    }

    /// The least distance between non-neighbouring items of `items`, found over their fine pieces
    /// (see the extension's documentation), starting from `best` (a distance already found); past
    /// the work budget, a lower bound of it.
    static func clearanceOverFinePieces(_ items: UnsafeMutableBufferPointer<SweepItem>, tolerance: Double,
                                        slack: Double, best: Double) -> Double {
        var result = best
        let thinness = FinePiece.clearanceThinness(tolerance: tolerance, best: best)
        withFinePieceTree(items, thinness: thinness) { fine, tree in
            var visitor = FineClearanceVisitor(pieces: fine, items: items, tolerance: tolerance, slack: slack,
                                               best: best,
                                               budget: NodePairBudget(finePieceWorkBudget(finePieces: fine.count)))
            tree.forEachClosePair(&visitor)
            result = visitor.best
        }
        return result
    }

    /// Hands each pair of items with a close pair of fine pieces to the scan's pair test, once.
    private struct FineContactVisitor: PiecePairVisitor {
        let pieces: UnsafeMutableBufferPointer<FinePiece>
        let items: UnsafeMutableBufferPointer<SweepItem>
        let tolerance: Double
        let pruneDistance: Double
        let report: (SelfIntersection) -> Bool
        /// Pairs of items already tested, as `first · count + second` (first < second).
        var tested: Set<Int> = []
        /// The search's work: one per pair of fine pieces visited, plus the pair tests' box tests.
        var budget: NodePairBudget
        static var visitsNearerFirst: Bool { false }

        init(pieces: UnsafeMutableBufferPointer<FinePiece>, items: UnsafeMutableBufferPointer<SweepItem>,
             tolerance: Double, pruneDistance: Double, workBudget: Int,
             report: @escaping (SelfIntersection) -> Bool) {
            self.pieces = pieces
            self.items = items
            self.tolerance = tolerance
            self.pruneDistance = pruneDistance
            budget = NodePairBudget(workBudget)
            self.report = report
        }

        @inline(__always)
        mutating func admitsNodePair() -> Bool { budget.admit() }

        mutating func visit(_ first: Int, _ second: Int) -> Bool {
            guard budget.admit() else { return false }
            let a = Int(pieces[first].item), b = Int(pieces[second].item)
            guard a != b, tested.insert(Swift.min(a, b) * items.count + Swift.max(a, b)).inserted else { return true }
            var work = 0
            defer { budget.charge(work) }
            return Path.reportContacts(items.baseAddress! + a, items.baseAddress! + b, tolerance: tolerance,
                                       work: &work, report)
        }
    }

    /// Keeps the least distance between fine pieces of non-neighbouring items.
    private struct FineClearanceVisitor: PiecePairVisitor {
        let pieces: UnsafeMutableBufferPointer<FinePiece>
        let items: UnsafeMutableBufferPointer<SweepItem>
        let tolerance: Double
        let slack: Double
        var best: Double
        /// The search's work (as the contact scan's); once spent, pairs are not measured.
        var budget: NodePairBudget
        var pruneDistance: Double { best + slack }
        static var visitsNearerFirst: Bool { true }

        mutating func visit(_ first: Int, _ second: Int) -> Bool {
            let measures = budget.admit()
            let p = pieces.baseAddress! + first, q = pieces.baseAddress! + second
            let a = Int(p.pointee.item), b = Int(q.pointee.item)
            guard a != b, !Path.areNeighbours(items, Swift.min(a, b), Swift.max(a, b), tolerance: tolerance) else {
                return true
            }
            let itemA = items.baseAddress! + a, itemB = items.baseAddress! + b
            let distance: Double
            if p.pointee.isCurve || q.pointee.isCurve {
                // The accuracy SegmentDistance gives the items; the pieces' separation is a lower
                // bound of their distance, and the branch and bound stops on the same test.
                let accuracy = 1e-10 * Swift.max(itemA.pointee.segment.extent, itemB.pointee.segment.extent)
                let relative = SegmentDistance.curveDistanceRelativeAccuracy
                let lower = FinePiece.separation(p.pointee, q.pointee) - slack
                let settled = best.isFinite ? best - Swift.max(accuracy, relative * best) : .infinity
                guard lower < settled else { return true }
                // Past the budget the separation stands in for the distance: a lower bound.
                guard measures else {
                    best = Swift.max(0, Swift.min(best, lower))
                    return best != 0
                }
                let geometryA = p.pointee.isCurve ? .curve(p.pointee.curve) : itemA.pointee.segment.geometry
                let geometryB = q.pointee.isCurve ? .curve(q.pointee.curve) : itemB.pointee.segment.geometry
                var work = 0
                distance = CurveContacts.distance(geometryA, geometryB, accuracy: accuracy, relativeAccuracy: relative,
                                                  cutoff: best, work: &work)
                budget.charge(work)
            } else {
                distance = SegmentDistance.distance(itemA.pointee.segment, itemB.pointee.segment, cutoff: best)
            }
            if distance < best { best = distance }
            return best != 0
        }
    }
}
