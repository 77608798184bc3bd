@testable import FilletSVG

extension SVGFile {
    /// Why the reader refuses `text`, or `nil` when it reads it.
    static func refusal(svgText text: String) -> String? {
        do {
            _ = try SVGFile.drawables(svgText: text)
            return nil
        } catch {
            return error.reason
        }
    }
}
