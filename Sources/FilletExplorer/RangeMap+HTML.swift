import FilletGeometry
import FilletSupport
import FilletVerification
import Foundation

extension RangeMap {
    /// The fields of a cell the page shows, by their CSV column names, in the order the page's data
    /// lists them: the page shows each as the CSV writes it (`csvFields(_:fingerprint:)`), the
    /// numbers of x, y, boundary, failing value and closed form at the precision that tells them
    /// apart (`displayFields(_:fingerprint:)`).
    public static let htmlFields = [
        "column", "row", "x", "y", "status", "boundary", "failing_value", "first_failure", "closed_form",
        "difference", "relative_difference",
    ]

    /// The interactive range map: one self-contained HTML page (no network, no external script,
    /// font or stylesheet; it works from `file://`).
    ///
    /// - The heatmap is the SVG's (``svg``: the same colour scale, closed-form iso-lines, axes,
    ///   legend) laid over one `<rect class="cell">` per cell, each carrying `data-column` and
    ///   `data-row` equal to the CSV's `column` and `row`, filled with the heatmap's colour.
    /// - Pointing at or focusing a cell shows its x, y, boundary, status, first failure, closed
    ///   form and difference, as the CSV writes them except x, y, boundary, failing value and
    ///   closed form, written with the fewest digits that tell them apart (`0.509375`, not the
    ///   CSV's `0.5093750000000002`; see `displayFields(_:fingerprint:)`); clicking selects it,
    ///   arrow keys move the selection.
    /// - The selected cell's shape: the outline at the boundary (the path data of
    ///   `fillet shape --format svg-path`), the outline just beyond it with the failing invariants'
    ///   locations marked, and a slider over the ``RangePreview`` stops. All computed here.
    /// - A profile chart of the boundary (and the closed form) along the selected row or column.
    ///
    /// - Parameters:
    ///   - name: the files' base name (the page links `<name>.csv` and `<name>.md`).
    ///   - previews: the shapes shown (``RangePreviewSet/none`` for none).
    public func html(name: String, previews: RangePreviewSet) -> String {
        let geometry = heatmapGeometry
        let fingerprint = setup.fingerprint
        let columns = xValues.count
        var cellRects = ""
        var cellValues: [[String]] = []
        cellValues.reserveCapacity(cells.count)
        let number = SVGNumberFormat(precision: 2)
        for cell in cells {
            let box = geometry.box(cell)
            cellRects += "<rect class=\"cell\" data-column=\"\(cell.column)\" data-row=\"\(cell.row)\""
                + " x=\"\(number.string(box.minX))\" y=\"\(number.string(box.minY))\""
                + " width=\"\(number.string(box.width))\" height=\"\(number.string(box.height))\""
                + " fill=\"\(geometry.fill(cell))\"/>\n"
            cellValues.append(displayFields(cell, fingerprint: fingerprint))
        }
        let exact = { (value: Double) in Self.format(value, digits: 17) }
        let data = PageData(
            construction: setup.construction.rawValue, x: setup.x.name, y: setup.y.name, z: setup.z.name,
            zLower: exact(setup.z.lower), zUpper: exact(setup.z.upper), columns: columns, rows: yValues.count,
            logScale: geometry.scale.isLogarithmic, fields: Self.htmlFields, cells: cellValues, columnStride: previews.columnStride, rowStride: previews.rowStride,
            previews: Dictionary(uniqueKeysWithValues: previews.previews.map { index, preview in
                (String(index), PagePreview(preview, exact: exact))
            }))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Shard CSVs put their text in the data: `<`, `>`, `&`, U+2028/9 escaped, no text can end
        // or swallow the script element.
        let json = XMLText.scriptJSON((try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}")
        let overlay = Self.inlineSVG(heatmapDocument(drawingCells: false).render(), attributes: "class=\"layer\" aria-hidden=\"true\"")
        let title = "\(setup.construction.rawValue): largest \(setup.z.name) with every invariant holding"
        var subtitle = "\(setup.construction.summary). \(setup.x.name) × \(setup.y.name), \(setup.z.name) searched in "
            + "[\(Self.tickLabel(setup.z.lower)), \(Self.tickLabel(setup.z.upper))]; clamp \(setup.policyDescription)"
        if !setup.fixedDescription.isEmpty { subtitle += "; \(setup.fixedDescription)" }
        if !setup.ignored.isEmpty { subtitle += "; ignoring " + setup.ignored.map(\.name).joined(separator: ", ") }
        let e = XMLText.escaped

        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(e(title))</title>
        <style>
        \(RangeMapPage.style)</style>
        </head>
        <body>
        <header>
        <h1>\(e(title))</h1>
        <p class="subtitle">\(e(subtitle)).</p>
        </header>
        <main>
        <section class="map-section" aria-labelledby="map-title">
        <h2 id="map-title">Valid-range map</h2>
        <p id="map-help">Point at a cell (or tap it) to read its values; click to select it and see its shape; with the map focused, arrow keys move the selection.</p>
        <div class="scroll">
        <div class="heatmap" id="heatmap" tabindex="0" role="application" aria-roledescription="heatmap"
         aria-label="\(e(title)): \(columns) × \(yValues.count) cells" aria-describedby="map-summary map-help">
        <svg class="cells" id="cells" viewBox="0 0 \(Int(Layout.width)) \(Int(Layout.height))" aria-hidden="true">
        \(cellRects)</svg>
        \(overlay)<svg class="layer" id="highlight" viewBox="0 0 \(Int(Layout.width)) \(Int(Layout.height))" aria-hidden="true">
        <g id="preview-dots"></g><rect id="hover-box" class="hover-box" visibility="hidden"/><rect id="selection-box" class="selection-box" visibility="hidden"/></svg>
        </div>
        </div>
        <p id="map-summary">\(e(textSummary(previews)))</p>
        </section>
        <section class="readout-section" aria-labelledby="readout-title">
        <h2 id="readout-title">Cell <span id="read-cell"></span> <span id="read-mode" class="mode"></span></h2>
        <dl id="readout" aria-live="polite">
        <dt>\(e(setup.x.name)) (x)</dt><dd id="read-x"></dd>
        <dt>\(e(setup.y.name)) (y)</dt><dd id="read-y"></dd>
        <dt>largest \(e(setup.z.name))</dt><dd id="read-boundary"></dd>
        <dt>status</dt><dd id="read-status"></dd>
        <dt>first failure</dt><dd id="read-failure"></dd>
        <dt>fails at</dt><dd id="read-failing-value"></dd>
        <dt>closed form</dt><dd id="read-closed-form"></dd>
        <dt>difference</dt><dd id="read-difference"></dd>
        <dt>relative difference</dt><dd id="read-relative-difference"></dd>
        </dl>
        </section>
        <section class="preview-section" aria-labelledby="preview-title">
        <h2 id="preview-title">Shape of the selected cell</h2>
        <p id="preview-note"></p>
        <div class="outlines">
        <figure id="figure-boundary"><svg id="view-boundary" role="img" aria-labelledby="caption-boundary"><path id="outline-boundary" class="outline"/></svg>
        <figcaption id="caption-boundary"></figcaption></figure>
        <figure id="figure-beyond"><svg id="view-beyond" role="img" aria-labelledby="caption-beyond"><path id="outline-beyond" class="outline beyond"/><g id="marks-beyond"></g></svg>
        <figcaption id="caption-beyond"></figcaption></figure>
        <figure id="figure-slider"><svg id="view-slider" role="img" aria-labelledby="caption-slider"><path id="outline-slider" class="outline"/><g id="marks-slider"></g></svg>
        <figcaption><label for="z-slider">\(e(setup.z.name))</label> <input type="range" id="z-slider" min="0" max="0" step="1" value="0">
        <span id="caption-slider"></span></figcaption></figure>
        </div>
        </section>
        <section class="profile-section" aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <p><button type="button" id="profile-row" aria-pressed="true">along the row</button>
        <button type="button" id="profile-column" aria-pressed="false">along the column</button></p>
        <svg id="profile-chart" viewBox="0 0 640 260" role="img" aria-labelledby="profile-caption"></svg>
        <p id="profile-caption"></p>
        </section>
        <section class="about-section" aria-labelledby="about-title">
        <h2 id="about-title">About this page</h2>
        <p>\(e(previewStatement(previews)))</p>
        <p>Every number shown is the CSV's, as written there (<a href="\(e(name)).csv">\(e(name)).csv</a>, one row per cell;
        summary in <a href="\(e(name)).md">\(e(name)).md</a>). The outlines and marks were computed by Fillet when the page
        was written (the construction built at each value, the invariant catalogue run on it); the page draws them and
        computes no geometry. Marks are where a failing invariant reports its worst margin (a contact, a kinked join).</p>
        </section>
        </main>
        <script type="application/json" id="map-data">\(json)</script>
        <script>
        \(RangeMapPage.script)</script>
        </body>
        </html>

        """
        page = page.replacingOccurrences(of: "\r", with: "")
        return page
    }

    /// An SVG document as inline SVG in HTML: without the XML namespace declaration, which HTML
    /// does not need (so the page names no URL at all), and with `attributes` on the root.
    static func inlineSVG(_ document: String, attributes: String) -> String {
        document.replacingOccurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\"", with: "<svg \(attributes)")
    }

    /// The text alternative of the heatmap: what was mapped and what it found, in words.
    func textSummary(_ previews: RangePreviewSet) -> String {
        let counts = statusCounts
        let statuses = CellStatus.allCases.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
        let bounded = cells.filter { $0.status == .ok && $0.boundary.isFinite }
        var text = "\(cells.count) cells over \(setup.x.name) \(Self.tickLabel(setup.x.lower))…\(Self.tickLabel(setup.x.upper))"
            + " (x, left to right) and \(setup.y.name) \(Self.tickLabel(setup.y.lower))…\(Self.tickLabel(setup.y.upper))"
            + " (y, bottom to top): " + statuses.joined(separator: ", ") + "."
        if let low = bounded.min(by: { $0.boundary < $1.boundary }), let high = bounded.max(by: { $0.boundary < $1.boundary }) {
            text += " The largest valid \(setup.z.name) ranges from \(Self.tickLabel(low.boundary)) (at \(setup.x.name) \(Self.tickLabel(low.x)),"
                + " \(setup.y.name) \(Self.tickLabel(low.y))) to \(Self.tickLabel(high.boundary)) (at \(setup.x.name) \(Self.tickLabel(high.x)),"
                + " \(setup.y.name) \(Self.tickLabel(high.y))); colours run from dark blue (small) to yellow (large), grey never valid,"
                + " white valid up to the limit."
        }
        return text
    }

    /// How the previews were sampled, for the page.
    func previewStatement(_ previews: RangePreviewSet) -> String {
        let bytes = previews.previews.values.reduce(0) { $0 + $1.estimatedBytes }
        let size = "\(NumberText.fixed(Double(bytes) / 1e6, decimals: 2)) MB of a \(NumberText.fixed(Double(previews.byteBudget) / 1e6, decimals: 1)) MB budget"
        let stops = "Each preview holds the outline at \(setup.z.name) = the lower end of the interval, halfway to the boundary, the boundary itself (written as fillet shape --format svg-path writes it), the failing value just beyond it, and a tenth of the interval further; the outlines other than the boundary's are written to 1/100 of the shape's size (the failing value's, when it prints the same as the boundary's there, is drawn with the boundary's path data)."
        switch (previews.columnStride, previews.rowStride) {
        case (0, _), (_, 0): return "This page has no shape previews."
        case (1, 1): return "Every cell has a shape preview (\(size)). " + stops
        case (let c, let r):
            return "Shape previews are on a lattice: the cells whose column is a multiple of \(c) and row a multiple of \(r) (\(previews.previews.count) of \(cells.count) cells, \(size); white dots on the map), the densest lattice whose previews fit the budget (fillet explore --preview-budget). Other cells show their numbers only. " + stops
        }
    }
}

/// The page's data, as JSON in a `<script type="application/json">` element.
private struct PageData: Encodable {
    var construction: String
    var x: String, y: String, z: String
    var zLower: String, zUpper: String
    var columns: Int, rows: Int
    /// Whether the heatmap's colour scale is logarithmic (the profile's z axis follows it).
    var logScale: Bool
    /// Names of the values in each of ``cells`` (``RangeMap/htmlFields``).
    var fields: [String]
    /// One list of CSV field texts per cell, by index row · columns + column.
    var cells: [[String]]
    var columnStride: Int, rowStride: Int
    var previews: [String: PagePreview]
}

/// One preview as the page reads it (short keys: there are hundreds).
private struct PagePreview: Encodable {
    struct Stop: Encodable {
        /// z as the CSV would write it.
        var z: String
        /// Path data (absent: drawn with stop `same`'s).
        var d: String?
        var same: Int?
        /// Failing invariants.
        var f: [String]
        /// Marks: invariant, x, y (as text, to the outline's display precision).
        var m: [[String]]
        /// Whether the path data is exact (the boundary's).
        var e: Bool
    }
    /// View box: min x, min y, width, height.
    var v: [Double]
    var s: [Stop]
    /// Boundary stop, failing-value stop.
    var b: Int?
    var f: Int?

    init(_ preview: RangePreview, exact: (Double) -> String) {
        v = [preview.viewBox.minX, preview.viewBox.minY, preview.viewBox.width, preview.viewBox.height]
        s = preview.stops.map { stop in
            let format = SVGNumberFormat(precision: stop.markPrecision)
            return Stop(z: exact(stop.z), d: stop.sameOutlineAs == nil ? stop.pathData : nil, same: stop.sameOutlineAs,
                        f: stop.failures, m: stop.marks.map { [$0.invariant, format.string($0.x), format.string($0.y)] },
                        e: stop.isExact)
        }
        b = preview.boundaryStop
        f = preview.beyondStop
    }
}
