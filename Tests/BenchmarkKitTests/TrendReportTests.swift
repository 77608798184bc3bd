@testable import BenchmarkKit
import Foundation
import Testing

@Suite struct TrendReportTests {
    let entries = [
        HistoryEntry(run: TestFixtures.run([TestFixtures.result("generate/star-5", nanoseconds: 200),
                                             TestFixtures.result("flatten/star-5", nanoseconds: 5000)], sha: "aaaaaaa1")),
        HistoryEntry(run: TestFixtures.run([TestFixtures.result("generate/star-5", nanoseconds: 180),
                                             TestFixtures.result("flatten/star-5", nanoseconds: 5100)], sha: "bbbbbbb2")),
    ]

    @Test func svgHasAPanelPerFamilyWithAxesLinesAndLegend() throws {
        let svg = TrendChart.svg(entries)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
        #expect(svg.contains("<title>generate/star-5</title>") && svg.contains("<title>flatten/star-5</title>"))
        #expect(svg.contains(">generate</text>") && svg.contains(">flatten</text>"))
        #expect(count(">star-5</text>", in: svg) == 2)
        #expect(svg.contains(">#1 aaaaaaa</text>") && svg.contains(">#2 bbbbbbb</text>"))
        #expect(svg.contains("100 ns") && svg.contains("10 µs"))
        #expect(count("<text", in: svg) == count("</text>", in: svg))
        let structure = try SVGStructure(svg)
        #expect(structure.families == ["generate", "flatten"])
        #expect(structure.panels == ["generate", "flatten"])
    }

    @Test func svgIsWellFormedWithOneFamilyGroupPerFamilyAndAPanelPerTolerance() throws {
        var cases: [CaseResult] = []
        for fixture in ["star-5", "star-24", "rect"] {
            cases.append(TestFixtures.result("generate/\(fixture)", nanoseconds: 1000))
            for tolerance in ["0.1", "0.01", "0.001"] {
                cases.append(TestFixtures.result("flatten/\(fixture)/tol=\(tolerance)", nanoseconds: 3000))
            }
            cases.append(TestFixtures.result("intersect/\(fixture)", nanoseconds: 40000))
        }
        cases.append(TestFixtures.result("catalogue/star-5/no-scale", nanoseconds: 2e6))
        let old = HistoryEntry(run: TestFixtures.run(cases.filter { !$0.name.hasPrefix("catalogue") }, sha: "aaaaaaa1"))
        let new = HistoryEntry(run: TestFixtures.run([TestFixtures.result("generate-reuse/star-5", nanoseconds: 500)] + cases, sha: "bbbbbbb2"))
        let svg = TrendChart.svg([old, new])
        let structure = try SVGStructure(svg)
        #expect(structure.families == ["generate-reuse", "generate", "flatten", "intersect", "catalogue"])
        #expect(structure.panels == ["generate-reuse", "generate", "flatten · tol=0.1", "flatten · tol=0.01",
                                     "flatten · tol=0.001", "intersect", "catalogue"])
        #expect(structure.seriesPerPanel["flatten · tol=0.01"] == 3)
        #expect(structure.seriesPerPanel["catalogue"] == 1)
        #expect(structure.nestingErrors.isEmpty, "\(structure.nestingErrors)")
        #expect(svg.contains(">star-5/no-scale</text>"))
        #expect(svg.contains("flatten: one panel per tol"))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }

    @Test func svgFiltersCasesBeforeGrouping() throws {
        let structure = try SVGStructure(TrendChart.svg(entries, include: { $0.hasPrefix("flatten") }))
        #expect(structure.families == ["flatten"])
    }

    @Test func svgThinsEntryLabelsWhenTheHistoryIsLong() {
        let long = (0..<60).map { index in
            HistoryEntry(run: TestFixtures.run([TestFixtures.result("generate/star-5", nanoseconds: 200 + Double(index))],
                                               sha: String(format: "%07x", index)))
        }
        let svg = TrendChart.svg(long)
        #expect(count(">#", in: svg) < 20)
        #expect(svg.contains(">#1 0000000</text>"))
    }

    /// A `|` in a case name split the table's row; `<` would be taken for HTML.
    @Test func tableCellsEscapePipesAndMarkup() {
        let entry = HistoryEntry(run: TestFixtures.run([TestFixtures.result("odd|name<b>", nanoseconds: 200)]))
        let table = TrendTable.markdown([entry])
        let row = table.split(separator: "\n").first { $0.contains("odd") }.map(String.init) ?? ""
        #expect(row.hasPrefix("| odd\\|name&lt;b&gt; | "), "\(row)")
        // Unescaped pipes: the row's own four (case, one entry, Δ).
        #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 4, "\(row)")
    }

    @Test func svgOfEmptyHistoryIsStillADocumentWithANote() throws {
        let svg = TrendChart.svg([])
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        #expect(count("<polyline", in: svg) == 0)
        #expect(svg.contains("No cases in the history yet"))
        #expect(try SVGStructure(svg).families.isEmpty)
    }

    /// Any finite time the history holds gets a label: 10³⁰ ns once trapped converting to Int.
    @Test func hugeTimesAreDrawnWithoutTrapping() throws {
        #expect(TrendChart.durationLabel(1e30) == "1e+21 s")
        #expect(TrendChart.durationLabel(2e3) == "2 µs")
        var huge = TestFixtures.result("generate/star-5", nanoseconds: 1e30)
        huge.nanosecondsPerIteration = SampleStatistics(samples: [1e30])!
        let svg = TrendChart.svg([entries[0], HistoryEntry(run: TestFixtures.run([huge], sha: "ddddddd4"))])
        #expect(svg.contains("e+") && !svg.contains("nan"))
        #expect(try SVGStructure(svg).families.count == 2)
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// The chart and the table show the fastest time, the figure `--compare` gates, not the p50:
    /// a slow spell that doubled the typical sample leaves the trend flat.
    @Test func trendShowsTheFastestTimeNotTheMedian() {
        var spell = TestFixtures.result("generate/star-5", nanoseconds: 200)
        spell.nanosecondsPerIteration = SampleStatistics(samples: [200, 400, 410])!
        let history = [entries[0], HistoryEntry(run: TestFixtures.run([spell], sha: "ccccccc3"))]
        #expect(TrendTable.markdown(history).contains("| generate/star-5 | 200.0 | 200.0 | +0.0% |"))
        let svg = TrendChart.svg(history)
        #expect(svg.contains("fastest time per iteration"))
        // One line of two points at the same height.
        let line = svg.components(separatedBy: "<polyline points=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        let heights = line.first.map { $0.split(separator: " ").map { $0.split(separator: ",").last.map(String.init) } }
        #expect(line.count == 1 && heights?.count == 2 && heights?[0] == heights?[1], "\(line)")
    }

    @Test func markdownTableHasARowPerCaseWithDelta() {
        let table = TrendTable.markdown(entries)
        #expect(table.contains("| generate/star-5 | 200.0 | 180.0 | -10.0% |"))
        #expect(table.contains("| flatten/star-5 | 5e+03 | 5.1e+03 | +2.0% |"))
    }
}
