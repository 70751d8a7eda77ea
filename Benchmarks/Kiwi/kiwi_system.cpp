// kiwi (the header-only C++ core of PyPI's kiwisolver) on a constraint system written out by
// Trellis ("trellis-system 1" dumps): the very constraints Trellis's solver held for a layout,
// solved by kiwi, timed, and checked. Built and run by run-kiwi.sh, which fetches kiwi's headers
// with pip; none of kiwi's code is in this repository.
//
//   run-kiwi.sh system FILE...                  each file: time kiwi, check, one line of results
//   run-kiwi.sh system --rounds N FILE...       best and median of N rounds instead of 3 (and the
//                                               first's time and resident memory growth a solver)
//   run-kiwi.sh system --parse-only FILE...     read and check the files only (no kiwi)
//
// The format, one record a line (fields separated by spaces or tabs; a line may end in \r\n; no
// other control byte is allowed):
//
//   trellis-system 1                 the first line, exactly
//   # comment                        and blank lines, anywhere after the first line
//   var ID NAME                      ID an integer 0, 1, 2, ..., each declared once, before use;
//                                    at the end the ids must be exactly 0 ..< (number of vars)
//   solver K                         starts solver K; K counts up from 0 in order. A file with no
//                                    `solver` line has one solver, 0; in a file with some, every
//                                    `c` line comes after the first `solver` line.
//   c REL PRIORITY CONSTANT COEF ID [COEF ID ...]
//                                    CONSTANT + sum of COEF * var(ID)  REL  0, REL one of == >= <=,
//                                    PRIORITY `required` or a number with 0 < p < 1000
//   value ID NUMBER                  Trellis's value of var ID once every `c` line is in (may
//                                    stand anywhere after the var's declaration; once a var)
//
// Numbers are decimal ([+-]digits[.digits][e[+-]digits], finite); ids are plain digits. Any other
// record, a wrong field count, a bad number or id, an undeclared or duplicate id: the program
// prints FILE:LINE: reason on stderr and exits with status 2 at once (later files are not run).
//
// What is timed, best of the rounds (fresh kiwi objects each round, std::chrono::steady_clock):
// making a kiwi::Variable for every declared var (with its name), one kiwi::Solver for each
// `solver`, then, in file order, building each constraint's kiwi::Expression and
// kiwi::Constraint from the parsed terms and adding it to its solver, and last updateVariables()
// on every solver: what a user of kiwi's API pays to go from numbers to a solved layout. Not
// timed: reading and parsing the file, the checks, and destroying the solvers.
//
// Strengths: required = kiwi::strength::required; a priority p < 1000 becomes
// kiwi::strength::create(0, 0, p), a weight of p, as in kiwi_scenarios.cpp (kiwi has no
// lexicographic levels, so an ambiguous layout may settle elsewhere than Trellis's).
//
// Checks, after the timed rounds, on the last round's solvers: every required constraint holds
// with kiwi's values, |CONSTANT + sum COEF*value| (or its sign for an inequality) within
// 1e-6 * max(1, scale), scale the largest of |CONSTANT| and the |COEF*value|; and the number of
// variables whose kiwi value is more than 0.5 from their `value` line, the first 5 named on
// indented lines under the file's line. If kiwi throws while adding (an unsatisfiable required
// constraint, ...), the program names the constraint's line and goes on with the next file.
// The line reads "FILE: S solvers, V variables, C constraints (R required): kiwi T ms (best of 3; median M; first F, resident +K KB a solver),
// required all hold, D of M values differ from Trellis's by > 0.5", M the number of `value` lines.
// Exit status: 0, or 1 if kiwi threw or a required constraint did not hold in some file, or 2 for
// a file that cannot be read or parsed. The time to read and parse each file goes to stderr.
#include <kiwi/kiwi.h>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using Clock = std::chrono::steady_clock;
static double millis(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double, std::milli>(b - a).count(); }

enum class Rel { eq, ge, le };

struct Term { double coef; size_t id; };

struct Con {
    size_t line;      // 1-based line of the `c` record
    size_t solver;
    Rel rel;
    bool required;
    double priority;  // meaningful when !required
    double constant;
    size_t first, count;  // its terms in System::terms
};

struct System {
    std::vector<std::string> names;     // by var id
    std::vector<size_t> declaredAt;     // line of each var's declaration
    std::vector<double> trellis;        // Trellis's value, when hasValue
    std::vector<char> hasValue;
    size_t solvers = 0;
    std::vector<Con> cons;
    std::vector<Term> terms;
    size_t required = 0;
};

