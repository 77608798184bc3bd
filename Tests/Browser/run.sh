#!/usr/bin/env bash
# The range explorer's page in a real browser (issue 37): installs its own tools — Debian's chromium
# and chromium-driver (apt-get), selenium (pip) — test tools, never dependencies of the package;
# writes a small star map with --html and drives headless Chromium over it (explorer_page.py says
# what it asserts), then checks the contract on every committed page in results/ranges/.
#
#   Tests/Browser/run.sh [--screenshot PATH]   (PATH: a PNG of results/ranges/star.html)
#
# When the tools cannot be installed (no registry reachable) it prints one line
# "browser test SKIPPED: <reason>" and exits 0; any failed assertion exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/../.."
screenshot=""
if [[ "${1:-}" == "--screenshot" ]]; then screenshot="$2"; fi

skip() { echo "browser test SKIPPED: $*"; exit 0; }
retry() {  # retry N command…: up to N attempts, 5 s apart
    local attempts=$1; shift
    for ((i = 1; i <= attempts; i++)); do
        if "$@"; then return 0; fi
        echo "attempt $i of $attempts failed: $*" >&2
        sleep 5
    done
    return 1
}
start=$(date +%s)
export DEBIAN_FRONTEND=noninteractive
sudo=""; [[ $(id -u) -eq 0 ]] || sudo="sudo"
updated=0
apt_install() {  # apt_install package…: apt-get update once, then install, with retries
    command -v apt-get >/dev/null || return 1
    if [[ $updated -eq 0 ]]; then retry 3 $sudo apt-get update -q >/dev/null || return 1; updated=1; fi
    retry 3 $sudo apt-get install -y -q "$@" >/dev/null
}
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null || ! command -v python3 >/dev/null; then
    apt_install chromium chromium-driver python3 \
        || skip "apt-get could not install chromium chromium-driver python3 (no apt-get, or no Debian registry reachable?)"
fi
if ! python3 -c 'import selenium' 2>/dev/null; then
    # PyPI first; a system Python that refuses pip (PEP 668) gets --break-system-packages, then Debian's package.
    retry 3 python3 -m pip install -q selenium 2>/dev/null \
        || python3 -m pip install -q --break-system-packages selenium 2>/dev/null \
        || apt_install python3-selenium \
        || skip "selenium could not be installed (pip install selenium and apt-get install python3-selenium failed: no registry reachable?)"
fi
python3 -c 'import selenium' 2>/dev/null || skip "selenium was installed but does not import"
echo "browser tools ready in $(( $(date +%s) - start )) s"

swift build -c release --product fillet >/dev/null
fillet="$(swift build -c release --show-bin-path)/fillet"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A fresh page: the whole interaction (hover, select, arrow keys, slider, 320 px).
"$fillet" explore star --x points=3...10 --grid 8x6 --html --out "$work" --quiet >/dev/null
python3 Tests/Browser/explorer_page.py --fillet "$fillet" --page "$work/star.html" --csv "$work/star.csv"
# A page whose previews are on a lattice (a tight budget).
"$fillet" explore star --x points=3...12 --grid 10x8 --html --preview-budget 60000 --name lattice --out "$work" --quiet >/dev/null
python3 Tests/Browser/explorer_page.py --fillet "$fillet" --page "$work/lattice.html" --csv "$work/lattice.csv"
# A page merged from a shard whose first_failure fields hold hostile text (issue 43): it initialises
# and shows the text as text.
"$fillet" explore star --x points=3...6 --grid 4x3 --shard 0/1 --name hostile --out "$work" --quiet >/dev/null
python3 - "$work/hostile.shard-0-of-1.csv" <<'PY'
import sys
path = sys.argv[1]
texts = ["x<!--<script>y", "</script><script>window.pwned=1</script>", "<img src=x onerror=window.pwned=1>",
         "a\u2028b\u2029c", "R&D &amp; <b>bold</b>", "<!--"]
lines = open(path, encoding="utf-8").read().split("\n")
column = lines[0].split(",").index("first_failure")
for index in range(1, len(lines)):
    if lines[index]:
        fields = lines[index].split(",")
        fields[column] = texts[(index - 1) % len(texts)]
        lines[index] = ",".join(fields)
# CRLF line ends, as a shard that went through a Windows checkout: --merge reads them.
open(path, "w", encoding="utf-8", newline="").write("\r\n".join(lines))
PY
"$fillet" explore star --x points=3...6 --grid 4x3 --merge "$work/hostile.shard-0-of-1.csv" --name hostile --html \
    --out "$work" --quiet >/dev/null
python3 Tests/Browser/explorer_page.py --fillet "$fillet" --page "$work/hostile.html" --csv "$work/hostile.csv" \
    --contract-only --hostile

# The committed pages: the contract (cells, hovered values, no requests, no console errors).
for page in results/ranges/*.html; do
    base="${page%.html}"
    extra=()
    if [[ "$page" == results/ranges/star.html && -n "$screenshot" ]]; then extra=(--screenshot "$screenshot"); fi
    python3 Tests/Browser/explorer_page.py --fillet "$fillet" --page "$page" --csv "$base.csv" --contract-only "${extra[@]}"
done
echo "browser test passed in $(( $(date +%s) - start )) s"
