import FilletVerification
import FilletShapes
import FilletGeometry

/// Summarises where a check fails over a sweep as a condition on the swept parameters, e.g.
/// "fails iff r > 0" or "fails iff outline ∈ {none, circle outline} and r ≥ 4".
///
/// Tried in order, the first that describes the failures *exactly* (every case satisfying it
/// fails, every other case passes) wins:
/// 1. every case / no case;
/// 2. one parameter: each of its values always fails or always passes;
/// 3. two parameters: each combination of values always fails or always passes, described per
///    value of the first (merged where the second's failing values agree);
/// 4. a threshold in one numeric parameter that depends on the others: within every combination
///    of the other parameters the failures are the values from some threshold up (or down),
///    allowing at most `exceptionLimit` combinations that are not, which are listed.
///
/// Parameters with nearly one value per case (derived radii) are left out: they would describe
/// anything exactly and nothing usefully.
/// Otherwise the summary is approximate and says so: the failure count, and per parameter the
/// values at which every case fails or no case fails.
public enum AuditConditions {
    /// A parameter with more distinct values than this and more than a quarter of the cases is
    /// treated as nearly unique per case and left out of the conditions.
    static let nearlyUniqueMinimum = 40
    /// The most values listed before a list is cut short with "…".
    static let listLimit = 12
    /// The most lines a two-parameter description may use before it is not worth it.
    static let groupLimit = 8

    /// The condition under which `failed` holds, for cases described by `parameters`.
    /// - Parameters:
    ///   - parameters: per case, its swept values (same names in the same order for every case).
    ///   - failed: per case, whether the check failed.
    /// - Complexity: O(p² · n) for p parameters and n cases.
    public static func describe(parameters: [[AuditParameter]], failed: [Bool]) -> String {
        precondition(parameters.count == failed.count)
        let total = failed.count
        let failures = failed.filter { $0 }.count
        if total == 0 { return "not evaluated" }
        if failures == 0 { return "holds in all \(total) cases" }
        if failures == total { return "fails in every case (\(total))" }
        let names = parameters[0].map(\.name)
        let columns: [[AuditValue]] = names.indices.map { column in parameters.map { $0[column].value } }
        // A parameter with nearly one value per case (a derived radius) describes anything exactly
        // and nothing usefully: leave it out of the exact conditions.
        let usable = names.indices.filter { column in
            let distinct = Set(columns[column]).count
            return distinct <= nearlyUniqueMinimum || distinct * 4 <= total
        }
        // 1. one parameter
        var single: [String] = []
        for column in usable {
            if let text = exactSingle(names[column], columns[column], failed), !text.contains(", …}") { single.append(text) }
        }
        if let best = single.min(by: { $0.count < $1.count }) {
            return "fails iff \(best) (\(failures) of \(total) cases)"
        }
        // 2. two parameters
        var pairs: [String] = []
        for first in usable {
            for second in usable where second != first {
                if let text = exactPair(names[first], columns[first], names[second], columns[second], failed),
                   !text.contains(", …}") {
                    pairs.append(text)
                }
            }
        }
        if let best = pairs.min(by: { $0.count < $1.count }) {
            return "fails iff \(best) (\(failures) of \(total) cases)"
        }
        // 3. a threshold in one parameter that moves with the others
        // The parameter whose threshold explains the most groups (fewest exceptions, fewest
        // groups that never fail) describes it best.
        let thresholds = usable.compactMap { column in monotone(names[column], column, columns, names, usable: usable, failed) }
        if let best = thresholds.min(by: { ($0.exceptions, $0.neverFraction) < ($1.exceptions, $1.neverFraction) }) {
            return "fails iff \(best.text) (\(failures) of \(total) cases)"
        }
        // 4. approximate
        var parts: [String] = []
        for column in usable {
            let name = names[column]
            let groups = group(columns[column], failed)
            let always = groups.filter { $0.passes == 0 }.map(\.value)
            let never = groups.filter { $0.fails == 0 }.map(\.value)
            if !always.isEmpty, always.count < groups.count {
                parts.append("every case with \(name) \(valueSet(always, among: groups.map(\.value))) fails")
            }
            if !never.isEmpty, never.count < groups.count {
                parts.append("none with \(name) \(valueSet(never, among: groups.map(\.value))) fails")
            }
        }
        let detail = parts.isEmpty ? "" : "; " + parts.joined(separator: "; ")
        return "fails in \(failures) of \(total) cases, no single- or two-parameter condition is exact\(detail)"
    }

