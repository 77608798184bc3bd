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
    /// the sizes SVG is drawn at. Raise it for very small shapes (``precision(forSize:)``).
    public static let defaultPrecision = 6

    /// Digits after the decimal point, 0…17.
    public let precision: Int

    /// The digits after the decimal point that write a shape of `size` (bounds diagonal) to 10⁻⁶
    /// of its size, never fewer than ``defaultPrecision``; `nil` when that needs more than 17
    /// (a size below 10⁻¹¹: fixed-point text cannot hold it, JSON can). A 10⁻⁷ rect written at 6
    /// decimals came out as `M0 0 A0 0 …`.
    public static func precision(forSize size: Double) -> Int? {
        guard size.isFinite, size > 0 else { return defaultPrecision }
        let needed = 6 + Int((-log10(size)).rounded(.up))
        return needed <= 17 ? Swift.max(defaultPrecision, needed) : nil
    }

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

    /// Appends ``string(_:)``'s text for `value` to `bytes` (UTF-8), without building a String on
    /// the fast path: what ``Path/svgPathData(precision:)`` writes with.
    public func append(_ value: Double, to bytes: inout [UInt8]) {
        if let (units, fractionDigits) = fastDigits(value) {
            Self.appendFixed(units: units, fractionDigits: fractionDigits, to: &bytes)
        } else {
            bytes.append(contentsOf: string(value).utf8)
        }
    }

    /// The same text as `%.{precision}f` trimmed, without Foundation's formatter (about 20× faster,
    /// which makes SVG output as fast as JSON), or nil where it cannot be sure of the same digits.
    private func fastString(_ value: Double) -> String? {
        guard let (units, fractionDigits) = fastDigits(value) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        Self.appendFixed(units: units, fractionDigits: fractionDigits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` rounded to ``precision`` decimals as `units / 10^fractionDigits` with trailing zeros
    /// removed, or nil where the product's rounding could differ from `%.{precision}f`:
    /// |value| · 10^precision ≥ 2⁴³ (the product's error could reach the last digit), or within
    /// 0.01 of a rounding tie (the exact decimal expansion decides; the slow path has it).
    private func fastDigits(_ value: Double) -> (units: Int64, fractionDigits: Int)? {
        let scaled = value * Self.powersOfTen[precision]
        guard Swift.abs(scaled) < 8_796_093_022_208 else { return nil }  // 2⁴³; NaN fails too
        let fraction = Swift.abs(scaled - scaled.rounded(.towardZero))
        guard Swift.abs(fraction - 0.5) >= 0.01 else { return nil }
        var units = Int64(scaled.rounded())
        var fractionDigits = precision
        if units == 0 { return (0, 0) }
        while fractionDigits > 0 && units % 10 == 0 {
            units /= 10
            fractionDigits -= 1
        }
        return (units, fractionDigits)
    }

    /// Writes `units / 10^fractionDigits` in fixed point (`-12.5`, `0.003`, `7`).
    private static func appendFixed(units: Int64, fractionDigits: Int, to bytes: inout [UInt8]) {
        if units < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = units.magnitude
        // Digits least significant first, at least fractionDigits + 1 of them (leading zeros).
        var reversed: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch on the stack
        var count = 0
        withUnsafeMutableBytes(of: &reversed) { scratch in
            repeat {
                scratch[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0 || count <= fractionDigits
            for index in stride(from: count - 1, through: 0, by: -1) {
                if index == fractionDigits - 1 { bytes.append(UInt8(ascii: ".")) }
                bytes.append(scratch[index])
            }
        }
    }
}
