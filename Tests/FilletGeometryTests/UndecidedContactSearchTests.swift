import Foundation
import Testing
@testable import FilletGeometry

/// The searches over fine pieces are bounded in work (``Path/finePieceWorkBudget(finePieces:)``)
/// and fail closed past it: the contact scan is undecided (never simple, never a crossing
/// invented), the clearance a lower bound. Below the budget the verdicts are the exact ones.
@Suite struct UndecidedContactSearchTests {
    /// A work budget far below what the close bundles need.
    static let smallBudget = 1_000

    @Test func closeBundleBeyondASmallBudgetIsUndecided() throws {
        var prepared = PreparedPath(try FinePieceTests.cubicSpiral(cubics: 160, gap: 1e-6))
        let search = Path.$finePieceWorkBudgetOverride.withValue(Self.smallBudget) {
            prepared.contactSearchReusingTable(upTo: 64, strategy: .automatic)
        }
        let undecided = try #require(search.undecided, "the search must run out of work")
        #expect(search.contacts.isEmpty, "no crossing is invented: \(search.contacts)")
        #expect(undecided.workBudget == Self.smallBudget)
        #expect(undecided.finePieces > 160)
        #expect(undecided.tolerance == prepared.intersectionTolerance)
        let simple = Path.$finePieceWorkBudgetOverride.withValue(Self.smallBudget) {
            (prepared.isSimpleReusingTable(), prepared.isSimple, prepared.forEachSelfIntersection { _ in true })
        }
        #expect(!simple.0 && !simple.1, "undecided is not simple")
        #expect(simple.2 == undecided)
    }

    @Test func closeBundleWithinTheBudgetKeepsTheExactVerdict() throws {
        let path = try FinePieceTests.cubicSpiral(cubics: 160, gap: 1e-6)
        var prepared = PreparedPath(path)
        let search = prepared.contactSearchReusingTable(upTo: 64, strategy: .automatic)
        #expect(search.undecided == nil)
        #expect(search.contacts.isEmpty)
        let simple = prepared.isSimpleReusingTable()
        #expect(simple && path.isSimple)
        let fine = prepared.contactSearchReusingTable(upTo: 64, strategy: .finePieces)
        #expect(fine.undecided == nil && fine.contacts.isEmpty)
    }

    /// A crossing met before the budget runs out is reported: the search is undecided about the
    /// rest only.
    @Test func crossedBundleReportsItsCrossingWithinTheBudget() throws {
        var path = try FinePieceTests.cubicSpiral(cubics: 120, gap: 1e-6)
        try path.move(to: Point(x: 0, y: 0))
        try path.addLine(to: Point(x: 2, y: 0.001))
        var prepared = PreparedPath(path)
        let search = prepared.contactSearchReusingTable(upTo: 64, strategy: .automatic)
        #expect(search.undecided == nil)
        #expect(!search.contacts.isEmpty)
        let simple = prepared.isSimpleReusingTable()
        #expect(!simple)
    }

    @Test func clearanceBeyondTheBudgetIsALowerBound() throws {
        var prepared = PreparedPath(try FinePieceTests.cubicSpiral(cubics: 160, gap: 1e-6))
        let exact = prepared.clearanceReusingTable(strategy: .allPairs)
        let bounded = Path.$finePieceWorkBudgetOverride.withValue(Self.smallBudget) {
            prepared.clearanceReusingTable(strategy: .finePieces)
        }
        let within = prepared.clearanceReusingTable(strategy: .finePieces)
        #expect(bounded >= 0 && bounded <= exact * (1 + PreparedPath.clearanceCurveRelativeAccuracy),
                "bounded \(bounded), exact \(exact)")
        #expect(FinePieceTests.agree(within, exact, size: prepared.characteristicSize), "within \(within), exact \(exact)")
    }

    @Test func budgetGrowsWithTheFinePieces() {
        #expect(Path.finePieceWorkBudget(finePieces: 0) == 1 << 24)
        #expect(Path.finePieceWorkBudget(finePieces: 1 << 21) > Path.finePieceWorkBudget(finePieces: 1 << 20))
        #expect(Path.finePieceWorkBudget(finePieces: FinePiece.pieceBudget) <= 64 << 20)
        #expect(Path.$finePieceWorkBudgetOverride.withValue(7) { Path.finePieceWorkBudget(finePieces: 1 << 21) } == 7)
    }
}
