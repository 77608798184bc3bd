import Foundation

/// A named property: a generator of cases and a body that checks each case.
///
/// The body records named checks with signed margins (``Checks/expect(_:margin:detail:)``) and
/// optional coverage labels. A case fails when any check fails or the body throws. The value
/// type must be `Codable` (failing cases are stored and replayed as plain JSON values) and
/// `Sendable` (cases are generated on several threads).
///
/// ```swift
/// let radii = Gen.zip(Gen.double(in: 1...100, label: "size"),
///                     Gen.double(in: 0...60, label: "cornerRadius")) { Corner(size: $0, radius: $1) }
/// let fits = Property("radius fits", radii) { corner, checks in
///     checks.expect("radius ≤ size/2", margin: corner.size / 2 - corner.radius)
///     checks.classify(corner.radius == 0, "sharp")
/// }
/// ```
public struct Property<Value: Codable & Sendable>: Sendable {
    /// The property's name: reports, regressions and replays refer to it.
    public let name: String
    /// The generator of its cases.
    public let gen: Gen<Value>
    /// Judges one case, recording checks and labels.
    public let body: @Sendable (Value, inout Checks) throws -> Void

    /// A property named `name` over the cases of `gen`, judged by `body`.
    public init(_ name: String, _ gen: Gen<Value>, body: @escaping @Sendable (Value, inout Checks) throws -> Void) {
        self.name = name
        self.gen = gen
        self.body = body
    }

    /// Runs the body on `value` with `checks` (reset first). Returns a description of a thrown
    /// error, or nil.
    func evaluate(_ value: Value, into checks: inout Checks, collectingDetails: Bool) -> String? {
        checks.reset(collectingDetails: collectingDetails)
        do {
            try body(value, &checks)
            return nil
        } catch {
            return String(describing: error)
        }
    }
}

/// The verdict of one case run on its own (replay, the shrunk case).
public struct CaseResult: Codable, Equatable, Sendable {
    /// Whether every check held and nothing was thrown.
    public var passed: Bool
    /// Every check the body recorded, in order, with details.
    public var checks: [CheckResult]
    /// The coverage labels the body recorded.
    public var labels: [String]
    /// The thrown error's description, when the body threw.
    public var error: String?
    /// The case value.
    public var value: JSONValue
}
