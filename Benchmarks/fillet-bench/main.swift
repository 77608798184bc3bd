// fillet-bench: times Fillet's path generation and flattening. See `fillet-bench --help`.
// Build and run in release: swift run -c release fillet-bench
import BenchmarkKit
import FilletSupport
import Foundation

#if DEBUG
let configuration = "debug"
#else
let configuration = "release"
#endif

/// The first reason standard output could not be written (`> /dev/full`): the run then exits 1.
final class OutputFailure { var reason: String? }
let outputFailure = OutputFailure()
var driver = BenchDriver(
    cases: BenchmarkCatalogue.all(),
    allocationCounter: MallocAllocationCounter.counter,
    counterSelfCheck: MallocAllocationCounter.selfCheck,
    configuration: configuration,
    standardOutput: { text in
        if let reason = StandardStreams.writeOutput(text), outputFailure.reason == nil { outputFailure.reason = reason }
    })
// Self-intersection time must stay near-linear in the corner count.
driver.exponentCeilings = [IntersectionCases.cornerSeries: IntersectionCases.exponentCeiling]
var exitCode = driver.main(Array(CommandLine.arguments.dropFirst()))
if let reason = outputFailure.reason {
    StandardStreams.writeError("fillet-bench: cannot write standard output: \(reason)\n")
    if exitCode == 0 { exitCode = 1 }
}
exit(exitCode)
