import Foundation
import Testing
import FilletGeometry
import FilletSupport
@testable import FilletRepair

/// The faster forms of the repair's inner loops give what the plain forms give, bit for bit: the
/// repairs a file gets cannot depend on how fast they were found.
@Suite struct PathRepairEquivalenceTests {
    /// Reads every chord in the order `hint`, `hint+1`, `hint−1`, … and stops at the first within
    /// `below`: the search `OutlineDistance.distance(_:to:hint:below:)` passes blocks over in.
    static func chordByChord(_ point: Point, to line: [Point], hint: inout Int, below: Double) -> Double {
        guard line.count > 1 else { return line.first.map { point.distance(to: $0) } ?? .infinity }
        let chords = line.count - 1
        let start = Swift.min(Swift.max(0, hint), chords - 1)
        let limit = below * below
        var nearest = Double.infinity, nearestIndex = start
        for step in 0..<(2 * chords) {
            let offset = (step + 1) / 2 * (step % 2 == 0 ? -1 : 1)
            let index = start + offset
            guard index >= 0, index < chords else { continue }
            let chord = line[index + 1] - line[index], along = point - line[index]
            let lengthSquared = chord.lengthSquared
            let t = lengthSquared > 0 ? Swift.max(0, Swift.min(1, along.dot(chord) / lengthSquared)) : 0
            let foot = line[index] + chord * t
            let dx = point.x - foot.x, dy = point.y - foot.y
            let value = dx * dx + dy * dy
            if value < nearest { nearest = value; nearestIndex = index }
            if nearest <= limit { break }
        }
        hint = nearestIndex
        return nearest.squareRoot()
    }

    /// Wandering polylines (some with repeated points and exact ties), points near and far, every
    /// hint and stopping distance: value and hint agree bit for bit.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func chordBoxSearchIsTheChordByChordSearch(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var compared = 0
        for _ in 0..<40 {
            let count = Int.random(in: 1...200, using: &random)
            let scale = [1e-6, 1.0, 24.0, 1e6][Int.random(in: 0..<4, using: &random)]
            var line: [Point] = [], current = Point(x: 0, y: 0)
            for _ in 0..<count {
                line.append(current)
                if Int.random(in: 0..<10, using: &random) > 0 {
                    current = Point(x: current.x + Double.random(in: -1...1, using: &random) * scale,
                                    y: current.y + Double.random(in: -0.3...1, using: &random) * scale)
                }
            }
            let boxes = OutlineDistance.ChordBoxes(line)
            for _ in 0..<60 {
                let anchor = line[Int.random(in: 0..<line.count, using: &random)]
                let spread = scale * [0.0, 1e-3, 0.5, 5][Int.random(in: 0..<4, using: &random)]
                let point = Point(x: anchor.x + Double.random(in: -1...1, using: &random) * spread,
                                  y: anchor.y + Double.random(in: -1...1, using: &random) * spread)
                let below = scale * [0.0, 1e-4, 0.1, 2][Int.random(in: 0..<4, using: &random)]
                let start = Int.random(in: -2...(line.count + 2), using: &random)
                var expectedHint = start, hint = start
                let expected = Self.chordByChord(point, to: line, hint: &expectedHint, below: below)
                let value = OutlineDistance.distance(point, to: boxes, hint: &hint, below: below)
                #expect(value.bitPattern == expected.bitPattern && hint == expectedHint,
                        "seed \(seed): \(value) at \(hint), expected \(expected) at \(expectedHint)")
                compared += 1
            }
        }
        #expect(compared == 2_400)
    }

    /// `PathDataNumbers.format` writes what `String(format: "%.Nf")` writes, trimmed: halves,
    /// values just off a half, negative zeros, integers, every precision.
    @Test(arguments: [UInt64(1), 2, 3])
    func formatWritesWhatStringFormatWrites(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, -0.125, 0.0005, -0.0004, 1e-7, 999_999_999_999_999]
        for _ in 0..<3_000 {
            let magnitude = pow(10, Double.random(in: -8...14, using: &random))
            var value = Double.random(in: -1...1, using: &random) * magnitude
            if Bool.random(using: &random) { value = (value * 1000).rounded() / 1000 + 0.0005 }
            values.append(value)
        }
        for value in values {
            for decimals in 0...17 {
                var expected = String(format: "%.\(decimals)f", value)
                if expected.contains(".") {
                    while expected.hasSuffix("0") { expected.removeLast() }
                    if expected.hasSuffix(".") { expected.removeLast() }
                }
                if expected == "-0" || expected.isEmpty { expected = "0" }
                #expect(PathDataNumbers.format(value, decimals: decimals, omitLeadingZero: false) == expected,
                        "\(value) at \(decimals) decimals")
            }
        }
    }
}
