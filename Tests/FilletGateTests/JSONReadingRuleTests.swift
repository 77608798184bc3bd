import Foundation
import Testing
import FilletTestSupport
import FilletSupport
import PropertyCheck
@testable import FilletVerification
@testable import FilletGate

/// Every JSON file the gate and the verifier read goes through the one reading rule
/// (`JSONStructure`): a duplicate key, a number that overflows a Double or bytes that are not
/// UTF-8 are refused in one line naming the file and the key (or the byte), and valid files
/// still read.
@Suite final class JSONReadingRuleTests {
    let directory = ScratchDirectory("fillet-json-rule")
    var scratch: String { directory.path }

    init() throws { try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true) }

    /// The kinds of file read here, each read as its command reads it; the error's one line, or
    /// `nil` when the file was read.
    enum FileKind: String, CaseIterable, CustomTestStringConvertible {
        case config, baseline, regressions, replayCase, shardReport

        var testDescription: String { rawValue }

        func read(_ path: String) -> String? {
            let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
            switch self {
            case .config:
                do { _ = try GateConfig.read(path) } catch { return error.description }
            case .baseline:
                do { _ = try GateBaseline.read(path) } catch { return error.description }
            case .regressions:
                do { _ = try RegressionStore.entries(decoding: data, path: path) } catch { return error.description }
            case .replayCase:
                do { _ = try StoredCase.cases(inJSON: data, name: path) } catch { return error.description }
            case .shardReport:
                do { _ = try PropertyCheckJSON.decode(VerificationReport.self, from: data) } catch { return error.description }
            }
            return nil
        }
    }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = scratch + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A duplicate key in each kind of file, at the top and nested, with the path it must name.
    @Test(arguments: [
        (FileKind.config, #"{"invariants":{"tangent-continuity":{"severity":"off","severity":"warning"}}}"#,
         "invariants.tangent-continuity.severity"),
        (.config, #"{"include":["*.svg"],"include":[]}"#, "include"),
        (.baseline, #"{"findings":[],"findings":[{"x":1}]}"#, "findings"),
        (.baseline, #"{"findings":[{"file":"a.svg","file":"b.svg"}]}"#, "findings[0].file"),
        (.regressions, #"{"version":1,"regressions":[{"property":"star/closed","property":"rect/closed","value":1}]}"#,
         "regressions[0].property"),
        (.replayCase, #"{"kind":"star","points":5,"\u0070oints":6}"#, "points"),
        (.replayCase, #"{"kind":"rect","rect":{"x":0,"y":0,"width":10,"width":20,"height":5}}"#, "rect.width"),
        (.shardReport, #"{"seed":1,"seed":2}"#, "seed"),
    ])
    func everyFileRefusesADuplicateKeyNamingItsPath(_ kind: FileKind, _ text: String, _ keyPath: String) throws {
        let path = try write("dup.json", Array(text.utf8))
        let message = try #require(kind.read(path), "a duplicate key was read")
        #expect(message.contains("\(keyPath): duplicate key"), "\(message)")
        #expect(!message.contains("\n"))
        if kind == .config || kind == .baseline { #expect(message.hasPrefix(OneLine.quoted(path) + ": ")) }
    }

    /// `1e400` names its key instead of "expected an object"; with the config's exact wording.
    @Test(arguments: FileKind.allCases)
    func anOverflowingNumberNamesItsKey(_ kind: FileKind) throws {
        let path = try write("big.json", Array(#"{"invariants":{"x":{"visible-offset":1e400}}}"#.utf8))
        let message = try #require(kind.read(path))
        #expect(message.contains("invariants.x.visible-offset: the number 1e400 is outside the range of a double"), "\(message)")
        if kind == .config {
            #expect(message == OneLine.quoted(path) + ": invariants.x.visible-offset: the number 1e400 is outside the range of a double")
        }
    }

    /// Invalid UTF-8 is refused with its byte offset (the decoders would read U+FFFD).
    @Test(arguments: FileKind.allCases)
    func invalidUTF8NamesItsOffset(_ kind: FileKind) throws {
        let path = try write("latin1.json", Array(#"{"invariants":{"#.utf8) + [0x22, 0xE9, 0x22] + Array(#":1}}"#.utf8))
        let message = try #require(kind.read(path))
        #expect(message.contains("not UTF-8 at byte 16"), "\(message)")
    }

    /// The same readers still read valid files of their kind.
    @Test(arguments: [
        (FileKind.config, #"{"invariants":{"tangent-continuity":{"severity":"warning"}},"include":["*.svg"]}"#),
        (.baseline, #"{"findings":[],"tool":"fillet check path","version":1}"#),
        (.regressions, #"{"version":1,"regressions":[{"property":"star/closed","value":{"kind":"star"}}]}"#),
        (.replayCase, #"{"kind":"star","points":6,"outerCornerRadius":5}"#),
        (.replayCase, #"{"kind":"star","rect":{"x":0,"y":0,"width":100,"height":80},"padding":4}"#),
    ])
    func validFilesStillRead(_ kind: FileKind, _ text: String) throws {
        let path = try write("ok.json", Array(text.utf8))
        #expect(kind.read(path) == nil)
    }
}
