import FilletGeometry

extension Catalogue {
    /// The constructions' gate, after ``Invariant/closedAndFinite`` (which stops it when the path
    /// cannot be measured): every invariant a construction is held to, each evaluated on the
    /// shape's analysis under the catalogue's policy (``ConstructionInvariant``), in the order of
    /// the report's rows.
    ///
    /// No invariant reads what another wrote (each reads the analysis, ``PathAnalysis``, records
    /// its own verdict, ``VerdictRecorder``, and borrows buffers, ``EntryScratch``), so any order
    /// gives the same rows. ``Invariant/scaleInvariance`` compares the verdicts of all the others
    /// with those at other scales: it evaluates them itself, the rebuilt shapes on an analysis of
    /// their own.
    ///
    /// The list is written once, here; ``gate`` is it as data, and the evaluation visits the
    /// types themselves, so each invariant's evaluation is specialised for the caller's sink.
    static func forEachGateInvariant<Visitor: ConstructionInvariantVisitor>(_ visitor: inout Visitor) {
        visitor.visit(PositionContinuityInvariant.self)
        visitor.visit(TangentContinuityInvariant.self)
        visitor.visit(CurvatureContinuityInvariant.self)
        visitor.visit(RadiiInvariant.self)
        visitor.visit(StarInnerRadiusInvariant.self)
        visitor.visit(StarInnerCollinearInvariant.self)
        visitor.visit(NonSelfIntersectionInvariant.self)
        visitor.visit(TreeAgreementInvariant.self)
        visitor.visit(StarCertificateInvariant.self)
        visitor.visit(RotationalSymmetryInvariant.self)
        visitor.visit(WithinFrameInvariant.self)
        visitor.visit(BorderWidthInvariant.self)
        visitor.visit(BorderConcentricInvariant.self)
        visitor.visit(FlatteningDeviationInvariant.self)
        visitor.visit(FlatteningChordCountInvariant.self)
        visitor.visit(AreaAgreementInvariant.self)
        visitor.visit(LengthAgreementInvariant.self)
        visitor.visit(BoundsAgreementInvariant.self)
        visitor.visit(TurningAgreementInvariant.self)
        visitor.visit(IntersectionAgreementInvariant.self)
        visitor.visit(ClearanceAgreementInvariant.self)
        visitor.visit(AffineMapInvariant.self)
        visitor.visit(ArcFitAgreementInvariant.self)
        visitor.visit(OrientationInvariant.self)
        visitor.visit(ScaleInvarianceInvariant.self)
    }

    /// The constructions' gate as a list (``forEachGateInvariant(_:)``'s order).
    static let gate: [any ConstructionInvariant.Type] = {
        var list = ConstructionInvariantList()
        forEachGateInvariant(&list)
        return list.types
    }()

    /// Runs ``Invariant/closedAndFinite`` and, when the path can be measured, the gate (without
    /// ``Invariant/scaleInvariance`` when `scaleInvariance` is false) on `context`'s analysis
    /// (prepared for `shape.path`).
    static func evaluateGate<Sink: InvariantSink>(on shape: ShapeUnderTest, options: Options, scaleInvariance: Bool = true,
                                                  _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard ClosedAndFiniteInvariant.evaluate(context.analysis, &verdicts, policy: .closedRequired) else { return }
        var evaluation = ConstructionInvariantEvaluation(shape: shape, options: options, context: context,
                                                         skipsScaleInvariance: !scaleInvariance, verdicts: consume verdicts)
        forEachGateInvariant(&evaluation)
        verdicts = evaluation.verdicts
    }
}

/// Visits the types of the constructions' gate (``Catalogue/forEachGateInvariant(_:)``).
protocol ConstructionInvariantVisitor {
    mutating func visit<Definition: ConstructionInvariant>(_ definition: Definition.Type)
}

/// Collects the types visited.
struct ConstructionInvariantList: ConstructionInvariantVisitor {
    var types: [any ConstructionInvariant.Type] = []
    mutating func visit<Definition: ConstructionInvariant>(_ definition: Definition.Type) { types.append(definition) }
}

/// Evaluates each invariant visited on `context`'s analysis of `shape`.
struct ConstructionInvariantEvaluation<Sink: InvariantSink>: ConstructionInvariantVisitor {
    let shape: ShapeUnderTest
    let options: Catalogue.Options
    let context: CatalogueContext
    let skipsScaleInvariance: Bool
    var verdicts: VerdictRecorder<Sink>

    mutating func visit<Definition: ConstructionInvariant>(_ definition: Definition.Type) {
        if skipsScaleInvariance && Definition.self == ScaleInvarianceInvariant.self { return }
        Definition.evaluate(shape, options: options, context, &verdicts)
    }
}
