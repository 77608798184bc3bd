/// A long command-line flag a command accepts.
public struct Option: Equatable, Sendable {
    /// The name without dashes, e.g. `inner-ratio` for `--inner-ratio`.
    public let name: String
    /// The value's placeholder in help (`"k"`, `"x,y"`), or `nil` for a switch that takes no value.
    public let value: String?
    /// What it does (and, for options without a ``range``, its valid values and default), for `--help`.
    public let summary: String
    /// The valid values of a numeric option (of each item of a list option): ``Arguments`` enforces
    /// it and ``help`` prints it, so the two cannot disagree.
    public var range: NumberRange?
    /// The default as help prints it.
    public var defaultText: String?
    /// Whether the value is a list of numbers (`"r r …"`), each of which must lie in ``range``.
    public var isList = false
    /// Whether the flag may be given more than once (`--file a --file b`); ``Arguments/strings(_:)``
    /// reads every value.
    public var isRepeatable = false

    /// An option from its parts (see the properties).
    public init(name: String, value: String?, summary: String, range: NumberRange? = nil,
                defaultText: String? = nil, isList: Bool = false) {
        self.name = name
        self.value = value
        self.summary = summary
        self.range = range
        self.defaultText = defaultText
        self.isList = isList
    }

    /// The flag as typed: `--` and the name.
    public var flag: String { "--\(name)" }

    /// The help line: summary, range, default.
    public var help: String {
        summary + (range.map { ", \($0)" } ?? "") + (defaultText.map { " (default \($0))" } ?? "")
    }

    /// An option taking a value shown as `placeholder` in help.
    public static func value(_ name: String, _ placeholder: String, _ help: String) -> Option {
        Option(name: name, value: placeholder, summary: help)
    }

    /// A numeric option (or list of numbers) whose values must lie in `range`.
    public static func number(_ name: String, _ placeholder: String, _ summary: String, _ range: NumberRange,
                       default defaultValue: String? = nil) -> Option {
        Option(name: name, value: placeholder, summary: summary, range: range, defaultText: defaultValue)
    }

    /// A list of numbers (`"a b …"`, separated by spaces or commas), each in `range`.
    public static func numbers(_ name: String, _ placeholder: String, _ summary: String, _ range: NumberRange) -> Option {
        Option(name: name, value: placeholder, summary: summary, range: range, isList: true)
    }

    /// A value option that may be given several times, each value kept in order.
    public static func repeated(_ name: String, _ placeholder: String, _ help: String) -> Option {
        var option = Option(name: name, value: placeholder, summary: help)
        option.isRepeatable = true
        return option
    }

    /// A switch: an option that takes no value.
    public static func toggle(_ name: String, _ help: String) -> Option {
        Option(name: name, value: nil, summary: help)
    }

    /// Help lines for a list of options, aligned.
    public static func helpText(_ options: [Option]) -> String {
        guard !options.isEmpty else { return "\n" }
        var table = TextTable(indent: "  ")
        for option in options { table.append([option.value.map { "\(option.flag) \($0)" } ?? option.flag, option.help]) }
        return table.text
    }
}

/// Hand-parsed arguments: positionals and `--flag value`, `--flag=value`, `--switch` tokens,
/// checked against a list of ``Option``s. Typed accessors parse values and throw ``UsageError``
/// naming the flag.
///
/// A value may start with `-` (negative numbers); a value that starts with `--` and is not a
/// number is taken as a missing value. A flag given twice, an unknown flag and a value given to a
/// switch are errors.
public struct Arguments: Sendable {
    /// The arguments that are not flags or their values, in order.
    public private(set) var positionals: [String] = []
    /// Each option given with a value, by name (without dashes).
    public private(set) var values: [String: String] = [:]
    /// The switches given, by name.
    public private(set) var switches: Set<String> = []
    /// Every value of each repeatable option given, in order.
    private var repeatedValues: [String: [String]] = [:]
    /// The valid range of each numeric option given.
    private var ranges: [String: NumberRange] = [:]
    /// Whether `--help` or `-h` appeared.
    public private(set) var wantsHelp = false