// A refusal of the input: FILE:LINE: reason, exit status 2.
[[noreturn]] static void refuse(const std::string& file, size_t line, const std::string& reason) {
    fprintf(stderr, "%s:%zu: %s\n", file.c_str(), line, reason.c_str());
    exit(2);
}

static bool isBlank(char c) { return c == ' ' || c == '\t'; }

// Splits text[begin, end) at spaces and tabs; returns the offset of a control byte (one a trailing
// \r of a CRLF line is not), or std::string::npos.
static size_t splitFields(const std::string& text, size_t begin, size_t end, std::vector<std::string>& out) {
    out.clear();
    if (end > begin && text[end - 1] == '\r') end--;
    for (size_t i = begin; i < end; i++) {
        unsigned char c = (unsigned char)text[i];
        if ((c < 0x20 && c != '\t') || c == 0x7f) return i - begin;
    }
    size_t i = begin;
    while (i < end) {
        while (i < end && isBlank(text[i])) i++;
        size_t j = i;
        while (j < end && !isBlank(text[j])) j++;
        if (j > i) out.emplace_back(text, i, j - i);
        i = j;
    }
    return std::string::npos;
}

// Decimal only: [+-]? digits? (. digits?)? ([eE] [+-]? digits)?, at least one mantissa digit, and
// finite once read (strtod alone would take "inf", "nan", hexadecimal and leading blanks).
static bool parseNumber(const std::string& s, double& out) {
    size_t i = 0, n = s.size(), digits = 0;
    if (i < n && (s[i] == '+' || s[i] == '-')) i++;
    while (i < n && s[i] >= '0' && s[i] <= '9') { i++; digits++; }
    if (i < n && s[i] == '.') { i++; while (i < n && s[i] >= '0' && s[i] <= '9') { i++; digits++; } }
    if (digits == 0) return false;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        if (i < n && (s[i] == '+' || s[i] == '-')) i++;
        size_t exp = 0;
        while (i < n && s[i] >= '0' && s[i] <= '9') { i++; exp++; }
        if (exp == 0) return false;
    }
    if (i != n) return false;
    char* end = nullptr;
    double v = strtod(s.c_str(), &end);
    if (end != s.c_str() + n || !std::isfinite(v)) return false;  // an underflow to 0 or a subnormal is kept
    out = v;
    return true;
}

// Plain digits, below `limit`.
static bool parseIndex(const std::string& s, size_t limit, size_t& out) {
    if (s.empty() || s.size() > 18) return false;
    size_t v = 0;
    for (char c : s) { if (c < '0' || c > '9') return false; v = v * 10 + size_t(c - '0'); }
    if (v >= limit) return false;
    out = v;
    return true;
}

