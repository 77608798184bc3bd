import Foundation
import FilletGeometry

/// The fast construction of a rounded polygon with n-fold rotational symmetry: a regular polygon
/// (one corner type) or a star (two, outer and inner alternating).
///
/// Vertex `k = m·i + j` (copy `i` of `n`, corner type `j` of `m`) lies at distance `ρⱼ` from the
/// centre in direction `θₖ`, and consecutive vertices are `δ = 2π/(n·m)` apart in angle:
///
/// ```
/// θₖ = rotation + (2π/n)·i + δ·j          uₖ = (cos θₖ, sin θₖ),  wₖ = uₖ turned by +90°
/// vertex k = centre + ρⱼ·uₖ
/// local (a, b) ↦ world  centre + a·uₖ + b·wₖ
/// ```
///
/// In the frame (uₖ, wₖ) every corner of type `j` is the same figure: vertex `(ρⱼ, 0)`, previous
/// vertex `ρⱼ₋₁·(cos δ, −sin δ)`, next `ρⱼ₊₁·(cos δ, sin δ)`. So the fillet (turn, tangent length,
/// centre, start angle), the edge budget of ``CornerRounding/Clamping/proportional`` and whether a
/// line joins two fillets are computed once per corner type with the general formulas
/// (`TangentArc` from the unit edge directions) and placed by the affine map above; arc start
/// angles are `θₖ + αⱼ` reduced to (−π, π] like `atan2`. The local edge vectors are formed
/// without cancellation (`ρ·cos δ − ρⱼ = (ρ − ρⱼ) − 2ρ·sin²(δ/2)`), so nearly straight corners
/// (large n) keep full relative precision, where the general construction from world
/// coordinates loses about `scale/edge` ulps.
///
/// The directions uₖ come from one rotation by δ per vertex, re-anchored with exact `cos`/`sin`
/// every ``anchorInterval`` vertices, so their error stays below ~`anchorInterval`·2⁻⁵² (a few
/// 10⁻¹⁵ relative to the shape's size) for any n. The result equals the general
/// ``RoundedPolygon`` construction of the same vertices to about 10⁻¹⁴ relative (the tests pin
/// 10⁻¹² for many n, ratios and radii); it is not bit-identical, because the general construction
/// recomputes each congruent corner from rounded world coordinates.
///
/// Smoothed corners (issue 46) are placed the same way: each corner type's `SmoothedCorner` is
/// made once in its frame — after the radii, its smoothing reduced by the one edge budget all
/// edges share, as ``CornerRounding/applySmoothing(_:smoothing:clamping:)`` reduces it — and its
/// flanks' control points and kept arc are placed like the fillet, by a walk of their own (the
/// plain walk carries nothing of the smoothing). A smoothing whose extra cut lies between the
/// two bounds of the meeting test's scale is left to the general path.
///
/// When the fast path cannot promise the general path's exact outcome — a non-finite or
/// repeated vertex (coordinates near overflow or underflow), a rotation so large that `θₖ + αⱼ`
/// loses digits — it returns `nil` and the caller takes the general path, which reports the
/// same errors as before.
enum SymmetricPolygon {
    /// Vertices between exact `cos`/`sin` anchors of the rotation recurrence.
    static let anchorInterval = 32
    /// Largest |rotation| for the fast path: beyond it `θₖ + αⱼ` would round at ~10⁻¹⁴.
    static let maximumFastRotation = 64.0

    /// One corner type: its vertex's distance from the centre and its requested fillet radius.
    struct CornerType: Sendable {
        var vertexRadius: Double
        var cornerRadius: Double
    }

    /// Per-type values for at most two corner types, held inline (a fixed pair, not an array, so
    /// the per-type bookkeeping allocates nothing).
    struct PerType<Value: Sendable>: Sendable {
        var values: (Value, Value)
        init(_ first: Value, _ second: Value) { values = (first, second) }
        subscript(type: Int) -> Value {
            get { type == 0 ? values.0 : values.1 }
            set { if type == 0 { values.0 = newValue } else { values.1 = newValue } }
        }
    }

