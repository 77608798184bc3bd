import Foundation
import FilletSVG

extension Catalogue {
    /// Where the reader's attribute values and namespace names miss XML 1.0 and RFC 3986 on a
    /// fixed document, or `nil`: asked once and folded into the ``Invariant/svgRoundTrip``
    /// verdict, as ``textLimitProbeMisread`` is. The suite's spelled documents declare only the
    /// attributes they write as `ID`, a `use`'s `x` and a `rect`'s class, write line ends only as
    /// separators in values where the count of spaces changes nothing, and name decoy namespaces
    /// none of which ends right after its scheme or its first `/`.
    ///
    /// Each drawable's `id` (``FilletSVG/SVGDrawable/id``, the value as read) must be, in order:
    ///
    /// ```
    /// written                     declared                       read (XML 1.0)
    /// " p  q "  on path           path id CDATA                  " p  q "   §3.3.3: CDATA keeps its spaces
    /// " r  s "  on rect           rect class NMTOKENS (not id)   " r  s "   §3.3.3: undeclared reads as CDATA
    /// " c  d "  on circle         circle id NMTOKENS             "c d"      §3.3.3: tokenised, trimmed and collapsed
    /// "e CR LF f"                 —                              "e f"      §2.11: CR LF is one line end, one space
    /// "g LF CR h"                 —                              "g  h"     §2.11: LF, then a lone CR: two
    /// "i CR j"                    —                              "i j"      §2.11: a lone CR is a line end
    /// ```
    ///
    /// (the line ends written as bytes in the values, not as references). The root also declares
    /// prefixes for namespace names at the edges of RFC 3986's grammar, each a valid reference
    /// that libxml2's `xmlParseURI` accepts: `e:` (a scheme, then an empty path), `/` (a relative
    /// reference of one `/`), `g:/` (a scheme, then the path `/`), `h://a` (an authority that
    /// runs to the end of the name) and `i2` (a relative reference whose characters could all
    /// begin a scheme, up to the end), and gives a prefixed attribute whose local part starts
    /// with U+8000 (a three-byte character whose lead byte, E8, holds the bit that only a
    /// four-bit mask keeps); the document must be read. Last, a `use` whose one attribute the
    /// walk reads is its `xlink:href` draws its target (`t`).
    static let attributeValueProbeMisread: String? = {
        let text = "<!DOCTYPE svg [<!ATTLIST path id CDATA #IMPLIED><!ATTLIST rect class NMTOKENS #IMPLIED>"
            + "<!ATTLIST circle id NMTOKENS #IMPLIED>]>\n"
            + "<svg xmlns=\"\(RoundTripSpelling.svgNamespace)\" xmlns:e=\"e:\" xmlns:f=\"/\" xmlns:g=\"g:/\" xmlns:h=\"h://a\" xmlns:i=\"i2\""
            + " xmlns:xlink=\"http://www.w3.org/1999/xlink\" e:\u{8000}=\"1\">\n"
            + "<path id=\" p  q \" d=\"M0 0 H1 V1 Z\"/>\n"
            + "<rect id=\" r  s \" class=\" a  b \" width=\"1\" height=\"1\"/>\n"
            + "<circle id=\" c  d \" r=\"1\"/>\n"
            + "<line id=\"e\r\nf\" x2=\"1\"/>\n"
            + "<line id=\"g\n\rh\" x2=\"1\"/>\n"
            + "<line id=\"i\rj\" x2=\"1\"/>\n"
            + "<defs><path id=\"t\" d=\"M0 0 H1 V1 Z\"/></defs><use xlink:href=\"#t\"/>\n"
            + "</svg>\n"
        let expected = [" p  q ", " r  s ", "c d", "e f", "g  h", "i j", "t"]
        let drawables: [SVGDrawable]
        do throws(SVGFileError) {
            drawables = try SVGFile.drawables(data: Data(text.utf8))
        } catch {
            return "the attribute-value probe (namespace names 'e:', '/', 'g:/', 'h://a', 'i2'; 'e:\u{8000}') was refused: \(error)"
        }
        let ids = drawables.map { $0.id ?? "(none)" }
        guard ids == expected else {
            return "the attribute-value probe's ids read as \(ids.map(\.debugDescription)), "
                + "not \(expected.map(\.debugDescription)) (XML 1.0 §2.11, §3.3.3)"
        }
        return nil
    }()
}