static System parse(const std::string& file, const std::string& text) {
    // The line starts, first: a var id can be no larger than the number of lines, as ids are dense
    // and each has a line of its own, which bounds what a bad id can make us allocate.
    std::vector<size_t> starts{0};
    for (size_t i = 0; i < text.size(); i++) if (text[i] == '\n' && i + 1 < text.size()) starts.push_back(i + 1);
    const size_t lines = text.empty() ? 0 : starts.size();

    System sys;
    std::vector<std::string> f;
    std::vector<char> declared;
    const size_t none = std::numeric_limits<size_t>::max();
    size_t current = none;             // the solver the next `c` line goes to
    size_t firstLooseConstraint = 0;   // line of a `c` before any `solver` line
    bool sawSolverLine = false;
    size_t highestIdLine = 0, highestId = 0;
    auto varId = [&](size_t line, const std::string& s) {
        size_t id;
        if (!parseIndex(s, lines, id) || id >= declared.size() || !declared[id])
            refuse(file, line, "`" + s + "` is not a declared var id");
        return id;
    };
    if (lines == 0) refuse(file, 1, "empty file: expected `trellis-system 1`");
    for (size_t k = 0; k < lines; k++) {
        const size_t line = k + 1;
        size_t begin = starts[k], end = k + 1 < lines ? starts[k + 1] - 1 : text.size();
        if (end > begin && text[end - 1] == '\n') end--;
        size_t bad = splitFields(text, begin, end, f);
        if (bad != std::string::npos) {
            char what[64];
            snprintf(what, sizeof what, "control byte 0x%02x at column %zu", (unsigned)(unsigned char)text[begin + bad], bad + 1);
            refuse(file, line, what);
        }
        if (line == 1) {
            if (f.size() != 2 || f[0] != "trellis-system" || f[1] != "1")
                refuse(file, line, "expected `trellis-system 1` as the first line");
            continue;
        }
        if (f.empty() || f[0][0] == '#') continue;
        const std::string& kind = f[0];
        if (kind == "var") {
            if (f.size() != 3) refuse(file, line, "`var ID NAME` takes 2 fields, not " + std::to_string(f.size() - 1));
            size_t id;
            if (!parseIndex(f[1], lines, id)) refuse(file, line, "bad var id `" + f[1] + "` (ids are 0, 1, 2, ..., fewer than the file's lines)");
            if (id >= declared.size()) {
                declared.resize(id + 1, 0); sys.names.resize(id + 1); sys.declaredAt.resize(id + 1, 0);
                sys.trellis.resize(id + 1, 0); sys.hasValue.resize(id + 1, 0);
            }
            if (declared[id]) refuse(file, line, "var " + f[1] + " declared again (first on line " + std::to_string(sys.declaredAt[id]) + ")");
            declared[id] = 1; sys.names[id] = f[2]; sys.declaredAt[id] = line;
            if (id >= highestId) { highestId = id; highestIdLine = line; }
        } else if (kind == "solver") {
            if (f.size() != 2) refuse(file, line, "`solver K` takes 1 field, not " + std::to_string(f.size() - 1));
            if (!sawSolverLine && firstLooseConstraint)
                refuse(file, line, "a `solver` line after constraints that belong to no solver (line " + std::to_string(firstLooseConstraint) + ")");
            size_t want = current == none ? 0 : current + 1, k2;
            if (!parseIndex(f[1], none, k2) || k2 != want) refuse(file, line, "expected `solver " + std::to_string(want) + "`, found `solver " + f[1] + "`");
            sawSolverLine = true; current = k2; sys.solvers = k2 + 1;
        } else if (kind == "c") {
            if (f.size() < 6 || (f.size() - 4) % 2 != 0)
                refuse(file, line, "`c REL PRIORITY CONSTANT COEF ID [COEF ID ...]` takes 3 fields and pairs, not " + std::to_string(f.size() - 1) + " fields");
            Con c;
            c.line = line;
            if (f[1] == "==") c.rel = Rel::eq;
            else if (f[1] == ">=") c.rel = Rel::ge;
            else if (f[1] == "<=") c.rel = Rel::le;
            else refuse(file, line, "bad relation `" + f[1] + "` (==, >= or <=)");
            c.required = f[2] == "required"; c.priority = 1000;
            if (!c.required && (!parseNumber(f[2], c.priority) || !(c.priority > 0 && c.priority < 1000)))
                refuse(file, line, "bad priority `" + f[2] + "` (`required` or a number between 0 and 1000, both excluded)");
            if (!parseNumber(f[3], c.constant)) refuse(file, line, "bad constant `" + f[3] + "`");
            c.first = sys.terms.size(); c.count = (f.size() - 4) / 2;
            for (size_t t = 4; t < f.size(); t += 2) {
                Term term;
                if (!parseNumber(f[t], term.coef)) refuse(file, line, "bad coefficient `" + f[t] + "`");
                term.id = varId(line, f[t + 1]);
                sys.terms.push_back(term);
            }
            if (current == none) { current = 0; sys.solvers = 1; firstLooseConstraint = line; }
            c.solver = current;
            if (c.required) sys.required++;
            sys.cons.push_back(c);
        } else if (kind == "value") {
            if (f.size() != 3) refuse(file, line, "`value ID NUMBER` takes 2 fields, not " + std::to_string(f.size() - 1));
            size_t id = varId(line, f[1]);
            if (sys.hasValue[id]) refuse(file, line, "a second value for var " + f[1]);
            if (!parseNumber(f[2], sys.trellis[id])) refuse(file, line, "bad value `" + f[2] + "`");
            sys.hasValue[id] = 1;
        } else {
            refuse(file, line, "unknown record `" + kind + "` (var, solver, c, value or a # comment)");
        }
    }
    for (size_t id = 0; id < declared.size(); id++)
        if (!declared[id]) refuse(file, highestIdLine, "var ids are not dense: var " + std::to_string(highestId) + " is declared but var " + std::to_string(id) + " never is");
    if (sys.solvers == 0) sys.solvers = 1;  // no `c` and no `solver` line: one empty solver
    return sys;
}

// kiwi's objects of one round.
struct Round {
    std::vector<kiwi::Variable> vars;
    std::vector<std::unique_ptr<kiwi::Solver>> solvers;
};

