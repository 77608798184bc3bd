import Foundation

/// The one number formatter of the package: every number a human reads (help text, details,
/// tables, reports, pictures' labels) is written by one of these functions, each call site naming
/// its style (significant digits, where exponents start, how NaN and ∞ read) instead of a format
/// string of its own. Machine-read output (JSON, CSV boundaries, SVG coordinates) keeps
/// round-trip precision and does not go through here.
public enum NumberText {
    /// How zero and non-finite values are spelled by `compact(_:digits:plain:exponentDigits:wholeBelow:special:)`.
    public enum Special: Sendable {
        /// As Swift prints them: `0.0`, `-0.0`, `nan`, `inf`, `-inf`.
        case swift
        /// In words for reports: `NaN`, `∞`, `−∞` (zero goes through the normal rules).
        case symbols
        /// NaN as the empty string (a missing cell), infinities as Swift prints them.
        case emptyNaN
        /// No special case: as C's printf writes them (`0`, `nan`, `inf`).
        case printf
    }

    /// Whole numbers below 10¹⁵ without a fraction; everything else as Swift prints it (the
    /// shortest text that reads back as the same double).
    public static func short(_ value: Double) -> String {
        value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `digits` significant digits, with an exponent only outside `plain`.
    ///
    /// - magnitudes in `plain`: `%.<digits>g`; with `fixedInPlain`, `%.<digits>f` where `%g` would
    ///   still use an exponent (`1234567` with 6 digits), so no exponent appears inside the range;
    /// - other magnitudes: `%.<exponentDigits>e`;
    /// - whole numbers below `wholeBelow` (when given): as integers;
    /// - zero and non-finite values: per `special` (with `.swift`, zero prints as `0.0`).
    /// - Parameters:
    ///   - value: the number to write.
    ///   - digits: significant digits, ≥ 1 (default 6).
    ///   - plain: magnitudes written without exponent (default all finite values: plain `%g`).
    ///   - exponentDigits: digits after the point outside `plain` (default `digits − 1`).
    ///   - wholeBelow: whole numbers of smaller magnitude print as integers (default none).
    ///   - fixedInPlain: inside `plain`, never an exponent (default true).
    ///   - special: how zero and non-finite values print (default `.swift`).
    public static func compact(_ value: Double, digits: Int = 6, plain: Range<Double>? = nil,
                               exponentDigits: Int? = nil, wholeBelow: Double? = nil,
                               fixedInPlain: Bool = true, special: Special = .swift) -> String {
        switch special {
        case .swift:
            if value == 0 || !value.isFinite { return "\(value)" }
        case .symbols:
            if value.isNaN { return "NaN" }
            if value.isInfinite { return value > 0 ? "∞" : "−∞" }
        case .emptyNaN:
            if value.isNaN { return "" }
            if value.isInfinite { return "\(value)" }
        case .printf:
            break
        }
        if let wholeBelow, value == value.rounded(), Swift.abs(value) < Swift.min(wholeBelow, 0x1p62) {
            return String(Int64(value))
        }
        guard let plain else { return String(format: "%.\(digits)g", value) }
        let magnitude = Swift.abs(value)
        if plain.contains(magnitude) {
            let text = String(format: "%.\(digits)g", value)
            return fixedInPlain && text.contains("e") ? String(format: "%.\(digits)f", value) : text
        }
        return String(format: "%.\(exponentDigits ?? Swift.max(digits - 1, 1))e", value)
    }

    /// Scientific notation with `decimals` digits after the point (`%.<decimals>e`: `1.23e-04`).
    public static func scientific(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)e", value)
    }

    /// `decimals` digits after the point (`%.<decimals>f`); `signed` adds `+` to positive values.
    public static func fixed(_ value: Double, decimals: Int, signed: Bool = false) -> String {
        String(format: signed ? "%+.\(decimals)f" : "%.\(decimals)f", value)
    }
}
