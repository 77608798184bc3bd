import Foundation
import FilletGeometry

extension SymmetricPolygon {
    /// One corner figure per type, placed n times: what ``SymmetricPolygon`` computes once, and
    /// the single pass that places it, emitting the outline (and, when asked, the corners).
    struct Plan: Sendable {
        /// What the polygon is built from (n, the corner types, rotation, centre, clamping).
        let construction: Construction
        /// 2π/n, and δ: the angle between consecutive vertices.
        let step: Double
        let delta: Double
        let cosDelta: Double
        let sinDelta: Double
        /// u₀ = (cos θ₀, sin θ₀), θ₀ = `angle(0)` (the same number: `rotation + 0`).
        let firstDirection: Vector
        let local: PerType<LocalCorner>
        /// Distance from corner type j's exit to the next corner's entry (both in j's frame).
        var gaps: PerType<Double>

        var count: Int { construction.copies * construction.typeCount }

        @inline(__always)
        func type(_ index: Int) -> Int { construction.typeCount == 1 ? 0 : index & 1 }

        @inline(__always)
        func angle(_ index: Int) -> Double {
            let copy = construction.typeCount == 1 ? index : index >> 1
            return construction.rotation + step * Double(copy) + (type(index) == 0 ? 0 : delta)
        }

        /// uₖ from uₖ₋₁: one rotation by δ, or exact `cos`/`sin` every ``anchorInterval`` vertices.
        @inline(__always)
        func direction(_ index: Int, after previous: Vector) -> Vector {
            if index % anchorInterval == 0 { return index == 0 ? firstDirection : Vector(angle: angle(index)) }
            return Vector(dx: previous.dx * cosDelta - previous.dy * sinDelta,
                          dy: previous.dx * sinDelta + previous.dy * cosDelta)
        }

        @inline(__always)
        func vertex(_ type: Int, _ direction: Vector) -> Point {
            let radius = local[type].vertex.x, center = construction.center
            return Point(x: center.x + radius * direction.dx, y: center.y + radius * direction.dy)
        }

        /// The largest |x|, |y| of any vertex (the meeting test's scale), or `nil` if one is not finite.
        func exactScale() -> Double? {
            var direction = Vector.zero
            var scale = 0.0
            for index in 0..<count {
                direction = self.direction(index, after: direction)
                let vertex = vertex(type(index), direction)
                guard vertex.isFinite else { return nil }
                scale = Swift.max(scale, Swift.abs(vertex.x), Swift.abs(vertex.y))
            }
            return scale
        }

        /// Per type, whether a line joins its exit to the next entry: `gap ≥ meetingTolerance × scale`,
        /// as ``RoundedPolygon`` decides it. The scale lies between vertex 0's and
        /// `(max(|cx|, |cy|) + max ρ)·(1 + 10⁻⁹)`; only a gap between the two thresholds needs the
        /// exact scale (an extra pass over the vertices). `nil` for a non-finite vertex.
        func joiningLines() -> PerType<Bool>? {
            let first = vertex(0, firstDirection)
            let lowScale = Swift.max(Swift.abs(first.x), Swift.abs(first.y))
            let types = construction.types, typeCount = construction.typeCount, center = construction.center
            let largestRadius = Swift.max(types[0].vertexRadius, typeCount == 1 ? 0 : types[1].vertexRadius)
            let highScale = (Swift.max(Swift.abs(center.x), Swift.abs(center.y)) + largestRadius) * (1 + 1e-9)
            var needsLine = PerType(false, false)
            var exactTolerance: Double? = nil
            for type in 0..<typeCount {
                let gap = gaps[type]
                if gap >= RoundedPolygon.meetingTolerance * highScale {
                    needsLine[type] = true
                } else if gap < RoundedPolygon.meetingTolerance * lowScale {
                    needsLine[type] = false
                } else {
                    if exactTolerance == nil {
                        guard let scale = exactScale() else { return nil }
                        exactTolerance = RoundedPolygon.meetingTolerance * scale
                    }
                    needsLine[type] = gap >= exactTolerance!
                }
            }
            return needsLine
        }

        /// What the walk over the corners carries from one corner to the next.
        struct WalkState {
            var direction = Vector.zero
            var firstVertex = Point.zero
            var previousVertex = Point.zero
            var firstEntry = Point.zero
            var lastExit = Point.zero
        }

