import FilletGeometry
import FilletSVG
import PropertyCheck

/// The ``VerificationSuite/svg`` suite's control `cut`: a suite document, given a prolog that
/// reaches the XML reader's end-of-input tests (an XML declaration; an internal subset with a
/// comment, a processing instruction holding `]>` and characters of two, three and four bytes in UTF-8, an attribute-list, an element declaration
/// with a content model and a repetition mark, an entity) and character and entity references
/// at the start of the root's content, is cut at every byte up to the root's content, at a
/// few bytes after it and at every byte of the root's end tag, and each prefix read in place (``PageGuardedBytes``: it ends where an
/// unreadable page begins).
///
/// The reference decision is XML 1.0 §2.1's, not the reader's: a prefix that stops before the
/// `>` of the root's end tag has no root element that ends, so it is not well-formed and must be refused;
/// the whole document must be read (the round trip's drawables, as many as the plain form's).
/// A reader that tests the end of its input one byte too late reads the first byte of the
/// guarded page and stops the run with a memory fault (`fillet verify` then exits on the signal,
/// with the reader's frames in the backtrace): the one way an optimised build, whose
/// `UnsafeBufferPointer` reads are unchecked, shows a read past the end that changes no verdict.
///
/// The prolog's processing instruction holds `]>`, where libxml2's search for the subset's end
/// (`internalSubsetEnds`) stops while the parser reads on: so cuts after it reach the parser's
/// own end-of-input tests inside the declarations, not only the search's. The instruction's
/// characters after it, `é` (2 bytes), `€` (3) and `𝄞` (4), put cuts inside a character, where
/// the bytes end before its last byte: not UTF-8 (XML 1.0 §4.3.3), refused without reading on
/// for its missing bytes.
enum SVGCutDocuments {
    static let prolog = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE svg [<!-- c --><?pi ]> \u{E9}\u{20AC}\u{1D11E}?>"
        + "<!ATTLIST svg data-a CDATA \"x\"><!ELEMENT svg (g|path)*><!ENTITY e \"B\">]>\n"
    /// Text at the start of the root's content: character references (decimal, hexadecimal) and
    /// an entity.
    static let content = "&#65;&#x42;&e;"
    /// Cuts past the root's content start, spread over the rest of the document.
    static let laterCuts = 16

    /// The document made from the plain form `text`, and where the root's content starts.
    static func document(from text: String) -> (bytes: [UInt8], contentStart: Int)? {
        var bytes = Array(text.utf8)
        guard let rootEnd = bytes.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        bytes.insert(contentsOf: content.utf8, at: rootEnd + 1)
        let prologBytes = Array(prolog.utf8)
        return (prologBytes + bytes, prologBytes.count + rootEnd + 1 + content.utf8.count)
    }

    static func check(_ path: Path, _ checks: inout Checks) {
        let document = SVGRoundTripDocument(path: path, spelled: false)
        let name = NegativeControl.checkName(.svgRoundTrip)
        guard let (bytes, contentEnd) = Self.document(from: document.text),
              let endTag = lastEndTag(in: bytes) else {
            checks.expect(name, false, margin: -1, detail: "the plain form has no root start and end tag")
            return
        }
        let guarded = PageGuardedBytes()
        var cuts = Array(0...contentEnd)
        let step = Swift.max(1, (endTag - contentEnd) / laterCuts)
        cuts += stride(from: contentEnd + step, to: endTag, by: step)
        // Inside the root's end tag, up to its `>`: every one of those prefixes is unfinished.
        if let close = bytes[endTag...].firstIndex(of: UInt8(ascii: ">")) { cuts += Array(endTag...close) }
        var misread: [String] = []
        for cut in cuts {
            let outcome = guarded.withGuardedBuffer(bytes[..<cut]) { buffer -> String? in
                do throws(SVGFileError) {
                    _ = try SVGFile.drawables(utf8: buffer)
                    return "the prefix of \(cut) bytes (of \(bytes.count)) was read"
                } catch {
                    return error.reason.contains(where: \.isNewline) ? "refused with a reason of more than one line" : nil
                }
            }
            guard let outcome else {
                checks.expect(name, false, margin: -1, detail: "no guarded page could be mapped")
                return
            }
            if let outcome { misread.append(outcome) }
        }
        let whole = guarded.withGuardedBuffer(bytes[...]) { buffer -> String? in
            do {
                let drawables = try SVGFile.drawables(utf8: buffer)
                return drawables.count == document.expected.count ? nil
                    : "the whole document read as \(drawables.count) drawables, not \(document.expected.count)"
            } catch {
                return "the whole document was refused: \(error)"
            }
        }
        guard let whole else {
            checks.expect(name, false, margin: -1, detail: "no guarded page could be mapped")
            return
        }
        if let whole { misread.append(whole) }
        checks.expect(name, misread.isEmpty, margin: misread.isEmpty ? 1 : -1,
                      detail: misread.prefix(3).joined(separator: "; "))
    }

    /// The offset of the last `</` (the root's end tag).
    private static func lastEndTag(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        return (0..<(bytes.count - 1)).last { bytes[$0] == UInt8(ascii: "<") && bytes[$0 + 1] == UInt8(ascii: "/") }
    }
}
