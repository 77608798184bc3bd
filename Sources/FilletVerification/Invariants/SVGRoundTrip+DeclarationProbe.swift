import Foundation
import FilletSVG

extension Catalogue {
    /// Where the reader misreads a DTD's attribute defaults on an element given more attributes
    /// than it compares in turn (64, past which names go to a set), or `nil`: asked once and
    /// folded into the ``Invariant/svgRoundTrip`` verdict, as ``textLimitProbeMisread`` is. The
    /// suite's documents declare few attributes, and only where the tag gives them.
    ///
    /// XML 1.0 §3.3.2: a declared default applies where the tag does not give the attribute, and
    /// the tag's own value stands where it does. `path` is declared with 70 defaults (`data-d0 …`),
    /// then `id` (`"dflt"`) and `transform` (`translate(10 0)`), so both are reached with 70
    /// attributes already on the element. Each path is the unit square; read, in order:
    ///
    /// ```
    /// written                                      id       bounds' min
    /// <path d=…/>                                  "dflt"   (10, 0)  both defaults
    /// <path id="own" transform="translate(0 5)" …> "own"    (0, 5)   both given
    /// <path data-d0 … data-d69 given, d=…/>        "dflt"   (10, 0)  70 given, then defaults
    /// ```
    static let attributeDefaultProbeMisread: String? = {
        let declared = (0..<70).map { "data-d\($0) CDATA 'v'" }.joined(separator: " ")
        let given = (0..<70).map { "data-d\($0)='w'" }.joined(separator: " ")
        let square = "d='M0 0 H1 V1 Z'"
        let text = "<!DOCTYPE svg [<!ATTLIST path \(declared) id CDATA 'dflt' transform CDATA 'translate(10 0)'>]>"
            + "<svg xmlns=\"\(RoundTripSpelling.svgNamespace)\"><path \(square)/>"
            + "<path id='own' transform='translate(0 5)' \(square)/><path \(given) \(square)/></svg>"
        let expected: [(id: String, minX: Double, minY: Double)] = [("dflt", 10, 0), ("own", 0, 5), ("dflt", 10, 0)]
        let drawables: [SVGDrawable]
        do throws(SVGFileError) {
            drawables = try SVGFile.drawables(data: Data(text.utf8))
        } catch {
            return "the attribute-default probe (72 defaults declared for path) was refused: \(error)"
        }
        let read = drawables.map { ($0.id ?? "(none)", $0.path.bounds.minX, $0.path.bounds.minY) }
        guard read.count == expected.count,
              zip(read, expected).allSatisfy({ $0.0 == $1.id && $0.1 == $1.minX && $0.2 == $1.minY }) else {
            return "the attribute-default probe's paths read as (id, min x, min y) \(read), not "
                + "\(expected.map { ($0.id, $0.minX, $0.minY) }) (XML 1.0 §3.3.2: a default where the tag gives none)"
        }
        return nil
    }()

