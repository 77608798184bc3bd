import Foundation

/// Writing to standard output and standard error without trapping: `FileHandle.write(_:)` traps
/// when the stream cannot take the data (a full disk behind `> /dev/full`, a closed descriptor, a
/// pipe whose reader left while SIGPIPE is ignored); these return the reason instead.
public enum StandardStreams {
    /// Writes `text` to standard output. - Returns: `nil`, or why it could not be written.
    @discardableResult
    public static func writeOutput(_ text: String) -> String? { write(text, to: STDOUT_FILENO) }

    /// Writes `text` to standard error. - Returns: `nil`, or why it could not be written.
    @discardableResult
    public static func writeError(_ text: String) -> String? { write(text, to: STDERR_FILENO) }

    static func write(_ text: String, to descriptor: Int32) -> String? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes every byte of `buffer` to `descriptor`, retrying after EINTR: the project's one
    /// `write(2)` loop (``AtomicFile`` writes its temporary files with it).
    /// - Returns: `nil`, or why it could not be written.
    static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> String? {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }
}
