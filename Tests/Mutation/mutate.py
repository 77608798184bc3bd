#!/usr/bin/env python3
"""Mutation testing for Fillet: every one-line bug an operator set allows, judged by a gate.

  Tests/Mutation/mutate.py list   [selection]
  Tests/Mutation/mutate.py run    [selection] --state FILE [--judge CMD] [--timeout T] [--config C]
                                  [--ref REV] [--scratch DIR] [--rejudge survived] [--report FILE]
  Tests/Mutation/mutate.py report --state FILE [selection] [--report FILE]

Selection (the same for all three, so `list` shows what `run` judges):
  --module M        a module under Sources/ (repeatable; default FilletGeometry and FilletSVG)
  --operator O      only these operators (repeatable; default all: see operators.py)
  --sample N        N mutants chosen by the seed (a hash of seed and mutant id, so adding code
  --seed S          elsewhere does not reshuffle the others); default: every mutant
  --shard i/n       only the selected mutants with index ≡ i mod n (i = 0…n−1), for n machines
  --only ID         only this mutant (repeatable)
  --listed          instead of the operators' mutants, the hand-written list Tests/Mutation/mutants.tsv
                    (id, file's name, literal search text that occurs exactly once, replacement, the
                    bug; tab-separated): bugs someone described, named name:line:column:listed-<id>

Mutants are listed in a fixed order (file, line, column, operator; with --sample, the seed's
order, so a partial run has judged a random sample) and named `name:line:column:operator`, where
the name is the module and the file's name (`FilletGeometry/Point.swift:26:44:logic`): a file
moved between folders of its module keeps its mutants' ids, and so its judgements and its place
in a seeded sample. Where two files of a module share a name, both are named by their path in the
module instead (`FilletSVG/A/X.swift`; those ids change when the file moves; a warning says so).
The seed's order hashes `Sources/` + id: the path every file had when ids were paths and every
file sat at its module's root, so a sample drawn then keeps its mutants.

The sources are a snapshot of REV (default HEAD; `git archive`, so
uncommitted edits are not included and the working tree is never touched) kept in a scratch
directory (default ${TMPDIR:-/tmp}/fillet-mutation-<config>, reused between runs: files are
rewritten only when their content changed, so its build stays incremental). `run` builds it once,
checks that the judge passes on the unmutated code (otherwise no outcome would mean anything),
then for each mutant: edit the file → rebuild (incremental; under `nice -n 15`) → judge (under
`nice -n 15`, with a time limit) → restore the file. Outcomes:
  killed      the judge exited non-zero (what failed is kept from its output)
  survived    the judge passed (the diff is kept)
  timeout     the judge ran past --timeout (a gate that hangs fails its CI job: detected)
  no-compile  the mutant does not build (left out of the score)
Each outcome is appended to the --state file (JSON lines, no timings) as soon as it is known; a
rerun skips the mutants already there (resumable; `--rejudge survived` judges survivors again,
e.g. after adding the test that should kill them). A judgement holds only while its mutant replaces
the same text and its file is unchanged (each record keeps a digest of the file): an edit anywhere
in that file sends its mutants back to judging. Progress and timings go to standard error.

Build configurations (--config), as measured on a 2-core machine shared with other builds:
`debug-optimized` (default: `swift build -Xswiftc -O`; SwiftPM's debug builds are incremental per
file, so a mutant recompiles its file and relinks, about 10 s, and the judge runs optimised code,
`fillet verify` in about 10 s; `@inlinable` is blanked in the mutated modules' copies so no other
module keeps a stale inlined copy of a mutated body), `debug` (the same builds, but `fillet
verify` takes about 100 s unoptimised), `release-incremental` and `release` (`-c release`, with
or without whole-module optimisation: SwiftPM's release builds are not incremental, so every
mutant recompiles the whole package — 260 files, about 270 s, measured without whole-module
optimisation — for a 7 s judgement), or `none` (the judge
builds, e.g. `swift test`). Debug-configuration builds define FILLET_INTERNAL_CHECKS (structure
checks that trap): a mutant they catch is killed with the trap's exit status in its detail.
A full build of a fresh scratch directory takes 3 min (debug) to 8 min (debug-optimized), once.

The judge is a shell command run in the scratch directory; `{bin}` is the build's binary directory and `{tmp}` a scratch directory
emptied before each judgement. Default: the CI gate's default run, `fillet verify` with a
scratch regressions file and report (so no judgement replays another's counterexamples).
Another judge: --judge 'swift test --filter FilletGeometryTests' --config none.

The report (markdown, --report) lists the outcomes, the kill ratio among non-equivalent mutants
and each survivor with its diff and the reason from Tests/Mutation/survivors.tsv (id, verdict:
`equivalent` or `gap`, reason). Exit status: 0 when done, 1 when a non-equivalent mutant
survived, 2 on bad usage or when the unmutated code fails to build or to pass the judge.
"""

