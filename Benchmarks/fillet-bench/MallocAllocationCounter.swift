import BenchmarkKit
import MallocCounter

/// The allocation counter backed by the MallocCounter C target linked into this executable.
enum MallocAllocationCounter {
    static let counter = AllocationCounter(
        start: { fillet_malloc_counter_start() },
        stop: {
            let counts = fillet_malloc_counter_stop()
            return AllocationCounts(allocations: counts.allocations, frees: counts.frees, bytesRequested: counts.bytesRequested)
        })

    /// Proves the counter honest before its figures are used: the interposition must be in
    /// effect, a fresh heap `Array` must count at least one allocation, and a loop that allocates
    /// nothing must count exactly zero.
    static func selfCheck() throws(BenchError) {
        guard fillet_malloc_counter_is_interposed() == 1 else {
            throw .sanity("allocation counter self-check failed: this process's malloc is not the counter's (is MallocCounter linked into the executable?)")
        }
        let array = counter.count {
            blackHole(Array(repeating: opaque(1.5), count: opaque(64)))
        }
        guard array.allocations >= 1, array.frees >= 1 else {
            throw .sanity("allocation counter self-check failed: a 64-element Array counted \(array.allocations) allocation(s) and \(array.frees) free(s), expected ≥ 1 each")
        }
        let empty = counter.count {
            for index in 0..<opaque(1000) { blackHole(index) }
        }
        guard empty.allocations == 0, empty.frees == 0 else {
            throw .sanity("allocation counter self-check failed: an empty loop counted \(empty.allocations) allocation(s) and \(empty.frees) free(s), expected 0")
        }
    }
}
