import FilletGeometry

/// Seed 004, "Custom Rounded Bordering in SwiftUI": the `roundedBorder` modifier's ring, built as
/// the article builds it — an outer `RoundedRectangle(cornerRadius:)` clip with a
/// `RoundedRectangle(cornerRadius: makeInsideCornerRadius())` hole punched out (`.destinationOut`).
///
/// ```
/// position   makePositionedBorderSize   makePositionedinsideBorderSize
/// outside    size + 2w                  size
/// inside     size                       size − 2w
/// center     size + w                   size − w
///
/// makeInsideCornerRadius = insideStyle.cornerRadius > 0 ? insideStyle.cornerRadius : cornerRadius
/// ```
///
/// Assumptions, since the article shows the modifier only in part:
/// - Both rounded rects are centred on the content rect (a `ZStack` centres its children; the
///   earlier listing's `.offset(x: −w, y: −w)` does this for `.outside`).
/// - Corners are circular arcs, each radius clamped to half its own rect's smaller side, which is
///   what SwiftUI's `RoundedRectangle` does with an over-large radius. (SwiftUI's default corner
///   style is `.continuous`, a smoothed curve that is not a circular arc; this package models
///   `.circular`, the shape the article's reasoning about radii refers to.)
/// - A hole with a size ≤ 0 (a border wider than half the content) is no hole: SwiftUI treats a
///   negative frame as invalid and draws nothing there.
/// - `position` defaults to `.outside`, as the article's prose says ("outside will be the default
///   value"), although one listing declares `= .center`.
///
/// Flaws kept on purpose: the inside radius defaults to the *outer* radius, so the border is
/// `w·√2` wide across each corner's diagonal instead of `w` (the article notices: "the corner
/// distance is still longer than the border width"). `insideStyle.cornerRadius = 0` cannot ask for
/// sharp inner corners: 0 is not > 0, so it falls back to the outer radius.
public struct Seed004RoundedBorder: Hashable, Sendable {
    /// The article's `RoundedBorderPosition`.
    public typealias Position = RoundedBorder.Position

    /// The modifier's `width`: the border width w.
    public var borderWidth: Double
    public var position: Position
    public var cornerRadius: Double
    /// `insideStyle.cornerRadius`; the article's default −1 means "not set".
    public var insideCornerRadius: Double

    /// - Parameters: `borderWidth` (the modifier's `width`, default 1), `position` (default `.outside`),
    ///   `cornerRadius` (the article's examples use 16), `insideCornerRadius` (default −1 = unset).
    public init(borderWidth: Double = 1, position: Position = .outside, cornerRadius: Double = 16,
                insideCornerRadius: Double = -1) {
        self.borderWidth = borderWidth
        self.position = position
        self.cornerRadius = cornerRadius
        self.insideCornerRadius = insideCornerRadius
    }

    /// `makePositionedBorderSize` (identical to `makePositionedOutsideBorderSize`).
    public func borderSize(_ width: Double, _ height: Double) -> (width: Double, height: Double) {
        switch position {
        case .outside: return (width + borderWidth * 2, height + borderWidth * 2)
        case .inside: return (width, height)
        case .center: return (width + borderWidth, height + borderWidth)
        }
    }

    /// `makePositionedinsideBorderSize`.
    public func insideBorderSize(_ width: Double, _ height: Double) -> (width: Double, height: Double) {
        switch position {
        case .outside: return (width, height)
        case .inside: return (width - borderWidth * 2, height - borderWidth * 2)
        case .center: return (width - borderWidth, height - borderWidth)
        }
    }

    /// `makeInsideCornerRadius()`.
    public var resolvedInsideCornerRadius: Double {
        if insideCornerRadius > 0 { return insideCornerRadius } else { return cornerRadius }
    }

    /// The ring for content occupying `rect`: the outer boundary, then the hole reversed (fill with
    /// either rule), or the outer boundary alone when the hole is empty.
    /// - Throws: ``ShapeError`` for a non-finite or non-positive rect, a negative or non-finite
    ///   `borderWidth` or `cornerRadius`, a non-finite `insideCornerRadius`.
    public func path(in rect: Rect) throws(ShapeError) -> Path {
        try rect.validate("rect")
        try Check.nonNegative(borderWidth, "borderWidth")
        try Check.nonNegative(cornerRadius, "cornerRadius")
        try Check.finite(insideCornerRadius, "insideCornerRadius")
        let center = rect.center
        func centred(_ size: (width: Double, height: Double)) -> Rect {
            Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        let outerRect = centred(borderSize(rect.width, rect.height))
        let outer = try RoundedRect(rect: outerRect, cornerRadius: Self.swiftUIClamped(cornerRadius, outerRect),
                                    clamping: .none)
        var path = outer.path
        let holeSize = insideBorderSize(rect.width, rect.height)
        if holeSize.width > 0, holeSize.height > 0 {
            let holeRect = centred(holeSize)
            let radius = Self.swiftUIClamped(resolvedInsideCornerRadius, holeRect)
            let hole = try RoundedRect(rect: holeRect, radii: .init(radius), clamping: .none, reversed: true)
            path.addPath(hole.path)
        }
        return path
    }

    /// `RoundedRectangle(cornerRadius:)`'s clamp: at most half the smaller side.
    static func swiftUIClamped(_ radius: Double, _ rect: Rect) -> Double {
        Swift.min(radius, Swift.min(rect.width, rect.height) / 2)
    }
}
