import Foundation
import Testing
import FilletGeometry
import FilletSupport
@testable import FilletVerification
@testable import FilletRepair

/// ``PathRepair``: each repair kind, the precision rules, the bytes outside the edits, transforms,
/// idempotence and refusals.
@Suite struct PathRepairTests {
    /// Two cubics meeting at (10, 1.2), their handles 2.85° apart: a near-miss kink.
    static let curveCurve = "M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4"
    /// A line, then a cubic leaving 2.1° off the line's direction.
    static let lineCurve = "M0 0L10 0C14 0.15 16 4 20 4"
    /// A quarter circle of radius 10 about the origin with handles 6 (the circular one is 5.523).
    static let bulgingQuarter = "M10 0C10 6 6 10 0 10"

    static func cubic(_ path: Path, _ index: Int) -> CubicCurve {
        let starts = RepairState.startPoints(path)
        guard case .cubic(let control1, let control2, let end) = path.elements[index] else {
            Issue.record("element \(index) is not a cubic")
            return CubicCurve(.zero, .zero, .zero, .zero)
        }
        return CubicCurve(starts[index], control1, control2, end)
    }

    @Test func curveCurveKinkSplitsTheTurnAndKeepsHandleLengths() throws {
        let result = try PathRepair.repair(pathData: Self.curveCurve)
        #expect(result.kinksBefore == 1)
        #expect(result.kinksAfter == 0)
        #expect(result.edits.count == 2, "both handles turn: \(result.edits)")
        let before = try Path(svgPathData: Self.curveCurve), after = try Path(svgPathData: result.data)
        let halfStep = 0.05 * 2.0.squareRoot()
        let incomingBefore = Self.cubic(before, 1), incomingAfter = Self.cubic(after, 1)
        let outgoingBefore = Self.cubic(before, 2), outgoingAfter = Self.cubic(after, 2)
        #expect(Swift.abs((incomingAfter.p3 - incomingAfter.p2).length - (incomingBefore.p3 - incomingBefore.p2).length) <= halfStep)
        #expect(Swift.abs((outgoingAfter.p1 - outgoingAfter.p0).length - (outgoingBefore.p1 - outgoingBefore.p0).length) <= halfStep)
        #expect(incomingAfter.p3 == incomingBefore.p3 && outgoingAfter.p0 == outgoingBefore.p0, "the node stays")
        #expect(result.edits.allSatisfy { $0.addedDecimals == 0 }, "one decimal suffices: \(result.edits)")
        #expect(result.hausdorffDistance > 0 && result.hausdorffDistance < 0.1)
    }

    @Test func lineCurveKinkTurnsOnlyTheCurveHandle() throws {
        let result = try PathRepair.repair(pathData: Self.lineCurve)
        #expect(result.kinksAfter == 0)
        #expect(result.data == "M0 0L10 0C14 0 16 4 20 4")
        #expect(result.edits.map(\.elementIndex) == [2])
        #expect(result.edits.first?.oldText == "C14 0.15 16 4 20 4")
    }

    @Test func lineLineNearMissIsLeftAndReported() throws {
        let result = try PathRepair.repair(pathData: "M0 0L10 0L20 0.3")
        #expect(result.kinksBefore == 1)
        #expect(!result.isChanged)
        #expect(result.refusals.count == 1)
        #expect(result.refusals.first?.reason.contains("no handle to turn") == true, "\(result.refusals)")
    }

    @Test func arcBetweenTwoLinesGetsTheRadiusThatMeetsBoth() throws {
        // A quarter turn written with radius 5.1 between end points 5 apart each way: both joins
        // turn by 1.1°; radius 5 makes both smooth, end points and flags as written.
        let result = try PathRepair.repair(pathData: "M0 0L10 0A5.1 5.1 0 0 1 15 5L15 10")
        #expect(result.kinksBefore == 2)
        #expect(result.kinksAfter == 0)
        #expect(result.data == "M0 0L10 0A5 5 0 0 1 15 5L15 10")
    }

    /// The quarter's circular handles move it by 0.26 (over the default 1/8): these repairs take
    /// a larger bound; ``bulgingQuarterIsRefusedAtTheDefaultBound()`` the default.
    static let looseBound = PathRepair.Options(maximumMove: 1)

    @Test func bulgingQuarterIsRefusedAtTheDefaultBound() throws {
        let result = try PathRepair.repair(pathData: Self.bulgingQuarter)
        #expect(!result.isChanged && result.nearArcsAfter == 1)
        // Judged at the most decimals first (0.259; 0.27 with its handles rounded to integers).
        #expect(result.refusals.first?.reason.contains("move the outline by up to 0.25") == true, "\(result.refusals)")
        #expect(result.refusals.first?.reason.contains("(more than the 0.125 allowed)") == true, "\(result.refusals)")
    }

    @Test func arcCubicGetsCircularHandlesWithTheFewestExtraDigits() throws {
        let result = try PathRepair.repair(pathData: Self.bulgingQuarter, options: Self.looseBound)
        #expect(result.nearArcsBefore == 1)
        #expect(result.nearArcsAfter == 0)
        // Integers round 5.523 back to 6: one decimal is the fewest that passes.
        #expect(result.data == "M10 0C10 5.5 5.5 10 0 10")
        #expect(result.edits.first?.addedDecimals == 1)
        #expect(result.edits.first?.kinds == [.arcCubic])
    }

