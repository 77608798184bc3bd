import FilletSupport
import Foundation

extension RangeMap {
    /// The fields of ``htmlFields`` the page shows at a display precision instead of the CSV's 17
    /// significant digits (``displayFields(_:fingerprint:)``).
    static let displayPrecisionFields: Set<String> = ["x", "y", "boundary", "failing_value", "closed_form"]

    /// The texts the page shows for `cell` (``htmlFields`` order): the CSV's, except the numbers
    /// of ``displayPrecisionFields``, each written with the fewest significant digits that say
    /// it to within its resolution (``displayText(_:resolution:)``), so that the side table reads
    /// `0.509375`, not `0.5093750000000002`, and neighbouring values still read apart:
    ///
    /// ```
    /// x, y                        resolution 10⁻⁶ × the distance to the nearest other sample of the axis
    /// boundary, failing value,    resolution ⅒ × |failing value − boundary| (the bisection's last
    /// closed form                 bracket: the two read apart, in order; the closed form beside them)
    /// ```
    ///
    /// A value without a usable resolution (a one-sample axis, a cell without a bracket) is
    /// written to within 10⁻¹² of itself; NaN stays empty as in the CSV.
    func displayFields(_ cell: RangeCell, fingerprint: String) -> [String] {
        let fields = csvFields(cell, fingerprint: fingerprint)
        let bracket = Swift.abs(cell.failingValue - cell.boundary) / 10
        return Self.htmlFields.map { name in
            let csv = fields[Self.csvColumns.firstIndex(of: name)!]
            switch name {
            case "x": return Self.displayText(cell.x, resolution: Self.sampleResolution(cell.x, among: xValues))
            case "y": return Self.displayText(cell.y, resolution: Self.sampleResolution(cell.y, among: yValues))
            case "boundary": return Self.displayText(cell.boundary, resolution: bracket)
            case "failing_value": return Self.displayText(cell.failingValue, resolution: bracket)
            case "closed_form": return cell.closedForm.map { Self.displayText($0.value, resolution: bracket) } ?? csv
            default: return csv
            }
        }
    }

    /// 10⁻⁶ of the distance from `value` to the nearest other value of `samples` (0 when it has
    /// no other).
    static func sampleResolution(_ value: Double, among samples: [Double]) -> Double {
        var nearest = Double.infinity
        for sample in samples where sample != value { nearest = Swift.min(nearest, Swift.abs(sample - value)) }
        return nearest.isFinite ? 1e-6 * nearest : 0
    }

    /// `value` with the fewest significant digits (1…17, `%g`, as ``format(_:digits:)`` writes
    /// numbers) that read back within `resolution` of it; within 10⁻¹² × |value| when
    /// `resolution` is not positive and finite, so a short exact decimal is always found
    /// (`0.5093750000000002` → `0.509375`). NaN is empty, ±∞ as the CSV writes them.
    static func displayText(_ value: Double, resolution: Double) -> String {
        guard value.isFinite else { return format(value, digits: 17) }
        let allowed = resolution > 0 && resolution.isFinite ? Swift.max(resolution, 1e-12 * Swift.abs(value))
                                                            : 1e-12 * Swift.abs(value)
        for digits in 1...17 {
            let text = format(value, digits: digits)
            if let read = Double(text), Swift.abs(read - value) <= allowed { return text }
        }
        return format(value, digits: 17)
    }
}
