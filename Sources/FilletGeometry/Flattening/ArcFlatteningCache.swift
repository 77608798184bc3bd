import Foundation

/// The per-arc values flattening can share between arcs: the largest chord sweep per radius
/// (an `asin` and a square root) and the rotation by the angular step per step (a `cos` and a
/// `sin`, with the rotation by twice the step that the flattener's two interleaved chains use).
///
/// Constructions repeat radii and sweeps: a star's arcs alternate between two radii and two
/// sweeps, a rounded rectangle's four quarter turns usually share one. Two entries of each,
/// most recent first, catch both patterns; a miss computes the value with the same function a
/// hit would have used, so the flattening is bit-identical with or without the cache.
/// Entries start as NaN, which equals nothing.
struct ArcFlatteningCache {
    let tolerance: Double
    private var radii = (Double.nan, Double.nan)
    private var maximumSteps = (0.0, 0.0)
    private var steps = (Double.nan, Double.nan)
    private var rotations = (Rotation.identity, Rotation.identity)

    /// A step's rotation and twice the step's, the latter by the double-angle formulas from the
    /// former (2 ulps, no second libm call).
    struct Rotation {
        var cosine: Double, sine: Double, doubleCosine: Double, doubleSine: Double
        static let identity = Rotation(cosine: 1, sine: 0, doubleCosine: 1, doubleSine: 0)

        init(cosine: Double, sine: Double, doubleCosine: Double, doubleSine: Double) {
            (self.cosine, self.sine, self.doubleCosine, self.doubleSine) = (cosine, sine, doubleCosine, doubleSine)
        }

        init(step: Double) {
            let (cosine, sine) = Angle.cosineAndSine(step)
            self.init(cosine: cosine, sine: sine,
                      doubleCosine: (cosine - sine) * (cosine + sine), doubleSine: 2 * cosine * sine)
        }
    }

    init(tolerance: Double) { self.tolerance = tolerance }

    /// ``Arc/maximumChordSweep(radius:tolerance:)`` for `radius`.
    @inline(__always)
    mutating func maximumStep(radius: Double) -> Double {
        if radius == radii.0 { return maximumSteps.0 }
        if radius == radii.1 { return maximumSteps.1 }
        let value = Arc.maximumChordSweep(radius: radius, tolerance: tolerance)
        radii = (radius, radii.0)
        maximumSteps = (value, maximumSteps.0)
        return value
    }

    /// The rotation by `step` (and by `2·step`).
    @inline(__always)
    mutating func rotation(step: Double) -> Rotation {
        if step == steps.0 { return rotations.0 }
        if step == steps.1 { return rotations.1 }
        let value = Rotation(step: step)
        steps = (step, steps.0)
        rotations = (value, rotations.0)
        return value
    }
}
