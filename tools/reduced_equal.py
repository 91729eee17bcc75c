"""Designs for a reduced Howell of as many rounds as tables (R = T), for the offline search.

H(T, 2T): T rounds on T sets, every set once a round, every pair every set once and T
different opponents.  For odd T the cyclic construction of ``reduced_designs`` holds (all T
tables with a pair that stays); for even T it has none (Hall and Paige: Z_T with T even has no
complete mapping).  With 4 | T two orthogonal Latin squares give one, like a Mitchell; with
T = 2 (mod 4) some T rounds of the complete Howell are coloured with T sets by tabu search.
"""

from __future__ import annotations

import random
import time

from reduced_designs import Cell, coloured_cells


def some_rounds_coloured(
    meetings: list[list[tuple[int, int]]], rounds: int, rng: random.Random, seconds: float
) -> list[Cell] | None:
    """``coloured_cells`` on random choices of ``rounds`` of the rounds of ``meetings`` (a few
    seconds each) until one colours; None if none in time.  For R = T with T = 2 (mod 4),
    where the first T rounds do not colour and there are no orthogonal squares."""
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        kept = sorted(rng.sample(range(len(meetings)), rounds))
        cells = coloured_cells([meetings[r] for r in kept], rounds, rng, min(3.0, left))
        if cells is not None:
            return cells
    return None


def mols_cells(tables: int) -> list[Cell] | None:
    """H(T, 2T) from two orthogonal Latin squares L, M of order T: set s in round r seats pair
    L(s, r) North-South at its own table against pair T + M(s, r).  Each round plays every set
    once; each pair meets T others (orthogonality) on T different sets.  For T with 4 | T, the
    squares are a product of those over GF(4) or GF(8) and the cyclic ones of odd order (an even
    T = R has no cyclic starter, Hall and Paige); None for T = 2 (mod 4)."""
    squares = _mols(tables)
    if squares is None:
        return None
    first, second = squares
    return [
        (r, first[s][r], first[s][r], tables + second[s][r], s)
        for r in range(tables)
        for s in range(tables)
    ]


def _mols(n: int) -> tuple[list[list[int]], list[list[int]]] | None:
    """Two orthogonal Latin squares of order n, or None when n = 2 (mod 4)."""
    if n % 2:
        return [[(i + j) % n for j in range(n)] for i in range(n)], [
            [(i + 2 * j) % n for j in range(n)] for i in range(n)
        ]
    for q, poly in ((8, 0b1011), (4, 0b111)):  # x^3 + x + 1, x^2 + x + 1
        rest = None if n % q else _mols(n // q)
        if rest is not None:
            times_x = [(j << 1) ^ (poly if j << 1 >= q else 0) for j in range(q)]
            plus = [[i ^ j for j in range(q)] for i in range(q)]
            plus_x = [[i ^ times_x[j] for j in range(q)] for i in range(q)]
            return _product(plus, rest[0]), _product(plus_x, rest[1])
    return None


def _product(a: list[list[int]], b: list[list[int]]) -> list[list[int]]:
    """The direct product of two Latin squares (orthogonality is kept pairwise)."""
    p, q = len(a), len(b)
    return [[a[i // q][j // q] * q + b[i % q][j % q] for j in range(p * q)] for i in range(p * q)]