        /// Places corner `index`, drawn like `shape`: appends its joining line (if `joins`) and
        /// arc if `emitsElements`, and its corner if `recordsCorners`. `false` for a non-finite
        /// vertex or arc, or a vertex equal to the previous one.
        @inline(__always)
        private func placeCorner(_ index: Int, _ shape: LocalCorner, joins: Bool, requested: Double,
                                 state: inout WalkState, elements: inout [PathElement], emitsElements: Bool,
                                 corners: inout [CornerRounding.Corner], recordsCorners: Bool) -> Bool {
            let direction = self.direction(index, after: state.direction)
            state.direction = direction
            let center = construction.center
            let vertex = Point(x: center.x + shape.vertex.x * direction.dx, y: center.y + shape.vertex.x * direction.dy)
            guard vertex.isFinite, index == 0 || vertex != state.previousVertex else { return false }
            if index == 0 { state.firstVertex = vertex }
            state.previousVertex = vertex
            if shape.hasFillet {
                var startAngle = angle(index) + shape.startAngleOffset
                while startAngle > Double.pi { startAngle -= Angle.twoPi }
                while startAngle <= -Double.pi { startAngle += Angle.twoPi }
                let arc = Arc(center: place(shape.arcCenter, direction, center), radius: shape.realisedRadius,
                              startAngle: startAngle, sweep: shape.sweep,
                              startDirection: turn(shape.startDirection, direction),
                              endDirection: turn(shape.endDirection, direction))
                guard arc.isFinite else { return false }
                let entry = place(shape.startTangentPoint, direction, center)
                let exit = place(shape.endTangentPoint, direction, center)
                if emitsElements {
                    if joins { elements.append(.line(to: entry)) }
                    elements.append(.arc(arc))
                }
                if index == 0 { state.firstEntry = entry }
                state.lastExit = exit
                if recordsCorners {
                    let fillet = TangentArc(cornerAngle: shape.cornerAngle, tangentLength: shape.tangentLength,
                                            startTangentPoint: entry, endTangentPoint: exit, arc: arc)
                    corners.append(CornerRounding.Corner(vertex: vertex, requestedRadius: requested,
                                                         realisedRadius: shape.realisedRadius,
                                                         cornerAngle: shape.cornerAngle, rounding: fillet))
                }
            } else {
                if emitsElements, joins { elements.append(.line(to: vertex)) }
                if index == 0 { state.firstEntry = vertex }
                state.lastExit = vertex
                if recordsCorners {
                    corners.append(CornerRounding.Corner(vertex: vertex, requestedRadius: requested,
                                                         realisedRadius: shape.realisedRadius,
                                                         cornerAngle: shape.cornerAngle, fillet: nil))
                }
            }
            return true
        }

        /// Places every corner once, appending the outline to `path` (cleared first) and, if
        /// `recordsCorners`, each corner to `corners`. `false` when a vertex or arc is not finite or
        /// two consecutive vertices coincide (the general construction must decide).
        func emit(into path: inout Path, corners: inout [CornerRounding.Corner], recordsCorners: Bool) -> Bool {
            guard let needsLine = joiningLines() else { return false }
            // Built in a local array that owns the path's storage meanwhile (no copy, no
            // exclusivity checks per element), then handed back before the state is set.
            var elements: [PathElement] = []
            swap(&elements, &path.elements)
            let start = emit(into: &elements, emitsElements: true, needsLine: needsLine, corners: &corners,
                             recordsCorners: recordsCorners)
            swap(&elements, &path.elements)
            guard let start else { return false }
            path.setTrustedState(currentPoint: start, subpathStart: start, endsClosed: true)
            return true
        }

        /// The corners, placed again by the walk that drew the outline (same code, same numbers):
        /// what ``RoundedPolygon/corners`` reads for a symmetric polygon. Only for a plan whose
        /// outline was drawn, so the walk cannot fail.
        /// - Complexity: O(n·m), one allocation.
        func corners() -> [CornerRounding.Corner] {
            var corners: [CornerRounding.Corner] = []
            corners.reserveCapacity(count)
            var noElements: [PathElement] = []
            let placed = joiningLines().flatMap { needsLine in
                emit(into: &noElements, emitsElements: false, needsLine: needsLine, corners: &corners,
                     recordsCorners: true)
            }
            precondition(placed != nil && corners.count == count, "a drawn plan places its corners again")
            return corners
        }