    /// The corner of one type, in its local frame, plus what the outline needs to place it.
    /// Flat numbers only (no optional fillet value): the placing loop reads them for every corner.
    struct LocalCorner: Sendable {
        var vertex: Point
        var cornerAngle: Double
        var realisedRadius: Double
        var hasFillet = false
        // The fillet, when there is one (its radius is `realisedRadius`).
        var arcCenter = Point.zero
        var sweep = 0.0
        var tangentLength = 0.0
        var startTangentPoint = Point.zero
        var endTangentPoint = Point.zero
        /// Arc start angle relative to θₖ.
        var startAngleOffset = 0.0
        /// The fillet's end directions (centre to start, centre to end) in the corner's frame,
        /// rotated into place with the corner so the placed arc carries them without `sin`/`cos`.
        var startDirection = Vector.zero
        var endDirection = Vector.zero
        /// Where the outline enters and leaves the corner (tangent points, or the vertex).
        var entry: Point { hasFillet ? startTangentPoint : vertex }
        var exit: Point { hasFillet ? endTangentPoint : vertex }
    }

    /// A corner type's smoothing, apart from ``LocalCorner`` so the plain walk carries none of it:
    /// the smoothing drawn (0: the plain fillet) and, when the fillet has flanks, the smoothed
    /// corner's pieces in the corner's frame — the flanks' control points and the kept arc
    /// (start angle relative to θₖ, sweep, end directions).
    struct SmoothedLocalCorner: Sendable {
        var smoothing = 0.0
        var hasFlanks = false
        var entryFlank = CubicCurve(.zero, .zero, .zero, .zero)
        var exitFlank = CubicCurve(.zero, .zero, .zero, .zero)
        var keptStartAngleOffset = 0.0
        var keptSweep = 0.0
        var keptStartDirection = Vector.zero
        var keptEndDirection = Vector.zero
    }

    /// What a symmetric polygon is built from: a few numbers, from which ``plan(_:)`` makes its
    /// plan (which keeps them), and makes it again, with the same bits, whenever its corners are
    /// read. A polygon keeps these, not the plan (about five times larger), so drawing a star
    /// allocates nothing to keep it.
    struct Construction: Sendable {
        let copies: Int
        let typeCount: Int
        let types: PerType<CornerType>
        let rotation: Double
        let center: Point
        let clamping: CornerRounding.Clamping
        /// The smoothing requested at every corner, in [0, 1] (0: plain fillets).
        var smoothing = 0.0
    }

    /// The corners of a polygon that ``build(copies:typeCount:types:rotation:center:clamping:)``
    /// built from `construction`, placed again by the walk that drew its outline.
    /// - Complexity: O(n), one allocation.
    static func corners(of construction: Construction) -> [CornerRounding.Corner] {
        if construction.smoothing > 0 { return smoothedCorners(of: construction) }
        guard let plan = plan(construction) else { preconditionFailure("a built polygon's plan is made again") }
        return plan.corners()
    }

    /// ``build(copies:typeCount:types:rotation:center:clamping:smoothing:)`` for a smoothing
    /// above 0, out of line so the plain construction's code is what it was.
    @inline(never)
    private static func buildSmoothed(_ construction: Construction) -> RoundedPolygon? {
        guard let (plan, smoothed) = smoothedPlan(construction) else { return nil }
        var path = Path()
        guard plan.emit(into: &path, smoothed: smoothed) else { return nil }
        return RoundedPolygon(symmetric: construction, path: path)
    }

    /// ``corners(of:)`` for a smoothing above 0, out of line as ``buildSmoothed(_:)``.
    @inline(never)
    private static func smoothedCorners(of construction: Construction) -> [CornerRounding.Corner] {
        guard let (plan, smoothed) = smoothedPlan(construction) else {
            preconditionFailure("a built polygon's plan is made again")
        }
        return plan.corners(smoothed: smoothed)
    }

