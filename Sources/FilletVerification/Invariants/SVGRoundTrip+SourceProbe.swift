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
    /// The same data written with a run of every white space character of path data (SVG 2
    /// §9.3.9 `wsp`: space, tab, line feed, form feed, carriage return) inside its segments must
    /// quote each segment with one space per run, as ``FilletGeometry/SVGPathSource/text(ofElement:)``
    /// documents.
    ///
    /// The cut: a segment longer than ``FilletGeometry/SVGPathSource/quotedCharacterLimit`` (after
    /// its runs become one space) is quoted as its first that many characters and `…`; one of
    /// exactly that length whole. Asked of segments whose cut falls on a space, after one and on
    /// a character, each in ASCII (read from path data) and with a character above U+007F (a
    /// source built with ``FilletGeometry/SVGPathSource/init(data:segments:)``, whose text takes
    /// the scalar walk); the expected quote is computed here from the rule (runs split, joined
    /// by one space, cut), not by either walk.
    static let pathSourceProbeMisread: String? = {
        for data in ["M0 0 L10 0 10 5Z", "M0\u{0C}0 L10 \t\n\r\u{0C} 0 10  \t5Z"] {
            let expected = ["M0 0", "L10 0", "10 5", "Z"]
            do throws(SVGPathDataError) {
                let (path, source) = try Path.readingSVGPathData(data)
                guard path.elements.count == expected.count, source.segments.count == expected.count else {
                    return "\(data.debugDescription) read as \(path.elements.count) elements with \(source.segments.count) sources, "
                        + "not \(expected.count)"
                }
                for (index, segment) in expected.enumerated() {
                    let text = source.text(ofElement: index) ?? ""
                    if text.trimmingSeparators != segment {
                        return "element \(index) of \(data.debugDescription) has the source \(text.debugDescription), not '\(segment)'"
                    }
                }
            } catch {
                return "\(data.debugDescription) was refused: \(error)"
            }
        }
        return cutMisread
    }()

    /// The cut part of ``pathSourceProbeMisread``.
    private static var cutMisread: String? {
        let limit = SVGPathSource.quotedCharacterLimit
        /// The quote the rule gives: white space runs (the five of path data) as one space, none
        /// at the ends, then the first `limit` scalars and `…` when there are more.
        func quote(_ segment: String) -> String {
            let words = segment.split(whereSeparator: { " \t\n\r\u{0C}".contains($0) })
            let scalars = Array(words.joined(separator: " ").unicodeScalars)
            let kept = String(String.UnicodeScalarView(scalars.prefix(limit)))
            return scalars.count > limit ? kept + "…" : kept
        }
        let digits = String(repeating: "1", count: limit - 2)
        // One line each: the limit falls on a space ("L", limit − 2 digits, a run, a digit), on
        // the character after one (the run a character earlier), on a digit, and at the
        // segment's end (quoted whole).
        let segments = ["L" + digits + " \t 2", "L" + digits.dropLast() + "\n 23", "L" + digits + "1 2", "L" + digits.dropLast() + " 2"]
        for segment in segments {
            let data = "M0 0 " + segment
            do throws(SVGPathDataError) {
                let (_, source) = try Path.readingSVGPathData(data)
                let text = source.text(ofElement: 1)
                if text != quote(segment) {
                    return "the segment \(segment.debugDescription) (\(segment.count) characters) is quoted as "
                        + "\(text?.debugDescription ?? "nothing"), not \(quote(segment).debugDescription) (limit \(limit))"
                }
            } catch {
                return "\(data.debugDescription) was refused: \(error)"
            }
            // A source built by hand with the digits as a character above U+007F.
            let wide = segment.replacingOccurrences(of: "1", with: "\u{E9}")
            let text = SVGPathSource(data: wide, segments: [0..<wide.utf8.count]).text(ofElement: 0)
            if text != quote(wide) {
                return "the segment \(wide.debugDescription) (\(wide.unicodeScalars.count) scalars) is quoted as "
                    + "\(text?.debugDescription ?? "nothing"), not \(quote(wide).debugDescription) (limit \(limit))"
            }
        }
        return nil
    }
}

private extension String {
    /// Without the spaces and commas path data may put around a segment.
    var trimmingSeparators: Substring {
        let isSeparator: (Character) -> Bool = { " ,\n\t\r".contains($0) }
        guard let first = firstIndex(where: { !isSeparator($0) }), let last = lastIndex(where: { !isSeparator($0) }) else { return "" }
        return self[first...last]
    }
}
