import Foundation
import Testing
import FilletGeometry
@testable import FilletVerification

/// The users' self-intersection check measures its crossings from the contacts its own scan met
/// (so the crossing measures do not scan again), never writing the analysis's intersection
/// stage: they must be exactly the contacts the stage's own search finds, in order, on paths with
/// many contacts and with spike tips the users' check sets aside.
@Suite struct UserScanContactsTests {
    /// A star polygon {n/k} drawn in one stroke: it crosses itself n·(k−1) times.
    static func starPolygon(points n: Int, step k: Int, radius: Double = 10) -> String {
        var data = ""
        for index in 0...n {
            let angle = Double(index * k % n) / Double(n) * 2 * .pi
            data += (index == 0 ? "M" : "L") + "\(12 + radius * cos(angle)) \(12 + radius * sin(angle))"
        }
        return data + "Z"
    }

    @Test(arguments: [
        (starPolygon(points: 41, step: 20), true),          // 779 crossings: past the 64-contact sample
        (starPolygon(points: 7, step: 3), true),            // 14 crossings
        ("M2 12L20 11.9L2 11.8L2 2L22 2L22 22L2 22Z", false),  // a sharp spike, then a frame around it
        ("M2 12L20 12L2 12.0001ZM4 4L20 20M4 20L20 4", true),  // a needle-thin spike tip, and a crossing
        ("M0 0C10 10 0 10 10 0C0 -10 10 -10 0 0Z", true),     // curves crossing
        ("M0 0C3 3 7 1 10 0C7 1 3 3.5 0 4", true),            // a cusp: contacts only at its tip
        ("M0 0C3 3 7 1 10 0C7 1 3 3.5 0 4ZM1 -1L9 5", true),  // a cusp's tip contacts, then crossings
    ])
    func storedContactsAreTheStagesOwn(_ data: String, hasContacts: Bool) throws {
        let path = try Path(svgPathData: data)
        let checked = CatalogueContext()
        let report = PathCheck.check(path, context: checked)
        #expect(checked.analysis.intersectionStage.contacts == nil, "the check wrote the stage's contacts")
        let (closed, closedBefore) = PathCheck.closingReturningSubpathsNotingCloses(path)
        let fresh = PathAnalysis()
        fresh.prepare(closed)
        let contacts = fresh.exactContacts
        #expect(contacts.isEmpty == !hasContacts)
        let expected = contacts.isEmpty ? 0 : PathCheck.FindingMeasures.deepestContact(fresh, contacts)
        #expect(report.findingMeasures.crossingDepth.bitPattern == expected.bitPattern, "\(data)")
        let element = PathCheck.FindingMeasures(crossingElement: contacts.first?.firstElementIndex)
            .mapped(closedBefore: closedBefore).crossingElement
        #expect(report.findingMeasures.crossingElement == element, "\(data)")
    }
}
