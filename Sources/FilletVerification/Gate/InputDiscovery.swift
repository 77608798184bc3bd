import Foundation
import FilletSupport

/// The files `fillet check path` reads, from what it was given: files as they are, directories
/// walked recursively (entries sorted by name, byte order; names starting with `.` skipped, as
/// are symbolic links to directories, so a walk ends), lists of paths one per line
/// (`--files-from`).
///
/// A file found in a directory is kept when it matches the configuration's `include` globs
/// (default ``defaultInclude``) and none of its `exclude` globs, both over its path relative to
/// the configuration file's directory. A file named explicitly is always read. Each file is
/// named by its path relative to the working directory (`./` dropped, an absolute path under the
/// working directory made relative): the name reports and baselines use.
public enum InputDiscovery {
    /// What a directory yields without an `include`: SVG documents and files of SVG path data
    /// named `.path`.
    public static let defaultInclude = ["*.svg", "*.path"]

    /// The largest list of paths read by `--files-from`: 64 MiB.
    public static let maximumListBytes = 64 << 20

    /// Expands `arguments` (files and directories) into the files to read, in order: each
    /// argument's files in turn, a directory's sorted. A file reached twice is read once (its
    /// first place).
    /// - Throws: ``GateFileError`` for an argument that does not exist or a directory that holds
    ///   nothing to check.
    public static func files(_ arguments: [String], config: GateConfig,
                             workingDirectory: String = FileManager.default.currentDirectoryPath) throws(GateFileError) -> [String] {
        var files: [String] = [], seen = Set<String>()
        let base = absolute(config.directory, in: workingDirectory)
        for argument in arguments {
            guard !argument.isEmpty else { throw GateFileError(file: argument, reason: "empty path") }
            var info = stat()
            guard stat(argument, &info) == 0 else {
                throw GateFileError(file: argument, reason: errno == ENOENT ? "no such file or directory" : String(cString: strerror(errno)))
            }
            var found: [String] = []
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(argument, into: &found)
                found = found.filter { isIncluded($0, config: config, base: base, workingDirectory: workingDirectory) }
                guard !found.isEmpty else {
                    throw GateFileError(file: argument, reason: "the directory holds no file to check (include: \((config.include.isEmpty ? defaultInclude : config.include).joined(separator: " ")))")
                }
            } else {
                found = [argument]
            }
            for file in found {
                let name = displayName(file, workingDirectory: workingDirectory)
                if seen.insert(name).inserted { files.append(name) }
            }
        }
        return files
    }

    /// The paths listed in `text`, one per line (a final line break optional; `\r\n` accepted;
    /// blank lines skipped).
    public static func list(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map(String.init)
            .filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
    }

    /// The regular files under `directory`, sorted by path, skipping hidden names and links to
    /// directories.
    static func walk(_ directory: String, into files: inout [String]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        for name in names {
            let path = FilePaths.join(directory == "." ? "" : directory, name)
            var link = stat(), target = stat()
            guard lstat(path, &link) == 0 else { continue }
            if (link.st_mode & S_IFMT) == S_IFDIR {
                walk(path, into: &files)
            } else if (link.st_mode & S_IFMT) == S_IFLNK {
                if stat(path, &target) == 0, (target.st_mode & S_IFMT) == S_IFREG { files.append(path) }
            } else if (link.st_mode & S_IFMT) == S_IFREG {
                files.append(path)
            }
        }
    }

    /// Whether a file found in a directory is kept: it matches an include and no exclude, over its
    /// path relative to `base` (the configuration's directory), or over its name as given when it
    /// is outside `base`.
    static func isIncluded(_ file: String, config: GateConfig, base: String, workingDirectory: String) -> Bool {
        let full = absolute(file, in: workingDirectory)
        let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1))
            : base == "/" ? String(full.dropFirst()) : displayName(file, workingDirectory: workingDirectory)
        let include = config.include.isEmpty ? defaultInclude : config.include
        return include.contains { Glob.matches($0, path: relative) }
            && !config.exclude.contains { Glob.matches($0, path: relative) }
    }

    /// `path` made absolute against `directory`, `.` and `..` components resolved by name.
    static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// How reports and baselines name `path`: relative to the working directory when it lies
    /// under it, without `./` and repeated `/`; otherwise as given.
    public static func displayName(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        guard path != "-" else { return path }
        let full = absolute(path, in: workingDirectory)
        let base = absolute(workingDirectory, in: "/")
        if full.hasPrefix(base + "/") { return String(full.dropFirst(base.count + 1)) }
        if path.hasPrefix("/") { return full }
        var name = Substring(path)
        while name.hasPrefix("./") { name = name.dropFirst(2).drop { $0 == "/" } }
        return String(name)
    }
}
