import Foundation
import FilletGeometry

extension PathCheck {
    /// Evaluates the user-path invariants on `path` into `sink`, with `context`'s buffers;
    /// `written`, when a transform maps the element to `path`, is how it was written.
    /// - Returns: the cubics recognised as circular arcs.
    @discardableResult
    public static func evaluate<Sink: InvariantSink>(_ path: Path, options: Options, written: WrittenForm? = nil,
                                                     context: CatalogueContext, into sink: inout Sink) -> [ArcCubic] {
        evaluate(path, options: options, written: written, names: nil, context: context, into: &sink).arcs
    }

    /// ``evaluate(_:options:written:context:into:)`` with details naming elements by `names`
    /// (by index when `nil`): the analysis of the path, then ``Invariant/closedAndFinite`` (open
    /// subpaths reported) and, when the path can be measured, each invariant of ``gate`` that is
    /// checked (``Options/unchecked``: an unchecked one is not evaluated, and its verdict, asked
    /// for by another's finding, is dropped as emitted).
    /// - Returns: the cubics recognised as circular arcs (none when ``Invariant/arcCubics`` is
    ///   unchecked) and what the entries measured of their findings, merged.
    static func evaluate<Sink: InvariantSink>(_ path: Path, options: Options, written: WrittenForm?,
                                              names: ElementNames?, context: CatalogueContext,
                                              into sink: inout Sink) -> (arcs: [ArcCubic], measures: FindingMeasures) {
        let unchecked = options.unchecked.reduce(UInt32(0)) { $0 | $1.bit }
        let analysis = context.analysis
        analysis.prepare(path, elementNames: names, written: written)
        var verdicts = VerdictRecorder(consume sink, unchecked: unchecked)
        var arcs: [ArcCubic] = []
        guard ClosedAndFiniteInvariant.evaluate(analysis, &verdicts, policy: .openReported) else {
            sink = verdicts.sink
            return (arcs, FindingMeasures())
        }
        var evaluation = PathInvariantEvaluation(options: options, context: context, verdicts: consume verdicts)
        forEachGateInvariant(&evaluation)
        if options.checks(.arcCubics) { arcs = analysis.arcCubics }
        sink = evaluation.verdicts.sink
        return (arcs, evaluation.measures)
    }

    /// `path` with `close` appended to every open subpath whose last point is its first within
    /// the length tolerance (``VerificationTolerances/length(size:magnitude:)``): a fill closes it
    /// anyway, and the join there is then checked like any other. Unchanged when there is none.
    /// - Complexity: O(n) for n elements (one copy, whatever the number of closes).
    static func closingReturningSubpaths(_ path: Path, tolerance: Double? = nil) -> Path {
        closingReturningSubpathsNotingCloses(path, tolerance: tolerance).path
    }

    /// ``closingReturningSubpaths(_:)`` and, ascending, the indices of `path`'s elements before
    /// which a close went in (the end of each subpath closed): what maps an element of the
    /// result back to `path`'s.
    /// - Parameter tolerance: how near its start an open subpath must end to be closed; by default
    ///   the length tolerance of `path` itself (a part of a path gives its whole path's).
    static func closingReturningSubpathsNotingCloses(_ path: Path, tolerance: Double? = nil) -> (path: Path, closedBefore: [Int]) {
        let subpaths = path.subpaths
        guard subpaths.contains(where: { !$0.isClosed }) else { return (path, []) }
        let tolerance = tolerance ?? VerificationTolerances.length(size: path.characteristicSize, magnitude: path.flatteningMagnitude)
        var closedBefore: [Int] = []
        for subpath in subpaths where !subpath.isClosed && subpath.elementRange.count > 1 {
            guard case .move(let start) = path.elements[subpath.elementRange.lowerBound],
                  let end = path.elements[subpath.elementRange.upperBound - 1].endPoint,
                  start.distance(to: end) <= tolerance else { continue }
            closedBefore.append(subpath.elementRange.upperBound)
        }
        guard !closedBefore.isEmpty else { return (path, []) }
        // One pass: inserting each close into a copy would move the tail once per close,
        // quadratic in the number of open subpaths.
        var elements: [PathElement] = []
        elements.reserveCapacity(path.elements.count + closedBefore.count)
        var copied = 0
        for index in closedBefore {
            elements.append(contentsOf: path.elements[copied..<index])
            elements.append(.close)
            copied = index
        }
        elements.append(contentsOf: path.elements[copied...])
        guard var closed = try? Path(elements: elements) else { return (path, []) }
        // The runs drawn as one part move by the closes inserted before them (never inside one).
        var shift = 0
        closed.partRuns = path.partRuns.map { run in
            while shift < closedBefore.count && closedBefore[shift] <= run.lowerBound { shift += 1 }
            return run.lowerBound + shift..<run.upperBound + shift
        }
        closed.checkInvariants()
        return (closed, closedBefore)
    }