    /// "r ≥ r₀, …" when, for every combination of the other usable parameters, the failing values
    /// of the numeric parameter at `column` are exactly those from some threshold up (or down).
    static func monotone(_ name: String, _ column: Int, _ columns: [[AuditValue]], _ names: [String], usable: [Int],
                         _ failed: [Bool]) -> (text: String, exceptions: Int, neverFraction: Double)? {
        guard columns[column].allSatisfy({ $0.number != nil }), Set(columns[column]).count >= 3 else { return nil }
        let others = usable.filter { $0 != column }
        var groups: [[AuditValue]: [(value: Double, failed: Bool)]] = [:]
        var order: [[AuditValue]] = []
        for index in failed.indices {
            let key = others.map { columns[$0][index] }
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append((columns[column][index].number!, failed[index]))
        }
        // Groups of one or two cases make any parameter look monotone.
        guard groups.count * 3 <= failed.count else { return nil }
        for upward in [true, false] {
            var thresholds: [Double] = []
            var never = 0
            var exceptions: [String] = []
            for key in order {
                let sorted = groups[key]!.sorted { upward ? $0.value < $1.value : $0.value > $1.value }
                guard let first = sorted.firstIndex(where: \.failed) else { never += 1; continue }
                if sorted[first...].contains(where: { !$0.failed }) {
                    let failing = sorted.filter(\.failed).map { AuditValue.number($0.value) }
                    let label = zip(others, key).map { "\(names[$0.0]) = \($0.1)" }.joined(separator: ", ")
                    exceptions.append("\(label): fails only for \(name) \(valueSet(failing, among: sorted.map { .number($0.value) }))")
                    continue
                }
                thresholds.append(sorted[first].value)
            }
            guard exceptions.count <= exceptionLimit, !thresholds.isEmpty else { continue }
            let low = thresholds.min()!, high = thresholds.max()!
            let symbol = upward ? "≥" : "≤"
            let otherNames = others.map { names[$0] }.joined(separator: ", ")
            var text = "\(name) \(symbol) a threshold depending on \(otherNames)"
            text += low == high ? ", the same in every group: \(name) \(symbol) \(AuditFormat.number(low))"
                                : ", from \(AuditFormat.number(low)) to \(AuditFormat.number(high))"
            if never > 0 { text += "; \(never) of \(groups.count) groups never fail" }
            if !exceptions.isEmpty { text += "; not monotone for " + exceptions.joined(separator: "; ") }
            return (text, exceptions.count, Double(never) / Double(groups.count))
        }
        return nil
    }

    /// The most groups a threshold description may list as exceptions.
    static let exceptionLimit = 3

    struct ValueGroup {
        var value: AuditValue
        var fails = 0
        var passes = 0
    }

    /// Distinct values in first-seen order (numbers sorted ascending), with fail and pass counts.
    static func group(_ column: [AuditValue], _ failed: [Bool], where include: (Int) -> Bool = { _ in true }) -> [ValueGroup] {
        var groups: [ValueGroup] = []
        var positions: [AuditValue: Int] = [:]
        for (index, value) in column.enumerated() where include(index) {
            let position: Int
            if let existing = positions[value] { position = existing } else {
                position = groups.count
                positions[value] = position
                groups.append(ValueGroup(value: value))
            }
            if failed[index] { groups[position].fails += 1 } else { groups[position].passes += 1 }
        }
        if groups.allSatisfy({ $0.value.number != nil }) {
            groups.sort { $0.value.number! < $1.value.number! }
        }
        return groups
    }

    static func exactSingle(_ name: String, _ column: [AuditValue], _ failed: [Bool]) -> String? {
        let groups = group(column, failed)
        guard groups.allSatisfy({ $0.fails == 0 || $0.passes == 0 }) else { return nil }
        let failing = groups.filter { $0.fails > 0 }.map(\.value)
        return "\(name) \(valueSet(failing, among: groups.map(\.value)))"
    }

    static func exactPair(_ firstName: String, _ first: [AuditValue], _ secondName: String, _ second: [AuditValue],
                          _ failed: [Bool]) -> String? {
        let firstGroups = group(first, failed)
        guard firstGroups.count > 1 else { return nil }
        var descriptions: [(values: [AuditValue], text: String)] = []
        for firstGroup in firstGroups {
            let inGroup = group(second, failed) { first[$0] == firstGroup.value }
            guard inGroup.allSatisfy({ $0.fails == 0 || $0.passes == 0 }) else { return nil }
            let failing = inGroup.filter { $0.fails > 0 }.map(\.value)
            let text = failing.isEmpty ? "never" : (failing.count == inGroup.count ? "always"
                                                    : "\(secondName) \(valueSet(failing, among: inGroup.map(\.value)))")
            if let index = descriptions.firstIndex(where: { $0.text == text }) {
                descriptions[index].values.append(firstGroup.value)
            } else {
                descriptions.append(([firstGroup.value], text))
            }
        }
        let failingParts = descriptions.filter { $0.text != "never" }
        guard failingParts.count <= groupLimit else { return nil }
        let allFirst = firstGroups.map(\.value)
        return failingParts.map { part in
            let condition = "\(firstName) \(valueSet(part.values, among: allFirst))"
            return part.text == "always" ? condition : "\(condition) and \(part.text)"
        }.joined(separator: ", or ")
    }

    /// "= v", "> v", "≥ v", "≤ v", "in a…b", "∈ {…}" for `subset` of the sorted `all`.
    static func valueSet(_ subset: [AuditValue], among all: [AuditValue]) -> String {
        if subset.count == 1 { return "= \(subset[0])" }
        let positions = subset.compactMap { value in all.firstIndex(of: value) }.sorted()
        let numeric = all.allSatisfy { $0.number != nil }
        if numeric, let lowest = positions.first, let highest = positions.last,
           highest - lowest + 1 == positions.count {
            if highest == all.count - 1, lowest > 0 {
                return all[lowest - 1].number == 0 ? "> 0" : "≥ \(all[lowest])"
            }
            if lowest == 0, highest < all.count - 1 { return "≤ \(all[highest])" }
            return "in \(all[lowest])…\(all[highest])"
        }
        if numeric {
            var runs: [String] = []
            var runStart = positions[0], previous = positions[0]
            for position in positions.dropFirst() + [Int.max] {
                if position == previous + 1 { previous = position; continue }
                runs.append(runStart == previous ? "\(all[runStart])" : "\(all[runStart])…\(all[previous])")
                runStart = position
                previous = position
            }
            return "∈ {\(runs.prefix(listLimit).joined(separator: ", "))\(runs.count > listLimit ? ", …" : "")}"
        }
        let texts = subset.map(\.description)
        return "∈ {\(texts.prefix(listLimit).joined(separator: ", "))\(texts.count > listLimit ? ", …" : "")}"
    }
}
