import Testing
@testable import FilletGeometry

/// The contact search's stack settles pairs whose boxes lie apart when they are pushed: it must
/// hand out the other pairs in a plain stack's order, with the budget the plain stack leaves
/// (one box test per pair popped, settled ones included) at each of them and at the end.
@Suite struct CurveContactsSearchStackTests {
    /// A one-point piece at `x` on the x axis: two of them are a box gap `|x − x′|` apart.
    func piece(at x: Double) -> CurveContacts.SearchPiece {
        let point = Point(x: x, y: 0)
        return CurveContacts.SearchPiece(.curve(CubicCurve(point, point, point, point)))
    }

    /// Random depth-first runs (each popped pair pushes up to two children, near or apart; some
    /// runs stop early, as the search does at its second contact): every pair the stack hands out
    /// is the one a plain stack pops next after its settled pairs, with the same budget left, and a
    /// run that empties the stack ends with the plain stack's budget.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func handsOutThePlainStacksPairsWithItsBudget(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let tolerance = 1.0
        // Pairs are told apart by their first span's lower bound; the plain stack holds
        // (identifier, settled).
        var stack = CurveContacts.SearchStack(tolerance: tolerance, capacity: 4)
        var plain: [(Int, Bool)] = []
        var budget = 1_000, plainBudget = 1_000
        var next = 0
        func push(settled: Bool) {
            let span = CurveContacts.Span(lower: Double(next), upper: Double(next) + 1)
            stack.push(piece(at: 0), piece(at: settled ? 2 * tolerance : 0.5 * tolerance), span, span)
            plain.append((next, settled))
            next += 1
        }
        push(settled: false)
        let stopsAfter = Bool.random(using: &random) ? Int.random(in: 1...40, using: &random) : Int.max
        var handedOut = 0
        while let (_, _, span, _) = stack.pop(budget: &budget) {
            var popped: (Int, Bool)? = nil
            while let entry = plain.popLast() {
                plainBudget -= 1
                if !entry.1 { popped = entry; break }
            }
            #expect(popped?.0 == Int(span.lower), "seed \(seed): pair \(span.lower)")
            #expect(budget == plainBudget, "seed \(seed): pair \(span.lower)")
            handedOut += 1
            if handedOut == stopsAfter { break }
            if next < 400 {
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    push(settled: Double.random(in: 0..<1, using: &random) < 0.4)
                }
            }
        }
        if handedOut != stopsAfter {
            #expect(plain.allSatisfy { $0.1 }, "seed \(seed): the plain stack still holds a pair to look at")
            plainBudget -= plain.count
            #expect(budget == plainBudget, "seed \(seed): at the end")
        }
        #expect(handedOut > 0)
    }
}
