import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry

extension RangeMap {
    /// Layout of the heatmap in SVG user units (y-down).
    enum Layout {
        static let left = 90.0, top = 70.0, plotWidth = 600.0, plotHeight = 600.0
        static let legendLeft = 720.0, legendWidth = 24.0
        static let width = 900.0, height = 760.0
        static let font = 14.0, smallFont = 12.0
    }

    /// The colour scale of the boundary values: linear, or logarithmic when every value is > 0
    /// and they span more than a factor of 50.
    struct ColourScale {
        var low: Double
        var high: Double
        var isLogarithmic: Bool

        init(values: [Double]) {
            let finite = values.filter { $0.isFinite }
            low = finite.min() ?? 0
            high = finite.max() ?? 1
            isLogarithmic = low > 0 && high / low > 50
            if high <= low { high = low + (low == 0 ? 1 : Swift.abs(low) * 0.01) }
        }

        /// 0…1 along the scale.
        func fraction(_ value: Double) -> Double {
            let t = isLogarithmic ? (log(value) - log(low)) / (log(high) - log(low)) : (value - low) / (high - low)
            return Swift.min(Swift.max(t, 0), 1)
        }

        /// The value at `fraction`.
        func value(at fraction: Double) -> Double {
            isLogarithmic ? exp(log(low) + fraction * (log(high) - log(low))) : low + fraction * (high - low)
        }

        var ticks: [Double] {
            isLogarithmic ? Contour.logTicks(low, high) : Contour.ticks(low, high, count: 6)
        }

        /// A perceptually ordered dark-blue → green → yellow ramp (viridis stops).
        func colour(_ value: Double) -> String {
            let stops: [(Double, Double, Double)] = [(68, 1, 84), (59, 82, 139), (33, 145, 140), (94, 201, 98), (253, 231, 37)]
            let t = fraction(value) * Double(stops.count - 1)
            let index = Swift.min(Int(t), stops.count - 2), local = t - Double(index)
            let a = stops[index], b = stops[index + 1]
            func channel(_ x: Double, _ y: Double) -> Int { Int((x + (y - x) * local).rounded()) }
            return String(format: "#%02x%02x%02x", channel(a.0, b.0), channel(a.1, b.1), channel(a.2, b.2))
        }
    }

    static let neverValidColour = "#9e9e9e"
    static let alwaysValidColour = "#ffffff"
    static let nonMonotoneColour = "#e6194b"
    /// A cell whose boundary differs by more than this (relative) from both the closed form and
    /// the catalogue's bound gets a dot: another invariant binds before the edge budget.
    public static let closedFormAgreement = 1e-6

    /// Where the heatmap puts things: the plot's value-to-user-unit maps, each cell's rectangle
    /// and fill, and the colour scale of the boundaries. One value shared by the SVG heatmap and
    /// the interactive page, so both draw the same picture.
    struct HeatmapGeometry {
        let xLow: Double, xHigh: Double, yLow: Double, yHigh: Double
        let xAxis: ExplorerAxis, yAxis: ExplorerAxis
        let xValues: [Double], yValues: [Double]
        let scale: ColourScale

        func px(_ x: Double) -> Double { Layout.left + (xHigh > xLow ? (x - xLow) / (xHigh - xLow) : 0.5) * Layout.plotWidth }
        func py(_ y: Double) -> Double { Layout.top + Layout.plotHeight - (yHigh > yLow ? (y - yLow) / (yHigh - yLow) : 0.5) * Layout.plotHeight }

        /// A cell's rectangle; along an axis of one continuous value (`inner-ratio=0...0`), whose
        /// cells have no extent, the cells span the whole plot (they were drawn 0 px high).
        func box(_ cell: RangeCell) -> BoundingBox {
            let xs = xAxis.cellExtent(cell.column, of: xValues), ys = yAxis.cellExtent(cell.row, of: yValues)
            let left = xHigh > xLow ? px(xs.lowerBound) : Layout.left
            let right = xHigh > xLow ? px(xs.upperBound) : Layout.left + Layout.plotWidth
            let top = yHigh > yLow ? py(ys.upperBound) : Layout.top
            let bottom = yHigh > yLow ? py(ys.lowerBound) : Layout.top + Layout.plotHeight
            return BoundingBox(Point(x: left, y: top), Point(x: right, y: bottom))
        }

