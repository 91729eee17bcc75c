"""Pairs of orthogonal Latin squares for the orders 2 (mod 4) that no field gives: 10, 14, 18.

Made by ``search_mols.py``: for 10 and 14 the first square is the cyclic square of order n - 1
prolonged along a transversal (its cells take the new symbol n - 1 and their symbols move to
the new row and column), the second an orthogonal mate found as n disjoint transversals of the
first; 18 by Wilson's construction (18 = 3 * 5 + 3).  One
row a line, symbol k written as the k-th character of ``DIGITS``; checked by ``_mols`` and
tests/movements/test_howell_true_reduced_large.py (both Latin, every ordered pair once).
"""

from __future__ import annotations

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"

SQUARES: dict[int, tuple[str, str]] = {
    10: (
        """
        0123459786 1239567804 2945678013 3456790128 4567801932 9678012345 6780923451 7891234560
        8012345697 5304186279
        """,
        """
        0781453962 5360974281 6894105723 7506321849 2158736490 9423617508 8612590374 1079248635
        4935862017 3247089156
        """,
    ),
    14: (
        """
        012345d789abc6 1234d6789abc05 23456d89abc017 3456789abc0d21 456789abc012d3 56789abcd12340
        678dabc0123459 789abc0123d564 89abc01d345672 9dbc012345678a abd0123456789c dc0123456789ab
        c01234567d9ab8 bac9576208413d
        """,
        """
        0234a6195bc7d8 105234bd876c9a 21809a37d5b46c bc1d07289456a3 45716c032a98bd 83ab42c10d7956
        649c5ba2718d30 5ad91380c64b27 c96a8d4530217b 3d47c56ab90281 a823b9764cd015 76b8d09ca31542
        97c521db68a304 db067854123ac9
        """,
    ),
    18: (
        """
        f21g54h879abcde036 2f05g38h6ab9dec147 10f43g76hb9aecd258 345678fbagedh219c0
        453786bf9egc2h0ad1 534867a9fdcg10hbe2 g87hbacde012f54369 8g6bh9dec1205f347a
        76ga9hecd20143f58b 9abfedg21h54678c03 ab9efc2g05h3786d14 b9adcf10g43h867e25
        hed012345f87gba69c ehc1204538f6bg97ad dch20153476fa9g8be 012cde9ab678345fgh
        678345012cde9abghf cde9ab678345012hfg
        """,
        """
        2f05g38h69abcde147 10f43g76hb9aecd258 f21g54h87ab9dec036 6789abefc2g05h3d14
        867b9adcf10g43he25 786ab9fedg21h54c03 egc2h0345678bf9ad1 dcg10h534867a9fbe2
        gedh21453786fba9c0 3458f6bg9ehc0127ad 53476fa9gdch2018be 453f87gbahed12069c
        bh9cde0125f38g647a a9hecd20143f76g58b hbadec120f54g87369 012678cde3459abfgh
        cde3459ab012678hfg 9ab012678cde345ghf
        """,
    ),
}


def squares(n: int) -> tuple[list[list[int]], list[list[int]]] | None:
    """The stored pair of order n as lists of rows, or None when none is stored."""
    if n not in SQUARES:
        return None
    first, second = ([[DIGITS.index(c) for c in row] for row in s.split()] for s in SQUARES[n])
    return first, second
