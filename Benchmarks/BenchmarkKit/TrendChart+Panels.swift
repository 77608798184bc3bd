/// How `TrendChart` splits the cases into families and panels.
extension TrendChart {
    /// One chart panel: the cases of one family that share a parameter value (if any).
    struct Panel: Hashable, Sendable {
        /// The part of the case name before the first `/`: `generate`, `flatten`, `intersect`, …
        var family: String
        /// The trailing `key=value` component the panel is split by (`tol=0.01`), or `nil`.
        var parameter: String?
        /// Full case names, in order of first appearance.
        var cases: [String]

        /// `flatten · tol=0.01`, or the family alone.
        var title: String { parameter.map { "\(family) · \($0)" } ?? family }

        /// The legend label for `name`: the case name without the family prefix and without the
        /// panel's parameter component (`flatten/star-5/tol=0.01` → `star-5`).
        func label(_ name: String) -> String {
            var components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if components.count > 1 { components.removeFirst() }
            if let parameter, components.count > 1, components.last == parameter { components.removeLast() }
            let label = components.joined(separator: "/")
            return label.isEmpty ? name : label
        }
    }

    /// The panels for `names`, grouped by family in order of first appearance.
    ///
    /// A family whose cases end in a `key=value` component (`flatten/<fixture>/tol=<t>`) gets one
    /// panel per value, so each panel holds one line per fixture; other families get one panel.
    static func families(_ names: [String]) -> [(family: String, panels: [Panel])] {
        var order: [String] = [], panelsByFamily: [String: [Panel]] = [:]
        for name in names {
            let components = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let family = components[0]
            let parameter = components.count > 2 && components.last!.contains("=") ? components.last! : nil
            if panelsByFamily[family] == nil { order.append(family) }
            var panels = panelsByFamily[family, default: []]
            if let index = panels.firstIndex(where: { $0.parameter == parameter }) {
                panels[index].cases.append(name)
            } else {
                panels.append(Panel(family: family, parameter: parameter, cases: [name]))
            }
            panelsByFamily[family] = panels
        }
        return order.map { ($0, panelsByFamily[$0]!) }
    }
}
