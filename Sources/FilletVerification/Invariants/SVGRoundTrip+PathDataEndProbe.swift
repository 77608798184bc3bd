import FilletGeometry

extension Catalogue {
    /// What the path-data reader gets wrong on path data that ends in a number, read in place
    /// so that its last byte is the last one before a page the process may not read
    /// (``PageGuardedBytes``, as the `cut` control reads the XML scanner's prefixes), or `nil`:
    /// asked once and folded into the ``Invariant/svgRoundTrip`` verdict, as
    /// ``pathSourceProbeMisread`` is.
    ///
    /// A reader that looks at one byte past the end (the number reader asking whether the
    /// next byte is a digit) stops the run with a memory fault here; reading a Swift string it
    /// would find the zero the string keeps after its bytes, and read every number the same.
    /// Each data ends in another form of number (an integer, a fraction, a sign, an exponent, a
    /// point run into the next number, a repetition of the command), and its end point, written
    /// here, must be the path's current point, exactly (each coordinate is exact in binary).
    static let pathDataEndProbeMisread: String? = {
        let probes: [(data: String, end: Point)] = [
            ("M0 0 L10 5", Point(x: 10, y: 5)),
            ("M1 2h3", Point(x: 4, y: 2)),
            ("m.5.5", Point(x: 0.5, y: 0.5)),
            ("M0 0 L1 2.25", Point(x: 1, y: 2.25)),
            ("M0 0 L-7 +8", Point(x: -7, y: 8)),
            ("M0 0 1e2 25E-2", Point(x: 100, y: 0.25)),
            ("M0 0 Q1 1 2 0 T4 0", Point(x: 4, y: 0)),
            ("M0 0 C1 1 2 1 3 0 v9", Point(x: 3, y: 9)),
        ]
        let guarded = PageGuardedBytes()
        for probe in probes {
            let outcome = guarded.withGuardedBuffer(ArraySlice(probe.data.utf8)) { bytes -> String? in
                do throws(SVGPathDataError) {
                    let path = try SVGPathParser.path(in: bytes)
                    guard let end = path.currentPoint, end == probe.end else {
                        return "'\(probe.data)', read before an unreadable page, ends at "
                            + "\(path.currentPoint.map { "\($0)" } ?? "no point"), not \(probe.end)"
                    }
                    return nil
                } catch {
                    return "'\(probe.data)', read before an unreadable page, was refused: \(error)"
                }
            }
            guard let outcome else { return "no guarded page could be mapped for the path-data end probe" }
            if let outcome { return outcome }
        }
        return nil
    }()
}