// One timed round. On a kiwi exception, returns false with what kiwi threw in `failure` and the
// line of the constraint being added in `at` (0 if it came from updateVariables()).
static bool solveOnce(const System& sys, Round& r, double& ms, std::string& failure, size_t& at) {
    at = 0;
    auto a = Clock::now();
    try {
        r.vars.reserve(sys.names.size());
        for (const std::string& name : sys.names) r.vars.emplace_back(name);
        for (size_t k = 0; k < sys.solvers; k++) r.solvers.push_back(std::make_unique<kiwi::Solver>());
        for (const Con& c : sys.cons) {
            at = c.line;
            std::vector<kiwi::Term> terms;
            terms.reserve(c.count);
            for (size_t t = c.first; t < c.first + c.count; t++) terms.emplace_back(r.vars[sys.terms[t].id], sys.terms[t].coef);
            kiwi::RelationalOperator op = c.rel == Rel::eq ? kiwi::OP_EQ : c.rel == Rel::ge ? kiwi::OP_GE : kiwi::OP_LE;
            double strength = c.required ? kiwi::strength::required : kiwi::strength::create(0, 0, c.priority);
            r.solvers[c.solver]->addConstraint(kiwi::Constraint(kiwi::Expression(std::move(terms), c.constant), op, strength));
        }
        at = 0;
        for (auto& s : r.solvers) s->updateVariables();
    } catch (const kiwi::UnsatisfiableConstraint& e) { failure = "kiwi::UnsatisfiableConstraint (" + std::string(e.what()) + ")";
    } catch (const kiwi::DuplicateConstraint& e) { failure = "kiwi::DuplicateConstraint (" + std::string(e.what()) + ")";
    } catch (const kiwi::InternalSolverError& e) { failure = "kiwi::InternalSolverError (" + std::string(e.what()) + ")";
    } catch (const std::exception& e) { failure = std::string("std::exception (") + e.what() + ")"; }
    auto b = Clock::now();
    ms = millis(a, b);
    return failure.empty();
}

static std::string fmt(double v) { char buf[40]; snprintf(buf, sizeof buf, "%.10g", v); return buf; }

// Returns 0 when every check holds, 1 when kiwi threw or a required constraint failed.
// The process's resident memory in bytes (/proc/self/statm, pages of 4 KB); 0 where unreadable.
static long residentBytes() {
    long size = 0, pages = 0;
    FILE* f = fopen("/proc/self/statm", "r");
    if (!f) return 0;
    if (fscanf(f, "%ld %ld", &size, &pages) != 2) pages = 0;
    fclose(f);
    return pages * 4096;
}

