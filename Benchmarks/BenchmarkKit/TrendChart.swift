import Foundation

/// A hand-written SVG line chart of p50 per case over the history entries.
///
/// x: history entry (oldest left), labelled with the short git SHA; y: p50 nanoseconds per
/// iteration on a log₁₀ axis (cases span ns to ms), with a grid line per decade; one polyline
/// per case, coloured from a fixed palette, named in the legend on the right. A case missing from
/// an entry leaves a gap in its line.
public enum TrendChart {
    static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
                          "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939", "#8c6d31", "#843c39"]

    /// The SVG document for `entries`, restricted to the cases `include` accepts.
    public static func svg(_ entries: [HistoryEntry], include: (String) -> Bool = { _ in true }) -> String {
        let names = caseNames(entries).filter(include)
        let plotLeft = 80.0, plotTop = 40.0, plotWidth = max(480.0, Double(entries.count) * 60), plotHeight = 420.0
        let legendLeft = plotLeft + plotWidth + 30, legendRow = 16.0
        let width = legendLeft + 360
        let height = max(plotTop + plotHeight + 70, plotTop + Double(names.count) * legendRow + 20)
        var values: [Double] = []
        for entry in entries { for item in entry.cases where names.contains(item.name) && item.p50 > 0 { values.append(item.p50) } }
        let lowDecade = floor(log10(values.min() ?? 1)), highDecade = max(ceil(log10(values.max() ?? 10)), lowDecade + 1)
        func x(_ index: Int) -> Double {
            entries.count <= 1 ? plotLeft + plotWidth / 2 : plotLeft + plotWidth * Double(index) / Double(entries.count - 1)
        }
        func y(_ nanoseconds: Double) -> Double {
            plotTop + plotHeight * (highDecade - log10(nanoseconds)) / (highDecade - lowDecade)
        }
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
        viewBox="0 0 \(format(width)) \(format(height))" font-family="sans-serif" font-size="11">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(format(plotLeft))" y="22" font-size="14">fillet-bench: p50 per case over history (log scale)</text>

        """
        var decade = lowDecade
        while decade <= highDecade {
            let lineY = y(pow(10, decade))
            svg += "<line x1=\"\(format(plotLeft))\" y1=\"\(format(lineY))\" x2=\"\(format(plotLeft + plotWidth))\" y2=\"\(format(lineY))\" stroke=\"#ddd\"/>\n"
            svg += "<text x=\"\(format(plotLeft - 6))\" y=\"\(format(lineY + 4))\" text-anchor=\"end\">\(durationLabel(pow(10, decade)))</text>\n"
            decade += 1
        }
        svg += "<line x1=\"\(format(plotLeft))\" y1=\"\(format(plotTop))\" x2=\"\(format(plotLeft))\" y2=\"\(format(plotTop + plotHeight))\" stroke=\"black\"/>\n"
        svg += "<line x1=\"\(format(plotLeft))\" y1=\"\(format(plotTop + plotHeight))\" x2=\"\(format(plotLeft + plotWidth))\" y2=\"\(format(plotTop + plotHeight))\" stroke=\"black\"/>\n"
        for (index, entry) in entries.enumerated() {
            let tickX = x(index)
            svg += "<line x1=\"\(format(tickX))\" y1=\"\(format(plotTop + plotHeight))\" x2=\"\(format(tickX))\" y2=\"\(format(plotTop + plotHeight + 5))\" stroke=\"black\"/>\n"
            svg += "<text x=\"\(format(tickX))\" y=\"\(format(plotTop + plotHeight + 18))\" text-anchor=\"middle\">#\(index + 1) \(escape(String(entry.metadata.gitSHA.prefix(7))))</text>\n"
        }
        svg += "<text x=\"\(format(plotLeft + plotWidth / 2))\" y=\"\(format(plotTop + plotHeight + 40))\" text-anchor=\"middle\">history entry (git SHA), oldest left</text>\n"
        svg += "<text transform=\"translate(18 \(format(plotTop + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">p50 time per iteration</text>\n"
        for (caseIndex, name) in names.enumerated() {
            let colour = palette[caseIndex % palette.count]
            let dash = caseIndex / palette.count == 0 ? "" : " stroke-dasharray=\"\(2 + caseIndex / palette.count * 2) 3\""
            var runs: [[(Double, Double)]] = [[]]
            for (index, entry) in entries.enumerated() {
                if let item = entry.cases.first(where: { $0.name == name }), item.p50 > 0 {
                    runs[runs.count - 1].append((x(index), y(item.p50)))
                } else if !runs[runs.count - 1].isEmpty {
                    runs.append([])
                }
            }
            for run in runs where !run.isEmpty {
                let points = run.map { "\(format($0.0)),\(format($0.1))" }.joined(separator: " ")
                if run.count > 1 {
                    svg += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\"\(dash)/>\n"
                }
                for point in run {
                    svg += "<circle cx=\"\(format(point.0))\" cy=\"\(format(point.1))\" r=\"2.5\" fill=\"\(colour)\"/>\n"
                }
            }
            let rowY = plotTop + Double(caseIndex) * legendRow
            svg += "<line x1=\"\(format(legendLeft))\" y1=\"\(format(rowY))\" x2=\"\(format(legendLeft + 20))\" y2=\"\(format(rowY))\" stroke=\"\(colour)\" stroke-width=\"2\"\(dash)/>\n"
            svg += "<text x=\"\(format(legendLeft + 26))\" y=\"\(format(rowY + 4))\">\(escape(name))</text>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// Case names in order of first appearance over the history.
    static func caseNames(_ entries: [HistoryEntry]) -> [String] {
        var seen = Set<String>(), names: [String] = []
        for entry in entries { for item in entry.cases where seen.insert(item.name).inserted { names.append(item.name) } }
        return names
    }

    /// `1 ns`, `10 µs`, `1 ms`, `1 s` style labels for decades.
    static func durationLabel(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1e3: "\(Int(nanoseconds.rounded())) ns"
        case ..<1e6: "\(Int((nanoseconds / 1e3).rounded())) µs"
        case ..<1e9: "\(Int((nanoseconds / 1e6).rounded())) ms"
        default: "\(Int((nanoseconds / 1e9).rounded())) s"
        }
    }

    static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