    @Test func arcCubicStaysAtTheAuthorsPrecision() throws {
        let result = try PathRepair.repair(pathData: "M10 0C10 6.000 6.000 10 0 10", options: Self.looseBound)
        #expect(result.data == "M10 0C10 5.523 5.523 10 0 10")
        #expect(result.edits.first?.addedDecimals == 0)
    }

    @Test func relativeCommandsAndMinifiedNumbersKeepTheirStyle() throws {
        // svgo style: relative, no leading zeros, signs as separators.
        let result = try PathRepair.repair(pathData: "M0 0l10 0c4 .15 6 4 10 4")
        #expect(result.data == "M0 0l10 0c4 0 6 4 10 4")
        let minified = try PathRepair.repair(pathData: "M0 0c4 0 6 1 10 1.2c4 .4 6 2.8 10 2.8")
        #expect(minified.kinksAfter == 0)
        #expect(minified.data.hasPrefix("M0 0c4 0 6"), "\(minified.data)")
    }

    @Test func repairIsIdempotent() throws {
        for data in [Self.curveCurve, Self.lineCurve, Self.bulgingQuarter, "M0 0L10 0L20 0.3"] {
            let first = try PathRepair.repair(pathData: data)
            let second = try PathRepair.repair(pathData: first.data)
            #expect(second.data == first.data, "\(data)")
            #expect(second.edits.isEmpty, "\(data): \(second.edits)")
        }
    }

    @Test func repairThatWouldCreateACrossingIsRefused() throws {
        // A tiny triangle that the turned curve would pass through (it passes 0.05 above today).
        let data = Self.lineCurve + " M12.187 0.411L12.197 0.411L12.192 0.421Z"
        let before = PathCheck.check(try Path(svgPathData: data))
        #expect(before.results.first { $0.invariant == .nonSelfIntersection }?.passed == true)
        let result = try PathRepair.repair(pathData: data)
        #expect(!result.isChanged)
        #expect(result.kinksAfter == 1)
        #expect(result.refusals.first?.reason.contains("non-self-intersection") == true, "\(result.refusals)")
    }

    @Test func transformedElementIsRepairedInItsOwnCoordinates() throws {
        let transform = AffineTransform.rotation(degrees: 30) * AffineTransform.scale(x: 2, y: 2)
        let result = try PathRepair.repair(pathData: Self.curveCurve, transform: transform)
        #expect(result.kinksBefore == 1)
        #expect(result.kinksAfter == 0)
        // End points are the author's: unchanged text around the handles.
        #expect(result.data.hasPrefix("M0 0C4 0 6 "))
        #expect(result.data.contains(" 10 1.2C"))
        #expect(result.data.hasSuffix(" 16 4 20 4"))
        let drawn = try Path(svgPathData: result.data).applying(transform)
        #expect(PathCheck.joinVerdicts(drawn).allSatisfy { $0.joinClass != .kink })
    }

    /// The per-join classes repeat ``PathCheck``'s tolerance: the invariant fails exactly when
    /// one join is a kink, with and without a written form, on lines, curves, arcs and returns.
    @Test(arguments: [curveCurve, lineCurve, bulgingQuarter, "M0 0L10 0L20 0.3", "M0 0H10V10H0Z", "M0 0L10 0L20 5",
                      "M0 0L10 0A5 5 0 0 1 10.2 10L0 10Z", "M3.025 0A1.98 1.98 0 001 2.045v11.914A1.981 1.981 0 003.041 16h9.918",
                      "M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4L0 0.01", "M8 4.877c-2.24 0-4.06 1.82-4.06 4.06A4.063 4.063 0 008 12.998z"])
    func joinVerdictsAgreeWithTheTangentContinuityInvariant(data: String) throws {
        let path = try Path(svgPathData: data)
        let transform = AffineTransform.rotation(degrees: 23) * AffineTransform.scale(x: 3, y: 3)
        let drawn = try path.applying(transform)
        let written = PathCheck.WrittenForm(path: path, stretch: transform.largestStretch)
        for (checked, form) in [(path, nil), (drawn, written)] as [(Path, PathCheck.WrittenForm?)] {
            let passed = PathCheck.check(checked, written: form).results.first { $0.invariant == .tangentContinuity }?.passed
            let kinks = PathCheck.joinVerdicts(checked, written: form).filter { $0.joinClass == .kink }.count
            #expect(passed == (kinks == 0), "\(data), transformed: \(form != nil)")
        }
    }

    static let document = """
    <?xml version="1.0"?>
    <!-- a comment with <path d="M0 0C4 0 6 1 10 1.2"/> inside -->
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">
      <rect x="1" y="1" width="3" height="3"/>
      <path id="a"   d="M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4"  fill="red"/><path d="M0 0L10 0L20 0.3"/>
      <g transform="translate(3 4) rotate(10)">
        <path d="M10 0C10 6.000 6.000 10 0 10"
              stroke="blue"/>
      </g>
    </svg>

    """