        /// ``placeCorner(_:_:joins:requested:state:elements:emitsElements:corners:recordsCorners:)``
        /// for a corner of a smoothed polygon: its flanks' control points and its kept arc placed
        /// like the fillet, or the plain corner when its type has no flanks; the record keeps the
        /// whole fillet and the smoothing, as the general construction's does.
        @inline(__always)
        private func placeSmoothedCorner(_ index: Int, _ shape: LocalCorner, _ smoothed: SmoothedLocalCorner,
                                         joins: Bool, requested: Double, state: inout WalkState,
                                         elements: inout [PathElement], emitsElements: Bool,
                                         corners: inout [CornerRounding.Corner], recordsCorners: Bool) -> Bool {
            guard smoothed.hasFlanks else {
                guard placeCorner(index, shape, joins: joins, requested: requested, state: &state, elements: &elements,
                                  emitsElements: emitsElements, corners: &corners, recordsCorners: recordsCorners)
                else { return false }
                if recordsCorners {
                    corners[corners.count - 1].requestedSmoothing = construction.smoothing
                    corners[corners.count - 1].smoothing = shape.hasFillet ? smoothed.smoothing : 0
                }
                return true
            }
            let direction = self.direction(index, after: state.direction)
            state.direction = direction
            let center = construction.center
            let vertex = Point(x: center.x + shape.vertex.x * direction.dx, y: center.y + shape.vertex.x * direction.dy)
            guard vertex.isFinite, index == 0 || vertex != state.previousVertex else { return false }
            if index == 0 { state.firstVertex = vertex }
            state.previousVertex = vertex
            let angle = self.angle(index)
            func placed(_ startAngleOffset: Double) -> Double {
                var startAngle = angle + startAngleOffset
                while startAngle > Double.pi { startAngle -= Angle.twoPi }
                while startAngle <= -Double.pi { startAngle += Angle.twoPi }
                return startAngle
            }
            let arcCenter = place(shape.arcCenter, direction, center)
            let kept = Arc(center: arcCenter, radius: shape.realisedRadius,
                           startAngle: placed(smoothed.keptStartAngleOffset), sweep: smoothed.keptSweep,
                           startDirection: turn(smoothed.keptStartDirection, direction),
                           endDirection: turn(smoothed.keptEndDirection, direction))
            let entryFlank = CubicCurve(place(smoothed.entryFlank.p0, direction, center),
                                        place(smoothed.entryFlank.p1, direction, center),
                                        place(smoothed.entryFlank.p2, direction, center),
                                        place(smoothed.entryFlank.p3, direction, center))
            let exitFlank = CubicCurve(place(smoothed.exitFlank.p0, direction, center),
                                       place(smoothed.exitFlank.p1, direction, center),
                                       place(smoothed.exitFlank.p2, direction, center),
                                       place(smoothed.exitFlank.p3, direction, center))
            guard kept.isFinite, entryFlank.isFinite, exitFlank.isFinite else { return false }
            if emitsElements {
                if joins { elements.append(.line(to: entryFlank.p0)) }
                elements.append(.cubic(control1: entryFlank.p1, control2: entryFlank.p2, to: entryFlank.p3))
                if kept.sweep != 0 { elements.append(.arc(kept)) }
                elements.append(.cubic(control1: exitFlank.p1, control2: exitFlank.p2, to: exitFlank.p3))
            }
            if index == 0 { state.firstEntry = entryFlank.p0 }
            state.lastExit = exitFlank.p3
            if recordsCorners {
                let arc = Arc(center: arcCenter, radius: shape.realisedRadius,
                              startAngle: placed(shape.startAngleOffset), sweep: shape.sweep,
                              startDirection: turn(shape.startDirection, direction),
                              endDirection: turn(shape.endDirection, direction))
                let fillet = TangentArc(cornerAngle: shape.cornerAngle, tangentLength: shape.tangentLength,
                                        startTangentPoint: place(shape.startTangentPoint, direction, center),
                                        endTangentPoint: place(shape.endTangentPoint, direction, center), arc: arc)
                corners.append(CornerRounding.Corner(vertex: vertex, requestedRadius: requested,
                                                     realisedRadius: shape.realisedRadius,
                                                     cornerAngle: shape.cornerAngle, fillet: fillet,
                                                     requestedSmoothing: construction.smoothing,
                                                     smoothing: smoothed.smoothing))
            }
            return true
        }

        /// ``emit(into:corners:recordsCorners:)`` for a smoothed polygon (no corners recorded):
        /// its own walk, so the plain one carries nothing of the smoothing.
        func emit(into path: inout Path, smoothed: PerType<SmoothedLocalCorner>) -> Bool {
            guard let needsLine = joiningLines() else { return false }
            var elements: [PathElement] = []
            swap(&elements, &path.elements)
            var noCorners: [CornerRounding.Corner] = []
            let start = emitSmoothed(smoothed, into: &elements, emitsElements: true, needsLine: needsLine,
                                     corners: &noCorners, recordsCorners: false)
            swap(&elements, &path.elements)
            guard let start else { return false }
            path.setTrustedState(currentPoint: start, subpathStart: start, endsClosed: true)
            return true
        }

        /// ``corners()`` for a smoothed polygon.
        func corners(smoothed: PerType<SmoothedLocalCorner>) -> [CornerRounding.Corner] {
            var corners: [CornerRounding.Corner] = []
            corners.reserveCapacity(count)
            var noElements: [PathElement] = []
            let placed = joiningLines().flatMap { needsLine in
                emitSmoothed(smoothed, into: &noElements, emitsElements: false, needsLine: needsLine,
                             corners: &corners, recordsCorners: true)
            }
            precondition(placed != nil && corners.count == count, "a drawn plan places its corners again")
            return corners
        }

