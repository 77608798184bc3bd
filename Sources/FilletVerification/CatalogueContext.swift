import FilletGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reusable storage of one thread's checks: the analysis to prepare for each path
/// (`PathAnalysis`: the prepared path and its stages, which every check reads and none writes)
/// and the checks' scratch buffers (`EntryScratch`), kept from path to path so a worker checking
/// thousands of cases allocates its buffers once (``forCurrentThread``). Verdicts are not kept
/// here: each evaluation records into a recorder of its own (`VerdictRecorder`).
///
/// Not thread-safe; never share one between threads.
public final class CatalogueContext {
    /// The analysis of the path being checked.
    let analysis = PathAnalysis()
    /// The checks' buffers.
    var scratch = EntryScratch()
    /// The storage ``Invariant/scaleInvariance`` evaluates its rebuilt shapes in: their own
    /// analysis, never this one's.
    private(set) lazy var scaled = CatalogueContext()

    public init() {}

    /// Prepares ``analysis`` for `path` (``PathAnalysis/prepare(_:inputMagnitude:elementNames:)``).
    package func prepare(_ path: Path, inputMagnitude: Double = 0) {
        analysis.prepare(path, inputMagnitude: inputMagnitude)
    }

    /// The context of the calling thread, created on first use and released when the thread ends.
    public static var forCurrentThread: CatalogueContext {
        if let pointer = pthread_getspecific(contextKey) {
            return Unmanaged<CatalogueContext>.fromOpaque(pointer).takeUnretainedValue()
        }
        let context = CatalogueContext()
        pthread_setspecific(contextKey, Unmanaged.passRetained(context).toOpaque())
        return context
    }
}

private let contextKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
        #if canImport(Darwin)
        Unmanaged<CatalogueContext>.fromOpaque(pointer).release()
        #else
        if let pointer { Unmanaged<CatalogueContext>.fromOpaque(pointer).release() }
        #endif
    }
    return key
}()