    /// The plan of a smoothed polygon (`construction.smoothing` > 0) and its smoothed corner
    /// types, with the gaps measured between the flanks' ends; `nil` when the general path must
    /// decide. Apart from ``plan(_:)`` so the plain construction carries nothing of it.
    @inline(__always)
    private static func smoothedPlan(_ construction: Construction) -> (Plan, PerType<SmoothedLocalCorner>)? {
        guard var plan = plan(construction) else { return nil }
        let typeCount = construction.typeCount
        // Every edge runs from a type-0 vertex (ρ₀, 0) to the next vertex ρ₁·(cos δ, sin δ) (the
        // plan's own edge length, to rounding: kept out of the plan so the plain walk carries
        // nothing of the smoothing).
        let from = construction.types[0].vertexRadius
        let to = construction.types[typeCount == 1 ? 0 : 1].vertexRadius
        let edgeLength = Vector(dx: (to - from) - to * (1 - plan.cosDelta), dy: to * plan.sinDelta).length
        guard let smoothed = smooth(plan.local, construction: construction, edgeLength: edgeLength,
                                    firstDirection: plan.firstDirection)
        else { return nil }
        for type in 0..<typeCount {
            let next = typeCount == 1 ? 0 : 1 - type
            let nextEntry = smoothed[next].hasFlanks ? smoothed[next].entryFlank.p0 : plan.local[next].entry
            let exit = smoothed[type].hasFlanks ? smoothed[type].exitFlank.p3 : plan.local[type].exit
            let turnedEntry = Point(x: nextEntry.x * plan.cosDelta - nextEntry.y * plan.sinDelta,
                                    y: nextEntry.x * plan.sinDelta + nextEntry.y * plan.cosDelta)
            plan.gaps[type] = (turnedEntry - exit).length
        }
        return (plan, smoothed)
    }

