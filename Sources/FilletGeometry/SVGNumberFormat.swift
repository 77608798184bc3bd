import Foundation

/// Decimal formatting for SVG attributes and path data: fixed-point, trailing zeros trimmed.
///
/// ```
/// 3.14159265 → "3.141593" (precision 6)    2.5 → "2.5"    -1e-9 → "0"    1e21 → "1000000000000000000000"
/// ```
///
/// It never prints `nan`, `inf`, `-0` or an exponent, so every SVG and XML consumer reads it.
/// Non-finite input (which a validated ``Path`` never produces) is printed as a finite stand-in:
/// NaN as `0`, ±∞ as ±`Double.greatestFiniteMagnitude` written out in full.
public struct SVGNumberFormat: Hashable, Sendable {
    /// Default digits after the decimal point: 6, i.e. 10⁻⁶ units, finer than any screen shows at
    /// the sizes SVG is drawn at. Raise it for very small shapes.
    public static let defaultPrecision = 6

    /// Digits after the decimal point, 0…17.
    public let precision: Int

    /// - Parameter precision: digits after the decimal point; values outside 0…17 are clamped.
    public init(precision: Int = SVGNumberFormat.defaultPrecision) {
        self.precision = Swift.min(Swift.max(precision, 0), 17)
    }

    /// The shortest fixed-point text for `value` rounded to ``precision`` decimals.
    public func string(_ value: Double) -> String {
        let finite: Double
        if value.isNaN {
            finite = 0
        } else if value.isInfinite {
            finite = value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
        } else {
            finite = value
        }
        var text = String(format: "%.\(precision)f", finite)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { return "0" }
        return text
    }
}
