/// The self-intersection test on a path prepared once (see ``PreparedPath``).
extension PreparedPath {
    /// ``Path/isSimple`` on the prepared segments (the same verdict, with
    /// ``intersectionTolerance``, `false` when undecided), without re-preparing them or
    /// recomputing the bounds.
    /// - Complexity: as ``Path/selfIntersections()``; one temporary table, no trigonometry for
    ///   the segments' end points.
    public var isSimple: Bool {
        var found = false
        let undecided = Path.scanSelfIntersections(self, tolerance: .relative(Path.intersectionRelativeTolerance),
                                                   strategy: .automatic) { _ in
            found = true
            return false
        }
        return !found && undecided == nil
    }

    /// ``Path/isSimple(tolerance:)`` on the prepared segments.
    /// - Throws: as ``Path/selfIntersections(tolerance:)``.
    public func isSimple(tolerance: Double) throws(GeometryError) -> Bool {
        try Path.requireTolerance(tolerance)
        var found = false
        let undecided = Path.scanSelfIntersections(self, tolerance: .absolute(tolerance), strategy: .automatic) { _ in
            found = true
            return false
        }
        return !found && undecided == nil
    }

    /// ``isSimple``, with the scan's segment table and piece tree kept in this value between
    /// calls: a ``PreparedPath`` re-prepared for case after case (as the invariant catalogue
    /// does) then scans without allocating once the tables have grown to its largest path.
    /// - Complexity: as ``isSimple``; allocates only when the path has more segments than any
    ///   before it (the tables grow to at least 64 items).
    /// `false` when the scan is undecided (``UndecidedContactSearch``).
    public mutating func isSimpleReusingTable() -> Bool {
        // The scan stops at the first contact; an empty result allocates nothing.
        let search = contactSearchReusingTable(upTo: 1, strategy: .automatic)
        return search.contacts.isEmpty && search.undecided == nil
    }

    /// ``Path/selfIntersections(upTo:)`` on the prepared segments (the same contacts in the same
    /// order), with the scan tables kept in this value as ``isSimpleReusingTable()`` keeps them.
    public mutating func selfIntersectionsReusingTable(upTo limit: Int) -> [SelfIntersection] {
        selfIntersectionsReusingTable(upTo: limit, strategy: .automatic)
    }

    /// ``selfIntersectionsReusingTable(upTo:)`` and whether the scan was undecided: the contacts
    /// found (genuine), and ``UndecidedContactSearch`` when the search over fine pieces ran out of
    /// work before certifying the rest (only with `.automatic` and `.finePieces`).
    package mutating func contactSearchReusingTable(upTo limit: Int, strategy: IntersectionStrategy)
        -> (contacts: [SelfIntersection], undecided: UndecidedContactSearch?) {
        var found: [SelfIntersection] = []
        var undecided: UndecidedContactSearch?
        guard limit > 0 else { return (found, nil) }
        withScanTables { prepared, items, nodes in
            undecided = Path.scanSelfIntersections(prepared, in: items, nodes: nodes,
                                                   tolerance: .relative(Path.intersectionRelativeTolerance),
                                                   strategy: strategy) { contact in
                found.append(contact)
                return found.count < limit
            }
        }
        return (found, undecided)
    }

    /// ``selfIntersectionsReusingTable(upTo:)`` with the candidate pairs enumerated by `strategy`
    /// (`.tree` skips the star-shaped certificate and builds the piece tree whatever the count;
    /// `.allPairs` tests every pair whose grown boxes meet): the reference the verification gate
    /// holds the tree to. Every strategy reports the same contacts; the order may differ.
    package mutating func selfIntersectionsReusingTable(upTo limit: Int, strategy: IntersectionStrategy)
        -> [SelfIntersection] {
        contactSearchReusingTable(upTo: limit, strategy: strategy).contacts
    }

    /// Calls `body` with each self-intersection the scan meets, in the order of
    /// ``selfIntersectionsReusingTable(upTo:)``, until it returns `false`: for a caller that
    /// sets some contacts aside as it goes and so cannot name a limit in advance.
    /// Returns ``UndecidedContactSearch`` when the scan ran out of work before certifying the path
    /// (the contacts met are genuine; the rest is not certified), `nil` otherwise.
    /// - Complexity: as ``Path/selfIntersections()``, stopped early by `body`; one temporary table.
    @discardableResult
    public func forEachSelfIntersection(_ body: (SelfIntersection) -> Bool) -> UndecidedContactSearch? {
        Path.scanSelfIntersections(self, tolerance: .relative(Path.intersectionRelativeTolerance),
                                   strategy: .automatic, body)
    }

    /// ``forEachSelfIntersection(_:)`` with the scan tables kept in this value (as
    /// ``isSimpleReusingTable()`` keeps them): `body` gets the prepared path to read (this value,
    /// its tables lent to the scan) with each contact.
    /// - Complexity: as ``forEachSelfIntersection(_:)``; allocates only when the tables must grow.
    @discardableResult
    package mutating func forEachSelfIntersectionReusingTable(_ body: (PreparedPath, SelfIntersection) -> Bool)
        -> UndecidedContactSearch? {
        var undecided: UndecidedContactSearch?
        withScanTables { prepared, items, nodes in
            undecided = Path.scanSelfIntersections(prepared, in: items, nodes: nodes,
                                                   tolerance: .relative(Path.intersectionRelativeTolerance),
                                                   strategy: .automatic) { body(prepared, $0) }
        }
        return undecided
    }

    /// Runs `body` with this value and its reusable scan tables, grown to fit its segments.
    mutating func withScanTables(_ body: (PreparedPath, UnsafeMutableBufferPointer<SweepItem>,
                                          UnsafeMutableBufferPointer<PieceTree.Node>) -> Void) {
        guard !segments.isEmpty else { return }
        var table: [SweepItem] = [], nodes: [PieceTree.Node] = []
        swap(&table, &scanTable)
        swap(&nodes, &scanNodes)
        defer {
            swap(&table, &scanTable)
            swap(&nodes, &scanNodes)
        }
        if table.count < scanCapacity {
            let blank = PreparedSegment(.line(from: .zero, to: .zero))
            table = Array(repeating: SweepItem(segment: blank,
                                               startPosition: 0, length: 0, subpathLength: 0,
                                               subpathIsClosed: false, isCurvePiece: false),
                          count: Swift.max(64, scanCapacity))
        }
        let nodeCount = PieceTree.nodeCapacity(pieceCount: table.count)
        if nodes.count < nodeCount {
            nodes = Array(repeating: PieceTree.Node(axis: Vector(dx: 1, dy: 0), uMin: 0, uMax: 0, vMin: 0, vMax: 0,
                                                    ring: PieceRing(centre: .zero, inner: 0, outer: 0),
                                                    left: -1, right: -1, firstPiece: -1, lastPiece: -1),
                          count: nodeCount)
        }
        table.withUnsafeMutableBufferPointer { items in
            nodes.withUnsafeMutableBufferPointer { nodes in
                body(self, items, nodes)
            }
        }
    }

    /// The scan's items for the prepared segments (positions along each subpath included), as
    /// the scan collects them; for tests and diagnostics.
    func scanItems() -> [SweepItem] {
        guard !segments.isEmpty else { return [] }
        return withUnsafeTemporaryAllocation(of: SweepItem.self, capacity: scanCapacity) { buffer in
            guard let count = Path.collect(self, into: buffer) else { return [] }
            return Array(buffer[0..<count])
        }
    }
}