    /// Parses `tokens` against `options`.
    /// - Parameters:
    ///   - tokens: the command line after the command's name.
    ///   - options: the flags the command takes.
    ///   - context: how to name the command in "unknown flag" messages (`fillet shape star`).
    public init(_ tokens: [String], options: [Option], context: String) throws(UsageError) {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token == "--help" || token == "-h" {
                wantsHelp = true
                continue
            }
            guard token.hasPrefix("--") else {
                positionals.append(token)
                continue
            }
            var name = String(token.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                throw UsageError(flag: "--\(name)", "unknown flag for \(context) (see \(context) --help)")
            }
            guard option.isRepeatable || (values[name] == nil && !switches.contains(name)) else {
                throw UsageError(flag: option.flag, "given more than once")
            }
            if option.value == nil {
                if let inlineValue {
                    switch inlineValue {
                    case "true": switches.insert(name)
                    case "false": break
                    default: throw UsageError(flag: option.flag, "takes no value (or =true / =false), got '\(inlineValue)'")
                    }
                } else {
                    switches.insert(name)
                }
                continue
            }
            ranges[name] = option.range
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < tokens.count, !Self.looksLikeFlag(tokens[index]) else {
                    throw UsageError(flag: option.flag, "missing value (\(option.value!))")
                }
                value = tokens[index]
                index += 1
            }
            if values[name] == nil { values[name] = value }
            if option.isRepeatable { repeatedValues[name, default: []].append(value) }
            // Numeric values are checked here, as they are read, so the message names this flag
            // whatever the command does with it later.
            if option.range != nil {
                if option.isList { _ = try doubles(name) } else if case .integers = option.range { _ = try int(name) } else {
                    _ = try double(name)
                }
            }
        }
    }

    private static func looksLikeFlag(_ token: String) -> Bool {
        token.hasPrefix("--") && Double(token) == nil
    }

    /// Whether the flag was given (with a value, or as a switch).
    public func has(_ name: String) -> Bool { values[name] != nil || switches.contains(name) }

    /// Whether the switch was given.
    public func isSet(_ name: String) -> Bool { switches.contains(name) }

    /// The raw value of a value option, if given (the first, for a repeatable one).
    public func string(_ name: String) -> String? { values[name] }

    /// A file or directory path, if given; an empty one is bad input naming the flag (it would
    /// mean the current directory, or no file at all).
    public func path(_ name: String) throws(UsageError) -> String? {
        guard let value = values[name] else { return nil }
        guard !value.isEmpty else { throw UsageError(flag: "--\(name)", "the path is empty") }
        return value
    }

    /// Every value of a repeatable option, in the order given (empty when not given).
    public func strings(_ name: String) -> [String] { repeatedValues[name] ?? values[name].map { [$0] } ?? [] }

    /// A finite number, within the option's range.
    public func double(_ name: String) throws(UsageError) -> Double? {
        guard let text = values[name] else { return nil }
        return try checked(try Self.number(text, flag: "--\(name)"), name)
    }

    /// A whole number (no fraction, no exponent, within Int's range), within the option's range.
    public func int(_ name: String) throws(UsageError) -> Int? {
        guard let text = values[name] else { return nil }
        guard let value = Int(text.trimmingSpaces) else {
            throw UsageError(flag: "--\(name)", "expected a whole number, got '\(text)'")
        }
        if let range = ranges[name], !range.contains(value) {
            throw UsageError(flag: "--\(name)", "must be \(range), got \(value)")
        }
        return value
    }

    private func checked(_ value: Double, _ name: String) throws(UsageError) -> Double {
        if let range = ranges[name], !range.contains(value) {
            throw UsageError(flag: "--\(name)", "must be \(range), got \(value)")
        }
        return value
    }

    /// One of `choices`.
    public func choice(_ name: String, _ choices: [String]) throws(UsageError) -> String? {
        guard let text = values[name] else { return nil }
        guard choices.contains(text) else {
            throw UsageError(flag: "--\(name)", "expected one of \(choices.joined(separator: ", ")), got '\(text)'")
        }
        return text
    }

    /// A point `"x,y"`.
    public func point(_ name: String) throws(UsageError) -> (x: Double, y: Double)? {
        guard let text = values[name] else { return nil }
        return try Self.pair(text, flag: "--\(name)")
    }

    /// Points `"x,y x,y …"` (separated by spaces or semicolons).
    public func points(_ name: String) throws(UsageError) -> [(x: Double, y: Double)]? {
        try list(name, commas: false, expected: "points \"x,y x,y …\"") { item throws(UsageError) in
            try Self.pair(item, flag: "--\(name)")
        }
    }

    /// Numbers `"a b c …"` (separated by spaces or commas).
    public func doubles(_ name: String) throws(UsageError) -> [Double]? {
        try list(name, commas: true, expected: "numbers \"a b …\"") { item throws(UsageError) in
            try checked(try Self.number(item, flag: "--\(name)"), name)
        }
    }

    /// Booleans `"1 0 1 …"` (also true/false, yes/no).
    public func bools(_ name: String) throws(UsageError) -> [Bool]? {
        try list(name, commas: true, expected: "flags \"1 0 …\"") { item throws(UsageError) in
            switch item {
            case "1", "true", "yes": return true
            case "0", "false", "no": return false
            default: throw UsageError(flag: "--\(name)", "expected 1/0 (or true/false) per vertex, got '\(item)'")
            }
        }
    }

    /// The items of list flag `name`, each read by `parse`; `nil` when the flag is absent, a usage
    /// error naming `expected` when it holds no item.
    private func list<Item>(_ name: String, commas: Bool, expected: String,
                            _ parse: (String) throws(UsageError) -> Item) throws(UsageError) -> [Item]? {
        guard let text = values[name] else { return nil }
        var result: [Item] = []
        for item in Self.items(text, commas: commas) { result.append(try parse(item)) }
        guard !result.isEmpty else { throw UsageError(flag: "--\(name)", "expected \(expected), got none") }
        return result
    }

    /// A finite number written as `text`; otherwise a usage error naming `flag`.
    public static func number(_ text: String, flag: String) throws(UsageError) -> Double {
        guard let value = Double(text.trimmingSpaces) else {
            throw UsageError(flag: flag, "expected a number, got '\(text)'")
        }
        guard value.isFinite else { throw UsageError(flag: flag, "expected a finite number, got '\(text)'") }
        return value
    }

    /// A point written `x,y`; otherwise a usage error naming `flag`.
    public static func pair(_ text: String, flag: String) throws(UsageError) -> (x: Double, y: Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw UsageError(flag: flag, "expected a point x,y, got '\(text)'") }
        return (try number(String(parts[0]), flag: flag), try number(String(parts[1]), flag: flag))
    }

    /// The items of a list value: separated by spaces, semicolons, tabs or newlines (and commas
    /// when `commas` is set), empty items dropped.
    public static func items(_ text: String, commas: Bool = false) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\t" || $0 == "\n" || (commas && $0 == ",") })
            .map(String.init)
    }
}

extension String {
    /// The text without leading and trailing spaces.
    public var trimmingSpaces: Substring {
        var slice = Substring(self)
        while slice.first == " " { slice.removeFirst() }
        while slice.last == " " { slice.removeLast() }
        return slice
    }
}
