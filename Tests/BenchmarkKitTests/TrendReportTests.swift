import BenchmarkKit
import Foundation
import Testing

@Suite struct TrendReportTests {
    let entries = [
        HistoryEntry(run: TestFixtures.run([TestFixtures.result("generate/star-5", nanoseconds: 200),
                                             TestFixtures.result("flatten/star-5", nanoseconds: 5000)], sha: "aaaaaaa1")),
        HistoryEntry(run: TestFixtures.run([TestFixtures.result("generate/star-5", nanoseconds: 180),
                                             TestFixtures.result("flatten/star-5", nanoseconds: 5100)], sha: "bbbbbbb2")),
    ]

    @Test func svgHasAxesOneLinePerCaseAndLegend() throws {
        let svg = TrendChart.svg(entries)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 2)
        #expect(svg.contains(">generate/star-5</text>") && svg.contains(">flatten/star-5</text>"))
        #expect(svg.contains(">#1 aaaaaaa</text>") && svg.contains(">#2 bbbbbbb</text>"))
        #expect(svg.contains("100 ns") && svg.contains("10 µs"))
        #expect(count("<text", in: svg) == count("</text>", in: svg))
    }

    @Test func svgOfEmptyHistoryIsStillADocumentWithAxes() {
        let svg = TrendChart.svg([])
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>\n"))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        #expect(count("<polyline", in: svg) == 0)
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func markdownTableHasARowPerCaseWithDelta() {
        let table = TrendTable.markdown(entries)
        #expect(table.contains("| generate/star-5 | 200.0 | 180.0 | -10.0% |"))
        #expect(table.contains("| flatten/star-5 | 5e+03 | 5.1e+03 | +2.0% |"))
    }
}
