import Foundation
import Testing
import FilletGeometry
import FilletSupport
import FilletSVG

/// Seeded hostile documents: random nesting of every element the reader knows (and some it does
/// not) with hostile attribute values. The reader must never trap, must return finite paths
/// indexed 0..<n, or throw an error of one line. Replay a case with its seed and index.
@Suite struct SVGFileFuzzTests {
    static let seed: UInt64 = 0x5E_C0FF_EE12
    static let cases = 2_000

    static let numbers = ["0", "1", "-1", "2.5", "1e308", "-1.7e308", "1e-320", "-0", "1e400", "nan", "inf", "", " ",
                          "5%", "2em", "3mm", "auto", "1e", ".", "-", "1,2", "4 4", "1in"]
    static let transforms = ["", "translate(1 2)", "scale(1e308)", "rotate(90 1e308 0)", "skewX(90)", "skewY(-89.9999)",
                             "matrix(0 0 0 0 0 0)", "matrix(1e308 1e308 1e308 1e308 1 1)", "scale(-1 1) rotate(33)",
                             "translate(", "scale(1,)", "rotate(1e300)", "matrix(1 2 3 4 5 nan)", "scale(3 0.5)"]
    static let pathData = ["M0 0 L10 0 L10 10 Z", "M0 0 A5 3 30 1 0 10 0 Z", "M0 0 a1 1 0 00 1 1", "M1e308 0 L-1e308 0",
                           "M0 0 C1e308 1e308 -1e308 1e308 0 0", "", "M", "L0 0", "M0 0 Q1 1", "M0 0 h1e308 h1e308",
                           "M0 0 A1e308 1e308 0 0 1 1e308 0"]
    static let elements = ["g", "svg", "a", "switch", "defs", "symbol", "mask", "path", "rect", "circle", "ellipse",
                           "line", "polyline", "polygon", "use", "text", "unknown"]

    static func element<R: RandomNumberGenerator>(_ rng: inout R, depth: Int, ids: inout Int) -> String {
        let name = elements.randomElement(using: &rng)!
        var attributes: [String] = []
        func number(_ key: String) { attributes.append("\(key)=\"\(numbers.randomElement(using: &rng)!)\"") }
        for key in ["x", "y", "width", "height", "rx", "ry", "r", "cx", "cy", "x1", "y1", "x2", "y2"]
            where Int.random(in: 0..<3, using: &rng) == 0 { number(key) }
        if Bool.random(using: &rng) { attributes.append("transform=\"\(transforms.randomElement(using: &rng)!)\"") }
        if name == "path" { attributes.append("d=\"\(pathData.randomElement(using: &rng)!)\"") }
        if name == "polyline" || name == "polygon" {
            let points = (0..<Int.random(in: 0...5, using: &rng)).map { _ in numbers.randomElement(using: &rng)! }
            attributes.append("points=\"\(points.joined(separator: " "))\"")
        }
        if name == "use" { attributes.append("href=\"#e\(Int.random(in: 0...max(ids, 1), using: &rng))\"") }
        if name == "svg" || name == "symbol", Bool.random(using: &rng) {
            attributes.append("viewBox=\"\((0..<4).map { _ in numbers.randomElement(using: &rng)! }.joined(separator: " "))\"")
        }
        if Int.random(in: 0..<8, using: &rng) == 0 { attributes.append("style=\"display:none\"") }
        attributes.append("id=\"e\(ids)\"")
        ids += 1
        var children = ""
        if depth < 4 {
            for _ in 0..<Int.random(in: 0...3, using: &rng) { children += element(&rng, depth: depth + 1, ids: &ids) }
        }
        return "<\(name) \(attributes.joined(separator: " "))>\(children)</\(name)>"
    }

    /// The hostile document of case `index`.
    static func document(_ index: Int) -> String {
        var rng = SplitMix64.caseGenerator(seed: seed, caseIndex: index)
        var ids = 0
        var body = ""
        for _ in 0..<Int.random(in: 1...4, using: &rng) { body += element(&rng, depth: 0, ids: &ids) }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\">\(body)</svg>"
    }

