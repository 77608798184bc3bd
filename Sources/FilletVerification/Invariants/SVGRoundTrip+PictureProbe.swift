import Foundation
import FilletGeometry
import FilletSVG

extension Catalogue {
    /// What Fillet's own SVG reader finds wrong in pictures Fillet's picture writer
    /// (``FilletGeometry/SVGDocument``: counterexamples, `fillet shape`) draws, or `nil`: asked
    /// once and folded into the ``Invariant/svgRoundTrip`` verdict, as ``emptyRootMisread`` is.
    ///
    /// Each picture, down to one with nothing in it or only an empty path, must be read (a
    /// well-formed document) and draw its background over the viewBox the writer documents
    /// (``FilletGeometry/SVGDocument/fittedViewBox``): the unit square for no content, the content
    /// grown by one unit on every side for content of zero extent, by 5 % of its larger side
    /// otherwise. The boxes are written here from that statement, and the background the
    /// reader draws must cover exactly that box: a viewBox of zero width or height (a document
    /// SVG does not render) draws a background of zero area, which the reader leaves out.
    static let pictureProbeMisread: String? = {
        let empty = SVGDocument()
        var emptyPath = SVGDocument()
        emptyPath.addPath(Path())
        var point = SVGDocument()
        point.addMarker(at: Point(x: 3, y: 4))
        var square = SVGDocument()
        var outline = Path()
        do {
            try outline.move(to: Point(x: 0, y: 0))
            for corner in [Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)] { try outline.addLine(to: corner) }
            outline.closeSubpath()
        } catch {
            return "the probe's square could not be built: \(error)"
        }
        square.addPath(outline)
        let pictures: [(name: String, document: SVGDocument, drawables: Int, background: BoundingBox)] = [
            ("an empty picture", empty, 1, BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)),
            ("a picture of an empty path", emptyPath, 1, BoundingBox(minX: 0, minY: 0, maxX: 1, maxY: 1)),
            ("a picture of one marker at (3, 4)", point, 2, BoundingBox(minX: 2, minY: 3, maxX: 4, maxY: 5)),
            ("a picture of the square [0, 10]²", square, 2, BoundingBox(minX: -0.5, minY: -0.5, maxX: 10.5, maxY: 10.5)),
        ]
        for picture in pictures {
            let drawables: [SVGDrawable]
            do {
                drawables = try SVGFile.drawables(data: Data(picture.document.render().utf8))
            } catch {
                return "\(picture.name), as Fillet writes it, was refused by its reader: \(error)"
            }
            guard drawables.count == picture.drawables else {
                return "\(picture.name), as Fillet writes it, reads as \(drawables.count) drawables, not \(picture.drawables)"
                    + " (its background and what it holds)"
            }
            let background = drawables[0].path.bounds, expected = picture.background
            let allowed = 1e-9 * Swift.max(expected.maxX - expected.minX, expected.maxY - expected.minY)
            let gap = Swift.max(Swift.max(Swift.abs(background.minX - expected.minX), Swift.abs(background.maxX - expected.maxX)),
                                Swift.max(Swift.abs(background.minY - expected.minY), Swift.abs(background.maxY - expected.maxY)))
            guard drawables[0].element == "rect", gap <= allowed else {
                return "\(picture.name), as Fillet writes it, draws its first element, a \(drawables[0].element), over \(background), "
                    + "not its background over the documented viewBox \(expected)"
            }
        }
        return nil
    }()
}
