import FilletGeometry
import FilletSupport

/// One property of the invariant catalogue: what a correctly built rounded shape must satisfy.
///
/// Every invariant yields an ``InvariantResult`` with a signed margin (slack): positive or zero
/// means it holds with that much room, negative means it is violated by that much. Margins are
/// dimensionless so they compare across shapes of any size (see ``MarginUnit``); every tolerance
/// is a named constant in ``VerificationTolerances``.
///
/// The raw value is the stable name used in reports, JSON, JUnit XML and tables.
public enum Invariant: String, CaseIterable, Codable, Hashable, Sendable {
    /// Non-empty, every coordinate finite, every subpath closed, size finite and > 0.
    case closedAndFinite = "closed-finite"
    /// Consecutive segments meet: the largest `Join.positionGap` ≤ the length tolerance.
    case positionContinuity = "position-continuity"
    /// Constructions: G1 at every join into or out of an arc (the tangent turn ≤ the angle
    /// tolerance). A user's path (``PathCheck``): at *every* join, a turn above the G1 tolerance
    /// but below the kink threshold is a near-miss kink; larger turns are intended corners.
    case tangentContinuity = "tangent-continuity"
    /// Realised radii equal the requested ones, or were clamped (and reported) only where the
    /// requested ones do not fit; every fillet is tangent to both edges; every edge's tangent
    /// lengths fit in it.
    case radii
    /// Stars: the inner vertices' distance from the centre equals k·R, and for the regular star
    /// the tan-based formula `R·cos(2π/n)/cos(π/n)`.
    case starInnerRadius = "star-inner-radius"
    /// Regular stars: inner vertices i and i+1 lie on the chord from outer vertex i to i+2.
    case starInnerCollinear = "star-inner-collinear"
    /// The path meets itself nowhere but at its joints (exact, from the geometry core).
    case nonSelfIntersection = "non-self-intersection"
    /// Stars and regular polygons: rotating by 2π/n about the centre maps the outline onto itself.
    case rotationalSymmetry = "rotational-symmetry"
    /// Shapes fitted into a frame stay inside it (exact arc bounds).
    case withinFrame = "within-frame"
    /// Borders: every inner-boundary point is exactly w from the outer boundary, and no
    /// outer-boundary point is nearer than w to the inner one.
    case borderWidth = "border-width"
    /// Borders: each rounded inner corner shares its centre with the outer corner and has radius
    /// R − w; a sharp inner corner only where R ≤ w.
    case borderConcentric = "border-concentric"
    /// Flattening stays within its tolerance of the exact path (measured Hausdorff bound).
    case flatteningDeviation = "flattening-deviation"
    /// Flattening uses the minimal chord count per arc: n chords are within the tolerance, n − 1
    /// would not be.
    case flatteningChordCount = "flattening-chord-count"
    /// Differential: the exact signed area of each subpath equals the flattened polyline's plus the
    /// circular segments its chords cut off, within rounding (see `Catalogue.checkDifferentials`).
    case areaAgreement = "area-vs-polyline"
    /// Differential: per segment, chords ≤ exact length ≤ chords + the largest excess of arcs with
    /// sagitta ≤ the flattening tolerance.
    case lengthAgreement = "length-vs-polyline"
    /// Differential: the exact bounds contain every polyline vertex and exceed the vertices' box by
    /// at most the flattening tolerance.
    case boundsAgreement = "bounds-vs-polyline"
    /// Differential: the exact self-intersection verdict agrees with an independent segment test of
    /// the polyline wherever the polyline decides (a robust crossing, or clear by 4 tolerances).
    case intersectionAgreement = "intersection-vs-polyline"
    /// Differential: the exact clearance (the least distance between segments that are not
    /// neighbours) is within twice the flattening's Hausdorff bound of the least distance between
    /// the chords of those same segments (see `Catalogue.checkClearanceAgreement`).
    case clearanceAgreement = "clearance-vs-polyline"
    /// The piece tree's contacts and clearance equal an all-pairs scan's (every case above
    /// `Path.allPairsSegmentLimit` segments, and one in 8 of the others forced
    /// through the tree; see `Catalogue.checkTreeAgreement`).
    case treeAgreement = "tree-vs-all-pairs"
    /// Differential: each subpath's exact turning number equals the winding of the polyline's chord
    /// directions (compared where no polyline vertex can turn by π).
    case turningAgreement = "turning-vs-polyline"
    /// Differential (path suite): `path.applying(T)` for a drawn affine map T has det T times the
    /// areas, bounds within the flattening bound of the mapped polyline, and under similarities
    /// the scaled length and clearance and the same verdict (see `Catalogue.checkAffineMap`).
    case affineMap = "affine-map"
    /// The ``VerificationSuite/svg`` suite: a path written as an SVG document (every command,
    /// nested transforms, `use`, basic shapes) reads back as the outlines built directly and
    /// mapped by the transforms composed independently (see `Catalogue.checkSVGRoundTrip(_:)`).
    case svgRoundTrip = "svg-round-trip"
    /// Every subpath turns once in the expected direction, and its signed area agrees.
    case orientation
    /// The verdicts are the same for the shape scaled by 10⁻⁶ and 10⁶.
    case scaleInvariance = "scale-invariance"
    /// User paths (``PathCheck``): the largest curvature jump at a tangent-continuous join, times the
    /// size (G2). Reported; it gates only with ``PathCheck/Options/maximumCurvatureJump``.
    case curvatureContinuity = "curvature-continuity"
    /// User paths (``PathCheck``): every cubic that stands for a circular arc
    /// (`CubicCurve.circularArcFit`) stays within its radial tolerance.
    case arcCubics = "arc-cubics"
    /// User inputs (`fillet check path`, `fillet fix path`): every file named or found could be
    /// checked — it exists, is a regular file that can be read, parses, draws something, and each
    /// element lies in the range the checks support. An input that cannot be checked is this
    /// invariant's finding for its path (an error by default), never a silent pass.
    case checkableInput = "checkable-input"

