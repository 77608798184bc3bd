"""Validates SARIF documents from `fillet check path --format sarif` against the SARIF 2.1.0
schema (Draft 4, as the schema declares) and checks what the gate promises beyond the schema:
one rule per invariant (checkable-input first) with descriptions and a default level, the run's
configuration named in its properties, an input that could not be checked as an error result, every result's rule, level,
message and a physical location with a relative URI and a line (or an absent baseline result).

    python3 validate.py SCHEMA DOCUMENT...
"""
import json
import sys

import jsonschema


def check(schema, path):
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    jsonschema.Draft4Validator(schema).validate(document)
    run = document["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert len(rules) == 10, f"{path}: {len(rules)} rules"
    assert rules[0]["id"] == "checkable-input", rules[0]
    assert run["properties"]["config"], run.get("properties")
    for rule in rules:
        assert rule["shortDescription"]["text"] and rule["fullDescription"]["text"], rule
        assert rule["defaultConfiguration"]["level"] in ("error", "warning", "none"), rule
    ids = [rule["id"] for rule in rules]
    results = run["results"]
    assert results, f"{path}: no results"
    states = set()
    for result in results:
        assert ids[result["ruleIndex"]] == result["ruleId"], result
        assert result["message"]["text"], result
        location = result["locations"][0]["physicalLocation"]
        uri = location["artifactLocation"]["uri"]
        assert not uri.startswith("/") and ":" not in uri, uri
        states.add(result.get("baselineState"))
        if result.get("baselineState") == "absent":
            assert result["kind"] == "pass" and result["level"] == "none", result
            continue
        assert result["level"] in ("error", "warning"), result
        if result["ruleId"] == "checkable-input":
            # An input that could not be read has no line to point at.
            continue
        assert location["region"]["startLine"] >= 1, result
    levels = sorted({result["level"] for result in results})
    print(f"{path}: valid SARIF 2.1.0, {len(results)} results, levels {levels}, baseline states {sorted(s for s in states if s)}")
    return document


def main():
    with open(sys.argv[1], encoding="utf-8") as handle:
        schema = json.load(handle)
    documents = [check(schema, path) for path in sys.argv[2:]]
    columns = [result["locations"][0]["physicalLocation"].get("region", {}).get("startColumn")
               for result in documents[0]["runs"][0]["results"]]
    unchecked = [result for result in documents[0]["runs"][0]["results"] if result["ruleId"] == "checkable-input"]
    assert len(unchecked) == 1 and unchecked[0]["level"] == "error", unchecked
    assert any(column is not None for column in columns), "no result has the segment's column (path data file)"
    if len(documents) > 1:
        states = {result.get("baselineState") for result in documents[1]["runs"][0]["results"]}
        assert {"new", "unchanged", "absent"} <= states, states
    print("SARIF validation passed")


main()
