import Foundation
import FilletGeometry

/// What the flattened polyline measures of the current path, segment by segment (its chords, as
/// ``SegmentChords`` attributes them) and subpath by subpath: the independent side of the
/// differential invariants (``Catalogue/checkDifferentials(_:_:)``). A stage of the analysis,
/// computed in one walk over the chords when first asked for, so each of the area, length,
/// bounds and turning comparisons reads it without depending on another having run.
///
/// The buffers live here and keep their capacity from one path to the next.
struct PolylineMeasures {
    /// One prepared segment's chords.
    struct Segment {
        /// The sum of its chords' lengths.
        var chordLength: Double
        /// How much longer than its chords the segment may be: `Σ E(c)` over an arc's chords, the
        /// control polygons' excess over a curve's, 0 for a line.
        var excess: Double
    }

    /// One subpath's ring.
    struct Subpath {
        /// The shoelace area of the ring (closed as the exact area is), relative to its first vertex.
        var area: Double
        /// The circular segments between the arcs' chords and the arcs, signed as their sweeps.
        var arcCorrection: Double
        /// The chords' total length (an open ring's implicit closing chord excluded).
        var chordLength: Double
        /// The ring's perimeter, closing chord included.
        var perimeter: Double
        /// `τ' × Σ` the control-polygon lengths of the curves' pieces: what the area may differ by
        /// between a curve piece and its chord.
        var curveAreaAllowance: Double
    }

    /// False until measured for the current path; `segments` and `subpaths` are valid only when true.
    var isMeasured = false
    var segments: [Segment] = []
    var subpaths: [Subpath] = []
    /// Per subpath, the winding of its chord directions (``Catalogue/tangentWinding(_:_:degenerateLength:)``).
    var windings: [Int] = []
    /// Per subpath, the largest angle a chord spans (an arc's) or a curve's pieces may turn by.
    var chordAngles: [Double] = []
    /// The largest of ``chordAngles``.
    var largestChordAngle = 0.0
    /// The box of every polyline vertex.
    var bounds = BoundingBox.empty

    mutating func reset() { isMeasured = false }
}

extension PathAnalysis {
    /// The polyline's measures of the current path (``PolylineMeasures``); computed on first ask,
    /// when the flattening follows the path (``chordAttribution`` is ``ChordAttribution/follows``).
    var polylineMeasures: PolylineMeasures {
        if !polylineMeasureStage.isMeasured, case .success(let tolerance) = flattening, chordAttribution == .follows {
            polylineMeasureStage.measure(prepared, polyline, segmentChords, curveParameters: curveChordParameters,
                                         hausdorff: tolerance + Path.flatteningRoundingAllowance * magnitude,
                                         degenerateLength: Path.degenerateSegmentRelativeTolerance * size)
        }
        return polylineMeasureStage
    }
}

