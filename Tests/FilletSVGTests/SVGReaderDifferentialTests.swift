import Foundation
import Testing
import FilletSupport
@testable import FilletSVG

/// The XML reader of issue 48 against the `XMLParser` reader it replaced
/// (``LegacyXMLParserReader``): on every document, both read the same drawables (ids, lines,
/// paths, transforms, sources all equal) or both refuse it. Documents: the icons of the Adwaita
/// theme when installed, the fuzz suites' generated documents, the entity documents of the CLI
/// fuzz harness, edge cases of XML, and seeded mutations of all of these.
@Suite struct SVGReaderDifferentialTests {
    static let adwaita = "/usr/share/icons/Adwaita"

    /// What a reader made of a document: its drawables, or that it refused it.
    enum Outcome: Equatable, CustomStringConvertible {
        case read([SVGDrawable])
        case refused(String)

        init(_ read: () throws(SVGFileError) -> [SVGDrawable]) {
            do throws(SVGFileError) { self = .read(try read()) } catch { self = .refused(error.description) }
        }

        static func == (left: Outcome, right: Outcome) -> Bool {
            switch (left, right) {
            case (.read(let a), .read(let b)): return a == b
            case (.refused, .refused): return true
            default: return false
            }
        }

        var description: String {
            switch self {
            case .read(let found): return "read \(found.count): " + found.prefix(3).map { "\($0.element) \($0.id ?? "-") line \($0.line ?? 0)" }.joined(separator: ", ")
            case .refused(let reason): return "refused: \(reason)"
            }
        }
    }

