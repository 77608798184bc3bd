extension Gen where Value == Int {
    /// Integers in `range`, uniform except for `edgeProbability` of edge values (bounds, their
    /// neighbours, 0, ±1 when in range). Shrinks toward 0, or the bound nearest 0.
    public static func int(in range: ClosedRange<Int>, edgeProbability: Double = 0.1, label: String? = nil) -> Gen<Int> {
        let spec = IntegerDraw(range: Int64(range.lowerBound)...Int64(range.upperBound),
                               edgeProbability: edgeProbability, label: label)
        return Gen { source throws(Rejection) in Int(source.draw(spec)) }
    }
}

extension Gen where Value == Bool {
    /// `true` with probability `probability`; shrinks toward `false`.
    public static func bool(probability: Double = 0.5) -> Gen<Bool> {
        Gen { source throws(Rejection) in source.drawBool(probability: probability) }
    }
}

extension Gen where Value == Double {
    /// Doubles in `range`, biased toward edges (range ends and their neighbours, 0, −0, ±1,
    /// tiny and huge magnitudes in range) with probability `edgeProbability`.
    ///
    /// Each draw is one continuous coordinate of the case: shrinking moves it toward 0 (or the
    /// bound nearest 0) through round numbers (integers, then fewer decimal digits), and the
    /// boundary search bisects it, reporting it under `label`.
    /// - Parameters:
    ///   - range: finite bounds; infinite bounds are clamped to ±`greatestFiniteMagnitude`.
    ///   - edgeProbability: in [0, 1], default 0.1.
    ///   - distribution: `.uniform` (default) or `.logUniform` for positive ranges spanning decades.
    ///   - label: the parameter name in boundary pairs (e.g. `"cornerRadius"`).
    /// Never produces NaN or ±∞; use ``hostileDouble(finite:hostileProbability:)`` for those.
    public static func double(in range: ClosedRange<Double>, edgeProbability: Double = 0.1,
                              distribution: DoubleDistribution = .uniform, label: String? = nil) -> Gen<Double> {
        let spec = DoubleDraw(range: range, edgeProbability: edgeProbability, distribution: distribution, label: label)
        return Gen { source throws(Rejection) in source.draw(spec) }
    }

    /// The values hostile-input properties must survive: NaN, ±∞, −0, the least and greatest
    /// subnormals, the least normal and the greatest finite magnitude.
    public static let hostileValues: [Double] = [
        .nan, .infinity, -.infinity, -0.0,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, Double.leastNormalMagnitude.nextDown,
        .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]

    /// With probability `hostileProbability` one of ``hostileValues``, otherwise a draw of `finite`.
    ///
    /// The choice of special value is an index choice that shrinks toward the finite branch, so
    /// a failure caused only by NaN keeps the NaN while other inputs shrink.
    public static func hostileDouble(finite: Gen<Double> = .double(in: -1e6...1e6),
                                     hostileProbability: Double = 0.5) -> Gen<Double> {
        let specials = hostileValues
        let finiteRun = finite.run
        let probability = hostileProbability.isNaN ? 0 : min(max(hostileProbability, 0), 1)
        let selector = IntegerDraw(range: 1...Int64(specials.count), edgeProbability: 0)
        return Gen { source throws(Rejection) in
            if source.drawBool(probability: probability) {
                return specials[Int(source.draw(selector)) - 1]
            }
            return try finiteRun(&source)
        }
    }
}
