#!/usr/bin/env python3
"""The icon-set gate against Skia PathOps, on the same elements in one run.

For every drawable element of every SVG under a directory (Adwaita by default), Skia's
`pathops.simplify` (the exact overlap removal font and icon pipelines run on each outline) and
GEOS's `is_simple`/`is_valid` (shapely, on the element flattened by svgelements) are timed in
this process; `fillet check path --format json` (or `--format text`, the default output, which
shows findings alone and so measures no holding margin) is run on the same files as a child process,
its CPU time read from `getrusage` with `--jobs 1`, its wall time taken with `--jobs 1` and
with every core. Fillet's figure includes reading and parsing the files (the peers' parsing by
svgelements is not timed), so the ratio errs in the peers' favour.

    pip install skia-pathops svgelements shapely
    swift build -c release
    python3 Benchmarks/Peers/skia_icon_set.py [--dir /usr/share/icons/Adwaita] [--limit N] [--config FILE] [--format text]

`--config FILE` runs fillet under that gate configuration (`fillet check path --config FILE`): an
invariant it turns off is not computed, so a file turning off all but `non-self-intersection`
times the self-intersection verdict alone against Skia's simplify and GEOS's is_simple.

Prints one table: elements, CPU µs per element for each tool, and Fillet's ratio (peer time /
Fillet time: above 1 means Fillet is faster); then Fillet's files per second on one core and on
every core. Exit 2 when a peer is missing.
"""
import argparse
import json
import os
import re
import resource
import subprocess
import sys
import time


def svg_files(directory, limit):
    found = []
    for root, _, names in os.walk(directory):
        for name in names:
            if name.endswith(".svg"):
                found.append(os.path.join(root, name))
    found.sort()
    return found[:limit] if limit else found


def elements_of(file, svgelements):
    """Each drawable element as a list of svgelements segments, transforms applied, arcs as cubics."""
    try:
        document = svgelements.SVG.parse(file, reify=True)
    except Exception:  # a file the peer cannot read is left out of every tool's count alike
        return None
    shapes = []
    for element in document.elements():
        if not isinstance(element, svgelements.Shape) or isinstance(element, svgelements.Text):
            continue
        path = abs(svgelements.Path(element))
        if len(path) == 0:
            continue
        path.approximate_arcs_with_cubics()
        shapes.append(list(path))
    return shapes


def skia_path(segments, svgelements, pathops):
    pen = pathops.Path()
    drawing = pen.getPen()
    open_contour = False
    for segment in segments:
        if isinstance(segment, svgelements.Move):
            if open_contour:
                drawing.endPath()
            drawing.moveTo((segment.end.x, segment.end.y))
            open_contour = True
        elif isinstance(segment, svgelements.Close):
            if open_contour:
                drawing.closePath()
            open_contour = False
        elif isinstance(segment, svgelements.Line):
            drawing.lineTo((segment.end.x, segment.end.y))
        elif isinstance(segment, svgelements.QuadraticBezier):
            drawing.qCurveTo((segment.control.x, segment.control.y), (segment.end.x, segment.end.y))
        elif isinstance(segment, svgelements.CubicBezier):
            drawing.curveTo((segment.control1.x, segment.control1.y), (segment.control2.x, segment.control2.y),
                            (segment.end.x, segment.end.y))
    if open_contour:
        drawing.endPath()
    return pen


def rings(segments, svgelements):
    """The element flattened into closed rings (16 points per curve), as GEOS is given it."""
    result, ring = [], []
    for segment in segments:
        if isinstance(segment, svgelements.Move):
            if len(ring) >= 3:
                result.append(ring)
            ring = [(segment.end.x, segment.end.y)]
        elif isinstance(segment, svgelements.Close):
            if len(ring) >= 3:
                result.append(ring)
            ring = []
        elif isinstance(segment, (svgelements.QuadraticBezier, svgelements.CubicBezier)):
            ring.extend((point.x, point.y) for point in (segment.point(i / 16) for i in range(1, 17)))
        elif segment.end is not None:
            ring.append((segment.end.x, segment.end.y))
    if len(ring) >= 3:
        result.append(ring)
    return result


