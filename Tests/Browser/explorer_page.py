#!/usr/bin/env python3
"""Drives headless Chromium over a range map page written by `fillet explore … --html`.

Usage: explorer_page.py --fillet PATH --page star.html --csv star.csv [--screenshot out.png]
                        [--contract-only] [--hostile]

Asserts, on the page as loaded from file:// (exit 1 on the first failure, naming it):
  - the page requests nothing but itself (Chrome's performance log: Network.requestWillBeSent);
  - no console errors (the browser log has no SEVERE entry);
  - one element per CSV row carries data-column and data-row equal to that row's column and row;
  - hovering a cell shows that cell's CSV values (x, y, boundary, status, first failure,
    failing value, closed form, difference, relative difference), the same text;
with --hostile (a page merged from a shard whose first_failure fields hold text such as
`x<!--<script>y`, `</script><script>…`, `<img … onerror=…>`, U+2028, `&amp;`; issue 43):
  - the page initialised: its script ran to the end and selected the starting cell;
  - the page has its own two script elements and no element the text could have made
    (no img, no b), and no script the text held ran (window.pwned is undefined);
  - every cell whose first_failure holds markup characters shows the text itself when hovered;
and, unless --contract-only (a star map over points × inner-ratio along corner-radius):
  - selecting a previewed cell shows an outline whose path data equals
    `fillet shape star … --clamp none --format svg-path` at the cell's boundary (the CSV's digits);
  - the arrow keys move the selection (right: column + 1, up: row + 1) and the readout follows;
  - moving the slider changes the outline;
  - at 320 px wide nothing but the heatmap's own scroll box is wider than the viewport.
"""
import argparse
import csv
import json
import subprocess
import sys
import time
from urllib.parse import unquote, urlparse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

FIELDS = {  # readout element → CSV column
    "read-x": "x", "read-y": "y", "read-boundary": "boundary", "read-status": "status",
    "read-failure": "first_failure", "read-failing-value": "failing_value", "read-closed-form": "closed_form",
    "read-difference": "difference", "read-relative-difference": "relative_difference",
}
checks = []


def check(condition, message):
    if not condition:
        print(f"FAIL: {message}", file=sys.stderr)
        sys.exit(1)
    checks.append(message)


def shown(value, column):
    """The text the page shows for a CSV field: empty as an em dash, `+` lists spaced."""
    if value == "":
        return "\u2014"
    return " + ".join(value.split("+")) if column == "first_failure" else value


def readout(driver):
    # textContent, exactly what the page set (the rendered .text would fold U+2028 and spaces).
    return {key: driver.find_element(By.ID, key).get_attribute("textContent") for key in FIELDS}


# Shown at the precision that tells them apart (RangeMap.displayFields): x and y within 10⁻⁶ of
# the distance to the nearest other sample of their axis, boundary, failing value and closed form
# within a tenth of the bracket |failing value − boundary| (else 10⁻¹² of themselves).
DISPLAY_PRECISION = {"x", "y", "boundary", "failing_value", "closed_form"}
AXIS_SAMPLES = {}


def resolution(row, column):
    exact = float(row[column])
    allowed = 1e-12 * abs(exact)
    if column in ("x", "y"):
        others = [abs(v - exact) for v in AXIS_SAMPLES.get(column, ()) if v != exact]
        if others:
            allowed = max(allowed, 1e-6 * min(others))
    elif row["boundary"] not in ("", "inf", "-inf") and row["failing_value"] not in ("", "inf", "-inf"):
        bracket = abs(float(row["failing_value"]) - float(row["boundary"])) / 10
        if bracket > 0:
            allowed = max(allowed, bracket)
    return allowed * (1 + 1e-9)