        /// The cell's colour: the scale's at its boundary, grey where never valid, white where
        /// valid up to the limit.
        func fill(_ cell: RangeCell) -> String {
            switch cell.status {
            case .ok, .nonMonotone: return cell.boundary.isFinite ? scale.colour(cell.boundary) : RangeMap.neverValidColour
            case .neverValid: return RangeMap.neverValidColour
            case .alwaysValid: return RangeMap.alwaysValidColour
            }
        }
    }

    var heatmapGeometry: HeatmapGeometry {
        let xAxis = setup.x, yAxis = setup.y
        let xValues = xValues, yValues = yValues
        return HeatmapGeometry(
            xLow: xAxis.cellExtent(0, of: xValues).lowerBound, xHigh: xAxis.cellExtent(xValues.count - 1, of: xValues).upperBound,
            yLow: yAxis.cellExtent(0, of: yValues).lowerBound, yHigh: yAxis.cellExtent(yValues.count - 1, of: yValues).upperBound,
            xAxis: xAxis, yAxis: yAxis, xValues: xValues, yValues: yValues,
            scale: ColourScale(values: cells.filter { $0.status == .ok || $0.status == .nonMonotone }.map(\.boundary)))
    }

    /// A standalone SVG heatmap: one rectangle per cell coloured by the measured boundary, grey
    /// where never valid, white where valid up to the limit, a red outline where non-monotone, a
    /// black dot where a closed form exists but another invariant binds first; the closed form's
    /// iso-lines at the legend's tick values drawn over it (and, for stars over inner-ratio, the
    /// regular star's k = cos(2π/n)/cos(π/n)); axes with tick labels, a colour legend, a title.
    public var svg: String { heatmapDocument(drawingCells: true).render() }

    /// The heatmap as a document. Without its cells (`drawingCells` false) it has no background
    /// either: the interactive page lays it over cells of its own (``html(name:previews:)``).
    func heatmapDocument(drawingCells: Bool) -> SVGDocument {
        var document = SVGDocument(paddingFraction: 0, pixelSize: Layout.width, background: drawingCells ? "white" : nil, precision: 2)
        document.viewBox = BoundingBox(minX: 0, minY: 0, width: Layout.width, height: Layout.height)
        let geometry = heatmapGeometry
        let xValues = geometry.xValues, yValues = geometry.yValues
        let xLow = geometry.xLow, xHigh = geometry.xHigh, yLow = geometry.yLow, yHigh = geometry.yHigh
        let px = geometry.px, py = geometry.py, box = geometry.box
        let scale = geometry.scale

        if drawingCells {
            for cell in cells {
                let fill = geometry.fill(cell)
                document.addRectangle(box(cell), style: SVGStyle(fill: fill, stroke: fill, strokeWidth: 0.3))
            }
        }
        // Closed-form iso-lines at the legend ticks.
        let hasClosedForm = cells.contains { $0.closedForm != nil }
        if hasClosedForm, xValues.count >= 2, yValues.count >= 2 {
            var grid = [[Double]](repeating: [Double](repeating: .nan, count: xValues.count), count: yValues.count)
            for cell in cells { grid[cell.row][cell.column] = cell.closedForm.map { scale.isLogarithmic ? log($0.value) : $0.value } ?? .nan }
            var path = Path()
            var labels: [(String, Point)] = []
            for tick in scale.ticks {
                let level = scale.isLogarithmic ? log(tick) : tick
                var rightmost: Point?
                for (a, b) in Contour.segments(values: grid, level: level, position: { Point(x: px(xValues[$0]), y: py(yValues[$1])) }) {
                    try? path.move(to: a)
                    try? path.addLine(to: b)
                    for end in [a, b] where rightmost == nil || end.x > rightmost!.x || (end.x == rightmost!.x && end.y < rightmost!.y) {
                        rightmost = end
                    }
                }
                if let rightmost { labels.append((Self.tickLabel(tick), rightmost)) }
            }
            if !path.elements.isEmpty { document.addPath(path, style: SVGStyle(stroke: "black", strokeWidth: 1.2, opacity: 0.8)) }
            for (text, point) in labels {
                let x = Swift.min(point.x + 2, Layout.left + Layout.plotWidth - Double(text.count) * Layout.smallFont * 0.6)
                document.addLabel(text, at: Point(x: x, y: Swift.max(point.y - 3, Layout.top + 12)), size: Layout.smallFont - 1)
            }
        }
        for cell in cells {
            let box = box(cell)
            let center = Point(x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2)
            if cell.status == .nonMonotone {
                document.addRectangle(box, style: SVGStyle(stroke: Self.nonMonotoneColour, strokeWidth: 2))
            }
            if cell.status == .ok, cell.closedForm != nil, !cell.closedFormBinds {
                let side = Swift.min(box.maxX - box.minX, box.maxY - box.minY)
                document.addMarker(at: center, radius: Swift.max(side * 0.18, 1), style: SVGStyle(fill: "black", stroke: nil))
            }
        }
        // The regular star's inner ratio over a points × inner-ratio map.
        if setup.construction == .star, setup.x.name == "points", setup.y.name == "inner-ratio" {
            var curve = Path()
            var first = true
            // Every whole n on ordinary maps; at most about 1 000 samples on vast ones.
            let firstPoint = Swift.max(5, xLow.rounded(.up))
            let pointStep = Swift.max(1, ((xHigh - firstPoint) / 1_000).rounded(.up))
            for n in stride(from: firstPoint, through: xHigh, by: pointStep) {
                let k = cos(2 * Double.pi / n) / cos(Double.pi / n)
                guard k >= yLow, k <= yHigh else { continue }
                if first { try? curve.move(to: Point(x: px(n), y: py(k))); first = false } else { try? curve.addLine(to: Point(x: px(n), y: py(k))) }
            }
            if !curve.elements.isEmpty {
                document.addPath(curve, style: SVGStyle(stroke: "#ff00ff", strokeWidth: 2.5))
                document.addLabel("regular star {n/2}: k = cos(2π/n)/cos(π/n)", at: Point(x: Layout.left + 6, y: Layout.top + Layout.plotHeight + 62),
                                  size: Layout.smallFont, color: "#c000c0")
            }
        }
        drawAxes(&document, px: px, py: py, xLow: xLow, xHigh: xHigh, yLow: yLow, yHigh: yHigh)
        drawLegend(&document, scale: scale, hasClosedForm: hasClosedForm)
        return document
    }

