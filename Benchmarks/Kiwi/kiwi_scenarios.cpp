// kiwi (the header-only C++ core of PyPI's kiwisolver) on the four solver scenarios of
// ../shared/bench/solver-scenarios.md, for the README's kiwi column: the same workloads, the same
// checks, on the same machine as ScenarioRunner. Built and run by run-kiwi.sh, which fetches
// kiwi's headers with pip; none of kiwi's code is in this repository. (kiwi_system.cpp, beside
// it, runs kiwi on the constraint systems Trellis itself writes out: `run-kiwi.sh system FILE...`.)
//
//   run-kiwi.sh             every workload (fill equally at N = 1,000 takes about 40 s)
//   run-kiwi.sh cells N     N cells with the image and nothing else, for callgrind
//
// Strengths: required = kiwi::strength::required; a priority p < 1000 becomes
// kiwi::strength::create(0, 0, p), a weight of p (kiwi has no lexicographic levels; every check
// below still holds with these weights). kiwi's edit variables start at 0, where Trellis holds
// the current value, which changes nothing once a value is suggested.
#include <kiwi/kiwi.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <algorithm>
#include <string>
using namespace kiwi;
using Clock = std::chrono::steady_clock;
static double S(double p) { return p >= 1000 ? strength::required : strength::create(0, 0, p); }
static void expect(bool ok, const std::string& what) { if (!ok) { fprintf(stderr, "FAILED %s\n", what.c_str()); exit(1); } }
static bool close(double a, double b) { return std::fabs(a - b) <= 1e-6 * std::max(1.0, std::fabs(b)); }
static double median(std::vector<double> v) { std::sort(v.begin(), v.end()); size_t n = v.size(); return n % 2 ? v[n/2] : (v[n/2-1] + v[n/2]) / 2; }
static double secs(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double>(b - a).count(); }

static double chain(int n) {
    std::vector<Variable> x; for (int i = 0; i < n; i++) x.emplace_back("x" + std::to_string(i));
    Solver s;
    s.addConstraint(x[0] == 0);
    for (int i = 0; i + 1 < n; i++) {
        s.addConstraint(x[i + 1] >= x[i] + 10);
        s.addConstraint((x[i + 1] == x[i] + 20) | S(250));
    }
    s.updateVariables();
    double last = 0; for (auto& v : x) last = v.value();
    return last;
}

struct View { Variable l, t, w, h; View(const std::string& n) : l(n + ".left"), t(n + ".top"), w(n + ".width"), h(n + ".height") {}
    Expression right() const { return l + w; } Expression bottom() const { return t + h; } };

struct Cell {
    View c{"c"}, img{"img"}, title{"title"}, date{"date"}, body{"body"}, sub{"sub"}; Variable ih{"ih"};
    Solver s;
    Cell(bool withImage, double ihValue) {
        s.addConstraint(c.l == 0); s.addConstraint(c.t == 0); s.addConstraint(c.w == 375); s.addConstraint((c.h == 0) | S(50));
        Expression lead;
        if (withImage) {
            s.addConstraint(img.l == c.l + 16); s.addConstraint(img.t == c.t + 12); s.addConstraint(img.w == 64); s.addConstraint(img.h == 64);
            s.addConstraint(c.bottom() >= img.bottom() + 12); lead = img.right() + 12;
        } else {
            s.addConstraint(img.l == 0); s.addConstraint(img.t == 0); s.addConstraint(img.w == 0); s.addConstraint(img.h == 0); lead = c.l + 16;
        }
        s.addConstraint(title.l == lead); s.addConstraint(title.t == c.t + 12); s.addConstraint(date.right() == c.right() - 16);
        s.addConstraint(date.t == title.t); s.addConstraint(title.right() <= date.l - 8);
        s.addConstraint((title.w <= 200) | S(250)); s.addConstraint((title.w >= 200) | S(750));
        s.addConstraint((title.h <= 20) | S(250)); s.addConstraint((title.h >= 20) | S(750));
        s.addConstraint((date.w <= 60) | S(250)); s.addConstraint((date.w >= 60) | S(751));
        s.addConstraint((date.h == 16) | S(500)); s.addConstraint(date.h >= 16);
        s.addConstraint(body.l == title.l); s.addConstraint(body.t == title.bottom() + 4); s.addConstraint(body.right() == c.right() - 16);
        s.addConstraint((body.h == ih) | S(500)); s.addConstraint(body.h >= ih); s.addConstraint(c.bottom() >= body.bottom() + 12);
        s.addConstraint(sub.l == title.l); s.addConstraint(sub.t == body.bottom() + 4); s.addConstraint((sub.w == 150) | S(500));
        s.addConstraint(sub.w >= 0); s.addConstraint((sub.h == 18) | S(500)); s.addConstraint(sub.h >= 18);
        s.addConstraint(sub.right() <= c.right() - 16); s.addConstraint(c.bottom() >= sub.bottom() + 12);
        s.addEditVariable(ih, S(999)); s.suggestValue(ih, ihValue);
    }
    double readAll() { s.updateVariables(); double sum = 0; for (View* v : {&c, &img, &title, &date, &body, &sub}) sum += v->l.value() + v->t.value() + v->w.value() + v->h.value(); return sum + ih.value(); }
};
static double expectedHeight(bool img, double ih) { return std::max(img ? 88.0 : 0.0, 70 + ih); }