    /// The stable name (the raw value).
    @inlinable public var name: String { rawValue }

    /// What a margin of this invariant measures.
    public enum MarginUnit: String, Codable, Hashable, Sendable {
        /// A length divided by the shape's `Path.characteristicSize`.
        case relativeLength = "relative-length"
        /// An area divided by the square of the shape's size.
        case relativeArea = "relative-area"
        /// Radians.
        case radians
        /// A curvature times the shape's size (a circle of diameter = size has 2).
        case relativeCurvature = "relative-curvature"
        /// Turns (2π radians) of the tangent.
        case turns
        /// A verdict only: 0 when the invariant holds, −1 when it does not.
        case verdict
    }

    /// The unit of ``InvariantResult/margin`` for this invariant.
    public var marginUnit: MarginUnit {
        switch self {
        case .closedAndFinite, .scaleInvariance, .intersectionAgreement, .treeAgreement, .checkableInput: return .verdict
        case .tangentContinuity: return .radians
        case .curvatureContinuity: return .relativeCurvature
        case .orientation, .turningAgreement: return .turns
        case .areaAgreement: return .relativeArea
        case .positionContinuity, .nonSelfIntersection, .radii, .starInnerRadius, .starInnerCollinear,
             .rotationalSymmetry, .withinFrame, .borderWidth, .borderConcentric, .flatteningDeviation,
             .flatteningChordCount, .lengthAgreement, .boundsAgreement, .clearanceAgreement, .affineMap, .svgRoundTrip,
             .arcCubics:
            return .relativeLength
        }
    }

