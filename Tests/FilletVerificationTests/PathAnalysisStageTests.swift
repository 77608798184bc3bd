import Testing
import FilletGeometry
@testable import FilletVerification

/// The analysis' stages measured on first ask (``PathAnalysis/elementLengths``,
/// ``PathAnalysis/subpathSweeps``) are the current path's: read after one path, then another is
/// prepared, they hold the new path's values, as an analysis that never saw the first.
@Suite struct PathAnalysisStageTests {
    static let curved = "M0 0 C4 0 6 1 10 1.2 C14 1.3 16 4 20 4 L20 10 L0 10 Z M30 0 A5 5 0 0 1 40 0 Z"
    static let straight = "M0 0 H7 V3 Z"

    @Test(arguments: [(curved, straight), (straight, curved), (curved, curved)])
    func stagesAreTheCurrentPaths(_ first: String, _ second: String) throws {
        let reused = PathAnalysis()
        reused.prepare(try Path(svgPathData: first))
        _ = (reused.elementLengths, reused.subpathSweeps)
        let path = try Path(svgPathData: second)
        reused.prepare(path)
        let fresh = PathAnalysis()
        fresh.prepare(path)
        #expect(reused.elementLengths == fresh.elementLengths)
        #expect(reused.subpathSweeps == fresh.subpathSweeps)
        #expect(reused.elementLengths.count == path.elements.count)
        #expect(reused.subpathSweeps.count == path.subpaths.count)
    }

    /// The stages' values: each element's drawn length, and per subpath the curves' tangent
    /// turns and the arcs' sweeps (a half circle: π).
    @Test func stagesMeasureLengthsAndSweeps() throws {
        let analysis = PathAnalysis()
        let path = try Path(svgPathData: "M0 0 H10 A5 5 0 0 1 0 0 Z")
        analysis.prepare(path)
        let lengths = analysis.elementLengths
        #expect(lengths[0] == 0 && lengths[1] == 10)
        #expect(Swift.abs(lengths[2] - 5 * Double.pi) <= 1e-12)
        #expect(Swift.abs(Swift.abs(analysis.subpathSweeps[0]) - Double.pi) <= 1e-12)
    }
}