def best_cpu(work, repeats):
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", default="/usr/share/icons/Adwaita")
    parser.add_argument("--limit", type=int, default=0, help="the first N files in sorted order (0: all)")
    parser.add_argument("--fillet", default=".build/release/fillet")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--config", help="a gate configuration (JSON) passed to fillet as --config (default: none)")
    parser.add_argument("--format", choices=["json", "text"], default="json",
                        help="fillet's output: json (every row, margins and details measured) or text "
                             "(the default output: findings alone)")
    arguments = parser.parse_args()
    try:
        import pathops
        import shapely
        import svgelements
    except ImportError as missing:
        print(f"peer missing: {missing.name} (pip install skia-pathops svgelements shapely)", file=sys.stderr)
        return 2
    if not os.access(arguments.fillet, os.X_OK):
        print(f"{arguments.fillet} not found: swift build -c release", file=sys.stderr)
        return 2
    if arguments.config and not os.path.isfile(arguments.config):
        print(f"--config {arguments.config}: no such file", file=sys.stderr)
        return 2

    files, elements = [], []
    for file in svg_files(arguments.dir, arguments.limit):
        shapes = elements_of(file, svgelements)
        if shapes:
            files.append(file)
            elements.extend(shapes)
    skia_paths = [skia_path(shape, svgelements, pathops) for shape in elements]
    geos_shapes = []
    for shape in elements:
        rings_of_shape = rings(shape, svgelements)
        geos_shapes.append(shapely.MultiLineString([ring + [ring[0]] for ring in rings_of_shape])
                           if rings_of_shape else None)

    def simplify_all():
        for path in skia_paths:
            try:
                pathops.simplify(path, clockwise=False)
            except pathops.PathOpsError:
                pass

    def geos_all():
        for shape in geos_shapes:
            if shape is not None:
                shapely.is_simple(shape)

    skia = best_cpu(simplify_all, arguments.repeats)
    geos = best_cpu(geos_all, arguments.repeats)

    # CPU per element from one thread; wall (files per second) on one core and on every core.
    cores = os.cpu_count() or 1
    fillet_best, fillet_wall, fillet_elements = float("inf"), {1: float("inf"), cores: float("inf")}, 0
    files_argument = [argument for file in files for argument in ("--file", file)]
    config_argument = ["--config", arguments.config] if arguments.config else []
    for jobs in sorted(fillet_wall):
        command = ([arguments.fillet, "check", "path", "--format", arguments.format, "--jobs", str(jobs)]
                   + config_argument + files_argument)
        for _ in range(arguments.repeats):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            run = subprocess.run(command, capture_output=True, text=True)
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if run.returncode not in (0, 1):
                print(f"fillet check path exited {run.returncode}: {run.stderr.strip()[:300]}", file=sys.stderr)
                return 1
            if jobs == 1:
                fillet_best = min(fillet_best, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
            fillet_wall[jobs] = min(fillet_wall[jobs], wall)
            if arguments.format == "json":
                fillet_elements = sum(len(entry["paths"]) for entry in json.loads(run.stdout)["files"])
            else:
                summary = re.search(r"^(\d+) files, (\d+) elements", run.stdout, re.MULTILINE)
                if summary is None:
                    print("fillet check path printed no summary line", file=sys.stderr)
                    return 1
                fillet_elements = int(summary.group(2))

    per = lambda seconds, count: seconds / max(count, 1) * 1e6
    fillet_per = per(fillet_best, fillet_elements)
    print(f"{len(files)} files; {len(elements)} elements read by svgelements, {fillet_elements} checked by fillet"
          + (f" (configuration {arguments.config})" if arguments.config else ""))
    print(f"{'tool':<44}{'CPU µs/element':>16}{'Fillet ratio':>14}")
    label = f"fillet check path --format {arguments.format}" + (" --config" if arguments.config else "")
    print(f"{label:<44}{fillet_per:>16.1f}{'1.00':>14}")
    print(f"{'Skia pathops.simplify':<44}{per(skia, len(elements)):>16.1f}{per(skia, len(elements)) / fillet_per:>14.2f}")
    print(f"{'GEOS is_simple (flattened)':<44}{per(geos, len(elements)):>16.1f}{per(geos, len(elements)) / fillet_per:>14.2f}")
    for jobs, wall in sorted(fillet_wall.items()):
        print(f"fillet wall, --jobs {jobs}: {wall:.3f} s = {len(files) / wall:.0f} files/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
