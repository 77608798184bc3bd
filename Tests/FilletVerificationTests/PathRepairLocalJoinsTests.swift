import Foundation
import Testing
import FilletGeometry
@testable import FilletVerification
@testable import FilletRepair

/// A candidate repair is judged on its *local* joins: its base's, with the joins of the elements
/// it changed classed again on a part of the path (``RepairState/localJoins(drawn:writtenPath:base:changed:options:written:)``).
/// They must be the joins the whole path has.
@Suite struct PathRepairLocalJoinsTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        var data: String
        var transform: FilletGeometry.AffineTransform = .identity
        var testDescription: String { data.count > 60 ? String(data.prefix(60)) + "…" : data }
    }

    /// A long closed subpath of curves (runs in its middle), short ones, an open one returning to
    /// its start (closed by the check), an elliptical arc, a curve after a close, a transform.
    static let samples: [Sample] = {
        var ring = "M10 0"
        for step in 1...24 {
            let angle = Double(step) * .pi / 12, previous = Double(step - 1) * .pi / 12
            let end = (10 * cos(angle), 10 * sin(angle))
            let c1 = (10 * cos(previous) - 2.6 * sin(previous), 10 * sin(previous) + 2.6 * cos(previous) + (step % 5 == 0 ? 0.05 : 0))
            let c2 = (end.0 + 2.6 * sin(angle), end.1 - 2.6 * cos(angle))
            ring += String(format: "C%.4f %.4f %.4f %.4f %.4f %.4f", c1.0, c1.1, c2.0, c2.1, end.0, end.1)
        }
        return [
            Sample(data: ring + "Z"),
            Sample(data: ring),
            Sample(data: "M0 0C4 0 6 1 10 1.2C14 1.6 16 4 20 4L20 10C15 10.1 5 10 0 10Z M30 0C34 0 36 1 40 1.2L40 5Z"),
            Sample(data: "M0 0L10 0A5 3 0 0 1 15.1 3C15.12 5 14 8 12 9.5L0 9.5"),
            Sample(data: "M0 0C2 0.1 4 0.1 6 0S10 -0.2 12 0C13 2 13 4 12 6Z C-1 4 -1 2 0 0"),
            Sample(data: ring, transform: FilletGeometry.AffineTransform(a: 1.5, b: 0.2, c: -0.1, d: 0.8, e: 3, f: 4)),
        ]
    }()

    @Test(arguments: samples)
    func localJoinsAreTheWholePathsJoins(sample: Sample) throws {
        let base = try RepairState(bytes: Array(sample.data.utf8), transform: sample.transform, options: PathCheck.Options())
        let inverse = try #require(sample.transform.inverted)
        var tried = 0
        for (index, element) in base.drawn.elements.enumerated() {
            guard case .cubic(_, let control2, let end) = element, base.writtenControls(index).second else { continue }
            // The handle at the element's end turned by 0.3° about its node.
            let turned = JoinRepair.rotated(control2, about: end, by: 0.3 * .pi / 180)
            let moves = [RepairState.Move(element: index, control: 2, point: turned)]
            guard case .success(let bytes) = base.writing(moves, inverse: inverse, decimals: { _ in 8 }) else { continue }
            let local = try RepairState(bytes: bytes, transform: sample.transform, options: PathCheck.Options(), localTo: base,
                                        near: base.elementsNear(moves))
            let whole = try RepairState(bytes: bytes, transform: sample.transform, options: PathCheck.Options())
            tried += 1
            #expect(local.changedJoins != nil, "classed locally at element \(index)")
            #expect(local.joins.count == whole.joins.count)
            for (mine, theirs) in zip(local.joins, whole.joins) {
                #expect(mine.incomingElementIndex == theirs.incomingElementIndex && mine.outgoingElementIndex == theirs.outgoingElementIndex)
                #expect(mine.joinClass == theirs.joinClass, "element \(index): \(mine) vs \(theirs)")
                #expect(mine.signedTurn == theirs.signedTurn, "element \(index)")
                // The tolerance reads the base's largest coordinate, which a moved handle may
                // change in its last digits: the rounding term agrees to 10⁻³ of itself.
                #expect(Swift.abs(mine.tolerance - theirs.tolerance) <= 1e-3 * theirs.tolerance + 1e-14)
            }
        }
        #expect(tried > 0)
    }

    /// A circular arc under a stretch is drawn as several cubics, each mapped back to the arc it
    /// is drawn from (``RepairState/writtenIndices``): the element is repaired wherever a repair
    /// rewrites segments drawn one to one, and a finding that only an edit inside the arc's cubics
    /// could clear is left and reported. (The whole element was refused before; earlier still, a
    /// part of the written path cut at the drawn indices ran past its end, a trap on an icon whose
    /// nearly circular arcs sat under a 1.0004 stretch.)
    @Test func arcsDrawnAsCubicsUnderAStretchAreRepairedAroundThem() throws {
        let ring = Self.samples[1].data
        let data = ring.replacingOccurrences(of: "M10 0", with: "M0 10A10 10 0 1 1 10 0")
        let stretch = FilletGeometry.AffineTransform(a: 0, b: -1, c: -1.0004, d: 0, e: 40, f: 40)
        let written = try Path.readingSVGPathData(data)
        let drawn = try written.path.applying(stretch)
        let extra = drawn.elements.count - written.path.elements.count
        #expect(extra > 0, "the arc is drawn as more cubics than it is written")
        // The map: the move, the arc's cubics to the arc, then one to one, shifted.
        let state = try RepairState(bytes: Array(data.utf8), transform: stretch, options: PathCheck.Options())
        let indices = try #require(state.writtenIndices)
        #expect(indices == [0] + Array(repeating: 1, count: extra + 1) + Array(2..<written.path.elements.count))
        #expect(state.isEditable)
        #expect(!state.isDrawnAlone(1) && !state.isDrawnAlone(1 + extra) && state.isDrawnAlone(2 + extra))
        #expect(state.segment(ofElement: 3 + extra) == written.source.segment(ofElement: 3))
        // The arc command is all its cubics; a cubic inside it has no numbers of its own to turn,
        // and one at either end turns with the arc's radii.
        #expect(state.arcCommand(2)?.elements == 1...(1 + extra))
        #expect(!state.writtenControls(2).first && !state.writtenControls(2).second)
        guard case .fixed(let reason) = JoinRepair.side(state, 2, atEnd: true, starts: state.starts) else {
            Issue.record("a cubic inside the arc turns")
            return
        }
        #expect(reason == "a piece of a circular arc drawn as cubics under a stretch")
        guard case .arcRadii = JoinRepair.side(state, 1 + extra, atEnd: true, starts: state.starts) else {
            Issue.record("the arc's last cubic does not turn with its radii")
            return
        }

        let result = try PathRepair.repair(pathData: data, transform: stretch)
        #expect(result.isChanged)
        #expect(result.kinksBefore > 0 && result.kinksAfter < result.kinksBefore, "\(result.kinksBefore) → \(result.kinksAfter)")
        #expect(result.data.hasPrefix("M0 10A10 10 0 1 1 10 0C"), "the arc is as written")
        // Each edit names its segment in the written path, where the data writes it.
        for edit in result.edits {
            let range = try #require(written.source.segment(ofElement: edit.elementIndex))
            #expect(range.lowerBound == edit.offset && String(decoding: Array(data.utf8)[range], as: UTF8.self) == edit.oldText)
        }
        #expect(!(try PathRepair.repair(pathData: result.data, transform: stretch).isChanged), "a second run changes nothing")

        // A line meeting the arc's last cubic at a near-miss kink: only the arc's radii can turn
        // it; whether or not they line it up, the arc is all rewritten or not at all, and a
        // refusal names the written elements, the arc and the line.
        let kinked = "M0 10A10 10 0 1 1 10 0L10.1 5"
        let left = try PathRepair.repair(pathData: kinked, transform: stretch)
        #expect(left.kinksBefore == 1, "\(left.kinksBefore)")
        #expect(left.edits.allSatisfy { $0.elementIndex == 1 && $0.oldText == "A10 10 0 1 1 10 0" }, "\(left.edits)")
        #expect(left.data.hasSuffix("10 0L10.1 5"))
        for refusal in left.refusals { #expect(refusal.elementIndices == [1, 2], "\(refusal)") }
        #expect(left.isChanged != (left.refusals.count == 1))

        // Under the stretch the arc's cubics are as precise as the arc (each takes its own
        // written step), so a 1° near-miss kink after it is found, and turned by the arc's radii:
        // the arc is rewritten whole, its end as written, and the kink is gone.
        let nearMiss = "M0 10A10.00001 10.00001 0 0 0 10 0L10.0873 -5"
        let turnedByRadii = try PathRepair.repair(pathData: nearMiss, transform: stretch)
        #expect(turnedByRadii.kinksBefore == 1 && turnedByRadii.kinksAfter == 0,
                "\(turnedByRadii.kinksBefore) → \(turnedByRadii.kinksAfter)")
        #expect(turnedByRadii.refusals.isEmpty, "\(turnedByRadii.refusals)")
        let radiiEdit = try #require(turnedByRadii.edits.first)
        #expect(turnedByRadii.edits.count == 1)
        #expect(radiiEdit.elementIndex == 1 && radiiEdit.offset == 5 && radiiEdit.kinds == [.kink])
        #expect(radiiEdit.oldText == "A10.00001 10.00001 0 0 0 10 0" && radiiEdit.newText == "A10.17925 10.17925 0 0 0 10 0",
                "\(radiiEdit.newText)")
        #expect(turnedByRadii.data == "M0 10A10.17925 10.17925 0 0 0 10 0L10.0873 -5")

        // An arc of 93° is drawn as 13 cubics; turning its end the other way takes a sweep past
        // 93.75°, where it is drawn as 14 (`Path.unitArcPieceCount`): the element map would
        // change, so the new radii are refused, with that reason.
        let nearStep = "M-0.52336 9.98630A10.00001 10.00001 0 0 0 10 0L9.9127 -5"
        let recounted = try PathRepair.repair(pathData: nearStep, transform: stretch)
        #expect(recounted.kinksBefore == 1 && !recounted.isChanged)
        let refusal = try #require(recounted.refusals.first)
        #expect(recounted.refusals.count == 1)
        #expect(refusal.elementIndices == [1, 2] && refusal.reason == "the rewritten data is drawn with a different number of elements",
                "\(refusal)")

        // Under a similarity the arc stays an arc, one to one, and the ring is repaired as before.
        let turned = FilletGeometry.AffineTransform(a: 0, b: -1, c: -1, d: 0, e: 40, f: 40)
        #expect(try RepairState(bytes: Array(data.utf8), transform: turned, options: PathCheck.Options()).writtenIndices == nil)
        #expect(try PathRepair.repair(pathData: data, transform: turned).isChanged)

        // In a document the element is repaired, not skipped.
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><path transform="matrix(0 -1 -1.0004 0 40 40)" d="\#(data)"/></svg>"#
        let document = try PathRepair.repair(svgDocument: Data(svg.utf8))
        let element = try #require(document.elements.first)
        #expect(element.skipped == nil, "\(String(describing: element.skipped))")
        #expect(element.findingsBefore > 0 && element.findingsAfter < element.findingsBefore)
        #expect(document.isChanged)
    }
}
