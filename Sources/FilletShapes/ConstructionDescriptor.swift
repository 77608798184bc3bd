import FilletGeometry
import FilletSupport

/// A construction described once: its kind, a one-line summary and its parameters
/// (``ShapeParameter``), in the order help lists them and JSON writes them. Everything that
/// enumerates a construction's parameters reads this: the command-line options and their
/// parsing (``options``, ``spec(from:)``), the flag an error names (``flag(for:given:)``), the
/// flat JSON form (``ShapeSpec/init(from:)``), and the lengths that scaling multiplies
/// (``ShapeSpec/mappingLengths(_:)``).
public struct ConstructionDescriptor: Sendable {
    public let kind: ShapeSpec.Kind
    /// One line for help.
    public let summary: String
    public let parameters: [ShapeParameter]
    /// The defaults, with empty placeholders for required parameters (the vertices).
    let start: ShapeSpec
    /// Whether some parameter has no default (`polygon`, `seed001`: the vertices).
    public let hasRequiredParameter: Bool

    init<P: ShapeParameterSet>(_ kind: ShapeSpec.Kind, _ type: P.Type, _ summary: String, _ parameters: [ShapeParameter]) {
        self.kind = kind
        self.summary = summary
        self.parameters = parameters
        start = P.start.spec
        hasRequiredParameter = parameters.contains { $0.value == .points }
    }

    /// The spec with every parameter at its default, or `nil` when a parameter is required.
    public var defaults: ShapeSpec? { hasRequiredParameter ? nil : start }

    /// The command-line options of every parameter, in help order, each numeric one with the
    /// range `Arguments` enforces.
    public var options: [Option] { parameters.flatMap(\.options) }

    /// The parameter called `name` (its API name, the first component of an error's parameter).
    public func parameter(named name: String) -> ShapeParameter? { parameters.first { $0.name == name } }

    /// The parameter one of whose options is `--flag`.
    public func parameter(flag: String) -> ShapeParameter? {
        parameters.first { $0.options.contains { $0.name == flag } }
    }

    /// The number behind `--flag` in `spec` (of this kind), or `nil` when it has none.
    public func number(_ flag: String, in spec: ShapeSpec) -> Double? {
        parameter(flag: flag)?.numberForFlag(spec, flag)
    }

    /// The number behind `--flag` of the construction's defaults (`nil`: none, as for an absent
    /// optional such as a star's inner ratio).
    public func defaultNumber(_ flag: String) -> Double? { number(flag, in: start) }

    /// Sets the number behind `--flag` in `spec`, as the flag would (a count rounded; a border's
    /// `inner-corner-radius` makes the rule explicit).
    public func setNumber(_ flag: String, _ value: Double, in spec: inout ShapeSpec) {
        parameter(flag: flag)?.setNumberForFlag(&spec, flag, value)
    }

    /// The spec every parameter not set starts from: the defaults, with empty placeholders for
    /// required parameters (the vertices).
    public var startingSpec: ShapeSpec { start }

    /// Parses the construction's flags into a spec, parameter by parameter in order. Flags not
    /// in ``options`` must already have been rejected by `Arguments`.
    public func spec(from arguments: Arguments) throws(UsageError) -> ShapeSpec {
        var spec = start
        for parameter in parameters { try parameter.parse(&spec, arguments) }
        return spec
    }

    /// The flag a ``ShapeError`` is about: the flag of the parameter its name starts with
    /// (`rect.width` → `--width`, `radii[2]` → `--radii`, `center.y` → `--center`), `nil` when
    /// the error names no parameter of this construction. `given` picks between two spellings of
    /// one parameter (a rect's `--radii` and `--corner-radius`).
    public func flag(for error: ShapeError, given: Arguments) -> String? {
        guard let name = error.parameter else { return nil }
        let cut = name.firstIndex { $0 == "." || $0 == "[" } ?? name.endIndex
        let root = String(name[..<cut])
        var field: String?
        if cut < name.endIndex, name[cut] == "." {
            let rest = name[name.index(after: cut)...]
            field = String(rest.prefix { $0 != "." && $0 != "[" })
        }
        for parameter in parameters where parameter.name == root || parameter.aliases.contains(root) {
            return parameter.errorFlag(root, field, given)
        }
        return nil
    }
}

extension ShapeSpec.Kind {
    /// The construction's descriptor: its parameters, described once.
    public var descriptor: ConstructionDescriptor {
        guard let descriptor = ShapeSpec.descriptors.first(where: { $0.kind == self }) else {
            preconditionFailure("no descriptor for \(self)")
        }
        return descriptor
    }
}
