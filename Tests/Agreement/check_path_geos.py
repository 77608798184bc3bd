#!/usr/bin/env python3
"""Agreement of `fillet check path --json` with an independent SVG parser (svgelements) and GEOS
(shapely): measures (area, length, bounds) and the self-intersection verdict, element by element.

Not part of the package (it has no dependencies); a tool to run by hand:

    pip install shapely svgelements
    swift build && python3 Tests/Agreement/check_path_geos.py /usr/share/icons/Adwaita/scalable

The reference side: each <path d> parsed by svgelements; every subpath flattened (lines exact,
curves and arcs sampled at 64 points); area = ½∮(x dy − y dx) over subpaths (each closed implicitly;
exact for Béziers and arcs),
length = svgelements' drawn length, bounds = svgelements' bbox; simple = GEOS is_simple of the
MultiLineString of the rings (a closed subpath, or one ending at its start, as a closed ring; an
open one as a line string). Every drawable element is compared: svgelements converts shapes to paths
and applies transforms (reify) on its side, FilletSVG on ours.
"""
import json, math, os, subprocess, sys
import xml.etree.ElementTree as ET
from svgelements import SVG, Shape, Group, SVGText, Path, Move, Close, Line
from shapely.geometry import MultiLineString
import shapely

FILLET = os.environ.get("FILLET", ".build/release/fillet")
SKIP = {"rect", "circle", "ellipse", "line", "polyline", "polygon", "use", "text"}


def readable(file):
    """The drawable elements of an SVG file as svgelements renders them (shapes converted to paths,
    transforms applied: reify), in document order, each as path data in user units; None when
    svgelements cannot read the file or it draws nothing."""
    try:
        svg = SVG.parse(file, reify=True)
    except Exception:
        return None
    paths = []
    for element in svg.elements():
        if isinstance(element, Shape) and not isinstance(element, (Group, SVGText)):
            path = element if isinstance(element, Path) else Path(element)
            path = Path(path)
            path.reify()
            paths.append(path.d())
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
            for k in range(1, 64):
                p = segment.point(k / 64)
                points.append((p.x, p.y))
            points.append((segment.end.x, segment.end.y))  # the end point exactly, not B(1) rounded
    if len(points) > 1:
        result.append((points, closed))
    return result


GAUSS = [(-0.7745966692414834, 5 / 9), (0.0, 8 / 9), (0.7745966692414834, 5 / 9)]


def exact_area(path):
    """½∮(x dy − y dx) over every subpath, closed implicitly: exact for lines, quadratic and cubic
    Béziers (3-point Gauss–Legendre integrates their degree-5 integrand exactly) and arcs."""
    area, start, current = 0.0, None, None
    def chord(p, q):
        return 0.5 * (p[0] * q[1] - q[0] * p[1])
    for segment in path:
        if isinstance(segment, Move):
            if start is not None and current is not None:
                area += chord(current, start)
            start = current = (segment.end.x, segment.end.y)
            continue
        end = (segment.end.x, segment.end.y) if segment.end is not None else start
        name = type(segment).__name__
        if isinstance(segment, (Line, Close)):
            area += chord(current, end)
        elif name in ("CubicBezier", "QuadraticBezier"):
            points = [segment.start, segment.control1, segment.control2, segment.end] if name == "CubicBezier" \
                else [segment.start, segment.start + (segment.control - segment.start) * (2 / 3),
                      segment.end + (segment.control - segment.end) * (2 / 3), segment.end]
            (x0, y0), (x1, y1), (x2, y2), (x3, y3) = [(p.x, p.y) for p in points]
            for node, weight in GAUSS:
                t = 0.5 * (node + 1)
                u = 1 - t
                x = u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3
                y = u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3
                dx = 3 * (u * u * (x1 - x0) + 2 * u * t * (x2 - x1) + t * t * (x3 - x2))
                dy = 3 * (u * u * (y1 - y0) + 2 * u * t * (y2 - y1) + t * t * (y3 - y2))
                area += 0.5 * weight * 0.5 * (x * dy - y * dx)
        elif name == "Arc":
            # ½[rx·ry·Δt + c × (end − start)], Δt the parametric sweep: exact for elliptical arcs.
            c = segment.center
            area += 0.5 * (segment.rx * segment.ry * segment.sweep
                           + c.x * (end[1] - current[1]) - c.y * (end[0] - current[0]))
        else:
            raise ValueError("unknown segment " + name)
        current = end
        if isinstance(segment, Close):
            current = start
    if start is not None and current is not None:
        area += chord(current, start)
    return area


def reference(d):
    subpaths = rings(d)
    area = 0.0
    lines = []
    for points, closed in subpaths:
        if math.dist(points[0], points[-1]) <= 1e-9 * max(1.0, abs(points[0][0]) + abs(points[0][1])):
            points = points[:-1] + [points[0]]  # returns to its start: a closed ring, exactly
            line = points
        else:
            line = points + [points[0]] if closed else points
        # Drop repeated points (zero-length segments): GEOS reports them as non-simple.
        dedup = [line[0]] + [p for q, p in zip(line, line[1:]) if p != q]
        if len(dedup) > 1:
            lines.append(dedup)
    path = Path(d)
    area = exact_area(path)
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
                    "area": abs(measures["area"] - area) <= 1e-9 * size * size,
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
