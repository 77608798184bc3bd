import Foundation
import FilletSupport
import FilletVerification

/// The files `fillet check path` and `fillet fix path` read, from what they were given: files as
/// they are, directories walked recursively (entries sorted by name, byte order; names starting
/// with `.` skipped, as are symbolic links to directories, so a walk ends), lists of paths one
/// per line (`--files-from`).
///
/// The walk fails closed: every input named or found is either a file to read or an `Input`
/// with a `Input.problem` that the gate reports as an `Invariant.checkableInput` finding of
/// that path — a path that does not exist, a directory that cannot be listed or holds nothing to
/// check, a directory nested more than `maximumDepth` levels below the argument, a broken
/// symbolic link or a special file (FIFO, socket, device) whose name the include globs take.
/// Names that are not UTF-8 are kept as their bytes (`FileSystemName` (FilletSupport)) and shown
/// escaped (`bow\xe9.svg`).
///
/// A file found in a directory is kept when it matches the configuration's `include` globs
/// (default `defaultInclude`) and none of its `exclude` globs, both over its path relative to
/// the configuration file's directory; a directory whose own path an `exclude` glob matches is not
/// entered. A file named explicitly is always read. Each file is named by its path relative to the
/// working directory (`./` dropped, an absolute path under the working directory made relative):
/// the name reports and baselines use.
public enum InputDiscovery {
    /// What a directory yields without an `include`: SVG documents and files of SVG path data
    /// named `.path`.
    public static let defaultInclude = ["*.svg", "*.path"]

    /// The largest list of paths read by `--files-from`: 64 MiB.
    public static let maximumListBytes = 64 << 20

    /// The deepest directory walked below an argument: 128 levels. A directory below that is not
    /// entered; it is reported as an input that cannot be checked (icon sets nest a few levels;
    /// thousands of levels are a mistake or an attack, and their paths outgrow `PATH_MAX`).
    public static let maximumDepth = 128

    /// One input: a path to read, or one that cannot be checked and why.
    public struct Input: Hashable, Sendable {
        /// The path as reports name it (`displayName(_:workingDirectory:)`), holding the bytes
        /// of a name that is not UTF-8 (`FileSystemName` (FilletSupport)).
        public var path: String
        /// The path as given or walked, which system calls open: `..` in it is resolved by the
        /// file system (through links), never by the text of `path`.
        public var openPath: String
        /// Why the path cannot be checked (it is reported as a finding), or `nil`: read it.
        public var problem: String?
        /// The path relative to the directory argument it was found under (`icons/a/b.svg` found
        /// under `icons` is `a/b.svg`); the last name of a path named itself. `fix path --output
        /// DIR` writes the copy there.
        public var relativeToBase: String
        /// Whether it is a symbolic link to a regular file, given or found in a directory: another
        /// input may name the same file (`GateContentReuse` then reads and checks it once).
        public var isLink: Bool

        public init(path: String, openPath: String? = nil, problem: String? = nil, relativeToBase: String? = nil,
                    isLink: Bool = false) {
            self.path = path
            self.openPath = openPath ?? path
            self.problem = problem
            self.relativeToBase = relativeToBase ?? FilePaths.lastName(path)
            self.isLink = isLink
        }
    }

