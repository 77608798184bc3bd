/// The finding `fillet fix path` repairs for an invariant (FilletRepair's `RepairKind`):
/// declared beside the invariants, which name the one they answer.
public enum RepairKind: String, Hashable, Sendable, Codable {
    case kink
    case arcCubic = "arc-cubic"
}
