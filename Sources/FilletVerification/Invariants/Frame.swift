import FilletGeometry
import FilletShapes

extension Catalogue {
    /// ``Invariant/withinFrame``: the exact bounds (arc extrema included) lie inside the frame.
    ///
    /// ```
    /// margin = (length tolerance + min(minX − frame.minX, frame.maxX − maxX,
    ///                                  minY − frame.minY, frame.maxY − maxY)) / size
    /// ```
    static func checkFrame<Sink: InvariantSink>(_ shape: ShapeUnderTest, _ frame: Rect, _ analysis: PathAnalysis,
                                                _ verdicts: inout VerdictRecorder<Sink>) {
        let bounds = analysis.prepared.bounds  // == shape.path.bounds
        // The tightest side, the first of left, right, top, bottom on ties; a NaN room wins.
        var side = FrameSide.left, room = bounds.minX - frame.minX
        func consider(_ candidate: FrameSide, _ candidateRoom: Double) {
            if candidateRoom < room || candidateRoom.isNaN { side = candidate; room = candidateRoom }
        }
        consider(.right, frame.maxX - bounds.maxX)
        consider(.top, bounds.minY - frame.minY)
        consider(.bottom, frame.maxY - bounds.maxY)
        let location: Point
        switch side {
        case .left: location = Point(x: bounds.minX, y: bounds.center.y)
        case .right: location = Point(x: bounds.maxX, y: bounds.center.y)
        case .top: location = Point(x: bounds.center.x, y: bounds.minY)
        case .bottom: location = Point(x: bounds.center.x, y: bounds.maxY)
        }
        let tightest = (side: side.rawValue, room: room)
        verdicts.emit(.withinFrame, margin: analysis.relative(analysis.lengthTolerance + tightest.room),
                     location: location) {
            let room = tightest.room
            return room >= 0
                ? "inside; least room \(format(room)) on the \(tightest.side)"
                : "sticks out by \(format(-room)) on the \(tightest.side) (bounds \(bounds), frame x \(format(frame.minX))…\(format(frame.maxX)), y \(format(frame.minY))…\(format(frame.maxY)))"
        }
    }
}

/// A side of the frame, named as the details name it.
private enum FrameSide: String {
    case left, right, top, bottom
}
