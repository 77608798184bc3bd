import FilletSVG

extension Catalogue {
    /// Where the spans `fix path` rewrites (``FilletSVG/SVGPathAttributeSpan/spans(in:)``) miss
    /// the `d` values of a fixed document, or `nil`: asked once and folded into the SVG suite's
    /// round trip (``checkSVGRoundTrip(_:)``), beside ``misplacedPathSpan(_:_:)``, which asks of
    /// each generated document only that spans are quoted values on the drawn paths' lines.
    ///
    /// The document puts beside each path's `d` what the scan must not take for it: one-letter
    /// attributes before and after it (`k`, `q`), a name ending in `d` (`xd`), a value that is
    /// `d`, a `d` on a group, both quote kinds, and paths on later lines. The expected spans
    /// are where the document's assembly put each `d` value (its byte offset and line, counted
    /// as the text is joined), not a scan of the bytes.
    static let pathSpanProbeMisread: String? = {
        let namespace = RoundTripSpelling.svgNamespace
        // Per line: the text before the d value, the value, the text after it (nil: no path on the line).
        let lines: [(before: String, value: String?, after: String)] = [
            ("<svg xmlns=\"\(namespace)\">", nil, ""),
            ("<path k=\"M0 0\" d=\"", "M1 1 L2 2", "\"/>"),
            ("<path d='", "M3 3 h1", "' q=\"M9 9\"/>"),
            ("<path id=\"d\" xd=\"M0 0 L1 1\" d=\"", "M4 4 v1", "\"/>"),
            ("<g d=\"M8 8\"><path fill=\"none\" d = \"", "M5 5 L6 6 z", "\"/></g>"),
            ("<rect x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>", nil, ""),
            ("</svg>", nil, ""),
        ]
        var text = "", expected: [SVGPathAttributeSpan] = []
        for (index, line) in lines.enumerated() {
            text += line.before
            if let value = line.value {
                let start = text.utf8.count
                text += value
                expected.append(SVGPathAttributeSpan(line: index + 1, valueRange: start..<text.utf8.count))
            }
            text += line.after + "\n"
        }
        let spans = SVGPathAttributeSpan.spans(in: Array(text.utf8))
        guard spans == expected else {
            return "the path-data spans of the probe document are \(spans.map { "\($0.valueRange) (line \($0.line))" }), "
                + "its d values at \(expected.map { "\($0.valueRange) (line \($0.line))" })"
        }
        return nil
    }()
}
