"""Offline search for the seat layouts of Safford's two schedules (``movements.individual``).

Run: ``python tools/search_individual_layouts.py``

Safford, eight players.  Seats 1-8 on two tables; after each set the player in seat k moves to
seat k + 1 (7 to 1, 8 stays).  With seat k = residue k - 1 of Z_7 and seat 8 fixed, a layout
is a whist tournament exactly when the partner and opponent counts come out 1 and 2.  Every
assignment of seats to the eight places is tried; the script prints how many work and the
first one in reading order (table 1 N, E, S, W, then table 2).

Married couples.  Ladies' seats a-h and men's seats 1-8 on four tables (ladies North and
East, men South and West, so every partnership is a lady and a man); a and 1 stay, the other
ladies' seats form the cycle b..h and the men's 2..8.  Tables 1-2 form one half of the room and
3-4 the other.  The search asks for: spouses never in the same half; every lady partners every
man but her husband once; every two players who are not spouses oppose each other in exactly one
round; and every moving couple holds the same cards (same direction, other half) in exactly
one round.
"""

from __future__ import annotations

import itertools

SEATS = ("N", "E", "S", "W")


def safford_rounds(layout: tuple[int, ...]) -> list[list[tuple[int, ...]]]:
    """layout: seat numbers at (t1 N, E, S, W, t2 N, E, S, W); returns players per round."""
    out = []
    for r in range(7):

        def who(seat: int, r: int = r) -> int:
            return 8 if seat == 8 else (seat - 1 - r) % 7 + 1

        out.append([tuple(who(s) for s in layout[4 * t : 4 * t + 4]) for t in range(2)])
    return out


def is_whist(rounds, players: int) -> bool:
    part: dict[frozenset, int] = {}
    opp: dict[frozenset, int] = {}
    for tables in rounds:
        for n, e, s, w in tables:
            for a, b in ((n, s), (e, w)):
                part[frozenset((a, b))] = part.get(frozenset((a, b)), 0) + 1
            for a, b in ((n, e), (n, w), (s, e), (s, w)):
                opp[frozenset((a, b))] = opp.get(frozenset((a, b)), 0) + 1
    return all(
        part.get(frozenset(k), 0) == 1 and opp.get(frozenset(k), 0) == 2
        for k in itertools.combinations(range(1, players + 1), 2)
    )


def search_safford() -> None:
    good = [p for p in itertools.permutations(range(1, 9)) if is_whist(safford_rounds(p), 8)]
    print(f"Safford: {len(good)} of 40320 layouts give Wh(8); first: {good[0]}")


def _finite_diffs(pairs, symmetric: bool) -> list[int]:
    """Differences of index pairs (index 0 = the still seat a or 1; 1..7 = Z_7 elements)."""
    out = []
    for i, j in pairs:
        if i and j:
            out.append((i - j) % 7)
            if symmetric:
                out.append((j - i) % 7)
    return sorted(out)


def _layouts(places, first, second, fix_first: bool):
    """Assignments of seat indices 0..7 whose same-sex oppositions cover Z_7* once."""
    for perm in itertools.permutations(places[1:] if fix_first else places):
        lay = dict(enumerate(((places[0],) if fix_first else ()) + perm))
        inv = {p: j for j, p in lay.items()}
        pairs = [(inv[(t, first)], inv[(t, second)]) for t in (1, 2, 3, 4)]
        if _finite_diffs(pairs, True) == [1, 2, 3, 4, 5, 6]:
            yield lay, inv


def search_couples() -> None:
    """Lady seat a fixed at table 1 North (the symmetry of renumbering tables)."""
    lady_places = [(t, s) for t in (1, 2, 3, 4) for s in "NE"]
    man_places = [(t, s) for t in (1, 2, 3, 4) for s in "SW"]
    men = list(_layouts(man_places, "S", "W", False))
    for lady, li in _layouts(lady_places, "N", "E", True):
        half = {j for j in range(8) if lady[j][0] <= 2}
        for man, mi in men:
            if any((man[j][0] <= 2) == (j in half) for j in range(8)):
                continue
            partners = [(li[(t, "N")], mi[(t, "S")]) for t in (1, 2, 3, 4)]
            partners += [(li[(t, "E")], mi[(t, "W")]) for t in (1, 2, 3, 4)]
            cross = [(li[(t, "N")], mi[(t, "W")]) for t in (1, 2, 3, 4)]
            cross += [(li[(t, "E")], mi[(t, "S")]) for t in (1, 2, 3, 4)]
            full = [1, 2, 3, 4, 5, 6]
            if _finite_diffs(partners, False) != full or _finite_diffs(cross, False) != full:
                continue
            if any((lady[j][1] == "N") == (man[j][1] == "S") for j in range(8)):
                continue  # spouses must hold opposite cards every round
            print("ladies a..h:", [lady[j] for j in range(8)])
            print("men 1..8:", [man[j] for j in range(8)])
            return
    print("married couples: no layout")


if __name__ == "__main__":
    search_safford()
    search_couples()