struct Resize {
    int n; bool fill; Variable cl{"cl"}, cw{"cw"}; std::vector<Variable> L, W; Solver s;
    Resize(int n, bool fill) : n(n), fill(fill) {
        for (int i = 0; i < n; i++) { L.emplace_back("L" + std::to_string(i)); W.emplace_back("W" + std::to_string(i)); }
        s.addConstraint(cl == 0); s.addConstraint(L[0] == cl + 8);
        for (int i = 0; i + 1 < n; i++) s.addConstraint(L[i + 1] == L[i] + W[i] + 8);
        if (!fill) {
            for (int i = 0; i < n; i++) s.addConstraint(W[i] * double(n) == cw - 8.0 * (n + 1));
            s.addConstraint(L[n - 1] + W[n - 1] + 8 <= cl + cw);
        } else {
            s.addConstraint(L[n - 1] + W[n - 1] + 8 == cl + cw);
            for (int i = 1; i < n; i++) s.addConstraint(W[i] == W[0]);
            for (int i = 0; i < n; i++) s.addConstraint(W[i] >= 1);
            s.addConstraint((W[0] == 100) | S(1));
        }
        s.addEditVariable(cw, S(999));
        s.updateVariables();
        double sum = cl.value() + cw.value(); for (int i = 0; i < n; i++) sum += L[i].value() + W[i].value();

        (void)sum;
    }
    static double viewWidth(int i) { return 20 + (i % 97) * 1.5; }
    double width(int i) const { return 8.0 * (n + 1) + n * viewWidth(i); }
};

int main(int argc, char** argv) {
    std::string only = argc > 1 ? argv[1] : "";
    if (only == "cells") {  // for callgrind: exactly N cells with the image
        int count = argc > 2 ? atoi(argv[2]) : 2000; double h = 0;
        for (int i = 0; i < count; i++) { Cell c(true, 40); c.readAll(); h += c.c.h.value(); }
        expect(close(h, count * 110.0), "cells"); printf("%d cells\n", count); return 0;
    }
    printf("| workload | median | min | runs |\n| --- | ---: | ---: | ---: |\n");
    for (int n : {100, 1000}) {
        std::vector<double> t; int runs = n == 100 ? 101 : 5;
        for (int r = 0; r < runs; r++) { auto a = Clock::now(); double last = chain(n); auto b = Clock::now(); expect(close(last, 20.0 * (n - 1)), "chain"); t.push_back(secs(a, b) * 1e3); }
        printf("| chain-%d | %.3f ms | %.3f | %zu |\n", n, median(t), *std::min_element(t.begin(), t.end()), t.size());
    }
    for (bool img : {true, false}) {
        std::vector<double> t;
        for (int r = 0; r < 3001; r++) { auto a = Clock::now(); Cell* c = new Cell(img, 40); c->readAll(); auto b = Clock::now();
            expect(close(c->c.h.value(), expectedHeight(img, 40)), "cell"); delete c; t.push_back(secs(a, b) * 1e6); }
        printf("| cell-%s | %.2f µs/cell | %.2f | %zu |\n", img ? "image" : "noimage", median(t), *std::min_element(t.begin(), t.end()), t.size());
    }
    for (bool img : {true, false}) {
        Cell c(img, 40); std::vector<double> t;
        for (int r = 0; r < 31; r++) {
            auto a = Clock::now(); int wrong = 0;
            for (int i = 0; i < 10000; i++) { double ih = 20 + (i % 64) * 17; c.s.suggestValue(c.ih, ih); c.s.updateVariables(); if (!close(c.c.h.value(), expectedHeight(img, ih))) wrong++; }
            auto b = Clock::now(); expect(wrong == 0, "resolve"); t.push_back(secs(a, b) * 1e6 / 10000);
        }
        printf("| resolve-%s | %.3f µs/row | %.3f | %zu |\n", img ? "image" : "noimage", median(t), *std::min_element(t.begin(), t.end()), t.size());
    }
    for (bool fill : {false, true}) for (int n : {100, 1000}) {
        std::vector<double> setup; int runs = (fill && n == 1000) ? 1 : (n == 1000 ? 5 : 31);
        Resize* keep = nullptr;
        for (int r = 0; r < runs; r++) { auto a = Clock::now(); Resize* z = new Resize(n, fill); auto b = Clock::now(); setup.push_back(secs(a, b) * 1e3); if (keep) delete keep; keep = z; }
        std::vector<double> per; int steps = 200;
        for (int r = 0; r < 5; r++) {
            auto a = Clock::now(); int wrong = 0;
            for (int i = 0; i < steps; i++) { keep->s.suggestValue(keep->cw, keep->width(i)); keep->s.updateVariables(); if (!close(keep->W[n / 2].value(), Resize::viewWidth(i))) wrong++; }
            auto b = Clock::now(); expect(wrong == 0, "resize"); per.push_back(secs(a, b) * 1e6 / steps);
        }
        const char* tag = fill ? "fill" : "proportional";
        printf("| resize-%s-%d-setup | %.3f ms | %.3f | %zu |\n", tag, n, median(setup), *std::min_element(setup.begin(), setup.end()), setup.size());
        printf("| resize-%s-%d-width | %.2f µs/width | %.2f | %zu |\n", tag, n, median(per), *std::min_element(per.begin(), per.end()), per.size());
        delete keep;
        fflush(stdout);
    }
}
