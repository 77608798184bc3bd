#!/usr/bin/env python3
"""Agreement of `fillet check path --json` with an independent SVG parser (svgelements) and GEOS
(shapely): measures (area, length, bounds) and the self-intersection verdict, element by element.

Not part of the package (it has no dependencies); a tool to run by hand:

    pip install shapely svgelements
    swift build && python3 Tests/Agreement/check_path_geos.py /usr/share/icons/Adwaita/scalable

The reference side: each <path d> parsed by svgelements; every subpath flattened (lines exact,
curves and arcs sampled at 64 points); area = Σ shoelace over subpaths (each closed implicitly),
length = svgelements' drawn length, bounds = svgelements' bbox; simple = GEOS is_simple of the
MultiLineString of the rings (a closed subpath, or one ending at its start, as a closed ring; an
open one as a line string). Files with transforms or non-path shape elements are skipped (read
once FilletSVG is merged).
"""
import json, math, os, subprocess, sys
import xml.etree.ElementTree as ET
from svgelements import Path, Move, Close, Line
from shapely.geometry import MultiLineString
import shapely

FILLET = os.environ.get("FILLET", ".build/debug/fillet")
SKIP = {"rect", "circle", "ellipse", "line", "polyline", "polygon", "use", "text"}


def readable(file):
    try:
        root = ET.parse(file).getroot()
    except ET.ParseError:
        return None
    paths = []
    for element in root.iter():
        name = element.tag.split("}")[-1]
        if "transform" in element.attrib or name in SKIP:
            return None
        if name == "path":
            paths.append(element.attrib.get("d", ""))
    return paths if paths else None


def rings(d):
    """Flattened subpaths: [(points, closed)]."""
    result, points, closed = [], [], False
    for segment in Path(d):
        if isinstance(segment, Move):
            if len(points) > 1:
                result.append((points, closed))
            points, closed = [(segment.end.x, segment.end.y)], False
            continue
        if isinstance(segment, Close):
            closed = True
            continue
        if isinstance(segment, Line):
            points.append((segment.end.x, segment.end.y))
        else:
            for k in range(1, 65):
                p = segment.point(k / 64)
                points.append((p.x, p.y))
    if len(points) > 1:
        result.append((points, closed))
    return result


def reference(d):
    subpaths = rings(d)
    area = 0.0
    lines = []
    for points, closed in subpaths:
        ring = points + [points[0]]
        area += 0.5 * sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(ring, ring[1:]))
        ends_at_start = math.dist(points[0], points[-1]) <= 1e-9 * max(1.0, abs(points[0][0]) + abs(points[0][1]))
        line = ring if closed and not ends_at_start else points
        # Drop repeated points (zero-length segments): GEOS reports them as non-simple.
        dedup = [line[0]] + [p for q, p in zip(line, line[1:]) if p != q]
        if len(dedup) > 1:
            lines.append(dedup)
    path = Path(d)
    box = path.bbox()
    simple = MultiLineString(lines).is_simple if lines else True
    return area, path.length(error=1e-9), box, simple


def main(root):
    files = []
    for directory, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".svg"):
                file = os.path.join(directory, name)
                paths = readable(file)
                if paths is not None:
                    files.append((file, paths))
    counts = dict(elements=0, area=0, length=0, bounds=0, simple=0, both_simple=0, both_not=0)
    disagreements = []
    for start in range(0, len(files), 200):
        batch = files[start:start + 200]
        arguments = [FILLET, "check", "path", "--json"] + [a for f, _ in batch for a in ("--file", f)]
        run = subprocess.run(arguments, capture_output=True, text=True)
        if run.returncode == 2:
            sys.exit("fillet refused the batch: " + run.stderr)
        output = json.loads(run.stdout)
        for (file, ds), report in zip(batch, output["files"]):
            for d, element in zip(ds, report["paths"]):
                counts["elements"] += 1
                try:
                    area, length, box, simple = reference(d)
                except Exception as error:  # svgelements could not read it
                    disagreements.append((file, element["index"], "reference failed: %s" % error))
                    continue
                measures = element["measures"]
                bounds = measures["bounds"] or [0, 0, 0, 0]
                size = math.hypot(bounds[2] - bounds[0], bounds[3] - bounds[1]) or 1
                verdicts = {i["name"]: i["passed"] for i in element["invariants"]}
                fillet_simple = verdicts.get("non-self-intersection", True)
                checks = {
                    "area": abs(measures["area"] - area) <= 1e-3 * size * size * 1e-2 + 1e-9,
                    "length": abs(measures["length"] - length) <= 1e-6 * size,
                    "bounds": box is not None and max(abs(a - b) for a, b in zip(bounds, box)) <= 1e-6 * size,
                    "simple": fillet_simple == simple,
                }
                for key, ok in checks.items():
                    counts[key] += ok
                    if not ok:
                        disagreements.append((file, element["index"], key,
                                              dict(area=(measures["area"], area), length=(measures["length"], length),
                                                   bounds=(bounds, box), simple=(fillet_simple, simple))[key]))
                counts["both_simple"] += fillet_simple and simple
                counts["both_not"] += (not fillet_simple) and (not simple)
    print("files", len(files), counts)
    for item in disagreements[:40]:
        print("DISAGREE", *item)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/icons/Adwaita/scalable")