    @Test func hostileDocumentsNeverTrapAndGiveFinitePathsOrOneLineErrors() {
        var read = 0, refused = 0
        for index in 0..<Self.cases {
            let text = Self.document(index)
            do {
                let found = try SVGFile.drawables(svgText: text)
                read += 1
                #expect(found.map(\.index) == Array(found.indices), "case \(index) (seed \(Self.seed))")
                for drawable in found {
                    #expect(drawable.path.isFinite && !drawable.path.isEmpty, "case \(index): \(drawable.id ?? "")")
                }
            } catch {
                refused += 1
                #expect(!error.description.contains("\n") && !error.description.isEmpty, "case \(index): \(error)")
            }
        }
        // Both outcomes must be exercised, or the generator has drifted.
        #expect(read > Self.cases / 10 && refused > Self.cases / 10, "read \(read), refused \(refused)")
    }

    /// The document of hostile-encoding case `index`: a byte-order mark, a declaration and a body
    /// in UTF-8 or UTF-16, with stray surrogates and bytes.
    static func encodingDocument(_ index: Int) -> Data {
        let encodings = ["UTF-8", "utf-16", "UTF-16LE", "EBCDIC-US", "EBCDIC", "UTF-32", "UCS-4", "ISO-8859-1",
                         "latin1", "Shift_JIS", "x", "", "UTF-8\u{0}", "UTF-7", "IBM037", "ucs-2"]
        let marks: [[UInt8]] = [[], [0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF], [0x00, 0x00, 0xFE, 0xFF],
                                [0x4C, 0x6F, 0xA7, 0x94], [0xEF, 0xBB]]
        var rng = SplitMix64.caseGenerator(seed: seed ^ 0xE4C0, caseIndex: index)
        let space = String(repeating: " ", count: [0, 1, 3, 1_100][Int.random(in: 0..<4, using: &rng)])
        let quote = Bool.random(using: &rng) ? "\"" : "'"
        let encoding = encodings[Int.random(in: 0..<encodings.count, using: &rng)]
        var declaration = Int.random(in: 0..<4, using: &rng) == 0 ? ""
            : "<?xml version=\(quote)1.0\(quote)\(space)encoding=\(quote)\(encoding)\(quote)?>"
        if !declaration.isEmpty, Int.random(in: 0..<6, using: &rng) == 0 {
            declaration = String(declaration.prefix(Int.random(in: 0..<declaration.count, using: &rng)))
        }
        let text = declaration
            + "<svg xmlns=\"http://www.w3.org/2000/svg\"><path id=\"a\" d=\"M0 0 L5 5 Z\"/></svg>"
        let mark = marks[Int.random(in: 0..<marks.count, using: &rng)]
        var body: [UInt8]
        if mark.first == 0xFF || mark.first == 0xFE || Int.random(in: 0..<5, using: &rng) == 0 {
            var units = Array(text.utf16)
            if Bool.random(using: &rng) {
                units.insert([0xD800, 0xDC00, 0xDBFF][Int.random(in: 0..<3, using: &rng)],
                             at: Int.random(in: 0...units.count, using: &rng))
            }
            let bigEndian = mark.first == 0xFE
            body = units.flatMap { unit in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
        } else {
            body = Array(text.utf8)
            if Bool.random(using: &rng) {
                let stray = UInt8.random(in: 0x80...0xFF, using: &rng)
                body.insert(stray, at: Int.random(in: 0...body.count, using: &rng))
            }
        }
        return Data(mark + body)
    }

    /// Seeded hostile encodings: byte-order marks, declarations with random encodings, white
    /// space, quotes and truncations, bodies in UTF-8 or UTF-16 with stray surrogates and
    /// bytes. libxml2 crashed on some of these (EBCDIC, UTF-32, unpaired surrogates): the reader
    /// must read or refuse each with one line, never trap.
    @Test func hostileEncodingsNeverTrap() {
        var read = 0, refused = 0
        for index in 0..<1_000 {
            do {
                _ = try SVGFile.drawables(data: Self.encodingDocument(index))
                read += 1
            } catch {
                refused += 1
                #expect(!error.description.contains("\n") && !error.description.isEmpty, "case \(index): \(error)")
            }
        }
        #expect(read > 50 && refused > 50, "read \(read), refused \(refused)")
    }
}
