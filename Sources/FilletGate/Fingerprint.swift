import FilletSupport
import FilletVerification
import Foundation
import FilletGeometry

/// What identifies a finding from one run to the next (``GateBaseline``): the invariant, the file
/// as given (a path relative to the working directory), the element, and where in the element.
///
/// None of it depends on how the file is written, only on what it draws: the element is its `id`
/// when it has one, else a hash of its drawn geometry (after transforms) quantised at
/// `quantum(size:)`; the place is the finding's location quantised the same way. Whitespace,
/// attribute order, lines moving, other elements added or removed, and the file moving while its
/// relative path stays, leave a fingerprint unchanged; line numbers are not part of it.
public struct GateFingerprint: Hashable, Comparable, Sendable {
    public var file: String
    public var invariant: Invariant
    /// `id:<id>` or `geometry:<16 hex digits>`.
    public var element: String
    /// `x,y` at the quantum's decimals, or `-` for a finding without a location.
    public var location: String

    public init(file: String, invariant: Invariant, element: String, location: String) {
        self.file = file
        self.invariant = invariant
        self.element = element
        self.location = location
    }

    public static func < (lhs: GateFingerprint, rhs: GateFingerprint) -> Bool {
        (lhs.file, lhs.element, lhs.invariant.name, lhs.location) < (rhs.file, rhs.element, rhs.invariant.name, rhs.location)
    }

    /// The fingerprint of `result`, a finding on the element `input` of `file`.
    public init(file: String, input: PathCheckInput, result: InvariantResult) {
        let quantum = Self.quantum(size: input.path.characteristicSize)
        self.init(file: file, invariant: result.invariant, element: Self.elementIdentity(input, quantum: quantum),
                  location: result.location.map { Self.format($0, quantum: quantum) } ?? "-")
    }

    /// The grid coordinates are rounded to: 10⁻⁶ of the element's size, as a power of ten (10⁻⁵
    /// for a 16 px icon), so a written coordinate is never rounded away and a computed one
    /// (an intersection) keeps only digits every run computes alike. 1 for a size that is 0 or
    /// not finite.
    public static func quantum(size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 1 }
        return pow(10, (log10(size)).rounded(.down) - 6)
    }

    /// `id:<id>`, or `geometry:` and the FNV-1a hash of the element's name and its drawn
    /// coordinates in quanta.
    public static func elementIdentity(_ input: PathCheckInput, quantum: Double) -> String {
        if let id = input.id, !id.isEmpty { return "id:" + id }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ value: UInt64) {
            var value = value
            for _ in 0..<8 {
                hash = (hash ^ (value & 0xFF)) &* 0x0000_0100_0000_01B3
                value >>= 8
            }
        }
        func mix(_ point: Point) { mix(quanta(point.x, quantum)); mix(quanta(point.y, quantum)) }
        for byte in input.element.utf8 { mix(UInt64(byte)) }
        for element in input.path.elements {
            switch element {
            case .move(let point): mix(1); mix(point)
            case .line(let point): mix(2); mix(point)
            case .quad(let control, let point): mix(3); mix(control); mix(point)
            case .cubic(let control1, let control2, let point): mix(4); mix(control1); mix(control2); mix(point)
            case .arc(let arc):
                mix(5); mix(arc.center); mix(quanta(arc.radius, quantum))
                mix(quanta(arc.startAngle, 1e-9)); mix(quanta(arc.sweep, 1e-9))
            case .close: mix(6)
            }
        }
        let hex = String(hash, radix: 16)
        return "geometry:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `value` in quanta, as the bits of an integer; a value too large for one (or not finite)
    /// keeps its own bits.
    static func quanta(_ value: Double, _ quantum: Double) -> UInt64 {
        let scaled = (value / quantum).rounded()
        guard scaled.isFinite, Swift.abs(scaled) < 9e18 else { return value.bitPattern }
        return UInt64(bitPattern: Int64(scaled))
    }

    /// `x,y` rounded to the quantum, written with its decimals (`-0` written `0`).
    static func format(_ point: Point, quantum: Double) -> String {
        let decimals = Swift.max(0, Int(-log10(quantum).rounded()))
        func text(_ value: Double) -> String {
            let rounded = (value / quantum).rounded() * quantum
            return NumberText.fixed(rounded == 0 ? 0 : rounded, decimals: decimals)
        }
        return text(point.x) + "," + text(point.y)
    }
}
