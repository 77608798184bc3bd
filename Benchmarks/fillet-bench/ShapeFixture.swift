import BenchmarkKit
import FilletGeometry

/// A parameter set of one construction, built through the real construction API.
///
/// Every fixture is about 100 units across, so the flattening tolerances 0.1, 0.01 and 0.001
/// are relative tolerances of 10⁻³, 10⁻⁴ and 10⁻⁵.
struct ShapeFixture: Sendable {
    /// `construction-parameters`, e.g. `star-5`; used in case names.
    var name: String
    /// Corners of the construction (the x of the corner-scaling series).
    var corners: Int
    /// Whether the fixture belongs to the corner-scaling series.
    var inCornerSeries: Bool
    /// Whether the outline is known to be simple (the self-intersection check must find nothing).
    var isSimple: Bool = true
    /// Whether the path ends with `close` (seed 001 ends with a line back to its start instead).
    var endsClosed: Bool = true
    /// Builds the path; called in the timed loop of generation cases.
    var build: @Sendable () throws -> Path

    /// Builds once outside any timing, turning a failure into a sanity failure.
    func buildChecked() throws(SanityFailure) -> Path {
        do {
            return try build()
        } catch {
            throw SanityFailure("\(name) does not build: \(error)")
        }
    }
}