    /// Where the reader's line and column of a malformed document's error miss the offending
    /// character, or `nil`: asked once and folded into the ``Invariant/svgRoundTrip`` verdict, as
    /// ``textLimitProbeMisread`` is. The malformed control asks only that a document be refused;
    /// `fillet check path` reports the place as `line L, column C`.
    ///
    /// Each document holds one U+0001 (not an XML 1.0 §2.2 `Char`), in ASCII text, where the
    /// reader must stop: its line is one more than the line feeds before it, its column (from 1,
    /// in bytes) one more than the bytes since the last of them. Computed here from the text: on
    /// the first line (where no line feed has been counted), after a CR LF and an XML
    /// declaration, and inside a comment.
    static let errorLocationProbeMisread: String? = {
        let svg = "<svg xmlns=\"\(RoundTripSpelling.svgNamespace)\">"
        let documents = [
            svg + "<path d='M0 0 H1 V1 Z'/>ab\u{1}</svg>",
            "<?xml version=\"1.0\"?>\n" + svg + "\n  <g>\r\n    <path d='M0 0 H1'/>  \u{1}\n  </g>\n</svg>\n",
            svg + "\n\n<!-- a comment \u{1} -->\n</svg>",
        ]
        for text in documents {
            let bytes = Array(text.utf8)
            guard let offset = bytes.firstIndex(of: 1) else { return "an error-location probe has no U+0001" }
            let line = bytes[..<offset].filter { $0 == 0x0A }.count + 1
            let column = offset - (bytes[..<offset].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            do throws(SVGFileError) {
                _ = try SVGFile.drawables(data: Data(bytes))
                return "a document holding U+0001 at line \(line), column \(column) was read"
            } catch {
                guard error.line == line, error.column == column else {
                    return "U+0001 at line \(line), column \(column) was reported at line "
                        + "\(error.line.map(String.init) ?? "none"), column \(error.column.map(String.init) ?? "none"): \(error)"
                }
            }
        }
        return nil
    }()

    /// Where the reader's density check on entity expansion (libxml2's `xmlParserEntityCheck`)
    /// misses its edge, or `nil`: asked once and folded into the ``Invariant/svgRoundTrip``
    /// verdict, as ``entityBudgetProbeMisread`` is. The entity-budget probe's references are far
    /// below the density limit, and the malformed control's loops are refused by the budget.
    ///
    /// The reader refuses a reference to an entity whose expansion sets off `n` references (its
    /// own, and those of the entities it refers to, at every depth) when 3·n is at least 10 times
    /// the bytes read so far (up to the reference's `;`; inside an entity's text, from the start of
    /// that text). The probe nests entities ten wide: `a` is `x`, each next one ten references to
    /// the one before (after enough `x`s that its own first reference passes the check), so `n` is
    /// 1, 11, 111, 1111, 11111 (n′ = 1 + 10·n). The document references the last in the root,
    /// after a comment sized so that the reference ends at byte ⌊3·11111/10⌋ = 3333 (refused) or one
    /// byte later (read, the expansion's 10 744 bytes of text drawing nothing).
    static let entityDensityProbeMisread: String? = {
        let names = ["a", "b", "c", "d", "e"]
        var declarations = "<!ENTITY a \"x\">"
        var count = 1
        for (previous, name) in zip(names, names.dropFirst()) {
            // The first reference ends at pad + 3 bytes into the text: passes when 3·count < 10·(pad + 3).
            let pad = Swift.max(0, 3 * count / 10 - 2)
            declarations += "<!ENTITY \(name) \"" + String(repeating: "x", count: pad)
                + String(repeating: "&\(previous);", count: 10) + "\">"
            count = 1 + 10 * count
        }
        let limit = 3 * count / 10
        let head = "<!DOCTYPE svg [" + declarations + "]><svg xmlns=\"\(RoundTripSpelling.svgNamespace)\"><!--"
        func document(referenceEnd: Int) -> Data? {
            let pad = referenceEnd - head.utf8.count - "-->&e;".utf8.count
            guard pad >= 0 else { return nil }
            return Data((head + String(repeating: "x", count: pad) + "-->&e;</svg>").utf8)
        }
        guard let refused = document(referenceEnd: limit), let read = document(referenceEnd: limit + 1) else {
            return "the entity-density probe's declarations are longer than its limit of \(limit) bytes"
        }
        do throws(SVGFileError) {
            _ = try SVGFile.drawables(data: refused)
            return "a reference to an entity setting off \(count) references, ending at byte \(limit), was read"
        } catch {
            guard error.reason.contains("excessive entity expansion") else {
                return "a reference to an entity setting off \(count) references, ending at byte \(limit), was refused "
                    + "without naming the expansion: \(error.reason)"
            }
        }
        do throws(SVGFileError) {
            let drawn = try SVGFile.drawables(data: read).count
            if drawn != 0 { return "the entity-density probe's text read as \(drawn) drawables, not 0" }
        } catch {
            return "a reference to an entity setting off \(count) references, ending at byte \(limit + 1), was refused: \(error)"
        }
        return nil
    }()
}
