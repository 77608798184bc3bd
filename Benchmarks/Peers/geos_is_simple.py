#!/usr/bin/env python3
"""GEOS is_simple (shapely 2) on the benchmark stars flattened at tolerance 0.001.

Reads star-N.json (polyline JSON written by `fillet shape star … --format polyline`) from the
directory given (default: this script's), prints the best time per call.
"""
import json, os, sys, timeit
import shapely
from shapely.geometry import LinearRing

directory = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
for n in [5, 24, 500, 1000, 10000]:
    data = json.load(open(os.path.join(directory, f"star-{n}.json")))
    points = data["subpaths"][0]["points"]
    ring = LinearRing(points)
    assert shapely.is_simple(ring)
    number = max(1, int(0.2 / max(1e-7, timeit.timeit(lambda: shapely.is_simple(ring), number=1))))
    best = min(timeit.repeat(lambda: shapely.is_simple(ring), number=number, repeat=7)) / number
    print(f"star-{n}\t{len(points)} points\t{best * 1e6:.2f} us")
