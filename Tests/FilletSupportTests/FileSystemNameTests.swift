import Foundation
import Testing
@testable import FilletSupport

/// File names as bytes (issue 43): a name that is not UTF-8 survives the trip through a `String`.
struct FileSystemNameTests {
    static let byteStrings: [[UInt8]] = [
        [UInt8]("plain.svg".utf8), [UInt8]("é-ü.svg".utf8), [0x62, 0x6F, 0x77, 0xE9, 0x2E, 0x73, 0x76, 0x67],
        [0xFF, 0xFE, 0x41], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        // A real U+10FF41 (a held scalar's own range) and a truncated sequence at the end.
        [0x61, 0xF4, 0x8F, 0xBD, 0x81, 0x62], [0x61, 0xE2, 0x82],
    ]

    @Test(arguments: byteStrings)
    func bytesSurviveTheRoundTrip(bytes: [UInt8]) {
        let name = FileSystemName.decode(bytes)
        #expect(FileSystemName.bytes(name) == bytes)
        #expect(FileSystemName.decode(FileSystemName.bytes(name)) == name)
    }

    @Test func randomByteStringsSurviveTheRoundTrip() {
        var generator = SplitMix64(seed: 43)
        for _ in 0..<2_000 {
            let count = Int(generator.next() % 12)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next() % 255 + 1) }
            #expect(FileSystemName.bytes(FileSystemName.decode(bytes)) == bytes, "\(bytes)")
        }
    }

    /// `decode` takes a shortcut for valid UTF-8; it must return what the scalar-by-scalar walk
    /// returns for every byte string: valid UTF-8 of every length class, overlong forms,
    /// surrogates, scalars past U+10FFFF, held-range scalars and truncated sequences.
    @Test func theShortcutAgreesWithTheScalarWalk() {
        var generator = SplitMix64(seed: 4308)
        let pieces: [[UInt8]] = [[0x61], [0x2F], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80],
                                 [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBC, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                 [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0x80], [0xFF], [0xC2]]
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 6) {
                if generator.next() % 3 == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: generator.next() % 255 + 1))
                } else {
                    bytes += pieces[Int(generator.next() % UInt64(pieces.count))]
                }
            }
            #expect(FileSystemName.decode(bytes) == FileSystemName.decodeScalarByScalar(bytes), "\(bytes)")
            #expect(FileSystemName.decode(bytes).unicodeScalars.elementsEqual(FileSystemName.decodeScalarByScalar(bytes).unicodeScalars))
        }
    }

    @Test func validUTF8IsUnchanged() {
        #expect(FileSystemName.decode(Array("icons/ä/b.svg".utf8)) == "icons/ä/b.svg")
        #expect(!FileSystemName.isHolding("icons/ä/b.svg"))
    }

    @Test func heldBytesPrintAsHexEscapes() {
        let name = FileSystemName.decode([0x62, 0x6F, 0x77, 0xE9, 0x2E, 0x73, 0x76, 0x67])
        #expect(FileSystemName.isHolding(name))
        #expect(FileSystemName.printable(name) == "bow\\xe9.svg")
        #expect(OneLine.escaped(name) == "bow\\xe9.svg")
    }

    /// The bytes reach the file system: a file created under a name that is not UTF-8 is read back
    /// under the decoded name.
    @Test func aNameThatIsNotUTF8OpensItsFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fillet-names-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/" + FileSystemName.decode([0x62, 0xE9, 0x2E, 0x74])
        try AtomicFile.write("content", to: path)
        #expect(try InputFile.text(path) == "content")
        #expect(InputFile.isRegularFile(path))
        // The name on disk is the bytes themselves (read back by readdir, not through the mapping).
        let stream = try #require(opendir(directory))
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
        }
        #expect(names == [[0x62, 0xE9, 0x2E, 0x74]])
    }
}
