import Testing
import FilletGeometry
import FilletShapes
@testable import FilletVerification

/// Each gate is a list of entries over one analysis: an entry run alone, on a fresh analysis of
/// the same path, gives exactly the rows it gives inside the whole gate, and only rows for the
/// invariants it names. So no entry reads what another wrote, and the list's order is only the
/// order of the rows.
@Suite struct GateEntryTests {
    static let kindsWithDefaults: [String] = ShapeSpec.Kind.allCases
        .filter { ShapeSpec.defaults(for: $0) != nil }.map(\.rawValue)

    @Test(arguments: kindsWithDefaults)
    func catalogueEntriesGiveTheSameRowsAlone(_ kindName: String) throws {
        let kind = try #require(ShapeSpec.Kind(rawValue: kindName))
        let shape = try ShapeUnderTest(spec: try #require(ShapeSpec.defaults(for: kind)))
        // Scale invariance compares the other entries' verdicts, so it cannot run alone.
        let options = Catalogue.Options(scaleInvariance: .never, affineMap: .always)
        var whole = InvariantResultCollector()
        Catalogue.evaluate(shape, options: options, context: CatalogueContext(), into: &whole)
        try #require(whole.results.count > 2, "\(kindName): the gate emitted \(whole.results.count) rows")

        var rows: [Catalogue.Entry: [InvariantResult]] = [:]
        for entry in Catalogue.gate.reversed() {
            let context = CatalogueContext()
            context.prepare(shape.path, inputMagnitude: shape.vertexMagnitude)
            var alone = InvariantResultCollector()
            entry.evaluate(shape, options: options, context, &alone)
            for result in alone.results {
                #expect(entry.invariants.contains(result.invariant), "\(kindName): \(entry) emitted \(result.invariant.name)")
            }
            rows[entry] = alone.results
        }
        let assembled = [whole.results[0]] + Catalogue.gate.flatMap { rows[$0] ?? [] }
        #expect(assembled == whole.results, "\(kindName)")
    }

    static let userPaths = [
        "M0 0 H10 V10 H0 Z",
        // A circle of four arc cubics, a near-miss kink, and an open stroke.
        "M10 0 C15.523 0 20 4.477 20 10 C20 15.523 15.523 20 10 20 C4.477 20 0 15.523 0 10 C0 4.477 4.477 0 10 0 Z",
        "M0 0 L10 0 L20 0.2 L20 10 Z M30 0 L40 5",
        // A bow tie: it crosses itself.
        "M0 0 L10 10 L10 0 L0 10 Z",
    ]

    @Test(arguments: userPaths)
    func usersEntriesGiveTheSameRowsAlone(_ data: String) throws {
        let path = try Path(svgPathData: data)
        let options = PathCheck.Options()
        var whole = InvariantResultCollector()
        PathCheck.evaluate(path, options: options, context: CatalogueContext(), into: &whole)
        try #require(whole.results.count > 2, "\(data): the gate emitted \(whole.results.count) rows")

        var rows: [PathCheck.Entry: [InvariantResult]] = [:]
        for entry in PathCheck.gate.reversed() {
            let context = CatalogueContext()
            context.prepare(path)
            var alone = InvariantResultCollector()
            entry.evaluate(options: options, written: nil, context, &alone)
            for result in alone.results {
                #expect(entry.invariants.contains(result.invariant), "\(data): \(entry) emitted \(result.invariant.name)")
            }
            rows[entry] = alone.results
        }
        let assembled = [whole.results[0]] + PathCheck.gate.flatMap { rows[$0] ?? [] }
        #expect(assembled == whole.results, "\(data)")
    }

    /// closed-finite is one implementation under two policies: a construction's open subpath
    /// fails it, a user's is reported.
    @Test func closedFiniteFailsAnOpenSubpathOnlyUnderTheConstructionsPolicy() throws {
        let path = try Path(svgPathData: "M0 0 L10 0 L10 10")
        for (policy, holds) in [(ClosurePolicy.closedRequired, false), (.openReported, true)] {
            let context = CatalogueContext()
            context.prepare(path)
            var sink = InvariantResultCollector()
            let measurable = Catalogue.checkClosedAndFinite(context, &sink, policy: policy)
            #expect(measurable, "\(policy)")
            let result = try #require(sink.results.first)
            #expect(result.invariant == .closedAndFinite && result.passed == holds, "\(policy): \(result.detail)")
        }
    }
}
