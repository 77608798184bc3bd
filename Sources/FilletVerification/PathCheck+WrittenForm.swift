import Foundation
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
        /// stretched. Element by element: a transform keeps lines and curves, and arcs under a
        /// similarity; an arc under a stretch becomes cubics, each of which takes its arc's step
        /// (``PathCheck/ElementNames/match(_:to:)``). Only when the two cannot be matched does
        /// every element get the written path's coarsest step.
        /// With `scale` (``PathCheck/JoinScale``), `path` and `drawn` are parts of a whole path
        /// whose closing tolerance and decimals are given.
        ///
        /// Returns, for each element of `drawn` that is a cubic piece of a written arc, the turn
        /// its ends may have from the arc's written numbers (``arcPrecision(_:step:)``): its
        /// handles were computed, not written, so its own handle length does not bound how far
        /// its direction may be off (with it, the pieces' short handles widened the tolerance of
        /// the joins at the arc's ends past 2°). Empty when the elements correspond one to one.
        @discardableResult
        func elementResolutions(of drawn: Path, into slots: inout [Double], stride: Int, offset: Int,
                                scale: JoinScale? = nil) -> [(element: Int, precision: Double)] {
            let source = PathCheck.closingReturningSubpaths(path, tolerance: scale?.writtenClosingTolerance)
            let factor = stretch.isFinite && stretch > 0 ? stretch : 0
            let floor = scale?.writtenDecimals ?? 0
            if source.elements.count == drawn.elements.count {
                PathCheck.elementResolutions(source, into: &slots, stride: stride, offset: offset, decimalsAtLeast: floor)
                for index in drawn.elements.indices { slots[stride * index + offset] *= factor }
                return []
            }
            var steps = [Double](repeating: 0, count: source.elements.count)
            PathCheck.elementResolutions(source, into: &steps, stride: 1, offset: 0, decimalsAtLeast: floor)
            // Each element takes its own written element's step: the coarsest step of the whole
            // path would widen every join's tolerance, and hide a kink elsewhere.
            guard let writtenIndices = ElementNames.match(drawn, to: source) else {
                // The two do not correspond: the coarsest step, the widest tolerance.
                let coarsest = (steps.max() ?? 0) * factor
                for index in drawn.elements.indices { slots[stride * index + offset] = coarsest }
                return []
            }
            var pieces: [(element: Int, precision: Double)] = []
            for index in drawn.elements.indices {
                let writtenIndex = writtenIndices[index]
                slots[stride * index + offset] = steps[writtenIndex] * factor
                if case .arc(let arc) = source.elements[writtenIndex], case .cubic = drawn.elements[index] {
                    pieces.append((index, Self.arcPrecision(arc, step: steps[writtenIndex])))
                }
            }
            return pieces
        }

        /// The precision term of ``PathCheck/ElementEnds`` for an end of `arc`, written with points
        /// rounded by `step` (0: exact), in the arc's own coordinates: its radius's rounding turn
        /// and `step / c` for its conditioning length `c = min(r·|θ|, 2r·|cos(θ/2)|)`, the arc's
        /// own when it is drawn as an arc. An angle, which a similarity keeps; a stretch `s`
        /// (largest over smallest) may turn it by up to `s` times more, not counted here.
        static func arcPrecision(_ arc: Arc, step: Double) -> Double {
            var precision = PathCheck.radiusRoundingTurn(arc, pointsAreRounded: step > 0) / UserJoinPolicy.precisionFactor
            if step > 0 {
                let conditioning = Swift.min(arc.length, 2 * arc.radius * Swift.abs(cos(arc.sweep / 2)))
                precision += conditioning > 0 ? step / conditioning : .infinity
            }
            return precision
        }
    }
}
