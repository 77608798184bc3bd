import FilletVerification
import Foundation
import FilletSupport

/// Writing a map's files: `<name>.csv`, `<name>.svg`, `<name>.md`, with `html` also the interactive
/// `<name>.html` (or a shard's `<name>.shard-<i>-of-<N>.csv`), atomically.
public enum RangeMapFiles {
    /// Writes `text` to `url` with the project's one atomic writer (`AtomicFile`).
    /// - Throws: ``ExplorerError/io(_:)`` naming the file.
    public static func writeAtomically(_ text: String, to url: URL) throws(ExplorerError) {
        do { try AtomicFile.write(text, to: url.path) } catch { throw .io(error.description) }
    }

    /// The file name of shard `index` of `count`.
    public static func shardFileName(_ name: String, index: Int, count: Int) -> String {
        "\(name).shard-\(index)-of-\(count).csv"
    }

    /// The files a run writes: the shard's CSV, or the whole map's CSV, SVG, (page,) markdown.
    public static func targets(name: String, directory: URL, shard: (index: Int, count: Int)?, html: Bool = false) -> [String] {
        if let shard {
            return [directory.appendingPathComponent(shardFileName(name, index: shard.index, count: shard.count)).path]
        }
        return suffixes(html: html).map { directory.appendingPathComponent("\(name).\($0)").path }
    }

    /// Throws for a target that could not be written (a directory, a device, a directory that is
    /// not writable): checked before a run, which can take minutes, rather than after it.
    public static func checkTargets(name: String, directory: URL, shard: (index: Int, count: Int)?,
                                    html: Bool = false) throws(ExplorerError) {
        for path in targets(name: name, directory: directory, shard: shard, html: html) {
            do { try AtomicFile.checkWritableTarget(path) } catch { throw .io(error.description) }
        }
    }

    /// In writing order: the markdown, which links to the others, last.
    private static func suffixes(html: Bool) -> [String] { ["csv", "svg"] + (html ? ["html"] : []) + ["md"] }

    /// Writes the CSV, SVG heatmap and markdown summary of a whole map into `directory`, with
    /// `html` also the interactive page (``RangeMap/html(name:previews:)``, previews within
    /// `previewBudget` bytes), as one set (`AtomicFile.writeAll(_:)`, the markdown
    /// that links to the others last): a failure before the first rename leaves the old files as
    /// they were.
    /// - Returns: the paths written.
    @discardableResult
    public static func write(_ map: RangeMap, name: String, to directory: URL, html: Bool = false,
                             previewBudget: Int = RangePreviewSet.defaultByteBudget) throws(ExplorerError) -> [String] {
        var texts = [map.csv, map.svg]
        if html { texts.append(map.html(name: name, previews: RangePreviewSet(map, byteBudget: previewBudget))) }
        texts.append(map.markdown(name: name, hasPage: html))
        let files = zip(targets(name: name, directory: directory, shard: nil, html: html), texts).map { path, text in
            (path: path, data: Data(text.utf8))
        }
        do { try AtomicFile.writeAll(files) } catch { throw .io(error.description) }
        return files.map(\.path)
    }
}
