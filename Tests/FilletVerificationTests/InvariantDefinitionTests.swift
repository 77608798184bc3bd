import Foundation
import Testing
@testable import FilletVerification
import FilletGate

/// Each invariant is one type (``InvariantDefinition``): the identifier, the registry and the
/// lists the gates, the profile, the configuration and SARIF read are derived from those types.
@Suite struct InvariantDefinitionTests {
    /// The names are the public contract (reports, JSON, SARIF, baselines, configurations), in
    /// the order of reports and of the verdict bits.
    static let stableNames = [
        "closed-finite", "position-continuity", "tangent-continuity", "radii", "star-inner-radius",
        "star-inner-collinear", "non-self-intersection", "rotational-symmetry", "within-frame", "border-width",
        "border-concentric", "flattening-deviation", "flattening-chord-count", "area-vs-polyline",
        "length-vs-polyline", "bounds-vs-polyline", "intersection-vs-polyline", "clearance-vs-polyline",
        "tree-vs-all-pairs", "turning-vs-polyline", "affine-map", "svg-round-trip", "orientation",
        "scale-invariance", "curvature-continuity", "arc-cubics", "checkable-input", "arc-fit-vs-arcs",
        "star-certificate",
    ]

    @Test func theRegistryKeepsEveryStableNameInOrder() {
        #expect(Invariant.allCases.map(\.name) == Self.stableNames)
        #expect(Invariant.allCases.count <= 32, "a VerdictMask holds 32 bits")
    }

    @Test(arguments: Self.stableNames)
    func eachDefinitionIsItsInvariantsOwn(_ name: String) throws {
        let invariant = try #require(Invariant(rawValue: name))
        let definition = invariant.definition
        #expect(definition.name == name)
        #expect(definition.invariant == invariant)
        #expect(Invariant.allCases[invariant.ordinal] == invariant)
        #expect(invariant.bit == 1 << UInt32(invariant.ordinal))
        #expect(!invariant.summary.isEmpty && !definition.findingDescription.isEmpty)
        // A repaired invariant is graded by the users' gate, where `fix path` finds it.
        if invariant.repair != nil { #expect(GateProfile.graded.contains(invariant), "\(name)") }
    }

    /// Equality and hashing read the ordinal alone: two invariants are equal exactly when their
    /// names are, and a set keeps each once.
    @Test func invariantsAreEqualExactlyWhenTheirNamesAre() throws {
        for first in Invariant.allCases {
            for second in Invariant.allCases {
                #expect((first == second) == (first.name == second.name), "\(first) vs \(second)")
            }
            #expect(try #require(Invariant(rawValue: first.name)) == first)
        }
        #expect(Set(Invariant.allCases + Invariant.allCases).count == Invariant.allCases.count)
    }

    @Test func anUnknownNameIsNoInvariant() {
        #expect(Invariant(rawValue: "no-such-invariant") == nil)
        #expect(Invariant(rawValue: "") == nil)
    }

    @Test func anInvariantEncodesAsItsNameAndAnUnknownNameDoesNotDecode() throws {
        let encoded = try JSONEncoder().encode([Invariant.arcCubics, .closedAndFinite])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["arc-cubics","closed-finite"]"#)
        #expect(try JSONDecoder().decode([Invariant].self, from: encoded) == [.arcCubics, .closedAndFinite])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Invariant].self, from: Data(#"["no-such-invariant"]"#.utf8)) }
    }

    /// The users' gate, the profile's defaults and the configuration's settings are the types'.
    @Test func theGateListsAndDefaultsAreDerivedFromTheTypes() {
        #expect(GateProfile.invariants.map(\.name) == [
            "closed-finite", "position-continuity", "tangent-continuity", "curvature-continuity",
            "non-self-intersection", "flattening-deviation", "flattening-chord-count", "orientation", "arc-cubics",
        ])
        #expect(GateProfile.graded == [.checkableInput] + GateProfile.invariants)
        #expect(Set(GateProfile.default.rules.keys) == Set(GateProfile.graded))
        for invariant in GateProfile.graded {
            #expect(GateProfile.default.rule(invariant) == invariant.definition.defaultRule, "\(invariant)")
            #expect((GateConfig.settings[invariant] ?? []).map(\.key) == invariant.definition.settings.map(\.key))
        }
        #expect(GateProfile.default.rule(.tangentContinuity).visibleAbove == GateProfile.defaultVisibleKinkOffset)
        #expect(GateConfig.settings[.tangentContinuity]?.map(\.key) == ["visible-offset", "kink-threshold", "max-move"])
        #expect(Invariant.allCases.filter { $0.repair != nil } == [.tangentContinuity, .arcCubics])
        #expect(Invariant.polylineDifferential == [.areaAgreement, .lengthAgreement, .boundsAgreement,
                                                   .intersectionAgreement, .clearanceAgreement, .turningAgreement])
        #expect(Invariant.differential == Invariant.polylineDifferential + [.treeAgreement])
    }

    /// Every invariant a gate evaluates is listed once in it.
    @Test func eachGateListsAnInvariantOnce() {
        let construction = Catalogue.gate.map { $0.invariant }, users = PathCheck.gate.map { $0.invariant }
        #expect(Set(construction).count == construction.count && Set(users).count == users.count)
        #expect(!construction.contains(.closedAndFinite) && !users.contains(.closedAndFinite))
    }
}
