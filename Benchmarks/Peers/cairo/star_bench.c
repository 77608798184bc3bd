// Peer benchmark: the bench fixture's exact-fillet stars (R = 50 about (50, 50), inner ratio
// cos(2π/n)/cos(π/n) for n = 5 else 0.8, fillets 30/n and 15/n) built with cairo_arc and
// flattened with cairo_copy_path_flat. Reports the fastest and the median ns per operation over
// 15 rounds (the fastest is what side_by_side.sh compares: noise only ever adds time).
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ns(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e9 + t.tv_nsec; }

typedef struct { double x, y; } pt;

static void build_star(cairo_t *cr, int n) {
    double R = 50, cx = 50, cy = 50;
    double k = n == 5 ? cos(2 * M_PI / n) / cos(M_PI / n) : 0.8;
    double ro = 30.0 / n, ri = 15.0 / n;
    int m = 2 * n;
    pt v[2 * 10000];
    double step = 2 * M_PI / n, rot = -M_PI / 2;
    for (int i = 0; i < n; i++) {
        double a = rot + step * i;
        v[2 * i] = (pt){cx + R * cos(a), cy + R * sin(a)};
        v[2 * i + 1] = (pt){cx + k * R * cos(a + step / 2), cy + k * R * sin(a + step / 2)};
    }
    cairo_new_path(cr);
    for (int i = 0; i < m; i++) {
        pt p = v[(i + m - 1) % m], c = v[i], q = v[(i + 1) % m];
        double r = (i % 2 == 0) ? ro : ri;
        double ax = p.x - c.x, ay = p.y - c.y, bx = q.x - c.x, by = q.y - c.y;
        double la = hypot(ax, ay), lb = hypot(bx, by);
        ax /= la; ay /= la; bx /= lb; by /= lb;
        double cosang = ax * bx + ay * by;
        double half = acos(fmax(-1, fmin(1, cosang))) / 2;
        double t = r / tan(half);
        pt entry = {c.x + ax * t, c.y + ay * t}, exit = {c.x + bx * t, c.y + by * t};
        double mx = ax + bx, my = ay + by, ml = hypot(mx, my);
        double d = r / sin(half);
        pt o = {c.x + mx / ml * d, c.y + my / ml * d};
        double a0 = atan2(entry.y - o.y, entry.x - o.x), a1 = atan2(exit.y - o.y, exit.x - o.x);
        double cross = (c.x - p.x) * (q.y - c.y) - (c.y - p.y) * (q.x - c.x);
        if (i == 0) cairo_move_to(cr, entry.x, entry.y); else cairo_line_to(cr, entry.x, entry.y);
        if (cross > 0) cairo_arc(cr, o.x, o.y, r, a0, a1); else cairo_arc_negative(cr, o.x, o.y, r, a0, a1);
    }
    cairo_close_path(cr);
}

static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 5;
    double tol = argc > 2 ? atof(argv[2]) : 0.1;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1);
    cairo_t *cr = cairo_create(s);
    cairo_set_tolerance(cr, tol);
    double gen[15], flat[15];
    long points = 0;
    int iters = 200000 / n + 10;
    for (int round = 0; round < 15; round++) {
        double t0 = now_ns();
        for (int i = 0; i < iters; i++) { build_star(cr, n); cairo_path_t *p = cairo_copy_path(cr); cairo_path_destroy(p); }
        double t1 = now_ns();
        for (int i = 0; i < iters; i++) {
            cairo_path_t *p = cairo_copy_path_flat(cr);
            points = 0;
            for (int j = 0; j < p->num_data; j += p->data[j].header.length) points++;
            cairo_path_destroy(p);
        }
        double t2 = now_ns();
        gen[round] = (t1 - t0) / iters; flat[round] = (t2 - t1) / iters;
    }
    qsort(gen, 15, sizeof(double), cmp); qsort(flat, 15, sizeof(double), cmp);
    printf("{\"peer\":\"cairo %s\",\"n\":%d,\"tolerance\":%g,\"generate_ns\":%.1f,\"flatten_ns\":%.1f,"
           "\"generate_median_ns\":%.1f,\"flatten_median_ns\":%.1f,\"flat_points\":%ld}\n",
           cairo_version_string(), n, tol, gen[0], flat[0], gen[7], flat[7], points - 1);
    return 0;
}
