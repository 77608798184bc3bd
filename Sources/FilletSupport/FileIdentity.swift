import Foundation

/// A file as the file system knows it, whatever its names: its device and inode. Two paths with
/// one identity (a symbolic link and its target, two hard links) name one file, as long as
/// neither is replaced in between.
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The identity `info` describes.
    init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
