import FilletGeometry

extension PathCheck {
    /// The users' gate, after ``Invariant/closedAndFinite`` (which stops it when the path cannot
    /// be measured): every invariant a user's path is held to, each evaluated on the path's
    /// analysis under the users' policy (``PathInvariant``), in the order of the report's rows.
    ///
    /// No invariant reads what another wrote: each reads the analysis (``PathAnalysis``), records
    /// its own verdict (``VerdictRecorder``) and returns what it measured of its finding
    /// (``FindingMeasures``), so any order gives the same rows.
    ///
    /// The list is written once, here; ``gate`` is it as data, and the evaluation visits the
    /// types themselves, so each invariant's evaluation is specialised for the caller's sink.
    static func forEachGateInvariant<Visitor: PathInvariantVisitor>(_ visitor: inout Visitor) {
        visitor.visit(PositionContinuityInvariant.self)
        visitor.visit(TangentContinuityInvariant.self)
        visitor.visit(CurvatureContinuityInvariant.self)
        visitor.visit(NonSelfIntersectionInvariant.self)
        visitor.visit(FlatteningDeviationInvariant.self)
        visitor.visit(FlatteningChordCountInvariant.self)
        visitor.visit(OrientationInvariant.self)
        visitor.visit(ArcCubicsInvariant.self)
    }

    /// The users' gate as a list (``forEachGateInvariant(_:)``'s order).
    static let gate: [any PathInvariant.Type] = {
        var list = PathInvariantList()
        forEachGateInvariant(&list)
        return list.types
    }()
}

/// Visits the types of the users' gate (``PathCheck/forEachGateInvariant(_:)``).
protocol PathInvariantVisitor {
    mutating func visit<Definition: PathInvariant>(_ definition: Definition.Type)
}

/// Collects the types visited.
struct PathInvariantList: PathInvariantVisitor {
    var types: [any PathInvariant.Type] = []
    mutating func visit<Definition: PathInvariant>(_ definition: Definition.Type) { types.append(definition) }
}

/// Evaluates each checked invariant visited on `context`'s analysis, merging the finding measures.
struct PathInvariantEvaluation<Sink: InvariantSink>: PathInvariantVisitor {
    let options: PathCheck.Options
    let context: CatalogueContext
    var verdicts: VerdictRecorder<Sink>
    var measures = PathCheck.FindingMeasures()

    mutating func visit<Definition: PathInvariant>(_ definition: Definition.Type) {
        guard verdicts.records(Definition.invariant) else { return }
        measures = measures.merging(Definition.evaluate(options: options, context, &verdicts))
    }
}
