/// Consumes a value so the optimiser cannot delete the computation that produced it.
///
/// The function is `@inline(never)` and lives in another module than the benchmark bodies, so at
/// the call site the compiler must assume it reads the whole value: the work that built the value
/// cannot be skipped, hoisted out of the timing loop or folded away. The cost is one call (a few
/// nanoseconds), paid equally by the baseline and every comparison.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Returns `value` unchanged through an opaque call, so a loop-invariant input is re-read on every
/// iteration instead of having its dependent computation hoisted out of the loop.
@inline(never)
public func opaque<T>(_ value: T) -> T {
    value
}