    @Test func documentBytesOutsideTheEditedSpansAreIdentical() throws {
        let original = Data(Self.document.utf8)
        let repair = try PathRepair.repair(svgDocument: original, options: Self.looseBound)
        #expect(repair.isChanged)
        var edits: [(range: Range<Int>, text: String)] = []
        for element in repair.elements {
            for edit in element.repair?.edits ?? [] {
                let start = (element.dataOffset ?? 0) + edit.offset
                edits.append((start..<start + edit.oldText.utf8.count, edit.newText))
            }
        }
        #expect(edits.count == 3, "two handles of the kink, one arc cubic: \(edits)")
        var rebuilt = [UInt8](original)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            #expect(String(decoding: rebuilt[edit.range], as: UTF8.self) != edit.text)
            rebuilt.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        #expect(Data(rebuilt) == repair.data, "every byte outside the edited segments is as it was")
        #expect(repair.findingsBefore == 3)
        #expect(repair.findingsAfter == 1, "the line–line near-miss is left")
        let again = try PathRepair.repair(svgDocument: repair.data, options: Self.looseBound)
        #expect(again.data == repair.data, "idempotent")
    }

    @Test func numbersAreSplicedWithoutRunningIntoTheirNeighbours() {
        let bytes = Array("1-2 1.5.5".utf8)
        let tokens = PathDataNumbers.tokens(in: 0..<bytes.count, of: bytes)
        #expect(tokens.map { String(decoding: bytes[$0], as: UTF8.self) } == ["1", "-2", "1.5", ".5"])
        let spliced = PathDataNumbers.splice(bytes, [(tokens[1], "2"), (tokens[2], "2")])
        #expect(String(decoding: spliced, as: UTF8.self) == "1 2 2 .5")
        #expect(PathDataNumbers.format(-0.0004, decimals: 3, omitLeadingZero: false) == "0")
        #expect(PathDataNumbers.format(0.25, decimals: 3, omitLeadingZero: true) == ".25")
        #expect(PathDataNumbers.format(.nan, decimals: 3, omitLeadingZero: false) == nil)
        #expect(PathDataNumbers.format(1e300, decimals: 3, omitLeadingZero: false) == nil)
    }

    /// `splice` assembles in one pass what replacing each range in turn, from the last to the
    /// first, writes: there the byte before a range is the original's and the byte after it is
    /// whatever the replacements after it left there (adjacent ranges, empty texts included).
    @Test func spliceEqualsReplacementsMadeOneByOne() {
        var generator = SplitMix64(seed: 45)
        let pieces = ["1", "-2", ".5", "3.25", "0", "7", " ", ",", "-.5"]
        let texts = ["", "2", ".5", "-1", "4.", "0.5", "12"]
        for _ in 0..<400 {
            let bytes = Array((0..<Int.random(in: 1...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined().utf8)
            // Disjoint ranges, some adjacent, none empty.
            var replacements: [(range: Range<Int>, text: String)] = []
            var start = Int.random(in: 0...1, using: &generator)
            while start < bytes.count {
                let end = Int.random(in: (start + 1)...Swift.min(bytes.count, start + 3), using: &generator)
                if Bool.random(using: &generator) { replacements.append((start..<end, texts.randomElement(using: &generator)!)) }
                start = end + Int.random(in: 0...1, using: &generator)
            }
            var inTurn = bytes
            for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
                var new = Array(replacement.text.utf8)
                let range = replacement.range
                if let first = new.first, PathDataNumbers.isDigit(first) || first == UInt8(ascii: "."), range.lowerBound > 0,
                   PathDataNumbers.isDigit(inTurn[range.lowerBound - 1]) || inTurn[range.lowerBound - 1] == UInt8(ascii: ".") {
                    new.insert(UInt8(ascii: " "), at: 0)
                }
                // Everything before `range.upperBound` is still the original's (the replacements
                // made so far lie after it).
                if range.upperBound < inTurn.count {
                    let after = inTurn[range.upperBound]
                    if after == UInt8(ascii: ".") && !new.contains(UInt8(ascii: ".")) || PathDataNumbers.isDigit(after) {
                        new.append(UInt8(ascii: " "))
                    }
                }
                inTurn.replaceSubrange(range, with: new)
            }
            #expect(PathDataNumbers.splice(bytes, replacements.shuffled(using: &generator)) == inTurn,
                    "\(String(decoding: bytes, as: UTF8.self)) \(replacements)")
        }
    }

    @Test func unreadableDataAndSingularTransformsAreTypedFailures() {
        #expect(throws: PathRepair.Failure.self) { try PathRepair.repair(pathData: "M0 0 C nan 1 2 3 4 5") }
        #expect(throws: PathRepair.Failure.self) {
            try PathRepair.repair(pathData: Self.curveCurve, transform: .scale(x: 0, y: 1))
        }
        #expect(throws: PathRepair.Failure.self) { try PathRepair.repair(svgDocument: Data("<svg><path d=".utf8)) }
    }
}