    /// The corner figures of each type and how they join, or `nil` when the general path must
    /// decide; O(1), no allocation, a deterministic function of `construction` (parameters as in
    /// ``build(copies:typeCount:types:rotation:center:clamping:)``).
    @inline(__always)
    private static func plan(_ construction: Construction) -> Plan? {
        let copies = construction.copies, typeCount = construction.typeCount, types = construction.types
        let rotation = construction.rotation, clamping = construction.clamping
        precondition(typeCount == 1 || typeCount == 2, "one or two corner types")
        guard Swift.abs(rotation) <= maximumFastRotation else { return nil }
        let step = 2 * Double.pi / Double(copies)
        let delta = typeCount == 1 ? step : step / 2
        // sin and cos of δ/2 give everything: sin δ = 2·sin(δ/2)·cos(δ/2), 1 − cos δ = 2·sin²(δ/2).
        let (halfDeltaCosine, halfDeltaSine) = Angle.cosineAndSine(delta / 2)  // glibc sincos: the same bits as cos and sin
        let versine = 2 * halfDeltaSine * halfDeltaSine   // 1 − cos δ
        let (cosDelta, sinDelta) = (1 - versine, 2 * halfDeltaSine * halfDeltaCosine)

        // The figure of each corner type in its own frame: the edges in and out of the vertex
        // (ρⱼ, 0), from ρⱼ₋₁·(cos δ, −sin δ) and to ρⱼ₊₁·(cos δ, sin δ). Their x parts use
        // ρ·cos δ − ρⱼ = (ρ − ρⱼ) − 2ρ·sin²(δ/2), which keeps full relative precision for the
        // nearly straight corners of large n, where ρ·cos δ − ρⱼ would cancel.
        let other = typeCount == 1 ? PerType(0, 0) : PerType(1, 0)
        func edgeIn(_ type: Int) -> Vector {
            let from = types[other[type]].vertexRadius, to = types[type].vertexRadius
            return Vector(dx: (to - from) + from * versine, dy: from * sinDelta)
        }
        func edgeOut(_ type: Int) -> Vector {
            let from = types[type].vertexRadius, to = types[other[type]].vertexRadius
            return Vector(dx: (to - from) - to * versine, dy: to * sinDelta)
        }
        // Every edge joins a type-j vertex to the next type's at the same angular gap δ, so all
        // edges have one length: measured once.
        let edgeLength = edgeOut(0).length
        guard edgeLength.isFinite, edgeLength > 0 else { return nil }
        /// Unit edge directions, signed turn and `tan(|turn|/2)` = cot(A/2) of one corner type, or
        /// nil for collinear (or non-finite) edges: what `TangentArc` computes, once per type.
        /// The half-angle tangent comes from the turn's sine and cosine, without cancellation:
        /// `tan(θ/2) = sin θ/(1 + cos θ) = (1 − cos θ)/sin θ`.
        ///
        /// The angles need one `atan2` for the whole star. In its own frame a corner is mirror
        /// symmetric about the y axis: its incoming edge is `(a, b)` with `b = ρ·sin δ > 0` and its
        /// outgoing edge `(−a, b)` (bit for bit: the two are formed from the same numbers). So its
        /// turn is `2φ`, `φ = atan2(a, b)` in (−π/2, π/2), with no reduction, and the incoming edge
        /// points at `π/2 − φ`. Type 1's incoming edge is type 0's outgoing one seen from a frame
        /// turned by δ, which gives `φ₁ = δ − φ₀` (so `turn₀ + turn₁ = 2δ`, the outline's total
        /// turn shared among the copies).
        struct Turn { var incoming: Vector, outgoing: Vector, halfTurn: Double, tangentPerRadius: Double
                      var turn: Double { 2 * halfTurn } }
        func turn(_ type: Int, halfTurnOfType0: Double?) -> Turn? {
            let incoming = edgeIn(type) / edgeLength, outgoing = edgeOut(type) / edgeLength
            guard incoming.isFinite, outgoing.isFinite else { return nil }
            let turnSine = incoming.cross(outgoing), turnCosine = incoming.dot(outgoing)
            guard Swift.abs(turnSine) > Path.collinearitySineTolerance else { return nil }
            let halfTurn = halfTurnOfType0.map { delta - $0 } ?? atan2(incoming.dx, incoming.dy)
            let tangentPerRadius = turnCosine >= 0 ? Swift.abs(turnSine) / (1 + turnCosine)
                                                   : (1 - turnCosine) / Swift.abs(turnSine)
            return Turn(incoming: incoming, outgoing: outgoing, halfTurn: halfTurn, tangentPerRadius: tangentPerRadius)
        }
        let firstTurn = turn(0, halfTurnOfType0: nil)
        let turns = PerType(firstTurn, typeCount == 1 ? firstTurn : turn(1, halfTurnOfType0: firstTurn?.halfTurn))
        var wanted = PerType(0.0, 0.0)
        for type in 0..<typeCount where types[type].cornerRadius > 0 {
            if let turn = turns[type] { wanted[type] = types[type].cornerRadius * turn.tangentPerRadius }
        }
        // Every edge joins a type-j vertex to a type-(j+1) vertex and has the same length, so one
        // factor serves all corners (each takes the smaller of two equal edge factors).
        var factor = 1.0
        if clamping == .proportional {
            let need = wanted[0] + wanted[typeCount == 1 ? 0 : 1]
            factor = need > edgeLength ? edgeLength / need : 1
        }
        func localCorner(_ type: Int) -> LocalCorner {
            let requested = types[type].cornerRadius
            let realised = wanted[type] > 0 ? requested * factor : requested
            let vertex = Point(x: types[type].vertexRadius, y: 0)
            guard realised > 0, let turn = turns[type] else {
                let toPrevious = -edgeIn(type), toNext = edgeOut(type)
                return LocalCorner(vertex: vertex,
                                   cornerAngle: Swift.abs(atan2(toPrevious.cross(toNext), toPrevious.dot(toNext))),
                                   realisedRadius: 0)
            }
            // TangentArc's formulas, from the turn computed above.
            let tangentLength = realised * turn.tangentPerRadius
            let startTangentPoint = vertex - turn.incoming * tangentLength
            // Centre to tangent point is −inward at both ends (inward turns with the edge).
            let inward = turn.turn > 0 ? turn.incoming.perpendicular : -turn.incoming.perpendicular
            let outgoingInward = turn.turn > 0 ? turn.outgoing.perpendicular : -turn.outgoing.perpendicular
            // The direction of −inward: a quarter turn from the incoming edge's, π/2 − φ.
            let startAngle = turn.turn > 0 ? -turn.halfTurn : Double.pi - turn.halfTurn
            return LocalCorner(vertex: vertex, cornerAngle: Double.pi - Swift.abs(turn.turn), realisedRadius: realised,
                               hasFillet: true, arcCenter: startTangentPoint + inward * realised, sweep: turn.turn,
                               tangentLength: tangentLength, startTangentPoint: startTangentPoint,
                               endTangentPoint: vertex + turn.outgoing * tangentLength, startAngleOffset: startAngle,
                               startDirection: -inward, endDirection: -outgoingInward)
        }
        let first = localCorner(0)
        let local = PerType(first, typeCount == 1 ? first : localCorner(1))

        // Whether a line joins corner type j's exit to the next corner's entry is the same for
        // every copy: measured once in type j's frame (the next vertex's frame is turned by δ).
        var gaps = PerType(0.0, 0.0)
        for type in 0..<typeCount {
            let nextEntry = local[other[type]].entry
            let turnedEntry = Point(x: nextEntry.x * cosDelta - nextEntry.y * sinDelta,
                                    y: nextEntry.x * sinDelta + nextEntry.y * cosDelta)
            gaps[type] = (turnedEntry - local[type].exit).length
        }
        return Plan(construction: construction,
                    step: step, delta: delta, cosDelta: cosDelta, sinDelta: sinDelta,
                    firstDirection: Vector(angle: rotation + 0), local: local,
                    gaps: gaps)
    }

