import Foundation

/// Interns draw labels as small integers, so a recorded ``Choice`` is plain data (no reference
/// counting when a case's buffer is reused). Labels are registered when a generator is built,
/// never per case. Thread-safe.
enum LabelTable {
    /// 0 means "no label".
    static let none: UInt32 = 0

    private static let storage = Storage()

    static func id(for label: String?) -> UInt32 {
        guard let label else { return none }
        return storage.id(for: label)
    }

    static func name(_ id: UInt32) -> String? {
        id == none ? nil : storage.name(id)
    }

    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []
        private var ids: [String: UInt32] = [:]

        func id(for label: String) -> UInt32 {
            lock.lock()
            defer { lock.unlock() }
            if let known = ids[label] { return known }
            names.append(label)
            let id = UInt32(names.count)
            ids[label] = id
            return id
        }

        func name(_ id: UInt32) -> String? {
            lock.lock()
            defer { lock.unlock() }
            return Int(id) <= names.count ? names[Int(id) - 1] : nil
        }
    }
}
