extension RangeMapPage {
    /// The page's behaviour. It reads the map's data (`#map-data`), shows cell values as the data
    /// gives them (the CSV's texts, numbers at their display precision), moves a selection with the mouse and the arrow keys, swaps the precomputed
    /// outlines and marks, and plots the profile of the selected row or column. It computes no
    /// geometry: outlines, view boxes and marks come from Fillet.
    static let script = #"""
    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("map-data").textContent);
      const F = {};
      data.fields.forEach(function (name, i) { F[name] = i; });
      const C = data.columns, R = data.rows;
      // The SVG namespace, read from the page's own SVG: the page writes no URL.
      const SVGNS = document.getElementById("cells").namespaceURI;
      const byIndex = new Array(C * R);
      document.querySelectorAll("rect.cell").forEach(function (el) {
        byIndex[Number(el.dataset.row) * C + Number(el.dataset.column)] = el;
      });
      const $ = function (id) { return document.getElementById(id); };
      const heatmap = $("heatmap"), cellsSvg = $("cells");
      const slider = $("z-slider");
      let selected = null;
      let hovering = null;
      let profileMode = "row";

      function cellData(c, r) { return data.cells[r * C + c]; }
      function text(value) { return value === "" ? "\u2014" : value; }
      function place(box, el) {
        ["x", "y", "width", "height"].forEach(function (a) { box.setAttribute(a, el.getAttribute(a)); });
        box.setAttribute("visibility", "visible");
      }

      function showValues(c, r, mode) {
        const v = cellData(c, r);
        $("read-cell").textContent = "(" + v[F.column] + ", " + v[F.row] + ")";
        $("read-mode").textContent = mode;
        $("read-x").textContent = text(v[F.x]);
        $("read-y").textContent = text(v[F.y]);
        $("read-boundary").textContent = text(v[F.boundary]);
        $("read-status").textContent = text(v[F.status]);
        $("read-failure").textContent = text(v[F.first_failure].split("+").join(" + "));
        $("read-failing-value").textContent = text(v[F.failing_value]);
        $("read-closed-form").textContent = text(v[F.closed_form]);
        $("read-difference").textContent = text(v[F.difference]);
        $("read-relative-difference").textContent = text(v[F.relative_difference]);
        const readout = $("readout");
        readout.dataset.column = v[F.column];
        readout.dataset.row = v[F.row];
      }

      function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

      function drawMarks(group, stop, view) {
        clear(group);
        const radius = 0.035 * Math.max(view[2], view[3]);
        stop.m.forEach(function (mark) {
          ["mark-halo", "mark"].forEach(function (cls) {
            const circle = document.createElementNS(SVGNS, "circle");
            circle.setAttribute("cx", mark[1]);
            circle.setAttribute("cy", mark[2]);
            circle.setAttribute("r", radius);
            circle.setAttribute("class", cls);
            circle.setAttribute("data-invariant", mark[0]);
            const title = document.createElementNS(SVGNS, "title");
            title.textContent = mark[0];
            circle.appendChild(title);
            group.appendChild(circle);
          });
        });
      }

      function verdict(stop) {
        if (stop.f.length === 0) return '<span class="holds">every counted invariant holds</span>';
        let words = '<span class="fails">fails: ' + stop.f.join(", ") + "</span>";
        if (stop.m.length > 0) words += " (marked: " + stop.m.map(function (m) { return m[0]; }).join(", ") + ")";
        return words;
      }

      function showStop(which, preview, stop, withMarks) {
        const view = preview.v;
        const path = $("outline-" + which);
        path.setAttribute("d", stop.d !== undefined ? stop.d : preview.s[stop.same].d);
        path.dataset.z = stop.z;
        if (withMarks) drawMarks($("marks-" + which), stop, view);
      }

      function setView(preview) {
        const box = preview.v.join(" ");
        ["boundary", "beyond", "slider"].forEach(function (w) { $("view-" + w).setAttribute("viewBox", box); });
      }

      function showSliderStop() {
        const preview = data.previews[String(selected.r * C + selected.c)];
        if (!preview) return;
        const stop = preview.s[Number(slider.value)];
        showStop("slider", preview, stop, true);
        let label = data.z + " = " + stop.z;
        if (Number(slider.value) === preview.b) label += " (boundary)";
        if (Number(slider.value) === preview.f) label += " (failing value)";
        $("caption-slider").innerHTML = "";
        const strong = document.createElement("span");
        strong.textContent = label + ": ";
        $("caption-slider").appendChild(strong);
        $("caption-slider").insertAdjacentHTML("beforeend", verdict(stop));
        slider.setAttribute("aria-valuetext", label + ", " + (stop.f.length === 0 ? "holds" : "fails " + stop.f.join(", ")));
      }

      function showPreview(c, r) {
        const preview = data.previews[String(r * C + c)];
        const figures = ["figure-boundary", "figure-beyond", "figure-slider"].map($);
        if (!preview) {
          figures.forEach(function (f) { f.hidden = true; });
          let note = "No shape preview for this cell.";
          if (data.columnStride > 0 && data.rowStride > 0) {
            const nc = Math.min(Math.floor((C - 1) / data.columnStride) * data.columnStride, Math.round(c / data.columnStride) * data.columnStride);
            const nr = Math.min(Math.floor((R - 1) / data.rowStride) * data.rowStride, Math.round(r / data.rowStride) * data.rowStride);
            note += " Previews are on the cells whose column is a multiple of " + data.columnStride + " and row a multiple of " +
              data.rowStride + " (white dots on the map); the nearest is (" + nc + ", " + nr + ").";
          }
          $("preview-note").textContent = note;
          return;
        }
        figures.forEach(function (f) { f.hidden = false; });
        $("preview-note").textContent = "";
        setView(preview);
        if (preview.b !== undefined) {
          const stop = preview.s[preview.b];
          showStop("boundary", preview, stop, false);
          $("caption-boundary").innerHTML = "";
          $("caption-boundary").textContent = "At the boundary, " + data.z + " = " + stop.z + ": ";
          $("caption-boundary").insertAdjacentHTML("beforeend", verdict(stop));
        } else {
          $("outline-boundary").setAttribute("d", "");
          $("caption-boundary").textContent = "Never valid: no " + data.z + " in [" + data.zLower + ", " + data.zUpper + "] where every invariant holds.";
        }
        if (preview.f !== undefined) {
          const stop = preview.s[preview.f];
          showStop("beyond", preview, stop, true);
          $("caption-beyond").textContent = "Just beyond, " + data.z + " = " + stop.z + ": ";
          $("caption-beyond").insertAdjacentHTML("beforeend", verdict(stop));
        } else {
          $("outline-beyond").setAttribute("d", "");
          clear($("marks-beyond"));
          $("caption-beyond").textContent = "Valid up to the limit: nothing fails in [" + data.zLower + ", " + data.zUpper + "].";
        }
        slider.max = String(preview.s.length - 1);
        slider.value = String(preview.b !== undefined ? preview.b : (preview.f !== undefined ? preview.f : 0));
        showSliderStop();
      }

      function profile() {
        const chart = $("profile-chart");
        clear(chart);
        if (!selected) return;
        const along = profileMode === "row";
        const count = along ? C : R;
        const points = [];
        for (let i = 0; i < count; i++) {
          const v = along ? cellData(i, selected.r) : cellData(selected.c, i);
          points.push({ t: Number(v[along ? F.x : F.y]), z: v[F.boundary] === "" ? NaN : Number(v[F.boundary]),
                        k: v[F.closed_form] === "" ? NaN : Number(v[F.closed_form]), i: i });
        }
        const ts = points.map(function (p) { return p.t; });
        const zs = points.flatMap(function (p) { return [p.z, p.k]; }).filter(isFinite);
        let tLow = Math.min.apply(null, ts), tHigh = Math.max.apply(null, ts);
        if (!(tHigh > tLow)) { tLow -= 0.5; tHigh += 0.5; }
        // The heatmap's scale: logarithmic when its colours are (every boundary > 0), else linear from 0.
        const logarithmic = data.logScale && zs.length > 0 && zs.every(function (z) { return z > 0; });
        let zLow = logarithmic ? Math.min.apply(null, zs) : Math.min(0, Math.min.apply(null, zs.length ? zs : [0]));
        let zHigh = Math.max.apply(null, zs.length ? zs : [1]);
        if (!(zHigh > zLow)) zHigh = logarithmic ? zLow * 2 : zLow + 1;
        const L = 70, T = 16, W = 540, H = 190;
        const X = function (t) { return L + (t - tLow) / (tHigh - tLow) * W; };
        const Y = logarithmic
          ? function (z) { return T + H - Math.log(z / zLow) / Math.log(zHigh / zLow) * H; }
          : function (z) { return T + H - (z - zLow) / (zHigh - zLow) * H; };
        function el(name, attrs, content) {
          const node = document.createElementNS(SVGNS, name);
          Object.keys(attrs).forEach(function (a) { node.setAttribute(a, attrs[a]); });
          if (content !== undefined) node.textContent = content;
          chart.appendChild(node);
          return node;
        }
        el("rect", { x: L, y: T, width: W, height: H, fill: "#fff", stroke: "#000" });
        function line(key, cls) {
          let d = "", pen = false;
          points.forEach(function (p) {
            if (!isFinite(p[key])) { pen = false; return; }
            d += (pen ? "L" : "M") + X(p.t).toFixed(2) + " " + Y(p[key]).toFixed(2) + " ";
            pen = true;
          });
          if (d) el("path", { d: d, class: cls });
        }
        line("k", "profile-closed");
        line("z", "profile-line");
        points.forEach(function (p) {
          if (isFinite(p.z)) el("circle", { cx: X(p.t), cy: Y(p.z), r: p.i === (along ? selected.c : selected.r) ? 5 : 2.2,
                                            class: p.i === (along ? selected.c : selected.r) ? "profile-selected" : "profile-line" });
        });
        const short = function (value) { return String(Number(value.toPrecision(4))); };
        el("text", { x: X(points[0].t), y: T + H + 18, "text-anchor": "middle" }, short(points[0].t));
        el("text", { x: X(points[points.length - 1].t), y: T + H + 18, "text-anchor": "middle" }, short(points[points.length - 1].t));
        el("text", { x: L + W / 2, y: T + H + 34, "text-anchor": "middle" }, along ? data.x : data.y);
        el("text", { x: L - 6, y: T + H, "text-anchor": "end" }, short(zLow));
        el("text", { x: L - 6, y: T + 10, "text-anchor": "end" }, short(zHigh));
        el("text", { x: 6, y: T - 4 }, "max " + data.z + (logarithmic ? " (log)" : ""));
        const v = cellData(selected.c, selected.r);
        const finite = points.filter(function (p) { return isFinite(p.z); });
        let caption = "Largest " + data.z + " (solid) " + (zs.length && points.some(function (p) { return isFinite(p.k); }) ? "and the closed form (dashed) " : "") +
          "along " + (along ? "row " + selected.r + " (" + data.y + " = " + v[F.y] + ")" : "column " + selected.c + " (" + data.x + " = " + v[F.x] + ")") +
          ", over " + (along ? data.x : data.y) + ": ";
        caption += finite.length ? finite.length + " of " + count + " cells bounded, from " + Math.min.apply(null, finite.map(function (p) { return p.z; })).toPrecision(6) +
          " to " + Math.max.apply(null, finite.map(function (p) { return p.z; })).toPrecision(6) + "." : "no cell bounded.";
        $("profile-caption").textContent = caption;
        chart.dataset.mode = profileMode;
        chart.dataset.points = String(finite.length);
      }

      function select(c, r) {
        c = Math.max(0, Math.min(C - 1, c));
        r = Math.max(0, Math.min(R - 1, r));
        selected = { c: c, r: r };
        const el = byIndex[r * C + c];
        place($("selection-box"), el);
        heatmap.dataset.column = String(c);
        heatmap.dataset.row = String(r);
        if (!hovering) showValues(c, r, "selected");
        showPreview(c, r);
        profile();
      }

      cellsSvg.addEventListener("mouseover", function (event) {
        const el = event.target.closest("rect.cell");
        if (!el) return;
        hovering = el;
        place($("hover-box"), el);
        showValues(Number(el.dataset.column), Number(el.dataset.row), "under the pointer");
      });
      cellsSvg.addEventListener("mouseleave", function () {
        hovering = null;
        $("hover-box").setAttribute("visibility", "hidden");
        if (selected) showValues(selected.c, selected.r, "selected");
      });
      cellsSvg.addEventListener("click", function (event) {
        const el = event.target.closest("rect.cell");
        if (!el) return;
        hovering = null;
        select(Number(el.dataset.column), Number(el.dataset.row));
        showValues(selected.c, selected.r, "selected");
        heatmap.focus({ preventScroll: true });
      });
      heatmap.addEventListener("focus", function () { if (selected) showValues(selected.c, selected.r, "selected"); });
      heatmap.addEventListener("keydown", function (event) {
        if (!selected) return;
        const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
        const move = moves[event.key];
        if (!move) return;
        event.preventDefault();
        hovering = null;
        $("hover-box").setAttribute("visibility", "hidden");
        select(selected.c + move[0], selected.r + move[1]);
      });
      slider.addEventListener("input", showSliderStop);
      $("profile-row").addEventListener("click", function () {
        profileMode = "row";
        $("profile-row").setAttribute("aria-pressed", "true");
        $("profile-column").setAttribute("aria-pressed", "false");
        profile();
      });
      $("profile-column").addEventListener("click", function () {
        profileMode = "column";
        $("profile-row").setAttribute("aria-pressed", "false");
        $("profile-column").setAttribute("aria-pressed", "true");
        profile();
      });

      if (data.columnStride > 1 || data.rowStride > 1) {
        const dots = $("preview-dots");
        Object.keys(data.previews).forEach(function (key) {
          const el = byIndex[Number(key)];
          const x = Number(el.getAttribute("x")) + Number(el.getAttribute("width")) / 2;
          const y = Number(el.getAttribute("y")) + Number(el.getAttribute("height")) / 2;
          const dot = document.createElementNS(SVGNS, "circle");
          dot.setAttribute("cx", x);
          dot.setAttribute("cy", y);
          dot.setAttribute("r", Math.max(1.2, Math.min(3, Number(el.getAttribute("width")) / 6)));
          dot.setAttribute("class", "preview-dot");
          dots.appendChild(dot);
        });
      }

      // Start on the previewed cell nearest the middle of the map that has a boundary.
      let start = null, best = Infinity;
      Object.keys(data.previews).forEach(function (key) {
        const index = Number(key), c = index % C, r = Math.floor(index / C);
        const distance = Math.pow(c - (C - 1) / 2, 2) + Math.pow(r - (R - 1) / 2, 2) + (data.previews[key].b === undefined ? 1e9 : 0);
        if (distance < best) { best = distance; start = { c: c, r: r }; }
      });
      if (!start) start = { c: Math.floor(C / 2), r: Math.floor(R / 2) };
      select(start.c, start.r);
    })();

    """#
}