    /// Smooths every rounded corner type of `local` by `construction.smoothing` (> 0), as
    /// ``CornerRounding/applySmoothing(_:smoothing:clamping:)`` smooths the general polygon's
    /// corners: a corner whose extra cut `s·t` is below ``RoundedPolygon/meetingTolerance`` of
    /// the coordinates' scale draws none; with ``CornerRounding/Clamping/proportional`` the two
    /// types' extra cuts are scaled to what the arcs leave of an edge (every edge the same, one
    /// factor for all), then tested again. The smoothed corner of each type is made once, in its
    /// frame (`SmoothedCorner`), and placed like the fillet. `nil` when the scale test cannot
    /// be decided from the bounds of the scale (the general path decides it).
    private static func smooth(_ local: PerType<LocalCorner>, construction: Construction, edgeLength: Double,
                               firstDirection: Vector) -> PerType<SmoothedLocalCorner>? {
        let typeCount = construction.typeCount, types = construction.types, center = construction.center
        // The scale lies between vertex 0's largest coordinate and the bound below (as in
        // `Plan.joiningLines`); a cut between the two thresholds is left to the general path.
        let firstVertex = Point(x: center.x + types[0].vertexRadius * firstDirection.dx,
                                y: center.y + types[0].vertexRadius * firstDirection.dy)
        let lowScale = Swift.max(Swift.abs(firstVertex.x), Swift.abs(firstVertex.y))
        let largestRadius = Swift.max(types[0].vertexRadius, typeCount == 1 ? 0 : types[1].vertexRadius)
        let highScale = (Swift.max(Swift.abs(center.x), Swift.abs(center.y)) + largestRadius) * (1 + 1e-9)
        func keeps(_ cut: Double) -> Bool? {
            if cut >= RoundedPolygon.meetingTolerance * highScale { return true }
            if cut < RoundedPolygon.meetingTolerance * lowScale { return false }
            return nil
        }
        var smoothing = PerType(0.0, 0.0)
        for type in 0..<typeCount where local[type].hasFillet {
            guard let keep = keeps(construction.smoothing * local[type].tangentLength) else { return nil }
            smoothing[type] = keep ? construction.smoothing : 0
        }
        if construction.clamping == .proportional {
            let other = typeCount == 1 ? 0 : 1
            let extra = smoothing[0] * local[0].tangentLength + smoothing[other] * local[other].tangentLength
            let room = edgeLength - local[0].tangentLength - local[other].tangentLength
            if extra > 0, extra > room {
                let factor = Swift.max(0, room) / extra
                for type in 0..<typeCount where smoothing[type] > 0 {
                    smoothing[type] *= factor
                    guard let keep = keeps(smoothing[type] * local[type].tangentLength) else { return nil }
                    if !keep { smoothing[type] = 0 }
                }
            }
        }
        var result = PerType(SmoothedLocalCorner(), SmoothedLocalCorner())
        for type in 0..<typeCount {
            let corner = local[type]
            var smoothedCorner = SmoothedLocalCorner()
            smoothedCorner.smoothing = smoothing[type]
            if smoothedCorner.smoothing > 0 {
                let arc = Arc(center: corner.arcCenter, radius: corner.realisedRadius,
                              startAngle: corner.startAngleOffset, sweep: corner.sweep,
                              startDirection: corner.startDirection, endDirection: corner.endDirection)
                let fillet = TangentArc(cornerAngle: corner.cornerAngle, tangentLength: corner.tangentLength,
                                        startTangentPoint: corner.startTangentPoint,
                                        endTangentPoint: corner.endTangentPoint, arc: arc)
                let smoothed = SmoothedCorner(fillet: fillet, smoothing: smoothedCorner.smoothing)
                if let entry = smoothed.entry, let exit = smoothed.exit {
                    smoothedCorner.hasFlanks = true
                    smoothedCorner.entryFlank = entry
                    smoothedCorner.exitFlank = exit
                    smoothedCorner.keptStartAngleOffset = smoothed.arc.startAngle
                    smoothedCorner.keptSweep = smoothed.arc.sweep
                    smoothedCorner.keptStartDirection = smoothed.arc.startDirection
                    smoothedCorner.keptEndDirection = smoothed.arc.endDirection
                }
            }
            result[type] = smoothedCorner
        }
        return result
    }

