// Peer benchmark: the bench fixture's exact-fillet stars built with kurbo's Arc::append_iter
// (arcs as cubics at the tolerance) and flattened with BezPath::flatten.
use kurbo::{Arc, BezPath, PathEl, Point, Vec2};
use std::f64::consts::PI;
use std::time::Instant;

fn build_star(n: usize, tol: f64) -> BezPath {
    let (r_outer, c) = (50.0, Point::new(50.0, 50.0));
    let nf = n as f64;
    let k = if n == 5 { (2.0 * PI / nf).cos() / (PI / nf).cos() } else { 0.8 };
    let (ro, ri) = (30.0 / nf, 15.0 / nf);
    let step = 2.0 * PI / nf;
    let rot = -PI / 2.0;
    let mut v = Vec::with_capacity(2 * n);
    for i in 0..n {
        let a = rot + step * i as f64;
        v.push(c + Vec2::new(a.cos(), a.sin()) * r_outer);
        v.push(c + Vec2::new((a + step / 2.0).cos(), (a + step / 2.0).sin()) * (k * r_outer));
    }
    let m = 2 * n;
    let mut path = BezPath::new();
    for i in 0..m {
        let (p, q, cv) = (v[(i + m - 1) % m], v[(i + 1) % m], v[i]);
        let r = if i % 2 == 0 { ro } else { ri };
        let a = (p - cv).normalize();
        let b = (q - cv).normalize();
        let half = a.dot(b).max(-1.0).min(1.0).acos() / 2.0;
        let t = r / half.tan();
        let entry = cv + a * t;
        let exit = cv + b * t;
        let o = cv + (a + b).normalize() * (r / half.sin());
        let a0 = (entry - o).atan2();
        let a1 = (exit - o).atan2();
        let cross = (cv - p).cross(q - cv);
        let mut sweep = a1 - a0;
        if cross > 0.0 { while sweep < 0.0 { sweep += 2.0 * PI } } else { while sweep > 0.0 { sweep -= 2.0 * PI } }
        if i == 0 { path.move_to(entry) } else { path.line_to(entry) }
        let arc = Arc { center: o, radii: Vec2::new(r, r), start_angle: a0, sweep_angle: sweep, x_rotation: 0.0 };
        for el in arc.append_iter(tol) { path.push(el); }
    }
    path.close_path();
    path
}

fn median(mut v: Vec<f64>) -> f64 { v.sort_by(|a, b| a.partial_cmp(b).unwrap()); v[v.len() / 2] }
fn fastest(v: &[f64]) -> f64 { v.iter().cloned().fold(f64::INFINITY, f64::min) }

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let n: usize = args.get(1).map(|s| s.parse().unwrap()).unwrap_or(5);
    let tol: f64 = args.get(2).map(|s| s.parse().unwrap()).unwrap_or(0.1);
    let iters = 200000 / n + 10;
    let (mut gen, mut flat) = (vec![], vec![]);
    let mut points = 0;
    for _ in 0..15 {
        let t0 = Instant::now();
        let mut sink = 0usize;
        for _ in 0..iters { let p = build_star(std::hint::black_box(n), tol); sink += p.elements().len(); }
        let t1 = Instant::now();
        let path = build_star(n, tol);
        for _ in 0..iters {
            let mut out: Vec<Point> = Vec::new();
            std::hint::black_box(&path).flatten(tol, |el| match el {
                PathEl::MoveTo(p) | PathEl::LineTo(p) => out.push(p),
                _ => {}
            });
            points = out.len();
            std::hint::black_box(out);
        }
        let t2 = Instant::now();
        std::hint::black_box(sink);
        gen.push((t1 - t0).as_nanos() as f64 / iters as f64);
        flat.push((t2 - t1).as_nanos() as f64 / iters as f64);
    }
    println!("{{\"peer\":\"kurbo 0.7.1\",\"n\":{},\"tolerance\":{},\"generate_ns\":{:.1},\"flatten_ns\":{:.1},\
              \"generate_median_ns\":{:.1},\"flatten_median_ns\":{:.1},\"flat_points\":{}}}",
             n, tol, fastest(&gen), fastest(&flat), median(gen), median(flat), points);
}
