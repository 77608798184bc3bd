import Foundation
import FilletSupport
import FilletVerification
import FilletShapes

/// A numeric parameter of an ``ExplorerConstruction`` that an axis can sweep or `fixed` can set:
/// one of the construction's own (`shape(_:of:default:)`, described by its descriptor) or one
/// only the explorer has.
public struct ExplorerParameter: Hashable, Sendable {
    /// Kebab-case name, as on the command line (`inner-ratio`).
    public var name: String
    /// The value when neither an axis nor `fixed` sets it (NaN: "not set", see ``summary``).
    public var defaultValue: Double
    /// Whether only whole numbers make sense (counts, seeds, indices).
    public var isInteger: Bool
    /// Meaning, valid range and default, for help and the summary.
    public var summary: String
    /// Whether `name` is a flag of the construction's own, set on the spec through its descriptor.
    public var isShapeParameter = false
    /// The values the parameter takes (the flag's own range for a construction's parameter);
    /// axes, boundary intervals and fixed values outside it are bad input, not never-valid cells.
    public var range: NumberRange
    /// A value outside ``range`` that the explorer gives a meaning of its own (a star's
    /// inner-ratio 0: the regular star), or `nil`.
    public var specialValue: Double?

    /// A parameter only the explorer has.
    public init(_ name: String, _ defaultValue: Double, integer: Bool = false, _ range: NumberRange, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.isInteger = integer
        self.range = range
        self.summary = summary
    }

    /// Whether the parameter takes `value`.
    public func accepts(_ value: Double) -> Bool { range.contains(value) || value == specialValue }

    /// Whether a boundary search may run over `interval`: its ends are taken or are bounds of
    /// ``range`` (an open range's end is where a search may stop, so `0...100` suits a radius > 0).
    public func acceptsSearch(over interval: ClosedRange<Double>) -> Bool {
        if interval.lowerBound == interval.upperBound { return accepts(interval.lowerBound) }
        return [interval.lowerBound, interval.upperBound].allSatisfy { accepts($0) || range.hasBound($0) }
    }

    /// One line refusing an axis, interval or fixed value: `what` says which value it reaches.
    func refusal(_ what: String) -> String {
        let special = specialValue.map { " or \(RangeMap.format($0))" } ?? ""
        return "\(name): \(what), outside the parameter's values (\(range)\(special))"
    }

    /// The construction's own parameter behind `--flag`: default (NaN when the construction's is
    /// absent), whole-number-ness and summary from `kind`'s descriptor; `default` overrides the
    /// default for the maps (NaN: "not set", the explorer supplies a fallback).
    static func shape(_ flag: String, of kind: ShapeSpec.Kind, default value: Double? = nil,
                      special: Double? = nil) -> ExplorerParameter {
        let descriptor = kind.descriptor
        guard let parameter = descriptor.parameter(flag: flag), let option = parameter.options.first(where: { $0.name == flag })
        else { preconditionFailure("\(kind) has no flag --\(flag)") }
        var result = ExplorerParameter(flag, value ?? descriptor.defaultNumber(flag) ?? .nan,
                                       integer: parameter.value == .integer, option.range ?? .finite, option.help)
        result.isShapeParameter = true
        result.specialValue = special
        return result
    }
}

/// The values of every parameter of one construction, in ``ExplorerConstruction/parameters`` order.
public struct ExplorerValues: Hashable, Sendable {
    public let construction: ExplorerConstruction
    public var values: [Double]

    /// The construction's defaults.
    public init(_ construction: ExplorerConstruction) {
        self.construction = construction
        values = construction.parameters.map(\.defaultValue)
    }

    /// The value of `name` (a programmer error if the construction has no such parameter).
    public subscript(_ name: String) -> Double {
        get { values[index(name)] }
        set { values[index(name)] = newValue }
    }

    /// Whether `name` is set (not NaN).
    public func isSet(_ name: String) -> Bool { !self[name].isNaN }

    /// `name`'s value, or `fallback` when it is NaN ("not set").
    public func value(_ name: String, or fallback: Double) -> Double {
        let value = self[name]
        return value.isNaN ? fallback : value
    }

    /// `name`'s value as a whole number (rounded; 0 for NaN or out of range).
    public func integer(_ name: String) -> Int {
        let value = self[name].rounded()
        guard value.isFinite, Swift.abs(value) < 1e15 else { return 0 }
        return Int(value)
    }

    func index(_ name: String) -> Int {
        guard let index = construction.parameterIndex(name) else {
            preconditionFailure("\(construction.rawValue) has no parameter \(OneLine.quoted(String(name)))")
        }
        return index
    }
}
