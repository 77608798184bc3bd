import FilletGeometry
import FilletSupport
import FilletShapes

/// The shape flags of every construction, shared by every command that takes a shape
/// (`fillet shape`, `fillet check`): all read the construction's descriptor
/// (``FilletShapes/ShapeSpec/Kind/descriptor``), where each parameter's flag, help, default and
/// range are written once.
package enum ShapeOptions {
    package static let kindNames = ShapeSpec.Kind.allCases.map(\.rawValue)
    /// What `shape` and `check` take first, for their usage errors.
    package static let firstArgumentChoices = kindNames.joined(separator: ", ") + ", or path for your own"

    /// One line per construction for help.
    package static var summaries: [(ShapeSpec.Kind, String)] { ShapeSpec.Kind.allCases.map { ($0, $0.descriptor.summary) } }

    /// The flags `kind` accepts, each numeric one with the range ``Arguments`` enforces.
    package static func options(for kind: ShapeSpec.Kind) -> [Option] { kind.descriptor.options }

    /// Parses the shape flags of `kind` into a spec. Flags not in ``options(for:)`` must already
    /// have been rejected by ``Arguments``.
    package static func spec(_ kind: ShapeSpec.Kind, _ a: Arguments) throws(UsageError) -> ShapeSpec {
        try kind.descriptor.spec(from: a)
    }

    /// The flag a ``ShapeError`` is about, as the construction's descriptor maps it.
    package static func flag(for error: ShapeError, kind: ShapeSpec.Kind, given: Arguments) -> String? {
        kind.descriptor.flag(for: error, given: given)
    }
}
