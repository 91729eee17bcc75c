"""The algebra behind the Howell starter search: primes, primitive roots, difference sets.

Used by ``search_howell_starters.py`` (run from this folder, which Python puts on the path):
Hwang's balanced starters, the prescribed first members worth trying, and the GF(27) block
written into ``movements/data/starters.py``.
"""

from __future__ import annotations

import itertools


def is_prime(n: int) -> bool:
    return n > 1 and all(n % d for d in range(2, int(n**0.5) + 1))


def primitive_root(p: int) -> int:
    for w in range(2, p):
        if len({pow(w, k, p) for k in range(1, p)}) == p - 1:
            return w
    raise ValueError(p)


def hwang(p: int) -> list[tuple[int, int]]:
    w = primitive_root(p)
    return [(pow(w, 2 * i + 1, p), pow(w, 2 * i, p)) for i in range((p - 1) // 2)]


def singer_like_sets(n: int) -> list[frozenset[int]]:
    """Cyclic (n, (n-1)/2, (n-3)/4) difference sets for the non-prime n we need (15, 35)."""
    found = []
    if n == 15:
        found.append(frozenset({0, 1, 2, 4, 5, 8, 10}))
    if n == 35:  # twin primes 5 * 7
        p, q = 5, 7
        d = set()
        for x in range(n):
            a, b = x % p, x % q
            if a and b and pow(a, (p - 1) // 2, p) == pow(b, (q - 1) // 2, q):
                d.add(x)
        d |= {x for x in range(n) if x % q == 0}
        found.append(frozenset(d))
    return found


def residues(n: int) -> frozenset[int]:
    return frozenset(pow(x, 2, n) for x in range(1, n))


def candidates_with_prescribed_x(n: int) -> list[frozenset[int]]:
    """Sets of first members worth trying: -D for difference-set-like D without 0."""
    bases = []
    if is_prime(n):
        bases.append(residues(n))
        bases.append(frozenset(range(1, n)) - residues(n))
    bases.extend(singer_like_sets(n))
    out = []
    for b in bases:
        for u in range(1, n):
            if any((u * k) % n == 0 for k in (1,)) or gcd(u, n) != 1:
                continue
            for t in range(n):
                d = frozenset((u * e + t) % n for e in b)
                if 0 in d or len(d) != (n - 1) // 2:
                    continue
                x = frozenset((-e) % n for e in d)
                if x not in out:
                    out.append(x)
    return out


def gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a


def gf27_block() -> str:
    """Hwang's balanced starter over GF(27) = GF(3)[t]/(t^3 - t + 1), as Z_3^3 data."""

    def mul(a, b):
        prod = [0] * 5
        for i in range(3):
            for j in range(3):
                prod[i + j] += a[i] * b[j]
        for k in (4, 3):  # t^3 = t - 1
            c, prod[k] = prod[k], 0
            prod[k - 2] += c
            prod[k - 3] -= c
        return tuple(x % 3 for x in prod[:3])

    def power(a, e):
        r = (1, 0, 0)
        for _ in range(e):
            r = mul(r, a)
        return r

    nonzero = [e for e in itertools.product(range(3), repeat=3) if any(e)]
    w = next(e for e in nonzero if len({power(e, k) for k in range(1, 27)}) == 26)
    enc = lambda c: c[0] + 3 * c[1] + 9 * c[2]  # noqa: E731
    flat = []
    for i in range(13):
        x, y = power(w, 2 * i + 1), power(w, 2 * i)
        flat += [enc(x), enc(y), enc(tuple((p + q) % 3 for p, q in zip(x, y, strict=True)))]
    rows = [", ".join(map(str, flat[k : k + 20])) + "," for k in range(0, len(flat), 20)]
    body = "\n".join("    " + r for r in rows)
    return f"""
# Hwang's balanced starter over GF(27) = GF(3)[t] / (t^3 - t + 1), primitive element {w}:
# (w^(2i+1), w^(2i), their sum); elements c0 + c1 t + c2 t^2 encoded as c0 + 3 c1 + 9 c2.
# The group is Z_3 x Z_3 x Z_3, so rounds and sets are indexed by the same encoding.
_GF27 = (
{body}
)
GROUP_STARTERS: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {{
    27: ((3, 3, 3), _GF27),
    28: ((3, 3, 3), _GF27),
}}
"""
