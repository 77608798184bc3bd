import Foundation
import Testing
import FilletSupport

@Suite struct InputFileTests {
    @Test func directorySaysItIsADirectory() throws {
        let error = try #require(throws: FileReadError.self) { try InputFile.read(NSTemporaryDirectory()) }
        #expect(error.reason.contains("directory"))
    }

    @Test func missingFileSaysNoSuchFile() throws {
        let error = try #require(throws: FileReadError.self) {
            try InputFile.read(NSTemporaryDirectory() + "no-such-\(UInt32.random(in: 0...UInt32.max))")
        }
        #expect(error.reason == "no such file")
    }

    @Test func limitIsEnforced() throws {
        let path = NSTemporaryDirectory() + "fillet-limit-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try AtomicFile.write("0123456789", to: path)
        #expect(throws: FileReadError.self) { try InputFile.read(path, limit: 5) }
        #expect(try InputFile.read(path, limit: 10).count == 10)
    }

    /// A FIFO is refused for what it is, at once: opening it never waits for a writer.
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = NSTemporaryDirectory() + "fillet-fifo-\(UInt32.random(in: 0...UInt32.max))"
        #expect(mkfifo(path, 0o644) == 0)
        defer { unlink(path) }
        let error = try #require(throws: FileReadError.self) { try InputFile.read(path) }
        #expect(error.reason == "it is a FIFO, not a regular file")
    }

    @Test func aReadFollowsAFileThatGrew() throws {
        let path = NSTemporaryDirectory() + "fillet-grow-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let content = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
        try AtomicFile.write(content, to: path)
        #expect(try InputFile.read(path) == content)
    }

    @Test func nonUTF8TextIsRefused() throws {
        let path = NSTemporaryDirectory() + "fillet-bytes-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try AtomicFile.write(Data([0xFF, 0xFE, 0x00]), to: path)
        #expect(throws: FileReadError.self) { try InputFile.text(path) }
    }
}

@Suite struct DecodingErrorTextTests {
    struct Sample: Decodable { var values: [Int] }

    @Test func typeMismatchNamesTheLocationOnOneLine() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Sample.self, from: Data(#"{"values":[1,"x"]}"#.utf8))
        }
        let text = DecodingErrorText.describe(error)
        #expect(text.contains(".values[1]"))
        #expect(!text.contains("\n"))
    }

    /// Foundation's wording ("Cannot get keyed decoding container -- found null value instead")
    /// is said in JSON's terms: what was expected and what was found.
    @Test(arguments: [("null", "wrong value at top level: expected an object, found null"),
                      ("[1]", "wrong value at top level: expected an object, found an array"),
                      (#"{"values":{}}"#, "wrong value at .values: expected an array, found an object"),
                      (#"{"values":[1,"x"]}"#, "wrong value at .values[1]: expected a number, found a string"),
                      (#"{"values":[null]}"#, "wrong value at .values[0]: expected a number, found null")])
    func wrongValuesSayWhatWasExpectedAndFound(_ json: String, _ message: String) throws {
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(Sample.self, from: Data(json.utf8)) }
        #expect(DecodingErrorText.describe(error) == message)
    }

    /// Text that does not parse is "invalid JSON"; a value refused where it stands (parsed fine)
    /// is an invalid value at its location, not invalid JSON.
    @Test func syntaxErrorsAndRefusedValuesAreToldApart() throws {
        let syntax = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Sample.self, from: Data(#"{"values":[1,"#.utf8))
        }
        #expect(DecodingErrorText.describe(syntax).hasPrefix("invalid JSON: "))
        struct Refusing: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: ShapeKey.self)
                throw DecodingError.dataCorruptedError(forKey: .size, in: container, debugDescription: "too big")
            }
            enum ShapeKey: String, CodingKey { case size }
        }
        let refused = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Refusing.self, from: Data(#"{"size":1}"#.utf8))
        }
        #expect(DecodingErrorText.describe(refused) == "invalid value at .size: too big")
    }

    @Test func missingKeyIsNamed() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Sample.self, from: Data("{}".utf8))
        }
        #expect(DecodingErrorText.describe(error).contains("missing key 'values'"))
    }
}
