extension Runner {
    /// Shrinks failing case `caseIndex`, finds its boundary pairs and formats its commands.
    static func failure<Value>(_ property: Property<Value>, caseIndex: Int, configuration: RunConfiguration,
                               source: inout ChoiceSource, checks: inout Checks) -> Failure {
        guard let original = regenerate(property, caseIndex: caseIndex, seed: configuration.seed, source: &source) else {
            // Only a generator that does not depend on its source alone gets here.
            return Failure(caseIndex: caseIndex, seed: configuration.seed, originalValue: .null, shrunkValue: .null,
                           shrinkSteps: 0, shrinkEvaluations: 0, failingChecks: [],
                           error: "case \(caseIndex) failed, then was discarded when generated again: the generator is not deterministic",
                           boundaries: [], replayCommand: nil, rerunCommand: nil)
        }
        var shrinker = Shrinker(property: property, source: source, checks: checks, failing: original.choices,
                                spans: original.spans, maxEvaluations: configuration.maxShrinkEvaluations)
        shrinker.shrink()
        let shrinkEvaluations = shrinker.evaluations
        let boundaries = shrinker.boundaries(relativeTolerance: configuration.boundaryRelativeTolerance,
                                             encode: { encode($0) })

        source.beginReplay(shrinker.current)
        let shrunkValue = (try? property.gen.run(&source)) ?? original.value
        let result = replay(property, value: shrunkValue, checks: &checks)
        let context = CommandTemplate.Context(property: property.name, valueJSON: result.value.jsonText,
                                              seed: configuration.seed, caseIndex: caseIndex, cases: configuration.cases)
        return Failure(
            caseIndex: caseIndex, seed: configuration.seed, originalValue: encode(original.value),
            shrunkValue: result.value, shrinkSteps: shrinker.steps, shrinkEvaluations: shrinkEvaluations,
            failingChecks: result.checks.filter { !$0.passed }, error: result.error, boundaries: boundaries,
            replayCommand: configuration.replayCommand?.format(context),
            rerunCommand: configuration.rerunCommand?.format(context))
    }

    /// Regenerates the case behind each check's worst margin to record its value and detail.
    static func fillWorstCases<Value>(_ report: inout PropertyReport, _ property: Property<Value>,
                                      configuration: RunConfiguration, source: inout ChoiceSource, checks: inout Checks) {
        for slot in report.checks.indices {
            guard let caseIndex = report.checks[slot].worstCaseIndex,
                  let worst = report.checks[slot].worstMargin,
                  let generated = regenerate(property, caseIndex: caseIndex, seed: configuration.seed, source: &source)
            else { continue }
            let result = replay(property, value: generated.value, checks: &checks)
            report.checks[slot].worstValue = result.value
            let name = report.checks[slot].name
            report.checks[slot].worstDetail = result.checks.first {
                $0.name == name && $0.margin?.bitPattern == worst.bitPattern
            }?.detail
        }
    }
}