    private func drawAxes(_ document: inout SVGDocument, px: (Double) -> Double, py: (Double) -> Double,
                          xLow: Double, xHigh: Double, yLow: Double, yHigh: Double) {
        let frame = BoundingBox(minX: Layout.left, minY: Layout.top, width: Layout.plotWidth, height: Layout.plotHeight)
        document.addRectangle(frame, style: SVGStyle(stroke: "black", strokeWidth: 1))
        var ticks = Path()
        let xTicks = setup.x.isInteger ? Self.integerTicks(xValues) : Contour.ticks(xLow, xHigh, count: 8)
        for value in xTicks {
            let x = px(value)
            try? ticks.move(to: Point(x: x, y: Layout.top + Layout.plotHeight))
            try? ticks.addLine(to: Point(x: x, y: Layout.top + Layout.plotHeight + 6))
            let text = Self.tickLabel(value)
            document.addLabel(text, at: Point(x: x - Double(text.count) * Layout.smallFont * 0.3, y: Layout.top + Layout.plotHeight + 20),
                              size: Layout.smallFont)
        }
        let yTicks = setup.y.isInteger ? Self.integerTicks(yValues) : Contour.ticks(yLow, yHigh, count: 8)
        for value in yTicks {
            let y = py(value)
            try? ticks.move(to: Point(x: Layout.left - 6, y: y))
            try? ticks.addLine(to: Point(x: Layout.left, y: y))
            let text = Self.tickLabel(value)
            document.addLabel(text, at: Point(x: Layout.left - 10 - Double(text.count) * Layout.smallFont * 0.6, y: y + 4),
                              size: Layout.smallFont)
        }
        document.addPath(ticks, style: SVGStyle(stroke: "black", strokeWidth: 1))
        document.addLabel(setup.x.name, at: Point(x: Layout.left + Layout.plotWidth / 2 - Double(setup.x.name.count) * 4, y: Layout.top + Layout.plotHeight + 42),
                          size: Layout.font)
        document.addLabel(setup.y.name, at: Point(x: 8, y: Layout.top - 12), size: Layout.font)
        let title = "\(setup.construction.rawValue): largest \(setup.z.name) in \(Self.tickLabel(setup.z.lower))…\(Self.tickLabel(setup.z.upper)) with every invariant holding — clamp \(setup.policyDescription)"
        document.addLabel(title, at: Point(x: 8, y: 24), size: Layout.font + 2)
        var subtitle = setup.fixedDescription
        if !setup.ignored.isEmpty { subtitle += (subtitle.isEmpty ? "" : "; ") + "ignoring " + setup.ignored.map(\.name).joined(separator: ", ") }
        document.addLabel(subtitle, at: Point(x: 8, y: 44), size: Layout.smallFont, color: "#444444")
    }

