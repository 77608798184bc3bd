import Foundation
import Testing
import FilletGeometry
@testable import FilletVerification
@testable import FilletRepair

/// A candidate's data is read back from the segments it touched
/// (``RepairState/readingLocally(_:text:)``): what it gives must be the whole reading — path,
/// part runs, segment ranges, every value bit for bit — or nothing (the caller reads it whole).
@Suite struct PathRepairLocalReadingTests {
    /// Relative and absolute commands, implicit repetitions, `S`/`T` reflections, `H`/`V`, arcs
    /// (circular and elliptical, repeated), a relative move after a close, data starting with `m`.
    static let samples: [String] = [
        "M0 0C4 0 6 1 10 1.2S16 4 20 4L20 10C15 10.1 5 10 0 10Z",
        "m2 1c1 0 2 1 3 1s2-1 3-1 2 1 3 1h2v3l-1 1q1 1 2 1t2 0 2 1z",
        "M 2,20.5 V 21 c 0,0.831 0.669,1.5 1.5,1.5 h 17 C 21.331,22.5 22,21.831 22,21 V 20.5 Z m 1,-3 l 2,0 c 1,1 2,1 3,0 z",
        "M15.16857,5.5009424 A 0.862788,0.862788 0 0 0 14.461911,5.9316578 0.862788,0.862788 0 0 0 14.777565,7.1107799 0.862788,0.862788 0 0 0 15.956686,6.7951251 Z m -2,1 a 0.5,0.5 0 0 0 -0.5,0.5 0.5,0.5 0 0 0 0.5,0.5 z",
        "M0 0L10 0A5 3 0 0 1 15.1 3C15.12 5 14 8 12 9.5L0 9.5Z M1 1 3 1 3 3",
        "M1e1 2E-1C1.5e1 0 6e0 1 1e1 1.2Z",
    ]

    @Test(arguments: samples)
    func aLocalReadingIsTheWholeReading(data: String) throws {
        #expect(try localReadings(data) > 0, "some edits are read locally")
    }

    /// The path's current point after a last arc is computed from the arc: an edit reaching it is
    /// read whole (the difference a check of every candidate on Papirus found).
    @Test func dataEndingOnAnArcIsReadWholeNearItsEnd() throws {
        let data = "m11.772833-7.0032938a5.0010532 5.0010532 0 0 1-4.6893837-4.0788142 5.0010533 5.0010533 0 0 1 2.9034204-5.495198 5.0010535 5.0010535 0 0 1 6.0120913 1.575373"
        #expect(try localReadings(data) == 0)
    }

    /// Every number of `data` rewritten in turn (three ways, and once spelled longer with the
    /// same value, `1.2` → `1.20`, a change starting right after a segment's last byte): each
    /// local reading is compared with the whole reading; returns how many edits were read locally.
    func localReadings(_ data: String) throws -> Int {
        let base = try RepairState(bytes: Array(data.utf8), transform: .identity, options: PathCheck.Options())
        let tokens = PathDataNumbers.tokens(in: 0..<base.bytes.count, of: base.bytes)
        #expect(!tokens.isEmpty)
        var local = 0
        for token in tokens {
            let written = String(decoding: base.bytes[token], as: UTF8.self)
            let longer = written.contains { $0 == "e" || $0 == "E" } ? [] : [written + (written.contains(".") ? "0" : ".0")]
            for nudge in [" 0.013 ", " -7 ", " 1.25e-1 "] + longer {
                // One number rewritten (an end point as well as a handle: the reading must agree anyway).
                let bytes = Array(base.bytes[..<token.lowerBound]) + Array(nudge.utf8) + Array(base.bytes[token.upperBound...])
                let text = String(decoding: bytes, as: UTF8.self)
                let reading = base.readingLocally(bytes, text: text)
                guard let whole = try? Path.readingSVGPathData(text) else {
                    #expect(reading == nil, "data that does not read is read whole, for its error: \(text)")
                    continue
                }
                guard let read = reading else { continue }
                local += 1
                #expect(read.path == whole.path, "\(text)")
                #expect(read.path.partRuns == whole.path.partRuns, "\(text)")
                #expect(read.source == whole.source, "\(text)")
                #expect(read.path.elements.map { "\($0)" } == whole.path.elements.map { "\($0)" }, "\(text)")
            }
        }
        return local
    }
}
