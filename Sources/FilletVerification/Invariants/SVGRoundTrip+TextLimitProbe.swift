import FilletSVG

extension Catalogue {
    /// Where the reader's length limit on a CDATA section misses libxml2's, or `nil`: asked once
    /// and folded into the ``Invariant/svgRoundTrip`` verdict, as ``emptyRootMisread`` is. The
    /// suite's documents hold text far shorter than any limit.
    ///
    /// libxml2 (`XML_MAX_TEXT_LENGTH`, parserInternals.h) refuses text longer than 10 000 000
    /// bytes and reads text of exactly that length, which the reader documents it follows: a
    /// root holding a CDATA section of exactly 10⁷ bytes must be read in place
    /// (`SVGFile.drawables(utf8:)`), drawing nothing. That one byte more is refused is asked by
    /// FilletSVG's tests (`SVGFileHostileInputTests`): a second scan of 10⁷ bytes would double
    /// this probe's cost, tens of milliseconds, in every run.
    static let textLimitProbeMisread: String? = {
        let limit = 10_000_000
        let bytes = Array("<svg xmlns=\"\(RoundTripSpelling.svgNamespace)\"><![CDATA[".utf8)
            + [UInt8](repeating: UInt8(ascii: "a"), count: limit) + Array("]]></svg>".utf8)
        return bytes.withUnsafeBufferPointer { buffer -> String? in
            do throws(SVGFileError) {
                let count = try SVGFile.drawables(utf8: buffer).count
                return count == 0 ? nil : "a root holding a CDATA section of \(limit) bytes read as \(count) drawables, not 0"
            } catch {
                return "a root holding a CDATA section of \(limit) bytes (libxml2's limit) was refused: \(error)"
            }
        }
    }()
}
