import FilletGeometry

extension Catalogue {
    /// What the path-data reader's element sources (``FilletGeometry/SVGPathSource``, the segments
    /// `fillet check path` names elements by) get wrong on a fixed path data, or `nil`: asked once
    /// and folded into the ``Invariant/svgRoundTrip`` verdict, as ``pathSpanProbeMisread`` is. The
    /// round trip reads documents without asking for sources, so no generated case reaches them.
    ///
    /// `M0 0 L10 0 10 5Z` draws a move, two lines (the second from the implicit repetition `10 5`)
    /// and a close: each element's source text, without the separators around it, must be its
    /// segment as written here (no more: a source running into the next segment is wrong too).
    static let pathSourceProbeMisread: String? = {
        let data = "M0 0 L10 0 10 5Z"
        let expected = ["M0 0", "L10 0", "10 5", "Z"]
        do throws(SVGPathDataError) {
            let (path, source) = try Path.readingSVGPathData(data)
            guard path.elements.count == expected.count, source.segments.count == expected.count else {
                return "'\(data)' read as \(path.elements.count) elements with \(source.segments.count) sources, not \(expected.count)"
            }
            for (index, segment) in expected.enumerated() {
                let text = source.text(ofElement: index) ?? ""
                if text.trimmingSeparators != segment {
                    return "element \(index) of '\(data)' has the source '\(text)', not '\(segment)'"
                }
            }
        } catch {
            return "'\(data)' was refused: \(error)"
        }
        return nil
    }()
}

private extension String {
    /// Without the spaces and commas path data may put around a segment.
    var trimmingSeparators: Substring {
        let isSeparator: (Character) -> Bool = { " ,\n\t\r".contains($0) }
        guard let first = firstIndex(where: { !isSeparator($0) }), let last = lastIndex(where: { !isSeparator($0) }) else { return "" }
        return self[first...last]
    }
}
