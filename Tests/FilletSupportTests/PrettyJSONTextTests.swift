import Foundation
import Testing
import FilletSupport

/// `PrettyJSONText` writes, byte for byte, what Foundation's pretty encoder writes (the options
/// every JSON output of fillet uses) for the same values.
@Suite struct PrettyJSONTextTests {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf",
                                                                      nan: "nan")
        return encoder
    }

    /// A record with every kind of value, its keys written in sorted order by `write`.
    struct Record: Encodable {
        var name: String
        var note: String?
        var number: Double
        var maybe: Double?
        var count: Int?
        var flag: Bool
        var list: [Double]
        var nested: [Record]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(note, forKey: .note)
            try container.encode(number, forKey: .number)
            try container.encode(maybe, forKey: .maybe)
            try container.encode(count, forKey: .count)
            try container.encode(flag, forKey: .flag)
            try container.encode(list, forKey: .list)
            try container.encode(nested, forKey: .nested)
        }
        enum CodingKeys: String, CodingKey { case name, note, number, maybe, count, flag, list, nested }

        func write(into json: inout PrettyJSONText) {
            json.openObject()
            json.key("count"); json.integer(count)
            json.key("flag"); json.bool(flag)
            json.key("list")
            json.openArray()
            for value in list { json.item(); json.number(value) }
            json.closeArray()
            json.key("maybe"); json.number(maybe)
            json.key("name"); json.string(name)
            json.key("nested")
            json.openArray()
            for record in nested { json.item(); record.write(into: &json) }
            json.closeArray()
            json.key("note"); json.string(note)
            json.key("number"); json.number(number)
            json.closeObject()
        }
    }

    static func records() -> [Record] {
        var random = SplitMix64(seed: 12)
        let pieces = ["plain", "\"quoted\"", "back\\slash", "a/b", "tab\there", "nl\n", "cr\r", "\u{8}\u{C}", "\u{1}\u{1F}\u{0B}",
                      "\u{7F}", "ünïcødé", "\u{2028}", "🙂", "e\u{301}", "", " "]
        func text() -> String { (0..<Int(random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined() }
        func number() -> Double {
            switch random.next() % 5 {
            case 0: return Double(bitPattern: random.next())
            case 1: return [0, -0.0, 1, 0.5, 1e16, 1e-7, .nan, .infinity, -.infinity, 123456789012][Int(random.next() % 10)]
            default: return (Double(random.next() % 2_000_001) - 1_000_000) / Double(1 + random.next() % 1_000)
            }
        }
        func record(depth: Int) -> Record {
            Record(name: text(), note: random.next() % 3 == 0 ? nil : text(), number: number(),
                   maybe: random.next() % 2 == 0 ? nil : number(), count: random.next() % 2 == 0 ? nil : Int(bitPattern: UInt(random.next())) >> 8,
                   flag: random.next() % 2 == 0, list: (0..<Int(random.next() % 4)).map { _ in number() },
                   nested: depth > 1 ? [] : (0..<Int(random.next() % 3)).map { _ in record(depth: depth + 1) })
        }
        return (0..<300).map { _ in record(depth: 0) }
    }

    @Test func recordsMatchTheEncoder() throws {
        let encoder = Self.encoder()
        for record in Self.records() {
            var json = PrettyJSONText()
            record.write(into: &json)
            let expected = String(decoding: try encoder.encode(record), as: UTF8.self)
            #expect(json.text == expected)
        }
    }

    @Test func nestedDepthIndentsLikeTheEncoder() throws {
        // Written at depth 2, the text is the encoder's with every line after the first indented
        // by 4, empty lines (inside empty containers) excepted, as the whole document's encoder writes them.
        let record = Self.records()[7]
        var json = PrettyJSONText(depth: 2)
        record.write(into: &json)
        let expected = String(decoding: try Self.encoder().encode(record), as: UTF8.self)
            .replacingOccurrences(of: "\n(?!\n)", with: "\n    ", options: .regularExpression)
        #expect(json.text == expected)
    }

    @Test func emptyContainersAreBracketsAroundAnEmptyLine() {
        var json = PrettyJSONText()
        json.openObject(); json.key("a"); json.openArray(); json.closeArray(); json.closeObject()
        #expect(json.text == "{\n  \"a\" : [\n\n  ]\n}")
    }
}
