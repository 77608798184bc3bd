import Testing
import FilletGeometry
import FilletShapes
import FilletSupport
@testable import FilletVerification

/// Each gate is a list of invariants over one analysis: an invariant evaluated alone, on a fresh
/// analysis of the same path, gives exactly the row it gives inside the whole gate, and only a
/// row of its own; and the invariants evaluated in any order on one shared analysis give the same
/// rows (and, for the users' gate, the same finding measures). So no invariant reads what another
/// wrote, and the list's order is only the order of the rows.
@Suite struct GateEntryTests {
    static let kindsWithDefaults: [String] = ShapeSpec.Kind.allCases
        .filter { ShapeSpec.defaults(for: $0) != nil }.map(\.rawValue)

    /// Orders of the invariants tried per case: seeded shuffles, so a failure names a reproducible order.
    static let orderSeeds: [UInt64] = Array(1...6)

    /// Scale invariance included: it evaluates the other invariants itself.
    static let catalogueOptions = Catalogue.Options(scaleInvariance: .always, affineMap: .always)

    static func shape(_ kindName: String) throws -> ShapeUnderTest {
        let kind = try #require(ShapeSpec.Kind(rawValue: kindName))
        return try ShapeUnderTest(spec: try #require(ShapeSpec.defaults(for: kind)))
    }

    /// The rows of the whole constructions' gate in its own order.
    static func wholeCatalogue(_ shape: ShapeUnderTest) throws -> [InvariantResult] {
        var whole = InvariantResultCollector()
        Catalogue.evaluate(shape, options: catalogueOptions, context: CatalogueContext(), into: &whole)
        try #require(whole.results.count > 2, "the gate emitted \(whole.results.count) rows")
        return whole.results
    }

    /// `invariants` evaluated in that order, each into a recorder of its own, on `context`'s
    /// analysis of `shape` (prepared once, before the first): each one's rows.
    static func catalogueRows(_ invariants: [any ConstructionInvariant.Type], _ shape: ShapeUnderTest,
                              context: CatalogueContext) -> [Invariant: [InvariantResult]] {
        var rows: [Invariant: [InvariantResult]] = [:]
        for invariant in invariants {
            var verdicts = VerdictRecorder(InvariantResultCollector())
            invariant.evaluate(shape, options: catalogueOptions, context, &verdicts)
            rows[invariant.invariant] = verdicts.sink.results
        }
        return rows
    }

    @Test(arguments: kindsWithDefaults)
    func catalogueEntriesGiveTheSameRowsAlone(_ kindName: String) throws {
        let shape = try Self.shape(kindName)
        let whole = try Self.wholeCatalogue(shape)
        var rows: [Invariant: [InvariantResult]] = [:]
        for invariant in Catalogue.gate.reversed() {
            let context = CatalogueContext()
            context.prepare(shape.path, inputMagnitude: shape.vertexMagnitude)
            rows[invariant.invariant] = Self.catalogueRows([invariant], shape, context: context)[invariant.invariant]
            for result in rows[invariant.invariant] ?? [] {
                #expect(result.invariant == invariant.invariant, "\(kindName): \(invariant) emitted \(result.invariant.name)")
            }
        }
        #expect(rows[.scaleInvariance]?.count == 1, "\(kindName): scale invariance ran alone")
        let assembled = [whole[0]] + Catalogue.gate.flatMap { rows[$0.invariant] ?? [] }
        #expect(assembled == whole, "\(kindName)")
    }

    @Test(arguments: kindsWithDefaults, orderSeeds)
    func catalogueEntriesInAnyOrderOnOneAnalysisGiveTheSameRows(_ kindName: String, seed: UInt64) throws {
        let shape = try Self.shape(kindName)
        let whole = try Self.wholeCatalogue(shape)
        var generator = SplitMix64(seed: seed)
        let order = Catalogue.gate.shuffled(using: &generator)
        let context = CatalogueContext()
        context.prepare(shape.path, inputMagnitude: shape.vertexMagnitude)
        let rows = Self.catalogueRows(order, shape, context: context)
        let assembled = [whole[0]] + Catalogue.gate.flatMap { rows[$0.invariant] ?? [] }
        #expect(assembled == whole, "\(kindName), order \(order.map { $0.name })")
    }

    static let userPaths = [
        "M0 0 H10 V10 H0 Z",
        // A circle of four arc cubics, a near-miss kink, and an open stroke.
        "M10 0 C15.523 0 20 4.477 20 10 C20 15.523 15.523 20 10 20 C4.477 20 0 15.523 0 10 C0 4.477 4.477 0 10 0 Z",
        "M0 0 L10 0 L20 0.2 L20 10 Z M30 0 L40 5",
        // A bow tie: it crosses itself.
        "M0 0 L10 10 L10 0 L0 10 Z",
        // A kinked cubic circle off its round (arc-cubic finding) crossing a bar.
        "M10 0 C16 0 20 4.477 20 10 C20 15.523 15.523 20 10 20 C4.477 20 0 15.523 0 10 C0 4.477 4.477 0 10 0 Z M-2 10 L22 11 L22 12 L-2 11 Z",
    ]

    /// The rows and finding measures of the whole users' gate in its own order.
    static func wholeUsersGate(_ path: Path) throws -> (rows: [InvariantResult], measures: PathCheck.FindingMeasures) {
        var whole = InvariantResultCollector()
        let (_, measures) = PathCheck.evaluate(path, options: PathCheck.Options(), written: nil, names: nil,
                                               context: CatalogueContext(), into: &whole)
        try #require(whole.results.count > 2, "the gate emitted \(whole.results.count) rows")
        return (whole.results, measures)
    }

    /// `invariants` evaluated in that order, each into a recorder of its own, on `context`'s
    /// analysis (prepared once): each one's rows, and the finding measures they returned, merged.
    static func usersRows(_ invariants: [any PathInvariant.Type], context: CatalogueContext)
        -> (rows: [Invariant: [InvariantResult]], measures: PathCheck.FindingMeasures) {
        var rows: [Invariant: [InvariantResult]] = [:]
        var measures = PathCheck.FindingMeasures()
        for invariant in invariants {
            var verdicts = VerdictRecorder(InvariantResultCollector())
            measures = measures.merging(invariant.evaluate(options: PathCheck.Options(), context, &verdicts))
            rows[invariant.invariant] = verdicts.sink.results
        }
        return (rows, measures)
    }

    @Test(arguments: userPaths)
    func usersEntriesGiveTheSameRowsAlone(_ data: String) throws {
        let path = try Path(svgPathData: data)
        let whole = try Self.wholeUsersGate(path)
        var rows: [Invariant: [InvariantResult]] = [:]
        var measures = PathCheck.FindingMeasures()
        for invariant in PathCheck.gate.reversed() {
            let context = CatalogueContext()
            context.prepare(path)
            let alone = Self.usersRows([invariant], context: context)
            rows[invariant.invariant] = alone.rows[invariant.invariant]
            measures = measures.merging(alone.measures)
            for result in alone.rows[invariant.invariant] ?? [] {
                #expect(result.invariant == invariant.invariant, "\(data): \(invariant) emitted \(result.invariant.name)")
            }
        }
        let assembled = [whole.rows[0]] + PathCheck.gate.flatMap { rows[$0.invariant] ?? [] }
        #expect(assembled == whole.rows, "\(data)")
        #expect(measures == whole.measures, "\(data)")
    }

    @Test(arguments: userPaths, orderSeeds)
    func usersEntriesInAnyOrderOnOneAnalysisGiveTheSameRows(_ data: String, seed: UInt64) throws {
        let path = try Path(svgPathData: data)
        let whole = try Self.wholeUsersGate(path)
        var generator = SplitMix64(seed: seed)
        let order = PathCheck.gate.shuffled(using: &generator)
        let context = CatalogueContext()
        context.prepare(path)
        let (rows, measures) = Self.usersRows(order, context: context)
        let assembled = [whole.rows[0]] + PathCheck.gate.flatMap { rows[$0.invariant] ?? [] }
        #expect(assembled == whole.rows, "\(data), order \(order.map { $0.name })")
        #expect(measures == whole.measures, "\(data), order \(order.map { $0.name })")
    }

    /// The finding measures are the entries' own: the bow tie's crossing and the off-round
    /// cubic circle's radial error are sized (so the comparisons above compare something).
    @Test func entriesReturnTheirFindingMeasures() throws {
        let bowTie = try Self.wholeUsersGate(try Path(svgPathData: Self.userPaths[3]))
        #expect(bowTie.measures.crossingDepth > 0 && bowTie.measures.crossingElement != nil)
        let offRound = try Self.wholeUsersGate(try Path(svgPathData: Self.userPaths[4]))
        #expect(offRound.measures.crossingElement != nil)
        #expect(offRound.measures.kinkElement != nil || offRound.measures.arcRadialError > 0,
                "\(offRound.measures)")
    }

    /// closed-finite is one implementation under two policies: a construction's open subpath
    /// fails it, a user's is reported.
    @Test func closedFiniteFailsAnOpenSubpathOnlyUnderTheConstructionsPolicy() throws {
        let path = try Path(svgPathData: "M0 0 L10 0 L10 10")
        for (policy, holds) in [(ClosurePolicy.closedRequired, false), (.openReported, true)] {
            let analysis = PathAnalysis()
            analysis.prepare(path)
            var verdicts = VerdictRecorder(InvariantResultCollector())
            let measurable = ClosedAndFiniteInvariant.evaluate(analysis, &verdicts, policy: policy)
            #expect(measurable, "\(policy)")
            let result = try #require(verdicts.sink.results.first)
            #expect(result.invariant == .closedAndFinite && result.passed == holds, "\(policy)")
        }
    }
}
