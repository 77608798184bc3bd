import Testing
import FilletSupport
@testable import FilletGeometry

/// Where path data wrote each element (``SVGPathSource``): one segment per element, the same path
/// as the plain reader, and the names a report gives.
@Suite struct SVGPathSourceTests {
    /// The text of each element's segment, as the data holds it.
    static func segmentTexts(_ data: String) throws -> [String] {
        let (_, source) = try Path.readingSVGPathData(data)
        let bytes = Array(data.utf8)
        return source.segments.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func eachElementHasTheSegmentThatDrewIt() throws {
        // Implicit repetition: the line of "M0 0 10 0" comes from "10 0"; a line after Z reopens
        // the subpath with a move, both from that line's segment; Z is its own segment.
        let texts = try Self.segmentTexts("M0 0 10 0 L5 5 6 6 Z L3 3")
        #expect(texts == ["M0 0", "10 0", "L5 5", "6 6", "Z", "L3 3", "L3 3"])
        #expect(try Self.segmentTexts("M0,0 h1 2 3 v 4") == ["M0,0", "h1", "2", "3", "v 4"])
        #expect(try Self.segmentTexts("M0 0C1 2 3 4 5 6S9 10 11 12") == ["M0 0", "C1 2 3 4 5 6", "S9 10 11 12"])
        // A zero-length arc draws nothing and takes no segment; rx = 0 draws a line.
        #expect(try Self.segmentTexts("M0 0 a5 5 0 00 0 0 A0 5 0 1 1 4 4") == ["M0 0", "A0 5 0 1 1 4 4"])
        // Every cubic of an elliptical arc has the arc's segment.
        let ellipse = try Self.segmentTexts("M0 0 A5 2 0 0 1 10 0 L0 0")
        #expect(ellipse.count > 4)
        #expect(ellipse.first == "M0 0" && ellipse.last == "L0 0")
        #expect(ellipse.dropFirst().dropLast().allSatisfy { $0 == "A5 2 0 0 1 10 0" }, "\(ellipse)")
    }

    /// The recording reader reads the same path as the plain one, on every grammar case.
    @Test(arguments: SVGPathParserTests.grammarCases)
    func recordingReadsTheSamePath(_ sample: SVGPathParserTests.GrammarCase) throws {
        let (path, source) = try Path.readingSVGPathData(sample.data)
        #expect(path == (try Path(svgPathData: sample.data)))
        #expect(path.partRuns == (try Path(svgPathData: sample.data)).partRuns)
        #expect(source.segments.count == path.elements.count)
        #expect(source.data == sample.data)
    }

    @Test func errorsAndLimitsAreThePlainReaders() {
        #expect(throws: SVGPathDataError(offset: 5, reason: "expected a command letter, found 'x'")) {
            _ = try Path.readingSVGPathData("M0 0 x")
        }
        #expect(throws: SVGPathDataError.self) { _ = try Path.readingSVGPathData("M0 0 L1 1 L2 2", maximumElements: 2) }
    }

    @Test func namesQuoteTheSegmentWithItsByte() throws {
        let data = "M0 0 10 0\n\t L5   5 Z"
        let (_, source) = try Path.readingSVGPathData(data)
        #expect(source.name(ofElement: 0) == "'M0 0' (byte 0)")
        #expect(source.name(ofElement: 1) == "'10 0' (byte 5, repeating M)")
        #expect(source.name(ofElement: 2) == "'L5 5' (byte 12)")
        #expect(source.name(ofElement: 3) == "'Z' (byte 19)")
        #expect(source.name(ofElement: 4) == nil)
        #expect(source.name(ofElement: -1) == nil)
        // Relative commands are named by their own letter; a number's exponent is not a command.
        let relative = try Path.readingSVGPathData("m1e1 0 2e0 3").source
        #expect(relative.name(ofElement: 1) == "'2e0 3' (byte 7, repeating m)")
    }

    @Test func longSegmentsAreCut() throws {
        let long = "C" + (0..<3).map { _ in "1.2345678901 2.3456789012" }.joined(separator: " ")
        let (_, source) = try Path.readingSVGPathData("M0 0 " + long)
        let text = try #require(source.text(ofElement: 1))
        #expect(text.count == SVGPathSource.quotedCharacterLimit + 1)
        #expect(text.hasSuffix("…"))
        #expect(long.hasPrefix(String(text.dropLast())))
        // Exactly at the limit: quoted whole.
        let exact = "L" + String(repeating: "1", count: SVGPathSource.quotedCharacterLimit - 3) + " 1"
        #expect(try Path.readingSVGPathData("M0 0 " + exact).source.text(ofElement: 1) == exact)
    }

    /// Each run of path data's white space (space, tab, line feed, carriage return, form feed)
    /// inside a segment is quoted as one space.
    @Test func whiteSpaceRunsAreQuotedAsOneSpace() throws {
        let (_, source) = try Path.readingSVGPathData("M0\u{0C}0 L10 \t\n\r\u{0C} 0 10  \t5Z")
        #expect((0..<4).map { source.text(ofElement: $0) } == ["M0 0", "L10 0", "10 5", "Z"])
    }

    /// The cut where the limit falls on the space a run becomes, in both walks: the space is
    /// the last character quoted.
    @Test(arguments: ["1", "\u{E9}"])
    func aCutOnARunKeepsItsSpace(_ character: String) {
        let kept = "L" + String(repeating: character, count: SVGPathSource.quotedCharacterLimit - 2) + " "
        let data = kept + "\t 2"
        let text = SVGPathSource(data: data, segments: [0..<data.utf8.count]).text(ofElement: 0)
        #expect(text == kept + "…")
    }

    /// The bytewise text of an ASCII segment is the scalar walk's, on seeded random segments of
    /// path data characters and white space around the quoting limit; a segment with a byte
    /// above 0x7F is left to the scalar walk.
    @Test func asciiTextIsTheScalarWalks() {
        let alphabet = Array("MmLlCcZz0123456789.-e,  \t\n\r\u{0C}")
        var random = SplitMix64(seed: 4_801)
        var cut = 0
        for _ in 0..<2_000 {
            let length = Int(random.next() % 60)
            let text = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
            let ascii = SVGPathSource.asciiText(text[...].utf8)
            #expect(ascii == SVGPathSource.scalarText(text[...].utf8), "\(text.debugDescription)")
            if ascii?.hasSuffix("…") == true { cut += 1 }
        }
        #expect(cut > 100, "\(cut) cut")
        for text in ["L1 é", "é", "L1 2 \u{2003}3"] {
            #expect(SVGPathSource.asciiText(text[...].utf8) == nil)
        }
        #expect(SVGPathSource.scalarText("L1\u{2003} é"[...].utf8) == "L1\u{2003} é")
    }

    /// A source built by hand with ranges outside its data names nothing rather than trapping.
    @Test func rangesOutsideTheDataNameNothing() {
        let source = SVGPathSource(data: "M0 0", segments: [0..<4, 2..<9])
        #expect(source.name(ofElement: 0) == "'M0 0' (byte 0)")
        #expect(source.name(ofElement: 1) == nil)
    }
}
