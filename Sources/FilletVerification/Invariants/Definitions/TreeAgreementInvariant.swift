import FilletGeometry

/// The piece tree's contacts and clearance equal an all-pairs scan's (every case above
/// `Path.allPairsSegmentLimit` segments, and one in 8 of the others forced
/// through the tree; see `Catalogue.checkTreeAgreement`).
enum TreeAgreementInvariant: ConstructionInvariant {
    static let name = "tree-vs-all-pairs"
    static var invariant: Invariant { .treeAgreement }
    static let marginUnit = Invariant.MarginUnit.verdict
    static var summary: String {
        let t = VerificationTolerances.self
        return "piece tree = all-pairs scan: same contacts and clearance (above \(FilletGeometry.Path.allPairsSegmentLimit) segments; 1 in \(t.treeAgreementSampling) below, forced through the tree)"
    }
    static let isDifferential = true

    /// The constructions' gate.
    static func evaluate<Sink: InvariantSink>(_ shape: ShapeUnderTest, options: Catalogue.Options,
                                              _ context: CatalogueContext, _ verdicts: inout VerdictRecorder<Sink>) {
        guard Catalogue.comparesDifferentials(shape.path, options) else { return }
        Catalogue.checkTreeAgreement(shape.path, context.analysis, &verdicts)
    }
}

extension Invariant {
    /// The piece tree's contacts and clearance equal an all-pairs scan's (every case above
    /// `Path.allPairsSegmentLimit` segments, and one in 8 of the others forced
    /// through the tree; see `Catalogue.checkTreeAgreement`).
    public static let treeAgreement = Invariant(TreeAgreementInvariant.self)
}