def expect_readout(driver, row, context):
    values = readout(driver)
    for key, column in FIELDS.items():
        if column in DISPLAY_PRECISION and row[column] not in ("", "inf", "-inf"):
            exact = float(row[column])
            check(abs(float(values[key]) - exact) <= resolution(row, column),
                  f"{context}: {column} shows '{values[key]}', CSV has '{row[column]}'")
            continue
        check(values[key] == shown(row[column], column),
              f"{context}: {column} shows '{values[key]}', CSV has '{row[column]}'")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--fillet", required=True)
    parser.add_argument("--page", required=True)
    parser.add_argument("--csv", required=True)
    parser.add_argument("--screenshot")
    parser.add_argument("--contract-only", action="store_true")
    parser.add_argument("--hostile", action="store_true")
    args = parser.parse_args()

    # Fillet never quotes a CSV field (none holds a comma): a `"` in a field is text.
    with open(args.csv, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, quoting=csv.QUOTE_NONE))
    check(len(rows) > 0, f"{args.csv} has rows")
    by_cell = {(int(r["column"]), int(r["row"])): r for r in rows}
    for axis in ("x", "y"):
        AXIS_SAMPLES[axis] = sorted({float(r[axis]) for r in rows if r[axis] != ""})

    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1400,1100", "--hide-scrollbars"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        run(driver, args, rows, by_cell)
    finally:
        driver.quit()
    print(f"browser test: {len(checks)} checks passed on {args.page}")


