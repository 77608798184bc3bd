import FilletVerification

extension RepairState {
    /// Joins looked up by their ``Pair``, as a dictionary filled in their order would give them
    /// (the last of a pair), without hashing thousands of pairs: when the joins name each pair
    /// once in a walk's order (``namesEachJoinOnce(_:)``), a binary search over those with an
    /// incoming element (ascending) or over those without (ascending outgoing); a dictionary
    /// otherwise.
    struct JoinTable {
        private var withIncoming: [PathCheck.JoinVerdict] = []
        private var withoutIncoming: [PathCheck.JoinVerdict] = []
        private var table: [Pair: PathCheck.JoinVerdict]?

        init(_ joins: [PathCheck.JoinVerdict]) {
            guard RepairState.namesEachJoinOnce(joins) else {
                var table: [Pair: PathCheck.JoinVerdict] = [:]
                table.reserveCapacity(joins.count)
                for join in joins { table[Pair(join)] = join }
                self.table = table
                return
            }
            withIncoming.reserveCapacity(joins.count)
            for join in joins {
                if join.incomingElementIndex != nil { withIncoming.append(join) } else { withoutIncoming.append(join) }
            }
        }

        subscript(_ pair: Pair) -> PathCheck.JoinVerdict? {
            if let table { return table[pair] }
            let sorted = pair.incoming == nil ? withoutIncoming : withIncoming
            guard let key = pair.incoming ?? pair.outgoing else { return nil }
            var low = 0, high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                let join = sorted[middle]
                let value = (pair.incoming == nil ? join.outgoingElementIndex : join.incomingElementIndex) ?? Int.min
                if value < key { low = middle + 1 } else { high = middle }
            }
            guard low < sorted.count, Pair(sorted[low]) == pair else { return nil }
            return sorted[low]
        }
    }
}