    /// The number of decimals `value` is written with (0…6), or `nil` when it needs more (a
    /// computed coordinate).
    @inline(__always)
    package static func writtenDecimals(_ value: Double) -> Int? {
        var scale = 1.0
        for places in 0...mostWrittenDecimals {
            let scaled = value * scale
            if distanceToNearestInteger(scaled) <= 1e-9 + 1e-12 * Swift.abs(scaled) { return places }
            scale *= 10
        }
        return nil
    }

    /// The most decimals ``writtenDecimals(_:)`` gives (a value needing more gives `nil`).
    static let mostWrittenDecimals = 6

    /// `|x − x.rounded()|`, the same value bit for bit, without a call to the C library's `round`
    /// (the hot loop of ``writtenDecimals(_:)``): below 2⁵¹ in magnitude, adding and subtracting
    /// 1.5·2⁵² rounds `|x|` to the nearest integer (ties to even: at a tie both ways give 0.5,
    /// elsewhere both give the one nearest integer), and the difference is exact; at and above,
    /// and for NaN, the library's rounding.
    @inline(__always)
    static func distanceToNearestInteger(_ x: Double) -> Double {
        let magnitude = Swift.abs(x)
        guard magnitude < 0x1p51 else { return Swift.abs(x - x.rounded()) }
        let shifter = 0x1.8p52
        return Swift.abs(magnitude - ((magnitude + shifter) - shifter))
    }

    /// The number of decimals the element is written with: the most any of its coordinates needs
    /// (coordinates needing more than six, computed ones, do not count); 0 for an element of
    /// integers.
    package static func writtenDecimals(of path: Path) -> Int {
        var decimals = 0
        func add(_ point: Point) {
            if let x = writtenDecimals(point.x) { decimals = Swift.max(decimals, x) }
            if let y = writtenDecimals(point.y) { decimals = Swift.max(decimals, y) }
        }
        for element in path.elements {
            // No coordinate can raise it further.
            if decimals == mostWrittenDecimals { break }
            switch element {
            case .move(let point), .line(let point): add(point)
            case .quad(let control, let point): add(control); add(point)
            case .cubic(let control1, let control2, let point): add(control1); add(control2); add(point)
            case .arc(let arc): add(arc.endPoint)
            case .close: continue
            }
        }
        return decimals
    }

    /// Half the decimal step a stretch of path is written on, or 0 where it is exact: the precision
    /// its author had, which bounds how exactly a join can be smooth.
    ///
    /// An element written with fewer than ``minimumRoundedDecimals`` decimals (``writtenDecimals(of:)``:
    /// integers and halves, grid values a designer typed) is exact. In an element that is rounded,
    /// a stretch is rounded at its own coarsest step (`1.06` beside `.414`: exports mix precisions)
    /// but never coarser than ``minimumRoundedDecimals`` decimals: its integers are values that
    /// rounded to integers, not coordinates rounded to a unit (which would excuse turns of 80° on a
    /// segment of length 1). A stretch with a coordinate needing more than six decimals (computed,
    /// e.g. by a transform) is exact.
    static func resolution(elementDecimals: Int, of a: Point, _ b: Point, _ c: Point? = nil, _ d: Point? = nil) -> Double {
        guard elementDecimals >= minimumRoundedDecimals else { return 0 }
        var decimals = minimumRoundedDecimals
        @inline(__always) func add(_ point: Point) -> Bool {
            guard let x = writtenDecimals(point.x), let y = writtenDecimals(point.y) else { return false }
            decimals = Swift.max(decimals, x, y)
            return true
        }
        guard add(a), add(b), c.map(add) ?? true, d.map(add) ?? true else { return 0 }
        return roundingStep(decimals: decimals)
    }

