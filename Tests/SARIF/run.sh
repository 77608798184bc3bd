#!/usr/bin/env bash
# `fillet check path --format sarif` against the SARIF 2.1.0 JSON schema (issue 34), with the
# jsonschema Python package as a test tool (pip), never a dependency of the package.
#
#   Tests/SARIF/run.sh
#
# sarif-schema-2.1.0.json is the OASIS schema, copied unchanged from
# github.com/oasis-tcs/sarif-spec, sarif-2.1/schema/sarif-schema-2.1.0.json (commit e0583813964e),
# © OASIS Open, distributed under the OASIS IPR Policy (see that repository's LICENSE.md).
#
# It checks a run over sample icons (a visible kink, a crossing, an invisible kink, a file of path
# data, a passing icon), then the same with a baseline (baselineState, suppressions, an absent
# result). When jsonschema cannot be installed (no registry reachable) it prints one line
# "SARIF test SKIPPED: <reason>" and exits 0; an invalid document exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/../.."

skip() { echo "SARIF test SKIPPED: $*"; exit 0; }
if ! python3 -c 'import jsonschema' 2>/dev/null; then
    command -v python3 >/dev/null || skip "no python3"
    python3 -m pip install -q --user jsonschema 2>/dev/null \
        || python3 -m pip install -q --user --break-system-packages jsonschema 2>/dev/null \
        || skip "pip install jsonschema failed (no registry reachable?)"
fi
python3 -c 'import jsonschema' 2>/dev/null || skip "jsonschema was installed but does not import"

swift build -c release --product fillet >/dev/null
fillet="$(swift build -c release --show-bin-path)/fillet"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/icons/sub"
# A passing square; a visible near-miss kink (a 2° turn on handles of 4 px); a crossing (two
# square and a hole leaking out of it); an invisible kink (0.05° on 1 px handles); path data.
echo '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M2 2 H14 V14 H2 Z"/></svg>' > "$work/icons/ok.svg"
printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">\n  <path id="kink" d="M2 8 C2 4 5 2 8 2 C11 1.86 14 4 14 8 Z"/>\n</svg>\n' > "$work/icons/kink.svg"
printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">\n\n  <path d="M1 1 H9 V9 H1 Z M5 5 V13 H13 V5 Z"/>\n</svg>\n' > "$work/icons/sub/crossing.svg"
printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M2 8 C2 7 3 6 4 6 C5 5.999 6 7 6 8 Z"/></svg>\n' > "$work/icons/sub/faint.svg"
printf 'M0 0 H10\nV10 H0 Z M5 5 V15 H15 V5 Z\n' > "$work/icons/data.path"

cd "$work"
status=0
# missing.svg names nothing: a checkable-input result, the other files still checked.
"$fillet" check path icons missing.svg --format sarif > plain.sarif || status=$?
[[ $status -eq 1 ]] || { echo "expected exit 1 (visible defects), got $status"; exit 1; }
"$fillet" check path icons --write-baseline baseline.json --format text > /dev/null
# The kink fixed (gone), a new crossing file: baselineState new, unchanged and absent.
printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">\n  <path id="kink" d="M2 8 C2 4 5 2 8 2 C11 2 14 4 14 8 Z"/>\n</svg>\n' > icons/kink.svg
cp icons/sub/crossing.svg icons/sub/crossing-copy.svg
status=0
"$fillet" check path icons --baseline baseline.json --format sarif > baselined.sarif || status=$?
[[ $status -eq 1 ]] || { echo "expected exit 1 (a new crossing), got $status"; exit 1; }
cd - > /dev/null
python3 Tests/SARIF/validate.py Tests/SARIF/sarif-schema-2.1.0.json "$work/plain.sarif" "$work/baselined.sarif"
