extension Runner {
    /// Checks one value, collecting every check's detail.
    public static func replay<Value>(_ property: Property<Value>, value: Value) -> CaseResult {
        var checks = Checks()
        return replay(property, value: value, checks: &checks)
    }

    /// Checks the case stored as `json` (e.g. a regression entry or a failure's `shrunkValue`).
    /// A value that does not decode as the property's type is a failing case whose error says why.
    public static func replay<Value>(_ property: Property<Value>, json: JSONValue) -> CaseResult {
        do {
            let value = try PropertyCheckJSON.decode(Value.self, from: json.jsonText)
            return replay(property, value: value)
        } catch {
            return CaseResult(passed: false, checks: [], labels: [], error: error.description, value: json)
        }
    }

    /// Checks the case given as JSON text (what `fillet replay '<json>'` passes).
    /// - Throws: `.decoding` when `json` is not a value of the property's type.
    public static func replay<Value>(_ property: Property<Value>, json: String) throws(PropertyCheckError) -> CaseResult {
        replay(property, value: try PropertyCheckJSON.decode(Value.self, from: json))
    }

    /// Replays every stored regression of `property` in `store`.
    public static func replayRegressions<Value>(_ property: Property<Value>, store: RegressionStore)
        throws(PropertyCheckError) -> [RegressionReplay] {
        try store.entries(for: property.name).map {
            RegressionReplay(value: $0.value, note: $0.note, result: replay(property, json: $0.value))
        }
    }

    static func replay<Value>(_ property: Property<Value>, value: Value, checks: inout Checks) -> CaseResult {
        let error = property.evaluate(value, into: &checks, collectingDetails: true)
        return CaseResult(passed: error == nil && !checks.failed, checks: checks.results, labels: checks.labels,
                          error: error, value: encode(value))
    }
}
