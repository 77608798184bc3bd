import FilletVerification
import Foundation
import FilletGeometry

/// The candidate repairs of a near-miss kink (``PathRepair``): which control points move where so
/// that both sides leave the join in one direction, keeping every node and handle length.
///
/// With `φ` the join's signed turn (incoming end direction to outgoing start direction), `R(a)`
/// the rotation by `a` and `p` the join's node:
/// ```
/// both sides curve handles:  in' = p + R(+φ/2)(in − p),  out' = p + R(−φ/2)(out − p)
/// one side fixed:            the other handle turns by the whole φ toward it
/// zero handle at the join:   the curve's tangent there comes from its far control point c; c
///                            slides along the curve's far tangent line to where it lines up
/// zero handle at the far end: the handle at the join slides along the far tangent line (turning
///                            it would turn the far end too)
/// ```
/// Candidates come in order of preference: the split, then each side turning alone (when the
/// split breaks something the other side guards, e.g. an arc cubic), then a slide, then an arc's
/// radii alone and split with the other side. A quadratic's
/// one control point always slides (along its far end's tangent, which so stays), and an `S`'s
/// or `T`'s implied handle moves like a written one (the segment is then written explicitly).
enum JoinRepair {
    /// What one side of a join can do.
    enum Side {
        /// Nothing: the side is a line, an arc, a quadratic, a close or an unwritten handle.
        case fixed(String)
        /// Its handle at the join turns about the node.
        case rotate(element: Int, control: Int, node: Point, handle: Point)
        /// An arc command whose radii the data writes (a circle, or the cubics of an elliptical
        /// arc): scaling both radii turns both its end tangents toward or away from its chord, its
        /// end points fixed (``ArcRadii``). `element` is the one at the join.
        case arcRadii(element: Int, command: RepairState.ArcCommand, atEnd: Bool)
        /// Its handle at the join is zero: `control` slides from `current` along the line through
        /// `anchor` (the curve's far end) until the tangent at the join lines up.
        case slide(element: Int, control: Int, current: Point, anchor: Point, node: Point)
    }

    static func candidates(_ state: RepairState, join: PathCheck.JoinVerdict)
        -> Result<[[RepairState.Move]], PathRepair.Failure> {
        let starts = state.starts
        let incoming = side(state, join.incomingElementIndex, atEnd: true, starts: starts)
        let outgoing = side(state, join.outgoingElementIndex, atEnd: false, starts: starts)
        let turn = join.signedTurn
        var candidates: [[RepairState.Move]] = []
        if case .rotate(let inElement, let inControl, let inNode, let inHandle) = incoming,
           case .rotate(let outElement, let outControl, let outNode, let outHandle) = outgoing {
            candidates.append([
                .init(element: inElement, control: inControl, point: rotated(inHandle, about: inNode, by: turn / 2)),
                .init(element: outElement, control: outControl, point: rotated(outHandle, about: outNode, by: -turn / 2)),
            ])
        }
        if case .rotate(let element, let control, let node, let handle) = incoming {
            candidates.append([.init(element: element, control: control, point: rotated(handle, about: node, by: turn))])
        }
        if case .rotate(let element, let control, let node, let handle) = outgoing {
            candidates.append([.init(element: element, control: control, point: rotated(handle, about: node, by: -turn))])
        }
        // The direction the other side leaves (or arrives) in, for a slide to line up with.
        if case .slide(let element, let control, let current, let anchor, let node) = incoming {
            let arriving = node - current
            let target = rotatedVector(arriving, by: turn)
            // current' = anchor + t·(current − anchor) with node − current' = s·target, s > 0.
            if let point = lineUp(from: anchor, along: current - anchor, node: node, direction: -target) {
                candidates.append([.init(element: element, control: control, point: point)])
            }
        }
        if case .slide(let element, let control, let current, let anchor, let node) = outgoing {
            let leaving = current - node
            let target = rotatedVector(leaving, by: -turn)
            if let point = lineUp(from: anchor, along: current - anchor, node: node, direction: target) {
                candidates.append([.init(element: element, control: control, point: point)])
            }
        }
        // An arc turns its end tangent by new radii (the other end turns by as much, mirrored
        // about the chord): alone, then with the other side taking half the turn.
        func arcMove(_ side: Side, turn: Double) -> RepairState.Move? {
            guard case .arcRadii(let element, let command, let atEnd) = side,
                  let scale = ArcRadii.scale(command, transform: state.transform, atEnd: atEnd, turningBy: turn) else { return nil }
            return .init(element: element, control: 0, point: .zero, radiusScales: (scale, scale))
        }
        if let move = arcMove(incoming, turn: turn) { candidates.append([move]) }
        if let move = arcMove(outgoing, turn: -turn) { candidates.append([move]) }
        if let first = arcMove(incoming, turn: turn / 2) {
            if let second = arcMove(outgoing, turn: -turn / 2) {
                candidates.append([first, second])
            } else if case .rotate(let element, let control, let node, let handle) = outgoing {
                candidates.append([first, .init(element: element, control: control, point: rotated(handle, about: node, by: -turn / 2))])
            }
        } else if let second = arcMove(outgoing, turn: -turn / 2),
                  case .rotate(let element, let control, let node, let handle) = incoming {
            candidates.append([.init(element: element, control: control, point: rotated(handle, about: node, by: turn / 2)), second])
        }
        // An elliptical arc whose other end must keep its direction (or line up too, when a
        // near-miss kink): its two radii apart, both ends at once.
        for (side, wanted) in [(incoming, turn), (outgoing, -turn)] {
            guard case .arcRadii(let element, let command, let atEnd) = side, command.radiusX != command.radiusY else { continue }
            let far = atEnd ? command.elements.lowerBound : command.elements.upperBound
            let farJoin = state.joins.first { atEnd ? $0.outgoingElementIndex == far : $0.incomingElementIndex == far }
            // The far end as seen from the arc: its start turns by −(join turn), its end by +(join turn).
            let farWanted = farJoin.map { $0.joinClass == .kink ? (atEnd ? -$0.signedTurn : $0.signedTurn) : 0 } ?? 0
            guard let scales = ArcRadii.scales(command, transform: state.transform,
                                               startTurn: atEnd ? farWanted : wanted, endTurn: atEnd ? wanted : farWanted) else { continue }
            candidates.append([.init(element: element, control: 0, point: .zero, radiusScales: scales)])
        }
        guard candidates.isEmpty else { return .success(candidates) }
        if case .fixed(let what) = incoming, case .fixed(let other) = outgoing {
            return .failure(PathRepair.Failure("no handle to turn: \(what) meets \(other) (left as written)"))
        }
        for side in [incoming, outgoing] {
            if case .arcRadii = side {
                return .failure(PathRepair.Failure("no radii line the arc's end up with the other side without flipping its large-arc flag"))
            }
        }
        return .failure(PathRepair.Failure("the handle at the join cannot be lined up without moving the far end of its curve"))
    }

