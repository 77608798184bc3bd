#!/usr/bin/env bash
# Fillet against cairo, kurbo and GEOS on the same stars, in one run (run it on a quiet machine).
# Needs (never dependencies of the package): libcairo2-dev, cargo + librust-kurbo-dev (Debian's
# offline crate registry), python3-shapely. Usage, from the package root:
#   bash Benchmarks/Peers/side_by_side.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --package-path "$root" >/dev/null
fillet="$root/.build/release/fillet"
gcc -O2 -o "$work/cairo_star" "$here/cairo/star_bench.c" $(pkg-config --cflags --libs cairo) -lm
cp -r "$here/kurbo" "$work/kurbo" && (cd "$work/kurbo" && cargo build --release -q)
# The benchmark stars (ShapeFixtures.star): R = 50 about (50, 50), k = 0.8 (regular for 5), fillets 30/n, 15/n.
for n in 5 24 500 1000 10000; do
  ratio=$([ "$n" = 5 ] && echo "--regular" || echo "--inner-ratio 0.8")
  "$fillet" shape star --points "$n" --outer-radius 50 --center 50,50 $ratio \
    --outer-corner-radius "$(python3 -c "print(30/$n)")" --inner-corner-radius "$(python3 -c "print(15/$n)")" \
    --format polyline --tolerance 0.001 > "$work/star-$n.json"
done
echo "== fillet-bench (p50)"
"$root/.build/release/fillet-bench" --filter '^(generate/star-(5|24|50)|flatten/star-(5|24|50)/tol=0.1|intersect/star-(5|24|500|1000|10000))$' 2>&1 \
  | grep -E '^(generate|flatten|intersect)/' | awk '{print $1, $4, $5}'
echo "== cairo 1.16 (generate = cairo_arc path + cairo_copy_path; flatten = cairo_copy_path_flat)"
for n in 5 24 50; do "$work/cairo_star" "$n" 0.1; done
echo "== kurbo 0.7 (generate = Arc::append_iter into a BezPath; flatten = BezPath::flatten)"
for n in 5 24 50; do "$work/kurbo/target/release/star_bench" "$n" 0.1; done
echo "== GEOS is_simple on the stars flattened at 0.001"
python3 "$here/geos_is_simple.py" "$work"