import argparse
import difflib
import hashlib
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from operators import OPERATORS, mutants_of_file  # noqa: E402

DEFAULT_MODULES = ["FilletGeometry", "FilletSVG"]
DEFAULT_JUDGE = ("{bin}/fillet verify --regressions {tmp}/regressions.json --output {tmp}/report.json")
CONFIGS = {  # swift build flags of each configuration (None: the judge builds)
    "release-incremental": ["-c", "release", "-Xswiftc", "-no-whole-module-optimization"],
    "release": ["-c", "release"],
    "debug": [],
    # Optimised, but incremental per file like debug; `@inlinable` is blanked in the mutated modules'
    # copies (inlining changes no result), so no other module can hold a stale inlined copy of a
    # mutated body that an incremental build would not recompile.
    "debug-optimized": ["-Xswiftc", "-O"],
    "none": None,
}
NICE = ["nice", "-n", "15"]
ANNOTATIONS = HERE / "survivors.tsv"


def log(message):
    print(message, file=sys.stderr, flush=True)


# MARK: - Sources and selection

def snapshot(repo, ref):
    """{relative path: bytes} of every file of REV."""
    commit = subprocess.run(["git", "-C", str(repo), "rev-parse", "--verify", f"{ref}^{{commit}}"],
                            check=True, capture_output=True, text=True).stdout.strip()
    archive = subprocess.run(["git", "-C", str(repo), "archive", "--format=tar", commit],
                             check=True, capture_output=True).stdout
    files = {}
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        for member in tar.getmembers():
            if member.isfile():
                files[member.name] = (tar.extractfile(member).read(), member.mode)
    return commit, files


def file_names(files, module):
    """{path: name in mutant ids} of the module's Swift files: `module/file name`, or, for names
    two files of the module share, `module/path in the module`."""
    prefix = f"Sources/{module}/"
    paths = sorted(p for p in files if p.startswith(prefix) and p.endswith(".swift"))
    if not paths:
        raise SystemExit(f"mutate: no Swift sources under {prefix}")
    by_name = {}
    for path in paths:
        by_name.setdefault(path.rsplit("/", 1)[-1], []).append(path)
    names = {}
    for name, holders in by_name.items():
        if len(holders) > 1:
            log(f"mutate: {len(holders)} files of {module} are named {name}: their mutants are named by path "
                f"({', '.join(holders)}), and those ids change when the files move")
        for path in holders:
            names[path] = f"{module}/{name}" if len(holders) == 1 else f"{module}/{path.removeprefix(prefix)}"
    return names