extension PolylineMeasures {
    /// One walk over each segment's chords in `polyline` (`attributed`): lengths, areas, chord
    /// excess and angles, windings, bounds. `hausdorff` is the flattening's bound `τ'`; chords no
    /// longer than `degenerateLength` do not count toward a winding.
    mutating func measure(_ prepared: PreparedPath, _ polyline: Polyline, _ attributed: [SegmentChords],
                          curveParameters: [Double], hausdorff chordBound: Double, degenerateLength degenerate: Double) {
        let points = polyline.points, rings = polyline.subpaths
        isMeasured = true
        segments.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
        windings.removeAll(keepingCapacity: true)
        chordAngles.removeAll(keepingCapacity: true)
        largestChordAngle = 0
        bounds = .empty

        prepared.segments.withUnsafeBufferPointer { drawn in
            points.withUnsafeBufferPointer { vertices in
                for (subpathIndex, subpath) in prepared.subpaths.enumerated() {
                    let ring = rings[subpathIndex].pointRange
                    // Virtual vertex k: the ring's k-th vertex, or its first for the closing chord's end
                    // (a closed ring's last vertex is dropped when it repeats the first).
                    func vertex(_ k: Int) -> Point { vertices[ring.lowerBound + (k < ring.count ? k : 0)] }
                    var area = 0.0, perimeter = 0.0, correction = 0.0, subpathChordAngle = 0.0
                    var curveAreaAllowance = 0.0
                    let origin = vertex(0)
                    for index in subpath.segmentRange {
                        let segment = drawn[index]
                        let chords = attributed[index]
                        let next = chords.firstVertex, count = chords.count
                        var radius = 0.0, chordAngle = 0.0
                        var curve: CubicCurve?
                        if case .curve(let drawn) = segment.geometry { curve = drawn }
                        if case .arc(let arc) = segment.geometry {
                            radius = arc.radius
                            if arc.radius > 0, arc.sweep != 0 {
                                chordAngle = Swift.abs(arc.sweep) / Double(count)
                                largestChordAngle = Swift.max(largestChordAngle, chordAngle)
                                subpathChordAngle = Swift.max(subpathChordAngle, chordAngle)
                                // The circular segments between the chords and the arc.
                                let segmentArea = 0.5 * arc.radius * arc.radius * (chordAngle - sin(chordAngle))
                                correction += (arc.sweep > 0 ? 1 : -1) * Double(count) * segmentArea
                            }
                        }
                        var chordSum = 0.0, excess = 0.0
                        var previousPiece: (end: Vector, spread: Double)?   // the curve's previous piece
                        for offset in 0..<count {
                            let from = vertex(next + offset), to = vertex(next + offset + 1)
                            let chord = (to - from).lengthSquared.squareRoot()
                            chordSum += chord
                            area += from.signedAreaTerm(to: to, relativeTo: origin)
                            if chordAngle > 0 {
                                excess += Catalogue.chordExcessBound(chord, sagitta: chordBound, radius: radius)
                            }
                            if let curve {
                                let ends = chords.parameters
                                let piece = curve.subcurve(from: offset == 0 ? 0 : curveParameters[ends.lowerBound + offset - 1],
                                                           to: curveParameters[ends.lowerBound + offset])
                                let bound = piece.controlPolygonLength
                                excess += Swift.max(0, bound - chord)
                                curveAreaAllowance += chordBound * bound
                                let (spread, start, end) = Catalogue.chordTangentCone(piece, chord: to - from)
                                var angle = 2 * spread
                                // The vertex between two pieces turns by at most the turn of the
                                // tangent there plus both spreads: π at a cusp on a chord end, where
                                // each piece's cone is narrow but the tangent reverses.
                                if let previousPiece {
                                    angle = Swift.max(angle, Catalogue.unsignedAngle(previousPiece.end, start)
                                                        + previousPiece.spread + spread)
                                }
                                previousPiece = (end, spread)
                                largestChordAngle = Swift.max(largestChordAngle, angle)
                                subpathChordAngle = Swift.max(subpathChordAngle, angle)
                            }
                        }
                        perimeter += chordSum
                        segments.append(PolylineMeasures.Segment(chordLength: chordSum, excess: excess))
                    }
                    let chordLength = perimeter
                    // An open ring is closed for the area (as the exact area is) but not for the length.
                    if !rings[subpathIndex].isClosed {
                        let last = vertex(ring.count - 1)
                        area += last.signedAreaTerm(to: origin, relativeTo: origin)
                        perimeter += (origin - last).lengthSquared.squareRoot()
                    }
                    for k in ring { bounds.formUnion(vertices[k]) }
                    subpaths.append(PolylineMeasures.Subpath(area: area, arcCorrection: correction,
                                                                      chordLength: chordLength, perimeter: perimeter,
                                                                      curveAreaAllowance: curveAreaAllowance))
                    windings.append(Catalogue.tangentWinding(vertices, ring, degenerateLength: degenerate))
                    chordAngles.append(subpathChordAngle)
                }
            }
        }
    }
}
