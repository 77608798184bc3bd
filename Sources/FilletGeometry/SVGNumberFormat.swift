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
        if let text = fastString(finite) { return text }
        var text = String(format: "%.\(precision)f", finite)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { return "0" }
        return text
    }

    private static let powersOfTen: [Double] = (0...17).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// The same text as `%.{precision}f` trimmed, without Foundation's formatter (about 20× faster,
    /// which makes SVG output as fast as JSON), or nil where it cannot be sure of the same digits:
    /// |value| · 10^precision ≥ 2⁴³ (the product's rounding error could reach the last digit),
    /// or within 0.01 of a rounding tie (the exact decimal expansion decides; the slow path has it).
    private func fastString(_ value: Double) -> String? {
        let scaled = value * Self.powersOfTen[precision]
        guard Swift.abs(scaled) < 8_796_093_022_208 else { return nil }  // 2⁴³
        let fraction = Swift.abs(scaled - scaled.rounded(.towardZero))
        guard Swift.abs(fraction - 0.5) >= 0.01 else { return nil }
        var units = Int64(scaled.rounded())
        guard units != 0 else { return "0" }
        let negative = units < 0
        units = Swift.abs(units)
        var fractionDigits = precision
        while fractionDigits > 0 && units % 10 == 0 {
            units /= 10
            fractionDigits -= 1
        }
        let digits = String(units)
        var text = negative ? "-" : ""
        if fractionDigits == 0 {
            text += digits
        } else if digits.utf8.count > fractionDigits {
            let split = digits.index(digits.endIndex, offsetBy: -fractionDigits)
            text += digits[..<split] + "." + digits[split...]
        } else {
            text += "0." + String(repeating: "0", count: fractionDigits - digits.utf8.count) + digits
        }
        return text
    }
}
