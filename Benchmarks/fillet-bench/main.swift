// fillet-bench: times Fillet's path generation and flattening. See `fillet-bench --help`.
// Build and run in release: swift run -c release fillet-bench
import BenchmarkKit
import Foundation

#if DEBUG
let configuration = "debug"
#else
let configuration = "release"
#endif

var driver = BenchDriver(
    cases: BenchmarkCatalogue.all(),
    allocationCounter: MallocAllocationCounter.counter,
    counterSelfCheck: MallocAllocationCounter.selfCheck,
    configuration: configuration)
// Issue 11: self-intersection time must stay near-linear in the corner count.
driver.exponentCeilings = [IntersectionCases.cornerSeries: IntersectionCases.exponentCeiling]
exit(driver.main(Array(CommandLine.arguments.dropFirst())))
