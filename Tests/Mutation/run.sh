#!/usr/bin/env bash
# Mutation score of the verification gate: how many plausible one-line bugs in the code the
# catalogue relies on `fillet verify` alone catches.
#
#   Tests/Mutation/run.sh [--ref REV] [--cases N] [--seed S] [--only id,id] [--mutants FILE] [--timeout T] [--keep]
#
# For a snapshot of REV (default HEAD; `git archive`, so uncommitted edits are not included and
# the working tree is never touched) in a scratch directory under ${TMPDIR:-/tmp}:
#   1. builds `fillet` in release mode and checks that `fillet verify` passes on the unmutated code
#      (otherwise the score would mean nothing);
#   2. for each mutant of FILE (default Tests/Mutation/mutants.tsv: id, file, literal search text
#      that must occur exactly once, replacement, description; tab-separated), applies it, rebuilds
#      (incremental, release), runs `fillet verify --seed S --cases N` with a scratch regressions
#      file, and restores the file. Exit status 1 = killed, 0 = survived; a verify that runs past T
#      seconds (default 300; the unmutated gate takes a second or two) is killed too, as a gate
#      that hangs fails its CI job; a mutant that does not apply or does not compile is reported
#      and left out of the score;
#   3. prints one line per mutant and `mutation score: killed/total`.
#
# N defaults to the gate's own 29 000 cases (a verify run takes about a second; the rebuild after
# each mutant, 30–60 s on 2 cores, dominates). The exit status is 0 when every mutant is killed.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(git -C "$here" rev-parse --show-toplevel)"
ref=HEAD cases=29000 seed=1 only="" keep=0 limit=300
mutants="$here/mutants.tsv"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --ref) ref="$2"; shift 2 ;;
        --cases) cases="$2"; shift 2 ;;
        --seed) seed="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        --timeout) limit="$2"; shift 2 ;;
        --mutants) mutants="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; shift 2 ;;
        --keep) keep=1; shift ;;
        -h|--help) sed -n '2,20p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "run.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
    esac
done

commit="$(git -C "$repo" rev-parse --verify "$ref^{commit}")"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/fillet-mutation.XXXXXX")"
cleanup() { if [[ $keep -eq 0 ]]; then rm -rf "$scratch"; else echo "scratch kept: $scratch"; fi; }
trap cleanup EXIT
git -C "$repo" archive "$commit" | tar -x -C "$scratch"
cd "$scratch"

build() { swift build -c release --product fillet >"$scratch/build.log" 2>&1; }
verify() {
    rm -f "$scratch/regressions.json"
    timeout "$limit" ./.build/release/fillet verify --seed "$seed" --cases "$cases" --workers 2 \
        --output "$scratch/report.json" --regressions "$scratch/regressions.json" >"$scratch/verify.log" 2>&1
}

echo "mutation run: ${commit:0:12} in $scratch, fillet verify --seed $seed --cases $cases"
if ! build; then tail -20 "$scratch/build.log" >&2; echo "run.sh: the unmutated code does not build" >&2; exit 2; fi
if ! verify; then tail -20 "$scratch/verify.log" >&2; echo "run.sh: fillet verify fails on the unmutated code" >&2; exit 2; fi

killed=0 total=0 skipped=0
while IFS=$'\t' read -r id file search replacement description; do
    [[ -z "$id" || "$id" == \#* ]] && continue
    if [[ -n "$only" && ",$only," != *",$id,"* ]]; then continue; fi
    if [[ ! -f "$file" ]] || [[ "$(grep -cF -- "$search" "$file")" != 1 ]]; then
        printf '%-22s %-9s %s\n' "$id" "n/a" "search text not found exactly once in $file"
        skipped=$((skipped + 1)); continue
    fi
    cp "$file" "$scratch/original.swift"
    SEARCH="$search" REPLACEMENT="$replacement" perl -0pi -e 's/\Q$ENV{SEARCH}\E/$ENV{REPLACEMENT}/' "$file"
    if ! build; then
        verdict="no-build"; skipped=$((skipped + 1))
    else
        set +e; verify; status=$?; set -e
        case $status in
            0) verdict="SURVIVED"; total=$((total + 1)) ;;
            1) verdict="killed"; total=$((total + 1)); killed=$((killed + 1)) ;;
            124) verdict="killed"; total=$((total + 1)); killed=$((killed + 1)); description="$description (verify timed out after ${limit} s)" ;;
            *) verdict="error($status)"; skipped=$((skipped + 1)) ;;
        esac
    fi
    caught=""
    if [[ $verdict == killed ]]; then
        # The invariants that failed: table rows with a non-zero failure count.
        # What failed: suite rows (construction, invariant, cases, failures, margin), differential
        # rows of a control, and controls whose required failure was missed.
        caught="$(awk '
            /^[A-Za-z0-9-]+ +[a-z-]+ +[0-9]+ +[0-9]+ +[^ ]+$/ && $4 > 0 { print $2 }
            /^[^ ]+\/control\/[^ ]+ +[a-z-]+ +[0-9]+ +[0-9]+ +[^ ]+$/ && $4 > 0 { print $2 " on a control" }
            / must fail +[0-9]+ +[0-9]+ +[^ ]+$/ && $(NF-1) > 0 { print "control " $1 " missed its failure" }
        ' "$scratch/verify.log" | sort -u | paste -sd, -)"
    fi
    printf '%-22s %-9s %s%s\n' "$id" "$verdict" "$description" "${caught:+ [$caught]}"
    cp "$scratch/original.swift" "$file"
done <"$mutants"

echo "mutation score: $killed/$total killed (${skipped} not applicable or not compiling) — ${commit:0:12}, --cases $cases --seed $seed"
[[ $killed -eq $total ]]