    /// The side of a join that element `index` makes (its end when `atEnd`, else its start).
    static func side(_ state: RepairState, _ index: Int?, atEnd: Bool, starts: [Point]) -> Side {
        guard let index else { return .fixed("a closing line") }
        switch state.drawn.elements[index] {
        case .line: return .fixed("a line")
        case .arc:
            return state.arcCommand(index).map { .arcRadii(element: index, command: $0, atEnd: atEnd) } ?? .fixed("an arc")
        case .quad(let control, _):
            // One control serves both ends: it slides along the far end's tangent, which stays.
            let start = starts[index], end = state.drawn.elements[index].endPoint ?? start
            let node = atEnd ? end : start, farEnd = atEnd ? start : end
            guard control != node, control != farEnd else { return .fixed("a quadratic curve without a handle") }
            guard state.writtenControls(index).first else { return .fixed("a quadratic curve whose control is not written as its own numbers") }
            return .slide(element: index, control: 1, current: control, anchor: farEnd, node: node)
        case .close: return .fixed("a closing line")
        case .move: return .fixed("a move")
        case .cubic:
            // One of the cubics of an elliptical arc (or of a circular one under a stretch), at the
            // arc's own end: its radii can turn it.
            if let command = state.arcCommand(index) {
                guard index == (atEnd ? command.elements.upperBound : command.elements.lowerBound) else {
                    return .fixed(state.isDrawnAlone(index) ? "a piece of an elliptical arc" : "a piece of a circular arc drawn as cubics under a stretch")
                }
                return .arcRadii(element: index, command: command, atEnd: atEnd)
            }
            guard state.isDrawnAlone(index) else { return .fixed("a piece of a circular arc drawn as cubics under a stretch") }
            guard let curve = state.cubic(index, starts: starts) else { return .fixed("a curve") }
            let written = state.writtenControls(index)
            let node = atEnd ? curve.p3 : curve.p0
            let handle = atEnd ? curve.p2 : curve.p1
            let far = atEnd ? curve.p1 : curve.p2
            let farEnd = atEnd ? curve.p0 : curve.p3
            let handleWritten = atEnd ? written.second : written.first
            let farWritten = atEnd ? written.first : written.second
            if handle != node {
                guard handleWritten else { return .fixed("a curve whose handle at the join is not written as its own numbers") }
                // A zero handle at the far end: the far tangent comes from this handle too, so
                // turning it would turn the far end; it slides along the far tangent instead.
                if far == farEnd { return .slide(element: index, control: atEnd ? 2 : 1, current: handle, anchor: farEnd, node: node) }
                return .rotate(element: index, control: atEnd ? 2 : 1, node: node, handle: handle)
            }
            guard far != node, far != farEnd else { return .fixed("a curve without handles") }
            return farWritten ? .slide(element: index, control: atEnd ? 1 : 2, current: far, anchor: farEnd, node: node)
                : .fixed("a curve whose tangent at the join comes from an unwritten handle")
        }
    }

    static func rotated(_ point: Point, about center: Point, by angle: Double) -> Point {
        center + rotatedVector(point - center, by: angle)
    }

    static func rotatedVector(_ vector: Vector, by angle: Double) -> Vector {
        let cosine = cos(angle), sine = sin(angle)
        return Vector(dx: vector.dx * cosine - vector.dy * sine, dy: vector.dx * sine + vector.dy * cosine)
    }

    /// Where the line through `anchor` along `along` meets the ray from `node` along `direction`:
    /// `anchor + t·along = node + s·direction` with t > 0 and s > 0; `nil` when the lines are
    /// parallel or the meeting point lies behind either.
    static func lineUp(from anchor: Point, along: Vector, node: Point, direction: Vector) -> Point? {
        // anchor + t·along = node + s·direction  ⇔  t·along − s·direction = node − anchor
        let offset = node - anchor
        let determinant = along.cross(-direction)
        guard determinant != 0, determinant.isFinite else { return nil }
        let t = offset.cross(-direction) / determinant
        let s = along.cross(offset) / determinant
        guard t > 0, s > 0, t.isFinite, s.isFinite else { return nil }
        return anchor + along * t
    }
}