def listed_mutants(files):
    """The hand-written mutants of mutants.tsv (operator `listed`): bugs someone described, kept as a regression list."""
    from operators import Mutant
    paths_of = {}
    for module in sorted({p.split("/")[1] for p in files if p.startswith("Sources/") and p.count("/") >= 2}):
        if any(p.startswith(f"Sources/{module}/") and p.endswith(".swift") for p in files):
            paths_of.update({name: path for path, name in file_names(files, module).items()})
    result = []
    for number, line in enumerate((HERE / "mutants.tsv").read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        name, file_name, search, replacement, description = line.split("\t")
        path = paths_of.get(file_name)
        if path is None:
            raise SystemExit(f"mutate: mutants.tsv:{number}: no file named {file_name} (want module/file name)")
        text = files[path][0].decode("utf-8")
        start = text.find(search)
        if start < 0 or text.find(search, start + 1) >= 0:
            raise SystemExit(f"mutate: mutants.tsv:{number} ({name}): the search text is not in {path} exactly once")
        line_number = text.count("\n", 0, start) + 1
        column = start - (text.rfind("\n", 0, start) + 1) + 1
        mutant = Mutant(path, line_number, column, f"listed-{name}", [(start, start + len(search), replacement)],
                        search.strip(), replacement.strip(), file_name)
        result.append(mutant)
    return result


def all_mutants(files, modules, operators, listed=False):
    if listed:
        return listed_mutants(files)
    result = []
    for module in modules:
        names = file_names(files, module)
        for path in sorted(names, key=names.get):
            for mutant in mutants_of_file(path, files[path][0].decode("utf-8"), names[path]):
                if mutant.operator in operators:
                    result.append(mutant)
    return result


def sample_key(seed, mutant_id):
    # `Sources/` + id is the id's spelling from when ids were paths and every file sat at its
    # module's root: the samples drawn then keep their mutants.
    return hashlib.sha256(f"{seed}\0Sources/{mutant_id}".encode()).hexdigest()


def select(mutants, args):
    chosen = mutants
    if args.only:
        wanted = set(args.only)
        chosen = [m for m in chosen if m.id in wanted]
        missing = wanted - {m.id for m in chosen}
        if missing:
            raise SystemExit(f"mutate: no such mutant: {', '.join(sorted(missing))}")
    if args.sample is not None:
        # In the seed's order, so that any prefix judged so far is itself a seeded random sample.
        chosen = sorted(chosen, key=lambda m: sample_key(args.seed, m.id))[:args.sample]
    if args.shard:
        index, count = args.shard
        chosen = [m for i, m in enumerate(chosen) if i % count == index]
    return chosen


def parse_shard(text):
    match = re.fullmatch(r"(\d+)/(\d+)", text)
    if not match or int(match[2]) < 1 or int(match[1]) >= int(match[2]):
        raise argparse.ArgumentTypeError(f"--shard wants i/n with 0 ≤ i < n, not '{text}'")
    return int(match[1]), int(match[2])


def diff_of(mutant, text):
    mutated = mutant.apply(text)
    lines = difflib.unified_diff(text.splitlines(keepends=True), mutated.splitlines(keepends=True),
                                 fromfile=f"a/{mutant.file}", tofile=f"b/{mutant.file}", n=1)
    return "".join(lines)


# MARK: - State

def read_state(path):
    records = {}
    if path.exists():
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if line.strip():
                try:
                    record = json.loads(line)
                except json.JSONDecodeError:
                    # A run killed mid-write leaves at most its last line torn: that mutant is judged again.
                    log(f"mutate: {path}:{number}: unreadable line ignored (judged again)")
                    continue
                records[record["id"]] = record
    return records


def source_digest(content):
    """The digest a judgement records of its mutant's file, so that any later edit of that file
    (even one that keeps the mutant at its line and column) sends the mutant back to judging."""
    return hashlib.sha256(content).hexdigest()[:16]


def current_records(state, chosen, files):
    """The judgements in `state` that still describe the chosen mutants at these sources: the same
    text replaced by the same text and, where the record names it, the same file content. A record
    written before the digest was kept is matched on its texts alone."""
    records = {}
    for mutant in chosen:
        record = state.get(mutant.id)
        if record is None or record.get("original") != mutant.original or record.get("mutated") != mutant.mutated:
            continue
        if "source" in record and record["source"] != source_digest(files[mutant.file][0]):
            continue
        records[mutant.id] = record
    return records


def append_state(path, record):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a") as state:
        state.write(json.dumps(record, sort_keys=True) + "\n")
        state.flush()
        os.fsync(state.fileno())


def read_annotations():
    notes = {}
    if ANNOTATIONS.exists():
        for line in ANNOTATIONS.read_text().splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 3 or fields[1] not in ("equivalent", "gap", "killed-by"):
                raise SystemExit(f"mutate: {ANNOTATIONS}: want id<TAB>equivalent|gap|killed-by<TAB>reason: {line!r}")
            notes[fields[0]] = (fields[1], fields[2])
    return notes


# MARK: - Scratch directory and builds

def blank_inlinable(text):
    """`@inlinable` attributes replaced by as many spaces (offsets, lines and columns unchanged)."""
    from swiftlex import tokenize
    tokens = tokenize(text)
    spans = [(a.start, b.end) for a, b in zip(tokens, tokens[1:])
             if a.is_punct("@") and b.is_ident("inlinable") and a.end == b.start]
    for start, end in reversed(spans):
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def built_form(config, modules):
    """The text a configuration builds for a source file of the mutated modules."""
    prefixes = tuple(f"Sources/{module}/" for module in modules)
    if config != "debug-optimized":
        return lambda path, text: text
    return lambda path, text: blank_inlinable(text) if path.startswith(prefixes) and path.endswith(".swift") else text


def sync_scratch(scratch, files):
    """Make scratch hold exactly files (plus .build), rewriting only what differs."""
    scratch.mkdir(parents=True, exist_ok=True)
    for path, (content, mode) in files.items():
        target = scratch / path
        if target.exists() and target.read_bytes() == content:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(content)
        os.chmod(target, mode & 0o777)
    for root, directories, names in os.walk(scratch):
        relative = Path(root).relative_to(scratch)
        if relative.parts[:1] in ((".build",), (".swiftpm",)):
            directories[:] = []
            continue
        for name in names:
            if str(relative / name).removeprefix("./") not in files:
                (Path(root) / name).unlink()


def stop(process):
    """Stops a child and what it started: INT first (swift build then stops the compilers it runs in
    process groups of their own), KILL for whatever is left after 10 s."""
    try:
        os.killpg(process.pid, signal.SIGINT)
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass
    except ProcessLookupError:
        return
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    process.wait()


def run_limited(command, cwd, limit, shell=False, output=None):
    """(exit status or None on timeout, output text); the whole process group dies on timeout."""
    with tempfile.TemporaryFile() as sink:
        process = subprocess.Popen(command, cwd=cwd, shell=shell, stdout=sink, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        try:
            status = process.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            stop(process)
            status = None
        except BaseException:
            stop(process)
            raise
        sink.seek(0)
        return status, sink.read().decode("utf-8", errors="replace")


def build(scratch, config, limit):
    command = CONFIGS[config]
    if command is None:
        return 0, ""
    return run_limited(NICE + ["swift", "build", *command, "--product", "fillet"], scratch, limit)


def bin_path(scratch, config):
    if CONFIGS[config] is None:
        return scratch / ".build" / "debug"
    flags = CONFIGS[config]
    status, output = run_limited(["swift", "build", *flags, "--show-bin-path"], scratch, 600)
    if status != 0:
        raise SystemExit(f"mutate: swift build --show-bin-path failed:\n{output}")
    return Path(output.strip().splitlines()[-1])


def judge(scratch, command, bin_dir, limit):
    work = scratch / ".build" / "mutation-judge"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    text = command.replace("{bin}", str(bin_dir)).replace("{tmp}", str(work))
    return run_limited(" ".join(NICE) + " " + text, scratch, limit, shell=True)


# What failed, from `fillet verify`'s table: suite rows with failures, controls that missed theirs.
FAILED_ROW = re.compile(r"^(\S+) +([a-z][a-z-]*) +\d+ +([1-9]\d*) +\S+$")
MISSED_CONTROL = re.compile(r"^(\S+) .*must fail +\d+ +(\d+) +\S+$")


def caught_by(output, status):
    found = []
    for line in output.splitlines():
        line = line.rstrip()
        missed = MISSED_CONTROL.match(line)
        if missed:
            # A control row: "must fail" with its number of cases that did not fail.
            if int(missed[2]) > 0:
                found.append(f"control {missed[1]} missed its failure")
            continue
        row = FAILED_ROW.match(line)
        if row:
            found.append(f"{row[2]} on {row[1]}")
    if not found:
        tail = [line for line in output.splitlines() if line.strip()][-2:]
        found.append(f"exit {status}" + (": " + " / ".join(t.strip()[:160] for t in tail) if tail else ""))
    return sorted(set(found))


def first_error(output):
    for line in output.splitlines():
        if "error:" in line:
            return line.strip()[:240]
    return (output.strip().splitlines() or ["(no output)"])[-1][:240]


# MARK: - Commands

def command_list(args):
    _, files = snapshot(args.repo, args.ref)
    mutants = all_mutants(files, args.module, args.operator, args.listed)
    chosen = select(mutants, args)
    for mutant in chosen:
        print(f"{mutant.id}\t{mutant.original!r} -> {mutant.mutated!r}")
    counts = {}
    for mutant in chosen:
        counts[mutant.operator] = counts.get(mutant.operator, 0) + 1
    log(f"{len(chosen)} of {len(mutants)} mutants: "
        + ", ".join(f"{op} {counts[op]}" for op in ordered_operators(counts)))
    return 0


def command_run(args):
    commit, files = snapshot(args.repo, args.ref)
    mutants = all_mutants(files, args.module, args.operator, args.listed)
    chosen = select(mutants, args)
    state = current_records(read_state(args.state), chosen, files)
    rejudge = set(args.rejudge or [])
    pending = [m for m in chosen if m.id not in state or state[m.id]["outcome"] in rejudge]
    scratch = Path(args.scratch or Path(tempfile.gettempdir()) / f"fillet-mutation-{args.config}")
    log(f"mutation run: {commit[:12]} in {scratch}: {len(chosen)} mutants selected of {len(mutants)}, "
        f"{len(chosen) - len(pending)} already judged in {args.state}, {len(pending)} to judge")
    log(f"judge: {args.judge} (config {args.config})")
    form = built_form(args.config, args.module)
    sync_scratch(scratch, {path: (form(path, content.decode("utf-8", errors="surrogateescape")).encode(
        "utf-8", errors="surrogateescape"), mode) for path, (content, mode) in files.items()})
    started = time.monotonic()
    status, output = build(scratch, args.config, args.build_timeout)
    if status != 0:
        log(output[-4000:])
        log("mutate: the unmutated code does not build")
        return 2
    bin_dir = bin_path(scratch, args.config)
    log(f"baseline build: {time.monotonic() - started:.0f} s")
    # The unmutated code's judgement is remembered per (sources, judge, config) in the scratch
    # directory with its duration, so a resumed run does not pay for it again.
    built = hashlib.sha256()
    for path in sorted(p for p in files if p.startswith("Sources/") or p == "Package.swift"):
        built.update(path.encode() + b"\0" + files[path][0])
    marker = scratch / ".build" / ("mutation-baseline-" + hashlib.sha256(
        f"{built.hexdigest()}\0{args.judge}\0{args.config}".encode()).hexdigest()[:16])
    if marker.exists():
        baseline = float(marker.read_text())
        log(f"baseline judge: passed before ({baseline:.1f} s)")
    else:
        started = time.monotonic()
        status, output = judge(scratch, args.judge, bin_dir, args.build_timeout)
        baseline = time.monotonic() - started
        if status != 0:
            log(output[-4000:])
            log(f"mutate: the judge fails on the unmutated code (exit {status})")
            return 2
        marker.write_text(f"{baseline}\n")
        log(f"baseline judge: {baseline:.1f} s, passes")
    limit = args.timeout if args.timeout else max(60.0, 10 * baseline)
    log(f"time limit per judgement {limit:.0f} s")

    totals = {"build": 0.0, "judge": 0.0, "count": 0}
    for number, mutant in enumerate(pending, 1):
        path = scratch / mutant.file
        original = files[mutant.file][0].decode("utf-8")
        if path.read_text() != form(mutant.file, original):
            raise SystemExit(f"mutate: {path} differs from {commit[:12]}: the scratch directory was edited")
        record = {"id": mutant.id, "file": mutant.file, "line": mutant.line, "column": mutant.column,
                  "operator": mutant.operator, "original": mutant.original, "mutated": mutant.mutated,
                  "commit": commit, "source": source_digest(files[mutant.file][0]),
                  "judge": args.judge, "config": args.config}
        try:
            path.write_text(form(mutant.file, mutant.apply(original)))
            t0 = time.monotonic()
            status, output = build(scratch, args.config, args.build_timeout)
            t1 = time.monotonic()
            if status != 0:
                record.update(outcome="no-compile", detail=first_error(output) if status else "build timed out")
                t2 = t1
            else:
                status, output = judge(scratch, args.judge, bin_dir, limit)
                t2 = time.monotonic()
                if status is None:
                    record.update(outcome="timeout", detail=f"judge ran past {limit:.0f} s")
                elif status == 0:
                    record.update(outcome="survived", diff=diff_of(mutant, original))
                else:
                    record.update(outcome="killed", detail="; ".join(caught_by(output, status)))
        finally:
            path.write_text(form(mutant.file, original))
        append_state(args.state, record)
        totals["build"] += t1 - t0
        totals["judge"] += t2 - t1
        totals["count"] += 1
        log(f"[{number}/{len(pending)}] {record['outcome']:<10} {mutant.id}  {mutant.original[:50]!r} -> "
            f"{mutant.mutated[:50]!r}  (build {t1 - t0:.0f} s, judge {t2 - t1:.1f} s)"
            + (f"  {record.get('detail', '')[:120]}" if record["outcome"] != "survived" else ""))
    if totals["count"]:
        count = totals["count"]
        log(f"judged {count}: build {totals['build'] / count:.1f} s + judge {totals['judge'] / count:.1f} s per mutant "
            f"on average")
    state = current_records(read_state(args.state), chosen, files)
    if args.report:
        write_report(args, chosen, state, commit)
    return summarise(chosen, state)


def summarise(chosen, state):
    notes = read_annotations()
    counts, gaps = tally(chosen, state, notes)
    log(summary_line(counts, len(chosen)))
    return 1 if gaps else 0


def tally(chosen, state, notes):
    counts = {"killed": 0, "survived": 0, "timeout": 0, "no-compile": 0, "pending": 0, "equivalent": 0}
    gaps = []
    for mutant in chosen:
        record = state.get(mutant.id)
        outcome = record["outcome"] if record else "pending"
        counts[outcome] += 1
        if outcome == "survived":
            if notes.get(mutant.id, ("", ""))[0] == "equivalent":
                counts["equivalent"] += 1
            else:
                gaps.append(mutant.id)
    return counts, gaps


def kill_ratio(counts):
    detected = counts["killed"] + counts["timeout"]
    relevant = detected + counts["survived"] - counts["equivalent"]
    return detected, relevant


def summary_line(counts, total):
    detected, relevant = kill_ratio(counts)
    ratio = f"{100 * detected / relevant:.1f} %" if relevant else "n/a"
    return (f"{total} mutants: {counts['killed']} killed, {counts['timeout']} timed out, {counts['survived']} survived "
            f"({counts['equivalent']} of them equivalent), {counts['no-compile']} did not compile, "
            f"{counts['pending']} not judged yet; kill ratio among non-equivalent mutants {detected}/{relevant} = {ratio}")


def write_report(args, chosen, state, commit):
    notes = read_annotations()
    counts, gaps = tally(chosen, state, notes)
    commits = sorted({state[m.id]["commit"][:12] for m in chosen if m.id in state})
    judges = sorted({state[m.id]["judge"] for m in chosen if m.id in state})
    configs = sorted({state[m.id]["config"] for m in chosen if m.id in state})
    selection = " ".join([*(f"--module {m}" for m in args.module),
                          *([f"--sample {args.sample} --seed {args.seed}"] if args.sample is not None else []),
                          *([f"--shard {args.shard[0]}/{args.shard[1]}"] if args.shard else []),
                          *([f"--ref {args.ref}"] if args.ref != "HEAD" else [])])
    out = io.StringIO()
    w = out.write
    partial = counts["pending"] > 0
    w(f"# Mutation run{' (PARTIAL)' if partial else ''}: {selection}\n\n")
    w("Generated by `Tests/Mutation/mutate.py` (see its `--help`); regenerate (resumes from the state file, "
      "judging only what is not there yet) with:\n\n")
    w(f"    Tests/Mutation/mutate.py run {selection} --state {args.state_display} --report {args.report_display}\n\n")
    w(f"Sources judged: {', '.join(commits) or 'none yet'}. Judge: {', '.join(f'`{j}`' for j in judges) or '–'} "
      f"(build {', '.join(configs) or '–'}). Reasons for survivors: `Tests/Mutation/survivors.tsv`.\n\n")
    if partial:
        w(f"**Partial: {counts['pending']} of {len(chosen)} mutants are not judged yet.** The command above "
          "judges them and rewrites this report.\n\n")
    w("## Outcomes\n\n")
    w("| outcome | mutants |\n|---|---:|\n")
    for key in ("killed", "timeout", "survived", "no-compile", "pending"):
        w(f"| {key} | {counts[key]} |\n")
    w(f"| of the survivors: equivalent | {counts['equivalent']} |\n\n")
    w(summary_line(counts, len(chosen)) + ".\n\n")
    w("Timed-out mutants count as detected (a gate that hangs fails its CI job); mutants that do not compile "
      "are left out.\n\n")
    by_operator = {}
    for mutant in chosen:
        record = state.get(mutant.id)
        outcome = record["outcome"] if record else "pending"
        by_operator.setdefault(mutant.operator, {}).setdefault(outcome, 0)
        by_operator[mutant.operator][outcome] += 1
    w("| operator | killed | timeout | survived | no-compile | pending |\n|---|---:|---:|---:|---:|---:|\n")
    for operator in ordered_operators(by_operator):
        row = by_operator[operator]
        w(f"| {operator} | " + " | ".join(str(row.get(k, 0)) for k in
                                                 ("killed", "timeout", "survived", "no-compile", "pending")) + " |\n")
    w("\n## Survivors\n\n")
    survivors = [m for m in chosen if state.get(m.id, {}).get("outcome") == "survived"]
    if not survivors:
        w("None.\n\n")
    for mutant in survivors:
        verdict, reason = notes.get(mutant.id, ("gap", "not yet analysed"))
        w(f"### `{mutant.id}` — {verdict}\n\n{reason}\n\n```diff\n{state[mutant.id]['diff']}```\n\n")
    w("## Every mutant\n\nIn the seed's order (a prefix of it is a random sample).\n\n"
      "| mutant | change | outcome | what caught it | judged at |\n|---|---|---|---|---|\n")
    for mutant in chosen:
        record = state.get(mutant.id)
        outcome = record["outcome"] if record else "pending"
        detail = (record or {}).get("detail", "")
        change = f"`{one_line(mutant.original)}` → `{one_line(mutant.mutated)}`"
        judged = f"{record['commit'][:12]} ({record['config']})" if record else ""
        w(f"| `{mutant.id}` | {change} | {outcome} | {one_line(detail)} | {judged} |\n")
    path = Path(args.report)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(out.getvalue())
    log(f"report written to {path}")


def ordered_operators(present):
    return [op for op in OPERATORS if op in present] + sorted(op for op in present if op not in OPERATORS)


def one_line(text, limit=90):
    text = " ".join(text.split()).replace("|", "\\|").replace("`", "'")
    return text if len(text) <= limit else text[:limit - 1] + "…"


def command_report(args):
    commit, files = snapshot(args.repo, args.ref)
    chosen = select(all_mutants(files, args.module, args.operator, args.listed), args)
    state = current_records(read_state(args.state), chosen, files)
    if args.report:
        write_report(args, chosen, state, commit)
    return summarise(chosen, state)


def _terminate(signum, frame):
    raise KeyboardInterrupt


def main(argv):
    parser = argparse.ArgumentParser(prog="Tests/Mutation/mutate.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    for name in ("list", "run", "report"):
        p = sub.add_parser(name)
        p.add_argument("--module", action="append")
        p.add_argument("--operator", action="append", choices=OPERATORS)
        p.add_argument("--sample", type=int)
        p.add_argument("--seed", default="1")
        p.add_argument("--shard", type=parse_shard)
        p.add_argument("--only", action="append")
        p.add_argument("--ref", default="HEAD")
        p.add_argument("--listed", action="store_true")
        if name in ("run", "report"):
            p.add_argument("--state", required=True)
            p.add_argument("--report")
        if name == "run":
            p.add_argument("--judge", default=DEFAULT_JUDGE)
            p.add_argument("--config", default="debug-optimized", choices=sorted(CONFIGS))
            p.add_argument("--timeout", type=float, help="seconds per judgement (default 10 × the unmutated run, ≥ 60)")
            p.add_argument("--build-timeout", type=float, default=3600)
            p.add_argument("--scratch")
            p.add_argument("--rejudge", action="append", choices=["survived", "killed", "timeout", "no-compile"])
    args = parser.parse_args(argv)
    # Stopped (Ctrl-C, or TERM from a job runner): the child's process group is killed and the
    # mutated file restored by the handlers in run_limited and command_run.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _terminate)
    args.module = args.module or DEFAULT_MODULES
    args.operator = args.operator or OPERATORS
    if args.sample is not None and args.sample < 1:
        parser.error("--sample wants a positive count")
    args.repo = Path(subprocess.run(["git", "-C", str(HERE), "rev-parse", "--show-toplevel"], check=True,
                                    capture_output=True, text=True).stdout.strip())
    if hasattr(args, "state"):
        args.state_display = args.state
        args.state = Path(args.state).resolve()
        args.report_display = args.report
    return {"list": command_list, "run": command_run, "report": command_report}[args.command](args)


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        log("mutate: stopped (the mutated file was restored; a rerun resumes)")
        sys.exit(130)
