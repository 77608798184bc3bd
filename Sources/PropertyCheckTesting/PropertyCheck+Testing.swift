import Testing
import FilletSupport
import PropertyCheck

/// Swift Testing glue for PropertyCheck (which itself imports neither XCTest nor Testing): run a
/// property inside a `@Test` and get a failing property as a test issue whose text is the
/// report's description — the shrunk value, the boundary pairs and the replay line.
///
/// ```swift
/// @Test func radiiFit() throws {
///     try expectProperty(Property("radius fits", corners) { corner, checks in … },
///                        RunConfiguration(seed: 42, cases: 1_000))
/// }
/// ```
@discardableResult
public func expectProperty<Value>(_ property: Property<Value>, _ configuration: RunConfiguration,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws -> PropertyReport {
    let report = try Runner.run(property, configuration)
    report.recordIssueIfFailed(sourceLocation: sourceLocation)
    return report
}

extension PropertyReport {
    /// Records one Swift Testing issue with ``description`` when the report did not pass.
    public func recordIssueIfFailed(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !passed else { return }
        Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
    }
}