    /// A path's bytes as a set member: hashed as one block (an array of bytes hashes byte by
    /// byte, which a run of many `--file` arguments felt).
    struct NameBytes: Hashable {
        let bytes: [UInt8]

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Expands `arguments` (files and directories) into the inputs to read, in order: each
    /// argument's inputs in turn, a directory's sorted. A path reached twice is read once (its
    /// first place). Never throws: what cannot be read is an `Input` with a problem.
    public static func inputs(_ arguments: [String], config: GateConfig,
                              workingDirectory: String = FilePaths.workingDirectory) -> [Input] {
        // Names compared as bytes: two files whose names are canonically equivalent Unicode
        // (`café` precomposed and decomposed) are two files, and both are read.
        var inputs: [Input] = [], seen = Set<NameBytes>()
        let base = absolute(config.directory, in: workingDirectory)
        let patterns = Patterns(config)
        func add(_ path: String, problem: String? = nil, relative: String? = nil, isLink: Bool = false) {
            let name = path.isEmpty ? path : displayName(path, workingDirectory: workingDirectory)
            if seen.insert(NameBytes(FileSystemName.bytes(name))).inserted {
                inputs.append(Input(path: name, openPath: path, problem: problem, relativeToBase: relative, isLink: isLink))
            }
        }
        for argument in arguments {
            guard !argument.isEmpty else { add(argument, problem: "the path is empty"); continue }
            // The argument itself first (`lstat`): a link is followed with `stat`, anything else
            // is what `stat` would say, in one call.
            var info = stat()
            var isLink = false
            var looked = FileSystemName.withCString(argument, { lstat($0, &info) })
            if looked == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
                isLink = true
                looked = FileSystemName.withCString(argument, { stat($0, &info) })
            }
            guard looked == 0 else {
                add(argument, problem: errno == ENOENT ? "no such file or directory" : SystemErrorText.words(errno))
                continue
            }
            let kind = info.st_mode & S_IFMT
            guard kind == S_IFDIR else { add(argument, isLink: isLink && kind == S_IFREG); continue }
            var found: [Input] = []
            walk(argument, depth: 0, into: &found,
                 wanted: { isIncluded($0, patterns: patterns, base: base, workingDirectory: workingDirectory) },
                 excluded: { isExcluded(directory: $0, patterns: patterns, base: base, workingDirectory: workingDirectory) })
            if found.isEmpty {
                let include = (config.include.isEmpty ? defaultInclude : config.include).joined(separator: " ")
                add(argument, problem: "the directory holds no file to check (include: \(include))")
            }
            for input in found {
                // The walk builds each path on the argument as given: what follows it is the
                // path relative to the argument, whatever its spelling (`.`, `./`, an absolute one).
                let prefix = argument == "." ? "" : argument.hasSuffix("/") ? argument : argument + "/"
                add(input.path, problem: input.problem, relative: String(decoding: input.path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self),
                    isLink: input.isLink)
            }
        }
        return inputs
    }

    /// The paths listed in `bytes`, one per line (a final line break optional; `\r\n` and `\r`
    /// accepted; blank lines skipped). A line is a file name as the file system stores it: bytes
    /// that are not UTF-8 are kept (`FileSystemName` (FilletSupport)), so `find -print` output
    /// lists every file.
    public static func list<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [String] {
        bytes.split(omittingEmptySubsequences: true) { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
            .filter { !$0.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }
            .map { FileSystemName.decode($0) }
    }

    /// The inputs under `directory`, sorted by path: regular files (and links to them) that
    /// `wanted` takes, and problems — a directory that cannot be listed or lies too deep, a broken
    /// link or a special file `wanted` takes. Hidden names and links to directories are skipped.
    static func walk(_ directory: String, depth: Int, into inputs: inout [Input], wanted: (String) -> Bool,
                     excluded: (String) -> Bool) {
        guard depth < maximumDepth else {
            inputs.append(Input(path: directory, problem: "nested more than \(maximumDepth) directories deep: not searched"))
            return
        }
        guard let stream = FileSystemName.withCString(directory, { opendir($0) }) else {
            inputs.append(Input(path: directory, problem: "the directory cannot be listed: \(SystemErrorText.words(errno))"))
            return
        }
        // The entry's type where the file system gives it (`d_type`): a regular file or a
        // directory needs no `lstat` of its own; a link or an unknown type is looked at.
        var names: [(bytes: [UInt8], type: Int)] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else { break }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name.first == UInt8(ascii: ".") { continue }
            names.append((name, Int(entry.pointee.d_type)))
        }
        // readdir returns nil at the end and on an error alike; errno tells them apart.
        let listingError = errno
        closedir(stream)
        if listingError != 0 {
            inputs.append(Input(path: directory, problem: "the directory could not be listed whole: \(SystemErrorText.words(listingError))"))
            return
        }
        names.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        for (bytes, type) in names {
            let path = FilePaths.join(directory == "." ? "" : directory, FileSystemName.decode(bytes))
            if type == Int(DT_REG) {
                if wanted(path) { inputs.append(Input(path: path)) }
                continue
            }
            if type == Int(DT_DIR) {
                if !excluded(path) { walk(path, depth: depth + 1, into: &inputs, wanted: wanted, excluded: excluded) }
                continue
            }
            var link = stat(), target = stat()
            guard FileSystemName.withCString(path, { lstat($0, &link) }) == 0 else {
                // Whatever its name: it may be a directory (a path past PATH_MAX, a race).
                let code = errno
                inputs.append(Input(path: path, problem: SystemErrorText.words(code)))
                continue
            }
            switch link.st_mode & S_IFMT {
            case S_IFDIR:
                if !excluded(path) { walk(path, depth: depth + 1, into: &inputs, wanted: wanted, excluded: excluded) }
            case S_IFREG:
                if wanted(path) { inputs.append(Input(path: path)) }
            case S_IFLNK:
                guard FileSystemName.withCString(path, { stat($0, &target) }) == 0 else {
                    let code = errno
                    if wanted(path) { inputs.append(Input(path: path, problem: "a broken symbolic link (\(SystemErrorText.words(code)))")) }
                    continue
                }
                let kind = target.st_mode & S_IFMT
                if kind == S_IFDIR || !wanted(path) { continue }
                inputs.append(kind == S_IFREG ? Input(path: path, isLink: true)
                              : Input(path: path, problem: "a symbolic link to \(InputFile.kind(target.st_mode)), not a regular file"))
            default:
                if wanted(path) { inputs.append(Input(path: path, problem: "it is \(InputFile.kind(link.st_mode)), not a regular file")) }
            }
        }
    }