    private func drawLegend(_ document: inout SVGDocument, scale: ColourScale, hasClosedForm: Bool) {
        let steps = 120
        let top = Layout.top, height = Layout.plotHeight * 0.6
        for step in 0..<steps {
            let fraction = (Double(step) + 0.5) / Double(steps)
            let y0 = top + height - Double(step + 1) * height / Double(steps)
            let colour = scale.colour(scale.value(at: fraction))
            document.addRectangle(BoundingBox(minX: Layout.legendLeft, minY: y0, width: Layout.legendWidth, height: height / Double(steps) + 0.2),
                                  style: SVGStyle(fill: colour, stroke: nil))
        }
        document.addRectangle(BoundingBox(minX: Layout.legendLeft, minY: top, width: Layout.legendWidth, height: height),
                              style: SVGStyle(stroke: "black", strokeWidth: 1))
        var ticks = Path()
        for tick in scale.ticks {
            let y = top + height - scale.fraction(tick) * height
            try? ticks.move(to: Point(x: Layout.legendLeft + Layout.legendWidth, y: y))
            try? ticks.addLine(to: Point(x: Layout.legendLeft + Layout.legendWidth + 5, y: y))
            document.addLabel(Self.tickLabel(tick), at: Point(x: Layout.legendLeft + Layout.legendWidth + 8, y: y + 4), size: Layout.smallFont)
        }
        document.addPath(ticks, style: SVGStyle(stroke: "black", strokeWidth: 1))
        document.addLabel("max \(setup.z.name)" + (scale.isLogarithmic ? " (log)" : ""), at: Point(x: Layout.legendLeft - 10, y: top - 12),
                          size: Layout.smallFont)
        var y = top + height + 30
        func entry(_ text: String, fill: String?, stroke: String, strokeWidth: Double = 1, dot: Bool = false) {
            document.addRectangle(BoundingBox(minX: Layout.legendLeft, minY: y - 11, width: 14, height: 14),
                                  style: SVGStyle(fill: fill, stroke: stroke, strokeWidth: strokeWidth))
            if dot { document.addMarker(at: Point(x: Layout.legendLeft + 7, y: y - 4), radius: 3, style: SVGStyle(fill: "black", stroke: nil)) }
            document.addLabel(text, at: Point(x: Layout.legendLeft + 20, y: y), size: Layout.smallFont - 1)
            y += 20
        }
        entry("never valid", fill: Self.neverValidColour, stroke: "black", strokeWidth: 0.5)
        entry("valid up to the limit", fill: Self.alwaysValidColour, stroke: "black", strokeWidth: 0.5)
        entry("non-monotone", fill: nil, stroke: Self.nonMonotoneColour, strokeWidth: 2)
        if hasClosedForm {
            entry("closed form not binding", fill: "#ffffff", stroke: "black", strokeWidth: 0.5, dot: true)
            var line = Path()
            try? line.move(to: Point(x: Layout.legendLeft, y: y - 4))
            try? line.addLine(to: Point(x: Layout.legendLeft + 14, y: y - 4))
            document.addPath(line, style: SVGStyle(stroke: "black", strokeWidth: 1.2))
            document.addLabel("closed form iso-lines", at: Point(x: Layout.legendLeft + 20, y: y), size: Layout.smallFont - 1)
        }
    }

    /// At most about 12 labelled integer values, always including the first and last.
    static func integerTicks(_ values: [Double]) -> [Double] {
        guard values.count > 12 else { return values }
        let step = Int((Double(values.count) / 11).rounded(.up))
        var ticks = stride(from: 0, to: values.count, by: step).map { values[$0] }
        if values.count - 1 - stride(from: 0, to: values.count, by: step).map({ $0 }).last! < (step + 1) / 2 { ticks.removeLast() }
        if ticks.last != values.last { ticks.append(values.last!) }
        return ticks
    }

    static func tickLabel(_ value: Double) -> String {
        NumberText.compact(value, digits: 4, plain: 1e-3..<1e5, exponentDigits: 2, wholeBelow: 1e9,
                           fixedInPlain: false, special: .printf)
    }
}
