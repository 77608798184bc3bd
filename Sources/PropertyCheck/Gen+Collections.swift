extension Gen {
    /// Arrays whose length lies in `length`, each element drawn from `element`.
    ///
    /// Elements beyond the minimum are each preceded by a "continue" flag drawn with the
    /// probability that makes the expected extra length `averageExtra` (geometric), so deleting
    /// an element's choices (flag included) removes exactly that element, and lowering a flag to
    /// `false` truncates: arrays shrink by dropping elements and by shrinking each element.
    /// - Parameters:
    ///   - element: the generator of each element.
    ///   - length: negative bounds are taken as 0.
    ///   - averageExtra: expected elements beyond the minimum; default min(5, (max − min)/2).
    /// - Complexity: O(length) draws.
    public static func array<Element>(of element: Gen<Element>, length: ClosedRange<Int>,
                                      averageExtra: Double? = nil) -> Gen<[Element]> where Value == [Element] {
        let minimum = max(0, length.lowerBound)
        let maximum = max(minimum, length.upperBound)
        let extra = averageExtra ?? min(5, Double(maximum - minimum) / 2)
        let continueProbability = extra <= 0 ? 0 : extra / (extra + 1)
        let run = element.run
        return Gen { source throws(Rejection) in
            var result: [Element] = []
            result.reserveCapacity(minimum)
            for index in 0..<maximum {
                let start = source.position
                if index >= minimum && !source.drawBool(probability: continueProbability) { break }
                result.append(try run(&source))
                source.closeSpan(from: start)
            }
            return result
        }
    }

    /// One of `generators`, chosen uniformly; shrinks toward the first, then within the branch.
    /// With no generators every case is discarded.
    public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
        guard !generators.isEmpty else { return Gen { _ throws(Rejection) in throw Rejection() } }
        let runs = generators.map(\.run)
        let selector = IntegerDraw(range: 0...Int64(runs.count - 1), edgeProbability: 0)
        return Gen { source throws(Rejection) in try runs[Int(source.draw(selector))](&source) }
    }

    public static func oneOf(_ generators: Gen<Value>...) -> Gen<Value> { oneOf(generators) }

    /// The largest weight ``frequency(_:)`` distinguishes: 2³², so even 2³⁰ branches cannot
    /// overflow the 64-bit running total.
    public static var maximumFrequencyWeight: Int { 1 << 32 }

    /// One of `generators`, chosen with probability proportional to its weight (weights ≤ 0 are
    /// never chosen); shrinks toward the first listed. With no positive weight every case is discarded.
    /// Weights above ``maximumFrequencyWeight`` count as that maximum (so their sum cannot overflow).
    public static func frequency(_ weighted: [(weight: Int, gen: Gen<Value>)]) -> Gen<Value> {
        let usable = weighted.filter { $0.weight > 0 }
            .map { (weight: Swift.min($0.weight, maximumFrequencyWeight), gen: $0.gen) }
        guard !usable.isEmpty else { return Gen { _ throws(Rejection) in throw Rejection() } }
        let runs = usable.map(\.gen.run)
        var cumulative: [Int64] = []
        var total: Int64 = 0
        for entry in usable { total += Int64(entry.weight); cumulative.append(total) }
        let totalWeight = total
        let boundaries = cumulative
        let selector = IntegerDraw(range: 0...Int64(runs.count - 1), edgeProbability: 0)
        return Gen { source throws(Rejection) in
            // The recorded choice is the branch index (so shrinking moves toward the first
            // branch); in random mode it is picked by weight.
            let index: Int
            if source.mode == .random {
                let ticket = Int64(UInt64.random(in: 0..<UInt64(totalWeight), using: &source.rng))
                let picked = boundaries.firstIndex { ticket < $0 } ?? (boundaries.count - 1)
                source.choices.append(.integer(Int64(picked), in: 0, Int64(runs.count - 1), labelID: LabelTable.none))
                index = picked
            } else {
                index = Int(source.draw(selector))
            }
            return try runs[index](&source)
        }
    }

    /// One of `elements`, uniformly; shrinks toward the first. Empty `elements` discards every case.
    public static func element(of elements: [Value]) -> Gen<Value> where Value: Sendable {
        guard !elements.isEmpty else { return Gen { _ throws(Rejection) in throw Rejection() } }
        let selector = IntegerDraw(range: 0...Int64(elements.count - 1), edgeProbability: 0)
        return Gen { source throws(Rejection) in elements[Int(source.draw(selector))] }
    }
}