    /// Whether a file found in a directory is kept: it matches an include and no exclude, over its
    /// path relative to `base` (the configuration's directory), or over its name as given when it
    /// is outside `base`.
    static func isIncluded(_ file: String, patterns: Patterns, base: String, workingDirectory: String) -> Bool {
        let relative = relativePath(file, base: base, workingDirectory: workingDirectory)
        return patterns.include.contains { $0.matches(relative) } && !patterns.exclude.contains { $0.matches(relative) }
    }

    /// A configuration's `include` (``defaultInclude`` when it gives none) and `exclude` globs,
    /// split once for the whole walk.
    struct Patterns {
        let include: [Glob.Pattern]
        let exclude: [Glob.Pattern]

        init(_ config: GateConfig) {
            include = (config.include.isEmpty ? InputDiscovery.defaultInclude : config.include).map(Glob.Pattern.init)
            exclude = config.exclude.map(Glob.Pattern.init)
        }
    }

    /// Whether a directory found by the walk is not entered: an `exclude` glob matches its own
    /// path (`legacy/**` matches `legacy`; `build` matches a directory of that name anywhere, as
    /// in `.gitignore`). What such a directory holds is neither read nor reported.
    static func isExcluded(directory: String, patterns: Patterns, base: String, workingDirectory: String) -> Bool {
        let relative = relativePath(directory, base: base, workingDirectory: workingDirectory)
        return patterns.exclude.contains { $0.matches(relative) }
    }

    /// `path` relative to `base`, or as reports name it when it is outside `base`.
    static func relativePath(_ path: String, base: String, workingDirectory: String) -> String {
        let full = absolute(path, in: workingDirectory)
        return full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1))
            : base == "/" ? String(full.dropFirst()) : displayName(path, workingDirectory: workingDirectory)
    }

    /// `path` made absolute against `directory`, `.` and `..` components resolved by name.
    static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        if isResolved(joined) { return joined }
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is absolute and already has the form ``absolute(_:in:)`` gives it: no
    /// `.` or `..` component, no empty one (`//`), no final `/` — a walked path, most often,
    /// which then needs no splitting.
    static func isResolved(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable(isResolved) ?? isResolved(Array(path.utf8))
    }

    /// ``isResolved(_:)`` on the path's UTF-8 bytes.
    static func isResolved<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var utf8 = bytes.makeIterator()
        guard utf8.next() == UInt8(ascii: "/") else { return false }
        var previous = UInt8(ascii: "/"), count = 1
        while let byte = utf8.next() {
            count += 1
            if previous == UInt8(ascii: "/"), byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") { return false }
            previous = byte
        }
        return count == 1 || previous != UInt8(ascii: "/")
    }

    /// How reports and baselines name `path`: relative to the working directory when it lies
    /// under it, without `./` and repeated `/`; otherwise as given. A relative name that would
    /// begin a line like a CI command keeps a `./` (`OneLine.lineStart(_:)`).
    public static func displayName(_ path: String, workingDirectory: String = FilePaths.workingDirectory) -> String {
        OneLine.lineStart(relativeName(path, workingDirectory: workingDirectory))
    }

    static func relativeName(_ path: String, workingDirectory: String) -> String {
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
