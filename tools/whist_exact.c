/* Offline search for a Z-cyclic whist tournament Wh(p + 1), p prime = 3 (mod 4), through a
 * starter (see tools/search_whist_starter.py, which explains the method, verifies the result
 * and stores it; the same search in Python is too slow for p = 43 and 47).
 *
 * Build and run: gcc -O2 -o /tmp/whist_exact tools/whist_exact.c
 *                nice /tmp/whist_exact P SEED SECONDS
 * Prints the base round as N E S W per table (-1 for the fixed player inf) when found.
 *
 * The partnerships are {inf, 0} and a random starter of Z_p (the partner condition, exactly).
 * Matching them into tables so that the four cross differences of every table cover each
 * difference class {d, -d} exactly twice is an exact cover with multiplicities (each
 * partnership once, each class twice), solved by backtracking on the partnership with the
 * fewest fitting tables; a starter whose search runs over its node budget is replaced. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define INF -1
#define MAXP 64
static int p, half, npairs, pa[MAXP], pb[MAXP];
static int nrows, ri[MAXP * MAXP], rj[MAXP * MAXP], rc[MAXP * MAXP][4], rn[MAXP * MAXP];
static int used[MAXP], count[MAXP], match[MAXP];
static long nodes, budget;
static unsigned long long rng_state;

static unsigned rnd(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)(rng_state >> 11);
}

static int cls(int a, int b) {
    int d = ((a - b) % p + p) % p;
    return d <= half ? d : p - d;
}

/* a random starter of Z_p into pa/pb[1..], {inf, 0} as partnership 0 */
static int starter(void) {
    int taken_e[MAXP * 2] = {0}, taken_d[MAXP] = {0}, k = 1, tries = 0;
    taken_e[0] = 1;
    pa[0] = INF, pb[0] = 0;
    for (int x = 1; x < p; x++) {
        if (taken_e[x]) continue;
        int options[MAXP * 2], no = 0;
        for (int d = 1; d <= half; d++) {
            if (taken_d[d]) continue;
            if (!taken_e[(x + d) % p]) options[no++] = (x + d) % p;
            if (!taken_e[(x - d + p) % p]) options[no++] = (x - d + p) % p;
        }
        if (!no) {
            if (++tries > 1000) return 0;
            for (int e = 0; e < p; e++) taken_e[e] = 0;
            for (int d = 0; d <= half; d++) taken_d[d] = 0;
            taken_e[0] = 1, k = 1, x = 0;
            continue;
        }
        int y = options[rnd() % no];
        taken_e[x] = taken_e[y] = 1;
        taken_d[cls(x, y)] = 1;
        pa[k] = x, pb[k] = y, k++;
    }
    npairs = k;
    return 1;
}

static void rows(void) {
    nrows = 0;
    for (int i = 0; i < npairs; i++)
        for (int j = i + 1; j < npairs; j++) {
            int c[4], n = 0, xs[2] = {pa[i], pb[i]}, ys[2] = {pa[j], pb[j]}, mult[MAXP] = {0}, ok = 1;
            for (int a = 0; a < 2; a++)
                for (int b = 0; b < 2; b++)
                    if (xs[a] != INF && ys[b] != INF) c[n++] = cls(xs[a], ys[b]);
            for (int a = 0; a < n; a++)
                if (++mult[c[a]] > 2) ok = 0;
            if (!ok) continue;
            ri[nrows] = i, rj[nrows] = j, rn[nrows] = n;
            for (int a = 0; a < n; a++) rc[nrows][a] = c[a];
            nrows++;
        }
}

static int fits(int r) {
    if (used[ri[r]] || used[rj[r]]) return 0;
    for (int a = 0; a < rn[r]; a++) {
        int k = 0;
        for (int b = 0; b < a; b++) k += rc[r][b] == rc[r][a];
        if (count[rc[r][a]] + k + 1 > 2) return 0;
    }
    return 1;
}

static void apply(int r, int sign) {
    used[ri[r]] = used[rj[r]] = sign > 0;
    for (int a = 0; a < rn[r]; a++) count[rc[r][a]] += sign;
}

static int solve(int left) {
    if (!left) return 1;
    if (++nodes > budget) return 0;
    int best = -1, bestn = 1 << 30;
    for (int i = 0; i < npairs; i++) {
        if (used[i]) continue;
        int n = 0;
        for (int r = 0; r < nrows; r++)
            if ((ri[r] == i || rj[r] == i) && fits(r)) n++;
        if (n < bestn) bestn = n, best = i;
        if (!n) return 0;
    }
    for (int r = 0; r < nrows; r++) {
        if ((ri[r] != best && rj[r] != best) || !fits(r)) continue;
        apply(r, 1);
        match[ri[r]] = rj[r], match[rj[r]] = ri[r];
        if (solve(left - 1)) return 1;
        apply(r, -1);
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 4) return 2;
    p = atoi(argv[1]);
    half = (p - 1) / 2;
    rng_state = 88172645463325252ULL ^ (unsigned long long)atoll(argv[2]) * 2654435761ULL;
    budget = argc > 4 ? atol(argv[4]) : 200000;
    clock_t end = clock() + (clock_t)(atof(argv[3]) * CLOCKS_PER_SEC);
    long tried = 0;
    while (clock() < end) {
        if (!starter()) continue;
        tried++;
        rows();
        for (int i = 0; i < npairs; i++) used[i] = 0;
        for (int d = 0; d <= half; d++) count[d] = 0;
        nodes = 0;
        if (solve(npairs / 2)) {
            fprintf(stderr, "%ld starters\n", tried);
            for (int i = 0; i < npairs; i++) {
                int j = match[i];
                if (j < i) continue;
                printf("%d %d %d %d ", pa[i], pa[j], pb[i], pb[j]);
            }
            printf("\n");
            return 0;
        }
    }
    fprintf(stderr, "%ld starters, none\n", tried);
    return 1;
}
