/* An orthogonal mate of a Latin square as n disjoint transversals.
 *
 * Input (stdin): n, a node limit, then the n * n symbols of L row by row.  Every transversal
 * of L (one cell in each row and column, every symbol once) is listed by backtracking; then
 * dancing links (Knuth's Algorithm X) picks n of them covering every cell once.  Giving the
 * cells of the k-th chosen transversal the symbol k makes a Latin square M (a transversal
 * meets every row and column once) orthogonal to L (it meets every symbol of L once).
 * Output: the n * n symbols of M, or "none" when there is none or the limit is reached.
 */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 20

static int n, sq[MAXN][MAXN], cur[MAXN], count, cap, *trans;
static int *U, *D, *C, S[MAXN * MAXN + 1], HL[MAXN * MAXN + 1], HR[MAXN * MAXN + 1];
static int sol[MAXN], depth;
static long long nodes, limit;

static void list_transversals(int row, unsigned cols, unsigned syms) {
    if (row == n) {
        if (count == cap) { cap = cap ? 2 * cap : 4096; trans = realloc(trans, (size_t)cap * n * sizeof *trans); }
        for (int i = 0; i < n; i++) trans[(size_t)count * n + i] = cur[i];
        count++;
        return;
    }
    for (int j = 0; j < n; j++) {
        int s = sq[row][j];
        if (cols >> j & 1 || syms >> s & 1) continue;
        cur[row] = j;
        list_transversals(row + 1, cols | 1u << j, syms | 1u << s);
    }
}

/* Node x of option t sits at base + t * n + i (i = row); its item is the cell (i, t[i]). */
#define BASE (n * n + 1)
static int right(int x) { int i = (x - BASE) % n; return i == n - 1 ? x - n + 1 : x + 1; }
static int left(int x) { int i = (x - BASE) % n; return i == 0 ? x + n - 1 : x - 1; }

static void cover(int c) {
    HL[HR[c]] = HL[c]; HR[HL[c]] = HR[c];
    for (int i = D[c]; i != c; i = D[i])
        for (int j = right(i); j != i; j = right(j)) { U[D[j]] = U[j]; D[U[j]] = D[j]; S[C[j]]--; }
}

static void uncover(int c) {
    for (int i = U[c]; i != c; i = U[i])
        for (int j = left(i); j != i; j = left(j)) { S[C[j]]++; U[D[j]] = j; D[U[j]] = j; }
    HL[HR[c]] = c; HR[HL[c]] = c;
}

static int search(void) {
    if (HR[0] == 0) return 1;
    if (++nodes > limit) return 0;
    int c = HR[0];
    for (int j = HR[c]; j != 0; j = HR[j]) if (S[j] < S[c]) c = j;
    if (S[c] == 0) return 0;
    cover(c);
    for (int r = D[c]; r != c; r = D[r]) {
        sol[depth++] = (r - BASE) / n;
        for (int j = right(r); j != r; j = right(j)) cover(C[j]);
        if (search()) return 1;
        for (int j = left(r); j != r; j = left(j)) uncover(C[j]);
        depth--;
        if (nodes > limit) break;
    }
    uncover(c);
    return 0;
}

int main(void) {
    if (scanf("%d %lld", &n, &limit) != 2 || n < 1 || n > MAXN) return 2;
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) if (scanf("%d", &sq[i][j]) != 1) return 2;
    list_transversals(0, 0, 0);
    fprintf(stderr, "%d transversals\n", count);
    int items = n * n;
    size_t total = (size_t)BASE + (size_t)count * n;
    U = malloc(total * sizeof *U); D = malloc(total * sizeof *D); C = malloc(total * sizeof *C);
    for (int c = 0; c <= items; c++) {
        HL[c] = c ? c - 1 : items; HR[c] = c == items ? 0 : c + 1; U[c] = D[c] = c; S[c] = 0;
    }
    for (int t = 0; t < count; t++)
        for (int i = 0; i < n; i++) {
            int x = BASE + t * n + i, c = 1 + i * n + trans[(size_t)t * n + i];
            C[x] = c; S[c]++; U[x] = U[c]; D[x] = c; D[U[c]] = x; U[c] = x;
        }
    if (!search()) { printf("none %lld\n", nodes); return 0; }
    int mate[MAXN][MAXN];
    for (int k = 0; k < n; k++)
        for (int i = 0; i < n; i++) mate[i][trans[(size_t)sol[k] * n + i]] = k;
    for (int i = 0; i < n; i++) { for (int j = 0; j < n; j++) printf("%d ", mate[i][j]); printf("\n"); }
    return 0;
}
