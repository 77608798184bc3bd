/// A generator of values: a struct holding one closure that draws from a ``ChoiceSource``.
///
/// Generators compose with `map`, `zip`, `flatMap` and `filter`. Shrinking is integrated: the
/// source records every draw, and the shrinker edits that choice sequence and runs the
/// generator again, so a mapped or zipped value shrinks through its inputs with no extra code.
///
/// Generating a case calls the closures once each and appends its draws to the source's
/// reusable buffer: no allocation beyond what the values themselves need.
public struct Gen<Value>: Sendable {
    /// Draws one value, or throws ``Rejection`` to discard the case.
    public let run: @Sendable (inout ChoiceSource) throws(Rejection) -> Value

    public init(run: @escaping @Sendable (inout ChoiceSource) throws(Rejection) -> Value) {
        self.run = run
    }

    /// Always `value`; draws nothing.
    public static func constant(_ value: Value) -> Gen<Value> where Value: Sendable {
        Gen { _ throws(Rejection) in value }
    }

    /// Applies `transform` to each value. Shrinks through the original draws.
    public func map<Mapped>(_ transform: @escaping @Sendable (Value) -> Mapped) -> Gen<Mapped> {
        let run = self.run
        return Gen<Mapped> { source throws(Rejection) in transform(try run(&source)) }
    }

    /// Draws a value, then a generator that depends on it (monadic bind). The dependent draws
    /// follow the first in the choice sequence, so both shrink.
    public func flatMap<Mapped>(_ transform: @escaping @Sendable (Value) -> Gen<Mapped>) -> Gen<Mapped> {
        let run = self.run
        return Gen<Mapped> { source throws(Rejection) in try transform(try run(&source)).run(&source) }
    }

    /// Keeps only values satisfying `predicate`, drawing again up to `maxAttempts` times.
    ///
    /// Each failed attempt counts as a rejection in the report; when all attempts fail, the
    /// case is discarded (counted in `casesDiscarded`) and the run moves to the next case index,
    /// so discards never shift which value a case index gets.
    /// - Parameters:
    ///   - maxAttempts: the discard limit per case, ≥ 1 (smaller values are taken as 1).
    ///   - predicate: whether a generated value is kept.
    public func filter(maxAttempts: Int = 100, _ predicate: @escaping @Sendable (Value) -> Bool) -> Gen<Value> {
        let run = self.run
        let attempts = max(1, maxAttempts)
        return Gen { source throws(Rejection) in
            for _ in 0..<attempts {
                let value = try run(&source)
                if predicate(value) { return value }
                source.rejections += 1
            }
            throw Rejection()
        }
    }
}

// MARK: - zip

extension Gen {
    /// Pairs of independent draws; shrinks each side.
    public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> where Value == (A, B) {
        let runA = a.run, runB = b.run
        return Gen { source throws(Rejection) in (try runA(&source), try runB(&source)) }
    }

    public static func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)>
    where Value == (A, B, C) {
        let runA = a.run, runB = b.run, runC = c.run
        return Gen { source throws(Rejection) in (try runA(&source), try runB(&source), try runC(&source)) }
    }

    public static func zip<A, B, C, D>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>) -> Gen<(A, B, C, D)>
    where Value == (A, B, C, D) {
        let runA = a.run, runB = b.run, runC = c.run, runD = d.run
        return Gen { source throws(Rejection) in
            (try runA(&source), try runB(&source), try runC(&source), try runD(&source))
        }
    }

    /// Combines two draws with `combine` (avoids an intermediate tuple in user code).
    public static func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>, with combine: @escaping @Sendable (A, B) -> Value) -> Gen<Value> {
        let runA = a.run, runB = b.run
        return Gen { source throws(Rejection) in combine(try runA(&source), try runB(&source)) }
    }

    public static func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>,
                                    with combine: @escaping @Sendable (A, B, C) -> Value) -> Gen<Value> {
        let runA = a.run, runB = b.run, runC = c.run
        return Gen { source throws(Rejection) in combine(try runA(&source), try runB(&source), try runC(&source)) }
    }

    public static func zip<A, B, C, D>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>,
                                       with combine: @escaping @Sendable (A, B, C, D) -> Value) -> Gen<Value> {
        let runA = a.run, runB = b.run, runC = c.run, runD = d.run
        return Gen { source throws(Rejection) in
            combine(try runA(&source), try runB(&source), try runC(&source), try runD(&source))
        }
    }
}