    /// One line for tables and help: what holds and with which tolerance.
    public var summary: String {
        let t = VerificationTolerances.self
        switch self {
        case .closedAndFinite:
            return "non-empty, finite, every subpath closed"
        case .positionContinuity:
            return "join gaps ≤ \(t.lengthRelative)·size + \(t.coordinateRounding)·magnitude"
        case .tangentContinuity:
            return "turn at arc joins ≤ \(t.angle) rad + direction rounding of the shorter segment; user paths: no join turns between that and the kink threshold"
        case .radii:
            return "realised = requested unless clamped where it does not fit; fillets tangent to both edges; edges fit"
        case .starInnerRadius:
            return "inner radius = k·R; regular: R·cos(2π/n)/cos(π/n) (tan form of seed 002), within \(t.lengthRelative)·size"
        case .starInnerCollinear:
            return "regular star: inner i, i+1 on chord outer i → outer i+2, within \(t.lengthRelative)·size"
        case .nonSelfIntersection:
            let relative = FilletGeometry.Path.intersectionRelativeTolerance
            return "no contact but at joints (contact tolerance \(relative)·size, at least 2⁻⁴⁸·largest coordinate)"
        case .rotationalSymmetry:
            return "rotation by 2π/n maps every arc and segment end onto the next period, within \(t.lengthRelative)·size"
        case .withinFrame:
            return "exact bounds inside the frame (padding applied), within \(t.lengthRelative)·size"
        case .borderWidth:
            return "inner boundary exactly w from the outer, ring nowhere thinner than w (\(t.borderSamplesPerSegment) samples per segment)"
        case .borderConcentric:
            return "rounded inner corners share the outer centre with radius R − w; sharp only where R ≤ w"
        case .flatteningDeviation:
            return "flattened at \(t.flatteningRelative)·size: Hausdorff bound ≤ tolerance + rounding allowance"
        case .flatteningChordCount:
            return "each arc: n chords within the tolerance, n − 1 not (slack \(t.chordCountRelativeSlack) of the tolerance)"
        case .areaAgreement:
            return "exact area = polyline area + circular segments cut off by the chords, within (\(t.lengthRelative)·size + rounding)·perimeter"
        case .lengthAgreement:
            return "per segment: chords ≤ exact length ≤ chords + largest arc excess at sagitta ≤ the flattening tolerance"
        case .boundsAgreement:
            return "exact bounds ⊇ polyline vertices, and exceed their box by ≤ the flattening tolerance"
        case .intersectionAgreement:
            return "exact self-intersection verdict = polyline segment test where it decides (robust crossing, or clear by \(t.intersectionClearReach) tolerances)"
        case .clearanceAgreement:
            return "exact clearance = least distance between the chords of non-neighbouring segments, within 2 flattening tolerances (+ rounding)"
        case .treeAgreement:
            return "piece tree = all-pairs scan: same contacts and clearance (above \(FilletGeometry.Path.allPairsSegmentLimit) segments; 1 in \(t.treeAgreementSampling) below, forced through the tree)"
        case .turningAgreement:
            return "exact turning number = winding of the polyline's chord directions (within \(t.turningNumber) turns)"
        case .affineMap:
            return "path.applying(T), T drawn per path: areas × det T, bounds vs the mapped polyline; similarities: length and clearance × scale, same verdict"
        case .svgRoundTrip:
            return "SVG document written from a path reads back as the outlines built directly, transforms composed independently"
        case .orientation:
            return "each subpath turns ±1 as expected (within \(t.turningNumber) turns), area sign agrees"
        case .scaleInvariance:
            return "same verdicts at scale \(t.scaleFactors.map { "\($0)" }.joined(separator: " and "))"
        case .curvatureContinuity:
            return "largest curvature jump × size at smooth joins (reported; gates only with a limit)"
        case .checkableInput:
            return "every input named or found was read, parsed and drew something checkable (else a finding of that path)"
        case .arcCubics:
            return "cubics standing for arcs: radial error ≤ \(NumberText.short(t.arcCubicStandardFactor))× the standard cubic's + max(\(t.arcCubicRelative)·r, \(t.arcCubicSizeRelative)·size)"
        }
    }

    /// Position in ``allCases`` (declaration order).
    var ordinal: Int {
        switch self {
        case .closedAndFinite: return 0
        case .positionContinuity: return 1
        case .tangentContinuity: return 2
        case .radii: return 3
        case .starInnerRadius: return 4
        case .starInnerCollinear: return 5
        case .nonSelfIntersection: return 6
        case .rotationalSymmetry: return 7
        case .withinFrame: return 8
        case .borderWidth: return 9
        case .borderConcentric: return 10
        case .flatteningDeviation: return 11
        case .flatteningChordCount: return 12
        case .areaAgreement: return 13
        case .lengthAgreement: return 14
        case .boundsAgreement: return 15
        case .intersectionAgreement: return 16
        case .clearanceAgreement: return 17
        case .treeAgreement: return 18
        case .turningAgreement: return 19
        case .affineMap: return 20
        case .svgRoundTrip: return 21
        case .orientation: return 22
        case .scaleInvariance: return 23
        case .curvatureContinuity: return 24
        case .arcCubics: return 25
        case .checkableInput: return 26
        }
    }

    /// The differential invariants: an exact measure against an independent route — the
    /// flattened polyline (``polylineDifferential``), or for the piece tree an all-pairs scan.
    public static let differential: [Invariant] = polylineDifferential + [.treeAgreement]

    /// The differential invariants that compare with the flattened polyline (they fail together
    /// when there is no polyline).
    public static let polylineDifferential: [Invariant] = [
        .areaAgreement, .lengthAgreement, .boundsAgreement, .intersectionAgreement, .clearanceAgreement,
        .turningAgreement,
    ]

    /// Bit of this invariant in a ``VerdictMask``.
    var bit: UInt32 { 1 << UInt32(ordinal) }
}