    /// Builds the outline, or returns `nil` when the general path must decide (see above). The
    /// polygon keeps its ``Construction`` and places its corners when they are read
    /// (``RoundedPolygon/corners``).
    ///
    /// - Parameters:
    ///   - copies: n ≥ 2 (validated by the caller; n·types ≥ 3).
    ///   - typeCount: 1 (regular polygon) or 2 (star); `types[1]` is ignored for 1.
    ///   - types: vertex radius > 0 and corner radius ≥ 0 per type, finite.
    ///   - rotation, center: finite.
    /// - Complexity: O(n·m); allocates the path's element array.
    ///   - smoothing: in [0, 1] (validated by the caller), at every corner (default 0).
    static func build(copies: Int, typeCount: Int, types: PerType<CornerType>, rotation: Double,
                      center: Point, clamping: CornerRounding.Clamping, smoothing: Double = 0) -> RoundedPolygon? {
        let construction = Construction(copies: copies, typeCount: typeCount, types: types, rotation: rotation,
                                        center: center, clamping: clamping, smoothing: smoothing)
        if smoothing > 0 { return buildSmoothed(construction) }
        guard let plan = plan(construction) else { return nil }
        var path = Path()
        var noCorners: [CornerRounding.Corner] = []
        guard plan.emit(into: &path, corners: &noCorners, recordsCorners: false) else { return nil }
        return RoundedPolygon(symmetric: construction, path: path)
    }

    /// Builds only the outline, into `path` (cleared first, its capacity reused), or returns
    /// `false` (with `path` in an unspecified state) when the general path must decide.
    /// - Complexity: O(n·m); allocates nothing once `path` has room for 2·n·m + 2 elements.
    static func buildPath(into path: inout Path, copies: Int, typeCount: Int, types: PerType<CornerType>,
                          rotation: Double, center: Point, clamping: CornerRounding.Clamping) -> Bool {
        guard let plan = plan(Construction(copies: copies, typeCount: typeCount, types: types, rotation: rotation,
                                           center: center, clamping: clamping)) else { return false }
        var noCorners: [CornerRounding.Corner] = []
        return plan.emit(into: &path, corners: &noCorners, recordsCorners: false)
    }

    /// `vector` turned by the rotation whose unit vector is `direction` (the corner's frame).
    @inline(__always)
    static func turn(_ vector: Vector, _ direction: Vector) -> Vector {
        Vector(dx: vector.dx * direction.dx - vector.dy * direction.dy,
               dy: vector.dx * direction.dy + vector.dy * direction.dx)
    }

    /// The local point (a, b) in the frame of `direction` about `center`: centre + a·u + b·(u
    /// turned +90°) — ``turn(_:_:)`` of (a, b) plus the centre, summed in this order so the placed
    /// points are the ones every earlier release drew.
    @inline(__always)
    static func place(_ point: Point, _ direction: Vector, _ center: Point) -> Point {
        Point(x: center.x + point.x * direction.dx - point.y * direction.dy,
              y: center.y + point.x * direction.dy + point.y * direction.dx)
    }
}
