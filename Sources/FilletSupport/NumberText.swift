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
        guard let plain else { return printf(value, precision: digits, conversion: .general) }
        let magnitude = Swift.abs(value)
        if plain.contains(magnitude) {
            let text = printf(value, precision: digits, conversion: .general)
            return fixedInPlain && text.utf8.contains(UInt8(ascii: "e")) ? printf(value, precision: digits, conversion: .fixed) : text
        }
        return printf(value, precision: exponentDigits ?? Swift.max(digits - 1, 1), conversion: .scientific)
    }

    /// Scientific notation with `decimals` digits after the point (`%.<decimals>e`: `1.23e-04`).
    public static func scientific(_ value: Double, decimals: Int) -> String {
        printf(value, precision: decimals, conversion: .scientific)
    }

    /// `decimals` digits after the point (`%.<decimals>f`); `signed` adds `+` to positive values.
    public static func fixed(_ value: Double, decimals: Int, signed: Bool = false) -> String {
        printf(value, precision: decimals, conversion: .fixed, signed: signed)
    }

    /// A `printf` conversion of one double.
    public enum Conversion: UInt8, Sendable {
        /// `%f`: fixed point.
        case fixed = 0x66
        /// `%e`: one digit before the point and an exponent.
        case scientific = 0x65
        /// `%g`: `precision` significant digits, an exponent only for small and large magnitudes.
        case general = 0x67
    }

    /// `value` as C's `snprintf` writes it with `%.<precision><conversion>` (`%+.…` when
    /// `signed`) in the C locale (a `.` before the decimals, whatever locale a host program set):
    /// the same text as Foundation's `String(format:)`, whose formatting of a double ends in the
    /// same call, without building an `NSString` for each number. The precision is clamped to
    /// 0…60 (the callers ask for at most 17).
    ///
    /// `%g`, `%e` and `%f` are written by ``significant(_:precision:)``,
    /// `scientificDigits(_:decimals:)` and ``fixedPoint(_:decimals:)`` (integer arithmetic on
    /// the double's exact value, the same bytes) wherever those can; the C library writes the rest.
    public static func printf(_ value: Double, precision: Int, conversion: Conversion, signed: Bool = false) -> String {
        switch conversion {
        case .general where !signed:
            if let text = significant(value, precision: precision) { return text }
        case .fixed:
            if let text = fixedPoint(value, decimals: precision) {
                return signed && value.sign == .plus ? "+" + text : text
            }
        case .scientific where !signed:
            if let text = scientificDigits(value, decimals: precision) { return text }
        default:
            break
        }
        return cPrintf(value, precision: precision, conversion: conversion, signed: signed)
    }

    /// ``printf(_:precision:conversion:signed:)`` by the C library's `vsnprintf` alone: the
    /// reference the integer formatters are tested against.
    package static func cPrintf(_ value: Double, precision: Int, conversion: Conversion, signed: Bool = false) -> String {
        // "%+.NNx\0": the format, built on the stack.
        var format: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0x25, 0, 0, 0, 0, 0, 0)
        let digits = Swift.max(0, Swift.min(60, precision))
        return withUnsafeMutableBytes(of: &format) { format in
            var at = 1
            if signed { format[at] = 0x2B; at += 1 }
            format[at] = 0x2E; at += 1
            if digits >= 10 { format[at] = 0x30 + UInt8(digits / 10); at += 1 }
            format[at] = 0x30 + UInt8(digits % 10); at += 1
            format[at] = conversion.rawValue
            let formatText = format.baseAddress!.assumingMemoryBound(to: CChar.self)
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer in
                #if canImport(Glibc)
                // The C locale for this thread while formatting (uselocale is per thread).
                let previous = cLocale.map { uselocale($0) }
                defer { if let previous { uselocale(previous) } }
                #endif
                let count = withVaList([value]) { vsnprintf(buffer.baseAddress!, buffer.count, formatText, $0) }
                guard count >= 0 else { return String(format: String(cString: formatText), value) }
                if Int(count) < buffer.count {
                    return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(count)),
                                  as: UTF8.self)
                }
                // Long fixed-point text (large magnitudes): once more with room for all of it.
                var long = [CChar](repeating: 0, count: Int(count) + 1)
                _ = withVaList([value]) { vsnprintf(&long, long.count, formatText, $0) }
                return String(decoding: long.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
    }

    #if canImport(Glibc)
    /// The C locale, made once (`nil` if it cannot be: then the thread's own locale is used).
    nonisolated(unsafe) private static let cLocale: locale_t? = newlocale(LC_NUMERIC_MASK, "C", nil)
    #endif
}