def run(driver, args, rows, by_cell):
    import pathlib
    url = pathlib.Path(args.page).resolve().as_uri()
    driver.get(url)
    time.sleep(0.3)

    # Contract: every CSV row is one element with data-column / data-row.
    cells = driver.find_elements(By.CSS_SELECTOR, "[data-column][data-row].cell")
    positions = sorted((int(c.get_attribute("data-column")), int(c.get_attribute("data-row"))) for c in cells)
    check(positions == sorted(by_cell), f"{len(cells)} cell elements match the CSV's {len(rows)} (column, row) pairs")
    element = {}
    for cell in cells:
        element[(int(cell.get_attribute("data-column")), int(cell.get_attribute("data-row")))] = cell

    # Hovering shows the CSV's values: corners, middle and a spread of cells.
    keys = sorted(by_cell)
    sample = {keys[0], keys[-1], keys[len(keys) // 2]} | set(keys[:: max(1, len(keys) // 7)])
    for key in sorted(sample):
        ActionChains(driver).move_to_element(element[key]).perform()
        check(driver.find_element(By.ID, "readout").get_attribute("data-column") == str(key[0])
              and driver.find_element(By.ID, "readout").get_attribute("data-row") == str(key[1]),
              f"hovering cell {key} shows cell {key}")
        expect_readout(driver, by_cell[key], f"hover {key}")

    if args.hostile:
        hostile(driver, by_cell, element)
    if not args.contract_only:
        interact(driver, args, by_cell, element)

    if args.screenshot:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.set_window_size(1400, 1100)
        ActionChains(driver).move_by_offset(0, 0).perform()
        data = json.loads(driver.find_element(By.ID, "map-data").get_attribute("textContent"))
        keys_with_failure = [int(k) for k, p in data["previews"].items() if "f" in p and "b" in p]
        if keys_with_failure:
            index = keys_with_failure[len(keys_with_failure) // 2]
            element[(index % data["columns"], index // data["columns"])].click()
            driver.execute_script("document.getElementById('z-slider').value = String(JSON.parse("
                                  "document.getElementById('map-data').textContent).previews[arguments[0]].s.length - 1);"
                                  "document.getElementById('z-slider').dispatchEvent(new Event('input'));", str(index))
            ActionChains(driver).move_to_element(driver.find_element(By.ID, "profile-title")).perform()
        height = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(1400, min(max(height + 40, 800), 2400))
        driver.execute_script("window.scrollTo(0, 0)")
        time.sleep(0.3)
        driver.save_screenshot(args.screenshot)
        print(f"screenshot: {args.screenshot}")

    # Nothing but the page itself was requested, and nothing went to the console.
    requested = set()
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            requested.add(message["params"]["request"]["url"])
    check(requested == {url}, f"the page requests only itself (requested: {sorted(requested)})")
    severe = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
    check(not severe, f"no console errors ({severe})")


def hostile(driver, by_cell, element):
    heatmap = driver.find_element(By.ID, "heatmap")
    check(heatmap.get_attribute("data-column") is not None and heatmap.get_attribute("data-row") is not None,
          "the page initialised: its script selected the starting cell")
    check(driver.execute_script("return document.querySelectorAll('script').length") == 2,
          "the page has its own two script elements only")
    check(driver.execute_script("return document.querySelectorAll('img, b').length") == 0,
          "no element was made from the shard's text")
    check(driver.execute_script("return typeof window.pwned") == "undefined", "no script from the shard's text ran")
    marked = [key for key, row in by_cell.items() if any(c in row["first_failure"] for c in "<>&\u2028\u2029")]
    check(len(marked) > 0, "the CSV has first_failure texts with markup characters")
    for key in sorted(marked):
        ActionChains(driver).move_to_element(element[key]).perform()
        shown_text = driver.find_element(By.ID, "read-failure").get_attribute("textContent")
        expected = shown(by_cell[key]["first_failure"], "first_failure")
        check(shown_text == expected, f"hover {key}: first failure shows {shown_text!r} as text, CSV has {expected!r}")


def interact(driver, args, by_cell, element):
    data = json.loads(driver.find_element(By.ID, "map-data").get_attribute("textContent"))
    columns = data["columns"]
    check(data["construction"] == "star" and data["x"] == "points" and data["y"] == "inner-ratio"
          and data["z"] == "corner-radius", "the map is a star over points × inner-ratio along corner-radius")
    previewed = sorted(int(k) for k, p in data["previews"].items() if "b" in p)
    check(len(previewed) > 0, "some cells have a preview with a boundary")

    # Selecting previewed cells shows the outline fillet shape draws at the boundary.
    for index in [previewed[0], previewed[len(previewed) // 2], previewed[-1]]:
        key = (index % columns, index // columns)
        row = by_cell[key]
        element[key].click()
        path = driver.find_element(By.ID, "outline-boundary").get_attribute("d")
        command = [args.fillet, "shape", "star", "--points", row["x"], "--inner-ratio", row["y"],
                   "--outer-corner-radius", row["boundary"], "--inner-corner-radius", row["boundary"],
                   "--clamp", "none", "--format", "svg-path"]
        expected = subprocess.run(command, check=True, capture_output=True, text=True).stdout.strip()
        check(len(expected) > 0 and path == expected,
              f"cell {key}: the boundary outline is `{' '.join(command[1:])}` ({len(path)} characters)")
        expect_readout(driver, row, f"selected {key}")

    # Arrow keys move the selection; the readout follows.
    start = (previewed[0] % columns, previewed[0] // columns)
    element[start].click()
    heatmap = driver.find_element(By.ID, "heatmap")
    moves = [(Keys.ARROW_RIGHT, (1, 0)), (Keys.ARROW_UP, (0, 1)), (Keys.ARROW_LEFT, (-1, 0)), (Keys.ARROW_DOWN, (0, -1))]
    position = start
    moved = 0
    for key, (dc, dr) in moves:
        target = (position[0] + dc, position[1] + dr)
        if target not in by_cell:
            continue
        heatmap.send_keys(key)
        now = (int(heatmap.get_attribute("data-column")), int(heatmap.get_attribute("data-row")))
        check(now == target, f"arrow key moves the selection from {position} to {target} (now {now})")
        expect_readout(driver, by_cell[target], f"after arrow to {target}")
        position = target
        moved += 1
    check(moved >= 2 or len(by_cell) == 1, f"the arrow keys moved the selection ({moved} moves)")

    # The slider switches between the precomputed outlines.
    element[start].click()
    preview = data["previews"][str(previewed[0])]
    slider = driver.find_element(By.ID, "z-slider")
    outline = driver.find_element(By.ID, "outline-slider")
    before = outline.get_attribute("d")
    slider.send_keys(Keys.HOME)
    after = outline.get_attribute("d")
    first = preview["s"][0]
    check(after != before and after == (first.get("d") or preview["s"][first["same"]]["d"]),
          "moving the slider to its first stop changes the outline to that stop's")
    slider.send_keys(Keys.END)
    check(outline.get_attribute("d") != after, "moving the slider to its last stop changes the outline again")

    # Readable at 320 px: the page itself does not scroll sideways.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 320, "height": 900, "deviceScaleFactor": 1, "mobile": True})
    time.sleep(0.3)
    width = driver.execute_script("return document.documentElement.scrollWidth")
    check(width <= 320, f"at 320 px wide the page is {width} px wide")


if __name__ == "__main__":
    main()
