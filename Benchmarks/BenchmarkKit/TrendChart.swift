import Foundation
import FilletSupport

/// A hand-written SVG of the fastest time per case over the history entries, as small multiples.
///
/// One panel per case family (the part of the name before the first `/`), laid out in a grid of
/// `columns` columns; a family whose names end in a `key=value` component (`flatten/<fixture>/tol=<t>`)
/// gets one panel per value, so every panel has one line per fixture and a legend of ~20 rows at most.
/// Each panel has its own log₁₀ y axis (fastest nanoseconds per iteration, the figure `--compare`
/// gates, a grid line per decade, and at
/// 2× and 5× when the panel spans at most two decades) and its own legend naming the fixtures;
/// x is the history entry (oldest left), labelled `#n` and the short git SHA, thinned when crowded.
/// A case missing from an entry leaves a gap in its line. Every panel is a
/// `<g class="panel" data-family="…">` inside one `<g class="family" data-family="…">` per family,
/// and every line a `<g class="series">` whose `<title>` is the full case name.
public enum TrendChart {
    static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
                          "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939", "#8c6d31", "#843c39",
                          "#7b4173", "#3182bd", "#e6550d", "#31a354", "#756bb1", "#636363"]

    /// Panels per row of the grid.
    static let columns = 2

    /// The geometry shared by every panel, in the panel's own coordinates.
    enum Layout {
        static let plotLeft = 64.0, plotTop = 30.0, plotHeight = 180.0
        static let legendGap = 16.0, legendWidth = 190.0, legendRow = 12.0
        static let margin = 16.0, headerHeight = 62.0, xLabelSpace = 40.0

        static func plotWidth(entries: Int) -> Double { min(max(300.0, Double(entries) * 24), 600) }
        static func width(entries: Int) -> Double { plotLeft + plotWidth(entries: entries) + legendGap + legendWidth }
        static func height(cases: Int) -> Double {
            max(plotTop + plotHeight + xLabelSpace, plotTop + Double(cases) * legendRow + 10)
        }
    }

    /// The SVG document for `entries`, restricted to the cases `include` accepts.
    public static func svg(_ entries: [HistoryEntry], include: (String) -> Bool = { _ in true }) -> String {
        // Newest entry's order first, so families follow the current suite, then cases only older entries have.
        let families = families(caseNames(Array(entries.reversed())).filter(include))
        let panels = families.flatMap(\.panels)
        let panelWidth = Layout.width(entries: entries.count)
        let columnCount = max(1, min(columns, panels.count))
        var rowHeights: [Double] = []
        for (index, panel) in panels.enumerated() {
            let row = index / columnCount
            if row == rowHeights.count { rowHeights.append(0) }
            rowHeights[row] = max(rowHeights[row], Layout.height(cases: panel.cases.count))
        }
        let width = Layout.margin * 2 + Double(columnCount) * panelWidth + Double(columnCount - 1) * Layout.margin
        let height = Layout.headerHeight + rowHeights.reduce(0, +) + Double(max(rowHeights.count - 1, 0)) * Layout.margin
            + Layout.margin + (panels.isEmpty ? 30 : 0)
        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(format(width))" height="\(format(height))" \
        viewBox="0 0 \(format(width)) \(format(height))" font-family="sans-serif" font-size="10">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(format(Layout.margin))" y="22" font-size="15">fillet-bench: fastest time per iteration over \
        \(entries.count) history \(entries.count == 1 ? "entry" : "entries")</text>
        <text x="\(format(Layout.margin))" y="40" font-size="11" fill="#444">\(escape(subtitle(families)))</text>
        <text x="\(format(Layout.margin))" y="54" font-size="11" fill="#444">x: history entry #n and short git SHA, \
        oldest left; y: log scale per panel; a gap means the case is missing from that entry.</text>

        """
        if panels.isEmpty {
            svg += "<text x=\"\(format(Layout.margin))\" y=\"\(format(Layout.headerHeight + 16))\">No cases in the history yet: run `fillet-bench --record`.</text>\n"
        }
        var index = 0
        for (family, familyPanels) in families {
            svg += "<g class=\"family\" data-family=\"\(escape(family))\">\n"
            for panel in familyPanels {
                let row = index / columnCount, column = index % columnCount
                let originX = Layout.margin + Double(column) * (panelWidth + Layout.margin)
                let originY = Layout.headerHeight + rowHeights[..<row].reduce(0, +) + Double(row) * Layout.margin
                svg += panelSVG(panel, entries: entries, originX: originX, originY: originY)
                index += 1
            }
            svg += "</g>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// The subtitle: how the cases were split into panels.
    static func subtitle(_ families: [(family: String, panels: [Panel])]) -> String {
        var text = "One panel per case family (the name before the first '/'), each with its own log y axis and legend"
        let split = families.filter { $0.panels.count > 1 || $0.panels.contains { $0.parameter != nil } }
        for (family, panels) in split {
            let keys = Set(panels.compactMap { $0.parameter?.split(separator: "=").first.map(String.init) }).sorted()
            text += "; \(family): one panel per \(keys.joined(separator: "/")) with one line per fixture"
        }
        return text + "."
    }

    /// One panel at (`originX`, `originY`): title, axes, a line per case, legend.
    static func panelSVG(_ panel: Panel, entries: [HistoryEntry], originX: Double, originY: Double) -> String {
        let plotLeft = Layout.plotLeft, plotTop = Layout.plotTop, plotHeight = Layout.plotHeight
        let plotWidth = Layout.plotWidth(entries: entries.count)
        let legendLeft = plotLeft + plotWidth + Layout.legendGap
        var values: [Double] = []
        for entry in entries {
            for item in entry.cases where panel.cases.contains(item.name) && item.min > 0 && item.min.isFinite {
                values.append(item.min)
            }
        }
        let lowDecade = floor(log10(values.min() ?? 1)), highDecade = max(ceil(log10(values.max() ?? 10)), lowDecade + 1)
        func x(_ index: Int) -> Double {
            entries.count <= 1 ? plotLeft + plotWidth / 2 : plotLeft + plotWidth * Double(index) / Double(entries.count - 1)
        }
        func y(_ nanoseconds: Double) -> Double {
            plotTop + plotHeight * (highDecade - log10(nanoseconds)) / (highDecade - lowDecade)
        }
        var svg = "<g class=\"panel\" data-family=\"\(escape(panel.family))\" data-panel=\"\(escape(panel.title))\" "
        svg += "transform=\"translate(\(format(originX)) \(format(originY)))\">\n"
        svg += "<rect x=\"0\" y=\"0\" width=\"\(format(Layout.width(entries: entries.count)))\" height=\"\(format(Layout.height(cases: panel.cases.count)))\" fill=\"none\" stroke=\"#eee\"/>\n"
        svg += "<text x=\"\(format(plotLeft))\" y=\"18\" font-size=\"13\" font-weight=\"bold\">\(escape(panel.title))</text>\n"
        svg += "<text x=\"\(format(plotLeft + plotWidth))\" y=\"18\" text-anchor=\"end\" fill=\"#666\">\(panel.cases.count) \(panel.cases.count == 1 ? "case" : "cases")</text>\n"
        let minorTicks = highDecade - lowDecade <= 2
        var decade = lowDecade
        while decade <= highDecade {
            for multiple in decade < highDecade && minorTicks ? [1.0, 2, 5] : [1.0] {
                let value = multiple * pow(10, decade), lineY = y(value)
                svg += "<line x1=\"\(format(plotLeft))\" y1=\"\(format(lineY))\" x2=\"\(format(plotLeft + plotWidth))\" y2=\"\(format(lineY))\" stroke=\"\(multiple == 1 ? "#ddd" : "#f0f0f0")\"/>\n"
                svg += "<text x=\"\(format(plotLeft - 5))\" y=\"\(format(lineY + 3))\" text-anchor=\"end\"\(multiple == 1 ? "" : " fill=\"#888\"")>\(durationLabel(value))</text>\n"
            }
            decade += 1
        }
        svg += "<line x1=\"\(format(plotLeft))\" y1=\"\(format(plotTop))\" x2=\"\(format(plotLeft))\" y2=\"\(format(plotTop + plotHeight))\" stroke=\"black\"/>\n"
        svg += "<line x1=\"\(format(plotLeft))\" y1=\"\(format(plotTop + plotHeight))\" x2=\"\(format(plotLeft + plotWidth))\" y2=\"\(format(plotTop + plotHeight))\" stroke=\"black\"/>\n"
        let labelStride = max(1, Int((Double(entries.count) / max(1, (plotWidth / 75).rounded(.down))).rounded(.up)))
        for (index, entry) in entries.enumerated() {
            let tickX = x(index)
            svg += "<line x1=\"\(format(tickX))\" y1=\"\(format(plotTop + plotHeight))\" x2=\"\(format(tickX))\" y2=\"\(format(plotTop + plotHeight + 4))\" stroke=\"black\"/>\n"
            if index % labelStride == 0 {
                let anchor = entries.count <= 1 ? "middle" : index == 0 ? "start" : index == entries.count - 1 ? "end" : "middle"
                svg += "<text x=\"\(format(tickX))\" y=\"\(format(plotTop + plotHeight + 16))\" text-anchor=\"\(anchor)\">#\(index + 1) \(escape(String(entry.metadata.gitSHA.prefix(7))))</text>\n"
            }
        }
        svg += "<text transform=\"translate(12 \(format(plotTop + plotHeight / 2))) rotate(-90)\" "
            + "text-anchor=\"middle\" fill=\"#444\">fastest per iteration</text>\n"
        for (caseIndex, name) in panel.cases.enumerated() {
            let colour = palette[caseIndex % palette.count]
            let dash = caseIndex / palette.count == 0 ? "" : " stroke-dasharray=\"\(2 + caseIndex / palette.count * 2) 3\""
            svg += "<g class=\"series\"><title>\(escape(name))</title>\n"
            var runs: [[(Double, Double)]] = [[]]
            for (index, entry) in entries.enumerated() {
                if let item = entry.cases.first(where: { $0.name == name }), item.min > 0, item.min.isFinite {
                    runs[runs.count - 1].append((x(index), y(item.min)))
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
                    svg += "<circle cx=\"\(format(point.0))\" cy=\"\(format(point.1))\" r=\"2\" fill=\"\(colour)\"/>\n"
                }
            }
            let rowY = plotTop + Double(caseIndex) * Layout.legendRow + 4
            svg += "<line x1=\"\(format(legendLeft))\" y1=\"\(format(rowY))\" x2=\"\(format(legendLeft + 18))\" y2=\"\(format(rowY))\" stroke=\"\(colour)\" stroke-width=\"2\"\(dash)/>\n"
            svg += "<text x=\"\(format(legendLeft + 23))\" y=\"\(format(rowY + 3.5))\">\(escape(panel.label(name)))</text>\n"
            svg += "</g>\n"
        }
        svg += "</g>\n"
        return svg
    }

    /// Case names in order of first appearance over the history.
    static func caseNames(_ entries: [HistoryEntry]) -> [String] {
        var seen = Set<String>(), names: [String] = []
        for entry in entries { for item in entry.cases where seen.insert(item.name).inserted { names.append(item.name) } }
        return names
    }

    /// `1 ns`, `10 µs`, `1 ms`, `1 s` style labels for decades (`1e+21 s` beyond 10¹⁵ s: the
    /// history holds any finite time, and a label must not need an integer that large).
    static func durationLabel(_ nanoseconds: Double) -> String {
        let (value, unit) = switch nanoseconds {
        case ..<1e3: (nanoseconds, "ns")
        case ..<1e6: (nanoseconds / 1e3, "µs")
        case ..<1e9: (nanoseconds / 1e6, "ms")
        default: (nanoseconds / 1e9, "s")
        }
        return NumberText.compact(value.rounded(), digits: 3, wholeBelow: 1e15) + " " + unit
    }

    static func format(_ value: Double) -> String { NumberText.fixed(value, decimals: 1) }

    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