static int run(const std::string& file, const System& sys, int rounds) {
    const size_t V = sys.names.size(), C = sys.cons.size();
    double best = std::numeric_limits<double>::infinity();
    std::vector<double> times;
    double firstMs = 0; long firstResident = 0;
    Round kept;
    for (int round = 0; round < rounds; round++) {
        kept = Round();  // the round before is destroyed here, outside the clock
        Round r; double ms; std::string failure; size_t at;
        const long residentBefore = residentBytes();
        const bool solved = solveOnce(sys, r, ms, failure, at);
        if (round == 0) { firstMs = ms; firstResident = residentBytes() - residentBefore; }
        if (!solved) {
            std::string where = at ? "adding the constraint of line " + std::to_string(at) : std::string("in updateVariables()");
            if (at) fprintf(stderr, "%s:%zu: kiwi threw %s\n", file.c_str(), at, failure.c_str());
            else fprintf(stderr, "%s: kiwi threw %s in updateVariables()\n", file.c_str(), failure.c_str());
            printf("%s: %zu solvers, %zu variables, %zu constraints (%zu required): kiwi threw %s, %s\n",
                   file.c_str(), sys.solvers, V, C, sys.required, where.c_str(), failure.c_str());
            fflush(stdout);
            return 1;
        }
        best = std::min(best, ms);
        times.push_back(ms);
        kept = std::move(r);
    }

    // Required constraints, each checked with its own solver's values (a var in two solvers has
    // the value of whichever solver updated it last).
    std::vector<std::vector<const Con*>> bySolver(sys.solvers);
    for (const Con& c : sys.cons) bySolver[c.solver].push_back(&c);
    std::vector<size_t> owners(V, 0);
    size_t violated = 0;
    for (size_t k = 0; k < sys.solvers; k++) {
        kept.solvers[k]->updateVariables();
        std::vector<size_t> seen;
        for (const Con* c : bySolver[k]) {
            double sum = c->constant, scale = std::fabs(c->constant);
            for (size_t t = c->first; t < c->first + c->count; t++) {
                double term = sys.terms[t].coef * kept.vars[sys.terms[t].id].value();
                sum += term; scale = std::max(scale, std::fabs(term));
                seen.push_back(sys.terms[t].id);
            }
            if (!c->required) continue;
            double tol = 1e-6 * std::max(1.0, scale);
            bool holds = c->rel == Rel::eq ? std::fabs(sum) <= tol : c->rel == Rel::ge ? sum >= -tol : sum <= tol;
            if (!holds && ++violated <= 5)
                fprintf(stderr, "%s:%zu: required constraint does not hold with kiwi's values: %s %s 0\n", file.c_str(), c->line,
                        fmt(sum).c_str(), c->rel == Rel::eq ? "==" : c->rel == Rel::ge ? ">=" : "<=");
        }
        std::sort(seen.begin(), seen.end());
        seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
        for (size_t id : seen) owners[id]++;
    }
    size_t shared = 0;
    for (size_t n : owners) if (n > 1) shared++;
    if (shared) fprintf(stderr, "%s: %zu variables are mentioned by more than one solver; the last one's value is compared\n", file.c_str(), shared);

    size_t compared = 0, differ = 0;
    std::vector<size_t> firstDiffer;
    for (size_t id = 0; id < V; id++) {
        if (!sys.hasValue[id]) continue;
        compared++;
        // Written so that a NaN counts as differing.
        if (!(std::fabs(kept.vars[id].value() - sys.trellis[id]) <= 0.5)) { differ++; if (firstDiffer.size() < 5) firstDiffer.push_back(id); }
    }
    std::sort(times.begin(), times.end());
    const double median = times[times.size() / 2];
    std::string held = violated == 0 ? "required all hold" : std::to_string(violated) + " of " + std::to_string(sys.required) + " required do NOT hold";
    printf("%s: %zu solvers, %zu variables, %zu constraints (%zu required): kiwi %.3f ms (best of %d; median %.3f; first %.3f, resident +%.1f KB a solver), %s, %zu of %zu values differ from Trellis's by > 0.5\n",
           file.c_str(), sys.solvers, V, C, sys.required, best, rounds, median, firstMs,
           double(firstResident) / 1024 / double(std::max<size_t>(1, sys.solvers)), held.c_str(), differ, compared);
    for (size_t id : firstDiffer)
        printf("  %s: kiwi %s, Trellis %s\n", sys.names[id].c_str(), fmt(kept.vars[id].value()).c_str(), fmt(sys.trellis[id]).c_str());
    fflush(stdout);
    return violated ? 1 : 0;
}

static void usage() {
    fprintf(stderr, "usage: kiwi_system [--rounds N] [--parse-only] [--] FILE...\n");
    exit(2);
}

int main(int argc, char** argv) {
    int rounds = 3; bool parseOnly = false; int i = 1;
    for (; i < argc; i++) {
        std::string a = argv[i];
        if (a == "--") { i++; break; }
        if (a == "--parse-only") { parseOnly = true; continue; }
        if (a == "--rounds") {
            size_t n;
            if (i + 1 >= argc || !parseIndex(argv[i + 1], 1000, n) || n == 0) usage();
            rounds = int(n); i++; continue;
        }
        if (a.size() > 1 && a[0] == '-') usage();
        break;
    }
    if (i >= argc) usage();
    int status = 0;
    for (; i < argc; i++) {
        const std::string file = argv[i];
        auto a = Clock::now();
        std::ifstream in(file, std::ios::binary);
        if (!in) { fprintf(stderr, "%s: cannot open\n", file.c_str()); exit(2); }
        std::ostringstream buf; buf << in.rdbuf();
        if (in.bad()) { fprintf(stderr, "%s: cannot read\n", file.c_str()); exit(2); }
        std::string text = buf.str();
        auto b = Clock::now();
        System sys = parse(file, text);
        auto c = Clock::now();
        fprintf(stderr, "%s: read in %.1f ms, parsed in %.1f ms (%zu bytes)\n", file.c_str(), millis(a, b), millis(b, c), text.size());
        if (parseOnly) {
            size_t values = 0; for (char h : sys.hasValue) values += h;
            printf("%s: %zu solvers, %zu variables, %zu constraints (%zu required), %zu values: parsed only\n",
                   file.c_str(), sys.solvers, sys.names.size(), sys.cons.size(), sys.required, values);
            fflush(stdout);
            continue;
        }
        status = std::max(status, run(file, sys, rounds));
    }
    return status;
}
