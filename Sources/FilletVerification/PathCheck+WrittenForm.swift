import FilletGeometry

extension PathCheck {
    /// An element as its author wrote it, when a transform maps it to the path checked: the digits
    /// of a join's written precision (`resolution(elementDecimals:of:_:_:_:)`) are in the written
    /// coordinates, not in the transformed ones (a rotation gives every coordinate sixteen digits,
    /// a scale moves the decimal step). Each step is read there and carried over by the most the
    /// transform stretches a length: a point rounded by δ as written is off by at most `stretch·δ`
    /// where it is drawn.
    public struct WrittenForm: Hashable, Sendable {
        /// The element's outline in its own coordinates (FilletSVG's `SVGDrawable.writtenPath`).
        public var path: Path
        /// The transform's largest stretch (`AffineTransform.largestStretch`).
        public var stretch: Double

        public init(path: Path, stretch: Double) {
            self.path = path
            self.stretch = stretch
        }

        /// ``PathCheck/elementResolutions(_:into:stride:offset:)`` for `drawn`, the transformed
        /// path (subpaths closed as the check closes them), read from the written path and
        /// stretched. Element by element when the two have the same elements (a transform keeps
        /// lines and curves, and arcs under a similarity); otherwise (an arc under a stretch
        /// becomes cubics) every element gets the written path's coarsest step.
        /// With `scale` (``PathCheck/JoinScale``), `path` and `drawn` are parts of a whole path
        /// whose closing tolerance and decimals are given.
        func elementResolutions(of drawn: Path, into slots: inout [Double], stride: Int, offset: Int,
                                scale: JoinScale? = nil) {
            let source = PathCheck.closingReturningSubpaths(path, tolerance: scale?.writtenClosingTolerance)
            let factor = stretch.isFinite && stretch > 0 ? stretch : 0
            let floor = scale?.writtenDecimals ?? 0
            if source.elements.count == drawn.elements.count {
                PathCheck.elementResolutions(source, into: &slots, stride: stride, offset: offset, decimalsAtLeast: floor)
                for index in drawn.elements.indices { slots[stride * index + offset] *= factor }
                return
            }
            var steps = [Double](repeating: 0, count: source.elements.count)
            PathCheck.elementResolutions(source, into: &steps, stride: 1, offset: 0, decimalsAtLeast: floor)
            let coarsest = (steps.max() ?? 0) * factor
            for index in drawn.elements.indices { slots[stride * index + offset] = coarsest }
        }
    }
}
