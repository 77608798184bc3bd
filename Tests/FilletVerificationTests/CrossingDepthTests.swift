import Foundation
import Testing
import FilletGeometry
@testable import FilletVerification

/// The crossing depth the gate grades crossings by (``PathCheck/FindingMeasures/deepestContact(_:_:)``)
/// takes the contacts likely deepest first and lets each search stop once it cannot raise the
/// maximum: the result must be, to the bit, the definition — over the crossings that count, the
/// largest of the least distance from a segment's end to the other segment, each measured in full.
@Suite struct CrossingDepthTests {
    static func definition(_ analysis: PathAnalysis) -> Double {
        let segments = analysis.prepared.segments, subpaths = analysis.prepared.subpaths
        let areas = analysis.subpathAreas
        var deepest = 0.0
        for contact in analysis.exactContacts where contact.kind == .crossing {
            let a = contact.firstSubpathIndex, b = contact.secondSubpathIndex
            if a != b, subpaths[a].isClosed, subpaths[b].isClosed, areas[a] * areas[b] > 0 { continue }
            guard let first = segments.first(where: { $0.elementIndex == contact.firstElementIndex }),
                  let second = segments.first(where: { $0.elementIndex == contact.secondElementIndex }) else { continue }
            let nearest = [first.distanceSquared(from: second.start), first.distanceSquared(from: second.end),
                           second.distanceSquared(from: first.start), second.distanceSquared(from: first.end)].min()!
            deepest = Swift.max(deepest, nearest.squareRoot())
        }
        return deepest
    }

    @Test(arguments: [
        UserScanContactsTests.starPolygon(points: 41, step: 20),   // past the 64-contact sample
        UserScanContactsTests.starPolygon(points: 9, step: 4),
        UserScanContactsTests.starPolygon(points: 7, step: 3, radius: 1e-3),
        "M0 0L20 0L20 10C15 -10 5 -10 0 10Z",                     // a cubic through a line
        "M0 0C3 3 7 1 10 0C7 1 3 3.5 0 4ZM1 -1L9 5",
        "M0 0L10 0L10 10L0 10ZM5 -2L3 12L7 12Z",                  // two subpaths turning opposite ways
        "M0 0Q20 20 0 20Q-5 5 15 2L12 18C0 0 10 0 -2 9Z",
    ])
    func deepestCrossingIsTheDefinitions(_ data: String) throws {
        let context = CatalogueContext()
        let report = PathCheck.check(try Path(svgPathData: data), context: context)
        let analysis = context.analysis
        let depth = PathCheck.FindingMeasures.deepestContact(analysis, analysis.exactContacts)
        #expect(depth.bitPattern == Self.definition(analysis).bitPattern, "\(data)")
        #expect(depth == report.findingMeasures.crossingDepth)
        #expect(depth > 0, "\(data): no crossing that counts")
    }
}