    /// Half the step of a number written with `decimals` decimals: how far rounding may have moved it.
    static func roundingStep(decimals: Int) -> Double {
        decimals >= 0 && decimals <= mostWrittenDecimals ? roundingSteps[decimals] : 0.5 * pow(10, -Double(decimals))
    }

    /// ``roundingStep(decimals:)`` for 0…``mostWrittenDecimals`` decimals, computed by the same
    /// expression: the joins of every element read it.
    private static let roundingSteps: [Double] = (0...mostWrittenDecimals).map { 0.5 * pow(10, -Double($0)) }

    /// 2: an element whose coordinates use two or more decimals (`8.28`, `3.7909`) is taken as
    /// rounded at its last written digit; with fewer (integers, halves) it is exact.
    public static let minimumRoundedDecimals = 2

    /// Per element, ``resolution(elementDecimals:of:_:_:_:)`` of the points that define it (its
    /// start, the previous element's end, included), into `slots[stride·i + offset]`, with the
    /// path's own ``writtenDecimals(of:)`` as the element decimals: the same steps, each point's
    /// decimals read once (a point is the end of one element and the start of the next) into a
    /// table both passes share.
    /// - Parameter decimalsAtLeast: a floor for the path's own ``writtenDecimals(of:)`` (a part of
    ///   a path gives its whole path's).
    static func elementResolutions(_ path: Path, into slots: inout [Double], stride: Int, offset: Int, decimalsAtLeast: Int = 0) {
        let elements = path.elements
        // Per written point in order (a move's, a line's, a quad's two, a cubic's three, an arc's
        // end): the most decimals of its two coordinates, −1 when one needs more than six.
        withUnsafeTemporaryAllocation(of: Int8.self, capacity: 3 * elements.count + 1) { table in
            var count = 0, pathDecimals = 0
            func note(_ point: Point) {
                let x = writtenDecimals(point.x), y = writtenDecimals(point.y)
                if let x { pathDecimals = Swift.max(pathDecimals, x) }
                if let y { pathDecimals = Swift.max(pathDecimals, y) }
                if let x, let y { table[count] = Int8(Swift.max(x, y)) } else { table[count] = -1 }
                count += 1
            }
            for element in elements {
                switch element {
                case .move(let point), .line(let point): note(point)
                case .quad(let control, let point): note(control); note(point)
                case .cubic(let control1, let control2, let point): note(control1); note(control2); note(point)
                case .arc(let arc): note(arc.endPoint)
                case .close: continue
                }
            }
            let decimals = Swift.max(pathDecimals, decimalsAtLeast)
            guard decimals >= minimumRoundedDecimals else { return }
            // The decimals of the previous element's end and of the subpath's start (the origin's
            // 0 before any move), and the next point's place in the table.
            var previous: Int8 = 0, subpathStart: Int8 = 0, next = 0
            @inline(__always) func step(_ a: Int8, _ b: Int8, _ c: Int8 = 0, _ d: Int8 = 0) -> Double {
                guard a >= 0, b >= 0, c >= 0, d >= 0 else { return 0 }
                return roundingStep(decimals: Swift.max(minimumRoundedDecimals, Int(Swift.max(a, b, c, d))))
            }
            for (index, element) in elements.enumerated() {
                let value: Double
                switch element {
                case .move:
                    previous = table[next]
                    subpathStart = previous
                    next += 1
                    continue
                case .line:
                    value = step(previous, table[next])
                    previous = table[next]
                    next += 1
                case .quad:
                    value = step(previous, table[next], table[next + 1])
                    previous = table[next + 1]
                    next += 2
                case .cubic:
                    value = step(previous, table[next], table[next + 1], table[next + 2])
                    previous = table[next + 2]
                    next += 3
                case .arc(let arc):
                    value = resolution(elementDecimals: decimals, of: arc.startPoint, arc.endPoint)
                    previous = table[next]
                    next += 1
                case .close:
                    value = step(previous, subpathStart)
                    previous = subpathStart
                }
                slots[stride * index + offset] = value
            }
        }
    }