    /// Whether `XMLParser` traps on the document (a processing instruction without data, an
    /// element or attribute declaration): the legacy reader cannot be asked.
    static func trapsLegacyParser(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        if bytes.count > 8, let text = String(bytes: bytes, encoding: .utf8) ?? String(bytes: bytes, encoding: .isoLatin1) {
            if text.contains("<!ATTLIST") || text.contains("<!ELEMENT") { return true }
            if text.range(of: #"<\?[^\s?]*\?>"#, options: .regularExpression) != nil { return true }
        }
        return false
    }

    /// The two outcomes of one document, or `nil` when the legacy reader would trap.
    static func compare(_ data: Data) -> (new: Outcome, old: Outcome)? {
        guard !trapsLegacyParser(data) else { return nil }
        let new = Outcome { () throws(SVGFileError) in try SVGFile.drawables(data: data) }
        let old = Outcome { () throws(SVGFileError) in try LegacyXMLParserReader.drawables(data: data) }
        return (new, old)
    }

    static func adwaitaFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: adwaita) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") }.sorted().map { "\(adwaita)/\($0)" }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: adwaita), "the Adwaita icon theme is installed"))
    func adwaitaIconsReadAsBefore() throws {
        let files = Self.adwaitaFiles()
        try #require(!files.isEmpty)
        var compared = 0
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            guard let (new, old) = Self.compare(data) else { continue }
            compared += 1
            #expect(new == old, "\(file): new \(new), old \(old)")
        }
        #expect(compared > files.count / 2, "compared \(compared) of \(files.count)")
    }

    @Test func edgeCasesOfXMLReadAsBefore() throws {
        for (index, text) in SVGReaderEdgeCases.documents.enumerated() {
            guard let (new, old) = Self.compare(Data(text.utf8)) else { continue }
            #expect(new == old, "edge case \(index) \(OneLine.quoted(text)): new \(new), old \(old)")
        }
    }

    @Test func fuzzSuiteDocumentsReadAsBefore() {
        for index in 0..<SVGFileFuzzTests.cases {
            let text = SVGFileFuzzTests.document(index)
            guard let (new, old) = Self.compare(Data(text.utf8)) else { continue }
            #expect(new == old, "fuzz case \(index) (seed \(SVGFileFuzzTests.seed)): new \(new), old \(old)")
        }
        for index in 0..<1_000 {
            let data = SVGFileFuzzTests.encodingDocument(index)
            guard let (new, old) = Self.compare(data) else { continue }
            #expect(new == old, "encoding case \(index): new \(new), old \(old)")
        }
    }

    /// The CLI fuzz harness's entity documents (`FuzzFiles`: `entities` and `entity-defaults`),
    /// written the same way: one entity of `size` bytes referenced to `factor` × the budget.
    @Test(arguments: [1, 100, 10_000, 100_000])
    func entityDocumentsReadAsBefore(_ size: Int) {
        for factor in [0.5, 0.99, 1.01, 2, 50.0] {
            for defaults in [false, true] {
                let references = Swift.min(200_000, Swift.max(1, Int(Double(16 << 20) / Double(size) * factor)))
                let elements = Swift.min(references, 40)
                let perElement = String(repeating: "&e;", count: Swift.max(1, references / elements))
                var subset = "<!ENTITY e '\(String(repeating: "a", count: size))'>", body: String
                if defaults {
                    subset += "<!ATTLIST g data-x CDATA '\(perElement)'>"
                    body = String(repeating: "<g/>", count: elements)
                } else {
                    body = String(repeating: "<g data-x='\(perElement)'/>", count: elements)
                }
                let text = "<?xml version='1.0'?><!DOCTYPE svg [\(subset)]><svg xmlns='http://www.w3.org/2000/svg'>"
                    + body + "<path d='M0 0 H10 V10 H0 Z'/></svg>"
                let new = Outcome { () throws(SVGFileError) in try SVGFile.drawables(svgText: text) }
                // XMLParser traps on attribute declarations: the defaults' documents are checked
                // against the budget's verdict alone (each is refused by it or read with one drawable).
                if defaults {
                    if case .read(let found) = new { #expect(found.count == 1, "size \(size), factor \(factor)") }
                    continue
                }
                guard let (_, old) = Self.compare(Data(text.utf8)) else { continue }
                #expect(new == old, "size \(size), factor \(factor): new \(new), old \(old)")
            }
        }
    }

    /// libxml2's size limits: text, comments, CDATA sections, processing instructions and
    /// attribute values just under and over 10⁷ bytes, names around 50 000 bytes.
    @Test(arguments: ["text", "comment", "cdata", "instruction", "value", "name"])
    func sizeLimitsAsBefore(_ kind: String) {
        for size in kind == "name" ? [49_990, 50_010] : [9_999_000, 10_000_100] {
            let filler = String(repeating: "a", count: size)
            let body: String
            switch kind {
            case "text": body = filler
            case "comment": body = "<!--\(filler)-->"
            case "cdata": body = "<![CDATA[\(filler)]]>"
            case "instruction": body = "<?pi \(filler)?>"
            case "value": body = "<g data-x='\(filler)'/>"
            default: body = "<\(filler)/>"
            }
            let text = "<svg xmlns='http://www.w3.org/2000/svg'>\(body)<path d='M0 0 H1 V1 Z'/></svg>"
            guard let (new, old) = Self.compare(Data(text.utf8)) else { continue }
            #expect(new == old, "\(kind) of \(size) bytes: new \(new), old \(old)")
        }
    }

    /// Seeded mutations of the edge cases and of small icons: bytes that matter to XML (`<`, `>`,
    /// `&`, quotes, `;`, `:`, `=`, `/`, `!`, `-`, `?`, `]`, white space, a non-ASCII letter, a
    /// control character) inserted, deleted or replaced, one to three per document.
    @Test func mutatedDocumentsReadAsBefore() throws {
        var seeds = SVGReaderEdgeCases.documents.filter { !Self.trapsLegacyParser(Data($0.utf8)) }
        seeds += Self.adwaitaFiles().prefix(40).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            .filter { $0.utf8.count < 4_000 }
        try #require(!seeds.isEmpty)
        let alphabet = Array("<>&\"';:=/!-?] \n\tx#é\u{1}".utf8)
        var compared = 0
        for index in 0..<6_000 {
            var rng = SplitMix64.caseGenerator(seed: 0x48_5EAD, caseIndex: index)
            var bytes = Array(seeds[Int.random(in: 0..<seeds.count, using: &rng)].utf8)
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let at = Int.random(in: 0...bytes.count, using: &rng)
                let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: bytes.insert(byte, at: at)
                case 1 where at < bytes.count: bytes.remove(at: at)
                default: if at < bytes.count { bytes[at] = byte }
                }
            }
            guard let (new, old) = Self.compare(Data(bytes)) else { continue }
            compared += 1
            #expect(new == old, "mutation \(index) \(OneLine.quoted(String(decoding: bytes, as: UTF8.self))): new \(new), old \(old)")
        }
        #expect(compared > 3_000)
    }
}
