/// The one escaper for text placed in a Markdown table cell (the range maps' summaries, the
/// benchmark trend): the text stays on one line and in its cell whatever it holds.
public enum MarkdownText {
    /// `text` as one table cell: control characters escaped (``OneLine/escaped(_:)``), `|` as `\|`
    /// (it would split the row), and `&`, `<`, `>` as entities (a renderer would take them as HTML).
    public static func cell(_ text: String) -> String {
        OneLine.escaped(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "|", with: "\\|")
    }
}
