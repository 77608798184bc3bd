/// The interactive range map's stylesheet and script (``RangeMap/html(name:previews:)``), kept as
/// Swift string literals so the page needs no resource lookup at run time.
enum RangeMapPage {}

extension RangeMapPage {
    /// The page's stylesheet: system fonts only; one column below 760 px (readable at 320 px,
    /// where the heatmap scrolls sideways in its own box and everything else wraps).
    static let style = #"""
    :root { color-scheme: light; --ink: #1a1a1a; --muted: #555; --line: #ccc; --accent: #0b5cad; --fail: #c2185b; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
    header, main { max-width: 1400px; margin: 0 auto; padding: 0 12px; }
    h1 { font-size: 1.25rem; margin: 12px 0 2px; overflow-wrap: anywhere; }
    h2 { font-size: 1.05rem; margin: 10px 0 6px; }
    .subtitle { color: var(--muted); margin: 0 0 8px; overflow-wrap: anywhere; }
    main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 4px 20px; }
    .map-section { grid-column: 1; grid-row: 1 / span 2; }
    .readout-section, .preview-section { grid-column: 2; }
    .profile-section, .about-section { grid-column: 1 / span 2; }
    section { min-width: 0; }
    p { overflow-wrap: anywhere; }
    .scroll { overflow-x: auto; }
    .heatmap { position: relative; min-width: 560px; max-width: 900px; outline: none; }
    .heatmap:focus-visible { box-shadow: 0 0 0 3px var(--accent); }
    .heatmap svg { display: block; width: 100%; height: auto; }
    .heatmap .layer { position: absolute; top: 0; left: 0; pointer-events: none; }
    rect.cell { cursor: pointer; }
    .hover-box { fill: none; stroke: #000; stroke-width: 1.5; stroke-dasharray: 3 2; }
    .selection-box { fill: none; stroke: #fff; stroke-width: 3; outline: none; paint-order: stroke; filter: drop-shadow(0 0 1.5px #000); }
    .preview-dot { fill: #fff; stroke: #000; stroke-width: 0.6; }
    dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 12px; margin: 0; }
    dt { color: var(--muted); }
    dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
    .mode { color: var(--muted); font-weight: normal; font-size: 0.9rem; }
    .outlines { display: grid; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); gap: 10px; }
    figure { margin: 0; min-width: 0; }
    figure svg { display: block; width: 100%; aspect-ratio: 1; border: 1px solid var(--line); background: #fafafa; }
    figcaption { font-size: 0.85rem; color: var(--ink); overflow-wrap: anywhere; }
    .outline { fill: #d0e4f5; fill-rule: evenodd; stroke: #000; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
    .outline.beyond { fill: #f6d5e2; }
    .mark { fill: none; stroke: var(--fail); stroke-width: 3; vector-effect: non-scaling-stroke; }
    .mark-halo { fill: none; stroke: #fff; stroke-width: 6; vector-effect: non-scaling-stroke; }
    input[type=range] { width: 100%; }
    .fails { color: var(--fail); font-weight: 600; }
    .holds { color: #1b6e20; font-weight: 600; }
    #profile-chart { display: block; width: 100%; max-width: 900px; height: auto; border: 1px solid var(--line); }
    #profile-chart text { font: 12px system-ui, sans-serif; fill: var(--ink); }
    .profile-line { fill: none; stroke: var(--accent); stroke-width: 2; }
    .profile-closed { fill: none; stroke: #000; stroke-width: 1.2; stroke-dasharray: 5 4; }
    .profile-selected { fill: var(--fail); }
    button { font: inherit; padding: 3px 10px; border: 1px solid var(--line); border-radius: 4px; background: #f3f3f3; cursor: pointer; }
    button[aria-pressed=true] { background: var(--accent); color: #fff; border-color: var(--accent); }
    code { overflow-wrap: anywhere; }
    @media (max-width: 760px) {
      main { grid-template-columns: minmax(0, 1fr); }
      .map-section, .readout-section, .preview-section, .profile-section, .about-section { grid-column: 1; grid-row: auto; }
    }

    """#
}