    /// How far a rounded arc's end directions turn because its radius is written rounded too: an
    /// arc between fixed end points with radius r meets its chord at half its sweep θ, and
    /// sin(θ/2) = chord / 2r, so a radius off by δ turns both ends by |tan(θ/2)|·δ / r. δ is half the
    /// step of the radius's own decimals (at least ``minimumRoundedDecimals``); 0 for a radius that
    /// needs more than six (computed, or scaled up to reach its chord) and for anything but an arc.
    /// Where the element's points are exact (`pointsAreRounded` false: grid values), so is a radius
    /// written with fewer than ``minimumRoundedDecimals`` decimals; `A4.17 …` between integer end
    /// points is still rounded.
    static func radiusRoundingTurn(_ segment: PreparedSegment, pointsAreRounded: Bool) -> Double {
        guard case .arc(let arc) = segment.geometry else { return 0 }
        return radiusRoundingTurn(arc, pointsAreRounded: pointsAreRounded)
    }

    /// ``radiusRoundingTurn(_:pointsAreRounded:)`` of an arc as written.
    static func radiusRoundingTurn(_ arc: Arc, pointsAreRounded: Bool) -> Double {
        guard arc.radius > 0,
              let decimals = writtenDecimals(arc.radius),
              pointsAreRounded || decimals >= minimumRoundedDecimals else { return 0 }
        let step = roundingStep(decimals: Swift.max(decimals, minimumRoundedDecimals))
        return Swift.abs(tan(arc.sweep / 2)) * step / arc.radius
    }

    /// ``Invariant/orientation`` for a user's path: every closed subpath turns ±1 (within the
    /// turning tolerance) and its signed area, larger than the degenerate area, has that sign.
    /// A subpath with a reversal (a join turning by π, counted +π whichever way the spike bends)
    /// has no defined turning number: its area alone is judged.
    /// Either direction passes: holes opposite to their outline (the nonzero convention) and
    /// holes the same way (drawn for evenodd) are both ordinary icons, and which subpath is a hole
    /// is a matter of containment, not of one subpath. Open subpaths (strokes) are reported, not
    /// judged.
    ///
    /// ```
    /// turning_s = (Σ arc sweeps + Σ curve tangent turns + Σ join turns) / 2π
    /// margin    = turningNumber tolerance − max over closed subpaths |turning_s − ±1|   [turns]
    ///             (−1 − tolerance for a subpath whose area disagrees or is degenerate)
    /// ```
    static func checkSubpathOrientation<Sink: InvariantSink>(_ analysis: PathAnalysis, _ verdicts: inout VerdictRecorder<Sink>) {
        let subpaths = analysis.prepared.subpaths
        let degenerateArea = analysis.degenerateArea
        var worst = 0.0, worstSubpath = -1
        var clockwise = 0, counterClockwise = 0, open = 0, empty = 0, reversing = 0
        let joins = analysis.joins
        for (index, subpath) in subpaths.enumerated() {
            guard index < analysis.subpathAreas.count else { break }
            guard subpath.isClosed else { open += 1; continue }
            guard !subpath.segmentRange.isEmpty else { empty += 1; continue }
            let turning = analysis.turningNumber(ofSubpath: index)
            let area = analysis.subpathAreas[index]
            let hasReversal = index < joins.subpathReversals.count && joins.subpathReversals[index] > 0
            if hasReversal { reversing += 1 }
            let target: Double = hasReversal ? (area >= 0 ? 1 : -1) : (turning >= 0 ? 1 : -1)
            let error = analysis.orientationError(turning: hasReversal ? nil : turning, area: area, target: target).error
            if target > 0 { clockwise += 1 } else { counterClockwise += 1 }
            if error > worst || error.isNaN { worst = error; worstSubpath = index }
        }
        verdicts.emit(.orientation, margin: VerificationTolerances.turningNumber - worst) {
            var text = "closed subpaths: \(clockwise) turning +1 (clockwise on screen), \(counterClockwise) turning −1"
            if open > 0 { text += "; \(open) open (not judged)" }
            if empty > 0 { text += "; \(empty) without segments" }
            if reversing > 0 { text += "; \(reversing) with a reversal (turning undefined: judged by area)" }
            if worstSubpath >= 0 && worst > VerificationTolerances.turningNumber {
                let turning = analysis.turningNumber(ofSubpath: worstSubpath)
                let area = analysis.subpathAreas[worstSubpath]
                text += "; subpath \(worstSubpath) turns \(format(turning)) with area \(format(area))"
                if !(Swift.abs(area) > degenerateArea) {
                    // Else a small subpath far from the others fails with nothing said about why.
                    text += ", within the degenerate area \(format(degenerateArea)) (10⁻⁹ of the size squared): no orientation"
                }
            }
            return text
        }
    }