        /// The smoothed outline's elements and start, as
        /// ``emit(into:emitsElements:needsLine:corners:recordsCorners:)`` gives the plain one's.
        @inline(__always)
        private func emitSmoothed(_ smoothed: PerType<SmoothedLocalCorner>, into elements: inout [PathElement],
                                  emitsElements: Bool, needsLine: PerType<Bool>,
                                  corners: inout [CornerRounding.Corner], recordsCorners: Bool) -> Point? {
            let count = self.count
            if emitsElements {
                elements.removeAll(keepingCapacity: true)
                elements.reserveCapacity(4 * count + 2)
                elements.append(.move(to: construction.center))
            }
            var state = WalkState()
            let typeCount = construction.typeCount
            let needsLineBeforeType0 = needsLine[typeCount - 1], needsLineBeforeType1 = needsLine[0]
            let shape0 = local.values.0, shape1 = local.values.1
            let smoothed0 = smoothed.values.0, smoothed1 = smoothed.values.1
            let requested0 = construction.types.values.0.cornerRadius
            let requested1 = construction.types.values.1.cornerRadius
            var index = 0
            while index < count {
                guard placeSmoothedCorner(index, shape0, smoothed0, joins: index > 0 && needsLineBeforeType0,
                                          requested: requested0, state: &state, elements: &elements,
                                          emitsElements: emitsElements, corners: &corners,
                                          recordsCorners: recordsCorners) else { return nil }
                if typeCount == 2 {
                    guard placeSmoothedCorner(index + 1, shape1, smoothed1, joins: needsLineBeforeType1,
                                              requested: requested1, state: &state, elements: &elements,
                                              emitsElements: emitsElements, corners: &corners,
                                              recordsCorners: recordsCorners) else { return nil }
                }
                index += typeCount
            }
            guard state.previousVertex != state.firstVertex else { return nil }
            // Without a closing line the subpath starts where its last element ends, exactly (as the
            // general construction starts it), so `close` adds no segment of rounding length.
            let lastEnd = emitsElements && elements.count > 1 ? elements.last?.endPoint : nil
            let start = needsLine[typeCount - 1] ? state.firstEntry : lastEnd ?? state.lastExit
            if emitsElements {
                elements[0] = .move(to: start)
                elements.append(.close)
            }
            return start
        }

        /// The outline's elements (replacing `elements`' contents, if `emitsElements`) and its
        /// start point, or `nil` as ``emit(into:corners:recordsCorners:)`` documents.
        @inline(__always)
        private func emit(into elements: inout [PathElement], emitsElements: Bool, needsLine: PerType<Bool>,
                          corners: inout [CornerRounding.Corner], recordsCorners: Bool) -> Point? {
            let count = self.count
            if emitsElements {
                elements.removeAll(keepingCapacity: true)
                elements.reserveCapacity(2 * count + 2)
                // The start depends on the last corner: a placeholder, replaced after the loop.
                elements.append(.move(to: construction.center))
            }
            var state = WalkState()
            let needsLineBeforeType0 = needsLine[construction.typeCount - 1], needsLineBeforeType1 = needsLine[0]
            let shape0 = local.values.0, shape1 = local.values.1
            let types = construction.types
            let requested0 = types.values.0.cornerRadius, requested1 = types.values.1.cornerRadius
            if construction.typeCount == 1 {
                for index in 0..<count {
                    guard placeCorner(index, shape0, joins: index > 0 && needsLineBeforeType0, requested: requested0,
                                      state: &state, elements: &elements, emitsElements: emitsElements, corners: &corners,
                                      recordsCorners: recordsCorners) else { return nil }
                }
            } else {
                var index = 0
                while index < count {
                    guard placeCorner(index, shape0, joins: index > 0 && needsLineBeforeType0, requested: requested0,
                                      state: &state, elements: &elements, emitsElements: emitsElements, corners: &corners,
                                      recordsCorners: recordsCorners),
                          placeCorner(index + 1, shape1, joins: needsLineBeforeType1, requested: requested1,
                                      state: &state, elements: &elements, emitsElements: emitsElements, corners: &corners,
                                      recordsCorners: recordsCorners) else { return nil }
                    index += 2
                }
            }
            guard state.previousVertex != state.firstVertex else { return nil }
            let start = needsLine[construction.typeCount - 1] ? state.firstEntry : state.lastExit
            if emitsElements {
                elements[0] = .move(to: start)
                elements.append(.close)
            }
            return start
        }
    }
}
