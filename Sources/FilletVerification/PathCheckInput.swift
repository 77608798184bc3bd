import FilletGeometry
import FilletSVG
import FilletSupport

/// One drawable element of an input file, as `fillet check path` reads it: FilletSVG's
/// `SVGDrawable` itself (its position among the file's drawable elements in document order, its
/// `id`, its element name, its outline after transforms, the outline as written with the
/// transform, where path data wrote each element, its line), so the reader and the checker share
/// one type. A path given as path data is a drawable with the identity transform and no line.
public typealias PathCheckInput = SVGDrawable

extension SVGDrawable {
    /// The element as written, when a transform maps it to `path` (see ``PathCheck/WrittenForm``):
    /// `writtenPath` and the transform's largest stretch; `nil` under the identity.
    public var written: PathCheck.WrittenForm? {
        transform == .identity ? nil : PathCheck.WrittenForm(path: writtenPath, stretch: transform.largestStretch)
    }

    /// `file#index(id)`: how tables, JUnit and messages name the element.
    public func name(file: String) -> String {
        "\(file)#\(index)" + (id.map { "(\(OneLine.abbreviated($0)))" } ?? "")
    }
}