    /// ``Invariant/arcCubics``: every cubic element that stands for a circular arc
    /// (``FilletGeometry/CubicCurve/circularArcFit``) is round to within
    ///
    /// ```
    /// tolerance = arcCubicStandardFactor · standardRadialError(θ, r)
    ///           + max(arcCubicRelative · r, arcCubicSizeRelative · size)
    /// margin    = min over recognised cubics (tolerance − radialError) / size
    /// ```
    /// A cubic whose ends and tangents say "arc" but whose handles bulge it off the circle by more
    /// is a near-miss arc: radius and fillet checks would measure the wrong shape.
    /// - Returns: the largest radial error of a failing cubic and the worst one's element
    ///   (``FindingMeasures/arcRadialError``, ``FindingMeasures/arcElement``).
    static func checkArcCubics<Sink: InvariantSink>(_ analysis: PathAnalysis,
                                                    _ verdicts: inout VerdictRecorder<Sink>) -> FindingMeasures {
        let arcs = analysis.arcCubics
        var measures = FindingMeasures()
        var worst = Double.infinity, worstIndex = -1
        for (index, arc) in arcs.enumerated() {
            let fit = arc.fit
            let margin = arcCubicTolerance(fit, size: analysis.size) - fit.radialError
            if margin < worst || margin.isNaN { worst = margin; worstIndex = index }
            if margin < 0 { measures.arcRadialError = Swift.max(measures.arcRadialError, fit.radialError) }
        }
        let margin = arcs.isEmpty ? 1 : analysis.relative(worst)
        if margin < 0, worstIndex >= 0 { measures.arcElement = arcs[worstIndex].elementIndex }
        let location = worstIndex >= 0 ? arcs[worstIndex].fit.center : nil
        verdicts.emit(.arcCubics, margin: margin, location: margin < 0 ? location : nil) {
            guard !arcs.isEmpty else { return "no cubic stands for a circular arc" }
            func describe(_ arc: ArcCubic) -> String {
                let fit = arc.fit
                return "\(analysis.elementName(arc.elementIndex)): centre (\(format(fit.center.x)), \(format(fit.center.y))) r \(format(fit.radius)) sweep \(degrees(fit.sweep)) radial error \(format(fit.radialError / fit.radius))·r"
            }
            let shown = arcs.prefix(3).map(describe).joined(separator: "; ")
            let worstText = worstIndex >= 3 ? "; worst \(describe(arcs[worstIndex]))" : ""
            return "\(arcs.count) cubics stand for circular arcs: \(shown)\(arcs.count > 3 ? "; …" : "")\(worstText)"
        }
        return measures
    }
}

extension PathAnalysis {
    /// The cubic elements of the current path that stand for circular arcs
    /// (``FilletGeometry/CubicCurve/circularArcFit``), in segment order: a stage of the analysis,
    /// computed on first ask.
    var arcCubics: [PathCheck.ArcCubic] {
        if let arcs = arcCubicStage { return arcs }
        var arcs: [PathCheck.ArcCubic] = []
        for segment in prepared.segments {
            guard case .cubic = path.elements[segment.elementIndex], case .curve(let curve) = segment.geometry,
                  let fit = curve.circularArcFit else { continue }
            arcs.append(PathCheck.ArcCubic(elementIndex: segment.elementIndex, fit: fit))
        }
        arcCubicStage = arcs
        return arcs
    }
}
